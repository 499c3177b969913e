import { request } from '@/api';
import { logInAs } from '../games/games-helpers';

describe('the raffle claim under each relay family (decision 057)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it.each([
    ['seeds', '/wps/relay/MCS2_claimRafflePromotion'],
    ['platform', '/wps/relay/MCSFE_claimRafflePromotion'],
  ])('the %s family sends %s with REWCEN3, and the mock pays the raffle', async (family, link) => {
    vi.stubEnv('VITE_RELAY_FAMILY', family);
    vi.resetModules();
    const { claimRafflePromotion } = await import('@/features/rewards/raffles/claim-raffle');
    expect(claimRafflePromotion).toMatchObject({ link, moduleId: 'REWCEN3' });
    await logInAs();
    const claimed = await request(claimRafflePromotion, { data: { raffleId: '801' } });
    expect(claimed).toMatchObject({ raffleId: '801', status: 'CLAIMED', prize: 20 });
  });
});
