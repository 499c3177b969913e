import { screen, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { renderApp, setScenario } from '../test-utils';

afterEach(() => server.events.removeAllListeners());

describe('top-level pages by system status', () => {
  it('shows the maintenance page with its texts and customer service', async () => {
    await setScenario({ status: 'maintenance' });
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    expect(screen.getByText(/upgrading the platform/)).toBeInTheDocument();
    // The link is the first customer-service path, decrypted once its code is in.
    expect(await screen.findByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https?:/),
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the region page with the visitor IP', async () => {
    await setScenario({ status: 'region' });
    await renderApp('/promotions');
    await screen.findByRole('heading', { name: 'Access restricted' });
    const main = screen.getByRole('main');
    expect(within(main).getByText(/Your IP/)).toBeInTheDocument();
    expect(within(main).getByText(/\d+\.\d+\.\d+\.\d+/)).toBeInTheDocument();
    expect(within(main).getByText(/not available in your location/)).toBeInTheDocument();
    expect(await within(main).findByRole('link', { name: 'Customer service' })).toBeInTheDocument();
  });

  it('shows a retry screen, not a blank page, when the status call fails', async () => {
    await setScenario({ failures: [{ path: '/wps/system/status', status: 500, times: 2 }] });
    const { user } = await renderApp('/');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('heading', { name: /cannot reach the site/ })).toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('asks for a failing status twice in all (start-up and its retry), not again at the gate', async () => {
    await setScenario({ failures: [{ path: '/wps/system/status', status: 500, times: 10 }] });
    const asked = { count: 0 };
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/wps/system/status') asked.count += 1;
    });
    await renderApp('/', { bootstrapped: true });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(asked.count).toBe(2);
  });
});
