/**
 * useFocusRescue: focus that fell to the body because its element went away goes to the page's
 * heading; a focus that landed elsewhere is left alone.
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
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
