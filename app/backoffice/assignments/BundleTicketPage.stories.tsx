/**
 * A course's or package's ticket, class by class, against the mock (issue 40 "in the enrolled
 * lists of a course and a package, a row opens … the member's learning status for that
 * course/package"): the seeded learner's 수강 중 course ticket — its period, one class entered
 * (the way to its class ticket) and the others not yet; the seeded package purchase with a class
 * ticket per class and the note on its period; the course's row in its enrolled list opening it;
 * an unknown ticket, a failed load and loading.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, neverAnswering } from '../storySupport';
import { BundleTicketPage } from './BundleTicketPage';

const text = copy.backofficeAssignments.ticket;
const enrolled = copy.backofficeAssignments.enrolled;
const CALL = (path: string, ticketKey: string) => `/rest/inventory/admin/tenant/bundle-tickets/${path}/${ticketKey}`;
const route = (path: string, ticketKey: string) => `/admin/assignments/enrolled/tickets/${path}/${ticketKey}`;
const wait = { timeout: 10_000 };

const meta = {
  title: 'Back-office/Assignments/코스·패키지 학습 현황 · BundleTicketPage',
  component: BundleTicketPage,
  render: () => <Backoffice />,
  parameters: { route: route('courses', 'ct-001'), scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof BundleTicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1, name: /^김하늘님의 .+ 학습 현황$/ }, wait);

/** The course ticket in use: its period, the class entered with the way to its ticket, the others not entered yet. */
export const CourseTicket: Story = {
  name: '코스 수강권 · 클래스별',
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const page = within(canvasElement);
    await expect(page.getByText(enrolled.ticketStatus.ACTIVE)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: text.klassesTitle })).toBeVisible();
    const entered = page.getAllByRole('link', { name: /수강권 보기$/ });
    await expect(entered).toHaveLength(1);
    await expect(entered[0]).toHaveAttribute('href', '/admin/assignments/enrolled/tickets/kt-course-015');
    await expect(page.getAllByText(text.notOpenedYet).length).toBeGreaterThan(0);
    await expect(page.getAllByRole('table').length).toBe(page.getAllByRole('heading', { level: 3 }).length);
    await expect(page.getByRole('link', { name: text.backToEnrolled })).toHaveAttribute('href', '/admin/assignments/enrolled/courses/course-001');
  },
};

/** A package purchase: a class ticket per class, and what its period is. */
export const PackagePurchase: Story = {
  parameters: { route: route('packages', 'tx-20250301-0001') },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const page = within(canvasElement);
    await expect(page.getByText(text.packagePeriodNote)).toBeVisible();
    await expect(page.getAllByRole('link', { name: /수강권 보기$/ })).toHaveLength(3);
    await expect(page.queryByText(text.notOpenedYet)).toBeNull();
  },
};

/** The course's enrolled list: the learner's row opens their course ticket's page. */
export const OpenedFromEnrolledList: Story = {
  parameters: { route: '/admin/assignments/enrolled/courses/course-001?q=learner%40klass.test' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const rows = await page.findAllByRole('link', { name: /^김하늘 \(learner@klass\.test\)$/ }, wait);
    const active = rows.find((link) => link.getAttribute('href') === route('courses', 'ct-001'));
    if (!active) throw new Error('the active course ticket’s row');
    await userEvent.click(active);
    await heading(canvasElement);
    await expect(page.getByRole('heading', { level: 2, name: text.klassesTitle })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: route('packages', 'tx-none') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.notFound, {}, wait)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', CALL('courses', 'ct-001'))] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, enrolled.title);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', CALL('courses', 'ct-001'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: copy.common.retry }, wait)).toBeVisible();
  },
};
