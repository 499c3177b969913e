import { QueryClient } from '@tanstack/react-query';
import { balanceQuery } from '@/core';
import { liveEventsUrl, noticeFor, rereadFor, takeLiveEvent } from '@/core/live-events';
import type { LiveEvent } from '@/core/live-socket';
import { clearNotices, useLiveNotices } from '@/lib/live-notices';
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

beforeEach(() => {
  usePopupStore.setState({ stack: [], waiting: [] });
  clearNotices();
});

const event = (type: LiveEvent['type'], fields: Record<string, unknown> = {}): LiveEvent => ({
  type,
  fields: { type, ...fields },
});
const credited = {
  outcome: 'credited',
  orderNo: 'DP2026000001',
  amount: 500,
  requestTime: '2026-11-01 14:02:00',
  at: '2026-11-01 14:09:30',
};

describe('what a live event re-reads', () => {
  it('balance: the wallets, and nothing else', () => {
    const { client, stale } = clientWithAnswers();
    rereadFor(client, 'balance');
    expect(stale()).toEqual(['balance']);
  });

  it('deposit and withdrawal: the wallets, as balance does', () => {
    for (const type of ['deposit', 'withdrawal'] as const) {
      const { client, stale } = clientWithAnswers();
      rereadFor(client, type);
      expect(stale()).toEqual(['balance']);
    }
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

describe('what a live event says (decision 040)', () => {
  it('words a decided deposit or withdrawal from its display fields', () => {
    expect(noticeFor(event('deposit', credited))).toEqual({
      kind: 'deposit',
      outcome: 'credited',
      amount: 500,
      requestTime: '2026-11-01 14:02:00',
      at: '2026-11-01 14:09:30',
    });
    expect(
      noticeFor(event('withdrawal', { ...credited, outcome: 'rejected', at: 'yesterday' })),
    ).toMatchObject({ kind: 'withdrawal', outcome: 'rejected', amount: 500, at: null });
  });

  it('shows nothing for a malformed one, nor for balance', () => {
    for (const broken of [
      { ...credited, amount: '500' },
      { ...credited, amount: -1 },
      { ...credited, amount: Number.NaN },
      { ...credited, requestTime: '14:02' },
      { ...credited, requestTime: '2026-11-01 25:61:00' },
      { ...credited, outcome: 'approved' },
      { outcome: 'credited' },
    ]) {
      expect(noticeFor(event('deposit', broken))).toBeNull();
    }
    expect(noticeFor(event('withdrawal', credited))).toBeNull();
    expect(noticeFor(event('balance', credited))).toBeNull();
  });

  it('takes a message’s title as one line of text, and does without one', () => {
    expect(noticeFor(event('message', { title: '  <b>Bonus</b>\n\tinside  ' }))).toEqual({
      kind: 'message',
      title: '<b>Bonus</b> inside',
    });
    expect(noticeFor(event('message', { title: 42 }))).toEqual({ kind: 'message', title: null });
    expect(noticeFor(event('message', { title: 'x'.repeat(200) }))).toMatchObject({
      title: `${'x'.repeat(79)}…`,
    });
    expect(noticeFor(event('contractOffer'))).toEqual({ kind: 'contractOffer' });
  });

  it('re-reads for a malformed event all the same, and shows it only when well formed', () => {
    const { client, stale } = clientWithAnswers();
    takeLiveEvent(client, event('deposit', { ...credited, amount: 'lots' }));
    expect(stale()).toEqual(['balance']);
    expect(useLiveNotices.getState().notices).toEqual([]);

    takeLiveEvent(client, event('deposit', credited));
    expect(useLiveNotices.getState().notices.map((shown) => shown.notice.kind)).toEqual(['deposit']);
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
