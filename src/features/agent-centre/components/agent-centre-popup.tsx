import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { StatePanel } from '@/components/state-panel/state-panel';
import type { AgentCentrePage } from '@/lib/popup-store';
import { useAgentScope } from '../api/agent-scope';
import { useConsolidated } from '../api/consolidated';
import { entryOf, visibleEntries } from '../model/agent-pages';
import { AgentPage } from './agent-page';
import centre from '@/components/centre-layout/centre-layout.module.css';
import styles from './agent-centre.module.css';

export interface AgentCentrePopupProps {
  page?: AgentCentrePage;
  onClose: () => void;
}

/** A member who is not an agent: spec 2 section 8's refusal, and nothing of the agent centre is asked for. */
function NotAnAgent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('popup_agent_centre')} onClose={onClose} size="sm">
      <StatePanel
        icon={<Icon name="shield" size={26} />}
        title={t('agent_only_title')}
        message={t('agent_only_text')}
        action={<Button onClick={onClose}>{t('common_confirm')}</Button>}
      />
    </Modal>
  );
}

function AgentCentre({ page, onClose }: AgentCentrePopupProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { kinds, failed } = useConsolidated();
  const entries = visibleEntries(kinds);
  const [current, setCurrent] = useState<AgentCentrePage | undefined>(page);
  // A contract page asked for before the consolidated data arrives waits for it: it is the team overview
  // until then, and becomes the page asked for once its kind turns out to be on.
  const entry = entryOf(current, entries);
  const label = t(entry.labelKey);

  return (
    <Modal title={t('popup_agent_centre')} onClose={onClose} size="xl">
      <div className={centre.layout}>
        <nav className={centre.menu} aria-label={t('agent_centre_menu')}>
          {failed ? <p className={styles.note}>{t('agent_contracts_failed')}</p> : null}
          <ul className={centre.menuList}>
            {entries.map((item) => {
              const active = item.page === entry.page;
              return (
                <li key={item.page}>
                  <button
                    type="button"
                    className={`${centre.menuItem} ${active ? centre.active : ''}`}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setCurrent(item.page)}
                  >
                    <Icon name={item.icon} size={18} className={centre.menuIcon} />
                    <span>{t(item.labelKey)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className={styles.content} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.pageTitle}>
            {label}
          </h3>
          <AgentPage page={entry.page} />
        </section>
      </div>
    </Modal>
  );
}

/**
 * The agent centre (spec 2 section 2): its menu beside the page chosen, opened on the page its opener names
 * (the team overview by default). Guests and trial accounts never get here: the popup guard answers them
 * first (src/app/popup-guard.ts); a member who is not an agent is told so here.
 */
export function AgentCentrePopup(props: AgentCentrePopupProps) {
  const { agent, pending } = useAgentScope();
  // After a reload the identity follows the token: nothing is refused before it is known.
  if (pending) return null;
  if (!agent) return <NotAnAgent onClose={props.onClose} />;
  return <AgentCentre {...props} />;
}
