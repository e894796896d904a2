/** The contrast maths against WCAG reference values, and the AA guarantees tenant theming relies on. */
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, ensureContrast, mix, parseHex, readableOn, relativeLuminance } from './contrast';

describe('contrast helper', () => {
  it('parses #rgb and #rrggbb and rejects anything else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#1B1B3A')).toEqual([27, 27, 58]);
    expect(parseHex('blue')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
  });

  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the well-known 4.54:1 boundary grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('mixes channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 0)).toBe('#ff0000');
  });

  it('picks black text on a light primary and white text on a dark one (AA 4.5:1)', () => {
    expect(readableOn('#ffe066')).toBe('#000000');
    expect(readableOn('#1b1b3a')).toBe('#ffffff');
  });

  it('reaches AA text contrast on any background grey level with black or white', () => {
    for (let level = 0; level <= 255; level += 5) {
      const grey = `#${level.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(readableOn(grey), grey)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('darkens a light colour until it is AA on every given background', () => {
    const darkened = ensureContrast('#ffe066', ['#ffffff', '#f8f9fa']);
    expect(darkened).not.toBe('#ffe066');
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(darkened, '#f8f9fa')).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps a colour that already passes', () => {
    expect(ensureContrast('#1b1b3a', ['#ffffff'])).toBe('#1b1b3a');
  });

  it('lightens instead when the backgrounds are dark', () => {
    const lightened = ensureContrast('#1b1b3a', ['#000000']);
    expect(contrastRatio(lightened, '#000000')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
