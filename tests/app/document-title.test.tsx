import { screen, waitFor, within } from '@testing-library/react';
import { findHeader, renderApp, setScenario } from '../test-utils';

// The mock's site name (mocks/state/site.ts), as the system status serves it.
const site = 'LuckyPlay Demo';

describe('document title', () => {
  beforeEach(() => {
    // The title outlives a test in this file's document: start each from index.html's.
    document.title = 'Portal';
  });

  it('names the site on the home page, then the page and the site after a route change and a language switch', async () => {
    const { user } = await renderApp('/');
    const header = await findHeader();
    await waitFor(() => expect(document.title).toBe(site));

    const nav = within(header).getByRole('navigation', { name: 'Game categories' });
    await user.click(await within(nav).findByRole('link', { name: 'Live casino' }));
    await waitFor(() => expect(document.title).toBe(`Live casino · ${site}`));

    await user.click(within(header).getByRole('button', { name: /Language/ }));
    await user.click(within(header).getByRole('button', { name: 'Português' }));
    await waitFor(() => expect(document.title).toBe(`Cassino ao vivo · ${site}`));
  });

  it('names the page an address opens directly', async () => {
    await renderApp('/rng');
    await waitFor(() => expect(document.title).toBe(`Slots · ${site}`));
  });

  it('names the not-found page', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Page not found · ${site}`));
  });

  it('names the maintenance page instead of the route', async () => {
    await setScenario({ status: 'maintenance' });
    await renderApp('/rng');
    expect(await screen.findByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`System maintenance · ${site}`));
  });
});
