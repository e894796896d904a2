/** The curriculum draft's errors (adminMasterCurriculumRules.ts codes), thrown as the engine's AreaMockError. */
import { curriculumErrorCodes, type CurriculumErrorName } from '@app/shared/api/contract/adminMasterCurriculumRules';
import { AreaMockError } from '@mocks/engine/AreaMockError';

export function curriculumError(name: CurriculumErrorName, message: string, data: Record<string, unknown> | null = null): AreaMockError {
  return new AreaMockError(curriculumErrorCodes[name], message, data);
}
