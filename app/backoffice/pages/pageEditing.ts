/**
 * The page editor's document and its commands (issue 41), framework-free and unit-tested
 * (pageEditing.test.ts): a page's manuscript is its modules top to bottom and its menu; the editor
 * kit keeps the history, the draft and the versioned save, and this file says what the editor can
 * do to the document — add a module of a kind with its defaults (§9 banner heights and speed),
 * move one place, duplicate, delete, change a PageSection's layout keeping what its slots held,
 * and, after a stale save, put this person's changes back on the latest manuscript (`reapply`).
 */
import { defineDraftStore, isWholeVersion } from '../kit/editor/draftStore';
import {
  bannerDefaults,
  moduleKinds,
  slotsOf,
  type BannerSlide,
  type ModuleKind,
  type PageContents,
  type PageModule,
  type SectionLayout,
  type SectionSlot,
  type SlotKind,
} from '@app/shared/api/contract/pageModules';

export type PageDoc = PageContents;

const emptySlide = (): BannerSlide => ({ imageUrl: '', mobileImageUrl: null, alt: '', linkUrl: null });

function emptySlot(kind: SlotKind): SectionSlot {
  if (kind === 'image') return { slot: 'image', imageUrl: '', alt: '', linkUrl: null };
  if (kind === 'video') return { slot: 'video', videoUrl: '', title: '' };
  return { slot: 'board', boardKey: '', count: 5 };
}

/** A new module of `kind`, empty but for its defaults (its form says what is still missing). */
export function newModule(kind: ModuleKind, id: string): PageModule {
  switch (kind) {
    case 'SingleBanner':
      return { id, kind, slide: emptySlide(), height: bannerDefaults.singleBannerHeight };
    case 'MultiBanner':
      return {
        id,
        kind,
        slides: [emptySlide()],
        pcMaxHeight: bannerDefaults.pcMaxHeight,
        mobileMaxHeight: bannerDefaults.mobileMaxHeight,
        transitionSpeed: bannerDefaults.transitionSpeed,
      };
    case 'BoardList':
      return { id, kind, title: '', boardKey: '', count: 5 };
    case 'VideoCard':
      return { id, kind, title: '', videoUrl: '', description: '' };
    case 'PageSection':
      return { id, kind, title: '', layout: 'DoubleImage', slots: slotsOf.DoubleImage.map(emptySlot) };
    case 'RecentInventory':
      return { id, kind, title: '' };
    default:
      // The card lists.
      return { id, kind, title: '', items: [] };
  }
}

/** A new layout for a section: each slot keeps what it held when its kind stays the same. */
export function withLayout(module: Extract<PageModule, { kind: 'PageSection' }>, layout: SectionLayout): PageModule {
  const slots = slotsOf[layout].map((kind, index) => {
    const kept = module.slots[index];
    return kept?.slot === kind ? kept : emptySlot(kind);
  });
  return { ...module, layout, slots };
}

export function insertModule(doc: PageDoc, at: number, module: PageModule): PageDoc {
  const modules = [...doc.modules];
  modules.splice(Math.max(0, Math.min(at, modules.length)), 0, module);
  return { ...doc, modules };
}

export function replaceModule(doc: PageDoc, module: PageModule): PageDoc {
  return { ...doc, modules: doc.modules.map((each) => (each.id === module.id ? module : each)) };
}

export function removeModule(doc: PageDoc, id: string): PageDoc {
  return { ...doc, modules: doc.modules.filter((each) => each.id !== id) };
}

/** The module at `from` moved to `to` (both indexes); the same document when it cannot move. */
export function moveModule(doc: PageDoc, from: number, to: number): PageDoc {
  const moving = doc.modules[from];
  if (!moving || from === to || to < 0 || to >= doc.modules.length) return doc;
  const modules = doc.modules.filter((_, index) => index !== from);
  modules.splice(to, 0, moving);
  return { ...doc, modules };
}

/** A copy of the module right below it, under a new id. */
export function duplicateModule(doc: PageDoc, id: string, newId: string): PageDoc {
  const index = doc.modules.findIndex((each) => each.id === id);
  const original = doc.modules[index];
  if (!original) return doc;
  return insertModule(doc, index + 1, { ...structuredClone(original), id: newId });
}

