/**
 * The page editor against the mock's seeded pages (issue 41), one story per state the issue names:
 * the seeded home; an empty page; 200 modules; a module moved by keyboard (said, focus kept);
 * unsaved, saving, a failed save and a stale one (the work kept, what changed said); publishing,
 * published, a publish refused for a module's rules; an older publication restored; work brought
 * back after a reload, also one kept before menus went three levels deep, and one that cannot be
 * opened any more, set aside and said; the form of every module kind and every PageSection layout; the menu tree
 * nested and lifted by keyboard; the preview at both widths; after 추가 the new module's form
 * focused; same-named catalogue items told apart; a banner's image uploaded, a failed publish of
 * it, and a typed address through the safe-URL rule; the reordering at 390 px.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PageDetail } from '@app/shared/api/contract/adminPage';
import { pageErrorCodes, pageRuleMessages } from '@app/shared/api/contract/adminPageRules';
import { moduleKinds, sectionLayouts, slotsOf, type CardItem, type PageModule } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import type { EditorDraft } from '../kit/editor/draftStore';
import { expectRowsFitPhone, expectTextSelectable } from '../kit/reorder/phoneChecks';
import { dragRow } from '../kit/reorder/pointerDrag';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering } from '../storySupport';
import { PageEditorPage } from './PageEditorPage';
import { pageDrafts, type PageDoc } from './pageEditing';

const text = copy.backofficePages;
const reorder = copy.backofficeReorder;
const HOME = 'page-home';
const MANUSCRIPT = `/rest/setting/admin/tenant/pages/${HOME}/manuscript`;
const PUBLISH = `/rest/setting/admin/tenant/pages/${HOME}/publish`;

const meta = {
  title: 'Back-office/Pages/페이지 편집 · PageEditorPage',
  component: PageEditorPage,
  render: () => <Backoffice />,
  parameters: { route: `/admin/pages/${HOME}`, scenario: 'operator', layout: 'fullscreen' },
  // Drafts live in the browser's storage: each story starts from the saved pages.
  beforeEach: () => {
    for (const key of [HOME, 'page-008']) window.localStorage.removeItem(pageDrafts.key(key));
  },
} satisfies Meta<typeof PageEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 8000 };

/** The autosave held on its way: for the states seen before a save answers (unsaved, saving, a restored draft). */
const holdSaves = neverAnswering('put', MANUSCRIPT);

async function openHome(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.editorTitle('홈'));
  return within(canvasElement);
}

const recentName = text.moduleName('RecentInventory', '이어서 학습하기');
const listName = text.moduleName('KlassList', '지금 인기 있는 클래스');
const noticesName = text.moduleName('BoardList', '공지사항');

async function editRecentTitle(page: ReturnType<typeof within>, title: string) {
  await userEvent.click(await page.findByLabelText(text.editNamed(recentName)));
  const field = await page.findByLabelText(fieldLabel(text.fieldModuleTitle));
  await userEvent.clear(field);
  await userEvent.type(field, title);
  return field;
}

/** The seeded home: its eight modules in order, the menu, the publications with the live one marked. */
export const Home: Story = {
  name: '홈 · 모듈 8개',
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await expect(await page.findByLabelText(text.modulesCountLabel(8))).toBeVisible();
    await expect(page.getByText(text.savedState)).toBeVisible();
    await expect(await page.findByText(text.publicationLive, {}, wait)).toBeVisible();
    await expect(page.getByText(text.menuSection, { selector: 'h2' })).toBeVisible();
  },
};

/** A page with no module yet says so and offers every kind. */
export const EmptyPage: Story = {
  parameters: { route: '/admin/pages/page-008' },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.editorTitle('2023 봄 특강'));
    const page = within(canvasElement);
    await expect(page.getByText(text.modulesEmpty)).toBeVisible();
    await expect(await page.findByText(text.publicationsEmpty, {}, wait)).toBeInTheDocument();
  },
};

