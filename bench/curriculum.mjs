/**
 * The curriculum editor's benchmark row (issue 44 Bench): a curriculum of 50 more chapters of 10
 * lessons (put in through the draft's own commands on the bench's mock server, as the teacher) in
 * the built app, and the longest main-thread task (PerformanceObserver "longtask": none means every
 * task was under 50 ms) on a keyboard move of a lesson (Enter on its "아래로" button) and on a
 * keystroke in a chapter's title. The bar is each under 50 ms.
 */
import { launchChromium } from './browser.mjs';
import { longestTask, longTask, watchLongTasks } from './catalogue.mjs';
import { desktopPage } from './listPage.mjs';

const BUDGET_MS = 50;
const CHAPTERS = 50;
const LESSONS_PER_CHAPTER = 10;
/** One of the teacher's classes (mocks/inventory/seed/klasses.ts: master 201). */
const KLASS = 'klass-019';
const TEACHER = { identifier: 'teacher@klass.test', password: 'klass_teacher_1' };

async function call(url, { token, body, method = body ? 'POST' : 'GET' }) {
  const response = await fetch(url, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: token ? `Qube-token ${token}` : 'None' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`bench/curriculum: ${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** The teacher's session carrying MASTER 201, as the manager login leaves it. */
async function teacherTokens(mockOrigin) {
  const { refreshToken } = await call(`${mockOrigin}/rest/account/login`, { body: TEACHER });
  return call(`${mockOrigin}/rest/account/refresh/add-role`, { body: { refreshToken, role: { role: 'MASTER', roleId: '201' } } });
}

async function fillCurriculum(mockOrigin, token) {
  const draftUrl = `${mockOrigin}/rest/hub/admin/master/klasses/${KLASS}/curriculum/draft`;
  let draft = await call(draftUrl, { token });
  for (let chapter = 0; chapter < CHAPTERS; chapter += 1) {
    const lessons = Array.from({ length: LESSONS_PER_CHAPTER }, (_, lesson) => ({
      key: `bench-ls-${chapter}-${lesson}`,
      kind: 'text',
      title: `${chapter + 1}-${lesson + 1}강`,
      description: '',
      status: 'PUBLIC',
      previewSeconds: 0,
      quiz: null,
    }));
    const command = { type: 'ADD_CHAPTER', at: draft.chapters.length, chapter: { key: `bench-ch-${chapter}`, title: `${chapter + 1}장. 벤치 챕터`, lessons } };
    draft = await call(`${draftUrl}/commands`, { token, body: { currentVersion: draft.currentVersion, command } });
  }
  return draft.chapters.reduce((sum, chapter) => sum + chapter.lessons.length, 0);
}

export async function measureCurriculumEditor({ appOrigin, mockOrigin }) {
  const tokens = await teacherTokens(mockOrigin);
  const lessons = await fillCurriculum(mockOrigin, tokens.accessToken);
  const browser = await launchChromium();
  try {
    const page = await desktopPage(browser, tokens);
    await page.goto(`${appOrigin}/admin/master/curriculum/${KLASS}`, { waitUntil: 'load' });
    const down = page.getByRole('button', { name: '25-5강 레슨을 아래로' });
    await down.waitFor({ timeout: 60_000 });
    await watchLongTasks(page);
    await down.focus();
    await longestTask(page);
    const moves = [];
    for (let press = 0; press < 3; press += 1) {
      await page.keyboard.press('Enter');
      moves.push(await longestTask(page));
    }
    await page.getByLabel('30장 제목').focus();
    await longestTask(page);
    const keystrokes = [];
    // Korean letters are typed as text (there is no key for a syllable); the rest are keys.
    for (const [how, key] of [['press', 'End'], ['type', '가'], ['type', '나'], ['press', 'Backspace']]) {
      await page.keyboard[how](key);
      keystrokes.push(await longestTask(page));
    }
    return { lessons, moveMs: Math.max(...moves), keystrokeMs: Math.max(...keystrokes), budgetMs: BUDGET_MS };
  } finally {
    await browser.close();
  }
}

/** The table's row (bench/table.mjs). */
export function curriculumRows({ curriculumEditor }, skipped) {
  const name = `Curriculum editor, ${CHAPTERS}+ chapters of ${LESSONS_PER_CHAPTER} lessons: longest task on a keyboard move / on a keystroke`;
  if (!curriculumEditor) return [[name, skipped, '', '', '—', '—']];
  const { moveMs, keystrokeMs, budgetMs } = curriculumEditor;
  return [[name, `${longTask(moveMs)} / ${longTask(keystrokeMs)}`, '', '', `< ${budgetMs} ms each`, moveMs < budgetMs && keystrokeMs < budgetMs ? 'ok' : '**OVER**']];
}
