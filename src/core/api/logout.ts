import { endpoint, request } from '@/api';
import { nothing } from '@/api/schemas/common';

/** Ends the session on the server (protocol: every call). */
export const logout = endpoint({
  name: 'logout',
  link: '/wps/session/logout',
  moduleId: 'COMM3',
  method: 'DELETE',
  token: 'required',
  source: 'reference',
  response: nothing,
});

export async function sendLogout(): Promise<void> {
  await request(logout);
}