const manyModules = (count: number): PageModule[] => Array.from({ length: count }, (_, index) => ({ id: `mod-many-${index}`, kind: 'RecentInventory', title: `모듈 ${index + 1}` }));
const bigPage: PageDetail = {
  pageKey: HOME,
  type: 'HOME',
  title: '홈',
  slug: null,
  moduleCount: 200,
  manuscriptVersion: 7,
  publicationVersion: 3,
  publishedAt: '2026-11-21T00:00:00.000Z',
  unpublishedChanges: true,
  updatedAt: '2026-11-21T00:00:00.000Z',
  updatedBy: { accountKey: 'acc-operator', displayName: '운영자' },
  manuscript: { modules: manyModules(200), menu: [] },
  restoredFrom: null,
};

/** 200 modules: listed, and the last one moves up by keyboard, said in the live region. */
export const TwoHundredModules: Story = {
  name: '모듈 200개',
  parameters: { msw: { handlers: [http.get(`*/rest/setting/admin/tenant/pages/${HOME}`, () => HttpResponse.json(bigPage))] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await expect(await page.findByLabelText(text.modulesCountLabel(200))).toBeVisible();
    const last = text.moduleName('RecentInventory', '모듈 200');
    const up = await page.findByLabelText(reorder.moveUp(last));
    up.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(reorder.moved(last, 199, 200))).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText(reorder.moveUp(last))).toHaveFocus());
  },
};

/** A move by keyboard: the list shows it at once, the live region says where, the focus stays on the moved module; an undo is said too. */
export const Moving: Story = {
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    const down = await page.findByLabelText(reorder.moveDown(listName));
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(reorder.moved(listName, 4, 8))).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText(reorder.moveDown(listName))).toHaveFocus());
    const rowOf = () => page.getByText(listName, { selector: 'strong' }).closest('li') as HTMLElement;
    await expect(within(rowOf()).getByText(text.modulePosition(4, 8))).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: text.undo }));
    await waitFor(() => expect(within(rowOf()).getByText(text.modulePosition(3, 8))).toBeInTheDocument());
    await expect(await page.findByText(copy.backofficeEditor.undone)).toBeInTheDocument();
  },
};

/** Typed and not yet saved: the status says so; the draft is in the browser already. */
export const Unsaved: Story = {
  parameters: { msw: { handlers: [holdSaves] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await editRecentTitle(page, '이어서 공부해요');
    await expect(page.getByText(text.unsavedState)).toBeVisible();
    await expect(window.localStorage.getItem(pageDrafts.key(HOME))).toContain('이어서 공부해요');
  },
};

/** The autosave on its way. */
export const Saving: Story = {
  parameters: { msw: { handlers: [holdSaves] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await editRecentTitle(page, '이어서 공부해요');
    await expect(await page.findByText(text.savingState, {}, wait)).toBeVisible();
  },
};

/** Saved a moment after typing. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await editRecentTitle(page, '이어서 공부해요');
    await expect(await page.findByText(text.unsavedState)).toBeVisible();
    await expect(await page.findByText(text.savedState, {}, wait)).toBeVisible();
    await expect(window.localStorage.getItem(pageDrafts.key(HOME))).toBeNull();
  },
};

/** A failed autosave keeps the work on screen and offers to save again. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: [failing('put', MANUSCRIPT)] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    const field = await editRecentTitle(page, '이어서 공부해요');
    await expect(await page.findByText(text.saveFailed, {}, wait)).toBeVisible();
    await expect(field).toHaveValue('이어서 공부해요');
    await expect(page.getByRole('button', { name: text.saveRetry })).toBeVisible();
  },
};

/** Another tab saved first: said in Korean, the work kept, what changed there said, two ways on. */
export const StaleVersion: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(
          `*${MANUSCRIPT}`,
          () =>
            HttpResponse.json(
              { status: 409, code: pageErrorCodes.pageManuscriptConflict.code, message: '다른 곳에서 이 페이지를 먼저 저장했어요.', data: { manuscriptVersion: 8 } },
              { status: 409 },
            ),
          { once: true },
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    const field = await editRecentTitle(page, '이어서 공부해요');
    await expect(await page.findByText(text.staleTitle, {}, wait)).toBeVisible();
    await expect(field).toHaveValue('이어서 공부해요');
    await expect(await page.findByText(text.staleChanges(0, 0, 0))).toBeVisible();
    await expect(page.getByRole('button', { name: text.reapply })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.overwrite }));
    await expect(await page.findByText(text.savedState, {}, wait)).toBeVisible();
  },
};

