import { advanceClock } from '@mocks/domains/clock/clock';
import { getState } from '@mocks/state/store';
import { call, loginToken, valueOf } from './mock-client';

interface Raffle {
  raffleId: number;
  prize: number | null;
  status: string;
}

interface Ticket {
  transactionId: number;
  ticketId: number;
  name: string;
  type: string;
  status: string;
  segments: number[];
  conditionStatus: { conditionType: string; achieved: boolean; currentValue: number; targetValue: number }[];
}

interface Opened {
  transactionId: number;
  type: string;
  prize: number | null;
  segmentIndex: number | null;
  freeSpins: number | null;
}

type Offers = Record<string, { enabled: boolean; count: number }>;

const relay = (name: string) => `/wps/relay/${name}`;

async function balance(token: string): Promise<number> {
  const value = valueOf<{ sumBalance: number }>(await call('/wps/v2/wallets/balance?typeId=0', { token }));
  return value.sumBalance;
}

const tickets = async (token: string) =>
  valueOf<Ticket[]>(
    await call(relay('PROMOFE_getClaimTicketList?isApp=N&status=AVAILABLE&isAll=N'), { token }),
  );
const offers = async (token: string) =>
  valueOf<{ content: Offers }>(await call(relay('MCSFE_getAvailablePromotions'), { token })).content;
const issued = async (token: string) =>
  valueOf<{ rewardId: string; promotionType: string; bonusAmount: number }[]>(
    await call(relay('MCSFE_getClaimPromotion?promotionType=MANUAL,UPGRADE_BONUS,RANK_SALARY&status=I'), {
      token,
    }),
  );

