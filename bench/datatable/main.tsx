/**
 * Benchmark page: the design system's DataTable with 10,000 member-like rows. The page records
 * its own mount time and row count in `window.__bench`; bench/longList.mjs scrolls it and reads
 * the figures.
 */
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { designSystemCopy } from '@app/shared/copy/designSystem';
import { DataTable, type DataTableColumn } from '@ds/components/DataTable';
import { DesignSystemMessagesProvider } from '@ds/lib/messages';
import { ThemeProvider } from '@ds/theme/ThemeProvider';

interface Member {
  key: string;
  name: string;
  email: string;
  joined: string;
  orders: number;
}

const rows: Member[] = Array.from({ length: 10_000 }, (_, index) => ({
  key: `member-${index + 1}`,
  name: `회원 ${index + 1}`,
  email: `member${index + 1}@klass.test`,
  joined: `2026.${String((index % 12) + 1).padStart(2, '0')}.${String((index % 28) + 1).padStart(2, '0')}`,
  orders: (index * 7) % 23,
}));

const columns: DataTableColumn<Member>[] = [
  { id: 'name', header: '이름', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'email', header: '이메일', cell: (row) => row.email },
  { id: 'joined', header: '가입일', cell: (row) => row.joined, sortValue: (row) => row.joined },
  {
    id: 'orders',
    header: '주문 수',
    cell: (row) => row.orders,
    align: 'end',
    sortValue: (row) => row.orders,
  },
];

declare global {
  interface Window {
    __bench?: { mountMs: number; rows: number };
  }
}

const container = document.getElementById('root');
if (container) {
  const started = performance.now();
  flushSync(() => {
    createRoot(container).render(
      <ThemeProvider>
        <DesignSystemMessagesProvider messages={designSystemCopy}>
          <DataTable
            caption="회원 목록"
            columns={columns}
            rows={rows}
            getRowKey={(row) => row.key}
            selectable
            height={600}
          />
        </DesignSystemMessagesProvider>
      </ThemeProvider>,
    );
  });
  window.__bench = { mountMs: performance.now() - started, rows: rows.length };
}
