import { badRequest } from '../../protocol/mock-failure';
import { paginate } from '../games/game-query';

/** The member centre's paging: `page` from 1, `size`; a window's start, when sent, leaves older ones out. */
export function platformPage<T extends { sendTime: number }>(items: readonly T[], query: URLSearchParams) {
  const page = Math.max(1, Math.floor(Number(query.get('page') ?? '1')) || 1);
  const size = Math.min(100, Math.max(1, Math.floor(Number(query.get('size') ?? '20')) || 20));
  // Only the start: the end is the caller's now, which a clock read from whole-second headers may put a
  // moment before a message just sent.
  const start = Number(query.get('startTime') ?? '');
  const inWindow = Number.isFinite(start) && start > 0 ? items.filter((m) => m.sendTime >= start) : items;
  return paginate(inWindow, page, size);
}

/** The source a read or a delete names: required, as the platform's address carries it. */
export function recordSourceOf(query: URLSearchParams): string {
  const source = query.get('recordSource')?.trim();
  if (!source) throw badRequest('inbox.recordSource.required', 'Name the messages’ recordSource');
  return source;
}
