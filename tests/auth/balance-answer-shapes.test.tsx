import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { findHeader, renderApp } from '../test-utils';

const BALANCE = '*/wps/v2/wallets/balance';

/** The lines of a live answer (spec 5, 2.3), sent as an object the way some builds do. */
const lines = {
  MAIN: { accountName: 'MAIN', displayName: 'Main', availBalance: 1234.5, status: 1, accountTypeId: 2 },
  JL: { accountName: 'JL', displayName: 'JILI', availBalance: 0.25, status: 1, accountTypeId: 5 },
};

describe('the header balance as the platform answers it', () => {
  it('reads a balance whose lines come as an object, with the server’s symbol after the figure', async () => {
    server.use(
      http.get(BALANCE, () =>
        HttpResponse.json({
          success: true,
          value: {
            sumBalance: 1234.75,
            balance: lines,
            currency: 'BDT',
            currencySymbol: '৳',
            currencyPosition: 'B',
          },
        }),
      ),
    );
    await logInAs();
    await renderApp('/');
    const balance = await within(await findHeader()).findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('1,234.75 ৳'));
  });

  it('reads the sign from the currency’s code when the answer names no symbol', async () => {
    server.use(
      http.get(BALANCE, () =>
        HttpResponse.json({ success: true, value: { sumBalance: 0.25, balance: lines.JL, currency: 'BDT' } }),
      ),
    );
    await logInAs();
    await renderApp('/');
    const balance = await within(await findHeader()).findByTestId('header-balance');
    // Not the start-up answer's R$: the balance's currency is taken whole.
    await waitFor(() => expect(balance).toHaveTextContent('৳ 0.25'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
