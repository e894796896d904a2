import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from '../CheckboxGroup';
import { TextField } from '../TextField';
import { FilterBar } from './FilterBar';

const meta = {
  title: 'Design system/Forms/FilterBar',
  component: FilterBar,
  args: {
    label: '필터',
    clearLabel: '필터 지우기',
    onClear: fn(),
    onSubmit: fn(),
    filtered: false,
    children: (
      <>
        <TextField type="search" label="이름" />
        <CheckboxGroup
          label="상태"
          direction="row"
          options={[
            { value: 'ACTIVE', label: '활동' },
            { value: 'DORMANT', label: '휴면' },
          ]}
        />
      </>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Nothing set: no clear button. Enter in a field submits. */
export const Unfiltered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '필터 지우기' })).toBeNull();
    await userEvent.type(await canvas.findByRole('searchbox', { name: '이름' }), '김{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/**
 * Korean input (issue 27): the Enter that finishes a Hangul syllable — a keydown with
 * `isComposing`, or keyCode 229 as Safari sends it — submits nothing; the next, plain Enter does.
 */
export const EnterWhileComposingHangul: Story = {
  play: async ({ canvasElement, args }) => {
    const field = await within(canvasElement).findByRole('searchbox', { name: '이름' });
    const press = (init: KeyboardEventInit) =>
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init }));
    press({ isComposing: true });
    press({ keyCode: 229 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
    press({ keyCode: 13 });
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Something set: "필터 지우기" clears. */
export const Filtered: Story = {
  args: { filtered: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '필터 지우기' }));
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { args: { filtered: true }, globals: { viewport: { value: 'xs' } } };
