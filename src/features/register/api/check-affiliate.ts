import { isApiError, request } from '@/api';

/**
 * Asks the server whether an affiliate (invitation) code exists. Resolves false for a code the server
 * refuses; other failures (network, maintenance) are left to the registration itself to report.
 */
export async function checkAffiliateCode(code: string, domain: string): Promise<boolean> {
  try {
    await request('affiliate', { params: { code, domain } });
    return true;
  } catch (error) {
    if (isApiError(error) && error.kind === 'server') return false;
    return true;
  }
}
