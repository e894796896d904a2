/**
 * Where each layout item of a certificate goes (spec learner.md §3 Certificate, §9): the layout's
 * positions, widths and font sizes are in pixels of the 600 px wide design (an A4 sheet, 600 × 848),
 * turned here into shares of the sheet so one layout fits the 600 px preview and the A4 print
 * alike. The service logo is 250 × 40 at 10% opacity, the seal 70 × 70: these sizes are the spec's
 * (§9), so they are drawn so whatever width a layout gives them; the layout only places them.
 */
import type { CertificateKey, CertificateLayoutItem } from '@app/shared/api/contract/inventory';

export const SHEET_WIDTH = 600;
/** A4 at the design width: 600 × √2, rounded as the templates are drawn. */
export const SHEET_HEIGHT = 848;
export const LOGO_OPACITY = 0.1;

/** The spec's fixed image sizes in design pixels (§9): the logo 250 × 40, the seal 70 × 70. */
export const IMAGE_SIZE: Partial<Record<CertificateKey, { width: number; height: number }>> = {
  logo: { width: 250, height: 40 },
  officialSeal: { width: 70, height: 70 },
};

export interface PlacedItem {
  id: string;
  key: CertificateKey;
  type: CertificateLayoutItem['type'];
  /** CSS values relative to the sheet. */
  left: string;
  top: string;
  width: string;
  /** A share of the sheet width (container query units), so text scales with the sheet. */
  fontSize: string | null;
  fontFamily: string | null;
  aspectRatio: number | null;
  opacity: number;
}

const percent = (value: number, of: number) => `${((value / of) * 100).toFixed(4)}%`;

export function placeItem(item: CertificateLayoutItem): PlacedItem {
  const fixed = item.type === 'IMAGE' ? IMAGE_SIZE[item.key] : undefined;
  return {
    id: item.id,
    key: item.key,
    type: item.type,
    left: percent(item.position.x, SHEET_WIDTH),
    top: percent(item.position.y, SHEET_HEIGHT),
    width: percent(fixed?.width ?? item.size.width, SHEET_WIDTH),
    fontSize: item.fontSize === null ? null : `${((item.fontSize / SHEET_WIDTH) * 100).toFixed(4)}cqw`,
    fontFamily: item.fontFamily,
    aspectRatio: fixed ? fixed.width / fixed.height : null,
    opacity: item.key === 'logo' ? LOGO_OPACITY : 1,
  };
}

/** The print page's address (spec learner.md §2), opened in a new tab. */
export function certificationPrintPath(ticketKey: string, type: string): string {
  return `/app/user/klasses/certification?${new URLSearchParams({ key: ticketKey, type }).toString()}`;
}
