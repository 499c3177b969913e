import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useDepositChannels } from './form/deposit-channels';
import { useMemberScope } from '@/core/account-scope';
import { forgetDepositOrder, showDepositOrder, useCurrentDepositOrder } from './order/deposit-order-store';
import { DepositForm } from './form/deposit-form';
import { DepositOrderView } from './order/deposit-order-view';

/**
 * The member centre's Deposit page (depositv2): the form, or the order being paid. The order survives a
 * visit to another page of the centre, so a member checking their wallet comes back to the same QR code.
 */
export function DepositPage() {
  const { scope } = useMemberScope();
  const orderNo = useCurrentDepositOrder(scope);
  // Focus follows the switch between form and order, never the first showing of the page.
  const [moved, setMoved] = useState(false);

  if (orderNo) {
    return (
      <DepositOrderView
        key={orderNo}
        orderNo={orderNo}
        focusOnMount={moved}
        onNew={() => {
          setMoved(true);
          forgetDepositOrder(scope);
        }}
      />
    );
  }
  return (
    <ChannelsThenForm
      focusOnMount={moved}
      onCreated={(created) => {
        setMoved(true);
        showDepositOrder(scope, created);
      }}
    />
  );
}

/** The form once the channels are known; until then their loading, failure or absence, said plainly. */
function ChannelsThenForm({
  onCreated,
  focusOnMount,
}: {
  onCreated: (orderNo: string) => void;
  focusOnMount: boolean;
}) {
  const { t } = useTranslation();
  const channels = useDepositChannels();

  if (channels.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (channels.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('deposit_channels_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void channels.refetch()}
            busy={channels.isFetching}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  }
  if (channels.data.length === 0) {
    return <StatePanel title={t('deposit_channels_empty')} message={t('deposit_channels_empty_text')} />;
  }
  return <DepositForm channels={channels.data} onCreated={onCreated} focusOnMount={focusOnMount} />;
}
