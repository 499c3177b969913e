import { env } from '@/config/env';
import { announcements } from '@/core/api/announcements';
import { loginToken } from '../test-utils';

/** The bundle's agents' list as the mock answers it to the account of this token. */
async function agentList(token: string | null, types = 'A'): Promise<unknown> {
  const headers: Record<string, string> = { Merchant: env.VITE_MERCHANT_CODE, ModuleId: 'COMM3' };
  if (token) headers.Authorization = token;
  const response = await fetch(`${announcements.link}?types=${types}&platform=W`, { headers });
  const body = (await response.json()) as { value: { agent?: { title: string }[] } };
  return body.value.agent?.map((notice) => notice.title);
}

describe('the agents’ notices (type A)', () => {
  it('go to an agent who asks for them, and to no one else', async () => {
    expect(await agentList(await loginToken('agent01', 'Agent#2026'))).toEqual([
      'Commission statement for October',
      'Real-time salary now paid every five minutes',
      'New downline rebate limits',
    ]);
    expect(await agentList(await loginToken('player01', 'Player#2026'))).toEqual([]);
    expect(await agentList(null)).toEqual([]);
    expect(await agentList(await loginToken('agent01', 'Agent#2026'), 'PL')).toBeUndefined();
  });
});
