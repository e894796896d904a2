/**
 * A domain-neutral demo list for the kit's stories (issue 15): 10,000 "records" with a Korean
 * name, a status, a created day and an amount, answered page by page by an in-memory query with
 * the same filter/sort/page rules a list endpoint has, and a bulk removal that goes through the
 * undo queue. Only stories import it; no screen does.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '@ds/components/Button';
import type { DataTableColumn } from '@ds/components/DataTable';
import { formatCount } from '@ds/lib/text/number';
import { useFocusRescue } from '@ds/lib/useFocusRescue';
import { formatDate } from '@app/shared/lib/format/date';
import { BackofficePersonContext } from '../../access/personContext';
import { useListSelection } from '../selection/useListSelection';
import { useUndoableAction, UndoProvider } from '../undo/UndoProvider';
import { useConfirmBulk } from '../undo/useConfirmBulk';
import { createUndoQueue } from '../undo/undoQueue';
import {
  ListPage,
  useListPageQuery,
  type ListPageData,
  type ListPageQueryOptions,
} from '../list/ListPage';
import { useListState } from '../list/useListState';
import { defineList, type ListQuery } from '../list/urlState';

export interface DemoRecord {
  id: string;
  name: string;
  status: 'ACTIVE' | 'PAUSED' | 'CLOSED';
  createdAt: string;
  amount: number;
}

export const demoList = defineList({
  id: 'demo.records',
  filters: {
    q: { kind: 'text', label: '이름', placeholder: '이름으로 찾기' },
    status: {
      kind: 'set',
      label: '상태',
      options: [
        { value: 'ACTIVE', label: '진행' },
        { value: 'PAUSED', label: '중지' },
        { value: 'CLOSED', label: '종료' },
      ],
    },
    created: { kind: 'dateRange', label: '만든 날' },
    amount: { kind: 'numberRange', label: '금액', min: 0 },
  },
  sortFields: ['name', 'createdAt', 'amount'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  pageSizes: [20, 50, 100, 1000],
  defaultPageSize: 50,
  columns: [
    { id: 'name', alwaysVisible: true },
    { id: 'status' },
    { id: 'createdAt' },
    { id: 'amount' },
    { id: 'id', hiddenByDefault: true },
  ],
});

export type DemoQuery = ListQuery<typeof demoList>;

const family = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const given = [
  '하늘',
  '서준',
  '지우',
  '민서',
  '도윤',
  '서연',
  '하준',
  '지민',
  '예린',
  '시우',
  '유나',
  '건우',
];
const statuses = ['ACTIVE', 'PAUSED', 'CLOSED'] as const;
const DAY = 86_400_000;
const FIRST = Date.UTC(2025, 0, 1);

export function demoRecords(count: number): DemoRecord[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `r${String(index + 1).padStart(5, '0')}`,
    name: `${family[index % family.length]}${given[(index * 7) % given.length]} ${index + 1}`,
    status: statuses[(index * 5) % 3] ?? 'ACTIVE',
    createdAt: new Date(
      FIRST + ((index * 13) % 365) * DAY + (index % 24) * 3_600_000,
    ).toISOString(),
    amount: (index * 7919) % 1_000_000,
  }));
}

/** The backend of the demo: rows and the ones removed by sends (not by optimistic updates). */
export interface DemoServer {
  rows: DemoRecord[];
  removed: Set<string>;
  sends: number;
  /** The next answer: normal, never, or failing. */
  mode: 'ok' | 'loading' | 'error';
  /** The next removal send fails. */
  failSend: boolean;
}

export function createDemoServer(count = 10_000, mode: DemoServer['mode'] = 'ok'): DemoServer {
  return { rows: demoRecords(count), removed: new Set(), sends: 0, mode, failSend: false };
}

function compare(a: DemoRecord, b: DemoRecord, field: 'name' | 'createdAt' | 'amount'): number {
  const left = a[field];
  const right = b[field];
  return typeof left === 'number' && typeof right === 'number'
    ? left - right
    : String(left).localeCompare(String(right), 'ko');
}

function matches(query: Omit<DemoQuery, 'page' | 'size' | 'sort'>) {
  return (row: DemoRecord) =>
    (!query.q || row.name.includes(query.q)) &&
    (!query.status || query.status.includes(row.status)) &&
    (!query.createdFrom || row.createdAt >= query.createdFrom) &&
    (!query.createdTo || row.createdAt <= query.createdTo) &&
    (query.amountMin === undefined || row.amount >= query.amountMin) &&
    (query.amountMax === undefined || row.amount <= query.amountMax);
}

