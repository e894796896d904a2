/**
 * The data URL of image bytes (dataUrl.ts), as the mock keeps covers and certificate backgrounds:
 * the bytes come back whole from the base64, also past one chunk of the conversion, and the type
 * is the one given.
 */
import { describe, expect, it } from 'vitest';
import { dataUrlOf } from './dataUrl';

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

function bytesOf(url: string): number[] {
  const base64 = url.slice(url.indexOf(',') + 1);
  return Array.from(atob(base64), (character) => character.charCodeAt(0));
}

describe('dataUrlOf', () => {
  it('names the type and holds the bytes as base64', () => {
    expect(dataUrlOf(new Uint8Array(PNG_SIGNATURE), 'image/png')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('keeps every byte of an image larger than one chunk, in order', () => {
    const bytes = Uint8Array.from({ length: 100_003 }, (_, index) => (index * 31) % 256);
    const url = dataUrlOf(bytes, 'image/webp');
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    expect(bytesOf(url)).toEqual(Array.from(bytes));
  });

  it('an empty file is an empty data URL of its type', () => {
    expect(dataUrlOf(new Uint8Array(), 'image/jpeg')).toBe('data:image/jpeg;base64,');
  });
});
