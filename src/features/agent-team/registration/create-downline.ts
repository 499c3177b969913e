import { endpoint, relay, request } from '@/api';
import { downline, type Downline } from '../management/team-members';

/** A player or sub-agent under the agent, by the site's register rules (our design, encrypted). */
export const createDownline = endpoint({
  name: 'createDownline',
  link: relay('ODSFE2_createDownline'),
  moduleId: 'AGENT3',
  method: 'POST',
  token: 'required',
  encrypted: true,
  source: 'ours',
  response: downline,
});

export function submitDownline(account: {
  accountType: 'PLAYER' | 'AGENT';
  username: string;
  password: string;
  confirmPassword: string;
}): Promise<Downline> {
  return request(createDownline, { data: account });
}
