import { getResponse } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { endpoint, renamedRelay } from '@/api/endpoint';
import { handle, isAnswered } from '@mocks/protocol/define-call';

const names = {
  seeds: { link: '/wps/relay/MCS2_getSample', moduleId: 'PTSYS3' },
  platform: { link: '/wps/relay/MCSFE_getSample', moduleId: null },
} as const;

const sample = endpoint({
  name: 'sample',
  ...renamedRelay(names, 'seeds'),
  method: 'GET',
  token: 'none',
  source: 'ours',
  response: z.number(),
});

describe('a call the platform renamed (decision 057)', () => {
  it("sends the family the setting names and keeps the other family's name beside it", () => {
    expect(renamedRelay(names, 'seeds')).toEqual({ ...names.seeds, otherFamily: names.platform });
    expect(renamedRelay(names, 'platform')).toEqual({ ...names.platform, otherFamily: names.seeds });
  });

  it("is answered by the mock under both families' names, each with its own module id", async () => {
    const handlers = handle(sample, () => 42);
    expect(isAnswered(sample)).toBe(true);
    for (const [link, moduleId] of [
      ['/wps/relay/MCS2_getSample', 'PTSYS3'],
      ['/wps/relay/MCSFE_getSample', null],
    ] as const) {
      const headers = moduleId ? { ModuleId: moduleId } : undefined;
      const response = await getResponse(handlers, new Request(`http://site.test${link}`, { headers }));
      expect(await response?.json()).toMatchObject({ success: true, value: 42 });
    }
    const wrongId = await getResponse(
      handlers,
      new Request('http://site.test/wps/relay/MCSFE_getSample', { headers: { ModuleId: 'PTSYS3' } }),
    );
    expect(wrongId?.status).toBe(400);
  });
});
