import * as z from 'zod/mini';
import { endpoint, request } from '@/api';

/**
 * Deletes a bound card (spec 5 2.5, 71034253453 @~96,000; 70542479384 @~627,500): DELETE with a sealed
 * body, proved by the method the site asks: P the withdraw password, S an SMS code, G a GA code.
 */
export const deleteBankCard = endpoint({
  name: 'deleteBankCard',
  link: '/wps/v2/member/bankCards',
  moduleId: null,
  method: 'DELETE',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '71034253453 @~96,000; 70542479384 @~627,500',
  response: z.unknown(),
});

export type DeleteMethod = 'P' | 'S' | 'G';

export type CardDeletion =
  | { bankCardId: string; method: 'P'; password: string }
  | { bankCardId: string; method: 'S'; mobileNum: string; verificationCode: string }
  | { bankCardId: string; method: 'G'; authCode: string };

/**
 * The method the site asks (flags DELCARDPWSVERF3, DELCARDMOBVERF3, DELCARDGASVERF3, 71034253453 @~96,000):
 * the first one on, in that order; the password when the site says nothing.
 */
export function deleteMethodOf(flags: Readonly<Record<string, boolean>>): DeleteMethod {
  if (flags.DELCARDPWSVERF3) return 'P';
  if (flags.DELCARDMOBVERF3) return 'S';
  if (flags.DELCARDGASVERF3) return 'G';
  return 'P';
}

export function submitCardDeletion(deletion: CardDeletion): Promise<unknown> {
  return request(deleteBankCard, { data: deletion });
}
