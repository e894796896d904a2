/**
 * The page editor's benchmark row (issue 41 Performance): a page of 200 modules (saved as its
 * manuscript on the bench's mock server, as the full operator) opened in the built app, and the
 * longest main-thread task (PerformanceObserver "longtask": none means every task was under 50 ms)
 * on a keystroke in a module's form and on a keyboard move of a module (Enter on its "아래로"
 * button). The bar is each under 50 ms (Gutenberg lags about 1 s at 150 blocks, #51210).
 * The autosave that follows the keystrokes is waited out before the moves, so each figure is the
 * interaction's own.
 */
import { longestTask, longTask, watchLongTasks } from './catalogue.mjs';
import { launchChromium } from './browser.mjs';
import { desktopPage, operatorTokens } from './listPage.mjs';

const BUDGET_MS = 50;
const MODULES = 200;
/** A draft-only additional page of the seed (mocks/backoffice/pages/seed.ts: 2023 봄 특강, no modules). */
const PAGE = 'page-008';
const BOARD = 'klass-001';

/** 200 modules of the kinds whose forms are typed in most: video cards, board lists, class lists, sections. */
function benchModules() {
  return Array.from({ length: MODULES }, (_, index) => {
    const id = `bench-mod-${index + 1}`;
    const title = `벤치 모듈 ${index + 1}`;
    switch (index % 4) {
      case 0:
        return { id, kind: 'VideoCard', title, videoUrl: '/mock-media/video/lesson-sample.webm', description: '벤치 영상 설명' };
      case 1:
        return { id, kind: 'BoardList', title, boardKey: BOARD, count: 5 };
      case 2:
        return { id, kind: 'KlassList', title, items: [] };
      default:
        return { id, kind: 'PageSection', title, layout: 'SingleVideo', slots: [{ slot: 'video', videoUrl: '/mock-media/video/lesson-sample.webm', title }] };
    }
  });
}

async function saveModules(mockOrigin, token) {
  const url = `${mockOrigin}/rest/setting/admin/tenant/pages/${PAGE}`;
  const headers = { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Qube-token ${token}` };
  const current = await (await fetch(url, { headers })).json();
  const body = { manuscriptVersion: current.manuscriptVersion, modules: benchModules(), menu: current.manuscript.menu };
  const response = await fetch(`${url}/manuscript`, { method: 'PUT', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`bench/pageEditor: saving ${MODULES} modules answered ${response.status}: ${await response.text()}`);
  return (await response.json()).moduleCount;
}

export async function measurePageEditor({ appOrigin, mockOrigin }) {
  const tokens = await operatorTokens(mockOrigin);
  const modules = await saveModules(mockOrigin, tokens.accessToken);
  if (modules !== MODULES) throw new Error(`bench/pageEditor: the page holds ${modules} modules, not ${MODULES}`);
  const browser = await launchChromium();
  try {
    const page = await desktopPage(browser, tokens);
    await page.goto(`${appOrigin}/admin/pages/${PAGE}`, { waitUntil: 'load' });
    await page.getByRole('list', { name: `모듈 ${MODULES}개` }).waitFor({ timeout: 60_000 });
    const status = page.getByTestId('save-status');
    await watchLongTasks(page);

    // A keystroke in the 101st module's form (a video card: its title is the form's first field).
    await page.getByRole('button', { name: '영상 카드 · 벤치 모듈 101 설정' }).click();
    const title = page.locator('[data-module-form="bench-mod-101"] input').first();
    await title.focus();
    await longestTask(page);
    const keystrokes = [];
    // Korean letters are typed as text (there is no key for a syllable); the rest are keys.
    for (const [how, key] of [['press', 'End'], ['type', '가'], ['type', '나'], ['press', 'Backspace']]) {
      await page.keyboard[how](key);
      keystrokes.push(await longestTask(page));
    }
    await status.filter({ hasText: '모두 저장했어요' }).waitFor({ timeout: 60_000 });
    await longestTask(page);

    // A keyboard move of the 102nd module (a board list), three times.
    const down = page.getByRole('button', { name: '게시판 글 목록 · 벤치 모듈 102 아래로 옮기기' });
    await down.focus();
    await longestTask(page);
    const moves = [];
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Enter');
      moves.push(await longestTask(page));
    }
    await status.filter({ hasText: '모두 저장했어요' }).waitFor({ timeout: 60_000 });
    return { modules, keystrokeMs: Math.max(...keystrokes), moveMs: Math.max(...moves), budgetMs: BUDGET_MS };
  } finally {
    await browser.close();
  }
}

/** The table's row (bench/table.mjs). */
export function pageEditorRows({ pageEditor }, skipped) {
  const name = `Page editor, ${MODULES} modules: longest task on a keystroke in a module form / on a keyboard move`;
  if (!pageEditor) return [[name, skipped, '', '', '—', '—']];
  const { keystrokeMs, moveMs, budgetMs } = pageEditor;
  return [[name, `${longTask(keystrokeMs)} / ${longTask(moveMs)}`, '', '', `< ${budgetMs} ms each`, keystrokeMs < budgetMs && moveMs < budgetMs ? 'ok' : '**OVER**']];
}
