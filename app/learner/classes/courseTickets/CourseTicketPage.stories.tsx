/**
 * A course ticket against the mock: its classes with the action each allows (enter an issued
 * class, start one not issued yet, join a live session), and a live session not open yet.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { CourseTicketPage } from './CourseTicketPage';

const meta = {
  title: 'Learner/Classes/CourseTicketPage',
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
