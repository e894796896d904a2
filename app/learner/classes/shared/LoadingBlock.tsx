/** A loading placeholder that says what is loading (status text for screen readers) and keeps some space. */
import { Grid } from '@ds/components/Grid';
import { Skeleton } from '@ds/components/Skeleton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';

export function LoadingBlock({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Grid columns={{ xs: 1, sm: 2, md: 3 }} aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <Skeleton key={index} variant="rect" height="220px" />
        ))}
      </Grid>
    </div>
  );
}
