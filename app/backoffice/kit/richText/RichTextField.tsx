/**
 * The rich-text editor as a form field, loaded only when an editing screen draws it (issue 42:
 * "loaded only on the editing screens"; its chunk is a row of the bench's table): until the chunk
 * is in, the field's label and a quiet line say it is opening, so the form keeps its place. A
 * download that fails says so at the field with 다시 시도 (offline, it waits for the connection):
 * the rest of the form, and what was typed in it, stays (issue 39).
 */
import { useId } from 'react';
import { Button } from '@ds/components/Button';
import { FormField } from '@ds/components/FormField';
import { copy } from '@app/shared/copy';
import { lazySection, type SectionPlaceholderProps } from '@app/shared/routing/lazySection';
import type { RichTextEditorProps } from './RichTextEditor';

const loadEditor = () => import('./RichTextEditor');

/** Starts the editor's download as an editing screen's own chunk arrives, beside its record's read. */
export function preloadRichTextEditor(): void {
  void loadEditor();
}

function EditorPlaceholder({ failure, sectionProps }: SectionPlaceholderProps<RichTextEditorProps>) {
  const labelId = useId();
  const t = copy.backofficeRichText;
  if (failure) {
    return (
      <FormField label={sectionProps.label} labelId={labelId} error={t.loadFailed}>
        {() => (
          <Button variant="secondary" size="sm" onClick={failure.retry}>
            {copy.common.retry}
          </Button>
        )}
      </FormField>
    );
  }
  return (
    <FormField label={sectionProps.label} labelId={labelId} hint={t.loading}>
      {() => <div role="status" aria-busy="true" />}
    </FormField>
  );
}

export const RichTextField = lazySection(async () => (await loadEditor()).default, EditorPlaceholder);
