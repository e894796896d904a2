/**
 * The shared dialogs of spec learner.md §2 through `useDialogs()`: the login prompt, the alert
 * (one 확인) and the confirm (취소 and a submit button).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router-dom';
import { Button } from '@ds/components/Button';
import { copy } from '@app/shared/copy';
import { DialogsProvider, useDialogs } from './DialogsProvider';

function Asker() {
  const dialogs = useDialogs();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button onClick={() => void dialogs.promptLogin().then((yes) => setAnswer(`로그인 ${String(yes)}`))}>리뷰 쓰기</Button>
      <Button onClick={() => void dialogs.alert({ title: '저장했어요', message: '리뷰가 등록되었어요.' }).then(() => setAnswer('알림 닫힘'))}>알림</Button>
      <Button onClick={() => void dialogs.confirm({ title: '질문을 삭제할까요?', submitLabel: '삭제', tone: 'danger' }).then((yes) => setAnswer(`삭제 ${String(yes)}`))}>
        삭제
      </Button>
      <output>{answer}</output>
    </>
  );
}

function LoginPage() {
  const location = useLocation();
  return <p>로그인 화면 {location.search}</p>;
}

function Harness() {
  return (
    <DialogsProvider>
      <Routes>
        <Route path="/app/klass/klass-001" element={<Asker />} />
        <Route path="/app/login" element={<LoginPage />} />
      </Routes>
    </DialogsProvider>
  );
}

const meta = {
  title: 'Learner/Site/알림 창 · Dialogs',
  component: Harness,
  parameters: { route: '/app/klass/klass-001', scenario: 'visitor' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** "Title 'Available after login', text 'Would you like to log in?', buttons Login and Cancel." */
export const LoginPrompt: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '리뷰 쓰기' }));
    const dialog = await body.findByRole('alertdialog', { name: copy.site.loginPromptTitle });
    await expect(within(dialog).getByText(copy.site.loginPromptBody)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: copy.common.cancel })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: copy.common.login }));
    await expect(await within(canvasElement).findByText(/로그인 화면 \?returnTo=%2Fapp%2Fklass%2Fklass-001/)).toBeVisible();
  },
};

export const LoginPromptCancelled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '리뷰 쓰기' }));
    const dialog = await body.findByRole('alertdialog', { name: copy.site.loginPromptTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: copy.common.cancel }));
    await expect(await within(canvasElement).findByText('로그인 false')).toBeVisible();
  },
};

/** "Alert dialog with a single OK button." */
export const Alert: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '알림' }));
    const dialog = await body.findByRole('alertdialog', { name: '저장했어요' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.common.confirm }));
    await expect(await within(canvasElement).findByText('알림 닫힘')).toBeVisible();
  },
};

/** "Confirm dialog with cancel and submit buttons." */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '삭제' }));
    const dialog = await body.findByRole('alertdialog', { name: '질문을 삭제할까요?' });
    await expect(within(dialog).getByRole('button', { name: copy.common.cancel })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await expect(await within(canvasElement).findByText('삭제 true')).toBeVisible();
  },
};
