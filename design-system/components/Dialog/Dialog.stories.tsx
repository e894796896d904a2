import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

type DemoProps = Omit<DialogProps, 'open' | 'onClose'>;

/** A button that opens the dialog, so focus return can be seen and tested. */
function DialogDemo(props: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>대화상자 열기</Button>
      <Dialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Design system/Feedback/Dialog',
  component: DialogDemo,
  args: {
    title: '수강 신청',
    description: '신청하면 바로 강의를 들을 수 있어요.',
    size: 'md',
    footer: <Button>신청하기</Button>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    footer: { control: false },
    children: { control: false },
  },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 420 },
      description: {
        component:
          '화면 가운데의 모달 대화상자입니다. 열리면 포커스가 첫 입력란(없으면 제목)으로 들어가 갇히고(Tab 순환), Esc·닫기 버튼·바깥 클릭으로 닫히며, 닫히면 연 버튼으로 포커스가 돌아갑니다. 열려 있는 동안 뒤 페이지는 스크롤되지 않습니다. 제목이 대화상자의 이름이 됩니다.',
      },
    },
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function open(canvasElement: HTMLElement) {
  const opener = await within(canvasElement).findByRole('button', { name: '대화상자 열기' });
  await userEvent.click(opener);
  return { opener, dialog: await screen(canvasElement).findByRole('dialog', { name: '수강 신청' }) };
}

export const Playground: Story = {};

/** No field: the dialog opens on its title (WAI-ARIA dialog pattern), not on ✕. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(within(dialog).getByRole('heading', { name: '수강 신청' })).toHaveFocus();
  },
};

/** With fields: the first field has the focus, so a person can type at once. */
export const OpensOnFirstField: Story = {
  args: {
    children: (
      <label>
        신청 메모 <input />
      </label>
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: '신청 메모' })).toHaveFocus();
  },
};

/** Escape closes it and focus goes back to the opener. */
export const FocusReturnsOnClose: Story = {
  play: async ({ canvasElement }) => {
    const { opener } = await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(screen(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

/** Tab and Shift+Tab stay inside the dialog. */
export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await open(canvasElement);
    const close = within(dialog).getByRole('button', { name: '닫기' });
    const submit = within(dialog).getByRole('button', { name: '신청하기' });
    // From the title: ✕, then the action, then round again.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(submit).toHaveFocus();
    await expect(canvasElement.ownerDocument.body.style.overflow).toBe('hidden');
  },
};

export const LongKoreanContent: Story = {
  args: {
    title: '개인정보 수집 및 이용 동의',
    description: undefined,
    children: Array.from({ length: 12 }, (_, index) => (
      <p key={index}>
        {index + 1}. 회사는 회원 가입, 강의 수강, 수료증 발급을 위하여 이름, 이메일, 휴대전화 번호를 수집하며 회원 탈퇴 시까지
        보관합니다. 관계 법령에 따라 보존할 필요가 있는 경우에는 해당 기간 동안 보관합니다.
      </p>
    )),
    footer: <Button>동의합니다</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '대화상자 열기' }));
    await expect(await screen(canvasElement).findByRole('dialog', { name: '개인정보 수집 및 이용 동의' })).toBeInTheDocument();
  },
};

/** Content that arrives after the dialog opened, as a loaded list replaces a spinner. */
function LateTerms() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 200);
    return () => clearTimeout(timer);
  }, []);
  if (!loaded) return <p>불러오는 중…</p>;
  return Array.from({ length: 40 }, (_, index) => (
    <p key={index}>
      {index + 1}. 수강 기간이 끝난 뒤에도 수료증은 언제든 다시 발급받을 수 있으며, 발급 기록은 회원 탈퇴 시까지
      보관합니다.
    </p>
  ));
}

/** The body becomes a keyboard stop once late content makes it scroll (axe scrollable-region-focusable). */
export const ContentArrivesLater: Story = {
  args: { title: '수료증 안내', description: undefined, children: <LateTerms /> },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '대화상자 열기' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '수료증 안내' });
    await within(dialog).findByText(/^12\. 수강 기간이/);
    const body = within(dialog).getByText(/^1\. 수강 기간이/).parentElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};

export const Mobile: Story = { ...Open, globals: { viewport: { value: 'xs' } } };
