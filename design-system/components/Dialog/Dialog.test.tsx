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

function Harness({ closeOnOverlayClick, withField = false, endsOpener = false }: { closeOnOverlayClick?: boolean; withField?: boolean; endsOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [ended, setEnded] = useState(false);
  return (
    <>
      <div>
        <Button variant="secondary">연장</Button>
        <Button disabled={ended} onClick={() => setOpen(true)}>
          열기
        </Button>
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="수강 신청"
        description="이 강의를 신청할까요?"
        {...(closeOnOverlayClick === undefined ? {} : { closeOnOverlayClick })}
        footer={
          <Button
            onClick={() => {
              setOpen(false);
              if (endsOpener) setEnded(true);
            }}
          >
            신청
          </Button>
        }
      >
        {withField && <input aria-label="메모" />}
      </Dialog>
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  renderWithMessages(<Harness {...props} />);
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

  it('opens on its first field, not on ✕ (WAI-ARIA dialog pattern)', async () => {
    await openDialog({ withField: true });
    expect(screen.getByRole('textbox', { name: '메모' })).toHaveFocus();
  });

  it('without a field, opens on its title, then Tab reaches ✕ and wraps at both ends', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: designSystemMessages.close });
    const submit = screen.getByRole('button', { name: '신청' });
    expect(screen.getByRole('heading', { name: '수강 신청' })).toHaveFocus();
    await user.tab();
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

  it('an opener disabled by what the dialog did hands the focus to the control beside it, not the body', async () => {
    const { user } = await openDialog({ endsOpener: true });
    await user.click(screen.getByRole('button', { name: '신청' }));
    expect(screen.getByRole('button', { name: '열기' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '연장' })).toHaveFocus();
  });

  it('shift+Tab from the title wraps to the last control', async () => {
    const { user } = await openDialog();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '신청' })).toHaveFocus();
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
