/**
 * The terms screens (issue 31; backoffice.md §2 "Terms pages with versions"), one story per state:
 * the list (built-in pages first, the version in force, a saved draft), adding a tenant's own
 * page (and a failed add keeping the name typed), its loading failure; a
 * page with a saved draft (published versions below it, newest first, each with who and when);
 * a page with no draft starting one from the version in force; the publish confirmation with its
 * Seoul effective day (a past day refused); a stale save (someone saved first: told, work kept); a
 * failed save (work kept); one published version as it was published; the list and a page at
 * 390 px, no wider than the screen.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { termsErrorCodes, termsRuleMessages } from '@app/shared/api/contract/adminTermsRules';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, findSettledTable, screen } from '../storySupport';
import { TermsListPage } from './TermsListPage';

const text = copy.backofficeTerms;
const BASE = '/rest/setting/admin/tenant/terms';

const meta = {
  title: 'Back-office/Terms/약관 · TermsPages',
  component: TermsListPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/terms', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof TermsListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pages, the built-in three first; the service terms in force at version 3, the privacy policy with a draft. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.listTitle, text.caption);
    const rows = table.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('서비스 이용약관');
    await expect(rows[1]).toHaveTextContent(text.versionLine(3, '2024.09.01'));
    await expect(table.getByRole('row', { name: /개인정보 처리방침/ })).toHaveTextContent(text.draftWaiting);
    await expect(table.getByRole('row', { name: /위치기반서비스/ })).toHaveTextContent(text.optional);
    // A list with nothing to filter draws no empty filter panel (issue 27).
    await expect(within(canvasElement).queryByRole('search', { name: copy.listKit.filtersLabel })).toBeNull();
  },
};

/** "약관 추가": a tenant's own page, named and required; it opens with no version yet. */
export const AddOwnTerms: Story = {
  play: async ({ canvasElement }) => {
    await findSettledTable(canvasElement, text.listTitle, text.caption);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.add }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: text.addTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: fieldLabel(text.fieldTitle) }), '오프라인 클래스 환불 규정');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: text.fieldRequired }));
    await userEvent.click(within(dialog).getByRole('button', { name: text.addSubmit }));
    const page = await openEditor(canvasElement, '오프라인 클래스 환불 규정');
    await expect(page.getByText(text.noVersions)).toBeVisible();
    await expect(page.getByRole('button', { name: text.startDraft })).toBeVisible();
  },
};

/** Adding fails (500): said in the dialog, and the name typed stays. */
export const AddFailedKeepsValues: Story = {
  parameters: { msw: { handlers: [failing('post', BASE)] } },
  play: async ({ canvasElement }) => {
    await findSettledTable(canvasElement, text.listTitle, text.caption);
    await userEvent.click(within(canvasElement).getByRole('button', { name: text.add }));
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: text.addTitle }));
    const title = dialog.getByRole('textbox', { name: fieldLabel(text.fieldTitle) });
    await userEvent.type(title, '오프라인 클래스 환불 규정');
    await userEvent.click(dialog.getByRole('button', { name: text.addSubmit }));
    await expect(await dialog.findByText(text.addFailed)).toBeVisible();
    await expect(title).toHaveValue('오프라인 클래스 환불 규정');
  },
};

/** The list cannot be read: said, with a retry. */
export const ListFailed: Story = {
  parameters: { msw: { handlers: [failing('get', BASE)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.listTitle);
    await expect(await within(canvasElement).findByRole('button', { name: /다시 시도/ })).toBeVisible();
  },
};

async function openEditor(canvasElement: HTMLElement, title: string) {
  await findPageHeading(canvasElement, title);
  return within(canvasElement);
}

const body = (page: ReturnType<typeof within>) => page.findByRole('textbox', { name: fieldLabel(text.fieldBody) });

/** A saved draft in the editor, the history below it newest first with who published each and when. */
export const DraftAndHistory: Story = {
  parameters: { route: '/admin/terms/PRIVACY' },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement, '개인정보 처리방침');
    await expect(await body(page)).toHaveDisplayValue(/제1조 \(수집하는 개인정보\)/);
    await expect(page.getByText(text.draftMeta(3, '운영자', '2026.11.18 11:30'))).toBeVisible();
    const history = page.getByRole('table', { name: text.historyCaption });
    const rows = within(history).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('제2판');
    await expect(rows[1]).toHaveTextContent(text.stateLabels.CURRENT);
    await expect(rows[2]).toHaveTextContent(text.stateLabels.PAST);
    await expect(within(history).getByRole('link', { name: text.viewVersion('제1판') })).toBeVisible();
  },
};

