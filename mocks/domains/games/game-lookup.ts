import { badRequest } from '../../protocol/mock-failure';
import { gameCatalogue } from './game-catalogue';
import type { GameRecord } from './game-types';

export function findGame(rawNodeId: string): GameRecord {
  const game = gameCatalogue().byNodeId.get(Number(rawNodeId));
  if (!game) throw badRequest('game.not.found', 'Game not found');
  return game;
}

export function pageParams(
  params: URLSearchParams,
  defaultSize: number,
): { pageNo: number; pageSize: number } {
  const pageNo = Math.max(1, Math.floor(Number(params.get('pageNo') ?? '1')) || 1);
  // Up to the reference's favourite list size (999).
  const pageSize = Math.min(
    999,
    Math.max(1, Math.floor(Number(params.get('pageSize') ?? String(defaultSize))) || defaultSize),
  );
  return { pageNo, pageSize };
}
