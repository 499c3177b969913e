import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import {
  checkWithdrawAmount,
  countdownMilestone,
  formatClock,
  withdrawCeilingCents,
} from '@/features/withdraw';
import { checkPictureFile, MAX_PICTURE_BYTES } from '@/lib/picture-file';
import { logInAs } from '../games/games-helpers';
import { findHeader } from '../test-utils';
import { openFromAccountMenu } from '../member-centre/member-helpers';
import { advanceMockClock } from '../support/mock-clock';

/** Counts the requests whose path ends with `call`, from now on. */
function countCalls(call: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(call)) seen.count += 1;
  });
  return seen;
}

/** The Withdraw page, opened as a member does: the header's account menu, Withdrawal. */
async function openWithdraw() {
  const { user, dialog } = await openFromAccountMenu('Withdrawal');
  await within(dialog).findByRole('heading', { name: 'Withdrawable' });
  return { user, dialog };
}

const section = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('region', { name });

function png(bytes: number, name = 'proof.png', type = 'image/png') {
  const content = new Uint8Array(Math.max(bytes, 8));
  content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([content], name, { type });
}

afterEach(() => server.events.removeAllListeners());

describe('withdraw page', () => {
  it('shows what may be withdrawn, the range, the bound account and the history, with no cancel anywhere', async () => {
    await logInAs();
    const { dialog } = await openWithdraw();
    const summary = section(dialog, 'Withdrawable');
    expect(within(summary).getByText('R$ 10,345.67')).toBeInTheDocument();
    const limits = within(summary).getAllByRole('definition');
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Minimum per withdrawal', 'Maximum per withdrawal']);
    expect(limits.map((limit) => limit.textContent)).toEqual(['R$ 50.00', 'R$ 50,000.00']);
    expect(within(summary).getByText(/move it to your main wallet first/)).toBeInTheDocument();

    const accounts = within(section(dialog, 'Receiving account')).getByRole('group', {
      name: 'Choose the bank account that receives the money',
    });
    const nubank = within(accounts).getByRole('radio', {
      name: 'Nubank account ending in 5678 Lucas Pereira',
    });
    expect(nubank).toBeChecked();
    expect(within(accounts).getByText('****5678')).toBeInTheDocument();

    const history = section(dialog, 'Your withdrawals');
    const items = await within(history).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Paid');
    expect(items[0]).toHaveTextContent('R$ 500.00');
    expect(items[0]).toHaveTextContent('Nubank ****5678');
    expect(items[0]).toHaveTextContent('Awaiting your confirmation');
    expect(items[1]).toHaveTextContent('Received');
    expect(within(history).queryByRole('navigation')).not.toBeInTheDocument();

    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
  });

  it('takes the member from the game wallets note to My wallet, the focus on its title', async () => {
    await logInAs();
    const { user, dialog } = await openWithdraw();
    await user.click(
      within(section(dialog, 'Withdrawable')).getByRole('button', { name: 'Go to My wallet' }),
    );
    const title = within(dialog).getByRole('heading', { level: 3, name: 'My wallet' });
    expect(title).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'My wallet' })).toHaveAttribute('aria-current', 'page');
    expect(
      await within(dialog).findByRole('heading', { name: 'Transfer between wallets' }),
    ).toBeInTheDocument();
  });

  it('checks the amount on the client, keeps every field after a wrong password, and holds the money once it is right', async () => {
    await logInAs();
    const withdraws = countCalls('passwordCheck/PAYFE_withdraw');
    const { user, dialog } = await openWithdraw();
    const header = await findHeader();
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('R$ 12,345.67'),
    );
    const form = section(dialog, 'Request a withdrawal');
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    const password = within(form).getByLabelText('Withdraw password');
    const submit = within(form).getByRole('button', { name: 'Request withdrawal' });
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'off');
    expect(within(form).getByText('From R$ 50.00 up to R$ 10,345.67')).toBeInTheDocument();

    await user.type(amount, '20');
    await user.click(submit);
    expect(await within(form).findByText('The least you can withdraw is R$ 50.00.')).toBeInTheDocument();
    expect(within(form).getByText('Enter your withdraw password.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100.555');
    await user.click(submit);
    expect(await within(form).findByText('Enter digits only, with at most 2 decimals.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10345.68');
    await user.click(submit);
    expect(
      await within(form).findByText('Your main wallet holds R$ 10,345.67: you cannot withdraw more.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Max amount' }));
    expect(amount).toHaveValue('10345.67');
    expect(withdraws.count).toBe(0);

    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(password, '000000');
    await user.click(submit);
    expect(await within(form).findByText('The withdraw password is incorrect.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(amount).toHaveValue('100');
    expect(password).toHaveValue('000000');
    expect(within(section(dialog, 'Receiving account')).getByRole('radio', { name: /Nubank/ })).toBeChecked();
    expect(withdraws.count).toBe(1);

    await user.clear(password);
    await user.type(password, '123456');
    await user.click(submit);
    await within(form).findByText('Withdrawal requested');
    const status = within(form).getByRole('status');
    expect(within(status).getByText('Pending')).toBeInTheDocument();
    expect(within(status).getByText(/^WD2026\d{6}$/)).toBeInTheDocument();
    expect(within(status).getByText('R$ 100.00')).toBeInTheDocument();
    expect(password).toHaveValue('');
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance')).toHaveTextContent('R$ 12,245.67'),
    );
    expect(within(section(dialog, 'Withdrawable')).getByText('R$ 10,245.67')).toBeInTheDocument();

    // Six withdrawals now: the history pages, the new one first.
    const history = section(dialog, 'Your withdrawals');
    const pages = await within(history).findByRole('navigation', { name: 'Withdrawal pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Pending');
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Not paid yet');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(1));
    expect(withdraws.count).toBe(2);
  });

  it('sends one withdraw request for ten rapid clicks', async () => {
    await logInAs();
    const withdraws = countCalls('passwordCheck/PAYFE_withdraw');
    const { user, dialog } = await openWithdraw();
    const form = section(dialog, 'Request a withdrawal');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '60');
    await user.type(within(form).getByLabelText('Withdraw password'), '123456');
    const submit = within(form).getByRole('button', { name: 'Request withdrawal' });
    for (let i = 0; i < 10; i += 1) fireEvent.click(submit);
    expect(await within(form).findByText('Withdrawal requested')).toBeInTheDocument();
    expect(withdraws.count).toBe(1);
  });

  it('counts down the seeded awaiting withdrawal and confirms it as partly received', async () => {
    await logInAs();
    const confirms = countCalls('PAYFE_confirmWithdrawal');
    const { user, dialog } = await openWithdraw();
    const panel = await within(dialog).findByRole('article', { name: 'Did R$ 500.00 arrive?' });
    const timer = within(panel).getByRole('timer');
    expect(timer).toHaveTextContent('20:00');
    await waitFor(() => expect(timer).toHaveTextContent('19:59'));
    // A polite summary, not every tick.
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'About 20 minutes left to confirm this withdrawal.',
    );
    expect(timer).not.toHaveAttribute('aria-live', 'polite');
    expect(within(panel).getByText(/counts as received in full/)).toHaveTextContent(
      /does not refund the deposit/,
    );

    const choices = within(panel).getByRole('group', { name: 'What arrived in your bank account?' });
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(choices).findByText('Choose what you received.')).toBeInTheDocument();
    await user.click(within(choices).getByRole('radio', { name: 'Partly received' }));
    const received = within(panel).getByRole('textbox', { name: 'Amount received' });
    await user.type(received, '500');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(panel).findByText('Enter an amount from 0.01 up to R$ 499.99, with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(confirms.count).toBe(0);

    await user.clear(received);
    await user.type(received, '300');
    expect(within(panel).getByRole('term')).toHaveTextContent('Remaining');
    expect(within(panel).getByRole('definition')).toHaveTextContent('R$ 200.00');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Partly received: R$ 300.00 received, R$ 200.00 remaining.',
      ),
    );
    expect(within(panel).queryByRole('timer')).not.toBeInTheDocument();
    // The Confirm button is gone with its form: the focus moves to how the withdrawal ended.
    expect(within(panel).getByRole('status')).toHaveFocus();
    expect(confirms.count).toBe(1);
    const history = section(dialog, 'Your withdrawals');
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Partly received'),
    );
  });

  it('refuses a proof picture over 5 MB or not png or jpg on the client, and sends a good one', async () => {
    await logInAs();
    const confirms = countCalls('PAYFE_confirmWithdrawal');
    const { user, dialog } = await openWithdraw();
    // user-event drops files the input does not accept; the client's own check is what is tested here.
    const uploader = userEvent.setup({ applyAccept: false });
    const panel = await within(dialog).findByRole('article', { name: 'Did R$ 500.00 arrive?' });
    await user.click(within(panel).getByRole('radio', { name: 'Not received' }));
    const proof = within(panel).getByLabelText('Proof picture');
    expect(proof).toHaveAttribute('accept', 'image/png,image/jpeg');

    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByText('Choose a proof picture.')).toBeInTheDocument();

    await uploader.upload(proof, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }));
    expect(
      await within(panel).findByText('The proof picture must be a png or jpg file.'),
    ).toBeInTheDocument();
    expect(proof).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(within(panel).getByText('The proof picture must be a png or jpg file.')).toBeInTheDocument();

    await uploader.upload(proof, png(5 * 1024 * 1024 + 1, 'huge.png'));
    expect(await within(panel).findByText('The proof picture must be 5 MB or smaller.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(within(panel).getByText('The proof picture must be 5 MB or smaller.')).toBeInTheDocument();
    expect(confirms.count).toBe(0);

    await uploader.upload(proof, png(2048));
    expect(within(panel).queryByText(/The proof picture must/)).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Not received: you reported that R$ 500.00 did not arrive, with your proof picture.',
      ),
    );
    expect(confirms.count).toBe(1);
  });

  it('reads the withdrawal again when the countdown ends and says it counts as received', async () => {
    await logInAs();
    // Three seconds before the deadline; the mock's clock then stands still until the test moves it.
    await advanceMockClock(19.95);
    const { dialog } = await openWithdraw();
    const panel = await within(dialog).findByRole('article', { name: 'Did R$ 500.00 arrive?' });
    expect(within(panel).getByRole('timer')).toHaveTextContent(/00:0[0-3]/);
    await advanceMockClock(1);
    await waitFor(
      () =>
        expect(within(panel).getByRole('status')).toHaveTextContent(
          'Counted as received: the time to confirm ran out, so the full R$ 500.00 counts as received.',
        ),
      { timeout: 8000 },
    );
    expect(within(panel).queryByRole('radio')).not.toBeInTheDocument();
    const history = section(dialog, 'Your withdrawals');
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Counted as received'),
    );
  });

  it('shows an error with Retry when the withdrawal details fail, and an open form and empty history for a member without accounts', async () => {
    await logInAs('agent01', 'Agent#2026');
    server.use(
      http.get('*/wps/relay/PAYFE_getWithdrawInfo', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'down' }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openFromAccountMenu('Withdrawal');
    expect(
      await within(dialog).findByText('Your withdrawal details could not be loaded.'),
    ).toBeInTheDocument();
    const history = section(dialog, 'Your withdrawals');
    expect(await within(history).findByText('No withdrawals yet')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Withdrawable' })).toBeInTheDocument();
    const accounts = section(dialog, 'Receiving account');
    expect(within(accounts).getByText(/No bank card or PIX key yet/)).toBeInTheDocument();
    expect(within(accounts).getByRole('button', { name: 'Add a card or PIX key' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The holder is member info's payee (agent01's full name), not typed again.
    expect(await within(accounts).findByText('Holder: Alberto Almeida')).toBeInTheDocument();
    expect(
      within(section(dialog, 'Request a withdrawal')).getByText('Add a bank account to receive the money.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('withdraw rules', () => {
  const limits = { minAmount: 50, maxAmount: 50_000, withdrawableAmount: 10_345.67 };

  it('checks an amount as the server does, a Brazilian decimal comma included', () => {
    expect(checkWithdrawAmount(' ', limits)).toEqual({ problem: 'required' });
    expect(checkWithdrawAmount('12.345', limits)).toEqual({ problem: 'format' });
    expect(checkWithdrawAmount('-50', limits)).toEqual({ problem: 'format' });
    expect(checkWithdrawAmount('1e3', limits)).toEqual({ problem: 'format' });
    expect(checkWithdrawAmount('49.99', limits)).toEqual({ problem: 'belowMin' });
    expect(checkWithdrawAmount('10345.68', limits)).toEqual({ problem: 'aboveBalance' });
    expect(checkWithdrawAmount('50000.01', { ...limits, withdrawableAmount: 90_000 })).toEqual({
      problem: 'aboveMax',
    });
    expect(checkWithdrawAmount('250,50', limits)).toEqual({ cents: 25_050 });
    expect(checkWithdrawAmount('10345.67', limits)).toEqual({ cents: 1_034_567 });
    expect(withdrawCeilingCents(limits)).toBe(1_034_567);
    expect(withdrawCeilingCents({ ...limits, withdrawableAmount: 90_000 })).toBe(5_000_000);
  });

  it('takes png and jpg proof pictures up to 5 MB', () => {
    expect(checkPictureFile(null)).toBe('required');
    expect(checkPictureFile(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe('type');
    expect(checkPictureFile(new File(['x'], 'a.pdf', { type: '' }))).toBe('type');
    expect(checkPictureFile(new File(['x'], 'a.JPG', { type: '' }))).toBeNull();
    expect(checkPictureFile(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(
      checkPictureFile(new File([new Uint8Array(MAX_PICTURE_BYTES)], 'a.png', { type: 'image/png' })),
    ).toBeNull();
    expect(
      checkPictureFile(new File([new Uint8Array(MAX_PICTURE_BYTES + 1)], 'a.png', { type: 'image/png' })),
    ).toBe('size');
  });

  it('writes the countdown as mm:ss and speaks it only at a few milestones', () => {
    expect(formatClock(1200)).toBe('20:00');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(4500)).toBe('75:00');
    expect(formatClock(-3)).toBe('00:00');
    const said = new Set(
      [1200, 1199, 901, 600, 301, 300, 299, 61, 60, 1, 0].map((left) =>
        JSON.stringify(countdownMilestone(left, 1200)),
      ),
    );
    expect([...said].map((m) => JSON.parse(m) as unknown)).toEqual([
      { kind: 'start', minutes: 20 },
      { kind: 'atMost', minutes: 5 },
      { kind: 'atMost', minutes: 1 },
      { kind: 'over' },
    ]);
  });
});
