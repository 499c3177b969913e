import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import { useSiteFlags } from '@/core';
import { ModeTabs } from '@/components/tabs/mode-tabs';
import { ForgotByEmail } from './forgot-by-email';
import { ForgotByPhone } from './forgot-by-phone';

type Mode = 'phone' | 'email';

/**
 * Forgot password (product rules: passwords): by e-mail, and by phone when the site flag
 * MOBILENUMPASSREG3 allows it, which is then the default.
 */
export function ForgotPasswordPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const flags = useSiteFlags();
  const idPrefix = useId();
  const phoneAllowed = flags.MOBILENUMPASSREG3 === true;
  const [chosen, setChosen] = useState<Mode | null>(null);
  const mode: Mode = phoneAllowed ? (chosen ?? 'phone') : 'email';

  return (
    <Modal title={t('auth_forgot_title')} onClose={onClose} size="sm">
      {phoneAllowed ? (
        <ModeTabs
          label={t('auth_forgot_mode')}
          panelId={`${idPrefix}-panel`}
          tabId={(m) => `${idPrefix}-tab-${m}`}
          value={mode}
          onChange={setChosen}
          tabs={[
            { mode: 'phone', label: t('auth_forgot_by_phone') },
            { mode: 'email', label: t('auth_forgot_by_email') },
          ]}
        />
      ) : null}
      <div
        id={`${idPrefix}-panel`}
        style={{ marginTop: phoneAllowed ? 'var(--space-4)' : undefined }}
        {...(phoneAllowed ? { role: 'tabpanel', 'aria-labelledby': `${idPrefix}-tab-${mode}` } : {})}
      >
        {mode === 'phone' ? <ForgotByPhone onClose={onClose} /> : <ForgotByEmail onClose={onClose} />}
      </div>
    </Modal>
  );
}
