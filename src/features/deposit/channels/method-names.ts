import type { TranslationKey } from '@/i18n';
import { relayOf } from '../order/deposit-relays';

/**
 * A method's name for the member. The codes are the platform's (spec 5 notes @~575,000); PIX is the
 * Brazilian merchant's PGMT (20140464786 @1,397). Any other code is named by how it is paid.
 */
export function methodName(code: string): { key: TranslationKey; icon: string } {
  const upper = code.toUpperCase();
  if (upper === 'PGMT') return { key: 'deposit_method_pix', icon: 'PIX' };
  switch (relayOf(code)?.step) {
    case 'qr':
      return { key: 'deposit_method_qr', icon: 'QR' };
    case 'transfer':
      return { key: 'deposit_method_bank', icon: 'BANK_TRANSFER' };
    case 'wallet':
      return { key: 'deposit_method_crypto', icon: 'EWALLET' };
    default:
      return { key: 'deposit_method_online', icon: 'ONLINE' };
  }
}
