import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Icon, type IconName } from '@/components/icon/icon';
import { selectIdentity, selectToken, useSessionStore, type Identity } from '@/core';
import type { TranslationKey } from '@/i18n';
import { openPopup, type AgentCentrePage } from '@/lib/popup-store';
import { AgentLoginForm } from './agent-login-form';
import styles from './agent-page.module.css';

/** The agent centre's default page (product rules: states and flows). */
const AGENT_CENTRE_HOME: AgentCentrePage = 'agentTeamOverview';

const areas: { icon: IconName; title: TranslationKey; text: TranslationKey }[] = [
  { icon: 'user', title: 'agent_home_team', text: 'agent_home_team_text' },
  { icon: 'shield', title: 'agent_home_contracts', text: 'agent_home_contracts_text' },
  { icon: 'wallet', title: 'agent_home_commission', text: 'agent_home_commission_text' },
];

function AreaList({ headingLevel }: { headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  return (
    <ul className={styles.areas}>
      {areas.map((area) => (
        <li key={area.title} className={styles.area}>
          <span className={styles.areaIcon} aria-hidden="true">
            <Icon name={area.icon} size={22} />
          </span>
          <div>
            <Heading className={styles.areaTitle}>{t(area.title)}</Heading>
            <p className={styles.areaText}>{t(area.text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function PageHeading({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.heading}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name="shield" size={26} />
      </span>
      <div>
        <p className={styles.kicker}>{t('agent_area')}</p>
        <h1 id="agent-page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
      </div>
    </div>
  );
}

/** The agent home: a welcome, what the agent centre holds, and the way into it. */
function AgentHome({ identity }: { identity: Identity }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeading title={t('page_agent_home')} lead={t('agent_home_lead')} />
      <section className={styles.welcome} aria-labelledby="agent-welcome">
        <h2 id="agent-welcome" className={styles.welcomeTitle}>
          {t('agent_home_welcome', { name: identity.nickname || identity.account })}
        </h2>
        <Button
          size="lg"
          icon={<Icon name="shield" size={18} />}
          onClick={() => openPopup('agentCentre', { page: AGENT_CENTRE_HOME })}
        >
          {t('agent_home_open_centre')}
        </Button>
      </section>
      <section aria-labelledby="agent-overview">
        <h2 id="agent-overview" className={styles.sectionTitle}>
          {t('agent_home_overview')}
        </h2>
        <p className={styles.sectionNote}>{t('agent_home_in_centre')}</p>
        <AreaList headingLevel="h3" />
      </section>
    </div>
  );
}

/** The agent login, with a word for a logged-in account that is not an agent. */
function AgentLogin({ identity }: { identity: Identity | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeading title={t('page_agent_home')} lead={t('agent_login_lead')} />
      <div className={styles.loginGrid}>
        <section className={styles.card} aria-labelledby="agent-login-title">
          <h2 id="agent-login-title" className={styles.cardTitle}>
            {t('agent_login_title')}
          </h2>
          {identity ? (
            <div className={styles.refusal} role="status">
              <p className={styles.refusalTitle}>{t('agent_not_agent_title')}</p>
              <p>{t('agent_not_agent_text', { account: identity.account })}</p>
            </div>
          ) : null}
          <AgentLoginForm />
        </section>
        <aside className={styles.aside} aria-label={t('agent_home_overview')}>
          <AreaList headingLevel="h3" />
        </aside>
      </div>
    </div>
  );
}

/**
 * /agentHome (product rules: pages and layout): the agent home for a logged-in agent; for anyone else the agent-page
 * login, where only agents may log in.
 */
export function AgentHomePage() {
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);

  const agentHome = token !== null && identity?.isAgent === true;
  // An agent who has just logged in on this page lands in the agent centre (product rules: states and flows); one who
  // comes back to /agentHome already logged in sees the home and opens it when ready.
  const sawLogin = useRef(false);
  useEffect(() => {
    if (!agentHome) {
      sawLogin.current = true;
      return;
    }
    if (!sawLogin.current) return;
    sawLogin.current = false;
    openPopup('agentCentre', { page: AGENT_CENTRE_HOME });
  }, [agentHome]);

  // While a login is on its way (token held, identity not yet in) the form stays, with what was typed.
  if (agentHome && identity) return <AgentHome identity={identity} />;
  return <AgentLogin identity={token ? identity : null} />;
}
