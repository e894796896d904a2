/**
 * A terms page's current text under its agreement (issue 31), as the register and withdrawal
 * pages show it: the version in force and its effective day on the summary line, the text on
 * opening; the text that cannot be read says so.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { failing } from '@app/learner/community/storySupport';
import { TermsDisclosure } from './TermsDisclosure';

const text = copy.siteTerms;

const meta = {
  title: 'Learner/Terms/약관 보기 · TermsDisclosure',
  component: TermsDisclosure,
  args: { termsKey: 'SERVICE' },
  parameters: { scenario: 'visitor' },
} satisfies Meta<typeof TermsDisclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The service terms in force (version 3 of the seed), opened. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const summary = await page.findByText(`${text.viewFull} (${text.versionLine(3, '2024.09.01')})`);
    await userEvent.click(summary);
    await expect(page.getByRole('region', { name: '서비스 이용약관' })).toHaveTextContent('제9조 (분쟁의 해결)');
  },
};

/** The text cannot be read: said inside the disclosure. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', '/rest/setting/v2/public/terms')] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByText(text.viewFull));
    await expect(await page.findByText(text.loadFailed)).toBeVisible();
  },
};
