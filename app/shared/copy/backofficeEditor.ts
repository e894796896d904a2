/**
 * The words of the back-office editor kit (app/backoffice/kit/editor/): what an editor's live region
 * says after an undo or a redo, by button or by Ctrl+Z, so a keyboard user hears that the step was
 * taken (the hand review: a module moved back by Ctrl+Z while the region still said its move); and
 * the notice of a draft kept in the browser that could not be opened (SetAsideDraftNotice).
 */
export const backofficeEditorCopy = {
  undone: '한 단계 되돌렸어요.',
  redone: '한 단계 다시 했어요.',
  setAsideTitle: '예전에 저장하지 않고 남겨 둔 작업을 열지 못했어요',
  setAsideKept: '편집기가 바뀌기 전에 이 브라우저에 남은 작업이라 지금 화면에 불러올 수 없었어요. 버리지 않고 따로 보관해 두었어요. 파일로 받아서 내용을 확인할 수 있어요.',
  setAsideNotKept: '편집기가 바뀌기 전에 이 브라우저에 남은 작업이라 지금 화면에 불러올 수 없었어요. 브라우저 저장 공간이 부족해 따로 보관하지 못했으니, 이 화면을 닫기 전에 파일로 받아 두세요.',
  setAsideSave: '남은 작업 파일로 받기',
  setAsideFileName: (name: string) => `${name} 남은 작업.json`,
};
