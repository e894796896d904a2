/** The class community page: one tab per part, the tab kept in the query. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { CommunityPage } from './CommunityPage';
import { COMMUNITY_ROUTE, communityPath } from './paths';
import { withSiteLayers } from './storySupport';

const meta = {
  title: 'Learner/Community/강의 커뮤니티 · CommunityPage',
  component: CommunityPage,
  decorators: [withSiteLayers],
  render: () => (
    <Routes>
      <Route path={COMMUNITY_ROUTE} element={<CommunityPage />} />
    </Routes>
  ),
  parameters: { route: communityPath('klass-001') },
} satisfies Meta<typeof CommunityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Announcements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.community.pageTitle })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: copy.community.tabs.announcements })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('list', { name: copy.community.announcements.title })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: copy.community.tabs.questions }));
    await expect(await canvas.findByRole('list', { name: copy.community.questions.title })).toBeInTheDocument();
  },
};

export const ReviewsTab: Story = {
  parameters: { route: communityPath('klass-001', 'reviews') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('list', { name: copy.community.reviews.title })).toBeInTheDocument();
  },
};
