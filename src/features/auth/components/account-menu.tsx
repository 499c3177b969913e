import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dropdown, dropdownItem } from '@/components/dropdown/dropdown';
import { Icon, type IconName } from '@/components/icon/icon';
import { openPopup } from '@/lib/popup-store';
import { gameTypePath } from '@/config/paths';
import type { TranslationKey } from '@/i18n';
import type { Identity } from '@/core';
import { useLogout } from '../use-logout';
import styles from './account-menu.module.css';

interface Entry {
  key: TranslationKey;
  icon: IconName;
  run: () => void;
}

/** The header's account menu: member-centre pages, agent centre for agents, favourites and sign out. */
export function AccountMenu({ identity }: { identity: Identity | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const entries: Entry[] = [
    {
      key: 'account_my_account',
      icon: 'user',
      run: () => openPopup('memberCentre', { page: 'securityCenter' }),
    },
    // The header's Deposit button leaves narrow screens; the menu keeps it in reach there.
    { key: 'header_deposit', icon: 'download', run: () => openPopup('memberCentre', { page: 'depositv2' }) },
    { key: 'account_withdrawal', icon: 'wallet', run: () => openPopup('memberCentre', { page: 'withdraw' }) },
    {
      key: 'account_account_record',
      icon: 'refresh',
      run: () => openPopup('memberCentre', { page: 'transactionHistory' }),
    },
    {
      key: 'account_betting_record',
      icon: 'star',
      run: () => openPopup('memberCentre', { page: 'personalHistoryCopy' }),
    },
    ...(identity?.isAgent
      ? [{ key: 'account_agent' as const, icon: 'shield' as const, run: () => openPopup('agentCentre', {}) }]
      : []),
    { key: 'account_favorites', icon: 'star', run: () => navigate(gameTypePath('fav')) },
    {
      key: 'account_safer_gambling',
      icon: 'shield',
      run: () => openPopup('memberCentre', { page: 'saferGambling' }),
    },
    { key: 'account_sign_out', icon: 'logout', run: logout },
  ];

  return (
    <Dropdown
      trigger={
        <>
          <span className={styles.name}>{identity?.nickname ?? t('account_menu')}</span>
          <span className="visually-hidden">{t('account_menu')}</span>
          <Icon name="chevronDown" size={16} />
        </>
      }
      triggerClassName={styles.trigger}
      listLabel={t('account_menu')}
      listClassName={styles.menu}
    >
      {entries.map((entry) => (
        <li key={entry.key}>
          <button
            type="button"
            className={`${dropdownItem} ${entry.key === 'account_sign_out' ? styles.signOut : ''}`}
            onClick={entry.run}
          >
            <Icon name={entry.icon} size={18} />
            {t(entry.key)}
          </button>
        </li>
      ))}
    </Dropdown>
  );
}
