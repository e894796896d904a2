/**
 * Home section "classes in progress": the tickets the display rules count as in progress and that
 * can be entered (spec §4), as cards, with a link to all of my classes.
 */
import { Stack } from '@ds/components/Box';
import { ErrorState } from '@ds/components/ErrorState';
import { Grid } from '@ds/components/Grid';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { copy } from '@app/shared/copy';
import { KlassTicketCard } from '@app/learner/classes/myClasses/KlassTicketCard';
import { MY_CLASSES_PATH } from '@app/learner/classes/paths';
import { klassItemDisplay } from '@app/learner/classes/rules/displayRules';
import { SectionTitle } from './SectionTitle';
import { useRecentKlasses } from './useRecentKlasses';

const SHOWN = 6;

export function InProgressSection() {
  const klasses = useRecentKlasses();
  const t = copy.classes;
  let content;
  if (klasses.isPending) {
    content = (
      <div role="status">
        <VisuallyHidden>{t.loadingList}</VisuallyHidden>
        <Skeleton variant="rect" height="200px" />
      </div>
    );
  } else if (klasses.isError) {
    content = <ErrorState headingLevel={3} description={t.listError} onRetry={() => void klasses.refetch()} retryLabel={copy.common.retry} />;
  } else {
    const items = klasses.data.items
      .filter((item) => {
        const display = klassItemDisplay(item);
        return display.inProgress && !display.disabled;
      })
      .slice(0, SHOWN);
    content =
      items.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <Grid as="ul" columns={{ xs: 1, sm: 2, md: 3 }} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <li key={item.klassTicketKey}>
              <KlassTicketCard item={item} titleAs="h3" />
            </li>
          ))}
        </Grid>
      );
  }
  return (
    <Stack as="section" gap={3} aria-labelledby="home-in-progress">
      <SectionTitle id="home-in-progress">{t.inProgressTitle}</SectionTitle>
      {content}
      <Link to={MY_CLASSES_PATH}>{t.goToMyClasses}</Link>
    </Stack>
  );
}
