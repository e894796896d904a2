/**
 * The rich-text editor as a form field, loaded only when an editing screen draws it (issue 42:
 * "loaded only on the editing screens"; its chunk is a row of the bench's table): until the chunk
 * is in, the field's label and a quiet line say it is opening, so the form keeps its place.
 */
import { lazy, Suspense, useId } from 'react';
import { FormField } from '@ds/components/FormField';
import { copy } from '@app/shared/copy';
import type { RichTextEditorProps } from './RichTextEditor';

const loadEditor = () => import('./RichTextEditor');
const RichTextEditor = lazy(loadEditor);

/** Starts the editor's download as an editing screen's own chunk arrives, beside its record's read. */
export function preloadRichTextEditor(): void {
  void loadEditor();
}

export function RichTextField(props: RichTextEditorProps) {
  const loadingLabelId = useId();
  return (
    <Suspense
      fallback={
        <FormField label={props.label} labelId={loadingLabelId} hint={copy.backofficeRichText.loading}>
          {() => <div role="status" aria-busy="true" />}
        </FormField>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
