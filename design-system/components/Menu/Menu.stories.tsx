import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Menu, type MenuItem } from './Menu';

const edit = fn();
const hide = fn();
const remove = fn();

const items: MenuItem[] = [
  { id: 'edit', label: '수정하기', icon: 'edit', onSelect: edit },
  { id: 'hide', label: '목록에서 숨기기', icon: 'eyeOff', onSelect: hide },
  { id: 'delete', label: '삭제하기', icon: 'trash', tone: 'danger', onSelect: remove },
];

const meta = {
  title: 'Design system/Navigation/Menu',
  component: Menu,
  args: { label: '관리', items, align: 'start' },
  argTypes: { align: { control: 'inline-radio', options: ['start', 'end'] }, items: { control: false } },
  decorators: [(Story) => <div style={{ minHeight: 200 }}><Story /></div>],
  parameters: {
    docs: { description: { component: '버튼을 누르면 펼쳐지는 동작 목록입니다. 위아래 화살표·Home·End로 이동하고 Enter로 실행, Esc로 닫으면 버튼으로 포커스가 돌아갑니다. 이동(링크)에는 쓰지 마세요.' } },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The whole keyboard pattern: open with ArrowDown, move, wrap, Escape, run with Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: '관리' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('menuitem', { name: '수정하기' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: '목록에서 숨기기' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: '삭제하기' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(await canvas.findByRole('menuitem', { name: '삭제하기' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect(hide).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '관리' }));
    await expect(await canvas.findByRole('menu', { name: '관리' })).toBeInTheDocument();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '관리' }));
    await userEvent.click(canvasElement);
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const DisabledItem: Story = {
  args: { items: items.map((item) => (item.id === 'hide' ? { ...item, disabled: true } : item)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '관리' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: '삭제하기' })).toHaveFocus();
  },
};

export const IconTrigger: Story = {
  args: { icon: 'more', label: '더 보기', align: 'end' },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '더 보기' }));
    await expect(await within(canvasElement).findByRole('menu', { name: '더 보기' })).toBeInTheDocument();
  },
};

export const LongKoreanText: Story = {
  args: {
    label: '수강 관리',
    items: [
      { id: 'a', label: '수강 기간 연장 신청하기', onSelect: fn() },
      { id: 'b', label: '수료증 다시 발급받기 (PDF 내려받기)', onSelect: fn() },
    ],
  },
};

export const Mobile: Story = { ...Open, globals: { viewport: { value: 'xs' } } };
