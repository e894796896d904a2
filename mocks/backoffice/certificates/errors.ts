/** The certificate area's errors (adminCertificateRules.ts codes), thrown as the engine's AreaMockError. */
import { certificateErrorCodes, type CertificateErrorName } from '@app/shared/api/contract/adminCertificateRules';
import { AreaMockError } from '@mocks/engine/AreaMockError';

export function certificateError(name: CertificateErrorName, message: string, data: Record<string, unknown> | null = null): AreaMockError {
  return new AreaMockError(certificateErrorCodes[name], message, data);
}
