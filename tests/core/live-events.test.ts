import { QueryClient } from '@tanstack/react-query';
import { balanceQuery } from '@/core';
import { liveEventsUrl, rereadFor } from '@/core/live-events';
import { usePopupStore } from '@/lib/popup-store';
import { messagesQuery } from '@/features/messages';
import { merchantWalletQuery } from '@/features/wallet';
import { unreadCountQuery } from '@/core/unread-counts';

/** A client holding fresh answers under the real queries' keys: which does an event make stale? */
function clientWithAnswers() {
  const client = new QueryClient();
  const keys = {
    balance: balanceQuery('token').queryKey,
    unread: unreadCountQuery('player01', true).queryKey,
    inbox: messagesQuery('player01', 1, true).queryKey,
    merchantWallet: merchantWalletQuery('player01', true).queryKey,
  };
  // The answers' contents do not matter here, only whether they turn stale.
  for (const key of Object.values(keys)) client.setQueryData<unknown>(key, {});
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
  return { client, stale };
}

beforeEach(() => usePopupStore.setState({ stack: [], waiting: [] }));

describe('what a live event re-reads', () => {
  it('balance: the wallets, and nothing else', () => {
    const { client, stale } = clientWithAnswers();
    rereadFor(client, 'balance');
    expect(stale()).toEqual(['balance']);
  });

  it('message: the unread counts and the inbox', () => {
    const { client, stale } = clientWithAnswers();
    rereadFor(client, 'message');
    expect(stale()).toEqual(['unread', 'inbox']);
  });

  it('contractOffer: opens the contract popup, once however many offers arrive', () => {
    const { client, stale } = clientWithAnswers();
    rereadFor(client, 'contractOffer');
    rereadFor(client, 'contractOffer');
    expect(usePopupStore.getState().stack.map((entry) => entry.name)).toEqual(['contract']);
    expect(stale()).toEqual([]);
  });
});

describe('the socket address', () => {
  it('is on the page’s own origin, wss on https', () => {
    expect(liveEventsUrl('/wps/live', new URL('https://portal.example/rng?x=1'))).toBe(
      'wss://portal.example/wps/live',
    );
    expect(liveEventsUrl('/wps/live', new URL('http://localhost:4173/'))).toBe(
      'ws://localhost:4173/wps/live',
    );
  });

  it('is none when the site has no socket', () => {
    expect(liveEventsUrl('none', new URL('https://portal.example/'))).toBeNull();
  });
});
