/**
 * The kit's recipient picker in each of its states (issue 29), on a stand-in area whose member
 * search and dry run answer from memory (no area mock): the member search with "all N matching"
 * kept as a query scope with its count (never ids); a group that must be chosen, then its scope in
 * words; a pasted list told apart row by row in all five kinds (new, already holds it, withdrawn,
 * not found, invalid) with only the new sent; the list before a subject is chosen; a dry run that
 * fails. "보낼 대상 확인" stands for the area's submit: it prints what `choose()` would send.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@ds/components/Button';
import { isAccountIdentifier, type RecipientDryRun, type RecipientGroup, type RecipientMember } from '@app/shared/api/contract/adminRecipients';
import { copy } from '@app/shared/copy';
import { fieldLabel } from '../../storySupport';
import { DemoFrame } from '../demo/demoList';
import type { ListQuery } from '../list/urlState';
import { RecipientPicker } from './RecipientPicker';
import type { RecipientSearchDefinition } from './recipients';
import type { ChosenRecipients } from './startFlow';
import { useRecipientPicker, type RecipientSubject } from './useRecipientPicker';

const text = copy.backofficeRecipients;
const ALREADY = '이미 받음';
const SUBJECT_FIRST = '먼저 보낼 것을 골라 주세요.';

const family = ['김', '이', '박', '최', '정', '강'];
const given = ['하늘', '서준', '지우', '민서', '도윤', '서연', '하준'];
const members: RecipientMember[] = Array.from({ length: 300 }, (_, index) => ({
  accountKey: `acc-${index + 1}`,
  displayName: `${family[index % family.length]}${given[index % given.length]}`,
  email: `member${index + 1}@klass.test`,
  phone: index % 3 === 0 ? null : `0101234${String(index).padStart(4, '0')}`,
}));
const groups: RecipientGroup[] = [
  { groupKey: 'grp-vip', name: 'VIP 회원', memberCount: 12 },
  { groupKey: 'grp-empty', name: '빈 그룹', memberCount: 0 },
];

function membersQuery(query: ListQuery<RecipientSearchDefinition>) {
  return queryOptions({
    queryKey: ['recipientStory', query] as const,
    queryFn: () => {
      const found = members.filter((member) => !query.q || member.displayName.includes(query.q));
      const start = (query.page - 1) * query.size;
      return { items: found.slice(start, start + query.size), totalCount: found.length, totalPages: Math.ceil(found.length / query.size) };
    },
  });
}

/** "holder…" holds it, "gone…" withdrew, "ghost…" is nobody; every other identifier is new. */
function dryRun(identifiers: string[]): Promise<RecipientDryRun> {
  return Promise.resolve({
    rows: identifiers.map((identifier, index) => {
      if (!isAccountIdentifier(identifier)) return { identifier, kind: 'INVALID', accountKey: null, displayName: null };
      if (identifier.startsWith('ghost')) return { identifier, kind: 'NOT_FOUND', accountKey: null, displayName: null };
      const kind = identifier.startsWith('holder') ? 'ALREADY_HOLDS' : identifier.startsWith('gone') ? 'WITHDRAWN' : 'NEW';
      return { identifier, kind, accountKey: `acc-list-${index}`, displayName: `회원 ${index + 1}` };
    }),
  });
}

const failingDryRun = () => Promise.reject(new Error('dry run failed'));

interface HarnessProps {
  subject: 'chosen' | 'none' | 'failing';
}

function Harness({ subject }: HarnessProps) {
  const [stand] = useState<RecipientSubject | null>(() =>
    subject === 'none' ? null : { key: 'subject-1', dryRun: subject === 'failing' ? failingDryRun : dryRun },
  );
  const picker = useRecipientPicker({ listId: 'story.recipients', groups, membersQuery, subject: stand });
  const [sent, setSent] = useState<ChosenRecipients | null>(null);
  return (
    <DemoFrame>
      <RecipientPicker
        picker={picker}
        words={{ alreadyHolds: ALREADY, subjectFirst: SUBJECT_FIRST, importTitle: '목록 가져오기', importDescription: '', importFileName: '목록' }}
        startImported={() => Promise.reject(new Error('not in this story'))}
      />
      <Button onClick={() => setSent(picker.choose())}>보낼 대상 확인</Button>
      {sent && (
        <output aria-label="보낼 대상">
          {sent.scope} / {sent.count} / {JSON.stringify(sent.recipients)}
        </output>
      )}
    </DemoFrame>
  );
}

