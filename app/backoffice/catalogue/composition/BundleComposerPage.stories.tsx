/**
 * A package's classes (issue 40 "Compose a course or a package: choose its classes (catalogue
 * search, 초성 too), reorder them by keyboard with the move announced, remove"): the seeded
 * 마케팅 올인원 패키지 with its three classes; a move by keyboard said in the live region with the
 * focus kept on the moved class; a class found by its initial consonants and added; one taken out
 * and put back with Ctrl+Z; a search with nothing found; a save someone else beat (the work kept,
 * the two ways on); loading and a failed load. Against the mock's catalogue.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogueErrorCodes } from '@app/shared/api/contract/adminCatalogueWords';
import { copy } from '@app/shared/copy';
import { Backoffice, failing, findPageHeading, neverAnswering } from '../../storySupport';
import { BundleComposerPage } from './BundleComposerPage';

const text = copy.backofficeCatalogue.composition;
const CALL = '/rest/inventory/admin/tenant/catalogue/packages/pkg-001/klasses';
const TITLE = '마케팅 올인원 패키지';

const meta = {
  title: 'Back-office/Catalogue/클래스 구성 · BundleComposerPage',
  component: BundleComposerPage,
  render: () => <Backoffice />,
  parameters: { route: '/admin/contents/packages/pkg-001/klasses', scenario: 'operator', layout: 'fullscreen' },
  beforeEach: () => {
    // A draft of an earlier story would come back: every story starts from what the server holds.
    for (const key of Object.keys(window.localStorage)) if (key.startsWith('klass.backoffice.bundleDraft.')) window.localStorage.removeItem(key);
  },
} satisfies Meta<typeof BundleComposerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openComposer(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.title(TITLE));
  const page = within(canvasElement);
  await page.findByRole('heading', { name: text.listTitle('3', '30') }, { timeout: 10_000 });
  return page;
}

const rowTitles = (page: ReturnType<typeof within>) =>
  within(page.getByRole('list', { name: /^담은 클래스/ }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');

/** The package as seeded: its three classes in order, the first one's 위로 off. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = await openComposer(canvasElement);
    const rows = rowTitles(page);
    await expect(rows[0]).toContain('퍼포먼스 마케팅 기초');
    await expect(rows[2]).toContain('마케팅 데이터 분석');
    await expect(page.getByRole('button', { name: text.moveUp('퍼포먼스 마케팅 기초') })).toBeDisabled();
    await expect(page.getByRole('button', { name: text.undo })).toBeDisabled();
  },
};

/** A class moved up by keyboard: said in the live region, the focus kept on its buttons at its new place. */
export const KeyboardMove: Story = {
  play: async ({ canvasElement }) => {
    const page = await openComposer(canvasElement);
    page.getByRole('button', { name: text.moveUp('마케팅 데이터 분석') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(text.moved('마케팅 데이터 분석', 2, 3))).toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('button', { name: text.moveUp('마케팅 데이터 분석') })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    // At the top its 위로 is off: the focus goes to its 아래로.
    await waitFor(() => expect(page.getByRole('button', { name: text.moveDown('마케팅 데이터 분석') })).toHaveFocus());
    await expect(rowTitles(page)[0]).toContain('마케팅 데이터 분석');
    await expect(page.getByText(text.unsaved)).toBeVisible();
  },
};

/** A class found by its initial consonants (ㅂㄹㄷ: 브랜드 디자인 …) and added at the end. */
export const SearchByInitials: Story = {
  play: async ({ canvasElement }) => {
    const page = await openComposer(canvasElement);
    const search = page.getByRole('search', { name: text.searchTitle });
    await userEvent.type(within(search).getByRole('textbox'), 'ㅂㄹㄷㄷㅈㅇ');
    await userEvent.click(within(search).getByRole('button', { name: text.search }));
    // Generated classes may share the title: the seeded one, changed last, comes first.
    const [add] = await page.findAllByRole('button', { name: text.addOf('브랜드 디자인 첫걸음') }, { timeout: 10_000 });
    const result = add?.closest('li');
    if (!add || !result) throw new Error('no class to add');
    await userEvent.click(add);
    await expect(await page.findByRole('heading', { name: text.listTitle('4', '30') })).toBeVisible();
    await expect(rowTitles(page)[3]).toContain('브랜드 디자인 첫걸음');
    // The result says it is in the bundle now, in place of its button.
    await expect(within(result).getByText(text.inBundle)).toBeVisible();
  },
};

/** A class taken out, then put back with Ctrl+Z. */
export const RemoveThenUndo: Story = {
  play: async ({ canvasElement }) => {
    const page = await openComposer(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.removeOf('콘텐츠 마케팅 전략') }));
    await expect(await page.findByRole('heading', { name: text.listTitle('2', '30') })).toBeVisible();
    await expect(page.getByText(text.removed('콘텐츠 마케팅 전략', 2))).toBeInTheDocument();
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(await page.findByRole('heading', { name: text.listTitle('3', '30') })).toBeVisible();
    await expect(rowTitles(page)[1]).toContain('콘텐츠 마케팅 전략');
  },
};

/** A search that finds nothing says so. */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const page = await openComposer(canvasElement);
    const search = page.getByRole('search', { name: text.searchTitle });
    await userEvent.type(within(search).getByRole('textbox'), '없는클래스제목');
    await userEvent.click(within(search).getByRole('button', { name: text.search }));
    await expect(await page.findByText(text.noResults('없는클래스제목'), {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Someone saved first: said so, the work kept, with the two ways on. */
export const SaveStale: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(`*${CALL}`, () =>
          HttpResponse.json({ status: 409, code: catalogueErrorCodes.catalogueVersionConflict.code, message: '다른 곳에서 먼저 수정했어요.', data: { version: 7 } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openComposer(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.moveDown('퍼포먼스 마케팅 기초') }));
    await userEvent.click(page.getByRole('button', { name: text.save }));
    await expect(await page.findByText(text.stale)).toBeVisible();
    await expect(page.getByRole('button', { name: text.saveOverLatest })).toBeVisible();
    await expect(rowTitles(page)[1]).toContain('퍼포먼스 마케팅 기초');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.loadingTitle);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', CALL)] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.loadingTitle);
    await expect(await within(canvasElement).findByRole('button', { name: copy.backofficeCatalogue.retry }, { timeout: 10_000 })).toBeVisible();
  },
};
