/** Where a placement's schedule stands, as a status label the list and the editor share. */
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import type { ScheduleState } from '@app/shared/api/contract/adminMarketingRules';
import { copy } from '@app/shared/copy';

const tones: Record<ScheduleState, StatusTone> = { UPCOMING: 'info', LIVE: 'success', ENDED: 'neutral' };

export function ScheduleStateLabel({ state }: { state: ScheduleState }) {
  return <StatusLabel tone={tones[state]}>{copy.backofficeMarketing.stateLabels[state]}</StatusLabel>;
}
