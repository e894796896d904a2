/**
 * Every state of the certification dialog (spec learner.md §2): the preview with Print, naming the
 * class and dated the day it was completed, a course certificate, no layout (Print disabled, "표시할
 * 정보가 없어요"), a class not completed (the mock's own refusal, said in the dialog), loading, and a
 * failed load that closes the dialog. Each runs against the mock's seeded certificates.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@ds/components/Button';
import { ToastProvider } from '@ds/components/Toast';
import { copy } from '@app/shared/copy';
import { formatDate } from '@app/shared/lib/format/date';
import { LEARNER_TOAST_DURATION_MS } from '@app/shared/site/toasts';
import { CertificationDialog, type CertificationDialogProps } from './CertificationDialog';

/** Opens the dialog from a button, as a my-class card does. Modal content is asserted present,
 * not visible: the dialog fades in. */
function Opener(props: CertificationDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <ToastProvider duration={LEARNER_TOAST_DURATION_MS}>
      <Button onClick={() => setOpen(true)}>수료증 보기</Button>
      <CertificationDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </ToastProvider>
  );
}

const meta = {
  title: 'Learner/Certificates/수료증 · CertificationDialog',
  component: CertificationDialog,
  render: (args) => <Opener {...args} />,
  // kt-stopped's class was watched through (completed); kt-active's was not.
  args: { open: true, onClose: fn(), ticketKey: 'kt-stopped', type: 'KLASS' },
} satisfies Meta<typeof CertificationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const WithLayout: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: copy.certificates.dialogTitle });
    const preview = await within(dialog).findByRole('figure', { name: copy.certificates.previewLabel });
    await expect(within(preview).getByText('김하늘')).toBeInTheDocument();
    // A number a person reads, never the stored ticket key.
    await expect(within(preview).getByText('수료증')).toBeInTheDocument();
    await expect(within(preview).getByText(/^제 \d{4}-\d{6} 호$/)).toBeInTheDocument();
    // What was completed, and when: the class's title, and the day it was watched through (the
    // seed's five days ago), never the day it is printed.
    await expect(within(preview).getByText('주식 투자 기초')).toBeInTheDocument();
    const completedAt = preview.querySelector('[data-key="completedAt"]');
    await expect(completedAt?.textContent).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    await expect(completedAt?.textContent).not.toBe(formatDate(new Date().toISOString()));
    await expect(within(preview).queryByText(/KT-STOPPED/i)).toBeNull();
    // "Certificate preview 600 px wide, … service logo 250 by 40 at 10% opacity, seal 70 by 70":
    // measured as drawn (within 5 px: the sheet sits inside a 1 px border), so a preview or an
    // image of no size fails.
    await waitFor(() => expect(preview.getBoundingClientRect().width).toBeCloseTo(600, 0));
    const seal = within(preview).getByRole('img', { name: copy.certificates.sealAlt }).parentElement;
    const logo = within(preview).getByRole('img', { name: copy.certificates.logoAlt }).parentElement;
    await expect(seal?.getBoundingClientRect()).toMatchObject({ width: expect.closeTo(70, -1), height: expect.closeTo(70, -1) });
    await expect(logo?.getBoundingClientRect()).toMatchObject({ width: expect.closeTo(250, -1), height: expect.closeTo(40, -1) });
    await expect(logo && getComputedStyle(logo).opacity).toBe('0.1');
    await expect(within(dialog).getByRole('button', { name: copy.certificates.print })).toBeEnabled();
  },
};

/** Print opens the print page in a new tab. */
export const PrintOpensNewTab: Story = {
  beforeEach: () => {
    const original = window.open;
    const spy = fn();
    window.open = spy;
    return () => {
      window.open = original;
    };
  },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: copy.certificates.dialogTitle });
    await within(dialog).findByRole('figure', { name: copy.certificates.previewLabel });
    await userEvent.click(within(dialog).getByRole('button', { name: copy.certificates.print }));
    await expect(window.open).toHaveBeenCalledWith(
      '/app/user/klasses/certification?key=kt-stopped&type=KLASS',
      '_blank',
      'noopener',
    );
  },
};

/** A course with a class not completed yet (ct-001's live classes have no criteria): refused the same way. */
export const CourseRefusedNotCompleted: Story = {
  args: { ticketKey: 'ct-001', type: 'COURSE' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: copy.certificates.dialogTitle });
    await expect(await within(dialog).findByText(copy.certificates.notCompleted)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: copy.certificates.print })).toBeDisabled();
  },
};

/** A course whose every class the learner completed (ct-007): the course certificate names the course. */
export const CourseCertificate: Story = {
  args: { ticketKey: 'ct-007', type: 'COURSE' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: copy.certificates.dialogTitle });
    await expect(await within(dialog).findByText('코스 수료증')).toBeInTheDocument();
    await expect(within(dialog).getByText('직장인 실무 역량 코스')).toBeInTheDocument();
  },
};

/** "Print is disabled when there is no layout, and the dialog then shows 'No information to display'." */
export const NoLayout: Story = {
  args: { ticketKey: 'kt-end-of-term' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: copy.certificates.dialogTitle });
    await expect(await within(dialog).findByText(copy.certificates.noLayout)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: copy.certificates.print })).toBeDisabled();
  },
};

/**
 * A class not completed (the operator's 미수료): the mock refuses (409 not_completed) and the dialog
 * stays and says why. The card does not offer it then; a card left open from before may.
 */
export const RefusedNotCompleted: Story = {
  args: { ticketKey: 'kt-active' },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog', { name: copy.certificates.dialogTitle });
    await expect(await within(dialog).findByText(copy.certificates.notCompleted)).toBeInTheDocument();
    await expect(within(dialog).getByText(/수료 기준을 채우면/)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: copy.certificates.print })).toBeDisabled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { scenario: 'slow-network' },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: copy.certificates.dialogTitle });
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(copy.common.loading);
    await expect(within(dialog).getByRole('button', { name: copy.certificates.print })).toBeDisabled();
  },
};

/**
 * "A failed certificate load closes the dialog" (a 504), with its toast bottom-left. That it
 * closes at once under the app's own back-off (Storybook's query client never retries) is proven
 * by useCertificate.test.tsx.
 */
export const LoadFailed: Story = {
  parameters: { scenario: 'server-504' },
  // Wide, where a centred toast and a bottom-left one differ (on a phone both span the width).
  globals: { viewport: { value: 'wide' } },
  play: async ({ args }) => {
    const text = await body.findByText(copy.certificates.loadFailed);
    // Spec §9: the toasts sit bottom-left. The toast's own box (not its text, which starts inside
    // the padding) starts at the region's inset from the left edge, 1.5rem, and leaves far more
    // room on its right than on its left: a centred toast has equal gaps and fails both.
    const toast = text.closest('li') ?? text;
    const place = toast.getBoundingClientRect();
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(Math.abs(place.left - 1.5 * rem)).toBeLessThanOrEqual(1);
    await expect(window.innerWidth - place.right).toBeGreaterThan(2 * place.left);
    await expect(window.innerHeight - place.bottom).toBeLessThanOrEqual(1.5 * rem + 1);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await expect(body.queryByRole('dialog', { name: copy.certificates.dialogTitle })).toBeNull();
  },
};

export const Mobile: Story = {
  ...WithLayout,
  globals: { viewport: { value: 'xs' } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: copy.certificates.dialogTitle });
    const preview = await within(dialog).findByRole('figure', { name: copy.certificates.previewLabel });
    await expect(preview.getBoundingClientRect().width).toBeLessThan(360);
  },
};
