/**
 * A coupon's codes (backoffice.md §3 couponCodeSpecs, §5 "Pattern code: max 16 with * for random
 * positions; the count must not exceed the random capacity and a code name is needed first";
 * issue 30) on the detail of the seeded CREATED coupon: the add-codes dialog's errors (a code name
 * first, a word's rule, a pattern without `*`, a count over the capacity, a failed start keeping what was typed), the pattern capacity
 * hint as it is typed, a generation started and tracked by the job centre until the codes are made
 * and can be exported, and the generation job's states as the job centre shows them.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Job } from '@app/shared/api/contract/adminJob';
import { codeRuleMessages } from '@app/shared/api/contract/adminCouponCodeRules';
import { copy } from '@app/shared/copy';
import { JobCard } from '../kit/jobs/JobCard';
import { Backoffice, failing, fieldLabel, screen } from '../storySupport';

const text = copy.backofficeCoupons;
const codes = text.codes;
const jobs = copy.backofficeJobs;

const meta = {
  title: 'Back-office/Coupons/쿠폰 코드 · CouponCodes',
  render: () => <Backoffice />,
  parameters: { route: '/admin/coupons/cpn-fixture-created', scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('heading', { level: 1, name: '신규 가입 환영 10% 할인' }, { timeout: 10_000 });
  await expect(await within(canvasElement).findByText(codes.empty, {}, { timeout: 10_000 })).toBeVisible();
  await userEvent.click(within(canvasElement).getByRole('button', { name: text.actionLabels.ADD_CODES }));
  const dialog = within(await screen(canvasElement).findByRole('dialog', { name: codes.dialogTitle }));
  return dialog;
}

const box = (dialog: ReturnType<typeof within>, label: string) => dialog.getByRole('textbox', { name: fieldLabel(label) });

const generation: Job = {
  jobId: 'job-codes',
  kind: 'COUPON_CODES',
  title: '‘연말 패턴’ 코드 만들기',
  status: 'RUNNING',
  progress: { done: 37, total: 100 },
  scope: '‘연말 감사 5,000원 할인’ 패턴 코드 100,000개 (1,000개씩 100단계)',
  area: 'COUPON',
  startedBy: { accountKey: 'acc-operator', displayName: '강운영' },
  createdAt: '2026-11-22T01:00:00.000Z',
  updatedAt: '2026-11-22T01:00:06.000Z',
  finishedAt: null,
  failureMessage: null,
  result: null,
  itemErrorCount: 0,
  actions: ['CANCEL'],
};

/** The generation job running: its progress by steps of 1,000 codes, cancellable, not pausable. */
export const GenerationRunning: Story = {
  render: () => <JobCard job={generation} onAction={fn()} onItemAction={fn()} />,
  parameters: { route: '/admin' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByRole('progressbar', { name: jobs.progressLabel(generation.title) })).toHaveAttribute('aria-valuenow', '37');
    await expect(card.getByText(new RegExp(`^${copy.backofficeCoupons.jobKinds.COUPON_CODES} · `))).toBeVisible();
    await expect(card.queryByRole('button', { name: jobs.actionFor(jobs.actions.STOP, generation.title) })).toBeNull();
    await expect(card.getByRole('button', { name: jobs.actionFor(jobs.actions.CANCEL, generation.title) })).toBeVisible();
  },
};

/** Done: the result counts codes (100,000 made). */
export const GenerationDone: Story = {
  render: () => (
    <JobCard
      job={{ ...generation, status: 'DONE', progress: { done: 100, total: 100 }, finishedAt: '2026-11-22T01:00:15.000Z', result: { type: 'COUNTS', succeeded: 100_000, failed: 0, skipped: 0 }, actions: [] }}
      onAction={fn()}
      onItemAction={fn()}
    />
  ),
  parameters: { route: '/admin' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(jobs.resultCounts(100_000, 0, 0), { exact: false })).toBeVisible();
  },
};

