import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Drawer } from '@/components/drawer/drawer';
import { Modal } from '@/components/modal/modal';
import { initI18n } from '@/i18n';

/** An opener and, once pressed, a Modal or a Drawer with a field and a button inside. */
function Harness({ kind }: { kind: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const content = (
    <>
      <label>
        Name
        <input />
      </label>
      <button type="button">Inner action</button>
    </>
  );
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && kind === 'modal' ? (
        <Modal title="Test dialog" onClose={close}>
          {content}
        </Modal>
      ) : null}
      {open && kind === 'drawer' ? (
        <Drawer title="Test menu" onClose={close}>
          {content}
        </Drawer>
      ) : null}
    </div>
  );
}

describe('the focus trap of Modal and Drawer', () => {
  beforeEach(async () => {
    await initI18n('EN');
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('keeps the focus in the modal when its backdrop is pressed, so Escape still closes it', async () => {
    const user = userEvent.setup();
    render(<Harness kind="modal" />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Test dialog' });
    const field = screen.getByLabelText('Name');
    expect(field).toHaveFocus();

    await user.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('modal-overlay') });
    expect(dialog).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('cycles Tab and Shift+Tab inside the drawer, starting on its first control, and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness kind="drawer" />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Test menu' })).toBeInTheDocument();
    // The drawer has no starting point of its own: its first control, the close button, takes the focus.
    const closeButton = screen.getByRole('button', { name: 'Close' });
    expect(closeButton).toHaveFocus();

    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    await user.tab();
    expect(closeButton).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes the drawer on a backdrop press, the focus back on the opener', async () => {
    const user = userEvent.setup();
    render(<Harness kind="drawer" />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByTestId('drawer-backdrop') });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
