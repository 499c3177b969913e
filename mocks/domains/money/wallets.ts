// Names for the wallets a balance line stands for (designed: the spec shows only accountTypeId). In a
// multi-wallet site each game wallet belongs to one vendor, so the UI names it after that vendor.

export interface WalletKind {
  accountTypeId: number;
  walletName: string;
  /** Vendor code of a game wallet; null for the main wallet. */
  vendor: string | null;
}

export const MAIN_WALLET_ID = 0;

export const walletKinds: readonly WalletKind[] = [
  { accountTypeId: MAIN_WALLET_ID, walletName: 'Main wallet', vendor: null },
  { accountTypeId: 1, walletName: 'PG Soft', vendor: 'PG' },
  { accountTypeId: 2, walletName: 'Evolution', vendor: 'EVO' },
  { accountTypeId: 3, walletName: 'SABA Sports', vendor: 'SABA' },
];

export function walletKind(accountTypeId: number): WalletKind {
  return (
    walletKinds.find((w) => w.accountTypeId === accountTypeId) ?? {
      accountTypeId,
      walletName: `Game wallet ${accountTypeId}`,
      vendor: null,
    }
  );
}
