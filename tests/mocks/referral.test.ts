import { call, loginToken, valueOf } from './mock-client';

interface Referral {
  referralCode: string;
  referralLink: string;
  zaloReward: boolean;
  friends: { account: string; joinTime: string; status: string; reward: number }[];
  totalReward: number;
}

describe('mock invite friends', () => {
  it("answers player01's code, a link on the site's own origin and its seeded friends", async () => {
    const token = await loginToken();
    const info = valueOf<Referral>(await call('/wps/relay/MCSFE_getReferralInfo', { token }));
    expect(info.referralCode).toBe('REF10001');
    expect(new URL(info.referralLink).pathname).toBe('/register');
    expect(new URL(info.referralLink).searchParams.get('referralCode')).toBe('REF10001');
    expect(info.zaloReward).toBe(true);
    expect(info.friends.map((f) => [f.account, f.status, f.reward])).toEqual([
      ['ma***na', 'REGISTERED', 0],
      ['jo***10', 'DEPOSITED', 10],
      ['lu***as', 'ACTIVE', 25.5],
      ['an***ia', 'ACTIVE', 30],
    ]);
    expect(info.friends[0]?.joinTime).toBe('2026-10-30 12:00:00');
    expect(info.totalReward).toBe(65.5);
  });

  it('uses the affiliate code of a member that has one, and an agent without friends has none', async () => {
    const token = await loginToken('agent01', 'Agent#2026');
    const info = valueOf<Referral>(await call('/wps/relay/MCSFE_getReferralInfo', { token }));
    expect(info).toMatchObject({ referralCode: 'AG2026', friends: [], totalReward: 0 });
  });

  it('needs a member token', async () => {
    expect((await call('/wps/relay/MCSFE_getReferralInfo')).status).toBe(401);
  });
});

describe('mock missions', () => {
  it("answers player01's missions with progress and its rank 7 on the leaderboard", async () => {
    const token = await loginToken();
    const summary = valueOf<{
      missions: { missionId: number; progress: number; target: number; status: string }[];
    }>(await call('/wps/relay/MCSFE_getMissionSummaryDetails', { token }));
    expect(summary.missions.map((m) => [m.missionId, m.progress, m.target, m.status])).toEqual([
      [501, 100, 100, 'COMPLETED'],
      [502, 32, 50, 'IN_PROGRESS'],
      [503, 3, 3, 'CLAIMED'],
      [504, 120, 500, 'IN_PROGRESS'],
    ]);
    const board = valueOf<{
      list: { rank: number; account: string; points: number }[];
      me: { rank: number };
    }>(await call('/wps/relay/MCSFE_getMissionLeaderboard', { token }));
    expect(board.list).toHaveLength(10);
    expect(board.me).toEqual({ rank: 7, points: 1240 });
    expect(board.list[6]).toMatchObject({ rank: 7, account: 'pl***01', points: 1240 });
    // Points fall with the rank.
    expect(board.list.map((e) => e.points)).toEqual(
      [...board.list.map((e) => e.points)].sort((a, b) => b - a),
    );
  });

  it('leaves another member unranked with every mission at 0', async () => {
    const token = await loginToken('agent01', 'Agent#2026');
    const board = valueOf<{ me: { rank: number | null } }>(
      await call('/wps/relay/MCSFE_getMissionLeaderboard', { token }),
    );
    expect(board.me.rank).toBeNull();
    const summary = valueOf<{ missions: { progress: number }[] }>(
      await call('/wps/relay/MCSFE_getMissionSummaryDetails', { token }),
    );
    expect(summary.missions.every((m) => m.progress === 0)).toBe(true);
  });
});