/** Publishing on its way. */
export const Publishing: Story = {
  parameters: { msw: { handlers: [neverAnswering('post', PUBLISH)] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    await expect(await page.findByRole('button', { name: text.publishing })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Published: the fourth publication, listed as the live one. */
export const Published: Story = {
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    await expect(await page.findByText(text.published(4), {}, wait)).toBeVisible();
    await expect(await page.findByRole('button', { name: text.viewPublication(4) }, wait)).toBeVisible();
  },
};

/** A new module still missing its image: publishing is refused and the fields say why. */
export const PublishBlocked: Story = {
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await userEvent.selectOptions(page.getByLabelText(fieldLabel(text.addKind)), 'SingleBanner');
    await userEvent.click(page.getByRole('button', { name: text.addModule }));
    await userEvent.click(page.getByRole('button', { name: text.publish }));
    await expect(await page.findByText(text.publishBlocked(2))).toBeVisible();
    await expect(page.getByText(text.rules.imageUrl)).toBeVisible();
    await expect(page.getByText(text.rules.alt)).toBeVisible();
  },
};

/** An older publication viewed and restored as the new draft. */
export const Restored: Story = {
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: text.viewPublication(1) }, wait));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: text.restore }));
    await userEvent.click(await body.findByRole('button', { name: text.restoreSubmit }));
    await expect(await page.findByText(text.restoredNote(1), {}, wait)).toBeVisible();
    await expect(page.getByLabelText(text.modulesCountLabel(3))).toBeVisible();
  },
};

/** Work not saved before a reload comes back from the browser, and can be dropped. */
export const DraftRestored: Story = {
  beforeEach: () => {
    const draft: EditorDraft<PageDoc, number> = { baseVersion: 7, doc: { modules: [{ id: 'mod-home-recent', kind: 'RecentInventory', title: '다시 온 작업' }], menu: [] } };
    window.localStorage.setItem(pageDrafts.key(HOME), JSON.stringify(draft));
  },
  parameters: { msw: { handlers: [holdSaves] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await expect(page.getByText(text.draftRestored)).toBeVisible();
    await expect(page.getByLabelText(text.editNamed(text.moduleName('RecentInventory', '다시 온 작업')))).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.discardDraft }));
    await expect(await page.findByLabelText(text.modulesCountLabel(8))).toBeVisible();
  },
};

/**
 * A draft kept before menus went three levels deep (its sub-entries had no sub-entries of their
 * own): it opens as it was, the sub-entry in its place, rather than being dropped.
 */
export const OldMenuDraftRestored: Story = {
  beforeEach: () => {
    const old = {
      baseVersion: 7,
      doc: {
        modules: [{ id: 'mod-home-recent', kind: 'RecentInventory', title: '이어서 학습하기' }],
        menu: [{ uuid: 'menu-old', label: '지난 특강', link: '/pages/winter-special', isHide: false, children: [{ uuid: 'menu-old-sub', label: '지난 추천 도서', link: '/pages/books', isHide: false }] }],
      },
    };
    window.localStorage.setItem(pageDrafts.key(HOME), JSON.stringify(old));
  },
  parameters: { msw: { handlers: [holdSaves] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await expect(page.getByText(text.draftRestored)).toBeVisible();
    const menu = within(page.getByRole('region', { name: text.menuSection }));
    await expect(menu.getByDisplayValue('지난 특강')).toBeVisible();
    await expect(within(menu.getByRole('list', { name: text.menuOpenLabel('지난 특강') })).getByDisplayValue('지난 추천 도서')).toBeVisible();
  },
};

const SET_ASIDE_PREFIX = `${pageDrafts.key('')}setAside.`;
const setAsideKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith(SET_ASIDE_PREFIX));