const meta = {
  title: 'Back-office/Kit/받는 회원 고르기 · RecipientPicker',
  component: Harness,
  args: { subject: 'chosen' },
  parameters: { scenario: 'operator' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmChoice = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: '보낼 대상 확인' }));
  return canvas.findByRole('status', { name: '보낼 대상' });
};

/** Nothing is sent without a group; an empty group cannot be chosen; a chosen one is said with its count. */
export const GroupRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: text.sources.GROUP }));
    await userEvent.click(canvas.getByRole('button', { name: '보낼 대상 확인' }));
    await expect(await canvas.findByText(text.groupRequired)).toBeVisible();
    await expect(canvas.queryByRole('status', { name: '보낼 대상' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: fieldLabel(text.groupField) }), 'grp-vip');
    await expect(canvas.queryByText(text.groupRequired)).toBeNull();
    await expect(await confirmChoice(canvasElement)).toHaveTextContent(text.groupScope('VIP 회원', '12'));
  },
};

/** "All N matching" (the 300 members) is sent as the member list's query scope with the count seen, never as ids. */
export const SearchAllMatching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: text.caption }, { timeout: 10_000 });
    await userEvent.click(within(table).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^검색 결과 전체 .+명 선택$/ }));
    const sent = await confirmChoice(canvasElement);
    await expect(sent).toHaveTextContent('"source":"SELECTION","selection":{"kind":"query"');
    await expect(sent).toHaveTextContent('"expectedCount":300');
    await expect(sent).not.toHaveTextContent('"keys"');
  },
};

/** Each pasted row told apart in five kinds; only the new ones are sent. */
export const PastedListFiveKinds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: text.sources.LIST }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: fieldLabel(text.list.field) }),
      'new1@klass.test{Enter}holder@klass.test{Enter}gone@klass.test{Enter}ghost@klass.test{Enter}잘못된 값!',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.list.check('5') }));
    const table = within(await canvas.findByRole('table', { name: text.list.caption }));
    for (const [identifier, kind] of [
      ['new1@klass.test', text.list.kinds.NEW],
      ['holder@klass.test', ALREADY],
      ['gone@klass.test', text.list.kinds.WITHDRAWN],
      ['ghost@klass.test', text.list.kinds.NOT_FOUND],
      ['잘못된 값!', text.list.kinds.INVALID],
    ] as const) {
      await expect(table.getByRole('row', { name: new RegExp(identifier) })).toHaveTextContent(kind);
    }
    const sent = await confirmChoice(canvasElement);
    await expect(sent).toHaveTextContent(text.listScope('1'));
    await expect(sent).toHaveTextContent('"accountKeys":["acc-list-0"]');
  },
};

/** Before the subject is chosen the list cannot be checked, and the picker says why. */
export const SubjectFirst: Story = {
  args: { subject: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: text.sources.LIST }));
    await userEvent.type(canvas.getByRole('textbox', { name: fieldLabel(text.list.field) }), 'new1@klass.test');
    await expect(canvas.getByText(SUBJECT_FIRST)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.list.check('1') })).toBeDisabled();
  },
};

/** A dry run that fails says so; the pasted text stays. */
export const DryRunFailed: Story = {
  args: { subject: 'failing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: text.sources.LIST }));
    const field = canvas.getByRole('textbox', { name: fieldLabel(text.list.field) });
    await userEvent.type(field, 'new1@klass.test');
    await userEvent.click(canvas.getByRole('button', { name: text.list.check('1') }));
    await expect(await canvas.findByText(text.list.checkFailed)).toBeVisible();
    await expect(field).toHaveValue('new1@klass.test');
  },
};
