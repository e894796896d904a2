import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColumnPicker } from './ColumnPicker';

const meta = {
  title: 'Design system/Data display/ColumnPicker',
  component: ColumnPicker,
  args: {
    label: '표시할 열',
    columns: [
      { id: 'name', label: '이름', locked: true },
      { id: 'email', label: '이메일' },
      { id: 'phone', label: '휴대폰 번호' },
      { id: 'joined', label: '가입일' },
    ],
    visible: ['name', 'email', 'joined'],
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColumnPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Open: the columns as checkboxes, the locked one checked and disabled; a change reports the set. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: '표시할 열' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('checkbox', { name: '이름' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '이름' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '휴대폰 번호' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['name', 'email', 'phone', 'joined']);
  },
};

/** Escape closes it and focus returns to the button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: '표시할 열' });
    await userEvent.click(trigger);
    await userEvent.click(canvas.getByRole('checkbox', { name: '이메일' }));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('checkbox', { name: '이메일' })).toBeNull();
    await expect(trigger).toHaveFocus();
  },
};