/**
 * A draft this editor cannot open any more (a module kind that is gone): the saved page is shown,
 * the person is told in Korean that the old work was kept aside (and can take it as a file), and
 * it is still in the browser after the editor wrote its own state.
 */
export const OldDraftSetAside: Story = {
  beforeEach: () => {
    const unreadable = { baseVersion: 6, doc: { modules: [{ id: 'mod-old', kind: 'FlashBanner', title: '예전 배너' }], menu: [] } };
    window.localStorage.setItem(pageDrafts.key(HOME), JSON.stringify(unreadable));
    return () => {
      for (const key of setAsideKeys()) window.localStorage.removeItem(key);
    };
  },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await expect(page.getByText(copy.backofficeEditor.setAsideTitle)).toBeVisible();
    await expect(page.getByText(copy.backofficeEditor.setAsideKept)).toBeVisible();
    await expect(page.getByRole('button', { name: copy.backofficeEditor.setAsideSave })).toBeVisible();
    await expect(await page.findByLabelText(text.modulesCountLabel(8))).toBeVisible();
    const kept = setAsideKeys();
    await expect(kept).toHaveLength(1);
    await expect(window.localStorage.getItem(kept[0] ?? '')).toContain('FlashBanner');
    await userEvent.click(page.getByRole('button', { name: copy.designSystem.dismissNotice }));
    await waitFor(() => expect(page.queryByText(copy.backofficeEditor.setAsideTitle)).toBeNull());
    await expect(setAsideKeys()).toHaveLength(1);
  },
};

/** Every module kind added, each opening its own form. */
export const EveryModuleForm: Story = {
  parameters: { route: '/admin/pages/page-008', msw: { handlers: [neverAnswering('put', '/rest/setting/admin/tenant/pages/page-008/manuscript')] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.editorTitle('2023 봄 특강'));
    const page = within(canvasElement);
    for (const kind of moduleKinds) {
      await userEvent.selectOptions(page.getByLabelText(fieldLabel(text.addKind)), kind);
      await userEvent.click(page.getByRole('button', { name: text.addModule }));
      await expect(await page.findByRole('heading', { name: text.formTitle(text.kindNames[kind]) })).toBeVisible();
    }
    await expect(page.getByLabelText(text.modulesCountLabel(moduleKinds.length))).toBeVisible();
  },
};

/** A section in every layout: each slot's fields as its kind asks. */
export const EveryLayout: Story = {
  parameters: { route: '/admin/pages/page-008', msw: { handlers: [neverAnswering('put', '/rest/setting/admin/tenant/pages/page-008/manuscript')] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.editorTitle('2023 봄 특강'));
    const page = within(canvasElement);
    await userEvent.selectOptions(page.getByLabelText(fieldLabel(text.addKind)), 'PageSection');
    await userEvent.click(page.getByRole('button', { name: text.addModule }));
    for (const layout of sectionLayouts) {
      await userEvent.selectOptions(await page.findByLabelText(fieldLabel(text.fieldLayout)), layout);
      const slots = slotsOf[layout];
      await expect(await page.findByText(text.slotName(slots.length, slots.at(-1) ?? 'image'))).toBeVisible();
      await expect(page.queryByText(text.slotName(slots.length + 1, 'image'))).toBeNull();
    }
  },
};

