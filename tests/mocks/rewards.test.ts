import { advanceClock } from '@mocks/domains/clock/clock';
import { getState } from '@mocks/state/store';
import { call, loginToken, valueOf } from './mock-client';

interface Raffle {
  raffleId: number;
  prize: number | null;
  status: string;
}

interface Ticket {
  ticketId: number;
  type: string;
  title: string;
  status: string;
  segments: number[];
  prize: number | null;
  segmentIndex?: number | null;
}

const relay = (name: string) => `/wps/relay/${name}`;

async function balance(token: string): Promise<number> {
  const value = valueOf<{ sumBalance: number }>(await call('/wps/v2/wallets/balance?typeId=0', { token }));
  return value.sumBalance;
}

describe('mock reward centre', () => {
  it("lists player01's raffles in every state, the undrawn one without its prize", async () => {
    const token = await loginToken();
    const { list } = valueOf<{ list: Raffle[] }>(await call(relay('MCS2_getRafflePromotions'), { token }));
    expect(list.map((r) => [r.raffleId, r.status, r.prize])).toEqual([
      [801, 'CLAIMABLE', 20],
      [802, 'CLAIMABLE', 8.88],
      [803, 'CLAIMED', 5],
      [804, 'NOT_DRAWN', null],
      [805, 'EXPIRED', 10],
    ]);
  });

  it('claims once: the prize is credited, a second claim is refused', async () => {
    const token = await loginToken();
    const before = await balance(token);
    const claim = () =>
      call(relay('MCS2_claimRafflePromotion'), { method: 'POST', token, json: { raffleId: 801 } });
    expect(valueOf<Raffle>(await claim())).toMatchObject({ raffleId: 801, status: 'CLAIMED', prize: 20 });
    expect(await balance(token)).toBeCloseTo(before + 20, 2);
    expect((await claim()).body.errorCode).toBe('raffle.claimed');
    for (const [raffleId, code] of [
      [804, 'raffle.notDrawn'],
      [805, 'raffle.expired'],
      [999, 'raffle.notFound'],
    ] as const) {
      const refused = await call(relay('MCS2_claimRafflePromotion'), {
        method: 'POST',
        token,
        json: { raffleId },
      });
      expect(refused.body.errorCode).toBe(code);
    }
  });

  it('follows the clock: the draw makes a raffle claimable, the deadline expires it', async () => {
    const token = await loginToken();
    advanceClock(getState(), 6 * 24 * 60);
    const { list } = valueOf<{ list: Raffle[] }>(await call(relay('MCS2_getRafflePromotions'), { token }));
    expect(list.map((r) => r.status)).toEqual(['CLAIMABLE', 'EXPIRED', 'CLAIMED', 'CLAIMABLE', 'EXPIRED']);
  });

  it('hides unused prizes, reveals the seeded one on opening, once, with the wheel segment', async () => {
    const token = await loginToken();
    const { list } = valueOf<{ list: Ticket[] }>(await call(relay('MCS2_getRewardTickets'), { token }));
    expect(list.map((t) => [t.ticketId, t.type, t.status, t.prize])).toEqual([
      [701, 'PRIZE_WHEEL', 'UNUSED', null],
      [702, 'PRIZE_WHEEL', 'UNUSED', null],
      [703, 'RED_ENVELOPE', 'UNUSED', null],
      [704, 'GOLDEN_EGG', 'UNUSED', null],
      [705, 'PRIZE_WHEEL', 'USED', 1.88],
      [706, 'RED_ENVELOPE', 'EXPIRED', null],
    ]);
    const before = await balance(token);
    const open = (ticketId: number) =>
      call(relay('MCS2_openRewardTicket'), { method: 'POST', token, json: { ticketId } });
    const opened = valueOf<Ticket>(await open(701));
    expect(opened).toMatchObject({ status: 'USED', prize: 8.88, segmentIndex: 3 });
    expect(opened.segments[3]).toBe(8.88);
    expect(valueOf<Ticket>(await open(703))).toMatchObject({ prize: 5.2, segmentIndex: null });
    expect(await balance(token)).toBeCloseTo(before + 14.08, 2);
    expect((await open(701)).body.errorCode).toBe('ticket.used');
    expect((await open(706)).body.errorCode).toBe('ticket.expired');
  });

  it('gives a ticket through the control call, with the prize it is told or the next of the list', async () => {
    const give = (json: unknown) => call('/__mock/tickets', { method: 'POST', json });
    const egg = valueOf<Ticket>(await give({ account: 'player01', type: 'GOLDEN_EGG', prize: 6.66 }));
    expect(egg).toMatchObject({ ticketId: 1001, title: 'Bonus golden egg', status: 'UNUSED', prize: null });
    const wheel = valueOf<Ticket>(await give({ account: 'agent01', type: 'PRIZE_WHEEL' }));
    expect(wheel.segments).toHaveLength(8);
    expect((await give({ account: 'player01', type: 'PRIZE_WHEEL', prize: 7 })).body.errorCode).toBe(
      'mock.ticket.invalid',
    );
    expect((await give({ account: 'nobody', type: 'GOLDEN_EGG' })).body.errorCode).toBe(
      'mock.ticket.invalid',
    );

    const token = await loginToken('agent01', 'Agent#2026');
    const opened = valueOf<Ticket>(
      await call(relay('MCS2_openRewardTicket'), {
        method: 'POST',
        token,
        json: { ticketId: wheel.ticketId },
      }),
    );
    // The first ticket given without a prize wins the first of the list: R$ 3.88.
    expect(opened).toMatchObject({ prize: 3.88, segmentIndex: 2 });
  });

  it('needs a member token', async () => {
    expect((await call(relay('MCS2_getRewardTickets'))).status).toBe(401);
  });
});
