/**
 * A class ticket's learning status and period against the mock (issue 40 "The enrolled list's
 * rows open the member's learning status for that class (lesson by lesson: §7 lesson status), and
 * a … view of a klass ticket shows its period and lets the operator extend or end it (confirm,
 * history)"): the seeded learner's 실전 데이터 분석 입문 lesson by lesson; an extension with the
 * day rule at the field and the new end in the history in words; the end asked first, cancelled,
 * then made; a ticket not started said as "첫 입장부터 N일"; a refunded one offering neither; an
 * unknown ticket, a failed load, loading and a refused change. The extension dialog shows the
 * current end and the end the typed days give; a course's class extended past the course ticket's
 * end is warned of, naming both ends (the hand review: it passed the course's end unsaid).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { klassTicketRuleMessages } from '@app/shared/api/contract/adminKlassTicketRules';
import { copy } from '@app/shared/copy';
import { formatDateTime } from '@app/shared/lib/format/date';
import { Backoffice, failing, fieldLabel, findPageHeading, neverAnswering, screen } from '../storySupport';
import { KlassTicketPage } from './KlassTicketPage';

const text = copy.backofficeAssignments.ticket;
const statusWords = copy.backofficeAssignments.enrolled.ticketStatus;
const CALL = (ticketKey: string) => `/rest/inventory/admin/tenant/klass-tickets/${ticketKey}`;
const route = (ticketKey: string) => `/admin/assignments/enrolled/tickets/${ticketKey}`;
const LEARNER = '김하늘';

const meta = {
  title: 'Back-office/Assignments/학습 현황 · KlassTicketPage',
  component: KlassTicketPage,
  render: () => <Backoffice />,
  parameters: { route: route('kt-active'), scenario: 'operator', layout: 'fullscreen' },
} satisfies Meta<typeof KlassTicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, klass = '실전 데이터 분석 입문') => findPageHeading(canvasElement, text.title(LEARNER, klass));

/** What a description list says for a term (its `dd`). */
function described(scope: HTMLElement, term: string): string {
  const found = within(scope).getByText(term, { selector: 'dt' });
  return found.nextElementSibling?.textContent ?? '';
}

/** A Seoul date-time as the screens write it ("2027.05.23 17:00"), `days` later, written the same way. */
function daysAfter(shown: string, days: number): string {
  const [date = '', time = ''] = shown.split(' ');
  return formatDateTime(Date.parse(`${date.replaceAll('.', '-')}T${time}:00+09:00`) + days * 86_400_000);
}

/** A date-time as the screens write it, in a pattern. */
const SHOWN_DATE_TIME = String.raw`\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}`;
const escaped = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

/** Opens the extension dialog and types the days. */
async function typeDays(canvasElement: HTMLElement, days: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: text.extend }));
  const dialog = await screen(canvasElement).findByRole('dialog', { name: text.extendTitle });
  const field = within(dialog).getByLabelText(fieldLabel(text.extendDays));
  await userEvent.clear(field);
  await userEvent.type(field, days);
  return dialog;
}

/** Lesson by lesson: a video watched to the end, one half watched, a text opened. */
export const Loaded: Story = {
  name: '학습 현황 · 차시별',
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const page = within(canvasElement);
    const lessons = within(page.getByRole('table', { name: text.lessonsCaption }));
    await expect(lessons.getByRole('row', { name: /강의 소개와 학습 방법/ })).toHaveTextContent(text.lessonCompleted);
    await expect(lessons.getByRole('row', { name: /데이터 분석 환경 만들기/ })).toHaveTextContent(text.lessonInProgress);
    await expect(page.getByText(statusWords.ACTIVE)).toBeVisible();
    await expect(page.getByRole('link', { name: text.backToEnrolled })).toHaveAttribute('href', '/admin/assignments/enrolled/klasses/klass-001');
  },
};

/**
 * §5 days 1–365 at the field; the dialog shows the current end and the new one as the days are
 * typed (Seoul time, as the page writes it); 30 more days move the end, said in the history in words.
 */
export const Extend: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const end = described(canvasElement, text.periodEnd);
    const dialogElement = await typeDays(canvasElement, '400');
    const dialog = within(dialogElement);
    const days = dialog.getByLabelText(fieldLabel(text.extendDays));
    await expect(described(dialogElement, text.endNow)).toBe(end);
    await expect(described(dialogElement, text.endAfter)).toBe(text.endAfterUnknown);
    await userEvent.click(dialog.getByRole('button', { name: text.extendSubmit }));
    await expect(await dialog.findByText(klassTicketRuleMessages.days)).toBeVisible();
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await waitFor(() => expect(described(dialogElement, text.endAfter)).toBe(daysAfter(end, 30)));
    // A class held alone: no course to warn of.
    await expect(dialog.queryByText(/코스의 수강 기간은/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: text.extendSubmit }));
    await expect((await screen(canvasElement).findAllByText(text.extended('30'))).length).toBeGreaterThan(0);
    // The history says the new end in words, under the field's name.
    await expect((await within(canvasElement).findAllByText(new RegExp(copy.backofficeAssignments.history.ticketFields.expiredAt ?? ''))).length).toBeGreaterThan(0);
  },
};

