import * as z from 'zod/mini';
import { endpoint, request } from '@/api';

/**
 * Binds a bank card or PIX key (spec 5 2.5, 71483373076; 70542479384 @~627,500): sealed, the body as the
 * bind page sends it. The proofs go only where bindConfig asks for them. Nothing of the answer is read.
 */
export const bindBankCard = endpoint({
  name: 'bindBankCard',
  link: '/wps/v2/member/bankCards',
  moduleId: null,
  method: 'PUT',
  token: 'required',
  encrypted: true,
  source: 'platform',
  evidence: '71483373076; 70542479384 @~627,500',
  response: z.unknown(),
});

export interface CustomField {
  thirdPartyParamName?: string;
  value?: string;
  thirdPartyParamNameOption?: string;
  valueOption?: string;
}

export interface NewBankCard {
  bankName: string;
  bankCode: string;
  payeeName: string;
  cardNumber: string;
  /** The template's items as the bind page sends them (71483373076 @~12,500). */
  customFieldList: CustomField[];
  paymentPassword?: string;
  validatePaymentPassword?: string;
  verificationCode?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  authCode?: string;
}

export function submitBankCard(card: NewBankCard): Promise<unknown> {
  return request(bindBankCard, { data: { cardType: 'B', ...card } });
}
