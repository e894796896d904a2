/**
 * My classes against the mock: the seeded learner's lists, the empty account, loading, and a
 * failing server. Issue 40: the passes tab, with a pass given by an assignment (its period, its
 * status, how many classes it opens, the link to them) and without any.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MyPass } from '@app/shared/api/contract/inventoryPass';
import { copy } from '@app/shared/copy';
import { MyClassesPage } from './MyClassesPage';

const meta = {
  title: 'Learner/Classes/내 강의실 · MyClassesPage',
  component: MyClassesPage,
  parameters: { route: '/app/user/klasses' },
} satisfies Meta<typeof MyClassesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: copy.classes.myClassesTitle })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: copy.classes.enterKlassNamed('실전 데이터 분석 입문') }, { timeout: 4000 })).toBeEnabled();
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'xs' } } };

export const WithHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: copy.classes.showHidden }));
    await expect((await canvas.findAllByText(copy.classes.hiddenBadge, {}, { timeout: 4000 }))[0]).toBeInTheDocument();
  },
};

/** A class ticket hidden from the list (`list-status` HIDE) and shown again (SHOW), spec §2. */
export const HideAndShow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = copy.classes;
    const title = '실전 데이터 분석 입문';
    const slow = { timeout: 4000 };
    await userEvent.click(await canvas.findByRole('button', { name: t.hideNamed(title) }, slow));
    await waitFor(() => expect(canvas.queryByRole('button', { name: t.enterKlassNamed(title) })).toBeNull(), slow);
    // Listed with the hidden ones, marked hidden, and shown again from there.
    await userEvent.click(canvas.getByRole('switch', { name: t.showHidden }));
    await userEvent.click(await canvas.findByRole('button', { name: t.showNamed(title) }, slow));
    await expect(await canvas.findByRole('button', { name: t.hideNamed(title) }, slow)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: t.showHidden }));
    await expect(await canvas.findByRole('button', { name: t.enterKlassNamed(title) }, slow)).toBeEnabled();
  },
};

export const Packages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: copy.classes.tabPackages }));
    await userEvent.click(await canvas.findByRole('button', { name: copy.classes.openPackage }, { timeout: 4000 }));
    await expect((await canvas.findAllByTestId('klass-ticket-card', {}, { timeout: 4000 })).length).toBeGreaterThan(0);
  },
};

export const CourseTickets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: copy.classes.tabCourses }));
    await expect((await canvas.findAllByTestId('course-ticket-card', {}, { timeout: 4000 })).length).toBeGreaterThan(0);
  },
};

const PASSES = '/rest/inventory/my-klass/pass';
const givenPass: MyPass = {
  passTicketKey: 'pt-asg-story-acc-learner',
  passKey: 'pass-002',
  title: '클래스 자유이용권 3개월',
  status: 'ACTIVE',
  start: '2026-12-01T01:00:00.000Z',
  expire: '2027-03-01T01:00:00.000Z',
  klassCount: 9_412,
};

/** Issue 40: an assigned pass in my classes with its period, status and the classes it opens. */
export const Passes: Story = {
  parameters: { msw: { handlers: [http.get(`*${PASSES}`, () => HttpResponse.json({ items: [givenPass, { ...givenPass, passTicketKey: 'pt-old', title: '연간 올패스', status: 'END_OF_TERM', start: '2025-01-01T00:00:00.000Z', expire: '2026-01-01T00:00:00.000Z' }] }))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = copy.classes;
    await userEvent.click(await canvas.findByRole('tab', { name: t.tabPasses }));
    const card = within((await canvas.findByRole('heading', { level: 2, name: '클래스 자유이용권 3개월' }, { timeout: 4000 })).closest('section') ?? canvasElement);
    await expect(card.getByText(t.passStatusNames.ACTIVE)).toBeVisible();
    await expect(card.getByText(new RegExp(t.passPeriod('2026.12.01', '2027.03.01')))).toBeVisible();
    await expect(card.getByText(new RegExp(t.passKlassCount('9,412')))).toBeVisible();
    await expect(card.getByRole('link', { name: t.passOpenNamed('클래스 자유이용권 3개월') })).toHaveAttribute('href', '/app/user/passes/pt-asg-story-acc-learner');
    await expect(await canvas.findByText(t.passStatusNames.END_OF_TERM)).toBeVisible();
  },
};

/** The hand review: a pass's way back opened the 클래스 tab. The tab is in the address, so `?tab=passes` opens the passes. */
export const PassesTabFromTheAddress: Story = {
  parameters: { route: '/app/user/klasses?tab=passes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: copy.classes.tabPasses })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByText(copy.classes.emptyPasses, {}, { timeout: 4000 })).toBeVisible();
  },
};

/** The seeded learner holds no pass: said so. */
export const NoPasses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: copy.classes.tabPasses }));
    await expect(await canvas.findByText(copy.classes.emptyPasses, {}, { timeout: 4000 })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.classes.empty, {}, { timeout: 4000 })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { scenario: 'slow-network' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.classes.loadingList)).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { scenario: 'server-504' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A 504 is not the list's own failure: the shared error page says so (spec learner.md §2).
    await expect(
      await canvas.findByRole('heading', { name: copy.site.gatewayTimeoutTitle }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: copy.common.retry })).toBeEnabled();
  },
};
