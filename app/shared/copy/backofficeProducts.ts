/**
 * Korean copy of the PRODUCT area's warehouse screens (issue 40 "warehouses are data (list, add,
 * rename)"; backoffice.md §7 Product "stock per warehouse"): the warehouse list with what each
 * holds, the name dialog, and the change history's words for a warehouse. Sentences that carry a
 * name or a count are functions; counts arrive formatted. The name rules' messages are the
 * contract's (a warehouse name is §5 common text; a taken one is `variantRuleMessages`).
 */
import { withParticle } from '@app/shared/lib/korean/particle';

export const backofficeProductsCopy = {
  warehousesTitle: '창고',
  warehousesIntro: '굿즈와 도서의 재고를 창고마다 따로 세요. 창고를 추가하면 모든 변형의 재고 칸이 하나씩 늘어나요.',
  warehousesCaption: '창고 목록',
  warehouseNoun: '창고',
  warehouseUnit: '곳',
  nameFilter: '창고 이름',
  nameFilterPlaceholder: '이름의 일부로 찾아요',
  columnName: '창고 이름',
  columnStockUnits: '보관 재고',
  columnStockedVariants: '재고 있는 변형',
  columnCreatedAt: '추가한 날',
  columnActions: '관리',
  units: (count: string) => `${count}개`,
  variants: (count: string) => `${count}종`,
  newWarehouse: '창고 추가',
  rename: '이름 바꾸기',
  renameOf: (name: string) => `${name} 이름 바꾸기`,
  createTitle: '창고 추가하기',
  renameTitle: '창고 이름 바꾸기',
  nameLabel: '창고 이름',
  nameHint: '2~30자, 한글·영문·숫자·특수문자',
  cancel: '취소',
  create: '추가하기',
  save: '저장하기',
  saveFailed: '창고를 저장하지 못했어요. 입력한 이름은 그대로 있으니 잠시 후 다시 시도해 주세요.',
  created: (name: string) => `${withParticle(`'${name}'`, '을/를')} 추가했어요. 이제 변형마다 이 창고의 재고를 입력할 수 있어요.`,
  renamed: (name: string) => `창고 이름을 ${withParticle(`'${name}'`, '으로/로')} 바꿨어요.`,
  history: {
    warehouse: '창고',
    fields: { name: '창고 이름' } as Readonly<Record<string, string>>,
  },
};
