/**
 * The board area's Q&A screens (issue 42; backoffice.md §2 "Q&A", §4 "waiting or answered"), one
 * story per state: the questions of every class with both counts, only the waiting ones, none, and
 * the list failing; the answer page of a waiting question answered in the rich-text editor and
 * saved (it leaves waiting), of one answered in plain text before (its paragraphs there to edit)
 * and of a formatted answer, a draft restored after a reload, a blank answer refused at the field,
 * a stale save and a failed one keeping what was typed, and markup in a learner's question shown
 * as text.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boardErrorCodes, boardRuleMessages } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';
import { answerForm } from './answerForm';
import { Backoffice, failing, fieldLabel, findPageHeading, findSettledTable, screen } from '../storySupport';
import { QuestionsPage } from './QuestionsPage';

const text = copy.backofficeBoards;
const BASE = '/rest/community/admin/tenant/questions';
const waitingQuestion = '/admin/boards/questions/q-learner-2';
const answeredQuestion = '/admin/boards/questions/q-learner-1';

const meta = {
  title: 'Back-office/Boards/문의 · QuestionPages',
  component: QuestionsPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/boards', scenario: 'operator', layout: 'fullscreen' },
  // Several stories answer the same question: a draft one of them left must not open in the next.
  beforeEach: () => window.localStorage.removeItem(answerForm.drafts.key('q-learner-2')),
} satisfies Meta<typeof QuestionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const counts = /^답변 대기 (\d+)건 · 답변 완료 (\d+)건$/;

/** Every class's questions, newest first, with how many wait and how many are answered. */
export const Questions: Story = {
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.questionsTitle, text.questionsCaption);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(10);
    await expect(within(canvasElement).getByText(counts)).toBeVisible();
    await expect(table.getAllByText(text.questionStatusLabels.WAITING).length).toBeGreaterThan(0);
    await expect(table.getAllByText(text.questionStatusLabels.ANSWERED).length).toBeGreaterThan(0);
  },
};

/** Only the waiting ones: every row waits, and the answered count is still said. */
export const WaitingOnly: Story = {
  parameters: { route: '/admin/boards?status=WAITING' },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.questionsTitle, text.questionsCaption);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toHaveTextContent(text.questionStatusLabels.WAITING);
    const [, , answered] = counts.exec(within(canvasElement).getByText(counts).textContent ?? '') ?? [];
    await expect(Number(answered)).toBeGreaterThan(0);
  },
};

/** No question yet: said, with both counts at zero. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(`*${BASE}`, () => HttpResponse.json({ items: [], page: 1, size: 50, totalCount: 0, totalPages: 0, counts: { waiting: 0, answered: 0 } }))] },
  },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.questionsTitle);
    const page = within(canvasElement);
    await expect(await page.findByText(copy.listKit.empty(text.questionNoun))).toBeVisible();
    await expect(page.getByText(text.counts(0, 0))).toBeVisible();
  },
};

/** The list cannot be read: said, with a retry. */
export const ListFailed: Story = {
  parameters: { msw: { handlers: [failing('get', BASE)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.questionsTitle);
    await expect(await within(canvasElement).findByRole('button', { name: /다시 시도/ })).toBeVisible();
  },
};

async function openAnswer(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  // The form's chunk and the editor's load on first use: slower than a list's.
  await page.findByRole('heading', { level: 1, name: text.answerTitle }, { timeout: 20_000 });
  const field = await page.findByRole('textbox', { name: fieldLabel(text.answerField) }, { timeout: 20_000 });
  return { page, field };
}

function paste(html: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  return userEvent.paste(data);
}

/**
 * From the learner 김하늘's questions (one waiting, one answered), the waiting one opened, answered
 * in the rich-text editor with a bold word and a list, and saved: told so, and back on the list as
 * it was left, where neither waits any more.
 */
export const AnswerWaiting: Story = {
  parameters: { route: '/admin/boards?q=김하늘' },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.questionsTitle, text.questionsCaption);
    await expect(within(canvasElement).getByText(text.counts(1, 1))).toBeVisible();
    const waiting = table.getAllByRole('row').find((row) => row.textContent?.includes(text.questionStatusLabels.WAITING));
    if (!waiting) throw new Error('a waiting question of 김하늘');
    await userEvent.click(within(waiting).getByRole('link'));
    const { page, field } = await openAnswer(canvasElement);
    await expect(page.getByText(text.questionStatusLabels.WAITING)).toBeVisible();
    await userEvent.click(field);
    await paste('<p>앱에서도 <strong>배속 재생</strong>이 돼요.</p><ul><li>설정에서 바꿔 보세요.</li></ul>');
    await waitFor(() => expect(field.querySelector('strong')).toHaveTextContent('배속 재생'));
    await userEvent.click(page.getByRole('button', { name: text.saveAnswer }));
    await expect(await screen(canvasElement).findByText(text.answerSaved, undefined, { timeout: 10_000 })).toBeVisible();
    await findSettledTable(canvasElement, text.questionsTitle, text.questionsCaption);
    await expect(await within(canvasElement).findByText(text.counts(0, 2))).toBeVisible();
  },
};

/** An answer kept as plain text from before: it opens in the editor as its paragraphs, with who answered it. */
export const AnsweredPlainText: Story = {
  parameters: { route: answeredQuestion },
  play: async ({ canvasElement }) => {
    const { page, field } = await openAnswer(canvasElement);
    await waitFor(() => expect(field.querySelector('p')).toHaveTextContent('확인해 보니 브라우저 캐시 문제였어요. 새로고침 후 다시 시도해 주세요.'));
    await expect(page.getByText(/박운영 님이 .*에 답변했어요\./)).toBeVisible();
    await expect(page.getByRole('list', { name: text.attachedImages })).toBeVisible();
  },
};

