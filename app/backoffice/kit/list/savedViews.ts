/**
 * Saved views (issue 15, part 1): a named URL of one list, kept per person and per tenant in the
 * browser's storage, so an operator's "휴면 회원, 가입일순" is one click and never someone else's.
 * Framework-free; the storage and the clock are injected. A view is only its search string, so
 * opening one is the same as pasting its link, and a stale view falls back like any bad URL.
 */

export interface SavedView {
  id: string;
  name: string;
  /** `?…` as useListState's `search` gives it; '' is the default view. */
  search: string;
  /** ISO instant. */
  savedAt: string;
}

/** The part of `Storage` used here (tests pass a Map-backed one). */
export interface ViewStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SavedViewsOptions {
  storage: ViewStorage;
  /** The signed-in person. */
  accountKey: string;
  /** The tenant serving the back-office (its host on a real backend). */
  tenant: string;
  /** The list definition's id. */
  listId: string;
  now?: () => number;
  newId?: () => string;
}

export interface SavedViews {
  /** In the order they were saved. */
  list(): SavedView[];
  /** A name already used is overwritten (one name, one view). */
  save(name: string, search: string): SavedView;
  rename(id: string, name: string): void;
  remove(id: string): void;
}

/** Longest view name kept; a longer one is cut. */
export const VIEW_NAME_MAX = 40;

export function savedViewsKey(tenant: string, accountKey: string, listId: string): string {
  return `klass.admin.views.v1:${tenant}:${accountKey}:${listId}`;
}

function isSavedView(value: unknown): value is SavedView {
  if (typeof value !== 'object' || value === null) return false;
  const view = value as Record<string, unknown>;
  return typeof view.id === 'string' && typeof view.name === 'string' && typeof view.search === 'string' && typeof view.savedAt === 'string';
}

function cleanName(name: string): string {
  return name.trim().slice(0, VIEW_NAME_MAX);
}

export function createSavedViews(options: SavedViewsOptions): SavedViews {
  const key = savedViewsKey(options.tenant, options.accountKey, options.listId);
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());

  function read(): SavedView[] {
    const text = options.storage.getItem(key);
    if (!text) return [];
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter(isSavedView) : [];
    } catch {
      return [];
    }
  }

  function write(views: SavedView[]): void {
    if (views.length === 0) options.storage.removeItem(key);
    else options.storage.setItem(key, JSON.stringify(views));
  }

  return {
    list: read,
    save(name, search) {
      const cleaned = cleanName(name);
      if (!cleaned) throw new Error('A saved view needs a name');
      const views = read();
      const existing = views.find((view) => view.name === cleaned);
      const view: SavedView = { id: existing?.id ?? newId(), name: cleaned, search, savedAt: new Date(now()).toISOString() };
      write(existing ? views.map((other) => (other.id === view.id ? view : other)) : [...views, view]);
      return view;
    },
    rename(id, name) {
      const cleaned = cleanName(name);
      if (!cleaned) throw new Error('A saved view needs a name');
      // Renaming onto another view's name replaces that view, as saving under it would.
      write(read().filter((view) => view.id === id || view.name !== cleaned).map((view) => (view.id === id ? { ...view, name: cleaned } : view)));
    },
    remove(id) {
      write(read().filter((view) => view.id !== id));
    },
  };
}
