/**
 * Korean copy of the back-office's rich-text editor (issue 42; app/backoffice/kit/richText/): its
 * toolbar, the link field, the length said at the field and its loading state. 해요체.
 */
import { formatCount } from '@ds/lib/text/number';

export const backofficeRichTextCopy = {
  toolbar: '서식',
  heading: '제목',
  subheading: '소제목',
  bold: '굵게',
  bulletList: '글머리 기호 목록',
  orderedList: '번호 목록',
  link: '링크',
  linkField: '링크 주소',
  linkHint: 'https://로 시작하는 주소를 적어 주세요.',
  linkRefused: '열 수 없는 주소예요. https://로 시작하는 주소를 적어 주세요.',
  linkApply: '링크 걸기',
  linkRemove: '링크 빼기',
  linkCancel: '취소',
  // Not the bare "되돌리기" of the undo toast beside it: a screen reader would hear two such buttons.
  undo: '입력 되돌리기',
  redo: '입력 다시 하기',
  /** The length said at the field: what is shown counts, the markup does not. */
  length: (length: number, max: number) => `${formatCount(length)}/${formatCount(max)}자`,
  tooLong: (length: number, max: number) => `${formatCount(max)}자까지 쓸 수 있어요. 지금 ${formatCount(length)}자예요.`,
  loading: '편집기를 여는 중이에요.',
  loadFailed: '편집기를 열지 못했어요. 연결을 확인하고 다시 시도해 주세요.',
};
