/**
 * The coupon issue page (backoffice.md §3 Issue job: ADMIN_INDIVIDUAL or group; issue 30) against
 * the mock, one story per way of choosing people and per state: a member group (required, then
 * chosen), confirmed with its scope and count, issued as a job, back on the detail; members picked
 * from the search (the confirmation names them); people picked over three searches, all kept (the
 * picked list with its count, every one named in the confirmation and sent);
 * "all N matching" (sent as a scope, its count in the confirmation); a pasted list's dry run
 * against the coupon (new / withdrawn / not found / invalid, told apart row by row); a group that
 * grew since it was listed (asked again with the new count); a coupon not operating (no form);
 * opened from the member list's picked rows (the people chosen already, and "다른 방법으로 고르기"
 * putting the three ways back); and the member list's "쿠폰 발급" choosing the coupon first (only
 * operating ones), the selection carried on to the coupon's issue page.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { BackofficeFromMembers } from '../kit/recipients/fromMembersStory';
import { Backoffice, fieldLabel, findPageHeading, findSearchedMembers, findSettledTable, screen } from '../storySupport';
import { IssuePage } from './IssuePage';

const text = copy.backofficeCoupons;
const issue = text.issue;
const recipients = copy.backofficeRecipients;
const ISSUE_CALL = '/rest/coupon/admin/tenant/coupon-specs/:couponKey/issue-jobs';

const meta = {
  title: 'Back-office/Coupons/쿠폰 발급 · IssuePage',
  component: IssuePage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/coupons/cpn-fixture-published/issue', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof IssuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPage(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, issue.title);
  const page = within(canvasElement);
  await page.findByRole('radio', { name: recipients.sources.SEARCH }, { timeout: 10_000 });
  return page;
}

const submit = (page: ReturnType<typeof within>) => userEvent.click(page.getByRole('button', { name: issue.submit }));

/** A group is needed; 강사 지원자 (25명) confirmed with its scope and count, issued as a job; back on the detail. */
export const IssueToGroup: Story = {
  play: async ({ canvasElement }) => {
    const page = await openPage(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: recipients.sources.GROUP }));
    await submit(page);
    await expect(await page.findByText(recipients.groupRequired)).toBeVisible();
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: fieldLabel(recipients.groupField) }),
      await page.findByRole('option', { name: recipients.groupOption('강사 지원자', '25') }),
    );
    await submit(page);
    const confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: issue.confirmTitle }));
    await expect(confirm.getByText(issue.confirmBody('연말 감사 5,000원 할인', recipients.groupScope('강사 지원자', '25'), '25'))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: issue.confirmSubmit }));
    await expect(await screen(canvasElement).findByText(issue.started)).toBeVisible();
    // Back on the coupon; the holders follow when the job ends (the e2e journey and the contract walk wait for it).
    await findPageHeading(canvasElement, '연말 감사 5,000원 할인');
  },
};

/** Two members picked from the search's first page: the confirmation says how many were chosen. */
export const IssueToPickedMembers: Story = {
  play: async ({ canvasElement }) => {
    const page = await openPage(canvasElement);
    const table = await findSettledTable(canvasElement, issue.title, recipients.caption);
    const boxes = await table.findAllByRole('checkbox', { name: /선택$/ });
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(boxes[2] as HTMLElement);
    await submit(page);
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: issue.confirmTitle });
    await expect(confirm).toHaveTextContent('2명');
    await userEvent.click(within(confirm).getByRole('button', { name: issue.keepEditing }));
  },
};

/** Searches for `word` and picks its first member not picked yet; answers their name. */
async function pickFromSearch(page: ReturnType<typeof within>, word: string): Promise<string> {
  const search = page.getByRole('searchbox', { name: recipients.searchFilter });
  await userEvent.clear(search);
  await userEvent.type(search, `${word}{Enter}`);
  const table = await findSearchedMembers(page, recipients.caption, word);
  // A row's box, not the header's 전체 선택.
  const box = table.getAllByRole('checkbox', { name: /선택$/ }).find((candidate) => !(candidate as HTMLInputElement).checked && candidate.getAttribute('aria-label') !== copy.designSystem.selectAll);
  if (!box) throw new Error(`no member left to pick under ${word}`);
  await userEvent.click(box);
  return (box.getAttribute('aria-label') ?? '').replace(/ 선택$/, '');
}

