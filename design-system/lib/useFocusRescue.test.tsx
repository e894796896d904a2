/**
 * useFocusRescue: focus that fell to the body because its element went away or was disabled goes
 * to the nearest sensible place (a control beside it, its row, the list a container names, its
 * section's heading), else the page's heading; a focus that landed elsewhere is left alone.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './useFocusRescue';

function Page() {
  useFocusRescue();
  const [cancelled, setCancelled] = useState(false);
  return (
    <main>
      <h1>발송 요청</h1>
      {cancelled ? <p>취소됨</p> : <button onClick={() => setCancelled(true)}>발송 취소</button>}
      <button>목록으로</button>
    </main>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

describe('useFocusRescue', () => {
  it('gives the page heading the focus when the focused button is replaced by the new state', async () => {
    render(<Page />);
    const cancel = screen.getByRole('button', { name: '발송 취소' });
    cancel.focus();
    act(() => cancel.click());
    await settle();
    expect(screen.getByRole('heading', { name: '발송 요청' })).toHaveFocus();
  });

  it('lets a screen that focuses its new state itself do so first', async () => {
    render(<Page />);
    const other = screen.getByRole('button', { name: '목록으로' });
    const cancel = screen.getByRole('button', { name: '발송 취소' });
    cancel.focus();
    act(() => cancel.click());
    // As an effect does once the new state is drawn: before the rescue's frame.
    await act(() => Promise.resolve());
    other.focus();
    await settle();
    expect(other).toHaveFocus();
  });

  it('leaves a focus that landed on another element where it is', async () => {
    render(<Page />);
    const other = screen.getByRole('button', { name: '목록으로' });
    const cancel = screen.getByRole('button', { name: '발송 취소' });
    cancel.focus();
    act(() => {
      other.focus();
      cancel.click();
    });
    await settle();
    expect(other).toHaveFocus();
  });
});

function Ticket() {
  useFocusRescue();
  const [ended, setEnded] = useState(false);
  const [alone, setAlone] = useState(false);
  const end = useRef<HTMLButtonElement>(null);
  // Disabled once its action was done, and, as Chrome's focus fixup leaves it, the body has the
  // focus (jsdom keeps it on a disabled button, and will not blur one).
  const finish = () =>
    setTimeout(() => {
      end.current?.blur();
      setEnded(true);
    }, 10);
  return (
    <main>
      <h1>수강권</h1>
      <section aria-labelledby="period">
        <h2 id="period">수강 기간</h2>
        <div>
          {!alone && <button>연장</button>}
          <button ref={end} disabled={ended} onClick={finish}>
            수강 종료
          </button>
        </div>
        <button onClick={() => setAlone(true)}>연장 숨기기</button>
      </section>
    </main>
  );
}

function List() {
  useFocusRescue();
  const [picked, setPicked] = useState(true);
  const [rowDone, setRowDone] = useState(false);
  return (
    <main>
      <h1>게시글</h1>
      <div data-focus-return="results">
        <div role="region" aria-label="게시글 목록" id="results">
          <table>
            <tbody>
              <tr>
                <td>
                  <a href="#a">첫 글</a>
                </td>
                <td>{rowDone ? '비밀글' : <button onClick={() => setRowDone(true)}>비밀글로</button>}</td>
              </tr>
            </tbody>
          </table>
        </div>
        {picked && (
          <section aria-label="선택한 항목 작업">
            <button onClick={() => setPicked(false)}>모두 비밀글로</button>
          </section>
        )}
      </div>
    </main>
  );
}

describe('useFocusRescue finds the nearest sensible place', () => {
  it('a button disabled after its action (수강 종료) gives the focus to the control beside it', async () => {
    render(<Ticket />);
    const end = screen.getByRole('button', { name: '수강 종료' });
    end.focus();
    act(() => end.click());
    await waitFor(() => expect(end).toBeDisabled());
    await waitFor(() => expect(screen.getByRole('button', { name: '연장' })).toHaveFocus());
  });

  it('with nothing beside it, its section’s heading', async () => {
    render(<Ticket />);
    act(() => screen.getByRole('button', { name: '연장 숨기기' }).click());
    const end = screen.getByRole('button', { name: '수강 종료' });
    end.focus();
    act(() => end.click());
    await waitFor(() => expect(screen.getByRole('heading', { name: '수강 기간' })).toHaveFocus());
  });

  it('a bulk bar gone with its button leaves the focus on the list its container names', async () => {
    render(<List />);
    const bulk = screen.getByRole('button', { name: '모두 비밀글로' });
    bulk.focus();
    act(() => bulk.click());
    await waitFor(() => expect(screen.getByRole('region', { name: '게시글 목록' })).toHaveFocus());
  });

  it('a row whose button was replaced keeps the focus in the row', async () => {
    render(<List />);
    const one = screen.getByRole('button', { name: '비밀글로' });
    one.focus();
    act(() => one.click());
    await waitFor(() => expect(screen.getByRole('link', { name: '첫 글' })).toHaveFocus());
  });
});
