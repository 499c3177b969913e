import { screen, within } from '@testing-library/react';
import { contractOffer } from '@/app/after-paint/contract-offer';
import { findHeader, loginToken, renderApp } from '../test-utils';

// The contract offer check is the after-paint service these tests rely on (renderApp starts none by itself).
const afterPaint = [contractOffer];

/** agent02 arrives (its offer popup opens first and is closed) and opens a contract page of the centre. */
async function openContractPage(entry: string) {
  sessionStorage.setItem('token', await loginToken('agent02', 'Agent#2026'));
  const view = await renderApp('/', { afterPaint });
  const offers = await screen.findByRole('dialog', { name: 'Contract offers' });
  await view.user.click(within(offers).getByRole('button', { name: 'Close' }));
  const header = await findHeader();
  await view.user.click(await within(header).findByRole('button', { name: /Account menu/ }));
  await view.user.click(await within(header).findByRole('button', { name: 'Agent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
  const menu = await within(dialog).findByRole('navigation', { name: 'Agent centre menu' });
  await view.user.click(await within(menu).findByRole('button', { name: entry }));
  await within(dialog).findByRole('heading', { name: entry });
  return { ...view, dialog };
}

describe('the contract pages', () => {
  it("show agent02's contract from its upline and the one it gave sub01, whose end it can ask for", async () => {
    const { dialog, user } = await openContractPage('Bonus (dividend)');
    const mine = await within(dialog).findByRole('article', { name: 'From agent01' });
    expect(within(mine).getByText('Waiting for an answer')).toBeInTheDocument();
    expect(within(mine).getByText('R$ 20,000.00')).toBeInTheDocument();
    const given = within(dialog).getByRole('article', { name: 'To sub01' });
    expect(within(given).getByText('30%')).toBeInTheDocument();
    expect(within(given).getByText('Semimonthly')).toBeInTheDocument();

    await user.click(within(given).getByRole('button', { name: 'Ask to end' }));
    expect(
      await within(dialog).findByText('Your request to end the contract with sub01 was sent.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Termination asked, waiting for an answer')).toBeInTheDocument();
  });

  it('check the offer figures before sending, and say a refusal in words', async () => {
    const { dialog, user } = await openContractPage('Hourly salary');
    const form = await within(dialog).findByRole('form', { name: 'Offer a contract to a direct downline' });
    await user.type(within(form).getByLabelText('Hourly bet amount'), '50');
    await user.type(within(form).getByLabelText('Active members'), '1');
    await user.type(within(form).getByLabelText('Rate (%)'), '120');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByText('A rate is at most 100%.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Rate (%)'));
    await user.type(within(form).getByLabelText('Rate (%)'), '2');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText('Your offer was sent to sub01. It takes effect when they accept it.'),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Hourly bet amount'), '50');
    await user.type(within(form).getByLabelText('Active members'), '1');
    await user.type(within(form).getByLabelText('Rate (%)'), '2');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This member already has an offer of this kind waiting for an answer.',
    );
  });
});
