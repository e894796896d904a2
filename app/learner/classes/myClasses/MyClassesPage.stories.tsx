/** My classes against the mock: the seeded learner's lists, the empty account, loading, and a failing server. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
