import { endpoint, relay, request } from '@/api';
import { withdrawalShape, type Withdrawal } from '@/core/money-shapes';

/** The member says what arrived of a paid withdrawal (our design, mocks/README.md). */
export const confirmWithdrawal = endpoint({
  name: 'confirmWithdrawal',
  link: relay('PAYFE_confirmWithdrawal'),
  moduleId: 'WITHDRAW3',
  method: 'POST',
  token: 'required',
  source: 'ours',
  response: withdrawalShape,
});

export type ReceiptAnswer = 'RECEIVED' | 'PARTLY_RECEIVED' | 'NOT_RECEIVED';

export interface ReceiptConfirmation {
  withdrawalNo: string;
  receiptStatus: ReceiptAnswer;
  /** Reais, only with a partly received answer. */
  receivedAmount?: number;
  /** A data: URL of a png or jpg, only with a not received answer. */
  proofImage?: string;
}

/** As JSON (the proof travels as a data: URL). */
export function confirmReceipt(confirmation: ReceiptConfirmation): Promise<Withdrawal> {
  return request(confirmWithdrawal, { data: confirmation });
}
