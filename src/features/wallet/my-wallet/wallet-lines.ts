import type { Balance } from '@/api';

/** The main wallet's accountTypeId; every other wallet is a game wallet. */
export const MAIN_WALLET = '0';

export interface WalletLine {
  id: string;
  name: string;
  amount: number;
}

/** The wallets of a balance answer, the main one first, each named for the member. */
export function walletLines(balance: Balance, names: { main: string; game: (id: string) => string }) {
  const lines = balance.balance.map((line) => ({
    id: line.accountTypeId,
    name: line.accountTypeId === MAIN_WALLET ? names.main : line.walletName || names.game(line.accountTypeId),
    amount: line.availBalance,
  }));
  if (!lines.some((line) => line.id === MAIN_WALLET))
    lines.unshift({ id: MAIN_WALLET, name: names.main, amount: 0 });
  return lines.sort((a, b) => Number(b.id === MAIN_WALLET) - Number(a.id === MAIN_WALLET));
}
