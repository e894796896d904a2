/**
 * A member's detail against the mock (backoffice.md §2 member detail, §3, §5; issue 16), on the
 * seeded learner 김하늘 with classes and two memos: every card loaded; the basic-info form's §5
 * messages at their fields (name too short or over 50, phone format, the current number); the
 * additional info's (short text, business number format and checksum), a stored value that does
 * not block saving, a failed save keeping what was typed, and a saved change named by its label in
 * the history; a blank memo, a memo that fails to save (kept), edited, added then deleted behind
 * its confirmation; saving; the learning and LX cards loading, failing, and the LX history's
 * second page; the marketing consent switched; the night-time advertising consent, given only with
 * marketing consent and gone with it; the account-key lookup by e-mail and its failure; a
 * withdrawn member read-only; a blocked member editable under a notice; an unknown key; loading
 * and a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { memos } from '@app/shared/api/contract/adminMemberDetail';
import type { EndpointResponse } from '@app/shared/api/contract/endpoint';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen, section } from '../../storySupport';
import { MemberDetailPage } from './MemberDetailPage';

const text = copy.backofficeMemberDetail;
const rules = copy.account.validation;
const MEMBER = '/rest/member/admin/tenant/members/acc-learner';

const meta = {
  title: 'Back-office/Members/회원 상세 · MemberDetailPage',
  component: MemberDetailPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/members/acc-learner', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof MemberDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

async function loaded(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.pageTitle('김하늘'));
  return within(canvasElement);
}

async function basicForm(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  const basic = await section(canvasElement, text.basicTitle);
  return { basic, name: basic.getByLabelText(fieldLabel(text.nameLabel)), phone: basic.getByLabelText(fieldLabel(text.newPhoneLabel)) };
}

async function replace(field: HTMLElement, value: string) {
  await userEvent.clear(field);
  if (value) await userEvent.type(field, value);
}

async function expectFieldError(scope: Scope, field: HTMLElement, message: string) {
  await expect(await scope.findByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Every card: basic info with the certified phone, consent, additional info, groups, memos, learning, LX and change history. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const basic = await section(canvasElement, text.basicTitle);
    await expect(basic.getByText('learner@klass.test')).toBeVisible();
    await expect(basic.getByText('acc-learner')).toBeVisible();
    await expect(basic.getByText(text.certifiedInfos)).toBeVisible();
    await expect((await section(canvasElement, text.marketingTitle)).getByRole('switch', { name: text.marketingLabel })).toBeVisible();
    await expect(await (await section(canvasElement, text.additionalTitle)).findByLabelText(fieldLabel('회사명'))).toBeVisible();
    const memos = await section(canvasElement, text.memosTitle);
    await expect(await memos.findByText('세금계산서 발행 요청 — 회사 메일로 보냄.')).toBeVisible();
    const learning = await section(canvasElement, text.learningTitle);
    const klasses = await learning.findByRole('table', { name: text.klassTicketsCaption });
    await expect(within(klasses).getAllByRole('row').length).toBeGreaterThan(1);
    // §3 Enrolled account row: first use and quizzes, as the learner side counts them.
    await expect(within(klasses).getByRole('columnheader', { name: text.columnPeriod })).toBeVisible();
    const quizStates = Object.values(text.quizStatus).filter((label) => label !== text.quizStatus.NONE).join('|');
    await expect(within(klasses).getAllByText(new RegExp(`^(${quizStates}) \\(\\d+ / \\d+\\)$`))[0]).toBeVisible();
    await expect(await (await section(canvasElement, text.lxTitle)).findByRole('table', { name: text.lxCaption })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: copy.backofficeHistory.recordHistoryTitle })).toBeVisible();
  },
};

/** §5 at the basic-info fields: a 1-character name, a number that is not 01x (typed digits get their hyphens). */
export const BasicInfoErrors: Story = {
  play: async ({ canvasElement }) => {
    const { basic, name, phone } = await basicForm(canvasElement);
    await replace(name, '김');
    await replace(phone, '0212345678');
    await expect(phone).toHaveValue('021-234-5678');
    await userEvent.click(basic.getByRole('button', { name: text.saveBasic }));
    await expectFieldError(basic, name, rules.minLength(2));
    await expectFieldError(basic, phone, rules.phoneFormat);
  },
};

