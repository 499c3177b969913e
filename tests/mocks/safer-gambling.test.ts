import { saferGambling } from '@/core/api/safer-gambling';
import { excludeSelf } from '@/features/safer-gambling/api/exclude-self';
import { playSession } from '@/features/safer-gambling/api/play-session';
import { setLimit as setLimitEndpoint } from '@/features/safer-gambling/api/set-limit';
import { setRealityCheck } from '@/features/safer-gambling/api/set-reality-check';
import { gameCatalogue } from '@mocks/domains/games/game-catalogue';
import {
  call,
  control,
  encryptedCall,
  encryptKey,
  fetchModulus,
  login,
  loginToken,
  randomKey,
  valueOf,
} from './mock-client';

// Safer gambling in the mock (our design, mocks/README.md "Safer gambling"): limits, their enforcement at
// the deposit order and the game start, the reality check, the play session and exclusions, on the mock
// clock (the seed stands at Sunday 2026-11-01 12:00:00 UTC).

interface LimitLine {
  kind: string;
  period: string;
  limit: number | null;
  used: number;
  resetTime: string;
  pending: { limit: number | null; effectiveTime: string } | null;
}

const limits = async (token: string) =>
  valueOf<{ limits: LimitLine[] }>(await call('/wps/relay/MCS2_getSaferGambling', { token })).limits;

const lineOf = async (token: string, kind: string, period: string) =>
  (await limits(token)).find((l) => l.kind === kind && l.period === period);

const setLimit = (token: string, kind: string, period: string, limit: unknown) =>
  call('/wps/relay/MCS2_setLimit', { method: 'POST', token, json: { kind, period, limit } });

const advance = (minutes: number) => control('clock', { advanceMinutes: minutes });

/** A PIX order on player01's channel (mocks/README.md, Deposits). */
const deposit = (token: string, amount: number) =>
  call('/wps/relay/MCSFE_depositByLaunchUrl', {
    method: 'POST',
    token,
    json: { amount, bankCode: '0155', bankType: 'PGMT', vendorId: '4574387', mcsBankCode: 'PAY4ZBRLWL' },
  });

const slot = gameCatalogue().games.find((g) => g.gameType === 'RNG' && !g.maintenance);
const lottery = gameCatalogue().games.find((g) => g.gameType === 'LOTT' && !g.maintenance);

/** A real-money start of a slot (GCS_gameLaunchFB, no module id) and of a lottery (launchGame). */
const launchSlot = (token: string, accountType = 1) =>
  call(`/wps/relay/GCS_gameLaunchFB?launchMode=GLS&accountType=${accountType}&nodeId=${slot?.nodeId}`, {
    token,
  });
const launchLottery = (token: string) =>
  call(`/wps/game/launchGame?launchMode=GLS&accountType=1&nodeId=${lottery?.nodeId}`, { token });

const bet = (stake: number, winLoss: number) => control('bets', { account: 'player01', stake, winLoss });

const exclude = (token: string, kind: string, period: string, password: string) =>
  encryptedCall('/wps/relay/passwordCheck/MCS2_excludeSelf', 'POST', { kind, period, password }, token, {
    ModuleId: 'COMM3',
  });

