/** An additional page at its address (issue 41): published (its title and modules), and an address with no published page. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { SitePage } from './SitePage';

const wait = { timeout: 4000 };

const meta = {
  title: 'Learner/Pages/사이트 페이지 · SitePage',
  component: SitePage,
  render: () => (
    <Routes>
      <Route path="/pages/:slug" element={<SitePage />} />
    </Routes>
  ),
  parameters: { route: '/pages/winter-special', scenario: 'visitor' },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: '겨울 방학 특강' }, wait)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '겨울 방학 특강' })).toBeVisible();
  },
};

export const PublishedMobile: Story = { ...Published, globals: { viewport: { value: 'xs' } } };

export const NotPublished: Story = {
  parameters: { route: '/pages/spring-preview' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.sitePages.pageNotFound, {}, wait)).toBeVisible();
  },
};
