import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../test-utils';

/** The names of the buttons in `area` that are not chips or tiles of its rows: the rows' arrows. */
function arrowNames(area: HTMLElement): (string | null)[] {
  const rows = [...within(area).queryAllByRole('group'), ...within(area).queryAllByRole('list')];
  const inRows = new Set(rows.flatMap((row) => within(row).queryAllByRole('button')));
  return within(area)
    .getAllByRole('button')
    .filter((button) => !inRows.has(button))
    .map((button) => button.getAttribute('aria-label'));
}

describe('the arrows of the rows of vendors', () => {
  it('are named for providers on the home slot section', async () => {
    await renderApp('/');
    const section = await screen.findByRole('region', { name: 'Slots' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Slot classification' })).getByRole('button', {
          name: 'PG Soft',
        }),
      ).toBeVisible(),
    );
    expect(arrowNames(section)).toEqual(['Previous providers', 'Next providers']);
  });

  it('are named for providers in the lobby, apart from the categories row', async () => {
    await renderApp('/rng');
    await screen.findByRole('group', { name: 'Providers' });
    const main = screen.getByRole('main');
    expect(arrowNames(main)).toEqual([
      'Previous providers',
      'Next providers',
      'Previous categories',
      'Next categories',
    ]);
  });

  it('read as natural Portuguese, on the home page and in a game row', async () => {
    localStorage.setItem('hisLang', 'PT');
    await renderApp('/');
    const slots = await screen.findByRole('region', { name: 'Slots' });
    await screen.findByRole('group', { name: 'Classificação de slots' });
    expect(arrowNames(slots)).toEqual(['Provedores anteriores', 'Próximos provedores']);
    // A game row's arrows agree with whatever the row is called ("Minha coleção", "Jogos em alta").
    const games = screen.getByRole('region', { name: 'Jogos para você' });
    await within(games).findByRole('list', { name: 'Jogos em alta' });
    expect(arrowNames(games)).toEqual(['Jogos anteriores: Jogos em alta', 'Próximos jogos: Jogos em alta']);
  });
});
