/**
 * The back-office catalogue screens' words (issue 28; backoffice.md §2 content management and
 * product sales info, §4 display state, §9 price display): the per-type lists, the display-state
 * changes and their undo, the edit form with its sales info, and the words the change history
 * shows for a catalogue item's fields. The rules' messages are the contract's
 * (`adminCatalogueWords.ts`: the mock says them too).
 */
import {
  CATALOGUE_DESCRIPTION_MAX,
  catalogueRuleMessages,
  catalogueTypeNames,
  type CatalogueType,
  type DisplayState,
  type PriceDisplayModeCode,
  type SaleStatus,
  type TaxType,
} from '@app/shared/api/contract/adminCatalogueWords';
import { withParticle } from '@app/shared/lib/korean/particle';

const typeNames = catalogueTypeNames;

const displayStateNames: Record<DisplayState, string> = { SHOW: '노출', HIDE: '숨김' };
const saleStatusNames: Record<SaleStatus, string> = { ON_SALE: '판매 중', STOPPED: '판매 중지' };
const taxTypeNames: Record<TaxType, string> = { TAXABLE: '과세', TAX_FREE: '면세' };
const priceDisplayModeNames: Record<PriceDisplayModeCode, string> = {
  ZERO: '0원으로 표시',
  FREE: '‘무료’로 표시',
  HIDE: '가격 표시 안 함',
};

/** The change history's names for a catalogue item's fields (app/backoffice/catalogue/kinds.ts reads them). */
export const backofficeCatalogueHistoryFields: Readonly<Record<string, string>> = {
  title: '이름',
  masterName: '담당 마스터',
  usePlaybackRates: '배속 재생',
  category: '카테고리',
  displayState: '노출 상태',
  saleStatus: '판매 상태',
  price: '가격',
  priceDisplayMode: '0원일 때 표시',
  salePeriod: '판매 기간',
  'salePeriod.startAt': '판매 시작',
  'salePeriod.endAt': '판매 종료',
  taxType: '과세 구분',
  shippingFee: '배송비',
  freeShippingFrom: '무료 배송 기준',
  maxPurchaseQuantity: '최대 구매 수량',
  description: '설명',
  cover: '표지 이미지',
  optionGroups: '옵션 그룹',
  variantCount: '옵션 조합 수',
  totalStock: '전체 재고',
};

/** …and the words of its coded values. */
export const backofficeCatalogueHistoryValues: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  displayState: displayStateNames,
  saleStatus: saleStatusNames,
  priceDisplayMode: priceDisplayModeNames,
  taxType: taxTypeNames,
};

/** The change history's names for a category's fields (app/backoffice/catalogue/kinds.ts reads them). */
export const backofficeCatalogueCategoryHistoryFields: Readonly<Record<string, string>> = {
  name: '카테고리 이름',
  order: '순서',
  itemCount: '속한 상품 수',
};

