/**
 * The shipping rules both sides hold (backoffice.md §4 shipping statuses and operator actions, §5
 * shipping fields, §9 the ten contracted carriers; issue 17): which operator action a shipment's
 * status allows and where it takes it, when an invoice may be registered or changed, the carriers
 * and how an invoice number is written. One framework-free module, without zod, so the screen
 * (which offers only the actions a status allows) and the mock (which refuses the others with
 * `shipping.transition.not_allowed`) read the same table, and a production page pays nothing for
 * the contract's schemas.
 *
 * The lifecycle: a paid physical-goods order makes a shipment PAYMENT_RECEIVED. The operator may
 * hold it (PENDING), prepare it (PREPARED_DELIVERY) or drop it (DROP_OUT, final). Registering an
 * invoice on a prepared shipment puts it IN_TRANSIT; the invoice may be corrected while it is in
 * transit; confirming delivery makes it DELIVERED (final). Holding and preparing can be moved
 * back and forth, so the screen gives them an undo window; dropping and confirming delivery
 * cannot be taken back, so the screen asks first.
 */

export const shippingStatuses = [
  'PAYMENT_RECEIVED',
  'PENDING',
  'PREPARED_DELIVERY',
  'IN_TRANSIT',
  'DELIVERED',
  'DROP_OUT',
] as const;
export type ShippingStatus = (typeof shippingStatuses)[number];

/**
 * Each status in Korean, as the screens and the spreadsheets say it (the copy catalogue reads it
 * from here, so a file and a screen never name a status differently).
 */
export const shippingStatusNames: Record<ShippingStatus, string> = {
  PAYMENT_RECEIVED: '결제 완료',
  PENDING: '배송 보류',
  PREPARED_DELIVERY: '배송 준비 중',
  IN_TRANSIT: '배송 중',
  DELIVERED: '배송 완료',
  DROP_OUT: '배송 제외',
};

export const shippingActions = ['MOVE_TO_PENDING', 'PREPARE_DELIVERY', 'DROP_OUT', 'CONFIRM_DELIVERED'] as const;
export type ShippingAction = (typeof shippingActions)[number];

/** Path segment of each action (`…/shipments/{key}/status/prepare-delivery`). */
export const shippingActionPaths = {
  MOVE_TO_PENDING: 'move-to-pending',
  PREPARE_DELIVERY: 'prepare-delivery',
  DROP_OUT: 'dropout',
  CONFIRM_DELIVERED: 'confirm-delivered',
} as const satisfies Record<ShippingAction, string>;

/** Where each action takes a shipment. */
export const actionTarget: Record<ShippingAction, ShippingStatus> = {
  MOVE_TO_PENDING: 'PENDING',
  PREPARE_DELIVERY: 'PREPARED_DELIVERY',
  DROP_OUT: 'DROP_OUT',
  CONFIRM_DELIVERED: 'DELIVERED',
};

/** The actions each status allows, in the order the screen offers them. */
const transitions: Record<ShippingStatus, readonly ShippingAction[]> = {
  PAYMENT_RECEIVED: ['PREPARE_DELIVERY', 'MOVE_TO_PENDING', 'DROP_OUT'],
  PENDING: ['PREPARE_DELIVERY', 'DROP_OUT'],
  PREPARED_DELIVERY: ['MOVE_TO_PENDING', 'DROP_OUT'],
  IN_TRANSIT: ['CONFIRM_DELIVERED'],
  DELIVERED: [],
  DROP_OUT: [],
};

/** Actions that can be taken back by another action: they get the undo window, not a confirmation. */
export const reversibleShippingActions: readonly ShippingAction[] = ['MOVE_TO_PENDING', 'PREPARE_DELIVERY'];

export function isReversible(action: ShippingAction): boolean {
  return reversibleShippingActions.includes(action);
}

export function allowedShippingActions(status: ShippingStatus): readonly ShippingAction[] {
  return transitions[status];
}

export function canApply(status: ShippingStatus, action: ShippingAction): boolean {
  return transitions[status].includes(action);
}

/**
 * The actions every one of `statuses` allows: what a bulk bar may offer for a selection whose
 * rows are in those statuses (an action one of them refuses is not offered). No statuses, no action.
 */
export function actionsForStatuses(statuses: Iterable<ShippingStatus>): ShippingAction[] {
  const present = new Set(statuses);
  if (present.size === 0) return [];
  return shippingActions.filter((action) => [...present].every((status) => canApply(status, action)));
}

/** An invoice is registered on a prepared shipment and may be corrected while it is in transit. */
export const invoiceStatuses: readonly ShippingStatus[] = ['PREPARED_DELIVERY', 'IN_TRANSIT'];

export function canRegisterInvoice(status: ShippingStatus): boolean {
  return invoiceStatuses.includes(status);
}

/** The status a shipment has once its invoice is registered (or corrected). */
export function statusAfterInvoice(status: ShippingStatus): ShippingStatus {
  return status === 'PREPARED_DELIVERY' ? 'IN_TRANSIT' : status;
}

/** The address and message may change until the parcel is handed to the carrier (and not once dropped). */
export function canUpdateAddress(status: ShippingStatus): boolean {
  return status === 'PAYMENT_RECEIVED' || status === 'PENDING' || status === 'PREPARED_DELIVERY';
}

/** The ten contracted carriers (§9), in the spec's order. */
export const carriers = ['CJ', 'GS_POSTBOX', 'EPOST', 'LOTTE', 'LOGEN', 'HANJIN', 'KYUNGDONG', 'HAPDONG', 'CU_POST', 'ILYANG'] as const;
export type Carrier = (typeof carriers)[number];

