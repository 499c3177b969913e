import { screen, waitFor, within } from '@testing-library/react';
import { findHeader, mainNavLabels, renderApp } from '../test-utils';

describe('logged-out shell', () => {
  it('offers Login and Sign up and orders the navigation hot first, promotions last', async () => {
    await renderApp('/');
    const header = await findHeader();
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Sign up' })).toBeInTheDocument();

    await waitFor(() => expect(mainNavLabels()).toContain('Slots'));
    const labels = mainNavLabels();
    expect(labels[0]).toBe('Hot');
    expect(labels.at(-1)).toBe('Promotions');
    // Categories come from the vendor list, with e-sports and cockfight split off sports and in-house from slots.
    for (const label of ['Live casino', 'Sports', 'E-sports', 'Cockfight', 'In-house', 'Lottery']) {
      expect(labels).toContain(label);
    }
    expect(labels.indexOf('E-sports')).toBeGreaterThan(labels.indexOf('Sports'));
    expect(sessionStorage.getItem('gameVendor')).not.toBeNull();
  });

  it('shows vendor drop menus with rebate labels', async () => {
    await renderApp('/');
    await findHeader();
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    const slots = await within(nav).findByRole('list', { name: 'Slots' });
    expect(within(slots).getAllByText('Rebate 1.2%').length).toBeGreaterThan(0);
    const live = within(nav).getByRole('list', { name: 'Live casino' });
    expect(within(live).getAllByText('Rebate 0.8%').length).toBeGreaterThan(0);
  });

  it('renders the footer with products, mirrors, safe contact links and the copyright', async () => {
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/© 2020-2023 LuckyPlay Demo/)).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Official mirror sites' })).toBeInTheDocument();
    const facebook = within(footer).getByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    const products = within(footer).getByRole('navigation', { name: 'Products' });
    expect(within(products).queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument();
  });
});
