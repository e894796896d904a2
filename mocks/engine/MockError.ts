/**
 * Thrown inside a resolver to answer with a documented error. `handle` turns it into the shape
 * `{status, code, message, data}` with the catalogue's HTTP status.
 */
import { errorCodes, type ServerErrorName } from '@app/shared/api/contract/errors';

export class MockError extends Error {
  readonly errorName: ServerErrorName;
  readonly data: Record<string, unknown> | null;

  constructor(name: ServerErrorName, message: string, data: Record<string, unknown> | null = null) {
    super(message);
    this.errorName = name;
    this.data = data;
  }

  get status(): number {
    return errorCodes[this.errorName].status;
  }

  get code(): string {
    return errorCodes[this.errorName].code;
  }
}
