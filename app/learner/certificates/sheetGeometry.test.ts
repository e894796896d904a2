/** Certificate geometry (spec learner.md §3 Certificate layout, §9 logo 250×40 at 10%, seal 70×70). */
import { describe, expect, it } from 'vitest';
import type { CertificateLayoutItem } from '@app/shared/api/contract/inventory';
import { certificationPrintPath, placeItem } from './sheetGeometry';

const item = (overrides: Partial<CertificateLayoutItem>): CertificateLayoutItem => ({
  id: 'i',
  type: 'TEXT',
  key: 'title',
  position: { x: 60, y: 212 },
  size: { width: 480 },
  fontFamily: 'Noto Serif KR',
  fontSize: 36,
  ...overrides,
});

describe('placeItem', () => {
  it('places a text item by shares of the 600 × 848 sheet, font scaled with the sheet width', () => {
    expect(placeItem(item({}))).toMatchObject({
      left: '10.0000%',
      top: '25.0000%',
      width: '80.0000%',
      fontSize: '6.0000cqw',
      fontFamily: 'Noto Serif KR',
      aspectRatio: null,
      opacity: 1,
    });
  });

  it('the service logo is 250 × 40 at 10% opacity, whatever width the layout gives it', () => {
    const logo = placeItem(item({ type: 'IMAGE', key: 'logo', size: { width: 90 }, fontSize: null }));
    // 250 of the 600 px sheet, 40 high.
    expect(logo.width).toBe('41.6667%');
    expect(logo.aspectRatio).toBe(250 / 40);
    expect(logo.opacity).toBe(0.1);
    expect(logo.fontSize).toBeNull();
  });

  it('the seal is 70 × 70 and opaque, whatever width the layout gives it', () => {
    const seal = placeItem(item({ type: 'IMAGE', key: 'officialSeal', size: { width: 0 }, fontSize: null }));
    expect(seal).toMatchObject({ width: '11.6667%', aspectRatio: 1, opacity: 1 });
  });
});

describe('certificationPrintPath', () => {
  it('is /app/user/klasses/certification?key={ticketKey}&type={type}', () => {
    expect(certificationPrintPath('kt-active', 'KLASS')).toBe('/app/user/klasses/certification?key=kt-active&type=KLASS');
  });
});
