import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '@mocks/node';
import { checkBankAccount, countdownMilestone, formatClock, normaliseBankAccount } from '@/features/withdraw';
import { checkPictureFile, MAX_PICTURE_BYTES } from '@/lib/picture-file';
import { logInAs } from '../games/games-helpers';
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
});

describe('withdraw rules', () => {
  it('mirrors the mock’s bank account rules', () => {
    const banks = ['260', '341'];
    expect(checkBankAccount({ bankCode: '', accountNumber: '', holderName: '' }, banks)).toEqual({
      bankCode: 'required',
      accountNumber: 'required',
      holderName: 'required',
    });
    expect(checkBankAccount({ bankCode: '999', accountNumber: '1234', holderName: 'L' }, banks)).toEqual({
      bankCode: 'invalid',
      accountNumber: 'invalid',
      holderName: 'invalid',
    });
    expect(
      checkBankAccount({ bankCode: '341', accountNumber: '1'.repeat(21), holderName: 'Ana 2' }, banks),
    ).toEqual({
      accountNumber: 'invalid',
      holderName: 'invalid',
    });
    const typed = { bankCode: '341', accountNumber: ' 123 45-678 ', holderName: '  José   d’Ávila ' };
    expect(normaliseBankAccount(typed)).toEqual({
      bankCode: '341',
      accountNumber: '12345678',
      holderName: 'José d’Ávila',
    });
    expect(checkBankAccount({ ...typed, holderName: "Maria O'Neil-Souza" }, banks)).toEqual({});
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
