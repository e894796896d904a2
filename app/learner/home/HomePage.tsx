/**
 * `/`: for a learner, a column of sections — the greeting, "continue learning" (the most recent
 * class with a resume action), then the classes in progress; for a visitor, a welcome with the
 * login entry. The learner home is a list of section components so that the back-office page
 * editor can later supply the list instead.
 */
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
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

/** The learner home, top to bottom. */
export const learnerHomeSections: readonly { id: string; Section: ComponentType }[] = [
  { id: 'greeting', Section: LearnerGreeting },
  { id: 'continue-learning', Section: ContinueLearningSection },
  { id: 'in-progress', Section: InProgressSection },
];

export function HomePage() {
  const session = useSession();
  if (!session.isAuthenticated) return <VisitorWelcome />;
  return (
    <Stack gap={8}>
      {learnerHomeSections.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </Stack>
  );
}
