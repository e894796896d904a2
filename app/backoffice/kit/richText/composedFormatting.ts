/**
 * Formatting asked for while a Korean syllable is still being composed waits until the IME commits
 * it (issue 42, the bold-off defect): switching bold off from the toolbar mid-syllable made
 * ProseMirror redraw the composing text for the new stored marks, which drops Chromium's
 * composition — the IME then typed the syllable a second time — and Ctrl+B mid-syllable was not
 * heard at all (ProseMirror leaves keys alone while composing), so the next words stayed bold.
 * Held here instead, the syllable stays in the run it was typed in, arrives once, and the command
 * runs right after ProseMirror has read it, so what follows takes the new format. The editor
 * library is unchanged: this is a plugin of the product's editor (RichTextEditor.tsx), proven by
 * the real-IME journey (tests/e2e/specs/rich-text-ime.spec.ts).
 */
import { Extension, type Editor } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';

const waiting = new WeakMap<Editor, (() => void)[]>();

/** Runs `command` now, or once the syllable being composed is committed. */
export function whenComposed(editor: Editor, command: () => void): void {
  if (!editor.view.composing) {
    command();
    return;
  }
  waiting.set(editor, [...(waiting.get(editor) ?? []), command]);
}

/** The mark shortcuts heard while composing (the editor's keymap is not asked then). */
const markKeys: Readonly<Record<string, (editor: Editor) => void>> = {
  b: (editor) => editor.chain().focus().toggleBold().run(),
};

export const ComposedFormatting = Extension.create({
  name: 'composedFormatting',
  addProseMirrorPlugins() {
    const { editor } = this;
    return [
      new Plugin({
        props: {
          handleDOMEvents: {
            keydown: (view, event) => {
              if (!view.composing || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return false;
              const command = markKeys[event.key.toLowerCase()];
              if (!command) return false;
              event.preventDefault();
              whenComposed(editor, () => command(editor));
              return true;
            },
            compositionend: () => {
              // ProseMirror reads the committed syllable after this event, in a microtask its own
              // handler (which runs after this one) queues. The held commands run in a microtask
              // queued from ours, so after that read and still before any next key or syllable: a
              // timeout could fire after the IME had begun the next syllable, and a format
              // applied then broke that syllable's first jamo off (ㅂ + 보통).
              queueMicrotask(() =>
                queueMicrotask(() => {
                  const commands = waiting.get(editor) ?? [];
                  waiting.delete(editor);
                  for (const command of commands) command();
                }),
              );
              return false;
            },
          },
        },
      }),
    ];
  },
});
