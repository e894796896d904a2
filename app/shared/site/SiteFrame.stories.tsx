/**
 * The tenant-status gate (spec learner.md §2, §4 "Site status"): every tenant status is a story,
 * each from its scenario's real preferences.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { copy } from '@app/shared/copy';
import { SiteFrame } from './SiteFrame';

function Frame() {
  return (
    <Routes>
      <Route element={<SiteFrame />}>
        <Route path="*" element={<main><h1>사이트 본문</h1></main>} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Learner/Site/사이트 운영 상태 · TenantStatus',
  component: Frame,
  parameters: { layout: 'fullscreen', route: '/app/user/klasses' },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '사이트 본문' })).toBeVisible();
  },
};

/** DROP_OUT: default title and text, the support telephone, manager login, service name. */
export const ServiceEnded: Story = {
  parameters: { scenario: 'tenant-drop-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.site.serviceEndedTitle })).toBeVisible();
    await expect(canvas.getByText(copy.site.serviceEndedBody('한빛 평생교육원'))).toBeVisible();
    await expect(canvas.getByRole('img', { name: copy.site.serviceEndedImageAlt })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '031-987-6543' })).toHaveAttribute('href', 'tel:0319876543');
    await expect(canvas.getByRole('link', { name: copy.site.managerLogin })).toHaveAttribute('href', '/app/login/manager');
    await expect(canvas.getByText('한빛 평생교육원', { selector: 'p' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '사이트 본문' })).toBeNull();
  },
};

/** DROP_OUT with a custom message (it replaces the default text) and no telephone (email shown). */
export const ServiceEndedCustomMessage: Story = {
  parameters: { scenario: 'tenant-drop-out-message' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '서비스 이용이 종료되었어요' });
    await expect(canvas.getByText(/2026년 3월 31일부로 운영을 마쳤습니다/)).toBeVisible();
    await expect(canvas.queryByText(copy.site.serviceEndedBody('새길 직무학교'))).toBeNull();
    await expect(canvas.getByRole('link', { name: 'bye@saegil.test' })).toHaveAttribute('href', 'mailto:bye@saegil.test');
  },
};

export const ServiceEndedMobile: Story = {
  ...ServiceEnded,
  globals: { viewport: { value: 'xs' } },
};

/** ARCHIVED: its image, the status title and message of the preferences. */
export const Archived: Story = {
  parameters: { scenario: 'tenant-archived' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '보관된 사이트입니다' })).toBeVisible();
    await expect(canvas.getByText(/이 사이트의 강의는 보관 중이에요/)).toBeVisible();
    await expect(canvas.getByRole('img', { name: copy.site.archivedImageAlt })).toBeVisible();
  },
};