/** §5 "must differ from the current number". */
export const PhoneSameAsCurrent: Story = {
  play: async ({ canvasElement }) => {
    const { basic, phone } = await basicForm(canvasElement);
    await replace(phone, '01012345678');
    await userEvent.click(basic.getByRole('button', { name: text.saveBasic }));
    await expectFieldError(basic, phone, rules.phoneSameAsCurrent);
  },
};

/** §5 name 2–50: 51 characters are refused with the count. */
export const NameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const { basic, name } = await basicForm(canvasElement);
    await replace(name, '가'.repeat(51));
    await userEvent.click(basic.getByRole('button', { name: text.saveBasic }));
    await expectFieldError(basic, name, rules.maxLength(50, 51));
  },
};

/** §5 business number 3-2-5: too few digits is a format error (not the checksum's). */
export const BusinessNumberFormatError: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const additional = await section(canvasElement, text.additionalTitle);
    const business = await additional.findByLabelText(fieldLabel('사업자등록번호'));
    await replace(business, '22081');
    await expect(business).toHaveValue('220-81');
    await userEvent.click(additional.getByRole('button', { name: text.saveAdditional }));
    await expectFieldError(additional, business, rules.businessNumberFormat);
  },
};

/** The additional-info save fails: the message above the form, what was typed stays. */
export const AdditionalInfoSaveFails: Story = {
  parameters: { msw: { handlers: [failing('patch', `${MEMBER}/additional-info`)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const additional = await section(canvasElement, text.additionalTitle);
    const company = await additional.findByLabelText(fieldLabel('회사명'));
    await replace(company, '바다물산 연구소');
    await userEvent.selectOptions(additional.getByLabelText(fieldLabel('성별')), 'MALE');
    await userEvent.click(additional.getByRole('button', { name: text.saveAdditional }));
    await expect(await additional.findByText(text.saveFailed)).toBeVisible();
    await expect(company).toHaveValue('바다물산 연구소');
    await expect(additional.getByLabelText(fieldLabel('성별'))).toHaveValue('MALE');
  },
};

/** The info-config's TEXT as a 1–30 short text and the business number's checksum, at their fields. */
export const AdditionalInfoErrors: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const additional = await section(canvasElement, text.additionalTitle);
    const company = await additional.findByLabelText(fieldLabel('회사명'));
    const business = additional.getByLabelText(fieldLabel('사업자등록번호'));
    await replace(company, 'A'.repeat(31));
    await replace(business, '2208162518');
    await expect(business).toHaveValue('220-81-62518');
    await userEvent.click(additional.getByRole('button', { name: text.saveAdditional }));
    await expectFieldError(additional, company, rules.maxLength(30, 31));
    await expectFieldError(additional, business, rules.businessNumberChecksum);
  },
};

/**
 * A saved additional-info change: its history entry names each field by the info-config's label
 * and an option by its label (성별: 여성 → 남성), never `info.gender` or `MALE`.
 */
export const AdditionalInfoInHistory: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const additional = await section(canvasElement, text.additionalTitle);
    await replace(await additional.findByLabelText(fieldLabel('회사명')), '바다물산 연구소');
    await userEvent.selectOptions(additional.getByLabelText(fieldLabel('성별')), 'MALE');
    await userEvent.click(additional.getByRole('button', { name: text.saveAdditional }));
    await expect(await screen(canvasElement).findByText(text.additionalSaved)).toBeInTheDocument();
    const history = await section(canvasElement, copy.backofficeHistory.recordHistoryTitle);
    await expect(await history.findByText('바다물산 연구소')).toBeVisible();
    const entry = within(history.getAllByRole('listitem')[0] ?? history.getByRole('list'));
    // Newest first: the entry just saved, its two fields by their labels.
    await expect(entry.getAllByRole('term').map((term) => term.textContent)).toEqual(expect.arrayContaining(['회사명', '성별']));
    await expect(entry.getByText('남성')).toBeVisible();
    await expect(entry.getByText('여성')).toBeVisible();
    await expect(history.queryByText(/^info\./)).toBeNull();
    await expect(history.queryByText('MALE')).toBeNull();
  },
};

/**
 * Only what the operator changed is checked: 정바깥's business number was stored before the
 * checksum applied, and saving their company still goes through (the number stays, without a
 * message).
 */
