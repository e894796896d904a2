/**
 * An error of an area whose codes live in its own contract file (coupons, catalogue, certificates,
 * terms, marketing), not the shared catalogue (errors.ts), so adding an area touches no shared
 * table: thrown like any MockError, answered by `handle` in the one `{status, code, message, data}`
 * shape with the code and status of the entry it was given. The base class's `errorName`
 * (`badRequest`) is there only for its own sake and never what the answer says.
 */
import { MockError } from '@mocks/engine/MockError';

export class AreaMockError extends MockError {
  readonly entry: { code: string; status: number };

  constructor(entry: { code: string; status: number }, message: string, data: Record<string, unknown> | null = null) {
    super('badRequest', message, data);
    this.entry = entry;
  }

  override get status(): number {
    return this.entry.status;
  }

  override get code(): string {
    return this.entry.code;
  }
}
