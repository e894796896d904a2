/**
 * Which picked or dropped files a FileInput takes, and the clear message for the first one it
 * refuses (a wrong type, too large), in the words of the app's DesignSystemMessages. The `accept` list has the syntax of the HTML
 * attribute: MIME types (`image/png`), wildcards (`image/*`) or extensions (`.pdf`).
 */
import type { DesignSystemMessages } from '@ds/lib/messages';
import { formatFileSize } from '@ds/lib/text/fileSize';

export interface FileRules {
  accept?: readonly string[];
  /** How the allowed types read in a sentence, e.g. "이미지 파일(jpg, png)". */
  acceptLabel?: string;
  /** Largest size in bytes. */
  maxSize?: number;
}

export type FileCheckMessages = Pick<DesignSystemMessages, 'fileTypes' | 'fileWrongType' | 'fileTooLarge'>;

export interface FileCheck {
  accepted: File[];
  rejection: string | null;
}

function matches(file: File, pattern: string): boolean {
  const rule = pattern.trim().toLowerCase();
  if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
  if (rule.endsWith('/*')) return file.type.toLowerCase().startsWith(rule.slice(0, -1));
  return file.type.toLowerCase() === rule;
}

/** "jpg, png" from the accept list, for the sentence when no label is given. */
function acceptedExtensions(accept: readonly string[]): string {
  return accept.map((rule) => rule.replace(/^\./, '').replace(/^.*\//, '')).join(', ');
}

export function checkFiles(files: readonly File[], { accept, acceptLabel, maxSize }: FileRules, messages: FileCheckMessages): FileCheck {
  const accepted: File[] = [];
  let rejection: string | null = null;
  for (const file of files) {
    if (accept && accept.length > 0 && !accept.some((rule) => matches(file, rule))) {
      rejection ??= messages.fileWrongType(acceptLabel ?? messages.fileTypes(acceptedExtensions(accept)));
    } else if (maxSize !== undefined && file.size > maxSize) {
      rejection ??= messages.fileTooLarge(formatFileSize(maxSize), file.name, formatFileSize(file.size));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejection };
}
