import { playForFree } from '@/features/access/api/free-play';
import { env } from '@/config/env';
import { loginToken } from '../test-utils';

/** The mock's answer to an agent call made with the account's token, as the envelope. */
async function ask(path: string, token: string) {
  const response = await fetch(path, { headers: { Authorization: token, Merchant: env.VITE_MERCHANT_CODE } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function trialToken(): Promise<string> {
  return (await playForFree()).token;
}

describe('the mock agent calls', () => {
  it('refuse a member who is not an agent and a trial account, each with its own code', async () => {
    const player = await ask(
      '/wps/relay/ODSFE2_getTeamOverview?period=TODAY',
      await loginToken('player01', 'Player#2026'),
    );
    expect(player.status).toBe(400);
    expect(player.body).toMatchObject({ success: false, errorCode: 'agent.only' });

    const trial = await trialToken();
    const overview = await ask('/wps/relay/ODSFE2_getTeamOverview?period=TODAY', trial);
    expect(overview.body).toMatchObject({ success: false, errorCode: 'member.trial.forbidden' });
    const consolidated = await ask('/wps/member/info/funds/consolidated', trial);
    expect(consolidated.body).toMatchObject({ success: false, errorCode: 'member.trial.forbidden' });
  });

  it('give a non-agent no contract kind, and agent02 all four', async () => {
    const player = await ask(
      '/wps/member/info/funds/consolidated',
      await loginToken('player01', 'Player#2026'),
    );
    expect(player.body).toEqual({
      success: true,
      value: { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 },
    });
    const agent02 = await ask(
      '/wps/member/info/funds/consolidated',
      await loginToken('agent02', 'Agent#2026'),
    );
    expect(agent02.body).toEqual({
      success: true,
      value: { dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 },
    });
  });

  it("count agent02's own team of three, with sub03 new today", async () => {
    const { body } = await ask(
      '/wps/relay/ODSFE2_getTeamOverview?period=TODAY',
      await loginToken('agent02', 'Agent#2026'),
    );
    expect(body.value).toMatchObject({
      teamSize: 3,
      directMembers: 3,
      newMembers: 1,
      startDate: '2026-11-01',
    });
  });

  it('refuse an unknown period', async () => {
    const { body } = await ask(
      '/wps/relay/ODSFE2_getTeamOverview?period=DECADE',
      await loginToken('agent01', 'Agent#2026'),
    );
    expect(body).toMatchObject({ success: false, errorCode: 'agent.period.invalid' });
  });
});
