import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { advanceClock } from '@mocks/domains/clock/clock';
import { mainWallet } from '@mocks/domains/money/money-book';
import { getState } from '@mocks/state/store';
import { request } from '@/api';
import { claimTicketCall, claimTicketList, rafflePromotionStatus } from '@/features/rewards';
import { logInAs, logInAsTrial } from '../games/games-helpers';
import { findHeader } from '../test-utils';
import { openFromAccountMenu } from '../member-centre/member-helpers';

/** Counts the requests made to one call (its path's last part). */
function countCalls(name: string) {
  const seen = { count: 0 };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(name)) seen.count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** Holds every open-ticket answer until `release` is called; the mock then answers as usual. */
function holdOpenAnswers() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post('*/wps/relay/PROMOFE_claimTicket', async () => {
      await gate;
      // Nothing returned: the request goes on to the mock backend's own handler.
    }),
  );
  return () => release();
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
}

async function openRewardCentre() {
  const { user, dialog } = await openFromAccountMenu('My account');
  await user.click(within(dialog).getByRole('button', { name: /^Reward centre/ }));
  return { user, dialog };
}

/** The list item (raffle or ticket) whose heading is `title`. */
async function findItem(container: HTMLElement, title: string) {
  await within(container).findByRole('heading', { name: title });
  const item = within(container)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { name: title }));
  if (!item) throw new Error(`${title} is not in a list item`);
  return item;
}

async function headerBalance() {
  const balance = await within(await findHeader()).findByTestId('header-balance');
  await waitFor(() => expect(balance).toHaveTextContent('R$ 12,345.67'));
  return balance;
}

