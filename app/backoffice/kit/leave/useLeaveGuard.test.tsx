/**
 * The leave guard under the app's own router, a BrowserRouter over jsdom's session history (the
 * stories run under a memory router, which has no browser Back): with unsaved work, the browser's
 * Back is held — the address and the page stay, the question is asked — and staying keeps the
 * work, leaving takes the step after all; Forward likewise; a link and the page's own button ask
 * too; without unsaved work nothing is held. Issue 28: "leaving with unsaved changes asks first".
 * jsdom has no Navigation API, so these hold Back after the fact (`popstate`); the last test gives
 * the page a stand-in `navigation` to prove the way Chrome takes (a `traverse` cancelled before
 * anything moves), which the catalogue's e2e journey proves in Chromium with its real Back.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { DesignSystemMessagesProvider } from '@ds/lib/messages';
import { copy } from '@app/shared/copy';
import { historyPlace, useLeaveGuard } from './useLeaveGuard';
import { LeaveGuardDialog } from './LeaveGuardDialog';

const text = copy.backofficeLeaveGuard;

function Editor() {
  const [title, setTitle] = useState('');
  const guard = useLeaveGuard(title !== '');
  return (
    <main>
      <h1>상품 수정</h1>
      <label>
        제목
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <Link to="/list">목록 링크</Link>
      <button type="button" onClick={() => guard.ask('/list')}>
        목록으로
      </button>
      <LeaveGuardDialog guard={guard} />
    </main>
  );
}

function List() {
  return (
    <main>
      <h1>상품 목록</h1>
      <Link to="/edit">수정하러 가기</Link>
    </main>
  );
}

function renderApp() {
  render(
    <DesignSystemMessagesProvider messages={copy.designSystem}>
      <BrowserRouter>
        <Routes>
          <Route path="/list" element={<List />} />
          <Route path="/edit" element={<Editor />} />
        </Routes>
      </BrowserRouter>
    </DesignSystemMessagesProvider>,
  );
}

/** The list, then the edit page reached by its link: one step of history behind the page. */
async function openEditor() {
  renderApp();
  await userEvent.click(await screen.findByRole('link', { name: '수정하러 가기' }));
  await screen.findByRole('heading', { level: 1, name: '상품 수정' });
}

const question = () => screen.findByRole('alertdialog', { name: text.title });

/** Steps the session history as the browser's buttons do; its `popstate` comes a task later. */
async function browserStep(delta: number) {
  await act(async () => {
    window.history.go(delta);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

beforeEach(() => {
  // A fresh start of the app's history for each test (the router writes place 0 into it).
  window.history.replaceState(null, '', '/list');
});

describe('leave guard', () => {
  it('holds the browser’s Back with unsaved work; staying keeps the page, the address and the work', async () => {
    await openEditor();
    const place = historyPlace(window.history.state);
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '겨울 특가');
    await browserStep(-1);
    await userEvent.click(within(await question()).getByRole('button', { name: text.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(window.location.pathname).toBe('/edit');
    expect(historyPlace(window.history.state)).toBe(place);
    expect(screen.getByRole('heading', { level: 1, name: '상품 수정' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveProperty('value', '겨울 특가');
  });

  it('leaving takes the held Back after all', async () => {
    await openEditor();
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '겨울 특가');
    await browserStep(-1);
    await userEvent.click(within(await question()).getByRole('button', { name: text.leave }));
    expect(await screen.findByRole('heading', { level: 1, name: '상품 목록' })).toBeTruthy();
    expect(window.location.pathname).toBe('/list');
  });

  it('holds Forward too', async () => {
    await openEditor();
    // On to the list by its link (nothing typed, not held), then Back into the editor: the list is
    // now one step forward.
    await userEvent.click(screen.getByRole('link', { name: '목록 링크' }));
    await screen.findByRole('heading', { level: 1, name: '상품 목록' });
    await browserStep(-1);
    await screen.findByRole('heading', { level: 1, name: '상품 수정' });
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '겨울');
    await browserStep(1);
    await userEvent.click(within(await question()).getByRole('button', { name: text.stay }));
    expect(window.location.pathname).toBe('/edit');
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveProperty('value', '겨울');
    await browserStep(1);
    await userEvent.click(within(await question()).getByRole('button', { name: text.leave }));
    expect(await screen.findByRole('heading', { level: 1, name: '상품 목록' })).toBeTruthy();
    expect(window.location.pathname).toBe('/list');
  });

  it('asks before a link or the page’s own button leaves, and not without unsaved work', async () => {
    await openEditor();
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '겨울');
    await userEvent.click(screen.getByRole('link', { name: '목록 링크' }));
    await userEvent.click(within(await question()).getByRole('button', { name: text.stay }));
    expect(window.location.pathname).toBe('/edit');
    await userEvent.click(screen.getByRole('button', { name: '목록으로' }));
    await userEvent.click(within(await question()).getByRole('button', { name: text.leave }));
    await screen.findByRole('heading', { level: 1, name: '상품 목록' });
    // Back into the editor, where nothing is typed: Back again is not held.
    await userEvent.click(screen.getByRole('link', { name: '수정하러 가기' }));
    await screen.findByRole('heading', { level: 1, name: '상품 수정' });
    await browserStep(-1);
    await screen.findByRole('heading', { level: 1, name: '상품 목록' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('leave guard with the Navigation API', () => {
  /** A stand-in for `window.navigation`: the page is its second entry. */
  const navigation = Object.assign(new EventTarget(), { currentEntry: { index: 1 } });

  /** The `navigate` event the browser sends before its Back moves anything. */
  function pressBack(): Event {
    const event = Object.assign(new Event('navigate', { cancelable: true }), { navigationType: 'traverse', destination: { sameDocument: true, index: 0 } });
    act(() => {
      navigation.dispatchEvent(event);
    });
    return event;
  }

  beforeEach(() => {
    Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
    return () => {
      Reflect.deleteProperty(window, 'navigation');
    };
  });

  it('cancels Back before the address moves and asks; staying keeps the work, leaving takes the step', async () => {
    await openEditor();
    await userEvent.type(screen.getByRole('textbox', { name: '제목' }), '겨울 특가');
    expect(pressBack().defaultPrevented).toBe(true);
    await userEvent.click(within(await question()).getByRole('button', { name: text.stay }));
    expect(window.location.pathname).toBe('/edit');
    expect(screen.getByRole('textbox', { name: '제목' })).toHaveProperty('value', '겨울 특가');
    expect(pressBack().defaultPrevented).toBe(true);
    await userEvent.click(within(await question()).getByRole('button', { name: text.leave }));
    expect(await screen.findByRole('heading', { level: 1, name: '상품 목록' })).toBeTruthy();
    expect(window.location.pathname).toBe('/list');
  });

  it('lets Back be without unsaved work', async () => {
    await openEditor();
    expect(pressBack().defaultPrevented).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
