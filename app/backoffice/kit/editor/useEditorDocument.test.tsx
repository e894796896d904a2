/**
 * The editor kit's document on screen (issue 41): unsaved work comes back from the browser with the
 * version it was based on, and a save carries it; a stale save is told with the work kept, the
 * latest document read aside, and the next save goes over the latest version; taking the latest
 * replaces the work; a saved document leaves no draft behind; leaving asks only when the work
 * would be lost (unsaved and not kept in the browser).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/shared/api/client/ApiError';
import { copy } from '@app/shared/copy';
import { defineDraftStore, isWholeVersion } from './draftStore';
import { useEditorDocument } from './useEditorDocument';

interface Doc {
  title: string;
}
interface Saved {
  doc: Doc;
  version: number;
}

const CONFLICT = 'page.manuscript.version_conflict';
const isDoc = (value: unknown): value is Doc => typeof value === 'object' && value !== null && 'title' in value && typeof value.title === 'string';
const drafts = defineDraftStore<Doc, number>({ prefix: 'test.editorDocument.', isDoc, isVersion: isWholeVersion });

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** A server holding `held` at `version`, refusing a save based on anything older. */
function server(held: Doc, version: number) {
  const state = { held, version, received: [] as Array<{ doc: Doc; basedOn: number }> };
  const send = (doc: Doc, basedOn: number): Promise<Saved> => {
    state.received.push({ doc, basedOn });
    if (basedOn !== state.version) return Promise.reject(new ApiError({ status: 409, code: CONFLICT, message: '먼저 저장된 원고가 있어요.', data: null }));
    state.held = doc;
    state.version += 1;
    return Promise.resolve({ doc, version: state.version });
  };
  const latest = () => Promise.resolve({ doc: state.held, version: state.version });
  return { state, send, latest };
}

