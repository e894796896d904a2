/**
 * The assign screen (issue 29) against the mock, one story per way of choosing people and per
 * state: the member search with "all N matching" (sent as a scope, the count said in the
 * confirmation); a group (required, then chosen); a pasted list told apart by the dry run (new,
 * already holds, withdrawn, not found, invalid); the change threshold (the group grew since it was
 * listed: asked again with the new count); a completion rate the rule refuses, at its field; a
 * failed load; a pass (no completion target); the picker's "on sale" filter; opened from the member
 * list's "all N matching" (the people already chosen, and asked again when that scope moved). The
 * picker's own states, on a stand-in, are the kit's stories (kit/recipients).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { completionTargetMessages } from '@app/shared/api/contract/adminAssignmentRules';
import { copy } from '@app/shared/copy';
import { BackofficeFromMembers } from '../kit/recipients/fromMembersStory';
import { Backoffice, failing, fieldLabel, findPageHeading, findSearchedMembers, screen } from '../storySupport';
import { AssignPage } from './AssignPage';

const text = copy.backofficeAssignments;
const recipients = copy.backofficeRecipients;
const importText = copy.backofficeImport;
const ROUTE = '/admin/assignments';
const GROUPS_CALL = '/rest/inventory/admin/tenant/assignment-groups';

const meta = {
  title: 'Back-office/Assignments/수강권 배정 · AssignPage',
  component: AssignPage,
  render: () => <Backoffice />,
  parameters: { route: ROUTE, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof AssignPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded classes the stories assign, by id, with the title an operator searches by. */
const klassTitles = { 'klass-001': '실전 데이터 분석 입문', 'klass-016': '백엔드 API 설계' } as const;

