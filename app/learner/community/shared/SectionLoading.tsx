/** The loading state of a community section: skeleton lines with a status text for screen readers. */
import { Skeleton } from '@ds/components/Skeleton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';

export function SectionLoading({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton lines={lines} />
    </div>
  );
}
