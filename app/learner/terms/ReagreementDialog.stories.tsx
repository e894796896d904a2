/**
 * The request to agree to a newer version of a required terms page (issue 31), one story per
 * state: asked with the version in force and its text; agreeing without checking says so at the
 * box; agreeing sends the spec's `POST /agreement` and closes; a failed send says so and stays.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SiteTerm } from '@app/shared/api/contract/siteTerms';
import { copy } from '@app/shared/copy';
import { failing } from '@app/learner/community/storySupport';
import ReagreementDialog from './ReagreementDialog';

const text = copy.siteTerms;

const service: SiteTerm = {
  termsKey: 'SERVICE',
  title: '서비스 이용약관',
  required: true,
  version: 4,
  effectiveAt: '2026-11-27T15:00:00.000Z',
  body: '제1조 (목적)\n이 약관은 회사가 제공하는 온라인 강의 서비스의 이용 조건을 정합니다.\n\n제2조 (정의)\n"회원"이란 이 약관에 동의한 사람을 말합니다.',
  agreedVersion: 3,
};
const marketing: SiteTerm = { ...service, termsKey: 'MARKETING', title: '마케팅 정보 수신 동의', required: false, version: 1, agreedVersion: 1, body: '새 클래스 소식을 받아요.' };

const meta = {
  title: 'Learner/Terms/약관 재동의 · ReagreementDialog',
  component: ReagreementDialog,
  args: { outdated: [service], terms: [service, marketing] },
  parameters: { scenario: 'default' },
} satisfies Meta<typeof ReagreementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Asked, with the version in force and its text. */
export const Asked: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: text.reagreeTitle });
    await expect(dialog).toHaveTextContent(text.versionLine(4, '2026.11.28'));
    await expect(within(dialog).getByRole('region', { name: service.title })).toHaveTextContent('제2조 (정의)');
  },
};

/** Agreeing without the box checked says so at the box. */
export const NotChecked: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: text.reagreeTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.reagreeSubmit }));
    await expect(within(dialog).getByRole('checkbox', { name: text.reagreeCheck(service.title) })).toHaveAccessibleDescription(
      expect.stringContaining(text.reagreeRequired),
    );
  },
};

/** Checked and agreed: the spec's agreement call is sent and the dialog closes. */
export const Agreed: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: text.reagreeTitle });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: text.reagreeCheck(service.title) }));
    await userEvent.click(within(dialog).getByRole('button', { name: text.reagreeSubmit }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** The agreement cannot be saved: said, and the dialog stays. */
export const AgreeFailed: Story = {
  parameters: { msw: { handlers: [failing('post', '/rest/account/agreement')] } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: text.reagreeTitle });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: text.reagreeCheck(service.title) }));
    await userEvent.click(within(dialog).getByRole('button', { name: text.reagreeSubmit }));
    await expect(await within(dialog).findByText(text.reagreeFailed)).toBeVisible();
  },
};
