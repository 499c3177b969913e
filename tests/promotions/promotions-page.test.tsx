import { screen, waitFor, within } from '@testing-library/react';
import { announcements } from '@mocks/domains/announcements/announcements';
import { logInAs, logInAsTrial } from '../games/games-helpers';
import { renderApp } from '../test-utils';

const TRIAL_TEXT = 'This is a trial account. Please register a real account to continue.';

function card(title: string) {
  return screen.findByRole('article', { name: title });
}

describe('the promotions page', () => {
  it('lists every promotion with its picture and sanitized content, and filters by activity type', async () => {
    const { user } = await renderApp('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'Activity types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
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
    const welcome = await card('Welcome Bonus 100% up to R$ 500');
    expect(
      within(welcome).getByText('Double your first deposit. Wagering 20x the bonus.'),
    ).toBeInTheDocument();
    expect(within(welcome).getByText('2026-10-22 to 2026-12-01')).toBeInTheDocument();
    expect(within(welcome).getByRole('presentation')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/promo\/501\.svg$/),
    );

    await user.click(within(tabs).getByRole('tab', { name: 'Deposit' }));
    const deposit = screen.getByRole('tabpanel', { name: 'Deposit' });
    expect(
      within(deposit)
        .getAllByRole('article')
        .map((article) => article.id),
    ).toEqual(['511']);
    expect(within(deposit).getByRole('heading', { level: 2, name: 'Deposit Bonus 20%' })).toBeInTheDocument();
  });

  it('shows only the tabs that have promotions', async () => {
    const seed = announcements();
    const original = seed.promotion;
    seed.promotion = original.filter((p) => ['daily', 'vip'].includes(p.promotionType));
    try {
      await renderApp('/promotions');
      const tabs = await screen.findByRole('tablist', { name: 'Activity types' });
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['All', 'Daily', 'VIP']);
    } finally {
      seed.promotion = original;
    }
  });

  it('scrolls to, focuses and highlights the promotion the address names, on All', async () => {
    await renderApp('/promotions#505');
    const leaderboard = await card('Weekend Leaderboard');
    await waitFor(() => expect(leaderboard).toHaveFocus());
    expect(leaderboard).toHaveAttribute('aria-current', 'true');
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(leaderboard);
    expect(await card('Daily Reload 10%')).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says so when the promotion the address names is not listed', async () => {
    await renderApp('/promotions#999');
    expect(await screen.findByText('That promotion is no longer listed.')).toBeInTheDocument();
  });

  it('asks a guest to log in to join, with the login popup', async () => {
    const { user } = await renderApp('/promotions');
    await user.click(await screen.findByRole('button', { name: 'Log in to join: Weekend Leaderboard' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText(/^Status:/)).not.toBeInTheDocument();
  });

  it('tells a trial account that joining needs a real account', async () => {
    await logInAsTrial();
    const { user } = await renderApp('/promotions');
    await user.click(await screen.findByRole('button', { name: 'Join: Weekend Leaderboard' }));
    expect(await screen.findByText(TRIAL_TEXT)).toBeInTheDocument();
  });

  it("shows a member every activity's status, its reward or reason, and its one action", async () => {
    await logInAs();
    await renderApp('/promotions');
    const expected: [title: string, status: string, action: string | null][] = [
      ['Welcome Bonus 100% up to R$ 500', 'Reward claimed', null],
      ['Daily Reload 10%', 'Reward ready', 'Claim'],
      ['Slots Rebate 1.2%', 'Joined', null],
      ['VIP Level-up Rewards', 'Reward issued', null],
      ['Weekend Leaderboard', 'Open to join', 'Join'],
      ['App Download Gift', 'Application needed', 'Apply'],
      ['Points Mall Festival', 'Ended', null],
      ['Halloween Free Spins', 'Coming soon', null],
      ['Birthday Special Gift', 'Application rejected', null],
      ['Live Casino High Rebate 2%', 'Reward being processed', null],
      ['Deposit Bonus 20%', 'Under review', null],
    ];
    for (const [title, status, action] of expected) {
      const article = await card(title);
      expect(await within(article).findByText(`Status: ${status}`)).toBeInTheDocument();
      const buttons = within(article).queryAllByRole('button');
      expect(
        buttons.map((b) => b.textContent),
        title,
      ).toEqual(action ? [action] : []);
    }
    expect(within(await card('Daily Reload 10%')).getByText('Reward: R$ 25.00')).toBeInTheDocument();
    expect(
      within(await card('Birthday Special Gift')).getByText(
        'Reason: The picture does not show your date of birth.',
      ),
    ).toBeInTheDocument();
  });
});