/** One person from each of three searches: all three stay picked, are listed, confirmed by name and sent. */
export const PicksKeptAcrossSearches: Story = {
  play: async ({ canvasElement }) => {
    const page = await openPage(canvasElement);
    const names: string[] = [];
    for (const word of ['김', '이', '박']) {
      names.push(await pickFromSearch(page, word));
      await waitFor(() => expect(page.getByRole('region', { name: /^고른 회원/ })).toHaveAccessibleName(recipients.picked.title(String(names.length))), { timeout: 10_000 });
    }
    for (const name of names) await expect(page.getByRole('button', { name: recipients.picked.remove(name) })).toBeVisible();
    await submit(page);
    const confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: issue.confirmTitle }));
    const listed = confirm.getByRole('list', { name: recipients.picked.listLabel });
    await expect(within(listed).getAllByRole('listitem').map((item) => item.textContent)).toEqual(names);
    await userEvent.click(confirm.getByRole('button', { name: issue.confirmSubmit }));
    await expect(await screen(canvasElement).findByText(issue.started)).toBeVisible();
  },
};

/** "All N matching" of a search: sent as a scope, its count in the confirmation. */
export const IssueToAllMatching: Story = {
  play: async ({ canvasElement }) => {
    const page = await openPage(canvasElement);
    await userEvent.type(page.getByRole('searchbox', { name: recipients.searchFilter }), '김{Enter}');
    const table = await findSearchedMembers(page, recipients.caption, '김');
    await userEvent.click(table.getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(await page.findByRole('button', { name: /^검색 결과 전체 .+명 선택$/ }));
    const summary = await page.findByText(/^검색 결과 전체 [\d,]+명$/);
    await submit(page);
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: issue.confirmTitle });
    await expect(confirm).toHaveTextContent(summary.textContent ?? '');
    await userEvent.click(within(confirm).getByRole('button', { name: issue.keepEditing }));
    await expect(summary).toBeVisible();
  },
};

/** A pasted list checked against the coupon before anything is sent: each row told apart. */
export const PastedListDryRun: Story = {
  play: async ({ canvasElement }) => {
    const page = await openPage(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: recipients.sources.LIST }));
    await userEvent.type(
      page.getByRole('textbox', { name: fieldLabel(recipients.list.field) }),
      'learner@klass.test{Enter}withdrawn@klass.test{Enter}nobody@klass.test{Enter}잘못된 값!',
    );
    await userEvent.click(page.getByRole('button', { name: recipients.list.check('4') }));
    const table = within(await page.findByRole('table', { name: recipients.list.caption }, { timeout: 10_000 }));
    for (const [identifier, kind] of [
      ['learner@klass.test', recipients.list.kinds.NEW],
      ['withdrawn@klass.test', recipients.list.kinds.WITHDRAWN],
      ['nobody@klass.test', recipients.list.kinds.NOT_FOUND],
      ['잘못된 값!', recipients.list.kinds.INVALID],
    ] as const) {
      await expect(table.getByRole('row', { name: new RegExp(identifier) })).toHaveTextContent(kind);
    }
    await submit(page);
    const confirm = await screen(canvasElement).findByRole('alertdialog', { name: issue.confirmTitle });
    await expect(confirm).toHaveTextContent(recipients.listScope('1'));
  },
};