export const StoredValueDoesNotBlockSaving: Story = {
  parameters: { route: '/admin/members/acc-member-outsider' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.pageTitle('정바깥'));
    const additional = await section(canvasElement, text.additionalTitle);
    const business = await additional.findByLabelText(fieldLabel('사업자등록번호'));
    await expect(business).toHaveValue('123-45-67890');
    await replace(additional.getByLabelText(fieldLabel('회사명')), '바깥상사 본점');
    await userEvent.click(additional.getByRole('button', { name: text.saveAdditional }));
    await expect(await screen(canvasElement).findByText(text.additionalSaved)).toBeInTheDocument();
    await expect(additional.queryByText(rules.businessNumberChecksum)).toBeNull();
    await expect(await additional.findByLabelText(fieldLabel('사업자등록번호'))).toHaveValue('123-45-67890');
  },
};

export const MemoRequired: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const memos = await section(canvasElement, text.memosTitle);
    const field = memos.getByLabelText(fieldLabel(text.memoLabel));
    await userEvent.type(field, '   ');
    await userEvent.click(memos.getByRole('button', { name: text.addMemo }));
    await expectFieldError(memos, field, rules.required);
  },
};

export const Saving: Story = {
  parameters: { msw: { handlers: [neverAnswering('patch', `${MEMBER}/basic-info`)] } },
  play: async ({ canvasElement }) => {
    const { basic, name } = await basicForm(canvasElement);
    await replace(name, '김하늘별');
    await userEvent.click(basic.getByRole('button', { name: text.saveBasic }));
    await expect(await basic.findByRole('button', { name: text.saveBasic, busy: true })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The save fails: the message above the form, what was typed stays. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: [failing('patch', `${MEMBER}/basic-info`)] } },
  play: async ({ canvasElement }) => {
    const { basic, name, phone } = await basicForm(canvasElement);
    await replace(name, '김하늘별');
    await replace(phone, '01099998888');
    await userEvent.click(basic.getByRole('button', { name: text.saveBasic }));
    await expect(await basic.findByText(text.saveFailed)).toBeVisible();
    await expect(name).toHaveValue('김하늘별');
    await expect(phone).toHaveValue('010-9999-8888');
  },
};

/** Writing a memo fails: the message above the field, the text stays to send again. */
export const MemoSaveFails: Story = {
  parameters: { msw: { handlers: [failing('post', `${MEMBER}/memos`)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const memos = await section(canvasElement, text.memosTitle);
    const field = memos.getByLabelText(fieldLabel(text.memoLabel));
    await userEvent.type(field, '환불 문의 응대 완료');
    await userEvent.click(memos.getByRole('button', { name: text.addMemo }));
    await expect(await memos.findByText(text.memoFailed)).toBeVisible();
    await expect(field).toHaveValue('환불 문의 응대 완료');
  },
};

/** A memo edited in place: the new text, and who edited it after the author. */
export const MemoEdited: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const memos = await section(canvasElement, text.memosTitle);
    const memo = await memos.findByText('세금계산서 발행 요청 — 회사 메일로 보냄.');
    const item = within(memo.closest('li') ?? memo);
    await userEvent.click(item.getByRole('button', { name: text.editMemo }));
    const field = item.getByLabelText(fieldLabel(text.memoEditLabel));
    await expect(field).toHaveValue('세금계산서 발행 요청 — 회사 메일로 보냄.');
    await replace(field, '세금계산서 발행 완료.');
    await userEvent.click(item.getByRole('button', { name: text.saveMemo }));
    const edited = await memos.findByText('세금계산서 발행 완료.');
    await expect(within(edited.closest('li') ?? edited).getByText(/강운영님이 .+에 고침/)).toBeVisible();
    await expect(memos.queryByText('세금계산서 발행 요청 — 회사 메일로 보냄.')).toBeNull();
  },
};

