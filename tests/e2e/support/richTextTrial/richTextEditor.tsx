/**
 * The product's rich-text editor (app/backoffice/kit/richText/RichTextEditor.tsx, tiptap, the IME
 * trial's winner) alone on a page, for the Korean IME journey kept in the suite
 * (rich-text-ime.spec.ts): what that journey types meets the editor as the back-office configures it.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { DesignSystemMessagesProvider } from '@ds/lib/messages';
import RichTextEditor from '@app/backoffice/kit/richText/RichTextEditor';
import { copy } from '@app/shared/copy';

function EditorPage() {
  const [value, setValue] = useState('');
  return (
    <DesignSystemMessagesProvider messages={copy.designSystem}>
      <main>
        <RichTextEditor label="본문" value={value} onChange={setValue} />
      </main>
    </DesignSystemMessagesProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<EditorPage />);
