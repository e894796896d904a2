/**
 * 회원 일괄 등록 against the mock (issue 16 "bulk manual register"): a file with good and bad rows
 * previewed with every error at its row (the forms' rules, a repeat in the file, an e-mail already
 * registered, a withdrawn account's e-mail); the commit on its way; the commit started as a job;
 * the template downloaded under its Korean name; a file with no rows refused at the file field;
 * and (issue 27) a file with no password column registered with one initial password given on the
 * page, the refused password masked in the error list.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { MEMBER_REGISTER_TEMPLATE_NAME } from '@app/shared/api/contract/adminMemberRegister';
import { copy } from '@app/shared/copy';
import { Backoffice, fieldLabel, findPageHeading, neverAnswering, screen } from '../../storySupport';
import { MemberRegisterPage } from './MemberRegisterPage';
import { MEMBER_REGISTER_PATH } from '../paths';

const text = copy.backofficeMemberRegister;
const kit = copy.backofficeImport;
const messages = copy.account.validation;

const meta = {
  title: 'Back-office/Members/회원 일괄 등록 · MemberRegisterPage',
  component: MemberRegisterPage,
  render: () => <Backoffice />,
  parameters: { route: MEMBER_REGISTER_PATH, scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof MemberRegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two good rows; then a weak password and a bad e-mail, a repeat, a registered and a withdrawn e-mail. */
const MIXED = [
  '이름,이메일,휴대폰 번호,비밀번호',
  '한가람,garam@klass.kr,01055501234,klass_start1',
  '두나래,narae@klass.kr,,klass_start2',
  '김,not-an-email,,password',
  '한가람,GARAM@klass.kr,,klass_start3',
  '김하늘,learner@klass.test,,klass_start4',
  '탈퇴자,withdrawn@klass.test,,klass_start5',
].join('\r\n');

const GOOD = ['이름,이메일,비밀번호', '한가람,garam@klass.kr,klass_start1', '두나래,narae@klass.kr,klass_start2'].join('\r\n');

async function upload(canvasElement: HTMLElement, content: string) {
  await findPageHeading(canvasElement, text.title);
  const page = screen(canvasElement);
  await userEvent.upload(await page.findByLabelText(fieldLabel(kit.fileLabel)), new File([content], '신입회원.csv', { type: 'text/csv' }));
  return page;
}

async function preview(page: ReturnType<typeof screen>) {
  return within(await page.findByRole('region', { name: kit.previewTitle }));
}

const count = (scope: ReturnType<typeof within>, label: string) => scope.getByText(label).nextElementSibling;

/** Every bad row at its row with the form's or §8's words; the good ones ready to register. */
export const PreviewWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, MIXED);
    const result = await preview(page);
    await expect(count(result, text.countNew)).toHaveTextContent(kit.rows(2));
    await expect(count(result, text.countExisting)).toHaveTextContent(kit.rows(1));
    await expect(count(result, text.countWithdrawn)).toHaveTextContent(kit.rows(1));
    await expect(count(result, kit.countInvalid)).toHaveTextContent(kit.rows(2));
    const errors = within(result.getByRole('region', { name: kit.errorsTitle }));
    await expect(errors.getByText(messages.minLength(2))).toBeVisible();
    await expect(errors.getByText(messages.emailFormat)).toBeVisible();
    await expect(errors.getByText(messages.password)).toBeVisible();
    // Issue 27: the refused password is never on screen as typed.
    await expect(errors.queryByText('password', { exact: true })).toBeNull();
    await expect(errors.getByText(kit.maskedValue)).toBeVisible();
    await expect(errors.getByText(kit.duplicateInFile(2))).toBeVisible();
    await expect(errors.getByText(text.emailExists)).toBeVisible();
    await expect(errors.getByText(text.emailWithdrawn)).toBeVisible();
    await expect(result.getByRole('button', { name: kit.downloadRejected })).toBeVisible();
    await expect(result.getByRole('radio', { name: new RegExp(kit.modeAllOrNothing) })).toBeDisabled();
    await expect(page.getByRole('button', { name: kit.commit(2) })).toBeEnabled();
    await expect(page.getByRole('link', { name: copy.backofficeMemberSections.register })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Issue 27: a plain list of names and e-mails. Its rows first say where a password must come from;
 * a password against the rule is refused at the field naming the character, and the rows say the
 * same (issue 38: they said "비어 있어요" of a password given); a good one checks the
 * file again and every row is ready to register with it.
 */
export const InitialPasswordForAFileWithout: Story = {
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, ['이름,이메일', '한가람,garam@klass.kr', '두나래,narae@klass.kr'].join('\r\n'));
    const result = await preview(page);
    await expect((await within(result.getByRole('region', { name: kit.errorsTitle })).findAllByText(text.passwordMissing)).length).toBe(2);
    const field = await page.findByLabelText(fieldLabel(text.initialPasswordLabel));
    await userEvent.type(field, 'Klass-pw-00001');
    await userEvent.tab();
    const refused = text.passwordCharacter("'-'", '~!@#$%^&*()_+=');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(refused));
    // The rows are checked with the given password: they name its character, not "비어 있어요".
    await waitFor(async () => expect(within((await preview(page)).getByRole('region', { name: kit.errorsTitle })).getAllByText(refused)).toHaveLength(2));
    await expect(page.queryByText(text.passwordMissing)).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, 'klass_start9{Enter}');
    await waitFor(async () => expect(count(await preview(page), text.countNew)).toHaveTextContent(kit.rows(2)));
    await waitFor(() => expect(page.getByRole('button', { name: kit.commit(2) })).toBeEnabled());
    await expect(page.queryByText(text.passwordMissing)).toBeNull();
  },
};

/** The commit is on its way: the button is busy and the file can no longer be changed. */
export const Committing: Story = {
  parameters: { msw: { handlers: [neverAnswering('post', '/rest/member/admin/tenant/members/register')] } },
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, GOOD);
    await preview(page);
    await userEvent.click(page.getByRole('button', { name: kit.commit(2) }));
    await expect(await page.findByText(kit.committing)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: kit.commit(2) })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: kit.chooseAnother })).toBeDisabled();
  },
};

/** The register started as a job: the panel says so and where to follow it, and can start over. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, GOOD);
    await preview(page);
    await userEvent.click(page.getByRole('button', { name: kit.commit(2) }));
    const panel = within(await page.findByRole('region', { name: kit.doneTitle }));
    await expect(panel.getByText(new RegExp(kit.doneStarted(2)))).toBeVisible();
    await expect(panel.getByText(new RegExp(kit.doneJob))).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: kit.startOver }));
    await expect(await page.findByLabelText(fieldLabel(kit.fileLabel))).toBeEnabled();
  },
};

/** The template is the server's CSV, saved under its Korean name. */
export const TemplateDownload: Story = {
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.title);
    const saved: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: text.templateDownload }));
      await waitFor(() => expect(saved).toEqual([MEMBER_REGISTER_TEMPLATE_NAME]));
    } finally {
      click.mockRestore();
    }
  },
};

/** A file with headers and no rows: said at the file field, nothing checked. */
export const InvalidFile: Story = {
  play: async ({ canvasElement }) => {
    const page = await upload(canvasElement, '이름,이메일,비밀번호\r\n');
    await expect(await page.findByText(kit.emptyFile)).toBeVisible();
    await expect(page.queryByRole('region', { name: kit.previewTitle })).toBeNull();
  },
};
