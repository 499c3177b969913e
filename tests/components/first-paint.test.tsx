import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';

/** A fresh copy of the module each time: the first paint happens once per page load. */
async function freshFirstPaint() {
  vi.resetModules();
  return import('@/lib/first-paint');
}

describe('the first screen', () => {
  it('is on the glass after a painted frame: later parts render then', async () => {
    const { useAfterFirstPaint } = await freshFirstPaint();
    function Page() {
      return <p>{useAfterFirstPaint() ? 'Footer' : 'Main only'}</p>;
    }
    render(<Page />);
    expect(screen.getByText('Main only')).toBeInTheDocument();
    expect(await screen.findByText('Footer')).toBeInTheDocument();
  });

  it('waits for a dialog it opened: later parts render once the dialog has arrived', async () => {
    const { useAfterFirstPaint, useHoldFirstScreen } = await freshFirstPaint();
    function LoadingDialog() {
      useHoldFirstScreen();
      return <p>Dialog loading</p>;
    }
    function Page() {
      const [arrived, setArrived] = useState(false);
      const painted = useAfterFirstPaint();
      return (
        <>
          {arrived ? <div role="dialog" aria-label="Log in" /> : <LoadingDialog />}
          <button type="button" onClick={() => setArrived(true)}>
            Dialog arrives
          </button>
          <p>{painted ? 'Footer' : 'No footer yet'}</p>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    // Frames are painted while the dialog loads (two frames and the task after them, as the hook waits for):
    // the parts behind it still wait.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('No footer yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dialog arrives' }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(await screen.findByText('Footer')).toBeInTheDocument();
  });
});
