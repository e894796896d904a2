/** The class a new notice or class notice is written for (issue 42): every class by title, required. */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ds/components/Alert';
import { Select } from '@ds/components/Select';
import { copy } from '@app/shared/copy';
import { noticeKlassesQuery } from './noticeApi';

const text = copy.backofficeBoards;

export function KlassField({ value, onChange, error }: { value: string; onChange: (klassId: string) => void; error?: string }) {
  const klasses = useQuery(noticeKlassesQuery());
  if (klasses.isError) return <Alert tone="danger">{text.klassesLoadFailed}</Alert>;
  return (
    <Select
      label={text.klassField}
      required
      placeholder={text.klassPlaceholder}
      options={(klasses.data?.items ?? []).map((klass) => ({ value: klass.klassId, label: klass.title }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      aria-busy={klasses.isPending || undefined}
    />
  );
}
