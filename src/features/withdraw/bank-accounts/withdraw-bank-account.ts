/** What the member types to add a bank account. */
export interface BankAccountInput {
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

export type BankAccountProblem = 'required' | 'invalid';
export type BankAccountProblems = Partial<Record<keyof BankAccountInput, BankAccountProblem>>;

// The rules MCS2_addBankAccount applies (mocks/README.md, Withdrawals): checked here first so the member
// learns which field is wrong, since the server answers one code for all three.
const ACCOUNT_NUMBER = /^\d{5,20}$/;
const HOLDER_NAME = /^\p{L}[\p{L} '.-]{1,59}$/u;

/** The account as it is sent: the number without the spaces and dashes people type, the name tidied. */
export function normaliseBankAccount(input: BankAccountInput): BankAccountInput {
  return {
    bankCode: input.bankCode.trim(),
    accountNumber: input.accountNumber.replace(/[\s-]/g, ''),
    holderName: input.holderName.trim().replace(/\s+/g, ' '),
  };
}

/** The problems of each field; empty when the account may be sent. */
export function checkBankAccount(input: BankAccountInput, bankCodes: readonly string[]): BankAccountProblems {
  const account = normaliseBankAccount(input);
  const problems: BankAccountProblems = {};
  if (account.bankCode === '') problems.bankCode = 'required';
  else if (!bankCodes.includes(account.bankCode)) problems.bankCode = 'invalid';
  if (account.accountNumber === '') problems.accountNumber = 'required';
  else if (!ACCOUNT_NUMBER.test(account.accountNumber)) problems.accountNumber = 'invalid';
  if (account.holderName === '') problems.holderName = 'required';
  else if (!HOLDER_NAME.test(account.holderName)) problems.holderName = 'invalid';
  return problems;
}

/** The digits a masked number shows (`****5678` -> `5678`), for a name that reads well aloud. */
export function visibleDigits(maskedNumber: string): string {
  return maskedNumber.replace(/[^\d]/g, '');
}
