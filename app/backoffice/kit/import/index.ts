/**
 * The back-office import kit (issue 15, part 5). A screen declares an ImportDefinition (columns,
 * zod schema, optional uniqueness, classify, commit) and opens ImportDialog with it, or lays the
 * same flow out in its page with ImportPanel.
 */
export { ImportDialog, ImportPanel, type ImportCountLabels, type ImportDialogProps, type ImportPanelProps } from './ImportDialog';
export { IMPORT_FILE_MAX_BYTES, IMPORT_ROWS_MAX } from './dryRun';
export type { DryRun, ImportClassification, ImportCommitMode, ImportCommitResult, ImportDefinition, ImportOutcome } from './dryRun';
export type { ImportColumn, ImportMapping } from './mapping';
export type { ImportInput, ImportRow, ImportRowError, ImportSchema, ImportUniqueness } from './validateRows';