describe('reward centre', () => {
  // Loads the centre's chunks once, so a slow first transform does not eat the first test's waits.
  beforeAll(async () => {
    await import('@/app/popups/member-centre');
    await import('@/features/rewards/reward-centre-page');
  });

  it('shows each raffle where it stands, with Claim only on those ready to claim', async () => {
    await logInAs();
    const { dialog } = await openRewardCentre();
    const raffles = await within(dialog).findByRole('region', { name: 'Raffles' });

    const weekend = await findItem(raffles, 'Weekend raffle');
    expect(weekend).toHaveTextContent(/Ready to claim.*Prize R\$ 20\.00.*Claim by 11\/7\/26, 12:00 PM/);
    expect(within(weekend).getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(within(await findItem(raffles, 'Lucky number draw')).getByRole('button', { name: 'Claim' }));

    const claimed = await findItem(raffles, 'Welcome raffle');
    expect(claimed).toHaveTextContent(/Claimed.*Prize R\$ 5\.00.*Claimed on 10\/29\/26/);
    const notDrawn = await findItem(raffles, 'Black Friday raffle');
    expect(notDrawn).toHaveTextContent(/Not drawn yet.*Prize revealed at the draw.*Draw on 11\/6\/26/);
    const expired = await findItem(raffles, 'October raffle');
    expect(expired).toHaveTextContent(/Expired.*Prize R\$ 10\.00.*The time to claim ended on 10\/30\/26/);
    for (const item of [claimed, notDrawn, expired]) {
      expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    }
  });

  it('claims a raffle once for ten quick clicks, says the amount and the header balance follows', async () => {
    await logInAs();
    const claims = countCalls('MCS2_claimRafflePromotion');
    const { dialog } = await openRewardCentre();
    const balance = await headerBalance();
    const weekend = await findItem(dialog, 'Weekend raffle');

    const claim = within(weekend).getByRole('button', { name: 'Claim' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(claim);
    expect(await within(weekend).findByRole('status')).toHaveTextContent('R$ 20.00 added to your wallet.');
    expect(claims.count).toBe(1);
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,365.67'));
    await waitFor(() => expect(weekend).toHaveTextContent(/Claimed on/));
    expect(within(weekend).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('says why a claim is refused, in words, and shows the raffle as it now stands', async () => {
    await logInAs();
    const { user, dialog } = await openRewardCentre();
    const lucky = await findItem(dialog, 'Lucky number draw');
    // The claim deadline passes while the page is open.
    advanceClock(getState(), 3 * 24 * 60);
    await user.click(within(lucky).getByRole('button', { name: 'Claim' }));
    expect(await within(lucky).findByRole('alert')).toHaveTextContent(
      'The time to claim this prize is over.',
    );
    await waitFor(() => expect(lucky).toHaveTextContent(/Expired.*The time to claim ended on/));
    expect(within(lucky).queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
  });

  it('lists the tickets to open; a locked one says what remains and cannot be opened', async () => {
    await logInAs();
    const { dialog } = await openRewardCentre();
    const tickets = await within(dialog).findByRole('region', { name: 'Tickets' });

    const wheel = await findItem(tickets, 'Deposit prize wheel');
    expect(within(wheel).getByRole('button', { name: 'Spin' })).toBeInTheDocument();
    expect(
      within(wheel).getByRole('img', {
        name: 'Prize wheel with 8 prizes: R$ 0.88, R$ 1.88, R$ 3.88, R$ 8.88, R$ 18.88, R$ 2.88, R$ 5.88, R$ 88.88',
      }),
    ).toBeInTheDocument();
    expect(within(await findItem(tickets, 'VIP prize wheel')).getByRole('button', { name: 'Spin' }));
    expect(within(await findItem(tickets, 'Lucky red envelope')).getByRole('button', { name: 'Open' }));
    expect(within(await findItem(tickets, 'Golden egg')).getByRole('button', { name: 'Crack' }));
    expect(within(await findItem(tickets, '10 free spins')).getByRole('button', { name: 'Claim spins' }));

    const locked = await findItem(tickets, 'High roller golden egg');
    expect(locked).toHaveTextContent('0 of 1 conditions met: it opens once all are met.');
    expect(within(locked).getByRole('list', { name: 'Conditions left' })).toHaveTextContent(
      'Deposit R$ 60.00 more (of R$ 100.00)',
    );
    expect(within(locked).queryByRole('button')).not.toBeInTheDocument();
    // Used and lapsed tickets are not among those to open.
    expect(within(tickets).queryByRole('heading', { name: 'Weekly prize wheel' })).not.toBeInTheDocument();
    expect(within(tickets).queryByRole('heading', { name: 'October red envelope' })).not.toBeInTheDocument();
  });

  it('claims free spins with their own call and says how many were added', async () => {
    prefersReducedMotion(true);
    await logInAs();
    const spins = countCalls('PROMOFE_claimFreeSpinTicketV2');
    const { user, dialog } = await openRewardCentre();
    const card = await findItem(dialog, '10 free spins');
    await user.click(within(card).getByRole('button', { name: 'Claim spins' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('10 free spins added to your account');
    expect(spins.count).toBe(1);
  });

  it('spins until the answer, stops on the server prize, names it in words and the balance follows', async () => {
    prefersReducedMotion(false);
    await logInAs();
    const release = holdOpenAnswers();
    const opens = countCalls('PROMOFE_claimTicket');
    const { dialog } = await openRewardCentre();
    const balance = await headerBalance();
    const card = await findItem(dialog, 'Deposit prize wheel');
    const wheel = within(card).getByRole('img', { name: /^Prize wheel with 8 prizes/ });

    const spin = within(card).getByRole('button', { name: 'Spin' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(spin);
    expect(within(card).getByRole('status')).toHaveTextContent('Spinning…');
    expect(wheel).toHaveAttribute('data-phase', 'waiting');
    expect(spin).toHaveAttribute('aria-busy', 'true');
    // Still spinning while the answer has not come: nothing is decided here.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(wheel).toHaveAttribute('data-phase', 'waiting');
    expect(card).not.toHaveTextContent(/You won/);

    release();
    // The server's prize is R$ 8.88, segment 4 of 8: six turns less 3.5 segments of 45 degrees.
    await waitFor(() => expect(wheel).toHaveAttribute('data-phase', 'landing'));
    expect(wheel).toHaveStyle({ transform: 'rotate(2002.5deg)' });
    // Landing: the button stays, busy, and a click changes nothing.
    expect(spin).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(spin);
    fireEvent.transitionEnd(wheel, { propertyName: 'transform' });

    expect(await within(card).findByRole('status')).toHaveTextContent('You won R$ 8.88');
    expect(opens.count).toBe(1);
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,354.55'));
    expect(within(card).queryByRole('button', { name: 'Spin' })).not.toBeInTheDocument();
  });

  it('when the answer is lost, reads the tickets and the balance again and says so', async () => {
    prefersReducedMotion(false);
    // The server opened the ticket, but its answer never arrived.
    server.use(
      http.post('*/wps/relay/PROMOFE_claimTicket', () => {
        const ticket = getState()
          .rewards.tickets.get(10001)
          ?.find((t) => t.transactionId === 702);
        if (ticket) ticket.usedMs = getState().clockMs;
        const member = getState().members.get(10001);
        if (member) mainWallet(member).cents += 388;
        return HttpResponse.json(
          { success: false, errorCode: 'mock.injected.failure', message: 'x' },
          { status: 503 },
        );
      }),
    );
    await logInAs();
    const { user, dialog } = await openRewardCentre();
    const balance = await headerBalance();
    const card = await findItem(dialog, 'VIP prize wheel');
    await user.click(within(card).getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,349.55'));
    expect(within(card).getByRole('alert')).toHaveTextContent(/^We did not get the answer in time\./);
    // The list read again no longer holds the ticket; its card stays with what it says.
    await waitFor(() => expect(dialog).toHaveTextContent(/Deposit prize wheel/));
    expect(within(dialog).getByRole('heading', { name: 'VIP prize wheel' })).toBeInTheDocument();
  });

  it('stops the wheel and says why when the open fails, and Spin may be tried again', async () => {
    prefersReducedMotion(false);
    server.use(
      http.post('*/wps/relay/PROMOFE_claimTicket', () =>
        HttpResponse.json(
          { success: false, errorCode: 'ticket.expired', message: 'server text' },
          { status: 400 },
        ),
      ),
    );
    await logInAs();
    const { user, dialog } = await openRewardCentre();
    const card = await findItem(dialog, 'VIP prize wheel');
    await user.click(within(card).getByRole('button', { name: 'Spin' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('This ticket has expired.');
    expect(within(card).getByRole('img', { name: /^Prize wheel/ })).toHaveAttribute('data-phase', 'failed');
    expect(within(card).getByRole('status')).toBeEmptyDOMElement();
    expect(within(card).getByRole('button', { name: 'Spin' })).not.toHaveAttribute('aria-busy');
  });

  it('with reduced motion nothing spins: the prize is said as soon as the answer comes', async () => {
    prefersReducedMotion(true);
    await logInAs();
    const release = holdOpenAnswers();
    const { user, dialog } = await openRewardCentre();
    const balance = await headerBalance();
    const card = await findItem(dialog, 'Golden egg');
    await user.click(within(card).getByRole('button', { name: 'Crack' }));
    expect(within(card).getByRole('status')).toHaveTextContent('Cracking…');

    release();
    expect(await within(card).findByRole('status')).toHaveTextContent('You won R$ 18.88');
    expect(within(card).getByText('Added to your wallet.')).toBeInTheDocument();
    // The Crack button is gone: the focus goes to the ticket's title, not to the page.
    expect(within(card).getByRole('heading', { name: 'Golden egg' })).toHaveFocus();
    await waitFor(() => expect(balance).toHaveTextContent('R$ 12,364.55'));
  });

  it('opens the red envelope on the server answer, and the wheel lands with reduced motion too', async () => {
    prefersReducedMotion(true);
    await logInAs();
    const { user, dialog } = await openRewardCentre();
    const envelope = await findItem(dialog, 'Lucky red envelope');
    await user.click(within(envelope).getByRole('button', { name: 'Open' }));
    expect(await within(envelope).findByRole('status')).toHaveTextContent('You won R$ 5.20');

    const wheelCard = await findItem(dialog, 'VIP prize wheel');
    await user.click(within(wheelCard).getByRole('button', { name: 'Spin' }));
    expect(await within(wheelCard).findByRole('status')).toHaveTextContent('You won R$ 3.88');
    expect(within(wheelCard).getByRole('img', { name: /^Prize wheel/ })).toHaveAttribute('data-phase', 'won');
  });

  it('says plainly when the member has no raffles and no tickets', async () => {
    await logInAs('agent01', 'Agent#2026');
    const { dialog } = await openRewardCentre();
    expect(await within(dialog).findByText('No raffles yet')).toBeInTheDocument();
    expect(await within(dialog).findByText('No tickets yet')).toBeInTheDocument();
  });

  it('refuses trial accounts, and the page asks nothing for them', async () => {
    await logInAsTrial();
    await expect(request(rafflePromotionStatus)).rejects.toMatchObject({ code: 'member.trial.forbidden' });
    await expect(request(claimTicketList)).rejects.toMatchObject({ code: 'member.trial.forbidden' });
    await expect(request(claimTicketCall, { data: { transactionId: '701' } })).rejects.toMatchObject({
      code: 'member.trial.forbidden',
    });
  });
});
