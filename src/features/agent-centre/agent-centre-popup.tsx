import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CentreLayout } from '@/components/centre-layout/centre-layout';
import type { CentreRow } from '@/components/centre-layout/centre-pages';
import { Icon } from '@/components/icon/icon';
import { Modal } from '@/components/modal/modal';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useAgentScope } from '@/core/agent-scope';
import { useConsolidated } from '@/core/api/consolidated';
import type { ContractKinds } from '@/core/contract-kinds';
import type { AgentCentrePage } from '@/lib/popup-store';
import styles from './agent-centre.module.css';

/** A page of the agent centre: its table's row (src/app/popups/agent-centre.tsx). */
export interface AgentCentreRow extends CentreRow {
  /** A contract page shows only when the consolidated data enables its kind (product rules: consolidated data and contracts). */
  contract?: keyof ContractKinds;
}

export interface AgentCentrePopupProps {
  page?: AgentCentrePage;
  onClose: () => void;
  /** The centre's pages, which the popup host hands in (decision 030). */
  pages: readonly AgentCentreRow[];
  /** The page it opens on when its opener names none, or one not shown. */
  home: AgentCentrePage;
}

/** A member who is not an agent: product rules: member and agent messages's refusal, and nothing of the agent centre is asked for. */
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

function AgentCentre({ page, onClose, pages, home }: AgentCentrePopupProps) {
  const { t } = useTranslation();
  const { kinds, failed } = useConsolidated();
  // A contract page asked for before the consolidated data arrives waits for it: it is the home page until
  // then, and becomes the page asked for once its kind turns out to be on.
  const rows = pages.filter((row) => !row.contract || kinds[row.contract]);
  return (
    <Modal title={t('popup_agent_centre')} onClose={onClose} size="xl">
      <CentreLayout
        rows={rows}
        page={page}
        home={home}
        menuLabel={t('agent_centre_menu')}
        failedTitle={t('agent_page_failed')}
        menuNote={failed ? <p className={styles.note}>{t('agent_contracts_failed')}</p> : null}
      />
    </Modal>
  );
}

/**
 * The agent centre (product rules: member and agent centres): its menu beside the page chosen, opened on the page its opener names
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
