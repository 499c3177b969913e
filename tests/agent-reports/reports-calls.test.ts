import { env } from '@/config/env';
import { loginToken } from '../test-utils';

const reports = ['getTeamBetting', 'getTeamProfitLoss', 'getTeamTransactions', 'getAgentIncome'];

/** The answer's envelope, as far as these checks read it. */
interface Answer {
  success: boolean;
  errorCode?: string;
  value: {
    content: { account: string; level: number }[];
    levelTotals: { level: number; validBet: number }[];
  };
}

async function ask(path: string, token: string) {
  // Every report is ours, under the agent area's module id.
  const headers = { Authorization: token, Merchant: env.VITE_MERCHANT_CODE, ModuleId: 'AGENT3' };
  const response = await fetch(path, { headers });
  return { status: response.status, body: (await response.json()) as Answer };
}

describe('the mock agent reports', () => {
  it('refuse a member who is not an agent, a range of over 90 days and an unknown filter', async () => {
    const player = await loginToken('player01', 'Player#2026');
    const agent = await loginToken('agent01', 'Agent#2026');
    for (const name of reports) {
      expect((await ask(`/wps/relay/ODSFE2_${name}`, player)).body).toMatchObject({
        errorCode: 'agent.only',
      });
      const long = await ask(`/wps/relay/ODSFE2_${name}?startDate=2026-07-01&endDate=2026-11-01`, agent);
      expect(long.body).toMatchObject({ success: false, errorCode: 'record.range.invalid' });
    }
    const level = await ask('/wps/relay/ODSFE2_getTeamBetting?level=THIRD', agent);
    expect(level.body).toMatchObject({ errorCode: 'agent.level.invalid' });
    const kind = await ask('/wps/relay/ODSFE2_getAgentIncome?kind=BONUS', agent);
    expect(kind.body).toMatchObject({ errorCode: 'agent.filter.invalid' });
  });

  it('total the whole filtered result, apart per level, and page it; agent02 sees only its own team', async () => {
    const agent = await loginToken('agent01', 'Agent#2026');
    const range = 'startDate=2026-10-03&endDate=2026-11-01';
    const { body } = await ask(`/wps/relay/ODSFE2_getTeamBetting?${range}&pageNo=2&pageSize=50`, agent);
    expect(body.value).toMatchObject({
      pageNum: 2,
      totalCount: 202,
      totalPages: 5,
      totals: { validBet: 81237 },
    });
    expect(body.value.content).toHaveLength(50);
    const levels = body.value.levelTotals;
    expect(levels.map((line) => line.level)).toEqual([1, 2]);
    expect(levels.reduce((sum, line) => sum + line.validBet, 0)).toBeCloseTo(81237, 2);

    const sub = await loginToken('agent02', 'Agent#2026');
    const own = await ask(`/wps/relay/ODSFE2_getTeamProfitLoss?${range}`, sub);
    expect(new Set(own.body.value.content.map((line) => line.account))).toEqual(
      new Set(['sub01', 'sub02', 'sub03']),
    );
    const direct = await ask(
      `/wps/relay/ODSFE2_getTeamTransactions?${range}&level=DIRECT&account=TEAM0`,
      agent,
    );
    expect(
      direct.body.value.content.every((line) => /^team0\d$/.test(line.account) && line.level === 1),
    ).toBe(true);
  });
});
