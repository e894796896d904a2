import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type DemoProps = Omit<ConfirmDialogProps, 'open'>;

function ConfirmDialogDemo({ onCancel, onSubmit, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>확인 대화상자 열기</Button>
      <ConfirmDialog
        {...props}
        open={open}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        onSubmit={() => {
          onSubmit();
          if (!props.submitting) setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/Feedback/ConfirmDialog',
  component: ConfirmDialogDemo,
  // The login prompt of learner.md §2.
  args: { title: '로그인 후 이용할 수 있어요', children: '로그인하시겠어요?', submitLabel: '로그인', onCancel: fn(), onSubmit: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'danger'] } },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 320 },
      description: { component: '취소와 실행 버튼이 있는 확인 대화상자입니다(learner.md §2). 실수로 실행되지 않도록 열리면 취소에 포커스가 가고, Esc는 취소와 같습니다.' },
    },
  },
} satisfies Meta<typeof ConfirmDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: '확인 대화상자 열기' }));
  return screen(canvasElement).findByRole('alertdialog', { name });
}

export const Playground: Story = {};

export const LoginPrompt: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, '로그인 후 이용할 수 있어요');
    await expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '로그인' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement, '로그인 후 이용할 수 있어요');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(await within(canvasElement).findByRole('button', { name: '확인 대화상자 열기' })).toHaveFocus();
  },
};

export const Danger: Story = {
  args: { title: '회원 탈퇴', children: '탈퇴하면 수강 기록과 수료증을 다시 볼 수 없어요.', submitLabel: '탈퇴하기', tone: 'danger' },
  play: async ({ canvasElement }) => {
    await expect(await open(canvasElement, '회원 탈퇴')).toBeInTheDocument();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, '로그인 후 이용할 수 있어요');
    await expect(within(dialog).getByRole('button', { name: '로그인' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const LongKoreanText: Story = {
  args: {
    title: '작성 중인 리뷰가 있어요',
    children: '지금 나가면 작성 중인 리뷰 내용이 모두 사라져요. 그래도 나가시겠어요?',
    submitLabel: '나가기',
    cancelLabel: '계속 작성하기',
  },
  play: async ({ canvasElement }) => {
    await expect(await open(canvasElement, '작성 중인 리뷰가 있어요')).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...LongKoreanText, globals: { viewport: { value: 'xs' } } };
