/**
 * The seeded orders (issue 17): 10,000 generated orders over the year before the seed's day, in
 * every payment status (failed ones with and without a payment to cancel), every order type, card
 * payments with Korean card companies and instalments, deposit orders awaiting their money, coupon
 * discounts, shipped books and goods with addresses, and orders already refunded in part or in
 * whole (their amounts computed by the one refund module). Buyers are the member area's members.
 *
 * Besides them, the seeded learner's (`acc-learner`, 김하늘) class, course and package purchases:
 * each order item names the tickets it granted in the inventory area, so refunding one takes that
 * ticket to REFUND and the learner's my-classes page shows it (`learnerOrders` names them).
 *
 * Built once per process from its own seeded faker (seedBulk), after the accounts, members,
 * inventory and catalogue it reads (its products and their prices are the catalogue's, issue 28).
 * The shipping area builds its shipments from `orderSeed()` (the same records, so a shipment's
 * order exists): `shippedOrders()` are the BOOK and GOODS orders with an address.
 */
import { base, en, Faker, ko } from '@faker-js/faker';
import {
  shippedOrderTypes,
  type OrderAddress,
  type OrderBuyer,
  type OrderItem,
  type OrderType,
  type PaymentCancel,
  type RefundReasonType,
  type ShippingFee,
} from '@app/shared/api/contract/adminOrder';
import {
  applyRefund,
  computeRefund,
  everythingLeft,
  paidAmount,
  type RefundChoice,
} from '@app/shared/api/contract/adminOrderRefund';
import { seedStockAfterOrders } from '@mocks/backoffice/catalogue/seedStock';
import { seedBulk } from '@mocks/db/bulk';
import { db } from '@mocks/db/database';
import type { OrderRecord } from './collections';

/** How many orders the seed generates (besides the learner's). */
export const GENERATED_ORDER_COUNT = 10_000;

