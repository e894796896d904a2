/**
 * The words of the back-office kit's form save (app/backoffice/kit/forms/): what every form says
 * when a save failed or was based on a version someone else saved over first, and the link to
 * that latest version. One set for every form, so they all say it alike; a form whose sentence
 * names its own record (this coupon, this draft) passes it instead.
 */
export const backofficeFormsCopy = {
  unsaved: '저장하지 못했어요. 입력한 내용은 그대로 있어요. 잠시 후 다시 시도해 주세요.',
  stale: '다른 곳에서 먼저 수정됐어요. 입력한 내용은 그대로 있어요. 최신 내용을 확인한 뒤 다시 저장하면 이 내용으로 바뀌어요.',
  showLatest: '최신 내용 새 탭에서 보기',
};
