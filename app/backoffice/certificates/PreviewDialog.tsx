/**
 * The editor's preview (issue 32; learner.md §9 "Certificate preview 600 px wide, A4 print"): the
 * work on screen drawn by the learner's own certificate sheet, 600 px wide as in the learner's
 * dialog, and "A4로 인쇄" printing the sheet alone on one A4 page, 209 mm wide as the learner's
 * print page draws it.
 */
import styled, { createGlobalStyle } from 'styled-components';
import { Button } from '@ds/components/Button';
import { Dialog } from '@ds/components/Dialog';
import { vars } from '@ds/tokens/vars';
import type { CertificateKey } from '@app/shared/api/contract/inventory';
import { CertificateSheet } from '@app/shared/certificates/CertificateSheet';
import { copy } from '@app/shared/copy';
import { SHEET_WIDTH } from '@app/shared/lib/certificates/sheetGeometry';
import type { EditorDoc } from './layoutEditing';

const text = copy.backofficeCertificates;

const Preview = styled.figure`
  width: ${SHEET_WIDTH}px;
  max-width: 100%;
  margin: 0 auto;
  /* An outline, not a border: the sheet inside is exactly 600 px, one design pixel per pixel. */
  outline: 1px solid ${vars.color.border};
`;

/** On paper only the sheet, 209 mm wide at the page's corner (the learner's print page's size). */
const PrintSheetOnly = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 0; }
    body * { visibility: hidden; }
    [data-certificate-print], [data-certificate-print] * { visibility: visible; }
    [data-certificate-print] { position: fixed; left: 0; top: 0; width: 209mm; max-width: none; margin: 0; outline: 0; }
  }
`;

export interface PreviewDialogProps {
  open: boolean;
  onClose: () => void;
  doc: EditorDoc;
  values: Partial<Record<CertificateKey, string>>;
}

export function PreviewDialog({ open, onClose, doc, values }: PreviewDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={text.previewTitle}
      description={text.previewIntro}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {text.close}
          </Button>
          <Button onClick={() => window.print()}>{text.print}</Button>
        </>
      }
    >
      {open && <PrintSheetOnly />}
      <Preview aria-label={text.previewTitle} data-certificate-print="">
        <CertificateSheet certificate={{ templateImageUrl: doc.template.url, layoutItem: values, layout: doc.layout }} />
      </Preview>
    </Dialog>
  );
}
