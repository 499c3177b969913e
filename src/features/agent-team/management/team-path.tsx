import { useTranslation } from 'react-i18next';
import styles from './team.module.css';

/**
 * Breadcrumbs from the agent down to the team on screen; every step above it leads back there (`onOpen`
 * with how many steps below the agent to keep).
 */
export function TeamPath({ path, onOpen }: { path: readonly string[]; onOpen: (depth: number) => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agent_team_path')}>
      <ol className={styles.path}>
        {path.map((step, i) => (
          <li key={step}>
            {i === path.length - 1 ? (
              <span aria-current="location" className={styles.here}>
                {step}
              </span>
            ) : (
              <button type="button" className={styles.pathButton} onClick={() => onOpen(i)}>
                {step}
              </button>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
