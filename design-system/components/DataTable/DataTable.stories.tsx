import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatusLabel } from '@ds/components/StatusLabel';
import { DataTable, type DataTableColumn } from './DataTable';

interface Member {
  id: string;
  name: string;
  email: string;
  joined: string;
  progress: number;
  marketing: boolean;
}

/** Deterministic members: the n-th is "수강생 n". */
function members(count: number): Member[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    return {
      id: `m${n}`,
      name: `수강생 ${n}`,
      email: `learner${n}@klass.kr`,
      joined: `2024-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
      progress: (n * 37) % 101,
      marketing: n % 3 === 0,
    };
  });
}

const few: Member[] = [
  { id: 'a', name: '홍길동', email: 'hong@klass.kr', joined: '2024-03-02', progress: 80, marketing: true },
  { id: 'b', name: '김철수', email: 'kim@klass.kr', joined: '2023-11-20', progress: 15, marketing: false },
  { id: 'c', name: '이영희', email: 'lee@klass.kr', joined: '2024-01-15', progress: 100, marketing: true },
  { id: 'd', name: '박민수', email: 'park@klass.kr', joined: '2024-05-01', progress: 42, marketing: false },
];

const columns: DataTableColumn<Member>[] = [
  { id: 'name', header: '이름', cell: (m) => m.name, sortValue: (m) => m.name, width: '9rem' },
  { id: 'email', header: '이메일', cell: (m) => m.email, sortValue: (m) => m.email },
  { id: 'joined', header: '가입일', cell: (m) => m.joined.replaceAll('-', '.'), sortValue: (m) => m.joined, width: '8rem' },
  { id: 'progress', header: '진도율', cell: (m) => `${m.progress}%`, sortValue: (m) => m.progress, align: 'end', width: '6rem' },
  {
    id: 'marketing',
    header: '마케팅 동의',
    cell: (m) => <StatusLabel tone={m.marketing ? 'success' : 'neutral'}>{m.marketing ? '동의' : '미동의'}</StatusLabel>,
    width: '8rem',
  },
];

const meta = {
  title: 'Design system/Data display/DataTable',
  component: DataTable<Member>,
  args: {
    caption: '회원 목록',
    columns,
    rows: few,
    getRowKey: (m: Member) => m.id,
    getRowLabel: (m: Member) => m.name,
    selectable: true,
    height: 360,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          '긴 목록용 표입니다. 열 정렬, 전체 선택이 있는 행 선택, 고정 머리글, 불러오는 중/오류/빈 상태 행을 갖추고, 보이는 행만 DOM에 두는 가상 스크롤로 10,000행도 가볍게 다룹니다.',
      },
    },
  },
} satisfies Meta<typeof DataTable<Member>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('tbody tr[aria-rowindex]');
const firstNameCell = (canvasElement: HTMLElement) => bodyRows(canvasElement)[0]?.children[1]?.textContent;

export const Playground: Story = {};

/** Clicking a header sorts by it (가나다 ascending, then descending), announced by aria-sort. */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nameHeader = await canvas.findByRole('columnheader', { name: /이름/ });
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(firstNameCell(canvasElement)).toBe('김철수'));
    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(firstNameCell(canvasElement)).toBe('홍길동'));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'desc' });

    const progressHeader = await canvas.findByRole('columnheader', { name: /진도율/ });
    await userEvent.click(within(progressHeader).getByRole('button'));
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await waitFor(() => expect(firstNameCell(canvasElement)).toBe('김철수'));
  },
};

/** A row checkbox selects one row; the header checkbox selects all, shows "some", then clears. */
export const Selection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = await canvas.findByRole('checkbox', { name: '전체 선택' });
    await userEvent.click(await canvas.findByRole('checkbox', { name: '김철수 선택' }));
    await expect(all).toBePartiallyChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['b']));
    await userEvent.click(all);
    await expect(all).toBeChecked();
    for (const name of ['홍길동', '김철수', '이영희', '박민수']) {
      await expect(await canvas.findByRole('checkbox', { name: `${name} 선택` })).toBeChecked();
    }
    await userEvent.click(await canvas.findByRole('checkbox', { name: '이영희 선택' }));
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
  },
};

/**
 * A page of a longer list, all selected: the table offers every matching row (the list kit's
 * "select all N matching"); the notice shows only while the whole page is selected.
 */
export const SelectionNotice: Story = {
  args: {
    defaultSelectedKeys: new Set(['a', 'b', 'c']),
    selectionNotice: { message: '이 페이지의 4명을 모두 선택했어요.', actionLabel: '검색 결과 전체 8,214명 선택', onAction: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const notice = '이 페이지의 4명을 모두 선택했어요.';
    await expect(canvas.queryByText(notice)).toBeNull();
    await userEvent.click(await canvas.findByRole('checkbox', { name: '박민수 선택' }));
    await expect(await canvas.findByText(notice)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '검색 결과 전체 8,214명 선택' }));
    await expect(args.selectionNotice?.onAction).toHaveBeenCalledOnce();
  },
};

/** Sorted by the caller (a server list): a `sortable` column reports the sort and keeps the rows' order. */
export const ManualSorting: Story = {
  args: {
    manualSorting: true,
    columns: columns.map(({ sortValue: _sortValue, ...column }) => ({ ...column, sortable: column.id === 'name' })),
    onSortChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /이름/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'asc' });
    const [first] = canvas.getAllByRole('checkbox', { name: /선택$/ }).slice(1);
    await expect(first).toHaveAccessibleName('홍길동 선택');
  },
};

/** 10,000 rows keep fewer than 100 row elements in the DOM; scrolling to the end shows the last. */
export const TenThousandRows: Story = {
  args: { rows: members(10_000), height: 480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('수강생 1');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    await expect(bodyRows(canvasElement).length).toBeLessThan(100);
    const region = await canvas.findByRole('region', { name: '회원 목록' });
    region.scrollTop = region.scrollHeight;
    await expect(await canvas.findByText('수강생 10000')).toBeInTheDocument();
    await expect(bodyRows(canvasElement).length).toBeLessThan(100);
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(await within(canvasElement).findByRole('checkbox', { name: '전체 선택' })).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('목록을 불러오는 중')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('목록을 불러오지 못했어요');
    await userEvent.click(await canvas.findByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: '조건에 맞는 회원이 없어요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('조건에 맞는 회원이 없어요.')).toBeInTheDocument();
    await expect(await canvas.findByRole('checkbox', { name: '전체 선택' })).toBeDisabled();
  },
};

export const Disabled: Story = { args: { selectable: false } };

export const LongKoreanText: Story = {
  args: {
    rows: [{ id: 'x', name: '남궁 민수 (데이터분석연구소 대표 강사)', email: 'a-very-long-email-address-for-testing@klass-enterprise.co.kr', joined: '2024-05-01', progress: 7, marketing: false }, ...few],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };

interface Order {
  id: string;
  key: string;
  orderedAt: string;
  title: string;
  buyer: string;
  phone: string;
  joined: string;
  amount: string;
  items: string;
}

const orders: Order[] = Array.from({ length: 40 }, (_, index) => ({
  id: `o${index}`,
  key: `tx-20260110-${String(index + 10000).padStart(5, '0')}`,
  orderedAt: '2026.01.10 23:59',
  title: '데이터 분석 실무 완성 과정 (온라인 24주) 외 3건',
  buyer: '남궁민수',
  phone: '010-1234-5678',
  joined: '2025.12.31',
  amount: '12,345,000원',
  items: '1,234개',
}));

const orderColumns: DataTableColumn<Order>[] = [
  { id: 'key', header: '주문번호', kind: 'orderNumber', cell: (o) => o.key },
  { id: 'orderedAt', header: '주문일시', kind: 'dateTime', cell: (o) => o.orderedAt },
  { id: 'title', header: '주문명', cell: (o) => o.title },
  { id: 'buyer', header: '주문자', cell: (o) => o.buyer },
  { id: 'phone', header: '휴대폰 번호', kind: 'phone', cell: (o) => o.phone },
  { id: 'joined', header: '가입일', kind: 'date', cell: (o) => o.joined },
  { id: 'amount', header: '결제 금액', kind: 'money', align: 'end', cell: (o) => o.amount },
  { id: 'items', header: '수량', kind: 'count', align: 'end', cell: (o) => o.items },
];

/** Another list's rows than the meta's members, as a screen would pass them. */
const orderTable = () => <DataTable caption="주문 목록" columns={orderColumns} rows={orders} getRowKey={(o) => o.id} height={360} />;

/** Cells of a column whose values were cut ("010-3…"): their text is wider than the cell. */
const cutCells = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('td[data-kind]')).filter((cell) => cell.scrollWidth > cell.clientWidth);

/**
 * Issue 27: a phone, a date, a date-time, an order number, an amount and a count are never cut,
 * and in a box narrower than its columns the table scrolls sideways rather than squeezing them.
 */
export const ColumnsByKind: Story = {
  render: orderTable,
  decorators: [
    (Story) => (
      <div style={{ width: 640 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: '주문 목록' });
    await within(region).findByText('tx-20260110-10000');
    await expect(cutCells(canvasElement)).toEqual([]);
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

/**
 * The hand review at 390 px: every column is there, each readable, and the table says it goes on:
 * a shadow at the edge with more beyond it (the end first, the start once scrolled), and the
 * region, named by its caption, is a tab stop a keyboard user scrolls with the arrows.
 */
export const PhoneWidth: Story = {
  render: orderTable,
  parameters: { viewport: { options: { phone: { name: '390px', styles: { width: '390px', height: '844px' } } } } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('tx-20260110-10000');
    await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBeLessThan(600);
    const shown = Array.from(canvasElement.querySelectorAll('th')).filter((cell) => cell.getBoundingClientRect().width > 0);
    await expect(shown.map((cell) => cell.textContent)).toEqual(orderColumns.map((column) => column.header));
    await expect(cutCells(canvasElement)).toEqual([]);
    const region = canvas.getByRole('region', { name: '주문 목록' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    const frame = region.parentElement;
    await waitFor(() => expect(frame).toHaveAttribute('data-more-end', 'true'));
    await expect(frame).toHaveAttribute('data-more-start', 'false');
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(frame).toHaveAttribute('data-more-start', 'true'));
    await expect(frame).toHaveAttribute('data-more-end', 'false');
  },
};

const SCROLL_KEY = 'story-members';

/**
 * Issue 27, "coming back keeps the place": the table's own scroll is kept for its key and put back
 * when it comes back with its rows (here: the place left in an earlier visit, 2,400 px down).
 */
export const KeepsItsScroll: Story = {
  args: { rows: members(500), height: 480, scrollMemoryKey: SCROLL_KEY },
  beforeEach: () => {
    sessionStorage.setItem(`klass.scroll:${SCROLL_KEY}`, '2400');
    return () => sessionStorage.removeItem(`klass.scroll:${SCROLL_KEY}`);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: '회원 목록' });
    await waitFor(() => expect(region.scrollTop).toBe(2400));
    // Row 51 sits at 2,400 px (48 px a row): the operator is where they were, not at row 1.
    await expect(await canvas.findByText('수강생 51')).toBeInTheDocument();
    await expect(canvas.queryByText('수강생 1')).toBeNull();
    region.scrollTop = 960;
    await waitFor(() => expect(sessionStorage.getItem(`klass.scroll:${SCROLL_KEY}`)).toBe('960'));
  },
};

const linkColumns: DataTableColumn<Member>[] = [
  {
    id: 'name',
    header: '이름',
    // A member's page in the app; here the link stays on the story (the test runner's page is not left).
    cell: (m) => (
      <a href={`#${m.id}`} onClick={(event) => event.preventDefault()}>
        {m.name}
      </a>
    ),
    width: '9rem',
  },
  { id: 'email', header: '이메일', cell: (m) => m.email },
];

/**
 * Issue 38: back from the row that was opened, the keyboard is on that row's link again (after the
 * scroll is put back), not on the page body; following another row's link remembers that one.
 */
export const GivesFocusBackToTheOpenedRow: Story = {
  args: { rows: members(500), columns: linkColumns, height: 480, scrollMemoryKey: SCROLL_KEY, returnFocusToOpenedRow: true, selectable: false },
  beforeEach: () => {
    sessionStorage.setItem(`klass.scroll:${SCROLL_KEY}`, '2400');
    sessionStorage.setItem(`klass.openedRow:${SCROLL_KEY}`, 'm53');
    return () => {
      sessionStorage.removeItem(`klass.scroll:${SCROLL_KEY}`);
      sessionStorage.removeItem(`klass.openedRow:${SCROLL_KEY}`);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opened = await canvas.findByRole('link', { name: '수강생 53' });
    await waitFor(() => expect(opened).toHaveFocus());
    // Given back once: the memory is spent.
    await expect(sessionStorage.getItem(`klass.openedRow:${SCROLL_KEY}`)).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '수강생 55' }));
    await expect(sessionStorage.getItem(`klass.openedRow:${SCROLL_KEY}`)).toBe('m55');
  },
};
