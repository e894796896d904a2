/** The assignment area's job kind in words (issue 37; kit/kinds/defineKindWords.ts). */
import { copy } from '@app/shared/copy';
import { defineKindWords } from '../kit/kinds/defineKindWords';

export default defineKindWords({ jobKinds: copy.backofficeAssignments.jobKinds });
