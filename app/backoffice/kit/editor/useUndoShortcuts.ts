/**
 * The editor kit's undo keys (issue 41): Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes (⌘ on a Mac),
 * anywhere on the page but in a text field, whose own undo of its letters they keep.
 */
import { useEffect, useEffectEvent } from 'react';

const isTextEntry = (target: EventTarget) => target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable]') !== null;

export function useUndoShortcuts(editor: { undo: () => void; redo: () => void }) {
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || !event.target || isTextEntry(event.target)) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    event.preventDefault();
    if (key === 'y' || event.shiftKey) editor.redo();
    else editor.undo();
  });
  useEffect(() => {
    window.addEventListener('keydown', onShortcut);
    return () => window.removeEventListener('keydown', onShortcut);
  }, []);
}
