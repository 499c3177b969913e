import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { announcements } from '@mocks/state/announcements';
import { logInAs, logInAsTrial } from '../games/games-helpers';
import { findHeader, renderApp } from '../test-utils';

afterEach(() => server.events.removeAllListeners());

async function findCard(title: string) {
  return screen.findByRole('article', { name: title });
}

describe('the promotions page', () => {
  it('lists every promotion with its picture and sanitized content, and filters by activity type', async () => {
    const { user } = await renderApp('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Activity types' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'Newbie',
      'Limited',
      'Special',
      'Daily',
      'High rebate',
      'VIP',
      'Rebate',
      'Points mall',
      'Ranking',
      'Deposit',
      'App download',
    ]);
    const panel = screen.getByRole('tabpanel', { name: 'All' });
    expect(within(panel).getAllByRole('article')).toHaveLength(announcements().promotion.length);
    const welcome = await findCard('Welcome Bonus 100% up to R$ 500');
    expect(within(welcome).getByText('Double your first deposit. Wagering 20x the bonus.')).toBeInTheDocument();
    expect(welcome.querySelector('img')?.getAttribute('src')).toMatch(/\/promo\/501\.svg$/);

    await user.click(within(tabs).getByRole('tab', { name: 'Deposit' }));
    const deposit = screen.getByRole('tabpanel', { name: 'Deposit' });
    expect(within(deposit).getAllByRole('article').map((card) => card.id)).toEqual(['511']);
    expect(within(deposit).getByRole('heading', { level: 2, name: 'Deposit Bonus 20%' })).toBeInTheDocument();
  });
});
