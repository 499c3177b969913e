// The wallets a balance line stands for. The platform names a line by `accountName` (a vendor's code, or
// SAFE_BOX) and `displayName`, and its main wallet is `accountTypeId` 2 (spec 5, 2.3: 70542479384 @~728,500).
// The game wallets' ids, the main wallet's accountName and the names are the mock's own.

export interface WalletKind {
  accountTypeId: number;
  /** The vendor's code for a game wallet (`PG`), `SAFE_BOX` for the safe box. */
  accountName: string;
  displayName: string;
}

export const MAIN_WALLET_ID = 2;

/** The safe box's line, named by its accountName; the id is the mock's. */
export const SAFE_BOX_ID = 9;

export const walletKinds: readonly WalletKind[] = [
  { accountTypeId: MAIN_WALLET_ID, accountName: 'MAIN', displayName: 'Main wallet' },
  { accountTypeId: 1, accountName: 'PG', displayName: 'PG Soft' },
  { accountTypeId: 4, accountName: 'EVO', displayName: 'Evolution' },
  { accountTypeId: 3, accountName: 'SABA', displayName: 'SABA Sports' },
  { accountTypeId: SAFE_BOX_ID, accountName: 'SAFE_BOX', displayName: 'Safe box' },
];

export function walletKind(accountTypeId: number): WalletKind {
  return (
    walletKinds.find((w) => w.accountTypeId === accountTypeId) ?? {
      accountTypeId,
      accountName: `GAME${accountTypeId}`,
      displayName: `Game wallet ${accountTypeId}`,
    }
  );
}
