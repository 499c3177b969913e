import { server } from '@mocks/node';
import { request } from '@/api';
import { pointConfig } from '@/features/points-mall/api/point-config';
import { pointRewards } from '@/features/points-mall/api/point-reward';
import { logInAs } from '../games/games-helpers';

/** The headers of each Points Mall call the mock receives. */
function watchPointCalls() {
  const seen: { path: string; moduleId: string | null; token: string | null }[] = [];
  server.events.on('request:start', ({ request: sent }) => {
    const path = new URL(sent.url).pathname;
    if (!path.includes('MCS2_getPoint')) return;
    seen.push({
      path,
      moduleId: sent.headers.get('ModuleId'),
      token: sent.headers.get('Authorization'),
    });
  });
  return seen;
}

afterEach(() => server.events.removeAllListeners());

describe("the Points Mall's shop window (decision 027)", () => {
  it('asks a visitor without a token, with the reference module id PTSYS3', async () => {
    const seen = watchPointCalls();
    const rewards = await request(pointRewards);
    const config = await request(pointConfig);
    expect(rewards.list.length).toBeGreaterThan(0);
    expect(config.pointsRatio).toBeGreaterThan(0);
    expect(seen).toEqual([
      { path: '/wps/relay/MCS2_getPointReward', moduleId: 'PTSYS3', token: null },
      { path: '/wps/relay/MCS2_getPointConfig', moduleId: 'PTSYS3', token: null },
    ]);
  });

  it("sends a member's token, as the reference always does", async () => {
    const token = await logInAs();
    const seen = watchPointCalls();
    await request(pointRewards);
    await request(pointConfig);
    expect(seen.map((call) => call.token)).toEqual([token, token]);
    expect(seen.map((call) => call.moduleId)).toEqual(['PTSYS3', 'PTSYS3']);
  });
});
