import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { findHeader, renderApp } from '../test-utils';

const BALANCE = '*/wps/v2/wallets/balance';

/** The ways a balance refresh can fail, each answered once. */
const faults = [
  ['a server error', () => HttpResponse.json({ success: false }, { status: 500 })],
  ['success:false', () => HttpResponse.json({ success: false, message: 'Wallet busy' })],
  ['a malformed answer', () => HttpResponse.json({ success: true, value: { currency: 'BRL' } })],
  ['an answer that is not JSON', () => new HttpResponse('<html>gateway</html>', { status: 200 })],
  ['a lost connection', () => HttpResponse.error()],
] as const;

describe('balance refresh', () => {
  it.each(faults)(
    'says when it fails (%s) and keeps the last known amount, marked as such',
    async (_name, answer) => {
      await logInAs();
      const { user } = await renderApp('/');
      const header = await findHeader();
      const balance = await within(header).findByTestId('header-balance');
      await waitFor(() => expect(balance).toHaveTextContent('12,345.67'));
      expect(within(header).queryByText('Not updated')).not.toBeInTheDocument();

      server.use(http.get(BALANCE, answer, { once: true }));
      await user.click(within(header).getByRole('button', { name: 'Refresh balance' }));
      expect(await within(header).findByText('Not updated')).toBeInTheDocument();
      expect(balance).toHaveTextContent('12,345.67');
      expect(balance).toHaveTextContent('Last known balance');

      // The next refresh that works clears the mark.
      await user.click(within(header).getByRole('button', { name: 'Refresh balance' }));
      await waitFor(() => expect(within(header).queryByText('Not updated')).not.toBeInTheDocument());
      expect(balance).not.toHaveTextContent('Last known balance');
      expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    },
  );
});
