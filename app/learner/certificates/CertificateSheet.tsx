/**
 * One certificate drawn from its template image and layout JSON (spec learner.md §3): the
 * template fills the sheet and each layout item is placed on it with its value. The sheet takes
 * the width of its container (600 px in the preview, A4 when printed) and keeps the A4 ratio.
 */
import styled from 'styled-components';
import type { Certificate, CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { placeItem, SHEET_HEIGHT, SHEET_WIDTH } from './sheetGeometry';

const Sheet = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: ${SHEET_WIDTH} / ${SHEET_HEIGHT};
  container-type: inline-size;
  overflow: hidden;
  background: #ffffff;
  color: #111111;
  /* The certificate prints with its colours, whatever the browser's print settings. */
  print-color-adjust: exact;
  -webkit-print-color-adjust: exact;
`;

const Template = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
`;

const Item = styled.div`
  position: absolute;
  line-height: 1.3;
  text-align: center;
  > img { width: 100%; height: 100%; max-width: none; }
`;

const imageAlt: Partial<Record<CertificateLayoutItem['key'], string>> = {
  logo: copy.certificates.logoAlt,
  officialSeal: copy.certificates.sealAlt,
};

export interface CertificateSheetProps {
  certificate: Certificate & { layout: CertificateLayoutItem[] };
  className?: string;
}

export function CertificateSheet({ certificate, className }: CertificateSheetProps) {
  return (
    <Sheet className={className} data-testid="certificate-sheet">
      <Template src={certificate.templateImageUrl} alt="" />
      {certificate.layout.map((layoutItem) => {
        const placed = placeItem(layoutItem);
        const value = certificate.layoutItem[placed.key];
        if (!value) return null;
        return (
          <Item
            key={placed.id}
            data-key={placed.key}
            style={{
              left: placed.left,
              top: placed.top,
              width: placed.width,
              fontSize: placed.fontSize ?? undefined,
              fontFamily: placed.fontFamily ?? undefined,
              aspectRatio: placed.aspectRatio ?? undefined,
              opacity: placed.opacity,
            }}
          >
            {placed.type === 'IMAGE' ? <img src={value} alt={imageAlt[placed.key] ?? ''} /> : value}
          </Item>
        );
      })}
    </Sheet>
  );
}
