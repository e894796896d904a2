import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { OutboxRecord } from '@mocks/account/schemas';
import { scenarioMenu } from '@scenarios/registry';
import { DevPanel } from './DevPanel';
import { devCopy } from './devCopy';

const verificationMail: OutboxRecord = {
  seq: 3,
  kind: 'VERIFICATION_CODE',
  to: 'new@klass.test',
  subject: '[클래스] 이메일 인증번호',
  body: '인증번호 482913을 입력해 주세요.',
  code: '482913',
  link: null,
  sentAt: Date.parse('2026-03-02T10:00:00+09:00'),
};

const resetMail: OutboxRecord = {
  ...verificationMail,
  seq: 4,
  kind: 'PASSWORD_RESET',
  to: 'learner@klass.test',
  subject: '[클래스] 비밀번호 재설정',
  code: null,
  link: '/app/password/reset?token=reset-token-demo',
};

const meta = {
  title: 'Dev/개발 도구 · DevPanel',
  component: DevPanel,
  args: {
    scenarios: scenarioMenu,
    activeScenario: 'default',
    onPickScenario: fn(),
    onResetData: fn(),
    readLatestMail: fn((): OutboxRecord | null => verificationMail),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '목 모드(`npm start`)에서만 보이는 개발 도구입니다. 시나리오를 바꾸면 `?scenario=`로 다시 불러오고, 데이터 초기화는 시드 상태로 되돌리며, 목 백엔드가 “보낸” 최근 메일(인증번호, 재설정 링크)을 보여 줍니다.',
      },
    },
  },
} satisfies Meta<typeof DevPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: devCopy.toggle });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('heading', { name: devCopy.title })).toBeNull();
  },
};

export const PickScenario: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: devCopy.toggle }));
    await canvas.findByRole('heading', { name: devCopy.title });
    await userEvent.selectOptions(
      await canvas.findByLabelText(devCopy.scenarioLabel),
      'tenant-drop-out',
    );
    await canvas.findByText(/서비스가 종료된 사이트/);
    await userEvent.click(await canvas.findByRole('button', { name: devCopy.scenarioApply }));
    await expect(args.onPickScenario).toHaveBeenCalledWith('tenant-drop-out');
  },
};

export const ResetData: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: devCopy.resetData }));
    await expect(args.onResetData).toHaveBeenCalledOnce();
  },
};

export const VerificationCode: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(devCopy.mailKinds.VERIFICATION_CODE);
    await expect(await canvas.findByText('482913')).toBeVisible();
  },
};

export const ResetLink: Story = {
  args: { defaultOpen: true, readLatestMail: fn(() => resetMail) },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: resetMail.link ?? '' });
    await expect(link).toHaveAttribute('href', resetMail.link);
  },
};

export const NoMailYet: Story = {
  args: { defaultOpen: true, readLatestMail: fn(() => null) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(devCopy.mailEmpty)).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: devCopy.toggle });
    await userEvent.click(toggle);
    await userEvent.click(await canvas.findByLabelText(devCopy.scenarioLabel));
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const MobileWidth: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: devCopy.title }),
    ).toBeVisible();
  },
};
