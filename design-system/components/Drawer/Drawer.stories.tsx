import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer, type DrawerProps } from './Drawer';

type DemoProps = Omit<DrawerProps, 'open' | 'onClose'>;

function DrawerDemo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        필터 열기
      </Button>
      <Drawer {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Design system/Feedback/Drawer',
  component: DrawerDemo,
  args: {
    title: '필터',
    side: 'end',
    children: <p>수강 상태, 기간, 카테고리로 강의를 골라 볼 수 있어요.</p>,
    footer: <Button>적용하기</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['start', 'end', 'bottom'] },
    children: { control: false },
    footer: { control: false },
  },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 480 },
      description: { component: '화면 가장자리에서 밀려 나오는 모달 패널입니다. Dialog와 같은 접근성 동작(포커스 가두기, Esc, 포커스 복귀, 스크롤 잠금)을 가집니다.' },
    },
  },
} satisfies Meta<typeof DrawerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const opener = await within(canvasElement).findByRole('button', { name: '필터 열기' });
    await userEvent.click(opener);
    const drawer = await screen(canvasElement).findByRole('dialog', { name: '필터' });
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(within(drawer).getByRole('button', { name: '닫기' }));
    await expect(opener).toHaveFocus();
  },
};

export const FromStart: Story = {
  args: { side: 'start', title: '메뉴' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '필터 열기' }));
    await expect(await screen(canvasElement).findByRole('dialog', { name: '메뉴' })).toBeInTheDocument();
  },
};

export const BottomSheetOnMobile: Story = {
  args: { side: 'bottom' },
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '필터 열기' }));
    await expect(await screen(canvasElement).findByRole('dialog', { name: '필터' })).toBeInTheDocument();
  },
};

export const LongKoreanText: Story = {
  args: {
    title: '강의 상세 정보와 수강 안내 사항',
    children: <p>이 강의는 총 12개 챕터, 86개 레슨으로 구성되어 있으며 수강 기간은 결제일로부터 180일입니다. 수강 기간 안에 80% 이상 들으면 수료증을 받을 수 있어요.</p>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '필터 열기' }));
    await expect(await screen(canvasElement).findByRole('dialog', { name: '강의 상세 정보와 수강 안내 사항' })).toBeInTheDocument();
  },
};
