import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useMemberScope } from '@/core/account-scope';
import { useDepositMethods } from './channels/payment-channels';
import { ServiceHelp } from './service-help';
import { forgetPlacedDeposit, showPlacedDeposit, useCurrentDeposit } from './order/deposit-order-store';
import { DepositWaiting } from './order/deposit-waiting';
import { DepositForm } from './form/deposit-form';
import { RecentDeposits } from './records/recent-deposits';
import { useDepositSettings } from './settings/deposit-settings';

/**
 * The member centre's Deposit page (depositv2): the site's settings first (a closed cashier says so), then
 * the methods and the form, or the deposit being paid. The deposit being paid survives a visit to another
 * page of the centre.
 */
export function DepositPage() {
  const { scope } = useMemberScope();
  const placed = useCurrentDeposit(scope);
  if (placed) {
    return (
      <>
        <DepositWaiting placed={placed} onNew={() => forgetPlacedDeposit(scope)} />
        <RecentDeposits />
      </>
    );
  }
  return <SettingsThenMethods onPlaced={(deposit) => showPlacedDeposit(scope, deposit)} />;
}

function SettingsThenMethods({ onPlaced }: { onPlaced: Parameters<typeof DepositForm>[0]['onPlaced'] }) {
  const { t } = useTranslation();
  const settings = useDepositSettings();
  // Asked beside the settings, not after them: on a phone's network one round trip less before the methods
  // show, for one wasted read on the rare site whose cashier is closed.
  const methods = useDepositMethods();

  const retry = (query: typeof settings | typeof methods) => (
    <StatePanel
      tone="error"
      title={t('deposit_channels_failed')}
      action={
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('common_retry')}
        </Button>
      }
    />
  );
  if (settings.isError) return retry(settings);
  if (settings.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (!settings.data.open) {
    return (
      <StatePanel
        title={t('deposit_closed')}
        message={settings.data.closedMessage || t('deposit_closed_text')}
        action={<ServiceHelp />}
      />
    );
  }
  if (methods.isError) return retry(methods);
  if (methods.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (methods.data.length === 0) {
    return (
      <StatePanel
        title={t('deposit_channels_empty')}
        message={t('deposit_channels_empty_text')}
        action={<ServiceHelp />}
      />
    );
  }
  return (
    <>
      <DepositForm methods={methods.data} onPlaced={onPlaced} />
      <RecentDeposits />
    </>
  );
}
