/**
 * The editor kit's undo keys (issue 41): Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes (⌘ on a Mac),
 * anywhere on the page but in a text field, whose own undo of its letters they keep. An editor
 * without redo (the curriculum's undo of the last command) leaves those keys to the browser.
 */
import { useEffect, useEffectEvent } from 'react';
import { isTextEntry } from '@ds/lib/textEntry';

export function useUndoShortcuts(editor: { undo: () => void; redo?: () => void }) {
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || !event.target || isTextEntry(event.target)) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    const redo = key === 'y' || event.shiftKey;
    if (redo && !editor.redo) return;
    event.preventDefault();
    if (redo) editor.redo?.();
    else editor.undo();
  });
  useEffect(() => {
    window.addEventListener('keydown', onShortcut);
    return () => window.removeEventListener('keydown', onShortcut);
  }, []);
}
