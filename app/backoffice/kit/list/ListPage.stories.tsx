/**
 * The list kit's every state (issue 15, parts 1 and 2) on a domain-neutral demo list of 10,000
 * records (kit/demo): loading, empty, filtered-empty with "필터 지우기", error with retry, a URL
 * that restores filters, sort and page; rows partly and fully selected, "select all N matching"
 * with an exclusion, a filter change clearing the selection; and the undo window of a bulk
 * removal counting down, undone, flushed, and failing; and what the hand review of the kit found:
 * the toast held while the pointer is on it, Ctrl+Z from anywhere (and said so), the toast beside
 * the bulk bar at 1280 and 390 px, and the keyboard kept on the list after a bulk action and after
 * an undo.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { createDemoServer, DemoFrame, DemoListScreen, type DemoServer } from '../demo/demoList';

const text = copy.listKit;

interface DemoProps {
  count: number;
  mode: DemoServer['mode'];
  failSend?: boolean;
  undoWindowMs?: number;
}

/** The last server a story made, for plays that check what was sent. */
let lastServer: DemoServer | null = null;

function Demo({ count, mode, failSend = false, undoWindowMs = 5000 }: DemoProps) {
  const [server] = useState(() => {
    const made = createDemoServer(count, mode);
    made.failSend = failSend;
    lastServer = made;
    return made;
  });
  return (
    <DemoFrame undoWindowMs={undoWindowMs}>
      <DemoListScreen server={server} />
    </DemoFrame>
  );
}

const meta = {
  title: 'Back-office/Kit/목록 화면 · ListPage',
  component: Demo,
  args: { count: 10_000, mode: 'ok' },
  argTypes: { mode: { control: 'inline-radio', options: ['ok', 'loading', 'error'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function table(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: '레코드 목록' }));
}

async function rowBoxes(canvasElement: HTMLElement) {
  const grid = await table(canvasElement);
  await grid.findAllByRole('checkbox', { name: /선택$/ });
  return grid.getAllByRole('checkbox').slice(1);
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.totalCount('10,000', '건'))).toBeVisible();
  },
};

/** The first page of 10,000: 50 rows, the total, the pages. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.totalCount('10,000', '건'))).toBeVisible();
    await expect((await rowBoxes(canvasElement)).length).toBeLessThanOrEqual(50);
    await expect(canvas.getByRole('button', { name: /^1\s*페이지$/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  args: { mode: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(copy.designSystem.listLoading)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: text.empty('레코드') })).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: text.clearFilters })).toBeNull();
  },
};

/** Nothing matches the URL's filter: "필터 지우기" brings the whole list back. */
export const FilteredEmpty: Story = {
  parameters: { route: '/?q=%EC%97%86%EB%8A%94%EC%9D%B4%EB%A6%84' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.filteredEmpty })).toBeVisible();
    const [clear] = canvas.getAllByRole('button', { name: text.clearFilters });
    if (!clear) throw new Error('no clear button');
    await userEvent.click(clear);
    await expect(await canvas.findByText(text.totalCount('10,000', '건'))).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { mode: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.designSystem.listFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.designSystem.retry })).toBeVisible();
  },
};

/** A pasted URL: the status, the sort, the page and the page size are restored. */
export const RestoredFromUrl: Story = {
  parameters: { route: '/?status=PAUSED&sort=amount%2Casc&page=2&size=20' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: '중지' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '진행' })).not.toBeChecked();
    await expect(await canvas.findByRole('button', { name: /^2\s*페이지$/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('columnheader', { name: /금액/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('combobox', { name: text.pageSize })).toHaveValue('20');
  },
};

export const PartlySelected: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = await rowBoxes(canvasElement);
    if (!first || !second) throw new Error('rows missing');
    await userEvent.click(first);
    await userEvent.click(second);
    const bar = within(await within(canvasElement).findByRole('region', { name: text.bulkActions }));
    await expect(await bar.findByText(text.selectionPicked('2', '건'))).toBeVisible();
  },
};

/** The page selected: the table offers every matching row. */
export const FullySelected: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await rowBoxes(canvasElement);
    await userEvent.click(grid.getByRole('checkbox', { name: copy.designSystem.selectAll }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(text.pageAllSelected('50', '건'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.selectAllMatching('10,000', '건') })).toBeVisible();
    await expect(await canvas.findByText(text.selectionPicked('50', '건'))).toBeVisible();
  },
};

