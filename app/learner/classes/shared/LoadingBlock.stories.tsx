/**
 * The learner lists' loading placeholder (issue 39): skeleton cards with a spoken label while a
 * list loads, and, offline — when react-query holds the call until the connection is back — words
 * saying the list comes with the connection, instead of cards that would stand for as long.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { onlineManager } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { LoadingBlock } from './LoadingBlock';

const meta = {
  title: 'Learner/Classes/불러오는 중 · LoadingBlock',
  component: LoadingBlock,
  args: { label: '패키지 수강권을 불러오는 중이에요', cards: 3 },
} satisfies Meta<typeof LoadingBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  play: async ({ canvasElement, args }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(status).toHaveTextContent(args.label);
    await expect(within(status).queryByText(copy.common.offlineWaiting)).toBeNull();
  },
};

export const Offline: Story = {
  // The browser offline as react-query sees it, for this story only.
  beforeEach: () => {
    onlineManager.setOnline(false);
    return () => onlineManager.setOnline(true);
  },
  play: async ({ canvasElement, args }) => {
    const status = await within(canvasElement).findByRole('status');
    await expect(await within(status).findByText(copy.common.offlineWaiting)).toBeVisible();
    await expect(status).not.toHaveTextContent(args.label);
  },
};
