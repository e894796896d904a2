/** Public entry of the certificates feature: what other features may import. */
export { CertificationDialog } from './CertificationDialog';
export type { CertificationDialogProps } from './CertificationDialog';
