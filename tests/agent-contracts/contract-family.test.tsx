import { server } from '@mocks/node';

afterEach(() => {
  vi.unstubAllEnvs();
  server.events.removeAllListeners();
});

/**
 * The contract actions under one relay family (decisions 057, 065): the setting is read when the endpoints
 * load, so the test stubs it, drops the loaded modules and imports the app afresh. agent02 accepts agent01's
 * dividend in the popup (which ends its own 30% contract with sub01, the lower-rate rule), offers sub01 a
 * daily salary and reads its hourly salary page. Every contract action call is kept as `METHOD path action`.
 */
async function contractUnder(family: 'seeds' | 'platform') {
  vi.stubEnv('VITE_RELAY_FAMILY', family);
  vi.resetModules();
  const sent: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes('process')) return;
    const action =
      request.method === 'GET'
        ? url.searchParams.get('action')
        : ((JSON.parse((await request.clone().text()) || '{}') as { action?: string }).action ?? '');
    sent.push(`${request.method} ${url.pathname.replace('/wps/relay/', '')} ${action}`);
  });
  const { screen, within } = await import('@testing-library/react');
  const { contractOffer } = await import('@/app/after-paint/contract-offer');
  const { findHeader, loginToken, renderApp } = await import('../test-utils');
  sessionStorage.setItem('token', await loginToken('agent02', 'Agent#2026'));
  const { user } = await renderApp('/', { afterPaint: [contractOffer] });

  const popup = await screen.findByRole('dialog', { name: 'Contract offers' });
  await user.click(await within(popup).findByRole('button', { name: 'Accept' }));
  expect(await within(popup).findByRole('status')).toHaveTextContent(
    'Contract accepted: it is now active. Ended automatically: your contract with sub01.',
  );
  await user.click(within(popup).getByRole('button', { name: 'Close' }));

  const header = await findHeader();
  await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
  await user.click(await within(header).findByRole('button', { name: 'Agent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
  const menu = await within(dialog).findByRole('navigation', { name: 'Agent centre menu' });
  await user.click(await within(menu).findByRole('button', { name: 'Bonus (dividend)' }));
  expect(
    await within(await within(dialog).findByRole('article', { name: 'To sub01' })).findByText('Ended', {
      exact: true,
    }),
  ).toBeInTheDocument();

  await user.click(within(menu).getByRole('button', { name: 'Daily salary' }));
  const form = await within(dialog).findByRole('form', { name: 'Offer a contract to a direct downline' });
  await user.type(within(form).getByLabelText('Daily bet amount'), '100');
  await user.type(within(form).getByLabelText('Active members'), '1');
  await user.type(within(form).getByLabelText('Rate (%)'), '1.5');
  await user.click(within(form).getByRole('button', { name: 'Send offer' }));
  expect(
    await within(dialog).findByText('Your offer was sent to sub01. It takes effect when they accept it.'),
  ).toBeInTheDocument();
  const given = await within(dialog).findByRole('article', { name: 'To sub01' });
  expect(within(given).getByText('Waiting for an answer')).toBeInTheDocument();

  await user.click(within(menu).getByRole('button', { name: 'Hourly salary' }));
  expect(await within(dialog).findByRole('heading', { name: 'Hourly salary' })).toBeInTheDocument();
  expect(await within(dialog).findByText('You have not given any contract of this kind yet.')).toBeVisible();
  return sent;
}

describe('the contract actions under each relay family', () => {
  it('go by the seeds’ names by default: the dividend and the daily salary by GET', async () => {
    const sent = await contractUnder('seeds');
    expect(sent).toEqual(
      expect.arrayContaining([
        'GET MCS2_processDividendReq list',
        'GET MCS2_processDividendReq accept',
        'GET MCS2_processDailySalContract offer',
        'POST MCS2_processContractHourSalary list',
      ]),
    );
    expect(sent.some((s) => /MCSFE_process(ContractDividend|DailySalary)/.test(s))).toBe(false);
  });

  it('go by the member centre’s names under the platform family, every one by POST', async () => {
    const sent = await contractUnder('platform');
    expect(sent).toEqual(
      expect.arrayContaining([
        'POST MCSFE_processContractDividend list',
        'POST MCSFE_processContractDividend accept',
        'POST MCSFE_processDailySalaryContract offer',
        'POST MCSFE_processContractHourSalary list',
      ]),
    );
    expect(sent.some((s) => s.includes('MCS2_') || s.startsWith('GET'))).toBe(false);
  });
});
