/**
 * useListState against issue 15 part 1: the URL is the state; committed changes push so
 * back/forward walk them; typing in a text filter does not push a history entry per keystroke;
 * a filter change goes back to page 1; back restores the fields.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEXT_FILTER_DELAY_MS, useListState, type ListStateApi } from './useListState';
import { defineList } from './urlState';

const list = defineList({
  id: 'test.list',
  filters: {
    q: { kind: 'text', label: '검색어' },
    status: { kind: 'set', label: '상태', options: [{ value: 'A', label: 'A' }, { value: 'B', label: 'B' }] },
  },
  sortFields: ['name'],
  defaultSort: { field: 'name', direction: 'asc' },
  pageSizes: [20, 50],
  defaultPageSize: 20,
  columns: [{ id: 'name' }],
});

function setup(initial = '/list') {
  const seen: { api: ListStateApi<typeof list> | null } = { api: null };
  function Probe() {
    seen.api = useListState(list);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  const api = () => {
    if (!seen.api) throw new Error('not rendered');
    return seen.api;
  };
  return { router, api, search: () => router.state.location.search };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('committed changes push, so back/forward walk them', () => {
  it('a status, then a sort: back goes to the status alone, back again to the default view', async () => {
    const { router, api, search } = setup();
    act(() => api().setFilter('status', ['A']));
    act(() => api().setSort({ field: 'name', direction: 'desc' }));
    expect(search()).toBe('?status=A&sort=name%2Cdesc');
    await act(() => router.navigate(-1));
    expect(api().state.filters.status).toEqual(['A']);
    expect(api().state.sort.direction).toBe('asc');
    await act(() => router.navigate(-1));
    expect(search()).toBe('');
  });

  it('a filter change goes back to page 1', () => {
    const { api, search } = setup('/list?page=4');
    act(() => api().setFilter('status', ['B']));
    expect(search()).toBe('?status=B');
  });
});

describe('a committed change shows at once, whatever the router does with it', () => {
  it('a chosen status is on screen in the same click, while the route the URL leads to is still loading', () => {
    const loading = new Promise<never>(() => undefined);
    function SlowPart() {
      const [params] = useSearchParams();
      if (params.has('status')) throw loading;
      return null;
    }
    function Page() {
      const api = useListState(list);
      return (
        <>
          <button type="button" onClick={() => api.setFilter('status', ['A'])}>
            A
          </button>
          <output>{api.state.filters.status.join(',') || '없음'}</output>
          <Suspense fallback={null}>
            <SlowPart />
          </Suspense>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/list', element: <Page /> }], { initialEntries: ['/list'] });
    render(<RouterProvider router={router} />);
    act(() => screen.getByRole('button', { name: 'A' }).click());
    expect(router.state.location.search).toBe('?status=A');
    expect(screen.getByRole('status')).toHaveTextContent('A');
  });
});

describe('typing in a text filter does not push a history entry per keystroke', () => {
  it('the field shows each key at once; the URL gets the text after a pause, as one entry', async () => {
    const { router, api, search } = setup('/list?page=3');
    for (const text of ['김', '김하', '김하늘']) act(() => api().setFilter('q', text));
    expect(api().draftFilters.q).toBe('김하늘');
    expect(search()).toBe('?page=3');
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DELAY_MS));
    expect(search()).toBe('?q=%EA%B9%80%ED%95%98%EB%8A%98');
    act(() => api().setFilter('q', '김하늘님'));
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DELAY_MS));
    expect(api().state.filters.q).toBe('김하늘님');
    await act(() => router.navigate(-1));
    expect(search()).toBe('?page=3');
  });

  it('a syllable still being composed waits for the composition to end, however long the pause', () => {
    const { api, search } = setup();
    act(() => api().setFilter('q', '김'));
    act(() => api().setFilter('q', '김ㅁ', { composing: true }));
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DELAY_MS * 10));
    expect(api().draftFilters.q).toBe('김ㅁ');
    expect(search()).toBe('');
    act(() => api().setFilter('q', '김민'));
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DELAY_MS));
    expect(api().state.filters.q).toBe('김민');
  });

  it('Enter sends the text at once', () => {
    const { api } = setup();
    act(() => api().setFilter('q', '이'));
    act(() => api().commitText());
    expect(api().state.filters.q).toBe('이');
  });

  it('back while text is waiting drops it and the field shows the URL again', async () => {
    const { router, api } = setup();
    act(() => api().setFilter('status', ['A']));
    act(() => api().setFilter('q', '박'));
    await act(() => router.navigate(-1));
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DELAY_MS));
    expect(api().draftFilters.q).toBe('');
    expect(router.state.location.search).toBe('');
  });
});

describe('saved views and clearing', () => {
  it('applySearch opens a saved URL; clearFilters keeps sort and size', () => {
    const { api, search } = setup();
    act(() => api().applySearch('?status=A&size=50&sort=name,desc'));
    expect(api().filtered).toBe(true);
    act(() => api().clearFilters());
    expect(search()).toBe('?sort=name%2Cdesc&size=50');
    expect(api().filtered).toBe(false);
  });
});