/** Each carrier's name as operators and its own spreadsheets write it. */
export const carrierNames: Record<Carrier, string> = {
  CJ: 'CJ대한통운',
  GS_POSTBOX: 'GS Postbox 택배',
  EPOST: '우체국택배',
  LOTTE: '롯데택배',
  LOGEN: '로젠택배',
  HANJIN: '한진택배',
  KYUNGDONG: '경동택배',
  HAPDONG: '합동택배',
  CU_POST: 'CU 편의점택배',
  ILYANG: '일양로지스',
};

/** Other ways a file may name a carrier (short names, old names); compared without spaces and case. */
const carrierAliases: Record<Carrier, readonly string[]> = {
  CJ: ['CJ', 'CJ택배', '대한통운'],
  GS_POSTBOX: ['GS', 'GS택배', 'GS Postbox', 'GS편의점택배'],
  EPOST: ['우체국', '우편', 'EPOST'],
  LOTTE: ['롯데', '롯데글로벌로지스', '현대택배'],
  LOGEN: ['로젠'],
  HANJIN: ['한진'],
  KYUNGDONG: ['경동'],
  HAPDONG: ['합동'],
  CU_POST: ['CU', 'CU택배', 'CU post'],
  ILYANG: ['일양', '일양택배'],
};

const squeeze = (value: string) => value.replace(/\s+/g, '').toLowerCase();

const carrierLookup = new Map<string, Carrier>(
  carriers.flatMap((carrier) => [carrier, carrierNames[carrier], ...carrierAliases[carrier]].map((name) => [squeeze(name), carrier] as const)),
);

/** The carrier a cell names (its code, its name or a known alias); null when it is none of the ten. */
export function carrierFromText(text: string): Carrier | null {
  return carrierLookup.get(squeeze(text)) ?? null;
}

export const INVOICE_DIGITS_MIN = 8;
export const INVOICE_DIGITS_MAX = 20;

/**
 * An invoice number as kept: its digits only. Operators paste them with hyphens or spaces
 * ("6123-4567-8901"); anything else, or too few or many digits, is not an invoice number (null).
 */
export function normaliseInvoiceNumber(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[\d\s-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= INVOICE_DIGITS_MIN && digits.length <= INVOICE_DIGITS_MAX ? digits : null;
}

/** §5 shipping fields. */
export const RECIPIENT_NAME_MAX = 24;
export const ADDRESS_DETAIL_MAX = 30;
export const DELIVERY_MESSAGE_MAX = 50;
export const ADDRESS_LINE_MAX = 100;
/** A mobile number as shipments keep it: `010-1234-5678`. */
export const SHIPPING_MOBILE = /^01[016789]-\d{3,4}-\d{4}$/;

/** The sort fields the shipment list takes (adminShipping.ts builds its query from them; the list offers exactly these). */
export const shipmentSortFields = ['orderedAt', 'updatedAt', 'status', 'recipientName'] as const;

// ---- the export's spreadsheet layouts (schema-free, so a journey or the mock reads them without zod) ----

export const shippingSheetFormats = ['GENERIC', 'CJ', 'HANJIN'] as const;
/** A spreadsheet layout of the shipping export: the back-office's own, or a carrier's booking sheet. */
export type ShippingSheetFormat = (typeof shippingSheetFormats)[number];

/** A shipment's values a spreadsheet column may hold. */
export type ShippingSheetField =
  | 'shipmentKey'
  | 'orderKey'
  | 'orderedAt'
  | 'status'
  | 'orderTitle'
  | 'quantity'
  | 'buyerName'
  | 'recipientName'
  | 'phone'
  | 'zipCode'
  | 'address'
  | 'addressDetail'
  | 'fullAddress'
  | 'message'
  | 'carrier'
  | 'invoiceNumber';

/**
 * The columns of each layout, in order. GENERIC is the back-office's own (every field); CJ and
 * Hanjin follow the carriers' bulk-booking sheets, whose headers their systems match by name.
 */
export const shippingSheetColumns: Record<ShippingSheetFormat, readonly { key: ShippingSheetField; header: string }[]> = {
  GENERIC: [
    { key: 'shipmentKey', header: '배송번호' },
    { key: 'orderKey', header: '주문번호' },
    { key: 'orderedAt', header: '주문일' },
    { key: 'status', header: '배송 상태' },
    { key: 'orderTitle', header: '상품명' },
    { key: 'quantity', header: '수량' },
    { key: 'buyerName', header: '주문자' },
    { key: 'recipientName', header: '받는 분' },
    { key: 'phone', header: '휴대폰 번호' },
    { key: 'zipCode', header: '우편번호' },
    { key: 'address', header: '주소' },
    { key: 'addressDetail', header: '상세 주소' },
    { key: 'message', header: '배송 메시지' },
    { key: 'carrier', header: '택배사' },
    { key: 'invoiceNumber', header: '송장번호' },
  ],
  CJ: [
    { key: 'recipientName', header: '받는분성명' },
    { key: 'phone', header: '받는분전화번호' },
    { key: 'zipCode', header: '받는분우편번호' },
    { key: 'fullAddress', header: '받는분주소(전체, 분할)' },
    { key: 'orderTitle', header: '품목명' },
    { key: 'quantity', header: '내품수량' },
    { key: 'message', header: '배송메세지1' },
    { key: 'shipmentKey', header: '고객주문번호' },
  ],
  HANJIN: [
    { key: 'recipientName', header: '수하인명' },
    { key: 'phone', header: '수하인휴대폰' },
    { key: 'zipCode', header: '우편번호' },
    { key: 'fullAddress', header: '수하인주소' },
    { key: 'orderTitle', header: '상품명' },
    { key: 'quantity', header: '수량' },
    { key: 'message', header: '배송메모' },
    { key: 'shipmentKey', header: '주문번호' },
  ],
};
