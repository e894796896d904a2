/** Where a terms version stands, as a status label the history and the version view share. */
import { StatusLabel, type StatusTone } from '@ds/components/StatusLabel';
import type { TermsVersionState } from '@app/shared/api/contract/adminTermsRules';
import { copy } from '@app/shared/copy';

const tones: Record<TermsVersionState, StatusTone> = { CURRENT: 'success', SCHEDULED: 'info', PAST: 'neutral' };

export function TermsStateLabel({ state }: { state: TermsVersionState }) {
  return <StatusLabel tone={tones[state]}>{copy.backofficeTerms.stateLabels[state]}</StatusLabel>;
}
