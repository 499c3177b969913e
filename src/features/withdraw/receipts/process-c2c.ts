import { endpoint, relay, request } from '@/api';
import { c2cPaymentShape, type C2cPayment } from './c2c-payments';

/**
 * The member's answer to one payment between players. The member centre posts it as plain JSON with no
 * module id (spec 5, 70542479384 @~697,000; 44714497568 @~11,150); its fields and answer are our design.
 */
export const processC2cTransaction = endpoint({
  name: 'processC2cTransaction',
  link: relay('MCSFE_processC2CTransaction'),
  moduleId: null,
  method: 'POST',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~697,000; 44714497568 @~11,150',
  response: c2cPaymentShape,
});

export type C2cAnswer = 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED';

export interface C2cConfirmation {
  transactionId: string;
  confirmStatus: C2cAnswer;
  /** Reais, only with a partly received answer. */
  receivedAmount?: number;
  /** A data: URL of a png or jpg, only with a not received answer. */
  proofImage?: string;
}

export function confirmC2c(confirmation: C2cConfirmation): Promise<C2cPayment> {
  return request(processC2cTransaction, { data: confirmation });
}
