/**
 * Completion criteria and state of the class for this ticket (`/curriculum/completion`): the rate
 * needed, the rate reached, and how many lessons are done.
 */
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '@ds/components/Alert';
import { Stack } from '@ds/components/Box';
import { ProgressBar } from '@ds/components/ProgressBar';
import { StatusLabel } from '@ds/components/StatusLabel';
import { vars } from '@ds/tokens/vars';
import { completionQuery } from '@app/learner/api/classRoom';
import { copy } from '@app/shared/copy';
import { inventoryErrorMessage } from '../rules/inventoryErrors';

const Title = styled.h2`
  margin: 0;
  font-size: ${vars.font.sizeLg};
`;

const Muted = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.font.sizeSm};
`;

export function CompletionPanel({ klassId, klassTicketKey }: { klassId: string; klassTicketKey: string }) {
  const t = copy.classes;
  const room = copy.classRoom;
  const completion = useQuery({ ...completionQuery(klassId, klassTicketKey), retry: false });
  if (completion.isPending) return null;
  return (
    <Stack as="section" gap={2} aria-labelledby="completion-title">
      <Title id="completion-title">{room.completionTitle}</Title>
      {completion.isError ? (
        <Alert tone="warning">{inventoryErrorMessage(completion.error)}</Alert>
      ) : (
        <>
          <ProgressBar value={completion.data.progressRate} label={t.progress} showValue />
          <Muted>{room.completionProgress(completion.data.completedLessonCount, completion.data.totalLessonCount)}</Muted>
          {completion.data.hasCompletionCriteria && completion.data.requiredProgressRate !== null ? (
            <>
              <Muted>{room.completionCriteria(completion.data.requiredProgressRate)}</Muted>
              <div>
                <StatusLabel tone={completion.data.isCompleted ? 'success' : 'neutral'}>
                  {completion.data.isCompleted ? room.completed : room.notCompleted}
                </StatusLabel>
              </div>
            </>
          ) : (
            <Muted>{room.noCompletionCriteria}</Muted>
          )}
        </>
      )}
    </Stack>
  );
}
