/**
 * The master's classes (issue 44) against the mock: the manager's many classes (by pages, each
 * with its learners' progress and completion, searched by title), a master with none, and one
 * class's learners; another master's class is answered as not found.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { Backoffice, findPageHeading, findSettledTable } from '../../storySupport';
import { MasterKlassesPage } from './MasterKlassesPage';

const text = copy.backofficeMaster;

const meta = {
  title: 'Back-office/Master/내 클래스 · MasterKlassesPage',
  component: MasterKlassesPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/master/classes', scenario: 'master', layout: 'fullscreen' },
} satisfies Meta<typeof MasterKlassesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The manager's class channel: more classes than a page, each with its learners in numbers. */
export const ManyClasses: Story = {
  name: '내 클래스 · 클래스 25개',
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.klasses.title, text.klasses.caption);
    await expect(await table.findByRole('link', { name: '실전 데이터 분석 입문' })).toBeVisible();
    // The manager's class channel holds 25 seeded classes: two pages of 20.
    await expect(within(canvasElement).getByText(copy.listKit.totalCount('25', text.klasses.unit))).toBeVisible();
    await expect(table.queryByText('라이브 드로잉 클래스')).toBeNull();
  },
};

/** Searched by title: only the matching classes stay. */
export const Searched: Story = {
  parameters: { route: '/admin/master/classes?q=%EB%A7%88%EC%BC%80%ED%8C%85' },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, text.klasses.title, text.klasses.caption);
    await expect(await table.findByRole('link', { name: '퍼포먼스 마케팅 기초' })).toBeVisible();
    await expect(table.queryByRole('link', { name: '실전 데이터 분석 입문' })).toBeNull();
  },
};

/** A master with no class yet: the list says there is none. */
export const NoClasses: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/rest/inventory/admin/master/klasses', () => HttpResponse.json({ items: [], page: 1, size: 20, totalCount: 0, totalPages: 0 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.klasses.title);
    await expect(await within(canvasElement).findByText(copy.listKit.empty(text.klasses.noun))).toBeVisible();
  },
};

/** One class: its numbers and its learners, searched by name (the search is in the URL). */
export const ClassLearners: Story = {
  parameters: { route: `/admin/master/classes/klass-001?q=${encodeURIComponent('김하늘')}` },
  play: async ({ canvasElement }) => {
    const table = await findSettledTable(canvasElement, '실전 데이터 분석 입문', text.klass.learnersCaption);
    await expect(await table.findByText('김하늘')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: text.klass.editCurriculum })).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('link', { name: text.klass.editCurriculum }));
    await findPageHeading(canvasElement, text.editor.title('실전 데이터 분석 입문'));
  },
};

/** Another master's class (the teacher opens the manager's): not found, with the way back. */
export const AnotherMastersClass: Story = {
  parameters: { route: '/admin/master/classes/klass-001', scenario: 'teacher-master' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.klass.notFound)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: text.klass.backToList })).toBeVisible();
  },
};
