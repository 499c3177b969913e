import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModeTabs } from '@/components/tabs/mode-tabs';
import { useSiteFlags } from '@/core/site-config';
import { InboxPanel } from './inbox-panel';
import { OutboxPanel } from './outbox-panel';
import styles from './messages.module.css';

type Box = 'inbox' | 'outbox';

/**
 * Messages (issue 11, issue 32): the inbox, and where the site enables it (OUTBOX3) what the member sent;
 * writing and replying where it lets members write (SENDMAIL3).
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const flags = useSiteFlags();
  const [box, setBox] = useState<Box>('inbox');
  const canWrite = flags.SENDMAIL3 === true;
  if (flags.OUTBOX3 !== true) return <InboxPanel canWrite={canWrite} />;
  return (
    <>
      <ModeTabs<Box>
        label={t('messages_boxes')}
        tabs={[
          { mode: 'inbox', label: t('messages_inbox') },
          { mode: 'outbox', label: t('messages_outbox') },
        ]}
        value={box}
        onChange={setBox}
        panelId="messages-box"
        tabId={(mode) => `messages-tab-${mode}`}
      />
      <div id="messages-box" role="tabpanel" aria-labelledby={`messages-tab-${box}`} className={styles.box}>
        {box === 'inbox' ? <InboxPanel canWrite={canWrite} /> : <OutboxPanel canWrite={canWrite} />}
      </div>
    </>
  );
}
