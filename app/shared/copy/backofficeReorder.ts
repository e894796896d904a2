/**
 * The words of the back-office kit's reorder piece (app/backoffice/kit/reorder/): the move buttons,
 * the drag handle's tooltip and what the live region says after a move. One set for every ordered
 * list, so a list that says nothing of its own moves and speaks like the rest; a screen whose
 * buttons name their item their own way ("메뉴 위로") passes its own words for those.
 */
import { withParticle } from '@app/shared/lib/korean/particle';

const count = (value: number) => value.toLocaleString('ko-KR');

export const backofficeReorderCopy = {
  up: '위로',
  down: '아래로',
  moveUp: (name: string) => `${name} 위로 옮기기`,
  moveDown: (name: string) => `${name} 아래로 옮기기`,
  dragHandle: (name: string) => `${name}: 끌어서 순서를 바꿀 수 있어요. 키보드로는 위로·아래로 버튼을 써요.`,
  moved: (name: string, place: number, total: number) => `${withParticle(name, '을/를')} ${count(total)}개 중 ${count(place)}번째로 옮겼어요.`,
};
