/** Where a question stands (waiting or answered), as a status label the list and the answer page share. */
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import type { QuestionStatus } from '@app/shared/api/contract/adminBoardRules';
import { copy } from '@app/shared/copy';

const tones: Record<QuestionStatus, StatusTone> = { WAITING: 'warning', ANSWERED: 'success' };

export function QuestionStatusLabel({ status }: { status: QuestionStatus }) {
  return <StatusLabel tone={tones[status]}>{copy.backofficeBoards.questionStatusLabels[status]}</StatusLabel>;
}
