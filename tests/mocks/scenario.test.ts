import { call, control, loginToken, valueOf } from './mock-client';

interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes: WhitelabelNode[];
}

interface Status {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string };
  info: { whitelabel: WhitelabelNode; imageCDNs: string[] };
}

// The gateway checks each call's module id (protocol: every call).
const COMM3 = { ModuleId: 'COMM3' };
const status = () => call('/wps/system/status', { headers: COMM3 });

/** The reference's walk of the one root node: each node's own `enabled`. */
function flatten(root: WhitelabelNode): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  const walk = (node: WhitelabelNode): void => {
    flags[node.modId] = node.enabled === '1';
    node.childrenNodes.forEach(walk);
  };
  walk(root);
  return flags;
}

describe('mock control API', () => {
  it('starts normal with every site flag of the product on and CDNs on the mock itself', async () => {
    const answer = valueOf<Status>(await status());
    expect(answer).toMatchObject({ maintenance: false, regionRestriction: false });
    expect(Array.isArray(answer.info.whitelabel)).toBe(false);
    const flags = flatten(answer.info.whitelabel);
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
    expect(answer.info.imageCDNs[0]).toBe(`${location.origin}/__cdn`);
  });

  it('switches maintenance and region restriction', async () => {
    await control('scenario', { status: 'maintenance' });
    expect(valueOf<Status>(await status()).maintenance).toBe(true);
    await control('scenario', { status: 'region' });
    const region = valueOf<Status>(await status());
    expect(region).toMatchObject({ maintenance: false, regionRestriction: true });
    expect(region.location.ip).toBeTruthy();
  });

  it('turns a module off: its calls answer 400 function.not.available', async () => {
    await control('scenario', { flags: { FREEPLAY3: false, CAPTCHA3: false } });
    const flags = flatten(valueOf<Status>(await status()).info.whitelabel);
    expect(flags.FREEPLAY3).toBe(false);
    const captcha = await call('/wps/captcha');
    expect(captcha.status).toBe(400);
    expect(captcha.body.errorCode).toBe('function.not.available');
    const free = await call('/wps/session/login/freeplay', {
      method: 'POST',
      headers: { 'X-Gateway-Version': '3' },
    });
    expect(free.body.errorCode).toBe('function.not.available');
  });

  it('injects failures for the next n matching calls only', async () => {
    await control('scenario', { failures: [{ path: '/wps/relay/GCSGAME_', status: 503, times: 2 }] });
    expect(
      (await call('/wps/relay/GCSGAME_hotGamesV2', { headers: { ModuleId: 'GAMELOHOT3' } })).status,
    ).toBe(503);
    const second = await call('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20');
    expect(second.status).toBe(503);
    expect(second.body.success).toBe(false);
    expect(
      (await call('/wps/relay/GCSGAME_hotGamesV2', { headers: { ModuleId: 'GAMELOHOT3' } })).status,
    ).toBe(200);
    expect((await status()).status).toBe(200);
  });

  it('delays answers by latencyMs', async () => {
    await control('scenario', { latencyMs: 120 });
    const started = performance.now();
    await status();
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
    expect((await call('/wps/member/info', { token, headers: COMM3 })).status).toBe(401);
    const answer = valueOf<Status>(await status());
    expect(answer.maintenance).toBe(false);
    expect(flatten(answer.info.whitelabel).FREEPLAY3).toBe(true);
  });
});
