import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useBalance, walletKeyRoot } from '@/core';
import { useMoneyFormat } from '@/core/money-format';
import { useMerchantWallet } from '@/core/api/merchant-wallet';
import { walletLines } from './wallet-lines';
import { TransferForm } from './transfer-form';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from './my-wallet.module.css';

/**
 * My wallet (transfer fund): the total, the main wallet and each game wallet, and transfers between them.
 * A merchant that keeps a single wallet (GCS_merchantWallet isSingle 1) shows one balance and no transfer.
 */
export function MyWalletPage() {
  const { t } = useTranslation();
  const balance = useBalance();
  const merchant = useMerchantWallet();
  const { money } = useMoneyFormat();
  const queryClient = useQueryClient();

  if (balance.isPending || merchant.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (balance.isError || merchant.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('centre_wallet_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              void balance.refetch();
              void merchant.refetch();
            }}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  }

  const single = merchant.data.single;
  const lines = walletLines(balance.data, {
    main: t('centre_wallet_main'),
    safeBox: t('centre_wallet_safe_box'),
    game: (id) => t('centre_wallet_game', { id }),
  });

  return (
    <div className={centre.stack}>
      <section className={centre.card} aria-labelledby="centre-total">
        <h4 id="centre-total" className={centre.rowHint}>
          {single ? t('centre_wallet_balance') : t('centre_wallet_total')}
        </h4>
        <p className={styles.total}>{money(balance.data.sumBalance)}</p>
        {single ? null : (
          <ul className={styles.wallets} aria-label={t('centre_wallets')}>
            {lines.map((line) => (
              <li key={line.id} className={styles.wallet}>
                <span>{line.name}</span>
                <span className={styles.walletAmount}>{money(line.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {single ? (
        <p className={centre.rowHint}>{t('centre_wallet_single')}</p>
      ) : (
        <TransferForm
          // The safe box is kept apart: a transfer between wallets neither fills nor empties it.
          wallets={lines.filter((line) => line.kind !== 'safeBox')}
          onDone={() => queryClient.invalidateQueries({ queryKey: walletKeyRoot })}
        />
      )}
    </div>
  );
}