async function pickKlass(canvasElement: HTMLElement, klassId: keyof typeof klassTitles) {
  const page = within(canvasElement);
  await findPageHeading(canvasElement, text.assign.title);
  const select = await page.findByRole('combobox', { name: fieldLabel(text.target.field(text.target.types.KLASS)) }, { timeout: 10_000 });
  // Ten thousand classes are on sale (the catalogue's seed): the operator narrows by name first.
  await userEvent.type(page.getByRole('textbox', { name: fieldLabel(text.target.search(text.target.types.KLASS)) }), klassTitles[klassId]);
  // Generated classes may share the words: the class itself is picked by its id.
  await expect((await within(select).findAllByRole('option', { name: new RegExp(klassTitles[klassId]) }, { timeout: 10_000 })).length).toBeGreaterThan(0);
  await userEvent.selectOptions(select, klassId);
  return page;
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', GROUPS_CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.assign.title);
    await expect(await within(canvasElement).findByText(text.assign.loadFailed, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Searching members, then "all N matching": the confirmation names the scope and its count. */
export const MemberSearchAllMatching: Story = {
  play: async ({ canvasElement }) => {
    const page = await pickKlass(canvasElement, 'klass-016');
    await userEvent.type(await page.findByRole('searchbox', { name: recipients.searchFilter }), '김{Enter}');
    const table = await findSearchedMembers(page, recipients.caption, '김');
    await userEvent.click(table.getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(await page.findByRole('button', { name: /^검색 결과 전체 .+명 선택$/ }));
    const summary = await page.findByText(/^검색 결과 전체 [\d,]+명$/);
    await userEvent.click(page.getByRole('button', { name: text.assign.submit }));
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: text.assign.confirmTitle });
    await expect(confirm).toHaveTextContent(summary.textContent ?? '');
    // The hand review: the count was said twice ("…전체 1,204명에게 지급해요 (1,204명)").
    await expect(confirm).not.toHaveTextContent(/\([\d,]+명\)/);
    await userEvent.click(within(confirm).getByRole('button', { name: text.assign.keepEditing }));
    // Going back keeps the selection.
    await expect(summary).toBeVisible();
  },
};

/** A group must be chosen; the option says its member count. */
export const GroupRequired: Story = {
  play: async ({ canvasElement }) => {
    const page = await pickKlass(canvasElement, 'klass-016');
    await userEvent.click(page.getByRole('radio', { name: recipients.sources.GROUP }));
    await userEvent.click(page.getByRole('button', { name: text.assign.submit }));
    await expect(await page.findByText(recipients.groupRequired)).toBeVisible();
    const group = page.getByRole('combobox', { name: fieldLabel(recipients.groupField) });
    await userEvent.selectOptions(group, await within(group).findByRole('option', { name: recipients.groupOption('강사 지원자', '25') }));
    await userEvent.click(page.getByRole('button', { name: text.assign.submit }));
    await expect(await screen(canvasElement).findByRole('alertdialog', { name: text.assign.confirmTitle })).toHaveTextContent(recipients.groupScope('강사 지원자', '25'));
  },
};

/** A pasted list against a class the learner holds: each row told apart (a withdrawn account too) before anything is sent. */
export const PastedListDryRun: Story = {
  play: async ({ canvasElement }) => {
    const page = await pickKlass(canvasElement, 'klass-001');
    await userEvent.click(page.getByRole('radio', { name: recipients.sources.LIST }));
    await userEvent.type(
      page.getByRole('textbox', { name: fieldLabel(recipients.list.field) }),
      'learner@klass.test{Enter}nobody@klass.test{Enter}잘못된 값!{Enter}jung02{Enter}withdrawn@klass.test',
    );
    await userEvent.click(page.getByRole('button', { name: recipients.list.check('5') }));
    const table = within(await page.findByRole('table', { name: recipients.list.caption }));
    for (const [identifier, kind] of [
      ['withdrawn@klass.test', recipients.list.kinds.WITHDRAWN],
      ['learner@klass.test', text.list.alreadyHolds],
      ['nobody@klass.test', recipients.list.kinds.NOT_FOUND],
      ['잘못된 값!', recipients.list.kinds.INVALID],
      ['jung02', recipients.list.kinds.NEW],
    ] as const) {
      await expect(table.getByRole('row', { name: new RegExp(identifier) })).toHaveTextContent(kind);
    }
    await expect(page.getByRole('list', { name: recipients.list.summaryLabel })).toHaveTextContent(recipients.list.kindCount(recipients.list.kinds.NEW, '1'));
  },
};

/** A CSV file through the import kit: the rule in the page, then the server's dry run against the class. */
export const ImportFileDryRun: Story = {
  play: async ({ canvasElement }) => {
    const page = await pickKlass(canvasElement, 'klass-001');
    await userEvent.click(page.getByRole('radio', { name: recipients.sources.LIST }));
    await userEvent.click(page.getByRole('button', { name: recipients.list.importOpen }));
    const body = screen(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: text.list.importTitle('실전 데이터 분석 입문') }));
    const csv = '이메일\r\nlearner@klass.test\r\nnobody@klass.test\r\njung02\r\n잘못된 값!\r\nwithdrawn@klass.test\r\n';
    await userEvent.upload(await dialog.findByLabelText(fieldLabel(importText.fileLabel)), new File([csv], '배정.csv', { type: 'text/csv' }));
    const result = within(await dialog.findByRole('region', { name: importText.previewTitle }, { timeout: 10_000 }));
    const count = (label: string) => result.getByText(label).nextElementSibling;
    await expect(count(importText.countNew)).toHaveTextContent(importText.rows(1));
    await expect(count(text.list.alreadyHolds)).toHaveTextContent(importText.rows(1));
    await expect(count(recipients.list.importNotFound)).toHaveTextContent(importText.rows(1));
    await expect(count(importText.countInvalid)).toHaveTextContent(importText.rows(1));
    // A withdrawn account is its own count, not one of the accounts not found (issue 29).
    await expect(count(recipients.list.kinds.WITHDRAWN)).toHaveTextContent(importText.rows(1));
  },
};

/**
 * Opened by the member list's "수강권 지급" with "all N matching" of the group 강사 지원자 as it was
 * listed (20): the people are chosen already, said as the member list's; starting asks with that
 * count, and since the group has 25 now the server refuses and the page asks again with 25.
 */
export const FromMemberListAllMatching: Story = {
  render: () => (
    <BackofficeFromMembers
      handoff={{ selection: { kind: 'query', filter: { group: ['grp-instructor-applicants'] }, excluded: [], expectedCount: 20 }, count: 20 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = await pickKlass(canvasElement, 'klass-016');
    const handed = page.getByRole('group', { name: recipients.fromMembers.label });
    await expect(handed).toHaveTextContent(recipients.fromMembers.scope('20'));
    await expect(handed).toHaveTextContent(recipients.fromMembers.allMatchingHint);
    await expect(page.queryByRole('radio', { name: recipients.sources.SEARCH })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: text.assign.submit }));
    const body = screen(canvasElement);
    const confirm = await body.findByRole('alertdialog', { name: text.assign.confirmTitle });
    await expect(confirm).toHaveTextContent(recipients.fromMembers.scope('20'));
    await userEvent.click(within(confirm).getByRole('button', { name: text.assign.confirmSubmit }));
    const moved = await body.findByRole('alertdialog', { name: text.assign.movedTitle }, { timeout: 10_000 });
    await expect(moved).toHaveTextContent(text.assign.movedBody('20', '25'));
    await expect(within(moved).getByRole('button', { name: text.assign.movedSubmit('25') })).toBeVisible();
    await userEvent.click(within(moved).getByRole('button', { name: text.assign.keepEditing }));
    await expect(handed).toBeVisible();
  },
};

