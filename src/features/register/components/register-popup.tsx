import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { paths } from '@/config/paths';
import { useSiteFlags } from '@/core';
import { openPopup, type PopupPropsByName } from '@/lib/popup-store';
import { ModeTabs } from '@/components/tabs/mode-tabs';
import { useRegisterRules } from '../api/register-settings';
import type { RegisterMode } from '../model/register-fields';
import { RegisterForm } from './register-form';
import styles from './register-popup.module.css';

type RegisterPopupProps = PopupPropsByName['register'] & { onClose: () => void };

/**
 * The registration popup (product rules: registration): username or mobile registration as the site's flags
 * allow (tabs when both), every field the server's rules enable, and a logged-in member at / on success.
 */
export function RegisterPopup({ onClose }: RegisterPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const flags = useSiteFlags();
  const rules = useRegisterRules();
  const ids = { panel: useId(), tab: useId() };
  const modes: RegisterMode[] = [];
  if (flags.USERNAMEREG3) modes.push('username');
  if (flags.MOBILENUMREG3) modes.push('mobile');
  const [chosen, setChosen] = useState<RegisterMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : modes[0];

  // The dialog opens while the rules load; once the form is there, the first field takes the focus
  // (unless the visitor already moved it).
  const mainRef = useRef<HTMLDivElement>(null);
  const ready = rules.isSuccess && mode !== undefined;
  useEffect(() => {
    const main = mainRef.current;
    const active = document.activeElement;
    if (!ready || !main || !(active instanceof HTMLElement) || active.getAttribute('role') !== 'dialog')
      return;
    main.querySelector<HTMLElement>('form input:not([type="hidden"])')?.focus();
  }, [ready]);

  let body;
  if (rules.isPending) {
    body = <p className={styles.status}>{t('reg_loading')}</p>;
  } else if (rules.isError) {
    body = (
      <div className={styles.status} role="alert">
        <p>{t('reg_rules_failed')}</p>
        <Button variant="secondary" onClick={() => void rules.refetch()}>
          {t('common_retry')}
        </Button>
      </div>
    );
  } else if (!mode) {
    body = <p className={styles.status}>{t('reg_unavailable')}</p>;
  } else {
    const form = (
      <RegisterForm
        key={mode}
        rules={rules.data}
        mode={mode}
        smsVerification={flags.REGMOBVERF3 === true}
        flags={flags}
        onRegistered={() => {
          onClose();
          navigate(paths.home, { replace: true });
        }}
        onLogin={() => {
          onClose();
          openPopup('login');
        }}
      />
    );
    body =
      modes.length > 1 ? (
        <>
          <ModeTabs
            label={t('reg_tabs_label')}
            tabs={modes.map((m) => ({
              mode: m,
              label: t(m === 'username' ? 'reg_tab_username' : 'reg_tab_mobile'),
            }))}
            value={mode}
            onChange={setChosen}
            panelId={ids.panel}
            tabId={(m) => `${ids.tab}-${m}`}
          />
          <div role="tabpanel" id={ids.panel} aria-labelledby={`${ids.tab}-${mode}`}>
            {form}
          </div>
        </>
      ) : (
        form
      );
  }

  return (
    <Modal title={t('reg_title')} onClose={onClose} size="lg">
      <div className={styles.layout}>
        <aside className={styles.aside} aria-hidden="true">
          <div className={styles.chips}>
            <span className={styles.chip} />
            <span className={styles.chip} />
            <span className={styles.chip} />
          </div>
          <p className={styles.asideTitle}>{t('reg_aside_title')}</p>
          <ul className={styles.points}>
            <li>{t('reg_aside_point_1')}</li>
            <li>{t('reg_aside_point_2')}</li>
            <li>{t('reg_aside_point_3')}</li>
          </ul>
        </aside>
        <div className={styles.main} ref={mainRef}>
          <p className={styles.intro}>{t('reg_intro')}</p>
          {body}
        </div>
      </div>
    </Modal>
  );
}
