import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { countdownMilestone, formatClock } from '@/features/withdraw';
import { fetchC2cPayments } from '@/features/withdraw/receipts/c2c-payments';
import { checkPictureFile, MAX_PICTURE_BYTES } from '@/lib/picture-file';
import { logInAs } from '../games/games-helpers';
import { advanceMockClock } from '../support/mock-clock';
import { countCalls, openWithdraw } from './withdraw-helpers';

// Confirmations between players (C2C) on the Withdraw page: MCSFE_getPaymentConfirmationList and
// MCSFE_processC2CTransaction (decision 055).

function png(bytes: number, name = 'proof.png', type = 'image/png') {
  const content = new Uint8Array(Math.max(bytes, 8));
  content.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([content], name, { type });
}

/** A second payment awaiting player01, paid now by the back office's side door. */
async function payAnother(amount: number) {
  const response = await fetch('/__mock/c2c/payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: 'player01', amount }),
  });
  if (!response.ok) throw new Error(await response.text());
}

const list = '*/wps/relay/MCSFE_getPaymentConfirmationList';

afterEach(() => server.events.removeAllListeners());

describe('confirmations between players', () => {
  it('counts down the seeded C2C payment and confirms it as partly received', async () => {
    await logInAs();
    const confirms = countCalls('MCSFE_processC2CTransaction');
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
    // Answered, it leaves the list the server keeps.
    expect(await fetchC2cPayments()).toEqual([]);
  });

  it('refuses a proof picture over 5 MB or not png or jpg on the client, and sends a good one', async () => {
    await logInAs();
    const confirms = countCalls('MCSFE_processC2CTransaction');
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

  it('reads the list again when the countdown ends and says the payment counts as received', async () => {
    await logInAs();
    // Three seconds before the deadline; the mock's clock then stands still until the test moves it.
    await advanceMockClock(19.95);
    const { dialog } = await openWithdraw();
    const panel = await within(dialog).findByRole('article', { name: 'Did R$ 500.00 arrive?' });
    expect(within(panel).getByRole('timer')).toHaveTextContent(/00:0[0-3]/);
    await advanceMockClock(1);
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent(
        'Counted as received: the time to confirm ran out, so the full R$ 500.00 counts as received.',
      ),
    );
    expect(within(panel).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('lists every payment awaiting the member, newest first, each with its own amount and countdown', async () => {
    await logInAs();
    await advanceMockClock(5);
    await payAnother(120);
    const { dialog } = await openWithdraw();
    const section = await within(dialog).findByRole('region', { name: 'Confirm what you received' });
    const panels = within(section).getAllByRole('article');
    expect(
      panels.map((p) => p.getAttribute('aria-labelledby') && within(p).getByRole('heading').textContent),
    ).toEqual(['Did R$ 120.00 arrive?', 'Did R$ 500.00 arrive?']);
    expect(within(panels[0]!).getByRole('timer')).toHaveTextContent(/^(30:00|29:5\d)$/);
    expect(within(panels[1]!).getByRole('timer')).toHaveTextContent(/^(15:00|14:5\d)$/);
    expect(within(panels[1]!).getByText('Nubank ****5678')).toBeInTheDocument();
  });

  it('shows no section when nothing awaits', async () => {
    await logInAs();
    server.use(http.get(list, () => HttpResponse.json({ success: true, value: [] })));
    const { dialog } = await openWithdraw();
    await within(dialog).findByRole('region', { name: 'Receiving account' });
    expect(within(dialog).queryByRole('region', { name: 'Confirm what you received' })).toBeNull();
    expect(within(dialog).queryByRole('article')).toBeNull();
  });

  it('shows an error with Try again when the list is malformed, and the payments once it reads', async () => {
    await logInAs();
    server.use(http.get(list, () => HttpResponse.json({ success: true, value: [{ amount: 'lots' }] })));
    const { user, dialog } = await openWithdraw();
    expect(
      await within(dialog).findByText('The withdrawals waiting for your confirmation could not be loaded.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('article', { name: 'Did R$ 500.00 arrive?' })).toBeInTheDocument();
  });

  it('says so when the server will not take the answer any more, and ends the panel that way', async () => {
    await logInAs();
    const { user, dialog } = await openWithdraw();
    const panel = await within(dialog).findByRole('article', { name: 'Did R$ 500.00 arrive?' });
    server.use(
      http.post('*/wps/relay/MCSFE_processC2CTransaction', () =>
        HttpResponse.json(
          { success: false, errorCode: 'c2c.confirm.closed', message: 'closed' },
          { status: 400 },
        ),
      ),
      http.get(list, () => HttpResponse.json({ success: true, value: [] })),
    );
    await user.click(within(panel).getByRole('radio', { name: 'Received' }));
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    const closed = 'This withdrawal can no longer be confirmed: it was already answered or its time ran out.';
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent(closed));
    expect(within(panel).queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('closed')).toBeNull();
  });
});

describe('confirmation rules', () => {
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
