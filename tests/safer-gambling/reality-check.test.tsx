import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { realityCheck } from '@/app/after-paint/reality-check';
import { useSessionStore } from '@/core';
import { nextReminderMs } from '@/features/safer-gambling/reality-check/reality-check-timer';
import { useClockPreference } from '@/features/safer-gambling/session/clock-preference';
import { clockText } from '@/features/safer-gambling/session/session-start';
import { logInAs } from '../games/games-helpers';
import { findHeader, renderApp } from '../test-utils';

const MINUTE = 60_000;

/** Saves the member's reality check interval through the real call, before the app starts. */
async function chooseRealityCheck(token: string, minutes: number) {
  const response = await fetch('/wps/relay/MCS2_setRealityCheck', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Merchant: 'test',
      ModuleId: 'COMM3',
      Authorization: token,
    },
    body: JSON.stringify({ minutes }),
  });
  if (!response.ok) throw new Error(`reality check refused: ${await response.text()}`);
}

/** A losing bet settled now for player01 (POST /__mock/bets). */
async function settleBet(stake: number, winLoss: number) {
  const response = await fetch('/__mock/bets', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'player01', stake, winLoss }),
  });
  if (!response.ok) throw new Error(`bet refused: ${await response.text()}`);
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('reminder marks', () => {
  it('come on the interval from the session start, whenever the page was loaded', () => {
    const start = 1_000_000;
    expect(nextReminderMs(start, 15 * MINUTE, start)).toBe(start + 15 * MINUTE);
    expect(nextReminderMs(start, 15 * MINUTE, start + 14 * MINUTE)).toBe(start + 15 * MINUTE);
    // A reload after a mark waits for the next one, not a full interval from the reload.
    expect(nextReminderMs(start, 15 * MINUTE, start + 16 * MINUTE)).toBe(start + 30 * MINUTE);
    expect(nextReminderMs(start, 15 * MINUTE, start + 15 * MINUTE)).toBe(start + 30 * MINUTE);
  });

  it('are written as hours, minutes and seconds', () => {
    expect(clockText(0)).toBe('0:00:00');
    expect(clockText(15 * MINUTE + 2_500)).toBe('0:15:02');
    expect(clockText(65 * MINUTE + 9_000)).toBe('1:05:09');
  });
});

// The tests' setup hides the ticking clock; here it is what is tested.
const showClock = () => useClockPreference.setState({ hidden: false });

describe('session clock', () => {
  beforeEach(showClock);

  it('shows the time since login in the header, and hides and comes back at the member’s word', async () => {
    await logInAs();
    const { user } = await renderApp('/help');
    const header = await findHeader();
    const timer = await within(header).findByRole('timer', { name: 'Session time' });
    expect(timer.textContent).toMatch(/^0:00:0\d$/);

    await user.click(within(header).getByRole('button', { name: 'Hide the session clock' }));
    expect(within(header).queryByRole('timer')).not.toBeInTheDocument();
    expect(localStorage.getItem('sessionClock.hidden')).toBe('1');

    await user.click(within(header).getByRole('button', { name: /Account menu/ }));
    await user.click(
      within(within(header).getByRole('list', { name: 'Account menu' })).getByRole('button', {
        name: 'Safer gambling',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const show = await within(dialog).findByRole('checkbox', {
      name: 'Show the session clock in the header',
    });
    expect(show).not.toBeChecked();
    await user.click(show);
    expect(await within(header).findByRole('timer', { name: 'Session time' })).toBeInTheDocument();
  });
});

describe('reality check', () => {
  beforeEach(showClock);

  it('comes after the chosen interval with the time played and the result, and Log out ends the session', async () => {
    const token = await logInAs();
    await chooseRealityCheck(token, 15);
    await settleBet(20, -20);
    await settleBet(10, 5);
    // The page's clock is ours to move; it also runs on by itself, so timers and waits still work.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    // A page with no dialog of its own (the help page opens one, and the reminder would wait its turn).
    const { user } = await renderApp('/download', { afterPaint: [realityCheck] });
    await within(await findHeader()).findByRole('timer', { name: 'Session time' });
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();

    vi.setSystemTime(Date.now() + 15 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 15 minutes.');
    // Each figure is a term and its value.
    const [played, result] = within(dialog).getAllByRole('definition');
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Time played', 'Net result since you logged in']);
    expect(played).toHaveTextContent(/^0:15:\d\d$/);
    await waitFor(() => expect(result).toHaveTextContent('−R$ 15.00'));
    // It must be answered: there is no close button.
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).not.toBeInTheDocument();
  });
});
