export { fakeTab } from '../support/fake-tab';
import { screen, waitFor, within } from '@testing-library/react';
import { request } from '@/api';
import { playForFree } from '@/features/access/api/free-play';
import { favouriteIds } from '@/features/games/api/favourite-ids';
import { wireApiClient } from '@/app/client-wiring';
import { createQueryClient } from '@/app/query-client';
import { useSessionStore } from '@/core';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import { loginToken } from '../test-utils';

/** Logs a member in before the app renders (the token is held, member info follows). */
export async function logInAs(username = 'player01', password = 'Player#2026'): Promise<string> {
  const token = await loginToken(username, password);
  useSessionStore.getState().setToken(token);
  // The API client sends the held token from now on, also for calls a test makes before rendering.
  wireApiClient(createQueryClient());
  return token;
}

/** A free-play trial session (member type 4), held before the app renders. */
export async function logInAsTrial(): Promise<void> {
  const trial = await playForFree();
  useSessionStore.getState().setToken(trial.token);
  wireApiClient(createQueryClient());
}

export async function waitForTrialIdentity(): Promise<void> {
  await waitFor(() => expect(useSessionStore.getState().identity?.trial).toBe(true));
}

/** The lobby grid ("Games") once it shows games. */
export async function findGrid() {
  const grid = await screen.findByRole('list', { name: 'Games' });
  await within(grid).findAllByRole('listitem');
  return grid;
}

/** The game names of the tiles in view, in order. */
export function tileNames(grid: HTMLElement): string[] {
  return within(grid)
    .getAllByRole('listitem')
    .map(
      (item) =>
        within(item)
          .getByRole('button', { name: /^Play / })
          .getAttribute('aria-label') ?? '',
    )
    .map((label) => label.replace(/^Play /, ''));
}

export function catalogueGame(nodeId: number) {
  const game = gameCatalogue().byNodeId.get(nodeId);
  if (!game) throw new Error(`no game ${nodeId} in the mock catalogue`);
  return game;
}

/** The nodeIds the mock backend holds as the member's favourites. */
export async function serverFavourites(): Promise<string[]> {
  return request(favouriteIds);
}
