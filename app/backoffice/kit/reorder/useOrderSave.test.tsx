/**
 * Saving an order moved one place at a time (issue 28 "categories … reorder", issue 31 "order
 * when several are live"; the guide: "every reorder works by keyboard"): two presses in quick
 * succession keep the second on screen, reach the server in the order pressed, and a read on
 * its way when a move is shown never draws the old order back.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useOrderSave } from './useOrderSave';

/** `answer`: which of the server's answers drew the list (none: it is the list shown on the move). */
type List = { items: string[]; answer?: number };
const key = ['adminCatalogue', 'categories', 'KLASS'];

/** A server whose answers the test releases one by one. */
function slowServer() {
  const received: string[][] = [];
  const answers: Array<() => void> = [];
  const save = (keys: string[]) =>
    new Promise<List>((resolve) => {
      received.push(keys);
      const answer = received.length;
      answers.push(() => resolve({ items: keys, answer }));
    });
  const answerNext = async () => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    await act(async () => answers.shift()?.());
  };
  return { save, received, answerNext };
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData<List>(key, { items: ['디자인', '개발', '마케팅'] });
  const server = slowServer();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useOrderSave({ queryKey: key, save: server.save }), { wrapper });
  const move = (items: string[]) => act(() => result.current({ items }, items));
  const shown = () => queryClient.getQueryData<List>(key)?.items;
  const drawnFrom = () => queryClient.getQueryData<List>(key)?.answer;
  return { queryClient, server, move, shown, drawnFrom };
}

describe('useOrderSave', () => {
  it('two moves pressed before the first is answered: the second stays on screen, and the server gets them in order', async () => {
    const { server, move, shown, drawnFrom } = setup();
    move(['개발', '디자인', '마케팅']);
    move(['개발', '마케팅', '디자인']);
    expect(shown()).toEqual(['개발', '마케팅', '디자인']);
    // One at a time: the second is not sent before the first is answered.
    await waitFor(() => expect(server.received).toHaveLength(1));
    await server.answerNext();
    // The first answer holds an order already moved on from: it is not drawn.
    expect(shown()).toEqual(['개발', '마케팅', '디자인']);
    expect(drawnFrom()).toBeUndefined();
    await waitFor(() => expect(server.received).toEqual([['개발', '디자인', '마케팅'], ['개발', '마케팅', '디자인']]));
    await server.answerNext();
    // The last answer is what the server holds: it is drawn.
    expect(shown()).toEqual(['개발', '마케팅', '디자인']);
    expect(drawnFrom()).toBe(2);
  });

  it('a read of the list on its way when a move is shown does not put the old order back', async () => {
    const { queryClient, server, move, shown, drawnFrom } = setup();
    let answerRead: (list: List) => void = () => undefined;
    const reading = queryClient.fetchQuery({ queryKey: key, queryFn: () => new Promise<List>((resolve) => (answerRead = resolve)), staleTime: 0 });
    move(['개발', '디자인', '마케팅']);
    answerRead({ items: ['디자인', '개발', '마케팅'] });
    await reading.catch(() => undefined);
    expect(shown()).toEqual(['개발', '디자인', '마케팅']);
    await server.answerNext();
    expect(shown()).toEqual(['개발', '디자인', '마케팅']);
    expect(drawnFrom()).toBe(1);
  });
});
