import { call, loginToken, valueOf } from '../mocks/mock-client';

interface ActivityWire {
  promotionId: number;
  status: string;
  rewardAmount: number;
  remark: string;
  updateTime: string;
}

const STATUS = '/wps/relay/MCSFE_getPromotionStatus';
const JOIN = '/wps/relay/MCSFE_signUpPromotionJoin';
const REWARD = '/wps/relay/MCSFE_signUpRequestReward';
const PNG = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))}`;

function review(body: Record<string, unknown>) {
  return fetch('/__mock/activities', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function statusOf(token: string, promotionId: number) {
  const { list } = valueOf<{ list: ActivityWire[] }>(await call(STATUS, { token }));
  return list.find((a) => a.promotionId === promotionId);
}

describe('mock activities (designed)', () => {
  it('lists one status per promotion; other members start at join, close or coming soon', async () => {
    const player = valueOf<{ list: ActivityWire[] }>(await call(STATUS, { token: await loginToken() }));
    expect(new Set(player.list.map((a) => a.status)).size).toBe(11);
    const team = valueOf<{ list: ActivityWire[] }>(
      await call(STATUS, { token: await loginToken('team01', 'Team#2026') }),
    );
    expect(new Set(team.list.map((a) => a.status))).toEqual(new Set(['join', 'close', 'comingSoon']));
    expect((await call(STATUS)).status).toBe(401);
  });

  it('refuses an action the status does not allow, and checks an application', async () => {
    const token = await loginToken();
    const twice = await call(JOIN, { method: 'POST', token, json: { promotionId: 503 } });
    expect(twice.body.errorCode).toBe('promotion.status.invalid');
    const long = await call(REWARD, {
      method: 'POST',
      token,
      json: { promotionId: 506, comment: 'x'.repeat(141) },
    });
    expect(long.body.errorCode).toBe('promotion.comment.tooLong');
    const many = await call(REWARD, {
      method: 'POST',
      token,
      json: { promotionId: 506, images: [PNG, PNG, PNG, PNG] },
    });
    expect(many.body.errorCode).toBe('promotion.images.tooMany');
    const fake = await call(REWARD, {
      method: 'POST',
      token,
      json: { promotionId: 506, images: ['data:image/png;base64,R0lGODlh'] },
    });
    expect(fake.body.errorCode).toBe('promotion.image.invalid');
    expect((await statusOf(token, 506))?.status).toBe('apply');
  });

  it('reviews an application: approved, it can be claimed; rejected, it says why', async () => {
    const token = await loginToken();
    const applied = valueOf<ActivityWire>(
      await call(REWARD, {
        method: 'POST',
        token,
        json: { promotionId: 506, comment: 'Installed.', images: [PNG] },
      }),
    );
    expect(applied.status).toBe('applying');
    expect((await review({ account: 'player01', promotionId: 506, decision: 'approve' })).ok).toBe(true);
    const claimed = valueOf<ActivityWire & { creditedAmount: number }>(
      await call(REWARD, { method: 'POST', token, json: { promotionId: 506 } }),
    );
    expect(claimed).toMatchObject({ status: 'claimed', creditedAmount: 10 });

    await review({
      account: 'player01',
      promotionId: 511,
      decision: 'reject',
      reason: 'Deposit below R$ 200.',
    });
    expect(await statusOf(token, 511)).toMatchObject({ status: 'rejected', remark: 'Deposit below R$ 200.' });
    expect((await review({ account: 'player01', promotionId: 511, decision: 'approve' })).status).toBe(400);
  });
});
