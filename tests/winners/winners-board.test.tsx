import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { rankList } from '@mocks/domains/games/game-highlights';
import { loginToken, renderApp } from '../test-utils';

async function asPlayer(route = '/') {
  sessionStorage.setItem('token', await loginToken('player01', 'Player#2026'));
  return renderApp(route);
}

describe('home winners board', () => {
  it('shows the 10 biggest wins first, with the just-won label and the amount in R$ with 2 decimals', async () => {
    await renderApp('/');
    const biggest = await screen.findByRole('region', { name: 'Biggest wins' });
    const board = rankList('ALL', 20, 'EN');
    // The list is drawn twice for the endless scroll; the copy is hidden from assistive technology.
    await waitFor(() =>
      expect(within(biggest).getAllByRole('button', { name: /just won/ })).toHaveLength(10),
    );
    const items = within(biggest).getAllByRole('button', { name: /just won/ });
    const first = board[0]!.vo;
    expect(items[0]).toHaveTextContent(first.customerName);
    expect(items[0]).toHaveTextContent(first.gameName);
    expect(items[0]).toHaveTextContent(
      `R$ ${first.winAmount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    const jackpotGames = await screen.findByRole('region', { name: 'Jackpot games' });
    expect(within(jackpotGames).getAllByRole('button', { name: /just won/ })[0]).toHaveTextContent(
      board[10]!.vo.customerName,
    );
  });

  it('rolls a jackpot between 31 and 32 million', async () => {
    await renderApp('/');
    const label = await screen.findByText('Jackpot', { selector: 'p' });
    const value = Number(label.nextElementSibling?.textContent?.replace(/[^\d.]/g, ''));
    expect(value).toBeGreaterThanOrEqual(31_000_000);
    expect(value).toBeLessThanOrEqual(32_000_000);
  });

  it('starts the game of a win for a member', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await asPlayer('/');
    const biggest = await screen.findByRole('region', { name: 'Biggest wins' });
    const [first] = await within(biggest).findAllByRole('button', { name: /just won/ });
    await user.click(first!);
    expect(open).toHaveBeenCalledWith('', expect.stringMatching(/^game-\d+$/));
    // The browser "blocked" the tab (null): the game is offered behind a button.
    expect(await screen.findByRole('dialog', { name: 'Your game is ready' })).toBeInTheDocument();
  });

  it('lets the pointer pick a win from the copy that follows the list round', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await asPlayer('/');
    const biggest = await screen.findByRole('region', { name: 'Biggest wins' });
    const wins = await within(biggest).findAllByRole('button', { name: /just won/ });
    // What a person sees: each win twice, late in each loop only the second time.
    const seen = within(biggest).getAllByText('just won');
    expect(seen).toHaveLength(wins.length * 2);
    await user.click(seen[wins.length]!);
    expect(open).toHaveBeenCalledWith('', expect.stringMatching(/^game-\d+$/));
    expect(await screen.findByRole('dialog', { name: 'Your game is ready' })).toBeInTheDocument();
  });

  it('is passed once by the keyboard: the copy is out of the tab order', async () => {
    const { user } = await asPlayer('/');
    const biggest = await screen.findByRole('region', { name: 'Biggest wins' });
    const wins = await within(biggest).findAllByRole('button', { name: /just won/ });
    within(biggest).getByRole('button', { name: 'Pause scrolling of Biggest wins' }).focus();
    for (const win of wins) {
      await user.tab();
      expect(win).toHaveFocus();
    }
    // Straight on to the next list, not into the copy of this one.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pause scrolling of Jackpot games' })).toHaveFocus();
  });

  it('can be paused', async () => {
    const { user } = await renderApp('/');
    const pause = await screen.findByRole('button', { name: 'Pause scrolling of Biggest wins' });
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Resume scrolling of Biggest wins' })).toBeInTheDocument();
  });
});
