/**
 * The catalogue's errors (`catalogueErrorCodes`, adminCatalogueWords.ts) thrown like any
 * MockError, with their own status and code, as the coupons' are (coupons/errors.ts): the area's
 * codes live in its contract file, not the shared catalogue (errors.ts).
 */
import { catalogueErrorCodes, type CatalogueErrorName } from '@app/shared/api/contract/adminCatalogueWords';
import { MockError } from '@mocks/engine/MockError';

export class CatalogueMockError extends MockError {
  readonly catalogueError: CatalogueErrorName;

  constructor(name: CatalogueErrorName, message: string, data: Record<string, unknown> | null = null) {
    super('badRequest', message, data);
    this.catalogueError = name;
  }

  override get status(): number {
    return catalogueErrorCodes[this.catalogueError].status;
  }

  override get code(): string {
    return catalogueErrorCodes[this.catalogueError].code;
  }
}
