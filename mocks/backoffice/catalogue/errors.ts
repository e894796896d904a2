/** The catalogue area's errors (adminCatalogueWords.ts codes), thrown as the engine's AreaMockError. */
import { catalogueErrorCodes, type CatalogueErrorName } from '@app/shared/api/contract/adminCatalogueWords';
import { AreaMockError } from '@mocks/engine/AreaMockError';

export function catalogueError(name: CatalogueErrorName, message: string, data: Record<string, unknown> | null = null): AreaMockError {
  return new AreaMockError(catalogueErrorCodes[name], message, data);
}
