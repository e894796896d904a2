/**
 * Compares an answer with its endpoint's response schema (loaded lazily by drift.ts in
 * development builds) and reports a mismatch; `report` defaults to a console warning.
 */
import type { AnyEndpoint } from '@app/shared/api/contract/endpoint';
import { allEndpoints } from '@app/shared/api/contract/registry';

export type DriftReport = (endpointId: string, issues: unknown) => void;

let byId: Map<string, AnyEndpoint> | null = null;

function descriptorOf(endpointId: string): AnyEndpoint | undefined {
  byId ??= new Map(allEndpoints().map((endpoint) => [endpoint.id, endpoint]));
  return byId.get(endpointId);
}

export function warnContractDrift(endpointId: string, issues: unknown): void {
  console.warn(
    `[contract drift] ${endpointId}: the answer does not match the contract schema`,
    issues,
  );
}

/** False when the answer drifted (or its endpoint is not in the contract) and was reported. */
export function checkAnswerAgainstContract(
  endpointId: string,
  answer: unknown,
  report: DriftReport = warnContractDrift,
): boolean {
  const descriptor = descriptorOf(endpointId);
  if (!descriptor) {
    report(endpointId, [{ message: 'no endpoint with this id in the contract' }]);
    return false;
  }
  const checked = descriptor.response.safeParse(answer);
  if (!checked.success) report(endpointId, checked.error.issues);
  return checked.success;
}
