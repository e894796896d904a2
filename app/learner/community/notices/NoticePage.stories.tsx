/**
 * The single-notice page: a learner reads it, a visitor reads it through the share token, a
 * visitor without the token is refused, and the seeded notice with XSS vectors runs nothing.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { NOTICE_ROUTE, noticePath } from '../paths';
import { expectNothingRan, trapAlerts } from '../shared/xssAssertions';
import { NoticePage } from './NoticePage';

const text = copy.community.notices;

const meta = {
  title: 'Learner/Community/공지사항 글 · NoticePage',
  component: NoticePage,
  render: () => (
    <Routes>
      <Route path={NOTICE_ROUTE} element={<NoticePage />} />
    </Routes>
  ),
  parameters: { route: noticePath('klass-001', 'nt-klass-001-01') },
  beforeEach: trapAlerts,
} satisfies Meta<typeof NoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Learner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: /필독: 수강 전 확인해 주세요/ })).toBeInTheDocument();
    await expect(canvas.getByText(text.writer('박운영'))).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: text.backToList })).toHaveAttribute(
      'href',
      '/app/klass/klass-001/community?tab=notices',
    );
  },
};

export const VisitorWithShareToken: Story = {
  parameters: {
    scenario: 'visitor',
    route: noticePath('klass-001', 'nt-klass-001-01', 'share-nt-klass-001-01'),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /필독/ }),
    ).toBeInTheDocument();
  },
};

export const VisitorWithoutToken: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    // Without the share token a visitor is refused with 401: the login-required error page.
    await expect(
      await within(canvasElement).findByRole('heading', { name: copy.site.loginRequiredTitle }),
    ).toBeInTheDocument();
  },
};

/** The seeded notice whose HTML carries an onerror image, a javascript: link and a script. */
export const SeededXssNotice: Story = {
  parameters: { route: noticePath('klass-001', 'nt-klass-001-02') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /자료 링크 모음/ });
    await expect(canvas.getByRole('link', { name: '여기' })).toHaveAttribute('target', '_blank');
    await expectNothingRan(canvasElement);
  },
};