function open(backend: ReturnType<typeof server>, saved: Doc, version: number, announce?: (message: string) => void) {
  return renderHook(
    () =>
      useEditorDocument({
        recordKey: 'home',
        saved,
        version,
        drafts,
        send: backend.send,
        savedOf: (answer: Saved) => answer.doc,
        versionOf: (answer: Saved) => answer.version,
        conflict: { code: CONFLICT, latest: backend.latest },
        announce,
      }),
    { wrapper },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('useEditorDocument', () => {
  it('brings unsaved work back with its base version, which the save carries; a saved document leaves no draft', async () => {
    window.localStorage.setItem(drafts.key('home'), JSON.stringify({ baseVersion: 4, doc: { title: '고친 홈' } }));
    const backend = server({ title: '홈' }, 4);
    const { result } = open(backend, { title: '홈' }, 4);
    expect(result.current.restored).toBe(true);
    expect(result.current.doc.title).toBe('고친 홈');
    expect(result.current.dirty).toBe(true);
    act(() => result.current.save());
    await waitFor(() => expect(result.current.dirty).toBe(false));
    expect(backend.state.received).toEqual([{ doc: { title: '고친 홈' }, basedOn: 4 }]);
    expect(result.current.restored).toBe(false);
    expect(window.localStorage.getItem(drafts.key('home'))).toBeNull();
  });

  it('a draft it cannot read is set aside and said, not dropped when the saved work is shown', () => {
    const unreadable = JSON.stringify({ baseVersion: 4, doc: { heading: '예전 모양' } });
    window.localStorage.setItem(drafts.key('home'), unreadable);
    const { result } = open(server({ title: '홈' }, 4), { title: '홈' }, 4);
    expect(result.current.restored).toBe(false);
    expect(result.current.doc).toEqual({ title: '홈' });
    const keptAt = result.current.setAside?.keptAt;
    expect(result.current.setAside?.raw).toBe(unreadable);
    expect(keptAt && window.localStorage.getItem(keptAt)).toBe(unreadable);
    act(() => result.current.dismissSetAside());
    expect(result.current.setAside).toBeNull();
    expect(keptAt && window.localStorage.getItem(keptAt)).toBe(unreadable);
  });

  it('keeps every change in the browser as it is made, one undo step per run of typing', () => {
    const { result } = open(server({ title: '홈' }, 1), { title: '홈' }, 1);
    for (const title of ['홈 ', '홈 화', '홈 화면']) act(() => result.current.type({ title }, 'title'));
    expect(drafts.read(window.localStorage, 'home')).toEqual({ baseVersion: 1, doc: { title: '홈 화면' } });
    act(() => result.current.undo());
    expect(result.current.doc.title).toBe('홈');
    expect(result.current.canUndo).toBe(false);
    expect(window.localStorage.getItem(drafts.key('home'))).toBeNull();
  });

  it('says each undo and redo in the live region, and nothing when there was no step to take', () => {
    const said: string[] = [];
    const { result } = open(server({ title: '홈' }, 1), { title: '홈' }, 1, (message) => said.push(message));
    act(() => result.current.undo());
    expect(said).toEqual([]);
    act(() => result.current.change({ title: '새 홈' }));
    act(() => result.current.undo());
    act(() => result.current.redo());
    act(() => result.current.redo());
    expect(result.current.doc.title).toBe('새 홈');
    expect(said).toEqual([copy.backofficeEditor.undone, copy.backofficeEditor.redone]);
  });

  it('a stale save is told with the work kept; the latest is read aside and the next save goes over it', async () => {
    const backend = server({ title: '다른 탭의 홈' }, 6);
    const { result } = open(backend, { title: '홈' }, 5);
    act(() => result.current.change({ title: '내 홈' }));
    act(() => result.current.save());
    await waitFor(() => expect(result.current.problem).toBe('stale'));
    expect(result.current.doc.title).toBe('내 홈');
    await waitFor(() => expect(result.current.latest).toEqual({ title: '다른 탭의 홈' }));
    act(() => result.current.save());
    await waitFor(() => expect(result.current.problem).toBeNull());
    expect(backend.state.received.map((each) => each.basedOn)).toEqual([5, 6]);
    expect(backend.state.held).toEqual({ title: '내 홈' });
    expect(result.current.latest).toBeNull();
  });

  it('after a stale save, taking the latest replaces the work and bases the next save on it', async () => {
    const backend = server({ title: '다른 탭의 홈' }, 6);
    const { result } = open(backend, { title: '홈' }, 5);
    act(() => result.current.change({ title: '내 홈' }));
    act(() => result.current.save());
    await waitFor(() => expect(result.current.problem).toBe('stale'));
    await act(() => result.current.takeLatest());
    expect(result.current.doc.title).toBe('다른 탭의 홈');
    expect(result.current.problem).toBeNull();
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.change({ title: '다시 고친 홈' }));
    act(() => result.current.save());
    await waitFor(() => expect(result.current.dirty).toBe(false));
    expect(backend.state.received.at(-1)).toEqual({ doc: { title: '다시 고친 홈' }, basedOn: 6 });
  });

  it('taking the latest that cannot be read keeps the work and the notice', async () => {
    const backend = server({ title: '다른 탭의 홈' }, 6);
    const { result } = open({ ...backend, latest: () => Promise.reject(new Error('offline')) }, { title: '홈' }, 5);
    act(() => result.current.change({ title: '내 홈' }));
    act(() => result.current.save());
    await waitFor(() => expect(result.current.problem).toBe('stale'));
    let taken = true;
    await act(async () => {
      taken = await result.current.takeLatest();
    });
    expect(taken).toBe(false);
    expect(result.current.doc.title).toBe('내 홈');
    expect(result.current.problem).toBe('stale');
  });

  it('"leaving asks first" only when leaving would lose work: unsaved work kept in the browser leaves without a question', () => {
    const { result } = open(server({ title: '홈' }, 1), { title: '홈' }, 1);
    act(() => result.current.type({ title: '홈 화면' }, 'title'));
    expect(result.current.dirty).toBe(true);
    expect(result.current.draftKept).toBe(true);
    act(() => result.current.leaveGuard.ask('/admin/pages'));
    expect(result.current.leaveGuard.asking).toBe(false);
  });

  it('asks before leaving when the browser would not keep the draft (a reload would lose it)', () => {
    const { result } = open(server({ title: '홈' }, 1), { title: '홈' }, 1);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    act(() => result.current.type({ title: '아주 긴 홈' }, 'title'));
    expect(result.current.draftKept).toBe(false);
    act(() => result.current.leaveGuard.ask('/admin/pages'));
    expect(result.current.leaveGuard.asking).toBe(true);
    act(() => result.current.leaveGuard.stay());
    expect(result.current.doc.title).toBe('아주 긴 홈');
  });
});
