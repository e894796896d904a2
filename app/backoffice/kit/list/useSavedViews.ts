/**
 * The signed-in person's saved views of one list, for this tenant (savedViews.ts in React).
 * The tenant is the host serving the back-office: one browser may hold several tenants' sessions.
 */
import { useMemo, useState } from 'react';
import { useBackofficePersonContext } from '../../access/personContext';
import { createSavedViews, type SavedView } from './savedViews';

export interface SavedViewsApi {
  views: SavedView[];
  save(name: string, search: string): void;
  rename(id: string, name: string): void;
  remove(id: string): void;
}

export function useSavedViews(listId: string): SavedViewsApi {
  const person = useBackofficePersonContext();
  const accountKey = person.operator?.accountKey ?? person.master?.accountKey ?? 'anonymous';
  const store = useMemo(
    () => createSavedViews({ storage: window.localStorage, accountKey, tenant: window.location.host, listId }),
    [accountKey, listId],
  );
  const [views, setViews] = useState(() => store.list());
  const [shownStore, setShownStore] = useState(store);
  if (shownStore !== store) {
    setShownStore(store);
    setViews(store.list());
  }
  return {
    views,
    save: (name, search) => {
      store.save(name, search);
      setViews(store.list());
    },
    rename: (id, name) => {
      store.rename(id, name);
      setViews(store.list());
    },
    remove: (id) => {
      store.remove(id);
      setViews(store.list());
    },
  };
}
