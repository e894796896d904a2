/**
 * Issue 3: "Dialog (focus trap, Escape, return focus, scroll lock)", labelled by its title.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { designSystemMessages, renderWithMessages } from '@tests/support/designSystemMessages';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function Harness({ closeOnOverlayClick }: { closeOnOverlayClick?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>열기</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="수강 신청"
        description="이 강의를 신청할까요?"
        {...(closeOnOverlayClick === undefined ? {} : { closeOnOverlayClick })}
        footer={<Button onClick={() => setOpen(false)}>신청</Button>}
      />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithMessages(<Harness />);
  const opener = screen.getByRole('button', { name: '열기' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: '수강 신청' }) };
}

describe('Dialog', () => {
  it('is modal, labelled by its title and described by its description', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('이 강의를 신청할까요?');
  });

  it('moves focus inside on open and wraps Tab at both ends', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: designSystemMessages.close });
    const submit = screen.getByRole('button', { name: '신청' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('locks page scrolling while open and restores it on close', async () => {
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: designSystemMessages.close }));
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on an overlay click unless disabled', async () => {
    const { dialog } = await openDialog();
    const overlay = dialog.parentElement;
    if (!overlay) throw new Error('overlay expected');
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on an overlay click when closeOnOverlayClick is false', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Harness closeOnOverlayClick={false} />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    const overlay = screen.getByRole('dialog').parentElement;
    if (!overlay) throw new Error('overlay expected');
    fireEvent.mouseDown(overlay);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
