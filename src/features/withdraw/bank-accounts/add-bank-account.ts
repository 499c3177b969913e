import { endpoint, relay, request } from '@/api';
import { bankAccount, type BankAccount } from '@/core/money-shapes';

/** Answers the account as the server keeps it, its number masked (our design, mocks/README.md). */
export const addBankAccount = endpoint({
  name: 'addBankAccount',
  link: relay('MCS2_addBankAccount'),
  moduleId: 'WITHDRAW3',
  method: 'POST',
  token: 'required',
  source: 'ours',
  response: bankAccount,
});

export interface NewBankAccount {
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

export function submitBankAccount(account: NewBankAccount): Promise<BankAccount> {
  return request(addBankAccount, { data: account });
}