const formattedAnswer = '<h2>배속 재생</h2><p>앱에서 <strong>설정</strong>을 눌러요.</p><ol><li>재생 속도</li><li>1.5배</li></ol>';

/** A formatted answer: the editor opens with its heading, bold words and list. */
export const AnsweredFormatted: Story = {
  parameters: {
    route: answeredQuestion,
    msw: {
      handlers: [
        http.get(`*${BASE}/q-learner-1`, () =>
          HttpResponse.json({
            questionId: 'q-learner-1',
            klassId: 'klass-001',
            klassTitle: '처음 만나는 데이터 분석',
            value: '앱에서 배속 재생이 되나요?',
            images: [],
            author: { accountKey: 'acc-learner', displayName: '김하늘' },
            created: '2026-12-05T01:00:00.000Z',
            updated: null,
            status: 'ANSWERED',
            answer: { masterName: '강운영', masterProfileImageUrl: null, content: '배속 재생\n앱에서 설정을 눌러요.\n재생 속도\n1.5배', contentHtml: formattedAnswer, created: '2026-12-06T01:00:00.000Z' },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { field } = await openAnswer(canvasElement);
    await waitFor(() => expect(field.querySelector('h2')).toHaveTextContent('배속 재생'));
    await expect(field.querySelector('strong')).toHaveTextContent('설정');
    await expect(field.querySelectorAll('ol li')).toHaveLength(2);
  },
};

/** An answer begun before a reload: the draft is back in the editor, said, with the way back to what is saved. */
export const DraftRestored: Story = {
  parameters: { route: waitingQuestion },
  beforeEach: () => {
    answerForm.drafts.write(window.localStorage, 'q-learner-2', { baseVersion: null, doc: { contentHtml: '<p>어제 쓰다 만 답변이에요.</p>' } }, { contentHtml: '' });
    return () => window.localStorage.removeItem(answerForm.drafts.key('q-learner-2'));
  },
  play: async ({ canvasElement }) => {
    const { page, field } = await openAnswer(canvasElement);
    await expect(await page.findByText(text.draftRestored)).toBeVisible();
    await waitFor(() => expect(field).toHaveTextContent('어제 쓰다 만 답변이에요.'));
    await userEvent.click(page.getByRole('button', { name: text.discardDraft }));
    await waitFor(() => expect(field).not.toHaveTextContent('어제 쓰다 만 답변이에요.'));
  },
};

/** A blank answer is refused at the field before anything is sent. */
export const BlankRefused: Story = {
  parameters: { route: waitingQuestion },
  play: async ({ canvasElement }) => {
    const { page, field } = await openAnswer(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.saveAnswer }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(boardRuleMessages.answerEmpty)));
  },
};

/** A colleague answered first (409 board.answer.conflict): said, with the typed answer kept. */
export const StaleSave: Story = {
  parameters: {
    route: waitingQuestion,
    msw: {
      handlers: [
        http.put(`*${BASE}/q-learner-2/answer`, () =>
          HttpResponse.json({ ...boardErrorCodes.answerConflict, message: '다른 사람이 먼저 답변을 저장했어요.', data: { answeredAt: '2026-12-07T01:00:00.000Z' } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { page, field } = await openAnswer(canvasElement);
    await userEvent.click(field);
    await paste('<p>제가 쓴 답변이에요.</p>');
    await userEvent.click(page.getByRole('button', { name: text.saveAnswer }));
    await expect(await page.findByText(text.answerStale, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(field).toHaveTextContent('제가 쓴 답변이에요.');
  },
};

/** The save fails: said, and the answer typed stays. */
export const SaveFailed: Story = {
  parameters: { route: waitingQuestion, msw: { handlers: [failing('put', `${BASE}/q-learner-2/answer`)] } },
  play: async ({ canvasElement }) => {
    const { page, field } = await openAnswer(canvasElement);
    await userEvent.click(field);
    await paste('<p>저장이 안 될 답변이에요.</p>');
    await userEvent.click(page.getByRole('button', { name: text.saveAnswer }));
    await expect(await page.findByText(copy.backofficeForms.unsaved, undefined, { timeout: 10_000 })).toBeVisible();
    await expect(field).toHaveTextContent('저장이 안 될 답변이에요.');
  },
};

const injected = '<img src=x onerror="window.__boardInjected=1"><script>window.__boardInjected=1</script>';

/** Markup a learner typed into a question is shown as the text it is and runs nothing. */
export const MarkupShownAsText: Story = {
  parameters: {
    route: '/admin/boards/questions/q-injected',
    msw: {
      handlers: [
        http.get(`*${BASE}/q-injected`, () =>
          HttpResponse.json({
            questionId: 'q-injected',
            klassId: 'klass-001',
            klassTitle: '처음 만나는 데이터 분석',
            value: injected,
            images: [],
            author: { accountKey: 'acc-gen-001', displayName: '이학생' },
            created: '2026-12-06T01:00:00.000Z',
            updated: null,
            status: 'WAITING',
            answer: null,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await openAnswer(canvasElement);
    await expect(within(canvasElement).getByText(injected)).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(Reflect.get(window, '__boardInjected')).toBeUndefined();
  },
};