/** "All 10,000 matching", then one row left out: the scope in words follows. */
export const SelectAllMatching: Story = {
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await rowBoxes(canvasElement);
    await userEvent.click(grid.getByRole('checkbox', { name: copy.designSystem.selectAll }));
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: text.selectAllMatching('10,000', '건') }));
    await expect(await canvas.findByText(text.selectionAllMatching('10,000', '건'))).toBeVisible();
    await expect(canvas.getByText(text.allMatchingSelected('10,000', '건'))).toBeVisible();
    const [first] = await rowBoxes(canvasElement);
    if (!first) throw new Error('rows missing');
    await userEvent.click(first);
    await expect(await canvas.findByText(text.selectionMatchingExcept('9,999', '10,000', '건'))).toBeVisible();
  },
};

/** A selection belongs to its filter: choosing a status clears it. */
export const FilterChangeClearsSelection: Story = {
  play: async ({ canvasElement }) => {
    const [first] = await rowBoxes(canvasElement);
    if (!first) throw new Error('rows missing');
    await userEvent.click(first);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: text.bulkActions })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '종료' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: text.bulkActions })).toBeNull());
  },
};

async function removeTwo(canvasElement: HTMLElement) {
  const [first, second] = await rowBoxes(canvasElement);
  if (!first || !second) throw new Error('rows missing');
  await userEvent.click(first);
  await userEvent.click(second);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '삭제' }));
}

/** Removed at once on screen, counting down with "되돌리기"; nothing sent yet. */
export const UndoCountingDown: Story = {
  play: async ({ canvasElement }) => {
    await removeTwo(canvasElement);
    const page = body(canvasElement);
    await expect(await page.findByText('2건을 삭제했어요.')).toBeVisible();
    await expect(page.getByRole('button', { name: text.undo })).toBeVisible();
    await expect(await within(canvasElement).findByText(text.totalCount('9,998', '건'))).toBeVisible();
    await expect(lastServer?.sends).toBe(0);
  },
};

/** Undone within the window: the rows are back and nothing was sent. */
export const Undone: Story = {
  play: async ({ canvasElement }) => {
    await removeTwo(canvasElement);
    const page = body(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: text.undo }));
    await expect(await page.findByText(text.undone)).toBeVisible();
    await expect(await within(canvasElement).findByText(text.totalCount('10,000', '건'))).toBeVisible();
    await expect(lastServer?.sends).toBe(0);
  },
};

/** The window ends: the removal is sent once and the list reloads without the rows. */
export const Flushed: Story = {
  args: { undoWindowMs: 600 },
  play: async ({ canvasElement }) => {
    await removeTwo(canvasElement);
    const page = body(canvasElement);
    await expect(await page.findByText(text.flushed, {}, { timeout: 4000 })).toBeVisible();
    await expect(lastServer?.sends).toBe(1);
    await expect(await within(canvasElement).findByText(text.totalCount('9,998', '건'))).toBeVisible();
  },
};

