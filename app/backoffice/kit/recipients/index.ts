/**
 * The kit's recipient picker (issue 29): whom a back-office job gives something to — the member
 * search with the list's selection scope, a group, or a pasted list or CSV with the area's dry run.
 * An area brings its calls and words; see RecipientPicker.tsx.
 */
export { RecipientPicker, type RecipientPickerProps, type RecipientWords } from './RecipientPicker';
export { useRecipientPicker, type RecipientPickerApi, type RecipientPickerOptions, type RecipientSubject } from './useRecipientPicker';
export type { RecipientSearchDefinition } from './recipients';
export type { RecipientDryRunCall, RecipientStart } from './recipientImport';
export type { ChosenRecipients } from './startFlow';
export { useRecipientStart, type RecipientStartApi, type RecipientStartWords } from './useRecipientStart';