/** The page no wider than the screen. */
const fitsTheScreen = async (canvasElement: HTMLElement) => {
  const doc = canvasElement.ownerDocument;
  await expect(doc.defaultView?.innerWidth).toBe(390);
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
};

/** At 390 px (issue 38: the page was 441 px wide): the versions table scrolls inside the page, which fits the screen. */
export const EditorAtPhoneWidth: Story = {
  name: '약관 편집 · 390px',
  parameters: { route: '/admin/terms/PRIVACY' },
  globals: { viewport: { value: 'xs390' } },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement, '개인정보 처리방침');
    await expect(await page.findByRole('table', { name: text.historyCaption })).toBeVisible();
    await fitsTheScreen(canvasElement);
  },
};

/** The list at 390 px fits the screen too. */
export const ListAtPhoneWidth: Story = {
  name: '약관 목록 · 390px',
  globals: { viewport: { value: 'xs390' } },
  play: async ({ canvasElement }) => {
    await findSettledTable(canvasElement, text.listTitle, text.caption);
    await fitsTheScreen(canvasElement);
  },
};

/** No draft: "새 버전 쓰기" starts one from the version in force; publishing waits until it is saved. */
export const StartFromCurrent: Story = {
  parameters: { route: '/admin/terms/SERVICE' },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement, '서비스 이용약관');
    await expect(page.getByText(text.noDraft)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.startDraft }));
    const editor = await body(page);
    await waitFor(() => expect(editor).toHaveDisplayValue(/제9조 \(분쟁의 해결\)/));
    await userEvent.type(editor, ' 추가');
    await expect(page.getByRole('button', { name: text.publish })).toBeDisabled();
  },
};

/** Publishing asks first (a version is never edited), with a Seoul effective day; a past day is refused at its field. */
export const PublishConfirm: Story = {
  parameters: { route: '/admin/terms/PRIVACY' },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement, '개인정보 처리방침');
    await body(page);
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: text.publishTitle });
    await expect(dialog).toHaveTextContent(text.publishBody('제3판'));
    const day = within(dialog).getByLabelText(fieldLabel(text.fieldEffectiveDay));
    await userEvent.clear(day);
    await userEvent.type(day, '2020-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: text.publishConfirm }));
    await expect(day).toHaveAccessibleDescription(expect.stringContaining(termsRuleMessages.effectiveDayPast));
  },
};

/** Someone saved this draft first (409 terms.draft.conflict): told, with a link to the latest; the typed text stays. */
export const StaleSave: Story = {
  parameters: {
    route: '/admin/terms/PRIVACY',
    msw: {
      handlers: [
        http.put(`*${BASE}/PRIVACY/draft`, () =>
          HttpResponse.json({ ...termsErrorCodes.termsDraftConflict, message: '다른 곳에서 먼저 바뀐 약관이에요.', data: { revision: 4 } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement, '개인정보 처리방침');
    const editor = await body(page);
    await userEvent.clear(editor);
    await userEvent.type(editor, '제1조 (목적)\n내가 고친 내용');
    await userEvent.click(page.getByRole('button', { name: text.saveDraft }));
    await expect(await page.findByText(text.staleDraft)).toBeVisible();
    await expect(editor).toHaveValue('제1조 (목적)\n내가 고친 내용');
    await expect(page.getByRole('link', { name: copy.backofficeForms.showLatest })).toBeVisible();
  },
};

/** The save fails: said, and the typed text stays. */
export const SaveFailed: Story = {
  parameters: { route: '/admin/terms/PRIVACY', msw: { handlers: [failing('put', `${BASE}/PRIVACY/draft`)] } },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement, '개인정보 처리방침');
    const editor = await body(page);
    await userEvent.type(editor, ' 덧붙임');
    await userEvent.click(page.getByRole('button', { name: text.saveDraft }));
    await expect(await page.findByText(text.draftUnsaved)).toBeVisible();
    await expect(editor).toHaveDisplayValue(/ 덧붙임$/);
  },
};

/** One published version as it was published, read-only. */
export const VersionView: Story = {
  parameters: { route: '/admin/terms/SERVICE/versions/1' },
  play: async ({ canvasElement }) => {
    const page = await openEditor(canvasElement, text.versionTitle('서비스 이용약관', '제1판'));
    await expect(page.getByText(text.stateLabels.PAST)).toBeVisible();
    await expect(page.getByText(/이 약관은 2023년 6월 1일부터 시행합니다\./)).toBeVisible();
    await expect(page.queryByRole('textbox')).toBeNull();
  },
};