export const backofficeCatalogueCopy = {
  /** The catalogue's change history names (app/backoffice/catalogue/kinds.ts). */
  history: { item: '상품', category: '상품 카테고리', yes: '사용', no: '사용 안 함', count: (value: number) => `${value.toLocaleString('ko-KR')}개`, orderAt: (value: number) => `${value.toLocaleString('ko-KR')}번째` },
  typeNames,
  displayStateNames,
  saleStatusNames,
  priceDisplayModeNames,
  taxTypeNames,
  listTitle: (type: CatalogueType) => `${typeNames[type]} 관리`,
  listIntro: '노출 상태를 바꾸면 수강생 화면에 바로 반영돼요. 숨긴 상품은 수강생 목록에서 빠져요.',
  caption: (type: CatalogueType) => `${typeNames[type]} 목록`,
  unit: '개',
  filterQ: '이름·코드',
  filterQPlaceholder: '상품 이름 또는 코드',
  filterCategory: '카테고리',
  filterDisplayState: '노출 상태',
  filterSaleStatus: '판매 상태',
  columnTitle: '이름',
  columnCategory: '카테고리',
  columnPrice: '가격',
  columnDisplayState: '노출',
  columnSaleStatus: '판매 상태',
  columnUpdatedAt: '최근 수정',
  columnAction: '노출 변경',
  master: (name: string) => `담당 ${name}`,
  /** A zero price whose display mode hides it: what the operator sees in the list. */
  priceHidden: '표시 안 함',
  hide: '숨기기',
  show: '보이기',
  hideOne: (title: string) => `‘${title}’ 숨기기`,
  showOne: (title: string) => `‘${title}’ 보이기`,
  /** The undo toast: "선택한 3개를 숨겼어요". */
  hidden: (scope: string) => `${withParticle(scope, '을/를')} 숨겼어요.`,
  shown: (scope: string) => `${withParticle(scope, '을/를')} 다시 보이게 했어요.`,
  changeFailed: '노출 상태를 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.',
  selectionChanged: '조건에 맞는 상품 수가 바뀌었어요. 목록을 새로 고친 뒤 다시 선택해 주세요.',
  edit: '수정',
  // The edit form.
  editTitle: (type: CatalogueType) => `${typeNames[type]} 수정`,
  editIntro: '이름과 판매 정보를 바꿔요. 판매 기간은 한국 시간(Asia/Seoul) 기준이에요.',
  fieldTitle: '이름',
  fieldCategory: '카테고리',
  fieldSaleStatus: '판매 상태',
  fieldPrice: '가격(원)',
  fieldPriceHint: '0원은 아래 표시 방식대로 보여요.',
  fieldPriceDisplayMode: '0원일 때 표시',
  pricePreview: (shown: string | null) => (shown === null ? '수강생 화면에는 가격이 보이지 않아요.' : `수강생 화면에는 ${withParticle(shown, '으로/로')} 보여요.`),
  fieldSalePeriod: '판매 기간 정하기',
  fieldSaleStart: '판매 시작 (한국 시간)',
  fieldSaleEnd: '판매 종료 (한국 시간)',
  fieldMasterName: '담당 마스터',
  fieldMasterNameRule: '담당 마스터 이름은 2자 이상 30자 이하로 입력해 주세요.',
  fieldPlaybackRates: '배속 재생 허용',
  fieldPlaybackRatesHint: '켜면 수강생이 강의를 0.5배속부터 2배속까지 바꿔 볼 수 있어요.',
  fieldTaxType: '과세 구분',
  fieldShippingFee: '배송비(원)',
  fieldShippingFeeHint: '0원이면 무료 배송이에요.',
  fieldFreeShippingFrom: '무료 배송 기준 금액(원)',
  fieldFreeShippingFromHint: '주문 금액이 이 금액 이상이면 배송비가 없어요. 비우면 늘 배송비를 받아요.',
  fieldMaxPurchaseQuantity: '최대 구매 수량',
  fieldMaxPurchaseQuantityHint: '한 번에 살 수 있는 수량이에요. 비우면 제한이 없어요.',
  salePeriodRequired: '판매 시작과 종료 시각을 모두 입력해 주세요.',
  save: '저장하기',
  saved: '저장했어요.',
  saveFailed: '저장하지 못했어요. 입력한 내용은 그대로 있으니 다시 저장해 주세요.',
  stale: '다른 곳에서 먼저 수정했어요. 입력한 내용은 그대로 두었으니, 다시 저장하면 최신 내용 위에 저장돼요.',
  backToList: '목록으로',
  loadFailed: '상품 정보를 불러오지 못했어요.',
  retry: '다시 시도',
  fieldDescription: '설명',
  fieldDescriptionHint: `수강생 화면의 상품 소개에 보여요. ${CATALOGUE_DESCRIPTION_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`,
  fieldCover: '표지 이미지',
  coverUpload: '새 표지 이미지',
  coverNone: '아직 표지 이미지가 없어요.',
  coverUploaded: (fileName: string) => `${withParticle(`‘${fileName}’`, '을/를')} 올렸어요. 저장하면 표지가 바뀌어요.`,
  coverAlt: (title: string) => `‘${title}’ 표지`,
  /** The uploaded cover's file is gone by the time of the save (`file.not_found`). */
  coverGone: '올린 표지 파일을 찾을 수 없어요. 표지 이미지를 다시 올려 주세요.',
  categoriesLoadFailed: '카테고리를 불러오지 못했어요.',
  // Categories.
  categories: {
    title: '카테고리 관리',
    intro: '종류마다 카테고리를 만들고, 이름을 바꾸고, 순서를 정해요. 코스와 패키지는 클래스 카테고리를 함께 써요.',
    ownerNav: '카테고리 종류',
    ownerTab: (type: CatalogueType) => `${typeNames[type]} 카테고리`,
    listLabel: (type: CatalogueType) => `${typeNames[type]} 카테고리 순서`,
    itemCount: (count: string) => `상품 ${count}개`,
    createLabel: '새 카테고리 이름',
    create: '추가하기',
    created: (name: string) => `‘${name}’ 카테고리를 추가했어요.`,
    rename: '이름 바꾸기',
    renameOf: (name: string) => `‘${name}’ 이름 바꾸기`,
    renameLabel: (name: string) => `‘${name}’의 새 이름`,
    renameSave: '이름 저장',
    renameCancel: '취소',
    renamed: (name: string) => `이름을 ${withParticle(`‘${name}’`, '으로/로')} 바꿨어요.`,
    moveUp: (name: string) => `‘${name}’ 위로 옮기기`,
    moveDown: (name: string) => `‘${name}’ 아래로 옮기기`,
    up: '위로',
    down: '아래로',
    /** The live region after a move: "‘개발’을 8개 중 1번째로 옮겼어요." */
    moved: (name: string, place: number, count: number) => `${withParticle(`‘${name}’`, '을/를')} ${count}개 중 ${place}번째로 옮겼어요.`,
    remove: '삭제',
    removeOf: (name: string) => `‘${name}’ 삭제`,
    removeTitle: (name: string) => `‘${name}’ 카테고리를 삭제할까요?`,
    removeMoves: (count: string) => `이 카테고리에 속한 상품 ${count}개는 아래에서 고른 카테고리로 옮겨져요. 삭제는 되돌릴 수 없어요.`,
    removeEmpty: '이 카테고리에 속한 상품은 없어요. 삭제는 되돌릴 수 없어요.',
    removeTarget: '상품을 옮길 카테고리',
    removeConfirm: '옮기고 삭제하기',
    removeConfirmEmpty: '삭제하기',
    removeCancel: '취소',
    removed: (name: string, moved: string, target: string) =>
      moved === '0' ? `‘${name}’ 카테고리를 삭제했어요.` : `‘${name}’ 카테고리를 삭제하고 상품 ${moved}개를 ${withParticle(`‘${target}’`, '으로/로')} 옮겼어요.`,
    lastOne: '카테고리가 하나뿐이라 삭제할 수 없어요.',
    nameTaken: '같은 이름의 카테고리가 이미 있어요.',
    changed: '다른 곳에서 카테고리 목록이 바뀌었어요. 새 목록을 불러왔으니 다시 해 주세요.',
    failed: '카테고리를 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.',
    empty: '카테고리가 없어요. 위에서 새 카테고리를 추가해 주세요.',
    loadFailed: '카테고리를 불러오지 못했어요.',
    nameRule: catalogueRuleMessages.categoryName,
  },
  // The PRODUCT area: goods' option groups, variants and stock.
  productsTitle: '상품 판매 관리',
  productsIntro: '굿즈의 옵션 조합마다 가격, SKU, 창고별 재고, 판매 상태를 정해요.',
  variants: {
    pageIntro:
      '옵션 그룹은 3개까지 만들 수 있어요. 표에서는 화살표 키로 움직이고, Enter를 누르거나 바로 입력해 고치고, Esc로 취소하고, Tab으로 표를 벗어나요. 스프레드시트에서 복사한 칸을 붙여 넣을 수 있고, Ctrl+Z로 되돌릴 수 있어요.',
    groupsTitle: '옵션 그룹',
    groupName: (place: number) => `옵션 그룹 ${place} 이름`,
    groupValues: (place: number) => `옵션 그룹 ${place} 값`,
    groupValuesHint: '쉼표로 나눠 입력해요. 예: 화이트, 블랙',
    addGroup: '옵션 그룹 추가',
    removeGroup: (place: number) => `옵션 그룹 ${place} 삭제`,
    applyGroups: '옵션 조합 만들기',
    combinationCount: (count: string) => `옵션 조합 ${count}개`,
    noVariants: '옵션이 없어요. 옵션 그룹을 추가하면 조합마다 가격, SKU, 재고를 정할 수 있어요.',
    gridTitle: '옵션 조합',
    gridLabel: '옵션 조합별 판매 정보',
    columnPrice: '가격(원)',
    columnSku: 'SKU',
    columnStatus: '판매 상태',
    columnStock: (warehouse: string) => `재고 · ${warehouse}`,
    cellEditor: (column: string, option: string) => `${option} ${column}`,
    cellError: (message: string) => `오류: ${message}`,
    // The words the cell shows, not the codes the server's rule names.
    statusTyped: `판매 상태는 ‘${saleStatusNames.ON_SALE}’ 또는 ‘${saleStatusNames.STOPPED}’로 입력해 주세요.`,
    errorCount: (count: string) => `고칠 칸이 ${count}개 있어요.`,
    noErrors: '모든 칸이 올바르게 입력됐어요.',
    nextError: '다음 오류 칸으로',
    undo: '되돌리기',
    nothingToUndo: '되돌릴 수정이 없어요.',
    save: '저장하기',
    saved: '옵션과 재고를 저장했어요.',
    saveBlocked: '오류가 있는 칸을 먼저 고쳐 주세요.',
    /** A paste that did not all go in: "붙여 넣은 칸 중 마지막 열을 넘은 2열, 옵션 값 칸 1개는 넣지 않았어요." */
    pasteLeftOut: (parts: readonly string[]) => `붙여 넣은 칸 중 ${withParticle(parts.join(', '), '은/는')} 넣지 않았어요.`,
    pastePastColumns: (count: string) => `마지막 열을 넘은 ${count}열`,
    pastePastRows: (count: string) => `마지막 줄을 넘은 ${count}줄`,
    pasteOnOptions: (count: string) => `옵션 값 칸 ${count}개`,
    openVariants: (title: string) => `‘${title}’ 옵션과 재고`,
  },
} as const;