describe('mock reward centre', () => {
  it("lists player01's raffles in every state, the undrawn one without its prize", async () => {
    const token = await loginToken();
    const { list } = valueOf<{ list: Raffle[] }>(
      await call(relay('MCSFE_getRafflePromotionStatus'), { token }),
    );
    expect(list.map((r) => [r.raffleId, r.status, r.prize])).toEqual([
      [801, 'CLAIMABLE', 20],
      [802, 'CLAIMABLE', 8.88],
      [803, 'CLAIMED', 5],
      [804, 'NOT_DRAWN', null],
      [805, 'EXPIRED', 10],
    ]);
  });

  it('claims a raffle once under either family name: the prize is credited, a second claim is refused', async () => {
    const token = await loginToken();
    const before = await balance(token);
    const claim = (name: string, raffleId: number) =>
      call(relay(name), { method: 'POST', token, json: { raffleId } });
    expect(valueOf<Raffle>(await claim('MCSFE_claimRafflePromotion', 801))).toMatchObject({
      raffleId: 801,
      status: 'CLAIMED',
      prize: 20,
    });
    expect(await balance(token)).toBeCloseTo(before + 20, 2);
    expect((await claim('MCS2_claimRafflePromotion', 801)).body.errorCode).toBe('raffle.claimed');
    for (const [raffleId, code] of [
      [804, 'raffle.notDrawn'],
      [805, 'raffle.expired'],
      [999, 'raffle.notFound'],
    ] as const) {
      expect((await claim('MCS2_claimRafflePromotion', raffleId)).body.errorCode).toBe(code);
    }
  });

  it('follows the clock: the draw makes a raffle claimable, the deadline expires it', async () => {
    const token = await loginToken();
    advanceClock(getState(), 6 * 24 * 60);
    const { list } = valueOf<{ list: Raffle[] }>(
      await call(relay('MCSFE_getRafflePromotionStatus'), { token }),
    );
    expect(list.map((r) => r.status)).toEqual(['CLAIMABLE', 'EXPIRED', 'CLAIMED', 'CLAIMABLE', 'EXPIRED']);
  });

  it('lists the available tickets in the platform shape, the locked one with its condition', async () => {
    const token = await loginToken();
    const list = await tickets(token);
    expect(list.map((t) => [t.transactionId, t.type, t.status])).toEqual([
      [701, 'PRIZE_WHEEL', 'AVAILABLE'],
      [702, 'PRIZE_WHEEL', 'AVAILABLE'],
      [703, 'RED_ENVELOPE', 'AVAILABLE'],
      [704, 'GOLDEN_EGG', 'AVAILABLE'],
      [707, 'GOLDEN_EGG', 'AVAILABLE'],
      [708, 'FREE_SPIN', 'AVAILABLE'],
    ]);
    expect(list.find((t) => t.transactionId === 707)?.conditionStatus).toEqual([
      { conditionType: 'DEPOSIT', achieved: false, currentValue: 40, targetValue: 100 },
    ]);
    expect(list.some((t) => 'prize' in t)).toBe(false);
  });

  it('opens a ticket once with PROMOFE_claimTicket, the prize and the segment beside {transactionId, type}', async () => {
    const token = await loginToken();
    const before = await balance(token);
    const open = (transactionId: number, name = 'PROMOFE_claimTicket') =>
      call(relay(name), { method: 'POST', token, json: { transactionId, isApp: 'N' } });
    const opened = valueOf<Opened>(await open(701));
    expect(opened).toMatchObject({ transactionId: 701, type: 'PRIZE_WHEEL', prize: 8.88, segmentIndex: 3 });
    expect(valueOf<Opened>(await open(703))).toMatchObject({ prize: 5.2, segmentIndex: null });
    expect(await balance(token)).toBeCloseTo(before + 14.08, 2);
    expect((await open(701)).body.errorCode).toBe('ticket.used');
    expect((await open(706)).body.errorCode).toBe('ticket.expired');
    expect((await open(707)).body.errorCode).toBe('ticket.condition.unmet');
    expect((await open(708)).body.errorCode).toBe('ticket.notFound');
    expect(valueOf<Opened>(await open(708, 'PROMOFE_claimFreeSpinTicketV2'))).toMatchObject({
      type: 'FREE_SPIN',
      prize: null,
      freeSpins: 10,
    });
    expect((await tickets(token)).map((t) => t.transactionId)).toEqual([702, 704, 707]);
  });

  it('gives a ticket through the control call, with the prize it is told or the next of the list', async () => {
    const give = (json: unknown) => call('/__mock/tickets', { method: 'POST', json });
    const egg = valueOf<Ticket>(await give({ account: 'player01', type: 'GOLDEN_EGG', prize: 6.66 }));
    expect(egg).toMatchObject({ transactionId: 1001, name: 'Bonus golden egg', status: 'AVAILABLE' });
    const wheel = valueOf<Ticket>(await give({ account: 'agent01', type: 'PRIZE_WHEEL' }));
    expect(wheel.segments).toHaveLength(8);
    expect((await give({ account: 'player01', type: 'PRIZE_WHEEL', prize: 7 })).body.errorCode).toBe(
      'mock.ticket.invalid',
    );
    expect((await give({ account: 'nobody', type: 'GOLDEN_EGG' })).body.errorCode).toBe(
      'mock.ticket.invalid',
    );

    const token = await loginToken('agent01', 'Agent#2026');
    const opened = valueOf<Opened>(
      await call(relay('PROMOFE_claimTicket'), {
        method: 'POST',
        token,
        json: { transactionId: wheel.transactionId, isApp: 'N' },
      }),
    );
    // The first ticket given without a prize wins the first of the list: R$ 3.88.
    expect(opened).toMatchObject({ prize: 3.88, segmentIndex: 2 });
  });

  it('counts what waits in each entry from the same state, and the counts fall with each claim', async () => {
    const token = await loginToken();
    const before = await offers(token);
    expect(before.MANUAL).toMatchObject({ enabled: true, count: 1 });
    expect(before.UPGRADE_BONUS).toMatchObject({ enabled: true, count: 1 });
    expect(before.RAFFLE).toMatchObject({ enabled: true, count: 2 });
    expect(before.TICKET).toMatchObject({ enabled: true, count: 5 });
    expect(before.LOGIN).toMatchObject({ enabled: true, count: 1 });
    expect(before.MISSION).toMatchObject({ enabled: true, count: 1 });
    expect(before.REFERRAL).toMatchObject({ enabled: true, count: 1 });
    expect(before.COPY_BET).toMatchObject({ enabled: false, count: 0 });

    await call(relay('MCSFE_claimIssuedPromotion'), {
      method: 'POST',
      token,
      json: { promotionClaimId: 'CLM-7003', promotionType: 'MANUAL' },
    });
    await call(relay('MCSFE_claimLoginPromotion'), { method: 'POST', token, json: {} });
    await call(relay('MCSFE_claimMissionRewards'), { method: 'POST', token, json: { missionId: 501 } });
    const after = await offers(token);
    expect([after.MANUAL.count, after.LOGIN.count, after.MISSION.count]).toEqual([0, 0, 0]);
  });

  it('lists the issued rewards of the kinds and status asked, and issues one that needs a detail', async () => {
    const token = await loginToken();
    expect((await issued(token)).map((r) => [r.rewardId, r.promotionType, r.bonusAmount])).toEqual([
      ['CLM-7003', 'MANUAL', 15],
      ['CLM-7002', 'UPGRADE_BONUS', 50],
    ]);
    const given = await call('/__mock/issued-rewards', {
      method: 'POST',
      json: { account: 'player01', name: 'Mobile gift', amount: 7, requires: 'required.mobile_no_verified' },
    });
    const { rewardId } = valueOf<{ rewardId: string }>(given);
    expect((await issued(token))[0]).toMatchObject({ rewardId, bonusAmount: 7 });
    const refused = await call(relay('MCSFE_claimIssuedPromotion'), {
      method: 'POST',
      token,
      json: { promotionClaimId: rewardId, promotionType: 'MANUAL' },
    });
    expect(refused.body).toMatchObject({
      errorCode: 'prom.claim.req.field',
      value: { data: 'required.mobile_no_verified' },
    });
  });

  it('checks in once a day, the next day following on, a missed day starting the week again', async () => {
    const token = await loginToken();
    const days = async () =>
      valueOf<{ day: number; status: string }[]>(await call(relay('MCSFE_getLoginPromotion'), { token }));
    const checkIn = () => call(relay('MCSFE_claimLoginPromotion'), { method: 'POST', token, json: {} });
    expect((await days()).map((d) => d.status).slice(0, 4)).toEqual([
      'CLAIMED',
      'CLAIMED',
      'AVAILABLE',
      'LOCKED',
    ]);
    const before = await balance(token);
    expect(valueOf(await checkIn())).toEqual({ day: 3, bonusAmount: 3 });
    expect(await balance(token)).toBeCloseTo(before + 3, 2);
    expect((await checkIn()).body.errorCode).toBe('login.promotion.claimed');
    advanceClock(getState(), 24 * 60);
    expect((await days())[3]?.status).toBe('AVAILABLE');
    advanceClock(getState(), 2 * 24 * 60);
    expect((await days()).map((d) => d.status).slice(0, 2)).toEqual(['AVAILABLE', 'LOCKED']);
  });

  it("claims a completed mission's reward once, and refuses one in progress", async () => {
    const token = await loginToken();
    const claim = (missionId: number) =>
      call(relay('MCSFE_claimMissionRewards'), { method: 'POST', token, json: { missionId } });
    const before = await balance(token);
    expect(valueOf(await claim(501))).toEqual({ missionId: 501, rewardAmount: 5 });
    expect(await balance(token)).toBeCloseTo(before + 5, 2);
    expect((await claim(501)).body.errorCode).toBe('mission.claimed');
    expect((await claim(502)).body.errorCode).toBe('mission.notCompleted');
    const { missions } = valueOf<{ missions: { missionId: number; status: string }[] }>(
      await call(relay('MCSFE_getMissionSummaryDetails'), { token }),
    );
    expect(missions.find((m) => m.missionId === 501)?.status).toBe('CLAIMED');
  });

  it('needs a member token', async () => {
    expect((await call(relay('PROMOFE_getClaimTicketList'))).status).toBe(401);
    expect((await call(relay('MCSFE_getAvailablePromotions'))).status).toBe(401);
  });
});