/** Cancelled part-way: no action left; the codes made so far stay (the specification counts them). */
export const GenerationCancelled: Story = {
  render: () => <JobCard job={{ ...generation, status: 'CANCELLED', finishedAt: '2026-11-22T01:00:07.000Z', actions: [] }} onAction={fn()} onItemAction={fn()} />,
  parameters: { route: '/admin' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByText(jobs.status.CANCELLED)).toBeVisible();
    await expect(card.queryByRole('button', { name: jobs.actionFor(jobs.actions.CANCEL, generation.title) })).toBeNull();
  },
};

/** The capacity as the pattern is typed: two stars are 1,024 codes; 1,025 is refused at the count. */
export const PatternCapacityHint: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(box(dialog, codes.fieldName), '연말 패턴');
    await userEvent.type(box(dialog, codes.fieldPattern), 'VIP-*');
    await expect(box(dialog, codes.fieldPattern)).toHaveAccessibleDescription(expect.stringContaining(codes.capacity(1, '32')));
    await userEvent.type(box(dialog, codes.fieldPattern), '*');
    await expect(box(dialog, codes.fieldPattern)).toHaveAccessibleDescription(expect.stringContaining(codes.capacity(2, '1,024')));
    await userEvent.type(box(dialog, codes.fieldCount), '1025');
    await userEvent.click(dialog.getByRole('button', { name: codes.generate }));
    await expect(box(dialog, codes.fieldCount)).toHaveAccessibleDescription(expect.stringContaining(codeRuleMessages.overCapacity(1_024)));
  },
};

/** §5 "a code name is needed first": nothing typed, the name says so. */
export const NameNeededFirst: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: codes.generate }));
    await expect(box(dialog, codes.fieldName)).toHaveAccessibleDescription(expect.stringContaining(codeRuleMessages.name));
  },
};

/** A pattern needs a `*`; a word code is 3–16 Korean/letters/digits. */
export const PatternAndWordErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(box(dialog, codes.fieldName), '오류 확인');
    await userEvent.type(box(dialog, codes.fieldPattern), 'NEWYEAR');
    await userEvent.type(box(dialog, codes.fieldCount), '10');
    await userEvent.click(dialog.getByRole('button', { name: codes.generate }));
    await expect(box(dialog, codes.fieldPattern)).toHaveAccessibleDescription(expect.stringContaining(codeRuleMessages.patternNoRandom));
    await userEvent.click(dialog.getByRole('radio', { name: codes.typeLabels.WORD }));
    await userEvent.type(box(dialog, codes.fieldWord), '할인!');
    await userEvent.click(dialog.getByRole('button', { name: codes.generate }));
    // The character that is not allowed, named.
    await expect(box(dialog, codes.fieldWord)).toHaveAccessibleDescription(expect.stringContaining(codeRuleMessages.wordCharacter('!')));
  },
};

/** The generation cannot start (500): said in the dialog, and everything typed stays. */
export const GenerateFailedKeepsValues: Story = {
  parameters: { msw: { handlers: [failing('post', '/rest/coupon/admin/tenant/coupon-specs/:couponKey/code-specs')] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const typed = { [codes.fieldName]: '실패할 패턴', [codes.fieldPattern]: 'NO-***', [codes.fieldCount]: '30' };
    for (const [label, value] of Object.entries(typed)) await userEvent.type(box(dialog, label), value);
    await userEvent.click(dialog.getByRole('button', { name: codes.generate }));
    await expect(await dialog.findByText(codes.failed)).toBeVisible();
    for (const [label, value] of Object.entries(typed)) await expect(box(dialog, label)).toHaveValue(value);
  },
};

/** 50 pattern codes: the job centre tracks the job; once done, the codes are counted and can be exported. */
export const GenerateAndExport: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(box(dialog, codes.fieldName), '스토리 패턴');
    await userEvent.type(box(dialog, codes.fieldPattern), 'ST-***');
    await userEvent.type(box(dialog, codes.fieldCount), '50');
    await userEvent.click(dialog.getByRole('button', { name: codes.generate }));
    await expect(await screen(canvasElement).findByText(codes.started)).toBeVisible();
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByText(codes.made('50', '50'))).toBeVisible(), { timeout: 15_000 });
    await userEvent.click(page.getByRole('button', { name: codes.exportLabel('스토리 패턴', 'CSV') }));
    await expect(await screen(canvasElement).findByText(codes.exportStarted)).toBeVisible();
  },
};

