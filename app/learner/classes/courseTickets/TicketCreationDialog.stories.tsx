/**
 * The ticket creation dialog against the mock (spec learner.md §2): checking, ready to issue, issued
 * (then into the class room), already issued, refused, and an issue call that fails. The refetch when it closes is proven on
 * the course ticket page (CourseTicketPage stories, `StartThroughTicketCreation`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inventoryEndpoints } from '@app/shared/api/contract/inventory';
import { Button } from '@ds/components/Button';
import { copy } from '@app/shared/copy';
import { AtRoute, landedAt } from '@app/learner/account/storySupport';
import { TicketCreationDialog, type TicketCreationDialogProps } from './TicketCreationDialog';

const t = copy.classes.ticketCreation;
const course = { courseTicketId: 'ct-001', courseTicketKey: 'ctk-7f3a91c2' };
const notIssued = { itemId: 'item-002', title: '백엔드 API 설계' };

/** Opened from a button, as the course ticket page does; its content is asserted present, not visible (it fades in). */
function Opener(props: TicketCreationDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <AtRoute path="/app/user/course-tickets/ct-001">
      <Button onClick={() => setOpen(true)}>{copy.classes.courseStart}</Button>
      <TicketCreationDialog
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </AtRoute>
  );
}

const meta = {
  title: 'Learner/Classes/수강권 발급 · TicketCreationDialog',
  component: TicketCreationDialog,
  render: (args) => <Opener {...args} />,
  parameters: { route: '/app/user/course-tickets/ct-001' },
  args: { open: true, onClose: fn(), ...course, entry: notIssued },
} satisfies Meta<typeof TicketCreationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const dialog = async () => within(await body.findByRole('dialog', { name: t.title }));

export const Playground: Story = {};

/** Not issued yet: it asks before issuing (the period starts then). */
export const Ready: Story = {
  play: async () => {
    const scope = await dialog();
    await expect(await scope.findByText(t.ready(notIssued.title))).toBeInTheDocument();
    await expect(scope.getByRole('button', { name: t.issue })).toBeEnabled();
    await expect(scope.getByRole('button', { name: t.cancel })).toBeEnabled();
  },
};

/** Issued: it says so and offers the class room, which it opens. */
export const Issued: Story = {
  play: async () => {
    const scope = await dialog();
    await userEvent.click(await scope.findByRole('button', { name: t.issue }));
    await expect(await scope.findByText(t.issued(notIssued.title))).toBeInTheDocument();
    await expect(scope.queryByRole('button', { name: t.issue })).toBeNull();
    await userEvent.click(scope.getByRole('button', { name: t.enter }));
    await expect(await body.findByText(new RegExp(`^${landedAt('/app/klass/klass-016')}\\?ticket=`))).toBeInTheDocument();
  },
};

/** Issued meanwhile (another tab): nothing to issue, the class room is one click away. */
export const AlreadyIssued: Story = {
  args: { entry: { itemId: 'item-001', title: '웹 프런트엔드 기초' } },
  play: async () => {
    const scope = await dialog();
    await expect(await scope.findByText(t.alreadyIssued('웹 프런트엔드 기초'))).toBeInTheDocument();
    await expect(scope.queryByRole('button', { name: t.issue })).toBeNull();
    await expect(scope.getByRole('button', { name: t.enter })).toBeEnabled();
  },
};

export const Checking: Story = {
  parameters: { scenario: 'slow-network' },
  play: async () => {
    const scope = await dialog();
    await expect(await scope.findByRole('status')).toHaveTextContent(t.checking);
    await expect(scope.queryByRole('button', { name: t.issue })).toBeNull();
  },
};

/** A refunded course ticket: the check refuses and the dialog says why, at once (no retries). */
export const Refused: Story = {
  args: { courseTicketId: 'ct-005', courseTicketKey: 'ctk-0d4e7b66' },
  play: async ({ args }) => {
    const scope = await dialog();
    await expect(await scope.findByRole('alert')).toBeInTheDocument();
    await expect(scope.queryByRole('button', { name: t.issue })).toBeNull();
    // The footer's 닫기 (the dialog's corner button has the same name).
    const [footerClose] = scope.getAllByRole('button', { name: t.close }).reverse();
    if (footerClose) await userEvent.click(footerClose);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/**
 * The check passes but the issue call itself is refused (another device started the class
 * meanwhile): the server's message in the dialog, no class-room button, issuing may be tried
 * again, and closing still calls back so the page refetches.
 */
export const IssueFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${inventoryEndpoints.issueCourseItem.path.replace('{id}', ':id').replace('{itemId}', ':itemId')}`, () =>
          HttpResponse.json(
            { status: 400, code: 'inventory.klass_ticket.already_started', message: 'already started', data: null },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ args }) => {
    const scope = await dialog();
    await userEvent.click(await scope.findByRole('button', { name: t.issue }));
    await expect(await scope.findByRole('alert')).toHaveTextContent(
      copy.classes.errors['inventory.klass_ticket.already_started'] ?? '',
    );
    await expect(scope.queryByRole('button', { name: t.enter })).toBeNull();
    await expect(scope.getByRole('button', { name: t.issue })).toBeEnabled();
    await userEvent.click(scope.getByRole('button', { name: t.cancel }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
