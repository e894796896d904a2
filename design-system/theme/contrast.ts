/**
 * WCAG 2.x colour contrast for hex colours: relative luminance, contrast ratio, mixing, and the two
 * derivations tenant theming needs — a readable text colour on a background, and a colour pushed
 * darker (or lighter) until it reaches a contrast target on every given background.
 */

export type Rgb = readonly [number, number, number];

/** WCAG 2.x AA minimum for body text (1.4.3) and for focus rings / UI parts (1.4.11). */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

const WHITE = '#ffffff';
const BLACK = '#000000';

const rgb = (channels: readonly number[]): Rgb => [channels[0] ?? 0, channels[1] ?? 0, channels[2] ?? 0];

/** `#rgb` or `#rrggbb` (case-insensitive) to channels 0–255; `null` for anything else. */
export function parseHex(color: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  const hex = match?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return rgb([0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)));
}

export function isHexColor(color: string): boolean {
  return parseHex(color) !== null;
}

function rgbOf(color: string): Rgb {
  const channels = parseHex(color);
  if (!channels) throw new Error(`Not a hex colour: ${color}`);
  return channels;
}

export function toHex(channels: Rgb): string {
  return `#${channels.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance as defined by WCAG 2.x (sRGB linearised, weighted). */
export function relativeLuminance(color: string): number {
  const [r, g, b] = rgb(
    rgbOf(color).map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }),
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` moved towards `other` by `weight` (0 = color, 1 = other), channel by channel. */
export function mix(color: string, other: string, weight: number): string {
  const from = rgbOf(color);
  const to = rgbOf(other);
  return toHex(rgb(from.map((c, i) => c + ((to[i] ?? c) - c) * weight)));
}

/**
 * Black or white, whichever contrasts more with `background`. Pure black and white are used on
 * purpose: for any background one of them reaches at least 4.58:1, so AA text always holds.
 */
export function readableOn(background: string): typeof WHITE | typeof BLACK {
  return contrastRatio(background, WHITE) >= contrastRatio(background, BLACK) ? WHITE : BLACK;
}

/**
 * `color` itself when it already reaches `min` on every background, otherwise the first step
 * towards black (for light backgrounds) or white (for dark ones) that does. Steps of 4 % keep the
 * hue recognisable while guaranteeing an answer (black on a light background always passes).
 */
export function ensureContrast(color: string, backgrounds: readonly string[], min: number = AA_TEXT): string {
  const lightBackgrounds = backgrounds.every((bg) => relativeLuminance(bg) > 0.18);
  const target = lightBackgrounds ? BLACK : WHITE;
  for (let weight = 0; weight <= 1; weight += 0.04) {
    const candidate = mix(color, target, Math.min(weight, 1));
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= min)) return candidate;
  }
  return target;
}
