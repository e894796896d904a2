/**
 * The page editor's state in React (issue 41), on the editor kit (app/backoffice/kit/editor/): the
 * kit keeps the history (undo / redo, a run of typing in one field as one step), the draft kept in
 * the browser at every change with the manuscript version it was based on (a reload brings it
 * back), the version-checked save and the leave guard; this adds the autosave (the manuscript is
 * saved a moment after the last change, never over a stale version: once told, the person
 * chooses), the commands on modules and the menu with what each says in the live region, publish
 * (saving first what is not yet saved) and re-applying this person's work on the latest manuscript.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isApiError } from '@app/shared/api/client/ApiError';
import type { PageDetail } from '@app/shared/api/contract/adminPage';
import { contentsProblems, pageErrorCodes } from '@app/shared/api/contract/adminPageRules';
import type { ModuleKind, PageModule } from '@app/shared/api/contract/pageModules';
import { copy } from '@app/shared/copy';
import { announces } from '@app/shared/sync/querySync';
import type { Announcer } from '../kit/editor/LiveAnnouncement';
import { useEditorDocument } from '../kit/editor/useEditorDocument';
import type { Menu } from './menuTree';
import { adminPageKeys, pageChanges, pageQuery, publishPage, saveManuscript } from './pageApi';
import { duplicateModule, insertModule, moveModule, newId, newModule, pageDrafts, reapply, removeModule, replaceModule, type PageDoc } from './pageEditing';

const text = copy.backofficePages;
const reorderWords = copy.backofficeReorder;

/** How long after the last change the manuscript is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

/** A module's name as the list and the live region say it. */
export function moduleName(module: PageModule): string {
  return text.moduleName(module.kind, 'title' in module && module.title.trim() ? module.title.trim() : null);
}

export type PublishOutcome = { kind: 'published'; version: number } | { kind: 'blocked'; problems: number } | { kind: 'stale' } | { kind: 'failed' };

export function usePageEditor(detail: PageDetail, announcer: Announcer) {
  const queryClient = useQueryClient();
  const pageKey = detail.pageKey;
  /** The manuscript version the server holds now, as this tab last heard: a publish names it. */
  const savedVersion = useRef(detail.manuscriptVersion);
  const [publishOutcome, setPublishOutcome] = useState<PublishOutcome | null>(null);

  const editor = useEditorDocument({
    recordKey: pageKey,
    saved: detail.manuscript,
    version: detail.manuscriptVersion,
    drafts: pageDrafts,
    send: (doc: PageDoc, basedOn: number) => saveManuscript(pageKey, doc, basedOn),
    // The server answers media addresses made absolute; the work stays as typed.
    savedOf: (_answer, sent) => sent,
    versionOf: (answer) => answer.manuscriptVersion,
    onSaved: (answer) => {
      savedVersion.current = answer.manuscriptVersion;
      queryClient.setQueryData(adminPageKeys.page(pageKey), { ...answer, manuscript: answer.manuscript });
      void queryClient.invalidateQueries({ queryKey: [...adminPageKeys.all, 'list'] });
    },
    // A manuscript is not live until published: other tabs of the back-office only.
    meta: announces(adminPageKeys.all),
    announce: announcer.announce,
    conflict: {
      code: pageErrorCodes.pageManuscriptConflict.code,
      latest: async () => {
        const fresh = await queryClient.fetchQuery({ ...pageQuery(pageKey), staleTime: 0 });
        return { doc: fresh.manuscript, version: fresh.manuscriptVersion };
      },
    },
  });
  const { doc, dirty, saving, problem } = editor;

  // The autosave: a moment after the last change, while nothing is wrong (after a stale save or a
  // failure the person decides; the draft in the browser keeps the work meanwhile).
  const saveNow = useEffectEvent(() => editor.save());
  useEffect(() => {
    if (!dirty || saving || problem !== null) return;
    const timer = window.setTimeout(saveNow, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [doc, dirty, saving, problem]);

  const publishing = useMutation({
    mutationFn: (version: number) => publishPage(pageKey, version),
    meta: announces(...pageChanges),
    onSuccess: ({ publication }) => {
      setPublishOutcome({ kind: 'published', version: publication.publicationVersion });
      void queryClient.invalidateQueries({ queryKey: adminPageKeys.publications(pageKey) });
      void queryClient.invalidateQueries({ queryKey: [...adminPageKeys.all, 'list'] });
    },
    onError: (error) => {
      const stale = isApiError(error) && error.code === pageErrorCodes.pageManuscriptConflict.code;
      setPublishOutcome(stale ? { kind: 'stale' } : { kind: 'failed' });
      // Saved elsewhere meanwhile: the save is told so too, and reads what changed there.
      if (stale) editor.save();
    },
  });

  const modules = doc.modules;
  const nameAt = (index: number) => {
    const module = modules[index];
    return module ? moduleName(module) : '';
  };

  return {
    ...editor,
    publishOutcome,
    publishing: publishing.isPending,
    /** The manuscript version the server holds, as this tab last heard (a restore names it). */
    currentVersion: () => savedVersion.current,
    /** Publishes the manuscript as it is on screen: what is not saved yet is saved first; a module breaking a rule stops it here. */
    publish: () => {
      const problems = Object.keys(contentsProblems(doc)).length;
      if (problems > 0) {
        setPublishOutcome({ kind: 'blocked', problems });
        return;
      }
      setPublishOutcome(null);
      if (dirty) editor.save(() => publishing.mutate(savedVersion.current));
      else publishing.mutate(savedVersion.current);
    },
    addModule: (kind: ModuleKind): PageModule => {
      const module = newModule(kind, newId('mod'));
      editor.change(insertModule(doc, modules.length, module));
      announcer.announce(text.added(text.kindNames[kind]));
      return module;
    },
    /** A keystroke in one field of a module: consecutive ones there are one undo step. */
    typeModule: (module: PageModule, field: string) => editor.type(replaceModule(doc, module), `${module.id}:${field}`),
    changeModule: (module: PageModule) => editor.change(replaceModule(doc, module)),
    moveModule: (index: number, to: number): boolean => {
      const moved = moveModule(doc, index, to);
      if (moved === doc) return false;
      editor.change(moved);
      announcer.announce(reorderWords.moved(nameAt(index), to + 1, modules.length));
      return true;
    },
    duplicateModule: (module: PageModule): string => {
      const id = newId('mod');
      editor.change(duplicateModule(doc, module.id, id));
      announcer.announce(text.duplicated(moduleName(module)));
      return id;
    },
    removeModule: (module: PageModule) => {
      editor.change(removeModule(doc, module.id));
      announcer.announce(text.removed(moduleName(module)));
    },
    changeMenu: (menu: Menu, said?: string) => {
      editor.change({ ...doc, menu: [...menu] });
      if (said) announcer.announce(said);
    },
    typeMenu: (menu: Menu, field: string) => editor.type({ ...doc, menu: [...menu] }, `menu:${field}`),
    /** After a stale save: this person's work put on the latest manuscript, as one undo step. */
    reapplyOnLatest: async (): Promise<boolean> => {
      const base = editor.saved;
      const mine = doc;
      const taken = await editor.takeLatest();
      if (!taken) return false;
      const fresh = queryClient.getQueryData<PageDetail>(adminPageKeys.page(pageKey));
      if (fresh) {
        savedVersion.current = fresh.manuscriptVersion;
        editor.change(reapply(base, mine, fresh.manuscript));
      }
      return true;
    },
  };
}

export type PageEditorApi = ReturnType<typeof usePageEditor>;
