/**
 * The rich-text trial's tiptap page (issue 42): the bare candidate — its starter kit, a bold and a
 * list button — so the Korean IME journey (richTextTrial.ts) meets tiptap's own input handling and
 * nothing of ours.
 */
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { createRoot } from 'react-dom/client';

function TiptapTrial() {
  const editor = useEditor({ extensions: [StarterKit], immediatelyRender: true });
  return (
    <main>
      <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => editor.chain().focus().toggleBold().run()}>
        굵게
      </button>
      <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => editor.chain().focus().toggleBulletList().run()}>
        목록
      </button>
      <EditorContent editor={editor} />
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<TiptapTrial />);
