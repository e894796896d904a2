/**
 * A loading placeholder that says what is loading (status text for screen readers) and keeps some
 * space. Offline nothing is loading — react-query holds the call until the connection is back —
 * so skeleton cards would stand for as long as it is gone (issue 39: the 패키지 tab's for 30 s and
 * more); it says instead that the list comes once the connection does.
 */
import { Grid } from '@ds/components/Grid';
import { Skeleton } from '@ds/components/Skeleton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { copy } from '@app/shared/copy';
import { useOnline } from '@app/shared/network/useNetworkState';

export function LoadingBlock({ label, cards = 3 }: { label: string; cards?: number }) {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite">
      {online ? (
        <>
          <VisuallyHidden>{label}</VisuallyHidden>
          <Grid columns={{ xs: 1, sm: 2, md: 3 }} aria-hidden="true">
            {Array.from({ length: cards }, (_, index) => (
              <Skeleton key={index} variant="rect" height="220px" />
            ))}
          </Grid>
        </>
      ) : (
        <p>{copy.common.offlineWaiting}</p>
      )}
    </div>
  );
}
