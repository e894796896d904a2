/**
 * The certificate print page (spec learner.md §2): printable (naming the class), without layout, a
 * class not completed (refused), a bad address, and a visitor (login required). The PDF proof is the e2e spec certificates-print.spec.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { CertificationPrintPage } from './CertificationPrintPage';

const meta = {
  title: 'Learner/Certificates/수료증 인쇄 · CertificationPrintPage',
  component: CertificationPrintPage,
  parameters: { layout: 'fullscreen', route: '/app/user/klasses/certification?key=kt-stopped&type=KLASS' },
} satisfies Meta<typeof CertificationPrintPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Printable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: copy.certificates.printPageTitle })).toBeVisible();
    const sheet = await canvas.findByTestId('certificate-sheet');
    await expect(within(sheet).getByText('수료증')).toBeVisible();
    await expect(within(sheet).getByText('주식 투자 기초')).toBeVisible();
    // The service logo sits at 10% opacity.
    await expect(sheet.querySelector('[data-key="logo"]')).toHaveStyle({ opacity: '0.1' });
    await expect(canvas.getByRole('button', { name: copy.certificates.printButton })).toBeEnabled();
  },
};

export const NoLayout: Story = {
  parameters: { route: '/app/user/klasses/certification?key=kt-end-of-term&type=KLASS' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: copy.certificates.noLayout })).toBeVisible();
  },
};

/** A class not completed (an address kept from before, or typed): the mock refuses, and the page says why. */
export const NotCompleted: Story = {
  parameters: { route: '/app/user/klasses/certification?key=kt-active&type=KLASS' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: copy.certificates.notCompleted })).toBeVisible();
    await expect(canvas.getByText(/수료 기준을 채우면/)).toBeVisible();
    await expect(canvas.queryByTestId('certificate-sheet')).toBeNull();
  },
};

export const BadAddress: Story = {
  parameters: { route: '/app/user/klasses/certification?key=kt-active&type=BOOK' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: copy.certificates.missingQuery })).toBeVisible();
  },
};

/** A visitor opening the address gets the login-required page (401). */
export const Visitor: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: copy.site.loginRequiredTitle }),
    ).toBeVisible();
  },
};