/**
 * A course's class (웹 프런트엔드 기초, entered through 풀스택 개발자 코스, both ending the same day):
 * extended, its new end would pass the course ticket's; the dialog says so naming both ends, and
 * the extension can still be made (the spec sets no rule between the two periods).
 */
export const ExtendPastCourseEnd: Story = {
  parameters: { route: route('kt-course-015') },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '웹 프런트엔드 기초');
    const end = described(canvasElement, text.periodEnd);
    const dialog = await typeDays(canvasElement, '10');
    const newEnd = daysAfter(end, 10);
    await waitFor(() => expect(described(dialog, text.endAfter)).toBe(newEnd));
    // The course ticket ends with the class ticket (seeded alike, a few milliseconds apart): the
    // warning names the course's end and the new one, each as the page writes a date.
    const warning = await within(dialog).findByText(new RegExp(`^${escaped(text.endsAfterCourse('풀스택 개발자 코스', '@', newEnd)).replace('@', SHOWN_DATE_TIME)}$`));
    await expect(warning).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: text.extendSubmit })).toBeEnabled();
  },
};

/** A ticket not used yet: its period grows from the first entry, said as the days change. */
export const ExtendNotStarted: Story = {
  parameters: { route: route('kt-available') },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '브랜드 디자인 첫걸음');
    const dialog = await typeDays(canvasElement, '30');
    await expect(described(dialog, text.endNow)).toBe(text.notStarted('90'));
    await waitFor(() => expect(described(dialog, text.endAfter)).toBe(text.notStarted('120')));
  },
};

/** The end is asked first; cancelling keeps the ticket, confirming ends it and offers no second end. */
export const End: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.end }));
    let confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: text.endTitle }));
    await expect(confirm.getByText(text.endBody(LEARNER))).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: text.cancel }));
    await waitFor(() => expect(screen(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(page.getByText(statusWords.ACTIVE)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: text.end }));
    confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: text.endTitle }));
    await userEvent.click(confirm.getByRole('button', { name: text.endConfirm }));
    await expect(await page.findByText(statusWords.END_OF_TERM)).toBeVisible();
    await expect(page.getByText(klassTicketRuleMessages.ended)).toBeVisible();
    await expect(page.getByRole('button', { name: text.end })).toBeDisabled();
    // The hand review: the button that opened the confirmation is disabled now and the keyboard fell
    // to the page body. It goes to the control beside it.
    await waitFor(() => expect(page.getByRole('button', { name: text.extend })).toHaveFocus());
  },
};

/** Not used yet: its period runs from the first entry, said so. */
export const NotStarted: Story = {
  parameters: { route: route('kt-available') },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '브랜드 디자인 첫걸음');
    await expect(within(canvasElement).getByText(text.notStarted('90'))).toBeVisible();
  },
};

/** Refunded: neither extended nor ended, and said why. */
export const Refunded: Story = {
  parameters: { route: route('kt-refund') },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: new RegExp(`^${LEARNER}님의`) });
    const page = within(canvasElement);
    await expect(page.getByText(klassTicketRuleMessages.refunded)).toBeVisible();
    await expect(page.getByRole('button', { name: text.extend })).toBeDisabled();
    await expect(page.getByRole('button', { name: text.end })).toBeDisabled();
  },
};

/** The server refuses the end (the ticket was refunded meanwhile): said in its words, nothing changes on screen. */
export const EndRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${CALL('kt-active')}/end`, () =>
          HttpResponse.json({ status: 409, code: 'assignment.ticket.not_changeable', message: klassTicketRuleMessages.refunded, data: null }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement);
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: text.end }));
    const confirm = within(await screen(canvasElement).findByRole('alertdialog', { name: text.endTitle }));
    await userEvent.click(confirm.getByRole('button', { name: text.endConfirm }));
    await expect(await page.findByText(klassTicketRuleMessages.refunded)).toBeVisible();
    await expect(page.getByText(statusWords.ACTIVE)).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: route('kt-none') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text.notFound)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswering('get', CALL('kt-active'))] } },
  play: async ({ canvasElement }) => {
    await findPageHeading(canvasElement, copy.backofficeAssignments.enrolled.title);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [failing('get', CALL('kt-active'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: copy.common.retry })).toBeVisible();
  },
};