/** The menu: an entry nested under the one above and lifted back, by keyboard, said each time. */
export const MenuTree: Story = {
  parameters: { msw: { handlers: [holdSaves] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    const nest = await page.findByLabelText(text.menuNest('새로 열린 클래스'));
    nest.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(text.menuNested('새로 열린 클래스', '클래스'))).toBeInTheDocument();
    // The focus stays on the button pressed, as 위로 / 아래로 keep it (a third level is still open to it).
    await waitFor(() => expect(page.getByLabelText(text.menuNest('새로 열린 클래스'))).toHaveFocus());
    page.getByLabelText(text.menuLift('새로 열린 클래스')).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(text.menuLifted('새로 열린 클래스'))).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText(text.menuNest('새로 열린 클래스'))).toHaveFocus());
    // The moves say themselves in words on screen too, not by an arrow alone.
    await expect(page.getByLabelText(text.menuNest('새로 열린 클래스'))).toHaveTextContent(text.menuNestShort);
    await expect(page.getByText(text.menuIntro)).toBeVisible();
  },
};

/**
 * The menu three levels deep (MENU_DEPTH_MAX): an entry nested under the one above, then again under
 * the sub-entry above it, by keyboard, said each time, the focus kept; at the third level it has no
 * deeper place to go, and it lifts back out one level.
 */
export const MenuThreeLevels: Story = {
  name: '메뉴 세 단계',
  parameters: { msw: { handlers: [holdSaves] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    const entry = '새로 열린 클래스';
    (await page.findByLabelText(text.menuNest(entry))).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(text.menuNested(entry, '클래스'))).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText(text.menuNest(entry))).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(text.menuNested(entry, '추천 도서'))).toBeInTheDocument();
    const third = page.getByRole('list', { name: text.menuOpenLabel('추천 도서') });
    await expect(within(third).getByDisplayValue(entry)).toBeVisible();
    await expect(within(third).queryByRole('button', { name: text.menuNest(entry) })).toBeNull();
    await waitFor(() => expect(page.getByLabelText(text.menuLift(entry))).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(text.menuLifted(entry))).toBeInTheDocument();
    await expect(within(page.getByRole('list', { name: text.menuOpenLabel('클래스') })).getByDisplayValue(entry)).toBeVisible();
  },
};

/** "추가" opens the new module's form with the focus on its first field, and the live region says what was added. */
export const AddFocusesForm: Story = {
  name: '모듈 추가 · 설정으로 이동',
  parameters: { route: '/admin/pages/page-008', msw: { handlers: [neverAnswering('put', '/rest/setting/admin/tenant/pages/page-008/manuscript')] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, text.editorTitle('2023 봄 특강'));
    const page = within(canvasElement);
    await userEvent.selectOptions(page.getByLabelText(fieldLabel(text.addKind)), 'BoardList');
    page.getByRole('button', { name: text.addModule }).focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await page.findByRole('region', { name: text.formTitle(text.kindNames.BoardList) }));
    await waitFor(() => expect(form.getByLabelText(fieldLabel(text.fieldModuleTitle))).toHaveFocus());
    await expect(await page.findByText(text.added(text.kindNames.BoardList))).toBeInTheDocument();
  },
};

/** The preview draws the draft with the learner modules, at 1280 and at 360 px. */
export const Preview: Story = {
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.preview }));
    const body = within(canvasElement.ownerDocument.body);
    const frame = await body.findByTestId('page-preview');
    await expect(frame).toHaveAttribute('data-width', '1280');
    await expect(await within(frame).findByRole('heading', { name: '지금 인기 있는 클래스' })).toBeVisible();
    await userEvent.click(body.getByRole('radio', { name: text.previewPhone }));
    await expect(body.getByTestId('page-preview')).toHaveAttribute('data-width', '360');
  },
};

