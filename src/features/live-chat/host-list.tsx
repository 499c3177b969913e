import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useSystemStatus } from '@/core';
import { assetUrl } from '@/lib/cdn';
import { useChatModels, type ChatModel } from './api/model-list';
import styles from './chat-room.module.css';

/** A host's picture from the image hosts (the next host once on failure), else the name's first letter. */
function Avatar({ model, hosts }: { model: ChatModel; hosts: readonly string[] }) {
  const [attempt, setAttempt] = useState(0);
  const src = attempt < 2 ? assetUrl(hosts, model.avatarUrl, attempt) : undefined;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {src ? (
        <img
          key={attempt}
          src={src}
          alt=""
          width={44}
          height={44}
          decoding="async"
          onError={() => setAttempt((a) => a + 1)}
        />
      ) : (
        [...model.name.trim()][0]?.toUpperCase()
      )}
    </span>
  );
}

export interface HostListProps {
  /** The host whose chat is being asked for, to show that button busy. */
  pending: string | null;
  onChoose: (model: ChatModel) => void;
}

/**
 * The live hosts (CBS_modelList): picture, name, what they talk about and whether they are online. An online
 * host's button starts a chat with them; an offline host is listed, but cannot be chosen.
 */
export function HostList({ pending, onChoose }: HostListProps) {
  const { t } = useTranslation();
  const models = useChatModels();
  const hosts = useSystemStatus().data?.info.imageCDNs ?? [];

  if (models.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('chat_hosts_error')}
        action={
          <Button
            variant="secondary"
            size="sm"
            busy={models.isFetching}
            onClick={() => void models.refetch()}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  }
  if (!models.data) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('chat_hosts_loading')} />
      </div>
    );
  }
  if (models.data.length === 0) return <StatePanel title={t('chat_hosts_empty')} />;
  return (
    <ul className={styles.hosts}>
      {models.data.map((model) => (
        <li key={model.modelId}>
          <button
            type="button"
            className={styles.host}
            disabled={!model.online}
            aria-busy={pending === model.modelId || undefined}
            onClick={() => onChoose(model)}
          >
            <Avatar model={model} hosts={hosts} />
            {/* The spaces keep the button's name in words ("Bianca Slots Online") wherever styles are not read. */}
            <span className={styles.who}>
              <span className={styles.name}>{model.name}</span>{' '}
              {model.topic ? <span className={styles.topic}>{model.topic}</span> : null}
            </span>{' '}
            <span className={styles.presence} data-online={model.online || undefined}>
              {t(model.online ? 'chat_online' : 'chat_offline')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
