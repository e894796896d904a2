/**
 * The words of the back-office editor kit (app/backoffice/kit/editor/): what an editor's live region
 * says after an undo or a redo, by button or by Ctrl+Z, so a keyboard user hears that the step was
 * taken (the hand review: a module moved back by Ctrl+Z while the region still said its move).
 */
export const backofficeEditorCopy = {
  undone: '한 단계 되돌렸어요.',
  redone: '한 단계 다시 했어요.',
};
