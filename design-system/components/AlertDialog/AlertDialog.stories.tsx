import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

type DemoProps = Omit<AlertDialogProps, 'open'>;

function AlertDialogDemo({ onClose, ...props }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>알림 열기</Button>
      <AlertDialog
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/Feedback/AlertDialog',
  component: AlertDialogDemo,
  args: { title: '알림', children: '문제가 생겼어요. 다시 시도해 주세요.', onClose: fn() },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 320 },
      description: { component: '확인 버튼 하나만 있는 알림 대화상자입니다(learner.md §2). 열리면 확인 버튼에 포커스가 가고, Esc도 확인과 같습니다.' },
    },
  },
} satisfies Meta<typeof AlertDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = await within(canvasElement).findByRole('button', { name: '알림 열기' });
    await userEvent.click(opener);
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: '알림' });
    const confirm = within(dialog).getByRole('button', { name: '확인' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

export const LongKoreanText: Story = {
  args: {
    title: '수강 기간이 끝났어요',
    children: '이 강의의 수강 기간이 끝나 더 이상 강의를 재생할 수 없어요. 수강 기간을 연장하려면 고객센터로 문의해 주세요.',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '알림 열기' }));
    await expect(await screen(canvasElement).findByRole('alertdialog', { name: '수강 기간이 끝났어요' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...LongKoreanText, globals: { viewport: { value: 'xs' } } };
