import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileInput } from './FileInput';

const meta = {
  title: 'Design system/Forms/FileInput',
  component: FileInput,
  args: {
    label: '질문 이미지',
    accept: ['image/jpeg', 'image/png'],
    acceptLabel: '이미지 파일(jpg, png)',
    maxSize: 10 * 1024 * 1024,
    multiple: true,
    onFilesSelected: fn(),
    onRemove: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '끌어다 놓기를 지원하는 파일 선택기입니다. 형식과 크기를 검사해 받아들인 파일만 `onFilesSelected`로 넘기고, 업로드는 호출한 쪽이 맡아 `items`로 진행률을 보여 줍니다.',
      },
    },
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () => new File([new Uint8Array(2048)], '화면캡처.png', { type: 'image/png' });
const gif = () => new File([new Uint8Array(2048)], '움짤.gif', { type: 'image/gif' });

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(await within(canvasElement).findByLabelText('질문 이미지'), png());
    await expect(args.onFilesSelected).toHaveBeenCalledOnce();
  },
};

/** A wrong type is refused with a clear Korean message, and nothing is handed on. */
export const RejectsWrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The picker's "all files" option ignores `accept`, so the check must not rely on it.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await canvas.findByLabelText('질문 이미지'), gif());
    await expect(await canvas.findByText('이미지 파일(jpg, png)만 올릴 수 있어요.')).toBeInTheDocument();
    await expect(args.onFilesSelected).not.toHaveBeenCalled();
    await expect(await canvas.findByLabelText('질문 이미지')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByLabelText('질문 이미지')).toHaveFocus();
  },
};

/** Files being uploaded, each with its own progress bar. */
export const Uploading: Story = {
  args: {
    items: [
      { id: '1', name: '강의자료_1주차.png', size: 1_250_000, status: 'uploading', progress: 45 },
      { id: '2', name: '실습화면.jpg', size: 820_000, status: 'done' },
      { id: '3', name: '오류화면.png', size: 2_400_000, status: 'error', error: '업로드하지 못했어요. 다시 시도해 주세요.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: '강의자료_1주차.png 업로드 진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const WithError: Story = { args: { required: true, error: '이미지를 한 장 이상 올려 주세요.' } };
export const Empty: Story = { args: { items: [] } };

export const LongKoreanText: Story = {
  args: {
    label: '사업자등록증 사본(대표자 이름과 사업자등록번호가 잘 보이게 촬영해 주세요)',
    items: [{ id: '1', name: '주식회사_클래스_사업자등록증_사본_2024년_최신본_원본대조필.png', size: 3_400_000, status: 'uploading', progress: 80 }],
  },
};

export const Mobile: Story = {
  args: { items: [{ id: '1', name: '화면캡처.png', size: 2048, status: 'uploading', progress: 30 }] },
  globals: { viewport: { value: 'xs' } },
};