/** The seed's "today" (Asia/Seoul 2026-11-21 00:00): generated orders fall in the 365 days before it. */
export const ORDER_SEED_DAY_MS = Date.parse('2026-11-20T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const ORDER_FAKER_SEED = 20261701;
const SEED_ACTOR = { accountKey: 'acc-operator', displayName: '운영자' };

/** The learner's orders tests name: order key per ticket it granted. */
export const learnerOrders = {
  /** klass-002's AVAILABLE ticket `kt-available`, bought alone: the crossing's order. */
  available: 'tx-kt-available',
  active: 'tx-kt-active',
  stopped: 'tx-kt-stopped',
  /** Already REFUND_COMPLETED (its ticket `kt-refund` is REFUND). */
  refunded: 'tx-kt-refund',
  /** The marketing package (three class tickets). */
  marketingPackage: 'tx-20250301-0001',
  /** The course ticket `ctk-22b0e4d1`. */
  courseAvailable: 'tx-ctk-22b0e4d1',
} as const;

/** Generated orders tests and stories name (keys are stable: the seed is deterministic). */
export const orderFixtures = {
  /** Two units of one book plus a second book and a shipping fee, COMPLETED by card: partial refunds. */
  multiItem: 'tx-fixture-multi',
  /** A deposit (virtual account) order, COMPLETED: its refund needs a bank account. */
  deposit: 'tx-fixture-deposit',
  /** A status the contract does not know ('SETTLED'): shown as 결제 완료. */
  unknownStatus: 'tx-fixture-unknown',
  /** FAILED with its payment still to cancel. */
  failedToCancel: 'tx-fixture-failed',
} as const;

interface Product {
  type: OrderType;
  productKey: string;
  title: string;
  price: number;
  options?: readonly string[];
  periodDays?: number;
}

const CARD_NAMES = [
  '신한카드',
  '삼성카드',
  '현대카드',
  'KB국민카드',
  '롯데카드',
  '하나카드',
  '우리카드',
  'BC카드',
  'NH농협카드',
];
const QUOTAS = [0, 0, 0, 0, 2, 3, 6, 12];
const DEPOSIT_BANKS = [
  'KB국민은행',
  '신한은행',
  '우리은행',
  '하나은행',
  'NH농협은행',
  'IBK기업은행',
];
const FAIL_REASONS: readonly { reason: string; cancel: PaymentCancel | null }[] = [
  { reason: '카드 한도를 넘어 결제가 승인되지 않았어요.', cancel: null },
  { reason: '잔액이 모자라 결제가 승인되지 않았어요.', cancel: null },
  { reason: '결제 시간이 지났어요.', cancel: null },
  { reason: '결제한 뒤 재고가 모자라 주문이 실패했어요.', cancel: 'REQUIRED_TO_CANCEL' },
  { reason: '결제한 뒤 쿠폰을 적용하다 오류가 나서 주문이 실패했어요.', cancel: 'COMPLETED_TO_CANCEL' },
];
const DELIVERY_MESSAGES = [
  '문 앞에 놓아주세요.',
  '부재 시 경비실에 맡겨주세요.',
  '배송 전에 연락 부탁드립니다.',
  '파손 주의 부탁드립니다.',
  null,
];
const REFUND_REASONS: readonly { type: RefundReasonType; reason: string }[] = [
  { type: 'CHANGE_OF_MIND', reason: '수강 일정이 맞지 않아 환불을 요청합니다.' },
  { type: 'SERVICE_DISSATISFACTION', reason: '강의 내용이 소개와 달랐습니다.' },
  { type: 'DELIVERY_DELAY', reason: '배송이 너무 늦어졌습니다.' },
  { type: 'PRODUCT_DEFECT', reason: '받은 상품이 파손되어 있었습니다.' },
  { type: 'ORDER_MISTAKE', reason: '같은 상품을 두 번 주문했습니다.' },
];
/** Shipping is free from this subtotal up. */
const FREE_SHIPPING_FROM = 50_000;
const SHIPPING_FEE = 3_000;

/**
 * What can be ordered, read from the one catalogue (issue 28): the classes, courses and packages
 * of the inventory area at their catalogue prices, and the catalogue area's books, goods and
 * passes, so the orders' products are the items the back-office lists and edits.
 */
function catalogue(): Product[] {
  const klasses = db.klasses.all().map((klass): Product => ({
    type: 'KLASS',
    productKey: klass.klassId,
    title: klass.title,
    price: klass.catalogue.price,
    periodDays: klass.periodDays,
  }));
  const courses = db.courses.all().map((course): Product => ({
    type: 'COURSE',
    productKey: course.courseId,
    title: course.title,
    price: course.catalogue.price,
    periodDays: 180,
  }));
  const packages = db.packages.all().map((pack): Product => ({
    type: 'PACKAGE',
    productKey: pack.packageId,
    title: pack.title,
    price: pack.catalogue.price,
    periodDays: 180,
  }));
  const products = db.catalogueProducts.all().map((product): Product => ({
    type: product.type,
    productKey: product.itemKey,
    title: product.title,
    price: product.catalogue.price,
    ...(product.optionNames.length > 0 ? { options: product.optionNames } : {}),
    ...(product.periodDays === null ? {} : { periodDays: product.periodDays }),
  }));
  // A free item is taken, not paid for: no order (and no refund) carries one.
  return [...klasses, ...courses, ...packages, ...products].filter((product) => product.price > 0);
}

/** Splits `discount` over the lines in proportion to their amounts; the last line takes the remainder. */
function allocateDiscount(
  lines: readonly { unitPrice: number; quantity: number }[],
  discount: number,
): number[] {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  let left = discount;
  return lines.map((line, index) => {
    if (index === lines.length - 1) return left;
    const share = Math.floor((discount * line.unitPrice * line.quantity) / subtotal);
    left -= share;
    return share;
  });
}

interface OrderDraft {
  key: string;
  orderedAt: string;
  buyer: OrderBuyer;
  lines: {
    product: Product;
    quantity: number;
    optionName: string | null;
    tickets: OrderItem['tickets'];
  }[];
  discount: number;
  method: 'CARD' | 'DEPOSIT';
  cardName: string;
  quota: number;
  status: string;
  fail: { reason: string; cancel: PaymentCancel | null } | null;
  address: OrderAddress | null;
}

/** Builds the record; a REFUND_COMPLETED or PARTIAL_REFUNDED status is reached by refunding through orderRefund. */
function toRecord(
  draft: OrderDraft,
  refund: {
    choice: 'all' | RefundChoice;
    reason: (typeof REFUND_REASONS)[number];
    at: string;
  } | null,
): OrderRecord {
  const discounts = allocateDiscount(
    draft.lines.map((line) => ({ unitPrice: line.product.price, quantity: line.quantity })),
    draft.discount,
  );
  const orderItems: OrderItem[] = draft.lines.map((line, index) => ({
    itemKey: `${draft.key}-i${index + 1}`,
    type: line.product.type,
    productKey: line.product.productKey,
    title: line.product.title,
    optionName: line.optionName,
    unitPrice: line.product.price,
    quantity: line.quantity,
    discountAmount: discounts[index] ?? 0,
    refundedQuantity: 0,
    tickets: line.tickets,
  }));
  const subtotal = draft.lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const shippingFees: ShippingFee[] =
    draft.address && subtotal < FREE_SHIPPING_FROM
      ? [
          {
            shippingItemKey: `${draft.key}-s1`,
            title: '기본 배송비',
            amount: SHIPPING_FEE,
            refunded: false,
          },
        ]
      : [];
  const first = draft.lines[0];
  const periodDays = first?.product.periodDays;
  const orderedMs = Date.parse(draft.orderedAt);
  let record: OrderRecord = {
    key: draft.key,
    title:
      draft.lines.length > 1
        ? `${first?.product.title ?? ''} 외 ${draft.lines.length - 1}건`
        : (first?.product.title ?? ''),
    orderType: first?.product.type ?? 'KLASS',
    status: draft.status,
    paymentCancel: draft.fail?.cancel ?? null,
    orderedAt: draft.orderedAt,
    paymentAmount: 0,
    refundedAmount: 0,
    paymentMethod: draft.method,
    buyer: draft.buyer,
    paymentInfo: draft.method === 'CARD' ? { cardName: draft.cardName, quota: draft.quota } : null,
    depositInfo:
      draft.method === 'DEPOSIT'
        ? {
            bankName: DEPOSIT_BANKS[orderedMs % DEPOSIT_BANKS.length] ?? '신한은행',
            accountNumber: `${String(orderedMs).slice(-6, -3)}-${String(orderedMs).slice(-3)}${draft.key.slice(-3)}-${String(orderedMs % 97).padStart(2, '0')}`,
            dueAt: new Date(orderedMs + 3 * DAY_MS).toISOString(),
          }
        : null,
    failDetail: draft.fail ? { reason: draft.fail.reason, paymentCancel: draft.fail.cancel } : null,
    transactionInfo: {
      period: periodDays
        ? {
            startsAt: draft.orderedAt,
            endsAt: new Date(orderedMs + periodDays * DAY_MS).toISOString(),
          }
        : null,
      orderItems,
    },
    shippingFees,
    address: draft.address,
    refunds: [],
  };
  record = { ...record, paymentAmount: paidAmount(record) };
  if (!refund) return record;
  const choice = refund.choice === 'all' ? everythingLeft(record) : refund.choice;
  const computation = computeRefund({ ...record, status: 'COMPLETED' }, choice);
  const applied = applyRefund(record, computation);
  return {
    ...record,
    status: applied.status,
    transactionInfo: { ...record.transactionInfo, orderItems: applied.orderItems },
    shippingFees: applied.shippingFees,
    refundedAmount: computation.total,
    refunds: [
      {
        refundKey: `${draft.key}-r1`,
        refundedAt: refund.at,
        amount: computation.total,
        reasonType: refund.reason.type,
        reason: refund.reason.reason,
        items: computation.lines.map((line) => ({
          itemKey: line.itemKey,
          quantity: line.quantity,
        })),
        shippingItemKeys: computation.shippingItemKeys,
        bankInfo: null,
        by: SEED_ACTOR,
      },
    ],
  };
}

function buyerOf(
  accountKey: string,
  name: string,
  email: string,
  phone: string | null,
): OrderBuyer {
  return { accountKey, name, email, phone };
}

function addressFor(faker: Faker, buyer: OrderBuyer): OrderAddress {
  const recipient = faker.datatype.boolean({ probability: 0.85 })
    ? buyer.name
    : `${faker.person.lastName()}${faker.person.firstName()}`;
  return {
    recipient,
    phone: buyer.phone ?? `010-${faker.string.numeric(4)}-${faker.string.numeric(4)}`,
    zipCode: faker.string.numeric(5),
    address: `${faker.location.state()} ${faker.location.city()} ${faker.location.street()} ${faker.number.int({ min: 1, max: 300 })}`,
    addressDetail: faker.helpers.arrayElement([
      '',
      `${faker.number.int({ min: 101, max: 120 })}동 ${faker.number.int({ min: 101, max: 2505 })}호`,
      `${faker.number.int({ min: 2, max: 12 })}층`,
    ]),
    message: faker.helpers.arrayElement(DELIVERY_MESSAGES),
  };
}

/** Status weights of generated orders (of 100). */
const STATUS_WEIGHTS: readonly { value: string; weight: number }[] = [
  { value: 'COMPLETED', weight: 66 },
  { value: 'FAILED', weight: 9 },
  { value: 'PENDING_INCOME', weight: 7 },
  { value: 'REFUND_COMPLETED', weight: 11 },
  { value: 'PARTIAL_REFUNDED', weight: 7 },
];

function generatedOrders(faker: Faker): OrderRecord[] {
  const products = catalogue();
  const byType = new Map<OrderType, Product[]>();
  // Grouped in one pass: the catalogue holds 10,000+ classes (copying the list per product was quadratic).
  for (const product of products) {
    const group = byType.get(product.type);
    if (group) group.push(product);
    else byType.set(product.type, [product]);
  }
  const typeWeights: readonly { value: OrderType; weight: number }[] = [
    { value: 'KLASS', weight: 40 },
    { value: 'PACKAGE', weight: 10 },
    { value: 'COURSE', weight: 8 },
    { value: 'PASS', weight: 12 },
    { value: 'BOOK', weight: 14 },
    { value: 'GOODS', weight: 16 },
  ];
  const members = db.accounts
    .all()
    .filter((account) => /^acc-member-\d+$/.test(account.accountKey));
  const times = Array.from({ length: GENERATED_ORDER_COUNT }, () =>
    faker.number.int({ min: ORDER_SEED_DAY_MS - 365 * DAY_MS, max: ORDER_SEED_DAY_MS - 1 }),
  );
  times.sort((a, b) => a - b);
  const orders: OrderRecord[] = [];
  for (const [index, time] of times.entries()) {
    const orderedAt = new Date(time).toISOString();
    const member = faker.helpers.arrayElement(members);
    const buyer = buyerOf(
      member.accountKey,
      member.displayName,
      member.email ?? `${member.accountKey}@klass.test`,
      member.phone,
    );
    const type = faker.helpers.weightedArrayElement(typeWeights);
    const shipped = shippedOrderTypes.includes(type);
    const candidates = byType.get(type) ?? [];
    const lineCount = shipped
      ? faker.helpers.weightedArrayElement([
          { value: 1, weight: 6 },
          { value: 2, weight: 3 },
          { value: 3, weight: 1 },
        ])
      : 1;
    const lines = faker.helpers
      .arrayElements(candidates, Math.min(lineCount, candidates.length))
      .map((product) => ({
        product,
        quantity: shipped
          ? faker.helpers.weightedArrayElement([
              { value: 1, weight: 7 },
              { value: 2, weight: 2 },
              { value: 3, weight: 1 },
            ])
          : 1,
        optionName: product.options ? faker.helpers.arrayElement(product.options) : null,
        tickets: [],
      }));
    let status = faker.helpers.weightedArrayElement(STATUS_WEIGHTS);
    const method =
      status === 'PENDING_INCOME' || faker.datatype.boolean({ probability: 0.1 })
        ? 'DEPOSIT'
        : 'CARD';
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (status === 'PARTIAL_REFUNDED' && units < 2) status = 'REFUND_COMPLETED';
    const subtotal = lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
    const draft: OrderDraft = {
      key: `tx-${orderedAt.slice(0, 10).replaceAll('-', '')}-${String(index + 1).padStart(5, '0')}`,
      orderedAt,
      buyer,
      lines,
      discount: faker.datatype.boolean({ probability: 0.25 })
        ? Math.min(subtotal, faker.helpers.arrayElement([3_000, 5_000, 10_000, 20_000]))
        : 0,
      method,
      cardName: faker.helpers.arrayElement(CARD_NAMES),
      quota: subtotal >= 50_000 ? faker.helpers.arrayElement(QUOTAS) : 0,
      status,
      fail: status === 'FAILED' ? faker.helpers.arrayElement(FAIL_REASONS) : null,
      address: shipped ? addressFor(faker, buyer) : null,
    };
    const refundAt = new Date(
      Math.min(time + faker.number.int({ min: 1, max: 14 }) * DAY_MS, ORDER_SEED_DAY_MS - 1),
    ).toISOString();
    const reason = faker.helpers.arrayElement(REFUND_REASONS);
    const firstItemKey = `${draft.key}-i1`;
    const refund =
      status === 'REFUND_COMPLETED'
        ? { choice: 'all' as const, reason, at: refundAt }
        : status === 'PARTIAL_REFUNDED'
          ? {
              choice:
                lines.length > 1
                  ? {
                      quantities: { [firstItemKey]: lines[0]?.quantity ?? 1 },
                      shippingItemKeys: [],
                    }
                  : { quantities: { [firstItemKey]: 1 }, shippingItemKeys: [] },
              reason,
              at: refundAt,
            }
          : null;
    orders.push(toRecord({ ...draft, status: refund ? 'COMPLETED' : status }, refund));
  }
  return orders;
}

function fixtureOrders(): OrderRecord[] {
  const member = db.accounts.all().find((account) => account.accountKey === 'acc-member-00001');
  const buyer = buyerOf(
    'acc-member-00001',
    member?.displayName ?? '이서연',
    member?.email ?? 'member1@klass.test',
    member?.phone ?? '010-2345-6789',
  );
  const products = catalogue();
  const productOf = (type: OrderType, key: string): Product => {
    const found = products.find((product) => product.type === type && product.productKey === key);
    if (!found) throw new Error(`order seed: the catalogue has no ${type} ${key}`);
    return found;
  };
  const recipeBook = productOf('BOOK', 'book-005');
  const booklet = productOf('BOOK', 'book-101');
  const pass = productOf('PASS', 'pass-002');
  const address: OrderAddress = {
    recipient: buyer.name,
    phone: buyer.phone ?? '010-2345-6789',
    zipCode: '06236',
    address: '서울특별시 강남구 테헤란로 152',
    addressDetail: '12층',
    message: '문 앞에 놓아주세요.',
  };
  const common = {
    buyer,
    discount: 0,
    method: 'CARD' as const,
    cardName: '신한카드',
    quota: 0,
    fail: null,
    address: null,
  };
  return [
    toRecord(
      {
        ...common,
        key: orderFixtures.multiItem,
        orderedAt: new Date(ORDER_SEED_DAY_MS - 2 * DAY_MS + 3_600_000).toISOString(),
        lines: [
          { product: recipeBook, quantity: 2, optionName: null, tickets: [] },
          // A booklet under the free-shipping threshold, so the order carries the shipping fee its refund tests need.
          { product: booklet, quantity: 1, optionName: null, tickets: [] },
        ],
        discount: 5_000,
        status: 'COMPLETED',
        address,
      },
      null,
    ),
    toRecord(
      {
        ...common,
        key: orderFixtures.deposit,
        orderedAt: new Date(ORDER_SEED_DAY_MS - 3 * DAY_MS).toISOString(),
        lines: [{ product: pass, quantity: 1, optionName: null, tickets: [] }],
        method: 'DEPOSIT',
        status: 'COMPLETED',
      },
      null,
    ),
    toRecord(
      {
        ...common,
        key: orderFixtures.unknownStatus,
        orderedAt: new Date(ORDER_SEED_DAY_MS - 4 * DAY_MS).toISOString(),
        lines: [{ product: pass, quantity: 1, optionName: null, tickets: [] }],
        cardName: '현대카드',
        quota: 3,
        status: 'SETTLED',
      },
      null,
    ),
    toRecord(
      {
        ...common,
        key: orderFixtures.failedToCancel,
        orderedAt: new Date(ORDER_SEED_DAY_MS - 5 * DAY_MS).toISOString(),
        lines: [{ product: pass, quantity: 1, optionName: null, tickets: [] }],
        cardName: 'KB국민카드',
        status: 'FAILED',
        fail: FAIL_REASONS[3] ?? null,
      },
      null,
    ),
  ];
}

/** The seeded learner's purchases: one order per ticket bought alone, the package purchases, the course tickets. */
function learnerOrderRecords(faker: Faker): OrderRecord[] {
  const learner = db.accounts.all().find((account) => account.accountKey === 'acc-learner');
  const buyer = buyerOf(
    'acc-learner',
    learner?.displayName ?? '김하늘',
    learner?.email ?? 'learner@klass.test',
    learner?.phone ?? null,
  );
  const products = catalogue();
  const productOf = (type: OrderType, key: string): Product =>
    products.find((product) => product.type === type && product.productKey === key) ?? {
      type,
      productKey: key,
      title: key,
      price: 99_000,
      periodDays: 90,
    };
  const common = { buyer, discount: 0, method: 'CARD' as const, fail: null, address: null };
  const records: OrderRecord[] = [];
  const mine = db.klassTickets.all().filter((ticket) => ticket.accountKey === 'acc-learner');
  for (const ticket of mine.filter((t) => t.source === 'SINGLE')) {
    const draft: OrderDraft = {
      ...common,
      key: `tx-${ticket.klassTicketKey}`,
      orderedAt: ticket.createdAt,
      lines: [
        {
          product: productOf('KLASS', ticket.klassId),
          quantity: 1,
          optionName: null,
          tickets: [{ kind: 'KLASS', key: ticket.klassTicketKey }],
        },
      ],
      cardName: faker.helpers.arrayElement(CARD_NAMES),
      quota: 0,
      status: 'COMPLETED',
    };
    const refunded = ticket.status === 'REFUND';
    records.push(
      toRecord(
        draft,
        refunded
          ? {
              choice: 'all',
              reason: REFUND_REASONS[0] ?? { type: 'OTHER', reason: '' },
              at: ticket.createdAt,
            }
          : null,
      ),
    );
  }
  for (const purchase of db.packageOrders
    .all()
    .filter((order) => order.accountKey === 'acc-learner')) {
    const tickets = mine
      .filter((ticket) => ticket.transactionKey === purchase.transactionKey)
      .map((ticket) => ({ kind: 'KLASS' as const, key: ticket.klassTicketKey }));
    records.push(
      toRecord(
        {
          ...common,
          key: purchase.transactionKey,
          orderedAt: purchase.purchasedAt,
          lines: [
            {
              product: productOf('PACKAGE', purchase.packageId),
              quantity: 1,
              optionName: null,
              tickets,
            },
          ],
          cardName: '삼성카드',
          quota: 3,
          status: 'COMPLETED',
        },
        null,
      ),
    );
  }
  // A free course is taken, not paid for (catalogue() leaves it out): no order gave its ticket.
  const paidCourses = new Set(products.filter((product) => product.type === 'COURSE').map((product) => product.productKey));
  for (const ticket of db.courseTickets.all().filter((t) => t.accountKey === 'acc-learner' && paidCourses.has(t.courseId))) {
    records.push(
      toRecord(
        {
          ...common,
          key: `tx-${ticket.courseTicketKey}`,
          orderedAt: ticket.createdAt,
          lines: [
            {
              product: productOf('COURSE', ticket.courseId),
              quantity: 1,
              optionName: null,
              tickets: [{ kind: 'COURSE', key: ticket.courseTicketKey }],
            },
          ],
          cardName: '현대카드',
          quota: 6,
          status: 'COMPLETED',
        },
        ticket.status === 'REFUND'
          ? {
              choice: 'all',
              reason: REFUND_REASONS[1] ?? { type: 'OTHER', reason: '' },
              at: ticket.createdAt,
            }
          : null,
      ),
    );
  }
  return records;
}

/** List order: newest first, then the key descending. */
function listOrder(a: OrderRecord, b: OrderRecord): number {
  if (a.orderedAt !== b.orderedAt) return a.orderedAt < b.orderedAt ? 1 : -1;
  return a.key < b.key ? 1 : a.key > b.key ? -1 : 0;
}

/**
 * Every seeded order in list order, built anew from the seeded world (the accounts, members and
 * inventory it reads) and its own seeded faker: the same on every call, which the seed test
 * checks by building twice.
 */
export function buildOrderSeed(): OrderRecord[] {
  const faker = new Faker({ locale: [ko, en, base], seed: ORDER_FAKER_SEED });
  return [...generatedOrders(faker), ...fixtureOrders(), ...learnerOrderRecords(faker)].sort(
    listOrder,
  );
}

let built: readonly OrderRecord[] | null = null;

/**
 * The seeded orders, built once per process (after the accounts, members and inventory are
 * seeded). The shipping area reads it to build its shipments.
 */
export function orderSeed(): readonly OrderRecord[] {
  built ??= buildOrderSeed();
  return built;
}

/** The seeded orders that are shipped (BOOK and GOODS, with an address), in list order. */
export function shippedOrders(): readonly OrderRecord[] {
  return orderSeed().filter(
    (order) =>
      order.address !== null &&
      order.transactionInfo.orderItems.some((item) => shippedOrderTypes.includes(item.type)),
  );
}

export async function seedOrderArea(): Promise<void> {
  await seedBulk(db.orders, orderSeed);
  // The books' and goods' stock is what they were received with, less these orders, plus their refunds.
  await seedStockAfterOrders(orderSeed());
}