/** The group grew since the screen listed it: the server refuses, the screen asks again with the new count. */
export const ChangeThreshold: Story = {
  parameters: {
    msw: { handlers: [http.get(`*${GROUPS_CALL}`, () => HttpResponse.json({ items: [{ groupKey: 'grp-instructor-applicants', name: '강사 지원자', memberCount: 20 }] }))] },
  },
  play: async ({ canvasElement }) => {
    const page = await pickKlass(canvasElement, 'klass-016');
    await userEvent.click(page.getByRole('radio', { name: recipients.sources.GROUP }));
    await userEvent.selectOptions(page.getByRole('combobox', { name: fieldLabel(recipients.groupField) }), 'grp-instructor-applicants');
    await userEvent.click(page.getByRole('button', { name: text.assign.submit }));
    const body = screen(canvasElement);
    await userEvent.click(within(await body.findByRole('alertdialog', { name: text.assign.confirmTitle })).getByRole('button', { name: text.assign.confirmSubmit }));
    const moved = await body.findByRole('alertdialog', { name: text.assign.movedTitle }, { timeout: 10_000 });
    await expect(moved).toHaveTextContent(text.assign.movedBody('20', '25'));
    await expect(within(moved).getByRole('button', { name: text.assign.movedSubmit('25') })).toBeVisible();
  },
};

/** A completion rate outside 1–100 is said at its field; nothing is sent. */
export const CompletionRateRefused: Story = {
  play: async ({ canvasElement }) => {
    const page = await pickKlass(canvasElement, 'klass-016');
    await userEvent.type(page.getByRole('textbox', { name: text.assign.rate }), '120');
    await userEvent.click(page.getByRole('button', { name: text.assign.submit }));
    await expect(page.getByRole('textbox', { name: text.assign.rate })).toHaveAccessibleDescription(expect.stringContaining(completionTargetMessages.rate));
    await expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** A pass: chosen among the catalogue's passes by name; a pass has no completion target to set. */
export const PassTarget: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.assign.title);
    await userEvent.click(await page.findByRole('radio', { name: text.target.types.PASS }));
    await userEvent.type(page.getByRole('textbox', { name: fieldLabel(text.target.search(text.target.types.PASS)) }), '자유이용권 3개월');
    const select = page.getByRole('combobox', { name: fieldLabel(text.target.field(text.target.types.PASS)) });
    await userEvent.selectOptions(select, await within(select).findByRole('option', { name: /^클래스 자유이용권 3개월 · 자유이용권 · 이용 기간 90일$/ }, { timeout: 10_000 }));
    await expect(page.queryByRole('textbox', { name: text.assign.rate })).toBeNull();
    await expect(page.queryByRole('checkbox', { name: text.assign.quizRequired })).toBeNull();
    await userEvent.click(page.getByRole('radio', { name: recipients.sources.GROUP }));
    await userEvent.selectOptions(page.getByRole('combobox', { name: fieldLabel(recipients.groupField) }), 'grp-instructor-applicants');
    await userEvent.click(page.getByRole('button', { name: text.assign.submit }));
    await expect(await screen(canvasElement).findByRole('alertdialog', { name: text.assign.confirmTitle })).toHaveTextContent('이용권을');
  },
};

/** The "on sale" filter: on, a class the catalogue does not sell is left out; off, it is offered, marked. */
export const OnSaleFilter: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/rest/inventory/admin/tenant/assignment-targets', () =>
          HttpResponse.json({
            items: [
              { targetType: 'KLASS', targetId: 'klass-on', title: '판매 중인 클래스', detail: '서지안', periodDays: 90, onSale: true },
              { targetType: 'KLASS', targetId: 'klass-hidden', title: '숨긴 클래스', detail: '서지안', periodDays: 90, onSale: false },
            ],
            totalCount: 2,
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findPageHeading(canvasElement, text.assign.title);
    const select = await page.findByRole('combobox', { name: fieldLabel(text.target.field(text.target.types.KLASS)) }, { timeout: 10_000 });
    await expect(await within(select).findByRole('option', { name: /^판매 중인 클래스/ }, { timeout: 10_000 })).toBeInTheDocument();
    await expect(within(select).queryByRole('option', { name: /^숨긴 클래스/ })).toBeNull();
    await userEvent.click(page.getByRole('checkbox', { name: text.target.onSaleOnly }));
    await expect(await within(select).findByRole('option', { name: /^숨긴 클래스 .* · 판매 안 함$/ })).toBeInTheDocument();
  },
};
