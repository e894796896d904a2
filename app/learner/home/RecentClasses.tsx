/**
 * The recent classes module of a published page (issue 41; RecentInventory): what the learner home
 * showed before it was editable — the greeting, "continue learning", the classes in progress — for
 * a signed-in learner, and the welcome with the login entry for a visitor. Its own module, so the
 * home and the additional pages draw it without one importing the other.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Stack } from '@ds/components/Box';
import { ErrorState } from '@ds/components/ErrorState';
import { Skeleton } from '@ds/components/Skeleton';
import { Link } from '@ds/components/TextButton';
import { VisuallyHidden } from '@ds/components/VisuallyHidden';
import { vars } from '@ds/tokens/vars';
import { meQuery } from '@app/shared/api/endpoints/account';
import { copy } from '@app/shared/copy';
import { useSession } from '@app/shared/session/react';
import { ContinueLearningSection } from './ContinueLearningSection';
import { InProgressSection } from './InProgressSection';

const Heading = styled.h1`
  font-size: ${vars.font.size2xl};
  margin: 0;
`;

function LearnerGreeting() {
  const me = useQuery(meQuery());
  if (me.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>{copy.common.loading}</VisuallyHidden>
        <Skeleton variant="rect" width="240px" height="2rem" />
      </div>
    );
  }
  if (me.isError) {
    return <ErrorState description={copy.common.serverError} onRetry={() => void me.refetch()} retryLabel={copy.common.retry} />;
  }
  return <Heading>{copy.account.greeting(me.data.displayName)}</Heading>;
}

function VisitorWelcome() {
  return (
    <Stack gap={3}>
      <Heading>{copy.account.welcomeVisitor}</Heading>
      <p>{copy.account.welcomeVisitorBody}</p>
      <Link to="/app/login">{copy.common.login}</Link>
    </Stack>
  );
}

/** The recent classes module: a learner's greeting and classes, a visitor's welcome. */
export function RecentClasses() {
  const session = useSession();
  if (!session.isAuthenticated) return <VisitorWelcome />;
  return (
    <Stack gap={8}>
      <LearnerGreeting />
      <ContinueLearningSection />
      <InProgressSection />
    </Stack>
  );
}

