/**
 * One certificate drawn from its template image and layout JSON (spec learner.md §3): the
 * template fills the sheet and each layout item is placed on it with its value. The sheet takes
 * the width of its container (600 px in the preview, A4 when printed) and keeps the A4 ratio.
 *
 * Shared (issue 32): the learner's dialog and print page draw it, and so do the back-office layout
 * editor's canvas and preview, through the one geometry (sheetGeometry.ts), so what the operator
 * places is what the learner prints. `itemProps` lets the editor make each drawn item selectable
 * without a second drawing of the sheet.
 */
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { Certificate, CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import { copy } from '@app/shared/copy';
import { itemValue, placeItem, SHEET_HEIGHT, SHEET_WIDTH, TEXT_LINE_HEIGHT } from '@app/shared/lib/certificates/sheetGeometry';

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
  line-height: ${TEXT_LINE_HEIGHT};
  text-align: center;
  > img { width: 100%; height: 100%; max-width: none; }
`;

const imageAlt: Partial<Record<CertificateLayoutItem['key'], string>> = {
  logo: copy.certificates.logoAlt,
  officialSeal: copy.certificates.sealAlt,
};

/** Attributes the editor adds to a drawn item (its handlers, its selected state). */
export type SheetItemProps = Omit<HTMLAttributes<HTMLDivElement>, 'style' | 'children'> & {
  [data: `data-${string}`]: string | undefined;
};

export interface CertificateSheetProps {
  certificate: Pick<Certificate, 'templateImageUrl' | 'layoutItem'> & { layout: CertificateLayoutItem[] };
  className?: string;
  itemProps?: (item: CertificateLayoutItem) => SheetItemProps;
}

export function CertificateSheet({ certificate, className, itemProps }: CertificateSheetProps) {
  return (
    <Sheet className={className} data-testid="certificate-sheet">
      <Template src={certificate.templateImageUrl} alt="" />
      {certificate.layout.map((layoutItem) => {
        const placed = placeItem(layoutItem);
        const value = itemValue(layoutItem, certificate.layoutItem);
        if (!value) return null;
        return (
          <Item
            {...itemProps?.(layoutItem)}
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
