/**
 * Benchmark page: the back-office ImportDialog, open, with a member-like import (e-mail required,
 * the app's e-mail rule) whose server dry run answers at once, so the figure is the page's own
 * work: reading, parsing, checking and showing the preview. The page records every long task from
 * load in `window.__importBench.longTasks`; bench/importDryRun.mjs hands it a 10,000-row CSV.
 */
import { createRoot } from 'react-dom/client';
import { DesignSystemMessagesProvider } from '@ds/lib/messages';
import { ThemeProvider } from '@ds/theme/ThemeProvider';
import { copy } from '@app/shared/copy';
import { ImportDialog, type ImportDefinition } from '@app/backoffice/kit/import';
import { contactColumns, contactSchema, contactUniqueness, type Contact, type ContactKey } from '@app/backoffice/kit/import/testing';

declare global {
  interface Window {
    __importBench?: { longTasks: { startTime: number; duration: number }[] };
  }
}

const bench: NonNullable<Window['__importBench']> = { longTasks: [] };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) bench.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const definition: ImportDefinition<ContactKey, Contact> = {
  columns: contactColumns,
  schema: contactSchema,
  uniqueBy: contactUniqueness,
  classify: (rows) => Promise.resolve({ new: rows.length, existing: 0, notFound: 0 }),
  commit: (rows) => Promise.resolve({ count: rows.length }),
};

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <ThemeProvider>
      <DesignSystemMessagesProvider messages={copy.designSystem}>
        <ImportDialog open title="회원 가져오기" definition={definition} onClose={() => undefined} />
      </DesignSystemMessagesProvider>
    </ThemeProvider>,
  );
  window.__importBench = bench;
}