/** The group grew since it was listed: the server refuses and the page asks again with the new count. */
export const GroupMoved: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${ISSUE_CALL}`, () =>
          HttpResponse.json({ status: 409, code: 'selection.changed', message: '그룹의 회원 수가 바뀌었어요.', data: { expectedCount: 25, matchingCount: 27 } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openPage(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: recipients.sources.GROUP }));
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: fieldLabel(recipients.groupField) }),
      await page.findByRole('option', { name: recipients.groupOption('강사 지원자', '25') }),
    );
    await submit(page);
    await userEvent.click(within(await screen(canvasElement).findByRole('alertdialog', { name: issue.confirmTitle })).getByRole('button', { name: issue.confirmSubmit }));
    const moved = await screen(canvasElement).findByRole('alertdialog', { name: issue.movedTitle });
    await expect(moved).toHaveTextContent(issue.movedBody('25', '27'));
    await expect(within(moved).getByRole('button', { name: issue.movedSubmit('27') })).toBeVisible();
  },
};

/** A coupon not operating yet cannot be issued: the page says so and offers no form. */
export const NotOperating: Story = {
  parameters: { route: '/admin/coupons/cpn-fixture-created/issue' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, issue.title);
    await expect(await within(canvasElement).findByText(issue.notOperating, {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: issue.submit })).toBeNull();
  },
};

/** Two members picked on the member list (keys): they are the people; the confirmation names them as such. */
const PICKED = { selection: { kind: 'keys', keys: ['acc-learner', 'acc-member-00107'] }, count: 2 } as const;

/** Opened by the member list's "쿠폰 발급" with two rows picked: chosen already; "다른 방법으로 고르기" offers the three ways. */
export const FromMemberListPicked: Story = {
  render: () => <BackofficeFromMembers handoff={{ selection: { kind: 'keys', keys: [...PICKED.selection.keys] }, count: PICKED.count }} />,
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, issue.title);
    const page = within(canvasElement);
    const handed = await page.findByRole('group', { name: recipients.fromMembers.label }, { timeout: 10_000 });
    await expect(handed).toHaveTextContent(recipients.fromMembers.scope('2'));
    await expect(handed).toHaveTextContent(recipients.fromMembers.pickedHint);
    await submit(page);
    const confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: issue.confirmTitle }));
    await expect(confirm.getByText(issue.confirmBody('연말 감사 5,000원 할인', recipients.fromMembers.scope('2'), '2'))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: issue.keepEditing }));
    await userEvent.click(within(handed).getByRole('button', { name: recipients.fromMembers.change }));
    const search = await page.findByRole('radio', { name: recipients.sources.SEARCH });
    await expect(search).toBeChecked();
    await expect(search).toHaveFocus();
    await expect(page.queryByRole('group', { name: recipients.fromMembers.label })).toBeNull();
  },
};

/** "쿠폰 발급" on the member list: only operating coupons are offered; the one chosen opens its issue page with the people. */
export const ChooserFromMemberList: Story = {
  parameters: { route: '/admin/coupons/issue' },
  render: () => <BackofficeFromMembers handoff={{ selection: { kind: 'keys', keys: [...PICKED.selection.keys] }, count: PICKED.count }} />,
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.issueChooser.title);
    const page = within(canvasElement);
    await expect(page.getByText(text.issueChooser.introFor(recipients.fromMembers.scope('2')))).toBeVisible();
    await userEvent.type(page.getByRole('searchbox', { name: copy.backofficeExchangeCodes.couponSearch }), '연말 감사');
    await userEvent.click(await page.findByRole('button', { name: text.issueChooser.chooseLabel('연말 감사 5,000원 할인') }, { timeout: 10_000 }));
    await findPageHeading(canvasElement, issue.title);
    await expect(await page.findByRole('group', { name: recipients.fromMembers.label }, { timeout: 10_000 })).toHaveTextContent(recipients.fromMembers.scope('2'));
  },
};

/** The chooser offers no coupon that cannot issue: a stopped one is not among the results. */
export const ChooserOperatingOnly: Story = {
  parameters: { route: '/admin/coupons/issue' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.issueChooser.title);
    const page = within(canvasElement);
    await expect(page.getByText(text.issueChooser.intro)).toBeVisible();
    // The stopped fixture by its number: found by the list, but not among coupons that can issue.
    await userEvent.type(page.getByRole('searchbox', { name: copy.backofficeExchangeCodes.couponSearch }), 'cpn-fixture-stopped');
    await expect(await page.findByText(copy.backofficeExchangeCodes.couponNoMatch, {}, { timeout: 10_000 })).toBeVisible();
  },
};
