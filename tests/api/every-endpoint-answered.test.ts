import { allEndpoints as endpoints } from './all-endpoints';
import { endpointKey, isAnswered } from '@mocks/protocol/define-call';
import '@mocks/handlers';

describe('the endpoints of the portal', () => {
  it('are found (the search itself works)', () => {
    expect(endpoints.map((e) => e.name)).toContain('hotGames');
  });

  it('each have a handler in the mock backend, declared from the same definition', () => {
    const unanswered = endpoints.filter((e) => !isAnswered(e)).map((e) => e.name);
    expect(unanswered).toEqual([]);
  });

  it('each have a name, and a method, link and module id of their own', () => {
    const names = endpoints.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const keys = endpoints.map((e) => `${endpointKey(e)} ${e.moduleId}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});

describe('the mock, as a strict gateway', () => {
  const ask = (moduleId?: string) =>
    fetch('http://localhost/wps/relay/GCSGAME_hotGamesV2', {
      headers: { Merchant: 'demo', ...(moduleId ? { ModuleId: moduleId } : {}) },
    });

  it("refuses a call whose module id is not the endpoint's", async () => {
    const response = await ask('COMM3');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'gateway.module.invalid' });
    expect((await ask('GAMELOHOT3')).status).toBe(200);
  });

  it("never refuses a call that sends no module id, as the platform's member centre sends none", async () => {
    expect((await ask()).status).toBe(200);
  });
});
