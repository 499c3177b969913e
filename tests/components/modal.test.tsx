import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { Modal } from '@/components/modal/modal';
import { usePageCovered } from '@/components/modal/page-cover';
import { initI18n } from '@/i18n';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Modal title="Test dialog" onClose={() => setOpen(false)} dismissible={dismissible}>
          <label>
            Name
            <input />
          </label>
          <button type="button">Inner action</button>
        </Modal>
      ) : null}
    </div>
  );
}

describe('Modal', () => {
  beforeEach(async () => {
    await initI18n('EN');
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('is a named modal dialog that traps focus and closes on Escape, giving focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Test dialog' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Initial focus lands on the first field, not the close button.
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('starts on the dialog itself, not its close button, while it holds nothing else', async () => {
    const user = userEvent.setup();
    function Loading() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <Modal title="Loading dialog" onClose={() => setOpen(false)}>
              <p>Loading…</p>
            </Modal>
          ) : null}
        </>
      );
    }
    render(<Loading />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Loading dialog' })).toHaveFocus();
  });

  it('freezes page scrolling while open and restores the position on close', async () => {
    const user = userEvent.setup();
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.position).toBe('');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 420);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('holds the page behind it still while open', async () => {
    const user = userEvent.setup();
    function Slideshow() {
      return <p>{usePageCovered() ? 'Slideshow held' : 'Slideshow running'}</p>;
    }
    render(
      <>
        <Slideshow />
        <Harness />
      </>,
    );
    expect(screen.getByText('Slideshow running')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Slideshow held')).toBeInTheDocument();
    // global.css pauses the page's CSS animations under this mark.
    expect(document.documentElement).toHaveAttribute('data-page-covered');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Slideshow running')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-page-covered');
  });

  it('does not close on Escape or an outside click when it may not be dismissed', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('does not close on an outside click by default', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const overlay = screen.getByTestId('modal-overlay');
    await user.pointer({ keys: '[MouseLeft]', target: overlay });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
  it('makes the page behind it inert while it is open, the lower dialog too, until the last one closes', async () => {
    const user = userEvent.setup();
    function Stacked() {
      const [count, setCount] = useState(0);
      return (
        <div>
          <button type="button" onClick={() => setCount(1)}>
            Open
          </button>
          {count > 0 ? (
            <Modal title="First dialog" onClose={() => setCount(0)}>
              <button type="button" onClick={() => setCount(2)}>
                Open another
              </button>
            </Modal>
          ) : null}
          {count > 1 ? (
            <Modal title="Second dialog" onClose={() => setCount(1)}>
              <p>On top</p>
            </Modal>
          ) : null}
        </div>
      );
    }
    const { container } = render(<Stacked />);
    // The page behind: the element the app is rendered into, a child of the body like the dialogs.
    const page = container;
    expect(page).not.toHaveAttribute('inert');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'First dialog' })).toBeInTheDocument();
    const [first] = screen.getAllByTestId('modal-overlay');
    expect(page).toHaveAttribute('inert');
    expect(first).not.toHaveAttribute('inert');

    await user.click(screen.getByRole('button', { name: 'Open another' }));
    expect(screen.getByRole('dialog', { name: 'Second dialog' })).toBeInTheDocument();
    const second = screen.getAllByTestId('modal-overlay')[1];
    expect(first).toHaveAttribute('inert');
    expect(second).not.toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Second dialog' })).not.toBeInTheDocument();
    expect(first).not.toHaveAttribute('inert');
    expect(page).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(page).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
