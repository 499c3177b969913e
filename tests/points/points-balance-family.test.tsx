import { server } from '@mocks/node';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  server.events.removeAllListeners();
});

/**
 * The whole app under one relay family (decision 057): the setting is read when the endpoints load, so the
 * test stubs it, drops the loaded modules and imports the app afresh.
 */
async function pointsShownUnder(family: 'seeds' | 'platform') {
  vi.stubEnv('VITE_RELAY_FAMILY', family);
  vi.resetModules();
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('getPointBalance')) paths.push(path);
  });
  const { screen, within, waitFor } = await import('@testing-library/react');
  const { renderApp } = await import('../test-utils');
  const { logInAs } = await import('../games/games-helpers');
  await logInAs();
  await renderApp('/pointMall');
  const summary = await screen.findByRole('region', { name: 'Your points' });
  const current = within(summary).getByText('Current points').nextElementSibling;
  await waitFor(() => expect(current).toHaveTextContent(/^2,450$/));
  // The page settles once its rules (a chunk of their own) are in.
  const rules = await screen.findByRole('region', { name: 'Points rules' });
  await within(rules).findByText(/Earn 1 point for every R\$ 10/);
  return paths;
}

describe('the points balance, a plain number', () => {
  it('is asked by the seeds’ name by default and shown', async () => {
    expect(await pointsShownUnder('seeds')).toContain('/wps/relay/MCS2_getPointBalance');
  });

  it('is asked by the member centre’s name under the platform family and shown', async () => {
    const paths = await pointsShownUnder('platform');
    expect(paths).toContain('/wps/relay/MCSFE_getPointBalance');
    expect(paths).not.toContain('/wps/relay/MCS2_getPointBalance');
  });
});