const byId = (modules: readonly PageModule[]) => new Map(modules.map((module) => [module.id, module]));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What another save changed, compared with the work's starting point: for the stale notice. */
export function changedModules(base: PageDoc, other: PageDoc): { added: number; removed: number; changed: number; moved: boolean; menu: boolean } {
  const before = byId(base.modules);
  const after = byId(other.modules);
  const kept = base.modules.filter((module) => after.has(module.id)).map((module) => module.id);
  const order = other.modules.filter((module) => before.has(module.id)).map((module) => module.id);
  return {
    added: other.modules.filter((module) => !before.has(module.id)).length,
    removed: base.modules.filter((module) => !after.has(module.id)).length,
    changed: other.modules.filter((module) => before.has(module.id) && !same(before.get(module.id), module)).length,
    moved: !same(kept, order),
    menu: !same(base.menu, other.menu),
  };
}

/**
 * This person's changes (from `base` to `mine`) put on `theirs` (what was saved meanwhile): the
 * modules this person changed or added take their place from `mine`, those this person deleted
 * go, those only the other save added or changed stay as it left them; the order is `mine`'s,
 * with the other save's new modules after the module they followed. The menu is this person's
 * when they changed it, else the other save's.
 */
export function reapply(base: PageDoc, mine: PageDoc, theirs: PageDoc): PageDoc {
  const before = byId(base.modules);
  const ours = byId(mine.modules);
  const other = byId(theirs.modules);
  const pick = (module: PageModule): PageModule | null => {
    const original = before.get(module.id);
    if (!original) return module; // added here
    const otherVersion = other.get(module.id);
    if (!same(original, module)) return module; // changed here: this person's wins
    return otherVersion ?? null; // unchanged here: as the other save left it (or deleted there)
  };
  const modules: PageModule[] = [];
  for (const module of mine.modules) {
    const kept = pick(module);
    if (kept) modules.push(kept);
  }
  // The other save's new modules, after the module they followed there.
  theirs.modules.forEach((module, index) => {
    if (before.has(module.id) || ours.has(module.id)) return;
    const previous = theirs.modules[index - 1];
    const at = previous ? modules.findIndex((each) => each.id === previous.id) : -1;
    modules.splice(at + 1, 0, module);
  });
  return { modules, menu: same(base.menu, mine.menu) ? theirs.menu : mine.menu };
}

const isModule = (value: unknown): value is PageModule =>
  typeof value === 'object' && value !== null && 'id' in value && 'kind' in value && (moduleKinds as readonly unknown[]).includes(value.kind);

/** A menu entry with its sub-entries at every level (a draft kept before menus went deeper is upgraded first). */
const isMenuEntry = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'uuid' in value && 'children' in value && Array.isArray(value.children) && value.children.every(isMenuEntry);

export const isPageDoc = (value: unknown): value is PageDoc =>
  typeof value === 'object' &&
  value !== null &&
  'modules' in value &&
  'menu' in value &&
  Array.isArray(value.modules) &&
  Array.isArray(value.menu) &&
  value.modules.every(isModule) &&
  value.menu.every(isMenuEntry);

/**
 * A menu entry as a draft kept it: until menus went three levels deep (MENU_DEPTH_MAX), a top
 * entry's sub-entries had no `children` of their own. Such a sub-entry gets an empty list, so the
 * draft opens as it was; anything else is left for isPageDoc to judge.
 */
function upgradeMenuEntry(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null || !('uuid' in entry)) return entry;
  if (!('children' in entry)) return { ...entry, children: [] };
  return Array.isArray(entry.children) ? { ...entry, children: entry.children.map(upgradeMenuEntry) } : entry;
}

/** A page's document as an older editor kept it, in today's shape where the difference is known. */
function upgradePageDoc(doc: unknown): unknown {
  if (typeof doc !== 'object' || doc === null || !('menu' in doc) || !Array.isArray(doc.menu)) return doc;
  return { ...doc, menu: doc.menu.map(upgradeMenuEntry) };
}

/** One draft per page, with the manuscript version it was based on; one kept before menus went deeper opens too. */
export const pageDrafts = defineDraftStore<PageDoc, number>({
  prefix: 'klass.backoffice.pageDraft.',
  isDoc: isPageDoc,
  isVersion: isWholeVersion,
  upgrade: upgradePageDoc,
});

let made = 0;
/** A module or menu entry's new id: unique in this tab, and in the manuscript whoever else edits it. */
export function newId(prefix: string): string {
  made += 1;
  return `${prefix}-${Date.now().toString(36)}-${made.toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
}
