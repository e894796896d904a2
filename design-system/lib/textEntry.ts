/**
 * Whether a key press lands in a place that types text (a field, a select, an editable region):
 * page-wide shortcuts (Ctrl+Z of an editor, of the undo toast) leave such keys to the field's own
 * undo of its letters.
 */
export const isTextEntry = (target: EventTarget): boolean =>
  target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable]') !== null;
