/**
 * Development aid (DESIGN.md "One contract, two sides"): every answer is compared with its
 * contract schema, and one that does not match is reported in the console, so the mock and a
 * real backend can be compared. The contract (zod and every schema) is loaded on the first
 * answer, and only in development builds: production builds drop this module's import.
 */
import type { AnswerCheck } from './send';

/** The answer check to hook as `checkAnswer`: on in development builds only. */
export const contractAnswerCheck: AnswerCheck | undefined = import.meta.env.DEV
  ? (endpointId, answer) => {
      void import('./contractCheck').then(({ checkAnswerAgainstContract }) =>
        checkAnswerAgainstContract(endpointId, answer),
      );
    }
  : undefined;
