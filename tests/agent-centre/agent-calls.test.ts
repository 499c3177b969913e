import type { Endpoint } from '@/api';
import { playForFree } from '@/features/access/api/free-play';
import { env } from '@/config/env';
import { consolidated } from '@/core/api/consolidated';
import { teamOverview } from '@/features/agent-team/overview/team-overview';
import { loginToken, setScenario } from '../test-utils';

/** The mock's answer to an agent call made with the account's token, as the envelope. */
async function ask(call: Endpoint, token: string, query = '') {
  const headers = { Authorization: token, Merchant: env.VITE_MERCHANT_CODE, ModuleId: call.moduleId ?? '' };
  const response = await fetch(`${call.link}${query}`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function trialToken(): Promise<string> {
  return (await playForFree()).token;
}

describe('the mock agent calls', () => {
  it('refuse a member who is not an agent and a trial account, each with its own code', async () => {
    const player = await ask(teamOverview, await loginToken('player01', 'Player#2026'), '?period=TODAY');
    expect(player.status).toBe(400);
    expect(player.body).toMatchObject({ success: false, errorCode: 'agent.only' });

    const trial = await trialToken();
    const overview = await ask(teamOverview, trial, '?period=TODAY');
    expect(overview.body).toMatchObject({ success: false, errorCode: 'member.trial.forbidden' });
    const kinds = await ask(consolidated, trial);
    expect(kinds.body).toMatchObject({ success: false, errorCode: 'member.trial.forbidden' });
  });

  it("give a non-agent no contract kind, agent02 all four with agent01's dividend offer waiting", async () => {
    const player = await ask(consolidated, await loginToken('player01', 'Player#2026'));
    expect(player.body).toEqual({
      success: true,
      value: {
        dailysalinfotype: {},
        dailysalreqtype: 0,
        divtypeinfo: {},
        divtypecompperiodinfo: {},
        divtypereq: 0,
        contracthoursalinfo: {},
        contracthoursalreq: 0,
        realtimesalinfotype: {},
        realtimesalreqtype: 0,
      },
    });
    const agent02 = await ask(consolidated, await loginToken('agent02', 'Agent#2026'));
    const on = { CONS: { agent: [{ status: 'A' }] } };
    expect(agent02.body).toEqual({
      success: true,
      value: {
        // The kinds in the member centre's shape (decision 065), the waiting offers as flat flags.
        dailysalinfotype: on,
        dailysalreqtype: 0,
        divtypeinfo: on,
        divtypecompperiodinfo: { CONS: { SEMIMONTHLY: { agent: [{ status: 'A' }] } } },
        divtypereq: 1,
        contracthoursalinfo: on,
        contracthoursalreq: 0,
        realtimesalinfotype: on,
        realtimesalreqtype: 0,
      },
    });
    const agent01 = await ask(consolidated, await loginToken('agent01', 'Agent#2026'));
    expect(agent01.body.value).toMatchObject({ divtypeinfo: on, dailysalinfotype: on, divtypereq: 0 });
  });

  it('refuse the consolidated data under the old module id, and answer nothing when the policy is off', async () => {
    const token = await loginToken('agent01', 'Agent#2026');
    const old = await ask({ ...consolidated, moduleId: 'AGENTPOLICY3' }, token);
    expect(old.body).toMatchObject({ success: false, errorCode: 'gateway.module.invalid' });
    await setScenario({ flags: { AGENTPOLICY3: false } });
    expect((await ask(consolidated, token)).body).toMatchObject({ errorCode: 'function.not.available' });
  });

  it("count agent02's own team of three, with sub03 new today", async () => {
    const { body } = await ask(teamOverview, await loginToken('agent02', 'Agent#2026'), '?period=TODAY');
    expect(body.value).toMatchObject({
      teamSize: 3,
      directMembers: 3,
      newMembers: 1,
      startDate: '2026-11-01',
    });
  });

  it('refuse an unknown period', async () => {
    const { body } = await ask(teamOverview, await loginToken('agent01', 'Agent#2026'), '?period=DECADE');
    expect(body).toMatchObject({ success: false, errorCode: 'agent.period.invalid' });
  });
});
