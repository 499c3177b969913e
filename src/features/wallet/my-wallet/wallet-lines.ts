import type { Balance, WalletKind } from '@/api';

/** The main wallet's accountTypeId on the platform (spec 5, 2.3), for a balance answer that leaves it out. */
const MAIN_WALLET = '2';

export interface WalletLine {
  id: string;
  name: string;
  amount: number;
  kind: WalletKind;
}

const order: Record<WalletKind, number> = { main: 0, game: 1, safeBox: 2 };

/**
 * The wallets of a balance answer, the main one first and the safe box last, each named for the member: the
 * main wallet and the safe box in the member's language, a game wallet as the server names it.
 */
export function walletLines(
  balance: Balance,
  names: { main: string; safeBox: string; game: (id: string) => string },
): WalletLine[] {
  const lines = balance.balance.map((line) => ({
    id: line.accountTypeId,
    kind: line.kind,
    name:
      line.kind === 'main'
        ? names.main
        : line.kind === 'safeBox'
          ? names.safeBox
          : line.displayName || line.accountName || names.game(line.accountTypeId),
    amount: line.availBalance,
  }));
  if (!lines.some((line) => line.kind === 'main'))
    lines.unshift({ id: MAIN_WALLET, kind: 'main', name: names.main, amount: 0 });
  return lines.sort((a, b) => order[a.kind] - order[b.kind]);
}

/** The main wallet of a list of lines (walletLines always holds one). */
export const mainWalletOf = (lines: readonly WalletLine[]) => lines.find((line) => line.kind === 'main');