/** A class list's cards: found by initial consonants, added, moved by keyboard (said, focus kept) and taken out. */
export const CardListCards: Story = {
  parameters: { msw: { handlers: [holdSaves] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await userEvent.click(await page.findByLabelText(text.editNamed(listName)));
    await userEvent.type(await page.findByLabelText(fieldLabel(text.searchCards)), 'ㅅㅈㄷㅇㅌ');
    // Already on the list: found, and said to be added.
    await expect(await page.findByLabelText(text.cardPickedNamed('실전 데이터 분석 입문'), {}, wait)).toBeDisabled();
    const form = within(await page.findByRole('region', { name: text.formTitle(listName) }));
    await expect(form.getByText(text.cardsCount(5, 20), { exact: false })).toBeInTheDocument();
    const first = form.getAllByLabelText(/ 아래로$/)[0];
    if (!first) throw new Error('no card to move');
    const label = first.getAttribute('aria-label') ?? '';
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page.findByText(reorder.moved(label.replace(/ 아래로$/, ''), 2, 5))).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText(label)).toHaveFocus());
  },
};

const twin = (type: CardItem['type'], itemKey: string, price: number): CardItem => ({ type, itemKey, title: '실전 데이터 분석', coverImageUrl: null, price, priceDisplayMode: 'FREE' });

