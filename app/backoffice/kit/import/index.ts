/**
 * The back-office import kit (issue 15, part 5). A screen declares an ImportDefinition (columns,
 * zod schema, optional uniqueness, classify, commit) and opens ImportDialog with it.
 */
export { ImportDialog, type ImportCountLabels, type ImportDialogProps } from './ImportDialog';
export type { DryRun, ImportClassification, ImportCommitMode, ImportCommitResult, ImportDefinition } from './dryRun';
export type { ImportColumn, ImportMapping } from './mapping';
export type { ImportInput, ImportRow, ImportRowError, ImportSchema, ImportUniqueness } from './validateRows';
