/**
 * Every area's job-kind and record-type words, found from the areas' own `kinds.ts`
 * (defineKindWords.ts) with import.meta.glob, as the areas' screens are (areas/areaModules.ts).
 * Read by the job centre's drawer and page and by the change history; never by the back-office's
 * first download (the area declarations), so each area's words cost only the screens that show them.
 * Two areas naming the same kind stop at load, as two areas with one id do.
 */
import type { JobKind } from '@app/shared/api/contract/adminJob';
import type { HistoryRecordType, HistoryValue } from '@app/shared/api/contract/adminHistory';
import { copy } from '@app/shared/copy';
import type { AreaKindWords, RecordTypeWords } from './defineKindWords';

const found = import.meta.glob<AreaKindWords>('../../**/kinds.ts', { eager: true, import: 'default' });

/** Merges the areas' words (by file); a kind named by two files is an error naming both. Pure, for its test. */
export function gatherKindWords(files: Readonly<Record<string, AreaKindWords>>) {
  const jobKinds = new Map<string, { word: string; file: string }>();
  const recordTypes = new Map<string, { words: RecordTypeWords; file: string }>();
  for (const [file, words] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [kind, word] of Object.entries(words.jobKinds ?? {})) {
      const earlier = jobKinds.get(kind);
      if (earlier) throw new Error(`job kind ${kind} has words in ${earlier.file} and in ${file}`);
      if (word !== undefined) jobKinds.set(kind, { word, file });
    }
    for (const [type, typeWords] of Object.entries(words.recordTypes ?? {})) {
      const earlier = recordTypes.get(type);
      if (earlier) throw new Error(`history record type ${type} has words in ${earlier.file} and in ${file}`);
      if (typeWords !== undefined) recordTypes.set(type, { words: typeWords, file });
    }
  }
  return { jobKinds, recordTypes };
}

export const kindWords = gatherKindWords(found);

const text = copy.backofficeHistory;

/** A job kind's name; a kind no area has put in words (a defect the kinds test catches) as its code. */
export function jobKindWord(kind: JobKind): string {
  return kindWords.jobKinds.get(kind)?.word ?? kind;
}

/** A record type's words: its name, its unit and its fields. */
export function recordTypeWords(type: HistoryRecordType): RecordTypeWords {
  return kindWords.recordTypes.get(type)?.words ?? { name: type, fields: {} };
}

/** A recorded field's label; a field the declaration does not name yet, as stored. */
export function historyFieldLabel(type: HistoryRecordType, field: string): string {
  return recordTypeWords(type).fields[field]?.label ?? field;
}

/** A recorded value as the area's screens show it; null or blank is "(없음)". */
export function historyFieldValue(type: HistoryRecordType, field: string, value: HistoryValue): string {
  if (value === null || value === '') return text.emptyValue;
  const format = recordTypeWords(type).fields[field]?.format;
  return format ? format(value) : String(value);
}
