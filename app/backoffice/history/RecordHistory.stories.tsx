/**
 * A record's change history on a detail screen, against the mock (issue 15, part 6): its entries
 * after a save, no history yet, loading, and a failed load with retry.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { failing, neverAnswering } from '../storySupport';
import { RecordHistory } from './RecordHistory';

const text = copy.backofficeHistory;
const CHANGES_PATH = '/rest/history/admin/tenant/changes';

const meta = {
  title: 'Back-office/History/RecordHistory',
  component: RecordHistory,
  args: { recordType: 'ORGANIZATION', recordKey: 'tenant-klass' },
  parameters: { scenario: 'operator' },
} satisfies Meta<typeof RecordHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing recorded for the record yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: text.recordHistoryTitle })).toBeVisible();
    await expect(await canvas.findByText(text.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', CHANGES_PATH)] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: text.loading })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', CHANGES_PATH)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.common.serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.common.retry })).toBeVisible();
  },
};
