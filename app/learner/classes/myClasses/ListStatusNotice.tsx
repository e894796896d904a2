/** The outcome of hiding or showing a class ticket, as a dismissible banner above the list. */
import { Alert } from '@ds/components/Alert';
import type { useListStatusToggle } from './useListStatusToggle';

export function ListStatusNotice({ toggle }: { toggle: ReturnType<typeof useListStatusToggle> }) {
  if (!toggle.notice) return null;
  return (
    <Alert tone={toggle.notice.tone} onClose={toggle.dismiss}>
      {toggle.notice.text}
    </Alert>
  );
}
