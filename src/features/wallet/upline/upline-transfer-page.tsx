import { useTranslation } from 'react-i18next';
import { hasCode } from '@/api';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useMemberInfo } from '@/core';
import { UPLINE_NOT_FOUND, useUplineInfo } from './upline-info';
import { UplineTransfer } from './upline-transfer';

/**
 * Transfer to upline (the product: members may transfer to their upline): who the upline is, what may be sent,
 * then the amount and the withdraw password, a confirmation, and the result. A member who has no upline is
 * told so plainly; one whose info does not offer the transfer never sees its entry (the centre's menu rule,
 * src/app/popups/member-centre.tsx).
 */
export function UplineTransferPage() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  const info = useUplineInfo();

  if (info.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (info.isError) {
    if (hasCode(info.error, UPLINE_NOT_FOUND)) {
      return (
        <StatePanel
          size="page"
          icon={<Icon name="users" size={26} />}
          title={t('upline_none_title')}
          message={t('upline_none_text')}
        />
      );
    }
    return (
      <StatePanel
        tone="error"
        title={t('upline_failed')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void info.refetch()} busy={info.isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  }

  return <UplineTransfer info={info.data} noWithdrawPassword={member.data?.hasWithdrawPassword === false} />;
}
