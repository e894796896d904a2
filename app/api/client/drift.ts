/**
 * Development aid (DESIGN.md "One contract, two sides"): an answer that does not match its
 * contract schema is reported in the console, so the mock and a real backend can be compared.
 */
export function warnContractDrift(endpointId: string, issues: unknown): void {
  console.warn(
    `[contract drift] ${endpointId}: the answer does not match the contract schema`,
    issues,
  );
}

/** The drift reporter to hook as `onContractDrift`: on in development builds only. */
export const contractDriftReporter: ((endpointId: string, issues: unknown) => void) | undefined =
  import.meta.env.DEV ? warnContractDrift : undefined;
