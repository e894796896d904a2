/**
 * What an editor on the kit says when the draft it found in the browser could not be opened (kept
 * by an older version of the editor in a shape it can no longer read, or broken): the work was not
 * dropped but set aside (draftStore.ts `open`), and here it can be saved as a file, to read or to
 * hand to whoever helps. One notice for every editor on the kit, in the kit's words.
 */
import { Alert } from '@ds/components/Alert';
import { Button } from '@ds/components/Button';
import { copy } from '@app/shared/copy';
import { saveBlob } from '../files/transfer';
import type { SetAsideDraft } from './useEditorDocument';

const text = copy.backofficeEditor;

/** `name`: the record's name, which the file is named after. */
export function SetAsideDraftNotice({ draft, name, onClose }: { draft: SetAsideDraft; name: string; onClose: () => void }) {
  return (
    <Alert
      tone="warning"
      title={text.setAsideTitle}
      onClose={onClose}
      action={
        <Button size="sm" variant="secondary" onClick={() => saveBlob(new Blob([draft.raw], { type: 'application/json' }), text.setAsideFileName(name))}>
          {text.setAsideSave}
        </Button>
      }
    >
      {draft.keptAt === null ? text.setAsideNotKept : text.setAsideKept}
    </Alert>
  );
}
