import { useTranslation } from 'react-i18next';
import type { TeamMembers } from './team-members';
import styles from './team.module.css';

/** Breadcrumbs from the agent down to the team on screen; every step above it leads back there. */
export function TeamPath({ path, onOpen }: { path: TeamMembers['path']; onOpen: (account: string) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agent_team_path')}>
      <ol className={styles.path}>
        {path.map((step, i) => (
          <li key={step.account}>
            {i === path.length - 1 ? (
              <span aria-current="location" className={styles.here}>
                {step.account}
              </span>
            ) : (
              <button
                type="button"
                className={styles.pathButton}
                onClick={() => onOpen(i === 0 ? '' : step.account)}
              >
                {step.account}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