/** 45 memos: 20 a page, the pages to move between, the next page's memos once chosen. */
export const MemosAcrossPages: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${MEMBER}/memos`, ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
          const body: EndpointResponse<typeof memos> = {
            items: Array.from({ length: page < 3 ? 20 : 5 }, (_, index) => ({
              memoKey: `memo-${page}-${index + 1}`,
              content: `상담 메모 ${page}쪽 ${index + 1}번째`,
              author: { accountKey: 'acc-operator', displayName: '강운영' },
              createdAt: '2026-11-02T01:30:00.000Z',
              updatedAt: null,
              updatedBy: null,
            })),
            page,
            size: 20,
            totalCount: 45,
            totalPages: 3,
          };
          return HttpResponse.json(body);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const memos = await section(canvasElement, text.memosTitle);
    await expect(await memos.findByText('상담 메모 1쪽 1번째')).toBeVisible();
    const pages = within(memos.getByRole('navigation', { name: text.memoPagination }));
    await userEvent.click(pages.getByRole('button', { name: /^2(\D|$)/ }));
    await expect(await memos.findByText('상담 메모 2쪽 1번째')).toBeVisible();
    await expect(memos.queryByText('상담 메모 1쪽 1번째')).toBeNull();
  },
};

/** A memo is added at the top with who wrote it; deleting asks first, then it is gone. */
export const MemoAddedAndDeleted: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const memos = await section(canvasElement, text.memosTitle);
    await userEvent.type(memos.getByLabelText(fieldLabel(text.memoLabel)), '환불 문의 응대 완료');
    await userEvent.click(memos.getByRole('button', { name: text.addMemo }));
    const added = await memos.findByText('환불 문의 응대 완료');
    const item = within(added.closest('li') ?? added);
    await expect(item.getByText(/강운영/)).toBeVisible();
    await userEvent.click(item.getByRole('button', { name: text.deleteMemo }));
    const dialog = within(await screen(canvasElement).findByRole('alertdialog', { name: text.deleteMemoTitle }));
    await userEvent.click(dialog.getByRole('button', { name: text.deleteMemo }));
    await waitFor(() => expect(memos.queryByText('환불 문의 응대 완료')).toBeNull());
  },
};

/** One member's consent, switched: saved at once with a toast, and the switch shows the new state. */
export const MarketingConsentChanged: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const marketing = await section(canvasElement, text.marketingTitle);
    const toggle = marketing.getByRole('switch', { name: text.marketingLabel });
    const before = (toggle as HTMLInputElement).checked;
    await userEvent.click(toggle);
    await expect(await screen(canvasElement).findByText(before ? text.marketingDeclined : text.marketingAgreed)).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeDisabled());
    await expect((toggle as HTMLInputElement).checked).toBe(!before);
  },
};

/**
 * The night-time advertising consent (issue 43): off and closed while marketing consent is off;
 * given once marketing consent is, with when; and taken back with marketing consent.
 */
export const NightMarketingConsent: Story = {
  name: '야간 광고 수신 동의',
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const marketing = await section(canvasElement, text.marketingTitle);
    const consent = marketing.getByRole('switch', { name: text.marketingLabel });
    const night = marketing.getByRole('switch', { name: text.nightMarketingLabel });
    await expect(consent).not.toBeChecked();
    await expect(night).toBeDisabled();
    await expect(night).toHaveAccessibleDescription(expect.stringContaining(text.nightMarketingNeedsMarketing));
    await userEvent.click(consent);
    await waitFor(() => expect(night).not.toBeDisabled());
    await userEvent.click(night);
    await expect(await screen(canvasElement).findByText(text.nightMarketingAgreed)).toBeInTheDocument();
    await waitFor(() => expect(night).toBeChecked());
    await expect(night).toHaveAccessibleDescription(expect.stringContaining('바뀜'));
    await waitFor(() => expect(consent).not.toBeDisabled());
    await userEvent.click(consent);
    await waitFor(() => expect(night).not.toBeChecked());
    await expect(night).toBeDisabled();
  },
};

/** The learning status and the LX history while they load: each card says so on its own. */
export const LearningLoading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', `${MEMBER}/learning`), neverAnswering('get', `${MEMBER}/lx-history`)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    for (const title of [text.learningTitle, text.lxTitle]) {
      await expect(await (await section(canvasElement, title)).findByRole('status', { name: text.loading })).toBeVisible();
    }
  },
};

/** Both fail: each card offers a retry; the rest of the page is there. */
export const LearningFails: Story = {
  parameters: { msw: { handlers: [failing('get', `${MEMBER}/learning`), failing('get', `${MEMBER}/lx-history`)] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    for (const title of [text.learningTitle, text.lxTitle]) {
      const card = await section(canvasElement, title);
      await expect(await card.findByText(copy.common.serverError)).toBeVisible();
      await expect(card.getByRole('button', { name: copy.common.retry })).toBeVisible();
    }
    await expect((await section(canvasElement, text.memosTitle)).getByLabelText(fieldLabel(text.memoLabel))).toBeVisible();
  },
};

/** §9 LX history 10 a page: page 2 shows the next, older events. */
export const LxHistoryPaging: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const lx = await section(canvasElement, text.lxTitle);
    const table = await lx.findByRole('table', { name: text.lxCaption });
    const rows = () => within(table).getAllByRole('row').slice(1);
    await expect(rows()).toHaveLength(10);
    const firstOfPageOne = rows()[0]?.textContent;
    const pages = within(lx.getByRole('navigation', { name: text.lxPagination }));
    await userEvent.click(pages.getByRole('button', { name: /^2(\D|$)/ }));
    await waitFor(() => expect(pages.getByRole('button', { name: /^2(\D|$)/ })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(rows()[0]?.textContent).not.toBe(firstOfPageOne));
    await expect(rows().length).toBeGreaterThan(0);
    await expect(rows().length).toBeLessThanOrEqual(10);
  },
};

/** The account key by e-mail: an unknown e-mail at its field, then a member's key with a link to their detail. */
export const AccountKeyLookup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.lookupOpen }));
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: text.lookupTitle }));
    const email = dialog.getByLabelText(fieldLabel(text.lookupEmail));
    await userEvent.type(email, 'nobody@klass.test');
    await userEvent.click(dialog.getByRole('button', { name: text.lookupSubmit }));
    await expectFieldError(dialog, email, text.lookupNotFound);
    await replace(email, 'outsider@klass.test');
    await userEvent.click(dialog.getByRole('button', { name: text.lookupSubmit }));
    await expect(await dialog.findByText(text.lookupFound('acc-member-outsider'))).toBeVisible();
    await expect(dialog.getByRole('link', { name: text.lookupOpenMember })).toHaveAttribute('href', '/admin/members/acc-member-outsider');
  },
};

/** Any failure but an unknown e-mail is said in the dialog (here the server's 500), not swallowed. */
export const AccountKeyLookupFails: Story = {
  parameters: { msw: { handlers: [failing('get', '/admin/tenant/account-key')] } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text.lookupOpen }));
    const dialog = within(await screen(canvasElement).findByRole('dialog', { name: text.lookupTitle }));
    const email = dialog.getByLabelText(fieldLabel(text.lookupEmail));
    await userEvent.type(email, 'outsider@klass.test');
    await userEvent.click(dialog.getByRole('button', { name: text.lookupSubmit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(copy.common.serverError);
    await expect(email).toHaveValue('outsider@klass.test');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A withdrawn member: the notice, the info in the tenant's words (not its stored codes), and no form to change it. */
export const Withdrawn: Story = {
  parameters: { route: '/admin/members/acc-withdrawn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.withdrawnNotice)).toBeVisible();
    await expect(await canvas.findByText('남성')).toBeVisible();
    await expect(canvas.getByText('(48058) 부산 해운대구 센텀중앙로 79')).toBeVisible();
    await expect(canvas.queryByText(/MALE|\|/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.saveBasic })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.addMemo })).toBeNull();
  },
};

/** A blocked member: the notice says why they cannot log in, and the forms stay (no rule of the spec stops them). */
export const Blocked: Story = {
  parameters: { route: '/admin/members/acc-member-blocked' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.pageTitle('하정지'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.blockedNotice)).toBeVisible();
    await expect(canvas.queryByText(text.withdrawnNotice)).toBeNull();
    await expect(canvas.getByText(text.status.BLOCKED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.saveBasic })).toBeEnabled();
    // The mock takes the change: a memo saying why is what a suspension needs.
    const memos = await section(canvasElement, text.memosTitle);
    await userEvent.type(memos.getByLabelText(fieldLabel(text.memoLabel)), '결제 도용 신고로 이용 정지');
    await userEvent.click(memos.getByRole('button', { name: text.addMemo }));
    await expect(await memos.findByText('결제 도용 신고로 이용 정지')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: '/admin/members/acc-nobody' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.notFoundTitle })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', MEMBER)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: text.loading })).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [failing('get', MEMBER)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: copy.common.retry })).toBeVisible();
  },
};
