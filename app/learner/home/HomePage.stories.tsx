/**
 * The home: the published home page's modules (issue 41), with a learner's recent classes module
 * (greeting, continue learning, classes in progress) and a visitor's welcome in its place; a site
 * that never published its home, and a home that failed to load, still greet.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { HomePage } from './HomePage';

const meta = {
  title: 'Learner/Home/홈 · HomePage',
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 4000 };

export const Learner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.account.greeting('김하늘') }, wait)).toBeInTheDocument();
    await expect(await canvas.findByTestId('continue-card', {}, wait)).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 2, name: copy.classes.inProgressTitle })).toBeInTheDocument();
  },
};

export const LearnerMobile: Story = { ...Learner, globals: { viewport: { value: 'xs' } } };

export const NewLearnerWithoutClasses: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.classes.continueEmpty, {}, wait)).toBeInTheDocument();
    await expect(await canvas.findByText(copy.classes.empty)).toBeInTheDocument();
  },
};

export const Visitor: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.account.welcomeVisitor })).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: copy.common.login })).toBeInTheDocument();
  },
};

const HOME_CALL = '*/rest/setting/v2/public/pages/home';

/** The published home as a visitor sees it: the banners, the welcome where the recent classes are, the card lists. */
export const PublishedHomeVisitor: Story = {
  parameters: { scenario: 'visitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: copy.sitePages.bannerRegion(2) }, wait)).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 2, name: '지금 인기 있는 클래스' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: copy.account.welcomeVisitor })).toBeInTheDocument();
  },
};

export const PublishedHomeVisitorMobile: Story = { ...PublishedHomeVisitor, globals: { viewport: { value: 'xs' } } };

/** A site that never published its home: the learner's sections alone, as before the editor. */
export const NeverPublished: Story = {
  parameters: { msw: { handlers: [http.get(HOME_CALL, () => HttpResponse.json({ page: null }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.account.greeting('김하늘') }, wait)).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: copy.sitePages.bannerRegion(2) })).toBeNull();
  },
};

/** The home's read failed: the learner is still greeted, with a retry. */
export const HomeFailed: Story = {
  parameters: {
    msw: { handlers: [http.get(HOME_CALL, () => HttpResponse.json({ status: 500, code: 'server.error', message: 'Internal Server Error', data: null }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.sitePages.homeFailed, {}, wait)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: copy.common.retry })).toBeInTheDocument();
  },
};
