/** The message area's job kind in words (issue 43; kit/kinds/defineKindWords.ts). */
import { copy } from '@app/shared/copy';
import { defineKindWords } from '../kit/kinds/defineKindWords';

export default defineKindWords({ jobKinds: copy.backofficeMessages.jobKinds });
