/**
 * Saving a file the page made (the rejected-rows CSV) under its Korean name: a Blob link clicked
 * once. The name goes in the `download` attribute as is; browsers keep Korean file names there.
 */
import type { SpreadsheetFile } from '@app/shared/lib/spreadsheet';

export function saveFile({ fileName, contentType, bytes }: SpreadsheetFile): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started by the next task; the object URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
