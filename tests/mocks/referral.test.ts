import { call, loginToken, valueOf } from './mock-client';

interface Details {
  referralCode: string;
  affiliateCode: string;
  totalInvitations: number;
  promotionDomains: string[];
}
interface FriendsPage {
  list: { account: string; joinTime: string; status: string; reward: number }[];
  footer: { totalReward: number };
  totalPages: number;
}

describe('mock invite friends', () => {
  it("answers player01's details in the platform's shape, with its promotion domains", async () => {
    const token = await loginToken();
    const details = valueOf<Details>(
      await call('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { token }),
    );
    expect(details).toEqual({
      referralCode: 'REF10001',
      affiliateCode: '',
      totalInvitations: 4,
      promotionDomains: [
        'https://share.luckyplay-demo.example/login',
        'm.promo.luckyplay-demo.example',
        'luckyplay-invite.example',
      ],
    });
  });

  it('lists the friends a page at a time, with the total reward in the footer', async () => {
    const token = await loginToken();
    const first = valueOf<FriendsPage>(
      await call('/wps/relay/MCSFE_getReferralList?page=1&size=10', { token }),
    );
    expect(first.list.map((f) => [f.account, f.status, f.reward])).toEqual([
      ['ma***na', 'REGISTERED', 0],
      ['jo***10', 'DEPOSITED', 10],
      ['lu***as', 'ACTIVE', 25.5],
      ['an***ia', 'ACTIVE', 30],
    ]);
    expect(first.list[0]?.joinTime).toBe('2026-10-30 12:00:00');
    expect(first).toMatchObject({ footer: { totalReward: 65.5 }, totalPages: 1 });
    const second = valueOf<FriendsPage>(
      await call('/wps/relay/MCSFE_getReferralList?page=2&size=3', { token }),
    );
    expect(second).toMatchObject({ list: [{ account: 'an***ia' }], totalPages: 2 });
  });

  it('answers the rules as HTML and the share channels as the site lists them', async () => {
    const token = await loginToken();
    expect(valueOf<string>(await call('/wps/relay/MCSFE_getReferralRules', { token }))).toContain('<ol>');
    const channels = valueOf<{ inviteUrlDisplayConfigs: { invitePlatform: string }[] }>(
      await call('/wps/relay/PROMOFE_getInviteUrlDisplayDetail', { token }),
    );
    expect(channels.inviteUrlDisplayConfigs.map((c) => c.invitePlatform)).toEqual(
      expect.arrayContaining(['WHATSAPP', 'TELEGRAM', 'X', 'FACEBOOK', 'SMS']),
    );
  });

  it('uses the affiliate code of a member that has one, and an agent without friends has none', async () => {
    const token = await loginToken('agent01', 'Agent#2026');
    const details = valueOf<Details>(await call('/wps/relay/MCSFE_getReferralDetails', { token }));
    expect(details).toMatchObject({ referralCode: 'AG2026', affiliateCode: 'AG2026', totalInvitations: 0 });
    const friends = valueOf<FriendsPage>(await call('/wps/relay/MCSFE_getReferralList', { token }));
    expect(friends).toMatchObject({ list: [], footer: { totalReward: 0 } });
  });

  it('needs a member token, and refuses a module id where the member centre sends none', async () => {
    expect((await call('/wps/relay/MCSFE_getReferralDetails')).status).toBe(401);
    const token = await loginToken();
    const wrong = await call('/wps/relay/MCSFE_getReferralDetails', {
      token,
      headers: { ModuleId: 'COMM3' },
    });
    expect(wrong.status).toBe(400);
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