describe('mock safer gambling', () => {
  it('answers all nine lines in order, with player01 daily deposit limit and today R$ 250.00', async () => {
    const token = await loginToken();
    const lines = await limits(token);
    expect(lines.map((l) => `${l.kind}:${l.period}`)).toEqual([
      'DEPOSIT:DAY',
      'DEPOSIT:WEEK',
      'DEPOSIT:MONTH',
      'LOSS:DAY',
      'LOSS:WEEK',
      'LOSS:MONTH',
      'SESSION:DAY',
      'SESSION:WEEK',
      'SESSION:MONTH',
    ]);
    expect(lines[0]).toEqual({
      kind: 'DEPOSIT',
      period: 'DAY',
      limit: 1000,
      used: 250,
      resetTime: '2026-11-02 00:00:00',
      pending: null,
    });
    // The week starts on Monday, the month on the 1st (UTC).
    expect(lines[1]).toMatchObject({ limit: null, used: 250, resetTime: '2026-11-02 00:00:00' });
    expect(lines[2]).toMatchObject({ limit: null, used: 250, resetTime: '2026-12-01 00:00:00' });
    expect(lines.slice(1).every((l) => l.limit === null && l.pending === null)).toBe(true);
    expect(lines[6]).toMatchObject({ used: 0 });

    const other = await loginToken('agent01', 'Agent#2026');
    expect((await limits(other)).every((l) => l.limit === null && l.used === 0)).toBe(true);
    expect((await call('/wps/relay/MCS2_getSaferGambling')).status).toBe(401);
  });

  it('applies a lower limit at once and drops what was pending', async () => {
    const token = await loginToken();
    expect(valueOf<LimitLine>(await setLimit(token, 'DEPOSIT', 'DAY', 2000)).pending).toMatchObject({
      limit: 2000,
    });
    const lowered = valueOf<LimitLine>(await setLimit(token, 'DEPOSIT', 'DAY', 500.5));
    expect(lowered).toMatchObject({ limit: 500.5, used: 250, pending: null });
    const first = valueOf<LimitLine>(await setLimit(token, 'SESSION', 'WEEK', 600));
    expect(first).toMatchObject({ limit: 600, used: 0, pending: null, resetTime: '2026-11-02 00:00:00' });
  });

  it('keeps a raise pending for 24 hours, then it is the limit', async () => {
    const token = await loginToken();
    const raised = valueOf<LimitLine>(await setLimit(token, 'DEPOSIT', 'DAY', 3000));
    expect(raised).toMatchObject({
      limit: 1000,
      pending: { limit: 3000, effectiveTime: '2026-11-02 12:00:00' },
    });
    await advance(1439);
    expect(await lineOf(token, 'DEPOSIT', 'DAY')).toMatchObject({ limit: 1000, used: 0 });
    await advance(1);
    expect(await lineOf(token, 'DEPOSIT', 'DAY')).toMatchObject({
      limit: 3000,
      pending: null,
      resetTime: '2026-11-03 00:00:00',
    });
  });

  it('keeps a removal pending, and setting the limit in force again cancels it', async () => {
    const token = await loginToken();
    expect(valueOf<LimitLine>(await setLimit(token, 'DEPOSIT', 'DAY', null))).toMatchObject({
      limit: 1000,
      pending: { limit: null, effectiveTime: '2026-11-02 12:00:00' },
    });
    expect(valueOf<LimitLine>(await setLimit(token, 'DEPOSIT', 'DAY', 1000)).pending).toBeNull();
    await setLimit(token, 'DEPOSIT', 'DAY', null);
    await advance(24 * 60);
    expect(await lineOf(token, 'DEPOSIT', 'DAY')).toMatchObject({ limit: null, pending: null });
  });

  it('refuses limits out of their rules with limit.value.invalid', async () => {
    const token = await loginToken();
    for (const [kind, period, limit] of [
      ['DEPOSIT', 'DAY', 0],
      ['DEPOSIT', 'DAY', -5],
      ['LOSS', 'WEEK', 10.005],
      ['LOSS', 'WEEK', 1_000_000.01],
      ['LOSS', 'WEEK', 'lots'],
      ['SESSION', 'DAY', 14],
      ['SESSION', 'DAY', 30.5],
      ['SESSION', 'DAY', 1441],
      ['BONUS', 'DAY', 10],
      ['DEPOSIT', 'YEAR', 10],
    ] as const) {
      const refused = await setLimit(token, kind, period, limit);
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe('limit.value.invalid');
    }
    expect(valueOf<LimitLine>(await setLimit(token, 'LOSS', 'MONTH', 1_000_000)).limit).toBe(1_000_000);
  });

  it('refuses a deposit over what the limits leave, naming the tightest period, and counts open orders', async () => {
    const token = await loginToken();
    const over = await deposit(token, 750.01);
    expect(over.status).toBe(400);
    expect(over.body.errorCode).toBe('limit.deposit.exceeded');
    expect(over.body.value).toEqual({
      period: 'DAY',
      limit: 1000,
      remaining: 750,
      resetTime: '2026-11-02 00:00:00',
    });
    expect(over.body.message).toContain('R$ 750.00');

    expect((await deposit(token, 700)).status).toBe(200);
    // The open order counts: only R$ 50 is left.
    const second = await deposit(token, 100);
    expect(second.body.value).toMatchObject({ period: 'DAY', remaining: 50 });
    await setLimit(token, 'DEPOSIT', 'MONTH', 960);
    expect((await deposit(token, 50)).body.value).toMatchObject({
      period: 'MONTH',
      limit: 960,
      remaining: 10,
    });
    expect((await deposit(token, 10)).status).toBe(200);
    expect(await lineOf(token, 'DEPOSIT', 'DAY')).toMatchObject({ used: 960 });
  });

  it('ends real-money play once the loss limit is reached, until the day resets', async () => {
    const token = await loginToken();
    const before = (await lineOf(token, 'LOSS', 'DAY'))?.used ?? 0;
    await setLimit(token, 'LOSS', 'DAY', before + 100);
    expect((await launchSlot(token)).status).toBe(200);
    await bet(100, -100);
    expect(await lineOf(token, 'LOSS', 'DAY')).toMatchObject({ used: before + 100 });

    for (const refused of [await launchSlot(token), await launchLottery(token)]) {
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe('limit.loss.reached');
      expect(refused.body.value).toEqual({ period: 'DAY', resetTime: '2026-11-02 00:00:00' });
    }
    // A demo round risks nothing.
    expect((await launchSlot(token, 0)).status).toBe(200);

    await advance(12 * 60);
    expect(await lineOf(token, 'LOSS', 'DAY')).toMatchObject({ used: 0 });
    expect((await launchSlot(token)).status).toBe(200);
  });

  it('counts a win against the losses of the period', async () => {
    const token = await loginToken();
    await advance(12 * 60);
    await bet(50, -50);
    await bet(20, 30);
    expect(await lineOf(token, 'LOSS', 'DAY')).toMatchObject({ used: 20 });
    await bet(10, 40);
    expect(await lineOf(token, 'LOSS', 'DAY')).toMatchObject({ used: 0 });
  });

  it('ends real-money play once the session time of the day passes the limit, across logins', async () => {
    const token = await loginToken();
    await setLimit(token, 'SESSION', 'DAY', 15);
    await advance(10);
    await call('/wps/session/logout', { method: 'DELETE', token });
    await advance(30);
    const again = await loginToken();
    await advance(4);
    expect(await lineOf(again, 'SESSION', 'DAY')).toMatchObject({ used: 14 });
    expect((await launchSlot(again)).status).toBe(200);
    await advance(1);
    const refused = await launchSlot(again);
    expect(refused.body.errorCode).toBe('limit.session.reached');
    expect(refused.body.value).toEqual({ period: 'DAY', resetTime: '2026-11-02 00:00:00' });
  });

  it('counts two sessions open at once only once', async () => {
    const first = await loginToken();
    const second = await loginToken();
    await advance(20);
    expect(await lineOf(first, 'SESSION', 'DAY')).toMatchObject({ used: 20 });
    expect(await lineOf(second, 'SESSION', 'MONTH')).toMatchObject({ used: 20 });
  });

  it('sets the reality check and answers the play session since login', async () => {
    const token = await loginToken();
    const session = () => call('/wps/relay/MCS2_getPlaySession', { token });
    expect(valueOf(await session())).toEqual({
      loginTime: '2026-11-01 12:00:00',
      netResult: 0,
      realityCheckMinutes: 60,
    });
    for (const minutes of [15, 30, 60, 0]) {
      expect(
        valueOf(await call('/wps/relay/MCS2_setRealityCheck', { method: 'POST', token, json: { minutes } })),
      ).toEqual({ realityCheckMinutes: minutes });
    }
    const refused = await call('/wps/relay/MCS2_setRealityCheck', {
      method: 'POST',
      token,
      json: { minutes: 45 },
    });
    expect(refused.body.errorCode).toBe('realityCheck.minutes.invalid');
    await call('/wps/relay/MCS2_setRealityCheck', { method: 'POST', token, json: { minutes: 15 } });
    await advance(16);
    await bet(100, -100);
    await bet(20, 5.5);
    expect(valueOf(await session())).toEqual({
      loginTime: '2026-11-01 12:00:00',
      netResult: -94.5,
      realityCheckMinutes: 15,
    });
    // A new login starts a new session; the choice stays the member's.
    await advance(1);
    const later = await loginToken();
    expect(valueOf(await call('/wps/relay/MCS2_getPlaySession', { token: later }))).toEqual({
      loginTime: '2026-11-01 12:17:00',
      netResult: 0,
      realityCheckMinutes: 15,
    });
  });

  it('times out: a wrong password is refused, the right one ends every session and refuses logins until the end', async () => {
    const token = await loginToken();
    const other = await loginToken();
    const wrong = await exclude(token, 'TIMEOUT', '24H', 'nope');
    expect(wrong.body.errorCode).toBe('exclusion.password.incorrect');
    expect((await exclude(token, 'TIMEOUT', '6M', 'Player#2026')).body.errorCode).toBe(
      'exclusion.period.invalid',
    );
    expect((await exclude(token, 'FOREVER', '24H', 'Player#2026')).body.errorCode).toBe(
      'exclusion.period.invalid',
    );
    expect((await call('/wps/relay/MCS2_getPlaySession', { token })).status).toBe(200);

    expect(valueOf(await exclude(token, 'TIMEOUT', '24H', 'Player#2026'))).toEqual({
      kind: 'TIMEOUT',
      endTime: '2026-11-02 12:00:00',
    });
    for (const ended of [token, other]) {
      expect((await call('/wps/relay/MCS2_getPlaySession', { token: ended })).status).toBe(401);
    }
    const refused = await login('player01', 'Player#2026');
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('login.member.excluded');
    expect(refused.body.message).toBe('This account is on a time-out until 2026-11-02 12:00:00 (UTC)');
    expect(refused.body.value).toEqual({ kind: 'TIMEOUT', endTime: '2026-11-02 12:00:00' });
    // A wrong password still says only that.
    expect((await login('player01', 'wrong')).body.errorCode).toBe('login.password.incorrect');

    await advance(24 * 60 - 1);
    expect((await login('player01', 'Player#2026')).body.errorCode).toBe('login.member.excluded');
    await advance(1);
    expect((await login('player01', 'Player#2026')).body.success).toBe(true);
  });

  it('self-excludes for a year, refusing SMS logins too', async () => {
    const token = await loginToken();
    expect(valueOf(await exclude(token, 'SELF_EXCLUSION', '1Y', 'Player#2026'))).toEqual({
      kind: 'SELF_EXCLUSION',
      endTime: '2027-11-01 12:00:00',
    });
    await call('/wps/verification/sms/noLogin', {
      method: 'POST',
      json: { mobileNum: '11987654321', countryDialingCode: '55' },
    });
    const { code } = (await control('sms/latest?mobile=11987654321')) as { code: string };
    const refused = await login('11987654321', code, { type: 'sms' });
    expect(refused.body.errorCode).toBe('login.member.excluded');
    expect(refused.body.message).toBe('This account is self-excluded until 2027-11-01 12:00:00 (UTC)');
  });

  it('refuses trial accounts, and its control call refuses bad bets', async () => {
    const trial = await call('/wps/session/login/freeplay', {
      method: 'POST',
      headers: {
        ModuleId: 'FREEPLAY3',
        'X-Gateway-Version': '3',
        Encryption: encryptKey(randomKey(), await fetchModulus()),
      },
      json: { os: 'Linux', platform: 'W' },
    });
    const { token } = trial.body as unknown as { token: string };
    for (const refused of [
      await call('/wps/relay/MCS2_getSaferGambling', { token }),
      await setLimit(token, 'LOSS', 'DAY', 10),
      await exclude(token, 'TIMEOUT', '24H', ''),
    ]) {
      expect(refused.body.errorCode).toBe('member.trial.forbidden');
    }
    expect(await bet(0, 0)).toMatchObject({ errorCode: 'mock.bet.invalid' });
    expect(await bet(10, -11)).toMatchObject({ errorCode: 'mock.bet.invalid' });
    expect(await control('bets', { account: 'nobody', stake: 1, winLoss: 1 })).toMatchObject({
      errorCode: 'mock.bet.invalid',
    });
    expect(await control('safer-gambling?account=player01')).toMatchObject({
      value: { account: 'player01', realityCheckMinutes: 60, exclusion: null },
    });
  });
});

describe('mock safer gambling answers', () => {
  it('are what the client endpoints read', async () => {
    const token = await loginToken();
    // parse throws on an answer the client could not read.
    const lines = saferGambling.response.parse(
      valueOf(await call('/wps/relay/MCS2_getSaferGambling', { token })),
    );
    expect(lines.limits).toHaveLength(9);
    expect(setLimitEndpoint.response.parse(valueOf(await setLimit(token, 'LOSS', 'DAY', 100)))).toMatchObject(
      {
        limit: 100,
      },
    );
    const reality = valueOf(
      await call('/wps/relay/MCS2_setRealityCheck', { method: 'POST', token, json: { minutes: 30 } }),
    );
    expect(setRealityCheck.response.parse(reality)).toEqual({ realityCheckMinutes: 30 });
    const session = valueOf(await call('/wps/relay/MCS2_getPlaySession', { token }));
    expect(playSession.response.parse(session)).toMatchObject({ realityCheckMinutes: 30 });
    const exclusion = valueOf(await exclude(token, 'TIMEOUT', '7D', 'Player#2026'));
    expect(excludeSelf.response.parse(exclusion)).toEqual({
      kind: 'TIMEOUT',
      endTime: '2026-11-08 12:00:00',
    });
  });
});
