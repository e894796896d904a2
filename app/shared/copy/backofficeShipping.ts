/**
 * Korean copy of the shipping screens (backoffice.md §3 Shipping, §4 shipping statuses and
 * actions, §5 shipping fields, §9 carriers; issue 17): the list with its filters and bulk bar,
 * the status labels (the contract's own names, so a screen and a spreadsheet say the same), each
 * operator action with its confirmation and result, the invoice dialog, the bulk invoice import,
 * the spreadsheet exports and the address form with §5's messages at its fields. Sentences that
 * carry a name or a count are functions; counts arrive formatted.
 */
import { carrierNames, shippingStatusNames, type ShippingAction } from '@app/shared/api/contract/adminShippingRules';
import { withParticle } from '@app/shared/lib/korean/particle';

const actions: Record<ShippingAction, string> = {
  MOVE_TO_PENDING: '배송 보류',
  PREPARE_DELIVERY: '배송 준비',
  DROP_OUT: '배송 제외',
  CONFIRM_DELIVERED: '배송 완료 처리',
};

/** What each action did, for the undo toast and the result toast ("3건을 배송 준비로 옮겼어요"). */
const done: Record<ShippingAction, (scope: string) => string> = {
  MOVE_TO_PENDING: (scope) => `${withParticle(scope, '을/를')} 배송 보류로 옮겼어요.`,
  PREPARE_DELIVERY: (scope) => `${withParticle(scope, '을/를')} 배송 준비로 옮겼어요.`,
  DROP_OUT: (scope) => `${withParticle(scope, '을/를')} 배송 제외했어요.`,
  CONFIRM_DELIVERED: (scope) => `${withParticle(scope, '을/를')} 배송 완료로 처리했어요.`,
};

