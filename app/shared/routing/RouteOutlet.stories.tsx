/**
 * Where a layout shows its routed page (app/shared/routing/RouteOutlet.tsx): the loading state while a
 * page's chunk is on its way, and the error page when a page fails — inside the layout, cleared
 * by moving to another address.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link, Route, Routes } from 'react-router-dom';
import { copy } from '@app/shared/copy';
import { lazyPage } from '@app/shared/routing/lazyPage';
import { RouteOutlet } from './RouteOutlet';

function BrokenPage(): never {
  throw new Error('이 페이지를 그리다가 실패했어요.');
}

/** A page whose chunk never arrives. */
const pendingPage = lazyPage(() => new Promise<Record<'Page', () => null>>(() => undefined), 'Page');

function Layout() {
  return (
    <>
      <nav aria-label="이야기 탐색">
        <Link to="/broken">고장 난 페이지</Link> <Link to="/fine">정상 페이지</Link>
      </nav>
      <main>
        <RouteOutlet />
      </main>
    </>
  );
}

function Pages() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/broken" element={<BrokenPage />} />
        <Route path="/fine" element={<h1>정상 페이지입니다</h1>} />
        <Route path="/pending" element={pendingPage} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Learner/Site/화면 불러오기 · RouteOutlet',
  component: Pages,
  parameters: { route: '/fine' },
} satisfies Meta<typeof Pages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: '정상 페이지입니다' }),
    ).toBeVisible();
  },
};

/** The layout's loading state while the page's chunk loads (a first visit). */
export const Loading: Story = {
  parameters: { route: '/pending' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      copy.common.loading,
    );
  },
};

/** A failing page shows the error page inside the layout; another address clears it. */
export const PageFails: Story = {
  parameters: { route: '/broken' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: copy.site.otherErrorTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.common.retry })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '정상 페이지' }));
    await expect(await canvas.findByRole('heading', { name: '정상 페이지입니다' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: copy.site.otherErrorTitle })).toBeNull();
  },
};