export function answer(server: DemoServer, query: DemoQuery): ListPageData<DemoRecord> {
  const kept = server.rows.filter((row) => !server.removed.has(row.id)).filter(matches(query));
  const [field, direction] = query.sort.split(',') as [
    'name' | 'createdAt' | 'amount',
    'asc' | 'desc',
  ];
  kept.sort((a, b) => (direction === 'asc' ? 1 : -1) * compare(a, b, field));
  const start = (query.page - 1) * query.size;
  return {
    items: kept.slice(start, start + query.size),
    totalCount: kept.length,
    totalPages: Math.ceil(kept.length / query.size),
  };
}

export function demoPageQuery(server: DemoServer) {
  return (query: DemoQuery): ListPageQueryOptions<DemoRecord> => ({
    queryKey: ['demo.records', query],
    queryFn: () => {
      if (server.mode === 'loading') return new Promise<never>(() => undefined);
      if (server.mode === 'error') return Promise.reject(new Error('demo failure'));
      return Promise.resolve(answer(server, query));
    },
  });
}

const statusLabel = { ACTIVE: '진행', PAUSED: '중지', CLOSED: '종료' } as const;

export const demoColumns: DataTableColumn<DemoRecord>[] = [
  { id: 'name', header: '이름', cell: (row) => row.name, width: '12rem' },
  { id: 'status', header: '상태', cell: (row) => statusLabel[row.status], width: '6rem' },
  { id: 'createdAt', header: '만든 날', cell: (row) => formatDate(row.createdAt), width: '8rem' },
  {
    id: 'amount',
    header: '금액',
    cell: (row) => `${formatCount(row.amount)}원`,
    align: 'end',
    width: '9rem',
  },
  { id: 'id', header: '번호', cell: (row) => row.id, width: '7rem' },
];

/** The demo list screen: filters in the URL, selection, and "삭제" with undo. */
export function DemoListScreen({ server }: { server: DemoServer }) {
  const list = useListState(demoList);
  const page = useListPageQuery(list, demoPageQuery(server));
  const selection = useListSelection(list, page.data?.totalCount, '건');
  const { run } = useUndoableAction();
  const confirm = useConfirmBulk();
  const queryClient = useQueryClient();

  /** Ids a scope names on the demo server. */
  const idsOf = (scope: NonNullable<typeof selection.scope>) =>
    scope.kind === 'keys'
      ? scope.keys
      : server.rows
          .filter(matches(scope.filter))
          .map((row) => row.id)
          .filter((id) => !scope.excluded.includes(id));

  /** Irreversible: confirmed with count and scope, no undo. */
  const purge = () => {
    const scope = selection.scope;
    if (!scope) return;
    confirm.ask({
      action: '영구 삭제',
      scope: selection.summary,
      run: async () => {
        server.sends += 1;
        for (const id of idsOf(scope)) server.removed.add(id);
        selection.clear();
        await queryClient.invalidateQueries({ queryKey: ['demo.records'] });
      },
    });
  };

  const remove = () => {
    const scope = selection.scope;
    if (!scope) return;
    const key = ['demo.records', list.query];
    const before = queryClient.getQueryData<ListPageData<DemoRecord>>(key);
    const gone = (row: DemoRecord) => selection.isSelected(row.id);
    const count = selection.count;
    run({
      label: `${formatCount(count)}건을 삭제했어요.`,
      apply: () => {
        if (!before) return;
        const items = before.items.filter((row) => !gone(row));
        queryClient.setQueryData(key, { ...before, items, totalCount: before.totalCount - count });
      },
      revert: () => queryClient.setQueryData(key, before),
      send: async () => {
        server.sends += 1;
        if (server.failSend) throw new Error('demo send failed');
        for (const id of idsOf(scope)) server.removed.add(id);
        await queryClient.invalidateQueries({ queryKey: ['demo.records'] });
      },
    });
    selection.clear();
  };

  return (
    <>
      <ListPage
        list={list}
        page={page}
        caption="레코드 목록"
        noun="레코드"
        unit="건"
        columns={demoColumns}
        getRowKey={(row) => row.id}
        getRowLabel={(row) => row.name}
        selection={selection}
        height={400}
        bulkActions={
          <>
            <Button variant="secondary" size="sm" onClick={remove}>
              삭제
            </Button>
            <Button variant="danger" size="sm" onClick={purge}>
              영구 삭제
            </Button>
          </>
        }
      />
      {confirm.dialog}
    </>
  );
}

const demoPerson = { operator: { accountKey: 'demo-operator', permissions: [] }, master: null };

/**
 * What the back-office frame gives a screen: the person, one undo queue (short in stories) and the
 * rescue of a focus whose element went away (the frame's AppShell has it).
 */
export function DemoFrame({
  children,
  undoWindowMs,
}: {
  children: ReactNode;
  undoWindowMs?: number;
}) {
  const [queue] = useState(() => createUndoQueue({ windowMs: undoWindowMs }));
  useFocusRescue();
  return (
    <BackofficePersonContext value={demoPerson}>
      <UndoProvider queue={queue}>{children}</UndoProvider>
    </BackofficePersonContext>
  );
}