export const backofficeShippingCopy = {
  /** A shipment's change history (app/backoffice/commerce/shipping/kinds.ts). */
  history: {
    name: '배송',
    fields: {
      status: '배송 상태',
      carrier: '택배사',
      invoiceNumber: '송장번호',
      'recipient.name': '받는 분',
      'recipient.phone': '휴대폰 번호',
      'recipient.zipCode': '우편번호',
      'recipient.address': '주소',
      'recipient.addressDetail': '상세 주소',
      message: '배송 메시지',
    },
  },
  unit: '건',
  noun: '배송',
  title: '배송 관리',
  intro: '실물 상품 주문의 배송 상태를 바꾸고, 송장을 등록하고, 택배사 양식으로 내려받아요.',
  caption: '배송 목록',
  statuses: shippingStatusNames,
  carriers: carrierNames,
  actions,
  done,

  // Filters and columns
  searchFilter: '검색',
  searchPlaceholder: '주문번호, 받는 분, 휴대폰, 송장번호',
  statusFilter: '배송 상태',
  carrierFilter: '택배사',
  orderedFilter: '주문일',
  columnOrder: '주문',
  columnOrderedAt: '주문일',
  columnStatus: '배송 상태',
  columnRecipient: '받는 분',
  columnPhone: '휴대폰 번호',
  columnAddress: '주소',
  columnInvoice: '송장',
  columnUpdatedAt: '최근 변경',
  noInvoice: '송장 없음',
  invoiceOf: (carrier: string, invoiceNumber: string) => `${carrier} ${invoiceNumber}`,

  // Actions and their outcomes
  notAllowed: '지금 배송 상태에서는 할 수 없는 처리예요. 목록을 새로 고친 뒤 다시 시도해 주세요.',
  blocked: (count: string) => `선택한 배송 중 ${count}건은 지금 상태에서 이 처리를 할 수 없어요. 아무것도 바꾸지 않았어요.`,
  selectionChanged: '조건에 맞는 배송 건수가 바뀌었어요. 목록을 새로 고친 뒤 다시 시도해 주세요.',
  actionFailed: '처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  noActionForSelection: '선택한 배송의 상태가 서로 달라 함께 할 수 있는 처리가 없어요. 상태로 걸러 주세요.',
  /** "All matching": the statuses are being counted on the server. */
  checkingStatuses: '선택한 배송의 상태를 확인하고 있어요…',
  statusesUnknown: '선택한 배송의 상태를 확인하지 못해 처리를 고를 수 없어요. 다시 선택해 주세요.',

  // Spreadsheets
  exportFormats: { GENERIC: '기본 양식', CJ: 'CJ대한통운 양식', HANJIN: '한진택배 양식' },
  exportFormatLabel: '양식',
  exportAll: (format: string) => `${format}으로 내려받기`,
  exportSelection: (format: string) => `선택한 배송 ${format}으로 내려받기`,
  exportStarted: '엑셀 파일을 만들고 있어요. 작업 센터에서 내려받을 수 있어요.',
  exportFailed: '엑셀 내려받기를 시작하지 못했어요.',

  // Bulk invoices
  importInvoices: '송장 일괄 등록',
  importTitle: '송장 일괄 등록',
  importDescription: '배송번호, 택배사, 송장번호 열이 있는 CSV 파일을 올려 주세요. 배송 준비 중인 건은 배송 중이 되고, 배송 중인 건은 송장이 바뀌어요.',
  importColumnShipment: '배송번호',
  importColumnCarrier: '택배사',
  importColumnInvoice: '송장번호',
  importRegister: '새로 등록',
  importCorrect: '송장 변경',
  importRejected: '등록할 수 없음',
  importNotFoundMessage: '이 배송번호의 배송이 없어요.',
  importNotAllowed: (status: string) => `${status} 상태라 송장을 등록할 수 없어요. 배송 준비 중이거나 배송 중인 건에만 등록할 수 있어요.`,
  importFileName: '송장 일괄 등록',

  // Rules at the fields (§5, §9)
  rules: {
    carrierUnknown: (value: string) => `계약된 택배사가 아니에요: ${value || '(빈칸)'}. ${Object.values(carrierNames).join(', ')} 중 하나를 써 주세요.`,
    carrierRequired: '택배사를 골라 주세요.',
    invoiceNumber: '송장번호는 숫자 8~20자리로 입력해 주세요(하이픈은 빼도 돼요).',
    shipmentKey: '배송번호를 입력해 주세요.',
    nameRequired: '받는 분 이름을 입력해 주세요.',
    nameMax: '받는 분 이름은 24자까지 입력할 수 있어요.',
    phone: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
    zipCode: '우편번호 5자리를 입력해 주세요.',
    addressRequired: '주소를 입력해 주세요.',
    addressMax: '주소는 100자까지 입력할 수 있어요.',
    detailMax: '상세 주소는 30자까지 입력할 수 있어요.',
    messageMax: '배송 메시지는 50자까지 입력할 수 있어요.',
  },

  // The detail
  detailTitle: (key: string) => `배송 ${key}`,
  backToList: '배송 목록으로',
  gone: '이 배송을 찾을 수 없어요.',
  loadFailed: '배송 정보를 불러오지 못했어요.',
  orderSection: '주문',
  orderKey: '주문번호',
  orderTitle: '상품',
  quantity: '수량',
  quantityOf: (count: string) => `${count}개`,
  buyer: '주문자',
  orderedAt: '주문일',
  statusSection: '배송 상태',
  statusNow: '지금 상태',
  noActions: '이 상태에서는 더 할 수 있는 처리가 없어요.',
  invoiceSection: '송장',
  carrier: '택배사',
  invoiceNumber: '송장번호',
  registerInvoice: '송장 등록',
  updateInvoice: '송장 수정',
  invoiceHint: '배송 준비 중인 건에 송장을 등록하면 배송 중이 돼요.',
  invoiceNotYet: '배송 준비로 옮긴 뒤 송장을 등록할 수 있어요.',
  invoiceSaved: '송장을 저장했어요.',
  invoiceFailed: '송장을 저장하지 못했어요. 입력한 내용은 그대로 있어요.',
  carrierPlaceholder: '택배사 선택',
  addressSection: '배송지',
  recipientName: '받는 분',
  phone: '휴대폰 번호',
  zipCode: '우편번호',
  address: '주소',
  addressDetail: '상세 주소',
  message: '배송 메시지',
  saveAddress: '배송지 저장',
  addressSaved: '배송지를 저장했어요.',
  addressFailed: '배송지를 저장하지 못했어요. 입력한 내용은 그대로 있어요.',
  addressLocked: '이미 출고됐거나 배송 제외된 건은 배송지를 바꿀 수 없어요.',
  cancel: '취소',
  save: '저장',
};
