/**
 * Status words written once (issue 26): a file the mock exports names a status, an order type, a
 * consent or a member field in the very words the screen shows, because both read them from the
 * contract (`adminOrderWords.ts`, `adminMemberWords.ts`), as shipping's status names already were.
 * The mock may not import the copy, so the words cannot live there; here, where both may be read,
 * the copy's labels are checked to be the contract's and the export's cells to say the same.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { GroupMember } from '@app/shared/api/contract/adminMember';
import type { MemberRow } from '@app/shared/api/contract/adminMemberList';
import { marketingConsentNames, memberFieldNames } from '@app/shared/api/contract/adminMemberWords';
import { orderTypes, paymentStatuses } from '@app/shared/api/contract/adminOrder';
import { orderTypeNames, paymentStatusNames } from '@app/shared/api/contract/adminOrderWords';
import { copy } from '@app/shared/copy';
import { toCsv } from '@app/shared/lib/spreadsheet';
import { groupMemberCells, MEMBER_EXPORT_COLUMNS, memberListCells, memberListColumns, type ExportInfoField } from '@mocks/backoffice/members/export';
import { orderCells } from '@mocks/backoffice/orders/export';
import { orderFixtures } from '@mocks/backoffice/orders/seed';
import { db } from '@mocks/db/database';
import { seedDatabase } from '@mocks/db/seed/index';

describe('orders: the export says a status and a type as the order screens do', () => {
  beforeAll(seedDatabase);
  const text = copy.backofficeOrders;

  it("the screens' words are the contract's", () => {
    expect(text.statusLabels).toBe(paymentStatusNames);
    expect(text.orderTypeLabels).toBe(orderTypeNames);
  });

  it('every status (an unknown one as COMPLETED) and every type reads in the file as on screen', () => {
    const orders = db.orders.all();
    for (const status of paymentStatuses) {
      const order = orders.find((each) => each.status === status);
      if (!order) throw new Error(`the seed has a ${status} order`);
      expect(orderCells(order).status).toBe(text.statusLabels[status]);
    }
    const unknown = orders.find((order) => order.key === orderFixtures.unknownStatus);
    if (!unknown) throw new Error('the seed has an order in a status the contract does not know');
    expect(orderCells(unknown).status).toBe(text.statusLabels.COMPLETED);
    for (const type of orderTypes) {
      const order = orders.find((each) => each.orderType === type);
      if (!order) throw new Error(`the seed has a ${type} order`);
      expect(orderCells(order).type).toBe(text.orderTypeLabels[type]);
    }
  });
});

describe("members: the exports' headers and cells are the member screens' columns and filter words", () => {
  const member: GroupMember = {
    accountKey: 'acc-1',
    displayName: '김하늘',
    email: 'haneul@klass.test',
    phone: '010-1234-5678',
    joinedAt: '2024-03-01T00:00:00.000Z',
    marketingAgreement: true,
    addedAt: '2024-04-01T00:00:00.000Z',
  };
  const row: MemberRow = { ...member, emailVerified: true, phoneCertifiedAt: null, groups: [], info: [] };

  it("the screens' words are the contract's", () => {
    expect(copy.backofficeMembers.marketingAgreed).toBe(marketingConsentNames.AGREED);
    expect(copy.backofficeMemberList.marketingDeclined).toBe(marketingConsentNames.DECLINED);
    expect(copy.backofficeMemberList.emailFilter).toBe(memberFieldNames.emailVerified);
  });

  it("a group's export: its headers are the group screen's columns, consent in its filter's words", () => {
    const text = copy.backofficeMembers;
    expect(MEMBER_EXPORT_COLUMNS.map((column) => column.header)).toEqual([
      text.columnDisplayName,
      text.columnEmail,
      text.columnPhone,
      text.columnJoinedAt,
      text.columnMarketing,
      text.columnAddedAt,
    ]);
    expect(groupMemberCells(member).marketing).toBe(text.marketingAgreed);
    expect(groupMemberCells({ ...member, marketingAgreement: false }).marketing).toBe(text.marketingDeclined);
  });

  it("the member list's export: its headers are the list's columns and filters, then the info fields; its cells the filters' words", () => {
    const text = copy.backofficeMemberList;
    expect(memberListColumns([{ name: 'company', label: '회사', valueType: 'TEXT', options: [] }]).map((column) => column.header)).toEqual([
      text.columnDisplayName,
      text.columnEmail,
      text.emailFilter,
      text.columnPhone,
      text.phoneFilter,
      text.columnJoinedAt,
      text.columnMarketing,
      text.columnGroups,
      '회사',
    ]);
    expect(memberListCells(row, [])).toMatchObject({ emailVerified: text.emailVerified, phoneCertified: text.phoneUncertified, marketing: text.marketingAgreed });
    expect(memberListCells({ ...row, emailVerified: false, marketingAgreement: false }, [])).toMatchObject({
      emailVerified: text.emailUnverified,
      marketing: text.marketingDeclined,
    });
  });

  it('the list export writes values as the list shows them: choices as words, one date format, no header twice (issue 27)', () => {
    const infoFields: ExportInfoField[] = [
      { name: 'gender', label: '성별', valueType: 'GENDER', options: [{ label: '남성', value: 'MALE' }, { label: '여성', value: 'FEMALE' }] },
      { name: 'job', label: '직업', valueType: 'OPTION', options: [{ label: '직장인', value: 'EMPLOYEE' }] },
      { name: 'birthday', label: '생년월일', valueType: 'BIRTHDAY', options: [] },
      { name: 'phoneCertification', label: memberFieldNames.phoneCertified, valueType: 'CELLPHONE_OCCUPANCY', options: [] },
    ];
    const columns = memberListColumns(infoFields);
    const headers = columns.map((column) => column.header);
    expect(new Set(headers).size).toBe(headers.length);
    const csv = toCsv({
      columns,
      rows: [
        memberListCells(
          {
            ...row,
            phone: '01012345678',
            info: [
              { fieldName: 'gender', value: 'FEMALE', certificationAt: null },
              { fieldName: 'job', value: 'EMPLOYEE', certificationAt: null },
              { fieldName: 'birthday', value: '1994-03-15', certificationAt: null },
              { fieldName: 'phoneCertification', value: '01012345678', certificationAt: null },
            ],
          },
          infoFields,
        ),
      ],
    });
    const [, cells = ''] = csv.slice(1).split('\r\n');
    // 가입일 2024.03.01 (09:00 in Seoul) beside 생년월일 1994.03.15, in one format; words, not codes.
    expect(cells).toBe(
      `김하늘,haneul@klass.test,${copy.backofficeMemberList.emailVerified},010-1234-5678,${copy.backofficeMemberList.phoneUncertified},2024.03.01,${copy.backofficeMemberList.marketingAgreed},,여성,직장인,1994.03.15,010-1234-5678`,
    );
  });
});
