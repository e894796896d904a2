/**
 * The certificates area's errors (`certificateErrorCodes`, adminCertificateRules.ts) thrown like
 * any MockError: `handle` answers them in the one `{status, code, message, data}` shape with their
 * own status and code (the area's codes live in its contract file, not the shared catalogue; the
 * inherited `errorName` is there only for the base class's sake).
 */
import { certificateErrorCodes, type CertificateErrorName } from '@app/shared/api/contract/adminCertificateRules';
import { MockError } from '@mocks/engine/MockError';

export class CertificateMockError extends MockError {
  readonly certificateError: CertificateErrorName;

  constructor(name: CertificateErrorName, message: string, data: Record<string, unknown> | null = null) {
    super('badRequest', message, data);
    this.certificateError = name;
  }

  override get status(): number {
    return certificateErrorCodes[this.certificateError].status;
  }

  override get code(): string {
    return certificateErrorCodes[this.certificateError].code;
  }
}
