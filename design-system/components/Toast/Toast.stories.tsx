import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Box';
import { ToastProvider, useToast, type ToastProviderProps } from './ToastProvider';
import type { ToastTone } from './toastQueue';

interface DemoProps extends Omit<ToastProviderProps, 'children'> {
  message: string;
  tone: ToastTone;
}

function Demo({ message, tone }: { message: string; tone: ToastTone }) {
  const { show } = useToast();
  const count = useRef(0);
  return (
    <Stack direction="row" gap={2} wrap>
      <Button
        onClick={() => {
          count.current += 1;
          show({ message: `${message} ${count.current}`, tone });
        }}
      >
        알림 띄우기
      </Button>
    </Stack>
  );
}

function ToastDemo({ message, tone, ...provider }: DemoProps) {
  return (
    <ToastProvider {...provider}>
      <Demo message={message} tone={tone} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Design system/Feedback/Toast',
  component: ToastDemo,
  args: { message: '리뷰가 등록되었어요.', tone: 'neutral', duration: 5000, max: 3 },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'success', 'danger'] } },
  parameters: {
    layout: 'fullscreen',
    docs: {
      story: { inline: false, iframeHeight: 320 },
      description: {
        component:
          '앱 최상단에 `ToastProvider`를 두고 `useToast().show()`로 띄웁니다. 기본 5000ms 뒤 사라지고(앱의 학습자 알림은 `duration={2000}`), 동시에 최대 3개, 왼쪽 아래에 쌓입니다. 마우스를 올리거나 포커스가 있으면 사라지지 않습니다.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '알림 띄우기' }));
    await expect(await body(canvasElement).findByText('리뷰가 등록되었어요. 1')).toBeInTheDocument();
  },
};

export const Success: Story = { ...Default, args: { tone: 'success' } };

export const Danger: Story = {
  args: { tone: 'danger', message: '리뷰를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '알림 띄우기' }));
    await expect(await body(canvasElement).findByText(/리뷰를 불러오지 못했어요/)).toBeInTheDocument();
  },
};

/** Four toasts in a row: only the newest three stay (learner.md §9). */
function ActionDemo() {
  const { show } = useToast();
  const opened = useRef(0);
  return (
    <Stack gap={2}>
      <Button
        onClick={() =>
          show({
            message: '회원 내보내기가 끝났어요.',
            tone: 'success',
            action: { label: '작업 센터에서 보기', onSelect: () => (opened.current += 1) },
          })
        }
      >
        알림 띄우기
      </Button>
    </Stack>
  );
}

/** A toast with one action (the job centre's "finished" toast): choosing it runs it and closes the toast. */
export const WithAction: Story = {
  render: () => (
    <ToastProvider>
      <ActionDemo />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '알림 띄우기' }));
    await userEvent.click(await body.findByRole('button', { name: '작업 센터에서 보기' }));
    await waitFor(() => expect(body.queryByText('회원 내보내기가 끝났어요.')).toBeNull());
  },
};

export const StackingLimit: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: '알림 띄우기' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(button);
    const region = await body(canvasElement).findByRole('region', { name: '알림' });
    await expect(await within(region).findByText('리뷰가 등록되었어요. 4')).toBeInTheDocument();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).queryByText('리뷰가 등록되었어요. 1')).not.toBeInTheDocument();
  },
};

/** The app's learner messages hide after 2000 ms; shortened here to keep the test quick. */
export const AutoHide: Story = {
  args: { duration: 800 },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '알림 띄우기' }));
    const toast = await body(canvasElement).findByText('리뷰가 등록되었어요. 1');
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const LongKoreanText: Story = {
  ...Default,
  args: { message: '네트워크 연결이 불안정해서 학습 진도를 저장하지 못했어요. 연결 상태를 확인한 뒤 다시 시도해 주세요.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '알림 띄우기' }));
    await expect(await body(canvasElement).findByText(/네트워크 연결이 불안정해서/)).toBeInTheDocument();
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'xs' } } };
