import { call, control, loginToken, valueOf } from './mock-client';

interface Status {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string };
  info: { whitelabel: { modId: string; enabled: string; childrenNodes: unknown[] }[]; imageCDNs: string[] };
}

function flatten(nodes: Status['info']['whitelabel']): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const walk = (node: Status['info']['whitelabel'][number]): void => {
    flags[node.modId] = node.enabled === '1';
    (node.childrenNodes as Status['info']['whitelabel']).forEach(walk);
  };
  nodes.forEach(walk);
  return flags;
}

describe('mock control API', () => {
  it('starts normal with every site flag of spec 1 on and CDNs on the mock itself', async () => {
    const status = valueOf<Status>(await call('/wps/system/status'));
    expect(status).toMatchObject({ maintenance: false, regionRestriction: false });
    const flags = flatten(status.info.whitelabel);
    for (const id of [
      'MOBILENUMREG3',
      'REGMOBVERF3',
      'MOBILENUMPASSREG3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'USERNAMEREG3',
    ]) {
      expect(flags[id]).toBe(true);
    }
    expect(status.info.imageCDNs[0]).toBe(`${location.origin}/__cdn`);
  });

  it('switches maintenance and region restriction', async () => {
    await control('scenario', { status: 'maintenance' });
    expect(valueOf<Status>(await call('/wps/system/status')).maintenance).toBe(true);
    await control('scenario', { status: 'region' });
    const region = valueOf<Status>(await call('/wps/system/status'));
    expect(region).toMatchObject({ maintenance: false, regionRestriction: true });
    expect(region.location.ip).toBeTruthy();
  });

  it('turns a module off: its calls answer 400 function.not.available', async () => {
    await control('scenario', { flags: { FREEPLAY3: false, GAMELOHOT3: false } });
    const flags = flatten(valueOf<Status>(await call('/wps/system/status')).info.whitelabel);
    expect(flags.FREEPLAY3).toBe(false);
    const hot = await call('/wps/relay/GCSGAME_hotGamesV2');
    expect(hot.status).toBe(400);
    expect(hot.body.errorCode).toBe('function.not.available');
    const free = await call('/wps/session/login/freeplay', {
      method: 'POST',
      headers: { 'X-Gateway-Version': '3' },
    });
    expect(free.body.errorCode).toBe('function.not.available');
  });

  it('injects failures for the next n matching calls only', async () => {
    await control('scenario', { failures: [{ path: '/wps/relay/GCSGAME_', status: 503, times: 2 }] });
    expect((await call('/wps/relay/GCSGAME_hotGamesV2')).status).toBe(503);
    const second = await call('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20');
    expect(second.status).toBe(503);
    expect(second.body.success).toBe(false);
    expect((await call('/wps/relay/GCSGAME_hotGamesV2')).status).toBe(200);
    expect((await call('/wps/system/whitelabel')).status).toBe(200);
  });

  it('delays answers by latencyMs', async () => {
    await control('scenario', { latencyMs: 120 });
    const started = performance.now();
    await call('/wps/system/whitelabel');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('rejects an invalid scenario', async () => {
    expect(await control('scenario', { status: 'broken' })).toMatchObject({ success: false });
    expect(await control('scenario', { flags: { NOPE3: true } })).toMatchObject({ success: false });
  });

  it('resets state: sessions, scenario and flags go back to the seed', async () => {
    const token = await loginToken();
    await control('scenario', { status: 'maintenance', flags: { FREEPLAY3: false } });
    await control('reset', {});
    expect((await call('/wps/member/info', { token })).status).toBe(401);
    const status = valueOf<Status>(await call('/wps/system/status'));
    expect(status.maintenance).toBe(false);
    expect(flatten(status.info.whitelabel).FREEPLAY3).toBe(true);
  });
});
