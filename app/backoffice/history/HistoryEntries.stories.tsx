/**
 * Change-history entries (issue 15, part 6): one changed field, many fields, a long value that
 * wraps, a creation (nothing before), a master's work (a publish and a lesson's video replaced) —
 * each read as record and action, who and when, and before → after per field.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { HistoryEntry } from '@app/shared/api/contract/adminHistory';
import { copy } from '@app/shared/copy';
import { HistoryEntries } from './HistoryEntries';
import { historyFieldLabel, recordTypeWords } from '../kit/kinds/foundKindWords';

const text = copy.backofficeHistory;
const actor = { accountKey: 'acc-operator', displayName: '강운영' };

const oneField: HistoryEntry = {
  changeKey: 'chg-00000002',
  changedAt: '2026-11-22T00:30:00Z',
  actor,
  record: { type: 'ORGANIZATION', key: 'tenant-klass', label: '한빛 배움터' },
  action: 'UPDATE',
  changes: [{ field: 'serviceName', before: '클래스 아카데미', after: '한빛 배움터' }],
};

const manyFields: HistoryEntry = {
  ...oneField,
  changeKey: 'chg-00000003',
  changes: [
    { field: 'serviceName', before: '클래스 아카데미', after: '한빛 배움터' },
    { field: 'supportTel', before: '02-1234-5678', after: null },
    { field: 'email', before: 'help@klass.test', after: 'support@klass.test' },
  ],
};

const longValue: HistoryEntry = {
  changeKey: 'chg-00000004',
  changedAt: '2026-11-21T08:05:00Z',
  actor,
  record: { type: 'MEMBER_GROUP', key: 'grp-1', label: '2026 겨울 특강 수강생' },
  action: 'UPDATE',
  changes: [
    {
      field: 'description',
      before: '겨울 특강 수강생',
      after:
        '2026년 겨울 특강을 신청한 수강생 중 출석률 80% 이상이며 과제를 모두 제출한 회원을 모아 수료증 발급과 다음 학기 할인 쿠폰 안내 대상으로 관리하는 그룹입니다.',
    },
  ],
};

const created: HistoryEntry = {
  changeKey: 'chg-00000001',
  changedAt: '2026-11-20T01:00:00Z',
  actor,
  record: { type: 'MEMBER_GROUP', key: 'grp-2', label: '우수 회원' },
  action: 'CREATE',
  changes: [{ field: 'name', before: null, after: '우수 회원' }],
};

const teacher = { accountKey: 'acc-teacher', displayName: '오선생' };

const published: HistoryEntry = {
  changeKey: 'chg-00000006',
  changedAt: '2026-12-07T06:10:00Z',
  actor: teacher,
  record: { type: 'CURRICULUM', key: 'klass-008', label: '신규 오픈 준비 클래스' },
  action: 'UPDATE',
  changes: [
    { field: 'lessons', before: 8, after: 9 },
    { field: 'publishedAt', before: '2026-12-07T06:00:00.000Z', after: '2026-12-07T06:10:00.000Z' },
    { field: 'version', before: 12, after: 15 },
  ],
};

const videoReplaced: HistoryEntry = {
  changeKey: 'chg-00000005',
  changedAt: '2026-12-07T06:00:00Z',
  actor: teacher,
  record: { type: 'LESSON_VIDEO', key: 'klass-008/klass-008-l1', label: '신규 오픈 준비 클래스 · 클래스 미리 보기' },
  action: 'UPDATE',
  changes: [{ field: 'video', before: '1강 처음 찍은 영상.mp4', after: '1강 오리엔테이션.mp4' }],
};

const meta = {
  title: 'Back-office/History/변경 이력 항목 · HistoryEntries',
  component: HistoryEntries,
  args: { entries: [manyFields, oneField, created] },
} satisfies Meta<typeof HistoryEntries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One field: the record, who and when (Asia/Seoul), and the old value → the new one. */
export const OneField: Story = {
  args: { entries: [oneField] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.entryTitle(recordTypeWords('ORGANIZATION'), '한빛 배움터', 'UPDATE') })).toBeVisible();
    await expect(canvas.getByText(text.entryMeta('강운영', '2026.11.22 09:30'))).toBeVisible();
    await expect(canvas.getByText(historyFieldLabel('ORGANIZATION', 'serviceName'))).toBeVisible();
    await expect(canvas.getByText('클래스 아카데미')).toBeVisible();
    await expect(canvas.getByText('한빛 배움터', { selector: 'dd span' })).toBeVisible();
  },
};

/** Many fields in one change; a value cleared reads as "(없음)". */
export const ManyFields: Story = {
  args: { entries: [manyFields] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const field of ['serviceName', 'supportTel', 'email']) {
      await expect(await canvas.findByText(historyFieldLabel('ORGANIZATION', field))).toBeVisible();
    }
    await expect(canvas.getByText(text.emptyValue)).toBeVisible();
  },
};

/** A long value wraps inside its column. */
export const LongValue: Story = {
  args: { entries: [longValue] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/출석률 80% 이상이며/)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A creation: every field from nothing. */
export const Created: Story = {
  args: { entries: [created] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.entryTitle(recordTypeWords('MEMBER_GROUP'), '우수 회원', 'CREATE') })).toBeVisible();
    await expect(canvas.getByText(text.emptyValue)).toBeVisible();
  },
};

/** A master's work as the operator reads it: the class's curriculum published (its version and size in words) and a lesson's video replaced. */
export const MasterWork: Story = {
  args: { entries: [published, videoReplaced] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: text.entryTitle(recordTypeWords('CURRICULUM'), '신규 오픈 준비 클래스', 'UPDATE') })).toBeVisible();
    await expect(canvas.getByText(historyFieldLabel('CURRICULUM', 'version'))).toBeVisible();
    await expect(canvas.getByText('버전 15')).toBeVisible();
    await expect(canvas.getByText('9개')).toBeVisible();
    await expect(canvas.getByText('2026.12.07 15:00')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: text.entryTitle(recordTypeWords('LESSON_VIDEO'), '신규 오픈 준비 클래스 · 클래스 미리 보기', 'UPDATE') })).toBeVisible();
    await expect(canvas.getByText('1강 오리엔테이션.mp4')).toBeVisible();
    await expect(canvas.getAllByText(text.entryMeta('오선생', '2026.12.07 15:10'))).toHaveLength(1);
  },
};