/** The send fails: the rows come back and the failure is announced. */
export const SendFails: Story = {
  args: { undoWindowMs: 600, failSend: true },
  play: async ({ canvasElement }) => {
    await removeTwo(canvasElement);
    const page = body(canvasElement);
    await expect(await page.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(text.undoFailed);
    await expect(await within(canvasElement).findByText(text.totalCount('10,000', '건'))).toBeVisible();
  },
};

/** Both on screen without overlap: a bulk bar back (another row picked) while a removal can still be undone. */
async function toastAndBar(canvasElement: HTMLElement) {
  await removeTwo(canvasElement);
  const page = body(canvasElement);
  const toast = await page.findByRole('region', { name: text.undoRegion });
  const [third] = await rowBoxes(canvasElement);
  if (!third) throw new Error('rows missing');
  await userEvent.click(third);
  const bar = await page.findByRole('region', { name: text.bulkActions });
  await waitFor(() => {
    const a = toast.getBoundingClientRect();
    const b = bar.getBoundingClientRect();
    const apart = a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;
    expect(apart).toBe(true);
  });
  // Neither is cut by the window's edge.
  const view = canvasElement.ownerDocument.defaultView;
  for (const shown of [toast, bar]) await expect(shown.getBoundingClientRect().bottom).toBeLessThanOrEqual(view?.innerHeight ?? 0);
}

/** The hand review at 1280 px: the undo toast covered 비밀글로 in the bulk bar. It floats above the bar now. */
export const ToastBesideBulkBar: Story = {
  args: { count: 30 },
  play: async ({ canvasElement }) => toastAndBar(canvasElement),
};

/** The same at 390 px, where the bar wraps to two lines. */
export const ToastBesideBulkBarPhone: Story = {
  args: { count: 30 },
  parameters: { viewport: { options: { phone: { name: '390px', styles: { width: '390px', height: '844px' } } } } },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => toastAndBar(canvasElement),
};

/** Ctrl+Z undoes from anywhere outside a text field, and the toast says so. */
export const UndoByShortcut: Story = {
  play: async ({ canvasElement }) => {
    await removeTwo(canvasElement);
    const page = body(canvasElement);
    // Said with the message (one live region), so a screen reader hears how to undo.
    await expect(await page.findByText('2건을 삭제했어요.')).toHaveTextContent(text.undoShortcut);
    await userEvent.keyboard('{Control>}z{/Control}');
    await expect(await page.findByText(text.undone)).toBeVisible();
    await expect(await within(canvasElement).findByText(text.totalCount('10,000', '건'))).toBeVisible();
    await expect(lastServer?.sends).toBe(0);
  },
};

/** WCAG 2.2.1: the window stops while the pointer is on the toast, and counts on once it leaves. */
export const HeldWhileHovered: Story = {
  play: async ({ canvasElement }) => {
    await removeTwo(canvasElement);
    const page = body(canvasElement);
    const toast = await page.findByRole('region', { name: text.undoRegion });
    await userEvent.hover(toast);
    await expect(await within(toast).findByText(/^멈춰 있어요/)).toBeVisible();
    await userEvent.unhover(toast);
    await expect(await within(toast).findByText(/초 후 반영$/)).toBeVisible();
    await expect(lastServer?.sends).toBe(0);
  },
};

/**
 * The hand review: after a bulk action the bar went away with the focused button and the keyboard
 * fell to the page body; after 되돌리기 in the toast, the same. Now the list keeps it, both times.
 */
export const FocusKeptAfterBulkActionAndUndo: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = await rowBoxes(canvasElement);
    if (!first || !second) throw new Error('rows missing');
    await userEvent.click(first);
    await userEvent.click(second);
    within(canvasElement).getByRole('button', { name: '삭제' }).focus();
    await userEvent.keyboard('{Enter}');
    const region = within(canvasElement).getByRole('region', { name: '레코드 목록' });
    await waitFor(() => expect(region).toHaveFocus());
    const undo = await body(canvasElement).findByRole('button', { name: text.undo });
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body(canvasElement).findByText(text.undone)).toBeVisible();
    await waitFor(() => expect(region).toHaveFocus());
  },
};

/** An irreversible action: confirmed with the count and the scope, and no undo. */
export const ConfirmIrreversible: Story = {
  play: async ({ canvasElement }) => {
    const [first, second, third] = await rowBoxes(canvasElement);
    if (!first || !second || !third) throw new Error('rows missing');
    for (const box of [first, second, third]) await userEvent.click(box);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '영구 삭제' }));
    const page = body(canvasElement);
    const dialog = within(await page.findByRole('alertdialog', { name: text.confirmBulkTitle('영구 삭제') }));
    await waitFor(() => expect(dialog.getByText(text.confirmBulkBody(text.selectionPicked('3', '건'), '영구 삭제'))).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '영구 삭제' }));
    await expect(await within(canvasElement).findByText(text.totalCount('9,997', '건'))).toBeVisible();
    await expect(page.queryByRole('button', { name: text.undo })).toBeNull();
  },
};

/** A saved view is a named URL: saved, then opened again from the menu after the filter changed. */
export const SavedView: Story = {
  beforeEach: () => window.localStorage.clear(),
  parameters: { route: '/?status=CLOSED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: '종료' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: text.savedViews }));
    await userEvent.click(await page.findByRole('menuitem', { name: text.saveView }));
    const dialog = within(await page.findByRole('dialog', { name: text.saveView }));
    await userEvent.type(dialog.getByRole('textbox', { name: text.viewName }), '종료된 것');
    await userEvent.click(dialog.getByRole('button', { name: text.save }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: '종료' }));
    await expect(await canvas.findByRole('checkbox', { name: '종료' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: text.savedViews }));
    await userEvent.click(await page.findByRole('menuitem', { name: '종료된 것' }));
    await expect(await canvas.findByRole('checkbox', { name: '종료' })).toBeChecked();
  },
};

/** Visible columns live in the URL too: a hidden-by-default column shown from the picker. */
export const ColumnsChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await table(canvasElement);
    await expect(grid.queryByRole('columnheader', { name: '번호' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: text.columns }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: '번호' }));
    await expect(await grid.findByRole('columnheader', { name: '번호' })).toBeVisible();
  },
};

/**
 * Issue 38: a keyboard user skips the filter bar — the first stop of the list is "목록으로
 * 건너뛰기", and it leads to the first row's control, not through every filter.
 */
export const SkipToResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(text.totalCount('10,000', '건'));
    const [firstRow] = await rowBoxes(canvasElement);
    const skip = canvas.getByRole('link', { name: text.skipToResults });
    skip.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(firstRow).toHaveFocus());
  },
};
