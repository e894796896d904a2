import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UndoToast } from './UndoToast';

const meta = {
  title: 'Design system/Feedback/UndoToast',
  component: UndoToast,
  args: {
    label: '되돌리기 알림',
    status: 'pending',
    message: '그룹에서 12명을 뺐어요.',
    countdownText: '4초 후 반영',
    remaining: 0.8,
    hint: 'Ctrl+Z를 눌러도 되돌릴 수 있어요. F8을 누르면 되돌리기 버튼으로 가요.',
    undoLabel: '되돌리기',
    onUndo: fn(),
    onHoldChange: fn(),
  },
} satisfies Meta<typeof UndoToast>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

/** The toast beside a button the focus can come from (and go back to). */
const withListButton: Story['render'] = (args) => (
  <>
    <button type="button">목록</button>
    <UndoToast {...args} />
  </>
);

/** Counting down: the message is announced once, the seconds only shown; "되돌리기" undoes. */
export const CountingDown: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByRole('status')).toHaveTextContent('그룹에서 12명을 뺐어요.');
    await expect(screen.getByText('4초 후 반영')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    await expect(args.onUndo).toHaveBeenCalledOnce();
  },
};

export const Undone: Story = {
  args: { status: 'undone', message: '되돌렸어요.' },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(await screen.findByRole('status')).toHaveTextContent('되돌렸어요.');
    await expect(screen.queryByRole('button', { name: '되돌리기' })).toBeNull();
  },
};

export const Flushed: Story = {
  args: { status: 'sent', message: '반영했어요.' },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('반영했어요.');
  },
};

export const Failed: Story = {
  args: { status: 'failed', message: '반영하지 못해 되돌렸어요. 잠시 후 다시 시도해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('alert')).toHaveTextContent('반영하지 못해 되돌렸어요.');
  },
};

/** On a phone the hint (keys a phone has none of) is said with the message but not shown: two lines, not four. */
export const Mobile: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('Ctrl+Z를 눌러도 되돌릴 수 있어요.');
    const hint = status.querySelector('span') as HTMLElement;
    await expect(hint.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(screen.getByRole('region', { name: '되돌리기 알림' }).getBoundingClientRect().height).toBeLessThan(90);
  },
};

/** From anywhere on the page, F8 brings the focus to the undo button (many Tab stops away otherwise). */
export const F8ReachesTheToast: Story = {
  name: 'F8 Reaches The Toast',
  render: withListButton,
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const list = await screen.findByRole('button', { name: '목록' });
    list.focus();
    const undo = screen.getByRole('button', { name: '되돌리기' });
    await expect(undo).toHaveAttribute('aria-keyshortcuts', 'F8');
    await userEvent.keyboard('{F8}');
    await expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await expect(list).toHaveFocus();
  },
};

/** The hint is said with the message (how to undo without reaching the toast). */
export const SaysTheShortcut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('그룹에서 12명을 뺐어요. Ctrl+Z를 눌러도 되돌릴 수 있어요. F8을 누르면 되돌리기 버튼으로 가요.');
  },
};

/** WCAG 2.2.1: the owner is told while the focus or the pointer is at the toast, and once both have left. */
export const HeldWhileFocusedOrHovered: Story = {
  render: withListButton,
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const undo = await screen.findByRole('button', { name: '되돌리기' });
    undo.focus();
    await expect(args.onHoldChange).toHaveBeenLastCalledWith(true);
    await userEvent.hover(undo);
    screen.getByRole('button', { name: '목록' }).focus();
    // Still held: the pointer is there.
    await expect(args.onHoldChange).toHaveBeenCalledTimes(1);
    await userEvent.unhover(undo);
    await expect(args.onHoldChange).toHaveBeenLastCalledWith(false);
  },
};

/** An undo from the toast gives the focus back to where it came from, not the page body. */
export const GivesTheFocusBack: Story = {
  render: withListButton,
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const list = await screen.findByRole('button', { name: '목록' });
    list.focus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: '되돌리기' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await expect(list).toHaveFocus();
  },
};
