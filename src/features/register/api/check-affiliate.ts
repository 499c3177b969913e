import { endpoint, isApiError, request } from '@/api';
import { nothing } from '@/api/schemas/common';

/** Whether an affiliate (invitation) code exists: the reference reads only `success` (protocol: every call). */
export const affiliate = endpoint({
  name: 'affiliate',
  link: '/wps/agent/affiliate',
  moduleId: 'AFFMAN3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  response: nothing,
});

/**
 * Asks with the reference's `{code, domain}`. Resolves false for a code the server refuses; other failures
 * (network, maintenance) are left to the registration itself to report.
 */
export async function checkAffiliateCode(code: string, domain: string): Promise<boolean> {
  try {
    await request(affiliate, { params: { code, domain } });
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind === 'server') return false;
    return true;
  }
}
