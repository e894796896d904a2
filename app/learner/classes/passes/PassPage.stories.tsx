/**
 * A pass of the learner and the classes it opens (issue 40 "Passes reach the learner"): its
 * period, status and count, the classes 20 a page with the next page a click away, none open
 * now, a pass that is not theirs (the mock's own 404), loading and a failed load; and the hand
 * review's findings: the way back returns to the passes tab, a long list is searchable, and at
 * 390 px the pager keeps its "next" arrow on its line.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { MyPass, PassKlass } from '@app/shared/api/contract/inventoryPass';
import { copy } from '@app/shared/copy';
import { PassPage } from './PassPage';

const t = copy.classes;
const KEY = 'pt-asg-story-acc-learner';
const CALL = `/rest/inventory/my-klass/pass/${KEY}`;

const meta = {
  title: 'Learner/Classes/이용권 · PassPage',
  component: PassPage,
  render: () => (
    <Routes>
      <Route path="/app/user/passes/:passTicketKey" element={<PassPage />} />
    </Routes>
  ),
  parameters: { route: `/app/user/passes/${KEY}` },
} satisfies Meta<typeof PassPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pass: MyPass = {
  passTicketKey: KEY,
  passKey: 'pass-002',
  title: '클래스 자유이용권 3개월',
  status: 'ACTIVE',
  start: '2026-12-01T01:00:00.000Z',
  expire: '2027-03-01T01:00:00.000Z',
  klassCount: 45,
};

const klass = (index: number): PassKlass => ({
  klassId: `klass-${String(index).padStart(3, '0')}`,
  title: `열린 클래스 ${index}`,
  masterName: '한새봄',
  coverImageUrl: '/mock-media/covers/cover-01.svg',
});

/** 45 classes, 20 a page: the page asked for is answered, those whose title holds `q` when given. */
const answering = http.get(`*${CALL}`, ({ request }) => {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page') ?? '1');
  const q = params.get('q') ?? '';
  const found = Array.from({ length: 45 }, (_, index) => klass(index + 1)).filter((one) => one.title.includes(q));
  const items = found.slice((page - 1) * 20, page * 20);
  return HttpResponse.json({ pass, klasses: { items, page, size: 20, totalCount: found.length, totalPages: Math.ceil(found.length / 20) } });
});

export const Default: Story = {
  parameters: { msw: { handlers: [answering] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: pass.title }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(t.passStatusNames.ACTIVE)).toBeVisible();
    await expect(canvas.getByText(new RegExp(t.passPeriod('2026.12.01', '2027.03.01')))).toBeVisible();
    await expect(canvas.getByRole('link', { name: '열린 클래스 1' })).toHaveAttribute('href', '/items/KLASS/klass-001');
    // The hand review: the way back led to the 클래스 tab; it returns to the passes.
    await expect(canvas.getByRole('link', { name: t.backToPasses })).toHaveAttribute('href', '/app/user/klasses?tab=passes');
    const pages = canvas.getByRole('navigation', { name: t.passPages });
    await userEvent.click(within(pages).getByRole('button', { name: new RegExp(`^2\\s?${copy.designSystem.pageUnit}$`) }));
    await expect(await canvas.findByRole('link', { name: '열린 클래스 21' })).toBeVisible();
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'xs' } } };

/** 45 classes are more than a page: a search narrows them (by title here; the mock also reads teachers and 초성). */
export const Search: Story = {
  parameters: { msw: { handlers: [answering] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('searchbox', { name: t.passSearch }, { timeout: 5000 });
    await userEvent.type(field, '클래스 4{Enter}');
    await expect(await canvas.findByText(t.passSearchFound('클래스 4', '7'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: '열린 클래스 45' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '열린 클래스 1' })).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '없는 클래스{Enter}');
    await expect(await canvas.findByText(t.passSearchEmpty)).toBeVisible();
  },
};

export const NoClassOpen: Story = {
  parameters: { msw: { handlers: [http.get(`*${CALL}`, () => HttpResponse.json({ pass: { ...pass, klassCount: 0 }, klasses: { items: [], page: 1, size: 20, totalCount: 0, totalPages: 0 } }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.passKlassesEmpty, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The seeded learner holds no such pass: the mock answers 404, said with the way back. */
export const NotTheirs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.passNotFound }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.backToPasses })).toHaveAttribute('href', '/app/user/klasses?tab=passes');
  },
};

export const Loading: Story = {
  parameters: { scenario: 'slow-network' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.passLoading)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [http.get(`*${CALL}`, () => HttpResponse.json({ status: 500, code: 'server.error', message: '오류', data: null }, { status: 500 }))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: copy.common.retry }, { timeout: 5000 })).toBeEnabled();
  },
};
