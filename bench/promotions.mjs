/**
 * Layout shift of the learner home with a top banner and a popup live (issue 31: "neither shifts
 * the page's layout after it paints (CLS stays 0 in the bench)"). The first-paint rows measure the
 * home with nothing live (the seed has no live placement); this row makes a banner and a popup
 * live through the operator's own API on the bench's mock server (its world is thrown away after
 * the run), then loads the built home as a visitor under the phone conditions, waits for the
 * popup and the banner to be on screen (they load lazily after the page's own code) and reports
 * the CLS the first-paint rows count (bench/paint.mjs `observePaints`), the worst of its runs.
 */
/* global window -- used inside a function that runs in the page */
import { launchChromium, throttle } from './browser.mjs';
import { operatorTokens } from './listPage.mjs';
import { observePaints } from './paint.mjs';

const PLACEMENTS_API = '/rest/setting/admin/tenant/marketing/placements';
const PHONE_VIEWPORT = { width: 412, height: 823 };
const RUNS = 3;
const READY_TIMEOUT_MS = 60_000;
/** After both are shown: time for a late shift (an image, a font) to be reported. */
const SETTLE_MS = 1000;
const CLS_TARGET = 0.1;
/** The banner's region name (app/shared/copy/sitePromotions.ts `bannerRegion`). */
const BANNER_REGION = '알림 띠 배너';

async function makeLive(mockOrigin, token, kind, title, message) {
  const response = await fetch(`${mockOrigin}${PLACEMENTS_API}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Qube-token ${token}` },
    body: JSON.stringify({
      kind,
      title,
      message,
      imageFileId: null,
      linkUrl: 'https://klass.example.com/events',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: null,
      target: 'ALL',
    }),
  });
  if (!response.ok) throw new Error(`bench/promotions: creating a ${kind} answered ${response.status}: ${await response.text()}`);
}

async function measureOnce(browser, appOrigin) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  try {
    await context.addInitScript(observePaints);
    const page = await context.newPage();
    await throttle(context, page);
    await page.goto(`${appOrigin}/`, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
    await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    await page.getByRole('region', { name: BANNER_REGION }).waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    return page.evaluate(() => window.__paint.cls);
  } finally {
    await context.close();
  }
}

export async function measurePromotionCls({ appOrigin, mockOrigin }) {
  const { accessToken } = await operatorTokens(mockOrigin);
  await makeLive(mockOrigin, accessToken, 'BANNER', '연말 감사 이벤트', '연말 감사 이벤트가 열렸어요. 모든 클래스 10% 할인');
  await makeLive(mockOrigin, accessToken, 'POPUP', '겨울 특강 오픈', '겨울 방학 특강 신청이 시작됐어요.');
  const browser = await launchChromium();
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, appOrigin));
    return { runs: RUNS, cls: Math.max(...runs) };
  } finally {
    await browser.close();
  }
}

/** The table's row (bench/table.mjs). */
export function promotionClsRows({ promotionCls }, skipped) {
  const name = 'Learner home with a live top banner and popup: CLS';
  if (!promotionCls) return [[name, skipped, '', '', '—', '—']];
  return [
    [
      `${name} (4× CPU, slow 4G, the worst of ${promotionCls.runs} runs)`,
      promotionCls.cls.toFixed(3),
      '',
      '',
      `≤ ${CLS_TARGET}`,
      promotionCls.cls <= CLS_TARGET ? 'ok' : '**OVER**',
    ],
  ];
}
