/**
 * The learner's my-classes page with a marketing popup and the top banner live (issue 31: "neither
 * shifts the page's layout after it paints (CLS stays 0 in the bench)"): the operator puts one of
 * each live for everyone through the back-office API on the bench's mock server, the paint bench
 * measures the page's first visits as with nothing live (FCP / LCP / CLS, 4× CPU, slow 4G), and the
 * mock's world is reseeded after, so no other row sees them.
 */
import { operatorTokens } from './listPage.mjs';
import { measurePaint } from './paint.mjs';

export const PROMOTIONS_PAGE = 'my classes, popup and banner live';

const PLACEMENTS_PATH = '/rest/setting/admin/tenant/marketing/placements';

async function placeLive(mockOrigin, accessToken, kind) {
  const response = await fetch(`${mockOrigin}${PLACEMENTS_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Qube-token ${accessToken}` },
    body: JSON.stringify({
      kind,
      title: kind === 'POPUP' ? '겨울 방학 특강 신청이 열렸어요' : '이번 주말까지 전 클래스 20% 할인',
      message: '방학 동안 듣기 좋은 클래스를 모았어요. 인원이 정해져 있으니 서둘러 신청해 주세요.',
      imageFileId: null,
      linkUrl: 'https://klass.example.com/winter',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: null,
      target: 'ALL',
    }),
  });
  if (!response.ok) throw new Error(`bench/promotions: creating a live ${kind} answered ${response.status}: ${await response.text()}`);
}

/** The page's paint with both live, its ratios to `floor` (the floor page of the same run). */
export async function measurePromotionsPaint({ url, runs, mockOrigin, floor }) {
  const { accessToken } = await operatorTokens(mockOrigin);
  await placeLive(mockOrigin, accessToken, 'POPUP');
  await placeLive(mockOrigin, accessToken, 'BANNER');
  try {
    const [result] = await measurePaint({ targets: [{ name: PROMOTIONS_PAGE, url, loggedIn: true }], runs, mockOrigin });
    return { ...result, fcpRatio: result.fcpMs / floor.fcpMs, lcpRatio: result.lcpMs / floor.lcpMs, renderRatio: result.renderMs / floor.renderMs };
  } finally {
    await fetch(`${mockOrigin}/__mock/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'default' }),
    });
  }
}
