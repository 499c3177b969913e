import { screen, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { findHeader, loginToken, renderApp } from '../test-utils';
import { advanceMockClock } from '../support/mock-clock';

afterEach(() => {
  server.events.removeAllListeners();
});

/** agent01 opens the agent centre's Real-time salary page; the real-time calls it sends are kept. */
async function openRealtimePage() {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (/RealTime|Realtime|SalaryCustomer/.test(url.pathname)) {
      sent.push(`${request.method} ${url.pathname.replace('/wps/relay/', '')}${url.search}`);
    }
  });
  sessionStorage.setItem('token', await loginToken('agent01', 'Agent#2026'));
  const view = await renderApp('/');
  const header = await findHeader();
  await view.user.click(await within(header).findByRole('button', { name: /Account menu/ }));
  await view.user.click(await within(header).findByRole('button', { name: 'Agent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
  const menu = await within(dialog).findByRole('navigation', { name: 'Agent centre menu' });
  await view.user.click(await within(menu).findByRole('button', { name: 'Real-time salary' }));
  await within(dialog).findByRole('heading', { name: 'Real-time salary' });
  return { ...view, dialog, sent };
}

describe('the real-time salary page (decision 065)', () => {
  it("shows agent01's contract from the site, assigns one to agent02 and lists both in the history", async () => {
    const { dialog, user, sent } = await openRealtimePage();
    const mine = await within(dialog).findByRole('article', { name: 'From the site' });
    expect(within(mine).getByText('Every 5 minutes')).toBeInTheDocument();
    expect(await within(dialog).findByText('No real-time salary has been paid yet.')).toBeInTheDocument();
    const history = await within(dialog).findByRole('region', { name: 'Contracts, newest first' });
    expect(within(history).getAllByRole('row')).toHaveLength(2);

    const form = within(dialog).getByRole('form', { name: 'Offer a contract to a direct downline' });
    await user.selectOptions(within(form).getByLabelText('Downline'), 'agent02');
    for (const [label, value] of [
      ['Profit rate (%)', '0.4'],
      ['Loss rate (%)', '0.2'],
      ['Single bet rate (%)', '0.1'],
      ['Minimum bet', '50'],
      ['Minimum active members', '1'],
    ] as const) {
      await user.type(within(form).getByLabelText(label), value);
    }
    // A fast double click sends one offer.
    await user.dblClick(within(form).getByRole('button', { name: 'Send offer' }));
    expect(
      await within(dialog).findByText('Your offer was sent to agent02. It takes effect when they accept it.'),
    ).toBeInTheDocument();
    const given = await within(dialog).findByRole('article', { name: 'To agent02' });
    expect(within(given).getByText('Waiting for an answer')).toBeInTheDocument();
    const rows = await within(history).findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(
      /agent01agent02Profit 0\.4%, loss 0\.2%, bets 0\.1%Waiting for an answer/,
    );

    expect(sent).toEqual(
      expect.arrayContaining([
        'GET MCSFE_getRealTimeSalaryContractInfo',
        'GET MCSFE_getContractSalaryCustomer',
        'POST MCSFE_assignRealTimeSalaryContract',
        'GET MCSFE_getRealtimeSalaryContractHistory',
        'GET ODSFE2_getRealTimeSalary?username=agent01',
      ]),
    );
    expect(sent.filter((call) => call === 'POST MCSFE_assignRealTimeSalaryContract')).toHaveLength(1);
  });

  it('shows the salary the mock pays when its clock moves five minutes', async () => {
    const { dialog, user } = await openRealtimePage();
    expect(await within(dialog).findByText('No real-time salary has been paid yet.')).toBeInTheDocument();
    await advanceMockClock(5);
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    const table = await within(dialog).findByRole('region', { name: 'Payouts, newest first' });
    expect(within(table).getByRole('row', { name: /2026-11-01 12:05 3 R\$ 0\.15/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Paid in all: R$ 0.15')).toBeInTheDocument();
  });
});
