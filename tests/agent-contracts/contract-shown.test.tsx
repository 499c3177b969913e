import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { findHeader, loginToken, renderApp } from '../test-utils';

/** agent01 opens the agent centre; its consolidated data answers `value`. */
async function menuWith(value: Record<string, unknown>) {
  server.use(
    http.get('*/wps/member/info/funds/consolidated', () => HttpResponse.json({ success: true, value })),
  );
  sessionStorage.setItem('token', await loginToken('agent01', 'Agent#2026'));
  const { user } = await renderApp('/');
  const header = await findHeader();
  await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
  await user.click(await within(header).findByRole('button', { name: 'Agent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
  return within(dialog).findByRole('navigation', { name: 'Agent centre menu' });
}

describe('which contract pages the agent centre shows (decision 065)', () => {
  it('reads the member centre’s nested keys and the flat flags alike', async () => {
    const menu = await menuWith({
      // Nested: a dividend whose only line is pending is hidden; a salary with an agent line is shown.
      divtypeinfo: { CONS: { agent: [{ status: 'P' }] } },
      contracthoursalinfo: { CONS: { agent: [{ status: 'P' }] } },
      realtimesalinfotype: { CONS: { agent: [] } },
      // Flat, as spec 4 reads it.
      dailysalinfotype: 1,
    });
    expect(await within(menu).findByRole('button', { name: 'Hourly salary' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Daily salary' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Bonus (dividend)' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Real-time salary' })).not.toBeInTheDocument();
  });

  it('shows the dividend when a computation period’s line is active', async () => {
    const menu = await menuWith({
      divtypecompperiodinfo: { CONS: { SEMIMONTHLY: { agent: [{ status: 'V' }] } } },
    });
    expect(await within(menu).findByRole('button', { name: 'Bonus (dividend)' })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Daily salary' })).not.toBeInTheDocument();
  });
});