/** Same-named items told apart by type and price, and no stored key on screen (the review by hand). */
export const CardsOfOneName: Story = {
  name: '카드 찾기 · 이름이 같은 상품',
  parameters: {
    msw: {
      handlers: [
        holdSaves,
        http.get('*/rest/setting/admin/tenant/page-items', () =>
          HttpResponse.json({ totalCount: 3, items: [twin('KLASS', 'klass-901', 35000), twin('KLASS', 'klass-902', 0), twin('KLASS', 'klass-903', 0)] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    await userEvent.click(await page.findByLabelText(text.editNamed(listName)));
    const results = within(await page.findByRole('list', { name: text.resultsLabel }, wait));
    await expect(results.getByRole('button', { name: text.addCard('실전 데이터 분석 (클래스 · 35,000원)') })).toBeEnabled();
    await expect(results.getByRole('button', { name: text.addCard('실전 데이터 분석 (클래스 · 무료 · 1번째)') })).toBeEnabled();
    await userEvent.click(results.getByRole('button', { name: text.addCard('실전 데이터 분석 (클래스 · 무료 · 2번째)') }));
    await expect(await page.findByText(text.cardAdded('실전 데이터 분석 (클래스 · 무료 · 2번째)'))).toBeInTheDocument();
    await expect(results.getByText('클래스 · 35,000원')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/klass-90\d/);
  },
};

/** A real 3 × 4 PNG, as an operator's banner image. */
const bannerPng = () =>
  new File(
    [Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAMAAAAECAIAAADETxJQAAAAEUlEQVR4nGN48eE/BDHgZQEAqMIiFboPnVwAAAAASUVORK5CYII='), (c) => c.charCodeAt(0))],
    '겨울 배너.png',
    { type: 'image/png' },
  );

const page008Saves = neverAnswering('put', '/rest/setting/admin/tenant/pages/page-008/manuscript');

async function addSingleBanner(canvasElement: HTMLElement) {
  await findPageHeading(canvasElement, text.editorTitle('2023 봄 특강'));
  const page = within(canvasElement);
  await userEvent.selectOptions(page.getByLabelText(fieldLabel(text.addKind)), 'SingleBanner');
  await userEvent.click(page.getByRole('button', { name: text.addModule }));
  return page;
}

/** "Images through the upload kit": a banner's image uploaded, published at its public address, shown, and taken back by undo. */
export const BannerImageUploaded: Story = {
  name: '배너 이미지 · 올리기',
  parameters: { route: '/admin/pages/page-008', msw: { handlers: [page008Saves] } },
  play: async ({ canvasElement }) => {
    const page = await addSingleBanner(canvasElement);
    await userEvent.upload(await page.findByLabelText(fieldLabel(text.fieldImage)), bannerPng());
    const preview = await page.findByRole('img', { name: text.imagePreview(text.fieldImage) }, { timeout: 10_000 });
    await expect(preview).toHaveAttribute('src', expect.stringContaining('/storage/public/pages/'));
    await expect((page.getByLabelText(fieldLabel(text.imageAddress(text.fieldImage))) as HTMLInputElement).value).toContain('/storage/public/pages/');
    await userEvent.click(page.getByRole('button', { name: text.undo }));
    await waitFor(() => expect(page.queryByRole('img', { name: text.imagePreview(text.fieldImage) })).toBeNull());
  },
};

/** The upload went through but publishing the image failed: said at the field, the module keeps what it had. */
export const BannerImagePublishFailed: Story = {
  name: '배너 이미지 · 내보내기 실패',
  parameters: { route: '/admin/pages/page-008', msw: { handlers: [page008Saves, failing('post', '/rest/setting/admin/tenant/page-images')] } },
  play: async ({ canvasElement }) => {
    const page = await addSingleBanner(canvasElement);
    const input = await page.findByLabelText(fieldLabel(text.fieldImage));
    await userEvent.upload(input, bannerPng());
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(text.imagePublishFailed('겨울 배너.png'))), { timeout: 10_000 });
    await expect(page.getByLabelText(fieldLabel(text.imageAddress(text.fieldImage)))).toHaveValue('');
  },
};

/** The typed address stays as a second way in, and passes the safe-URL rule: a script address is refused at the field. */
export const BannerImageTypedAddress: Story = {
  name: '배너 이미지 · 주소로 넣기',
  parameters: { route: '/admin/pages/page-008', msw: { handlers: [page008Saves] } },
  play: async ({ canvasElement }) => {
    const page = await addSingleBanner(canvasElement);
    const address = await page.findByLabelText(fieldLabel(text.imageAddress(text.fieldImage)));
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.tab();
    await expect(address).toHaveAccessibleDescription(expect.stringContaining(pageRuleMessages.imageUrl));
    await expect(page.queryByRole('img', { name: text.imagePreview(text.fieldImage) })).toBeNull();
    await userEvent.clear(address);
    await userEvent.type(address, '/mock-media/banners/banner-02.svg');
    await expect(await page.findByRole('img', { name: text.imagePreview(text.fieldImage) })).toHaveAttribute('src', '/mock-media/banners/banner-02.svg');
  },
};

/**
 * At 390 px (the width the product is reviewed at): the modules' grips and 위로 / 아래로 and the
 * menu's fit their rows and the phone, each big enough to press; a module's name can be selected
 * (its row is draggable only while its grip is pressed); a module moves by its button and by its
 * grip, each said in the live region.
 */
export const PhoneWidth: Story = {
  name: '390px · 순서 바꾸기',
  globals: { viewport: { value: 'xs390' } },
  parameters: { msw: { handlers: [holdSaves] } },
  play: async ({ canvasElement }) => {
    const page = await openHome(canvasElement);
    const modules = await page.findByRole('list', { name: text.modulesCountLabel(8) });
    await expectRowsFitPhone(modules);
    await expectRowsFitPhone(page.getByRole('list', { name: text.menuSection }));
    const rows = () => within(modules).getAllByRole('listitem');
    const [first, second] = rows();
    if (!first || !second) throw new Error('the home has eight modules');
    await expectTextSelectable(first);

    await userEvent.click(within(modules).getByRole('button', { name: reorder.moveDown(listName) }));
    await expect(await page.findByText(reorder.moved(listName, 4, 8))).toBeInTheDocument();
    const noticeRow = rows().find((row) => within(row).queryByText(noticesName, { selector: 'strong' }));
    if (!noticeRow) throw new Error('the home has its notices');
    await dragRow(noticeRow, second, 'top');
    await expect(await page.findByText(reorder.moved(noticesName, 2, 8))).toBeInTheDocument();
  },
};
