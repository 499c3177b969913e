import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { StatePanel } from '@/components/state-panel/state-panel';
import { failureText } from '@/core/failure-text';
import { useExclusiveAction } from '@/lib/pending-action';
import { fetchChatUrl } from './api/launch-chat';
import type { ChatModel } from './api/model-list';
import { openChat, type ChatOutcome } from './chat-opening';
import { ChatView } from './chat-view';
import { HostList } from './host-list';
import styles from './chat-room.module.css';

/** Whom a chat is asked with: a host, or whoever of the team is on duty. */
type Party = ChatModel | null;
const partyKey = (party: Party) => party?.modelId ?? 'team';

/**
 * The live chat (the chat room popup): start a chat with the team on duty, or with one of the live hosts.
 * The chat then opens in the popup when its host may be framed, else in a tab of its own (chat-opening.ts).
 */
export function ChatRoomPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const hostsId = useId();
  const [pending, setPending] = useState<string | null>(null);
  const [chat, setChat] = useState<{ outcome: ChatOutcome; title: string } | null>(null);
  const [failure, setFailure] = useState<{ text: string; party: Party } | null>(null);

  // Synchronous up to the call: openChat's tab, when it opens one, opens inside the click.
  const launch = useExclusiveAction(async (party: Party) => {
    setPending(partyKey(party));
    setFailure(null);
    try {
      const outcome = await openChat(() => fetchChatUrl(party?.modelId), t('chat_opening'));
      setChat({
        outcome,
        title: party ? t('chat_with_host', { name: party.name }) : t('chat_with_team'),
      });
    } catch (error) {
      setFailure({ text: failureText(t, error), party });
    } finally {
      setPending(null);
    }
  });

  return (
    <Modal title={t('header_live_chat')} onClose={onClose}>
      {chat ? (
        <ChatView
          outcome={chat.outcome}
          title={chat.title}
          onOpenedTab={() => setChat({ ...chat, outcome: { ...chat.outcome, kind: 'tab' } })}
          onBack={() => setChat(null)}
        />
      ) : (
        <div className={styles.choose}>
          <p className={styles.lead}>{t('chat_lead')}</p>
          {failure ? (
            <StatePanel
              tone="error"
              title={t('chat_failed')}
              message={failure.text}
              action={
                <Button variant="secondary" size="sm" onClick={() => launch.run(failure.party)}>
                  {t('common_retry')}
                </Button>
              }
            />
          ) : null}
          <Button size="lg" block busy={pending === 'team'} onClick={() => launch.run(null)}>
            {t('chat_start')}
          </Button>
          <section className={styles.section} aria-labelledby={hostsId}>
            <h3 id={hostsId} className={styles.heading}>
              {t('chat_hosts')}
            </h3>
            <HostList pending={pending} onChoose={(model) => launch.run(model)} />
          </section>
        </div>
      )}
    </Modal>
  );
}
