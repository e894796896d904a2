/**
 * A course ticket against the mock: its classes with the action each allows (enter an issued
 * class, start one not issued yet, join a live session), a live session not open yet, and a class
 * started through the ticket creation dialog (the page refetches when it closes).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { CourseTicketPage } from './CourseTicketPage';

const meta = {
  title: 'Learner/Classes/코스 수강권 · CourseTicketPage',
  component: CourseTicketPage,
  render: () => (
    <Routes>
      <Route path="/app/user/course-tickets/:courseTicketId" element={<CourseTicketPage />} />
    </Routes>
  ),
  parameters: { route: '/app/user/course-tickets/ct-001' },
} satisfies Meta<typeof CourseTicketPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = { timeout: 5000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '풀스택 개발자 코스' }, wait)).toBeInTheDocument();
    await expect((await canvas.findAllByRole('button', { name: new RegExp(copy.classes.courseEnter) }))[0]).toBeEnabled();
    await expect((await canvas.findAllByRole('button', { name: new RegExp(copy.classes.courseStart) }))[0]).toBeEnabled();
    await expect((await canvas.findAllByRole('button', { name: new RegExp(copy.classes.courseLiveEnter) }))[0]).toBeEnabled();
  },
};

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'xs' } } };

/** Start opens the ticket creation dialog; after issuing and closing, the class offers entry. */
export const StartThroughTicketCreation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = copy.classes.ticketCreation;
    const start = await canvas.findByRole('button', { name: copy.classes.courseItemAction(copy.classes.courseStart, '백엔드 API 설계') }, wait);
    await userEvent.click(start);
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.title }, wait));
    await userEvent.click(await dialog.findByRole('button', { name: t.issue }));
    await dialog.findByText(t.issued('백엔드 API 설계'));
    // The footer's 닫기 (the dialog's corner button has the same name).
    const [footerClose] = dialog.getAllByRole('button', { name: t.close }).reverse();
    if (footerClose) await userEvent.click(footerClose);
    // Refetched on close: the same class now offers the class room.
    await expect(
      await canvas.findByRole('button', { name: copy.classes.courseItemAction(copy.classes.courseEnter, '백엔드 API 설계') }, wait),
    ).toBeEnabled();
  },
};

export const LiveNotOpenYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = await canvas.findAllByRole('button', { name: new RegExp(copy.classes.courseLiveEnter) }, wait);
    const later = live[1];
    if (!later) throw new Error('the seeded course has two live classes');
    await userEvent.click(later);
    await expect(await canvas.findByText(copy.classes.errors['inventory.klass_ticket.is_not_opened'] ?? '', {}, wait)).toBeInTheDocument();
  },
};
