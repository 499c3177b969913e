import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { SearchBox } from '@/components/search-box/search-box';
import { skeletonClass } from '@/components/skeleton/skeleton';
import { StatePanel } from '@/components/state-panel/state-panel';
import { openPopup } from '@/lib/popup-store';
import { findTag, isSearch, searchHelp } from './help-topics';
import { HelpQuestions } from './help-questions';
import { useHelpTopics } from './use-help-topics';
import styles from './help-centre.module.css';

/**
 * The help centre: topics from the server and the help-type announcements, questions that open to their
 * answers, a search that answers as the visitor types, and feedback for what it does not answer. `tag`
 * (from /help#tag or the footer) opens that topic, or that question in its topic.
 */
export function HelpCentrePopup({ tag, onClose }: { tag?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { topics, pending, failed, retry, retrying } = useHelpTopics();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  // null until the visitor opens or closes an answer: until then the question the tag names is open.
  const [opened, setOpened] = useState<ReadonlySet<string> | null>(null);
  const ids = useId();

  const target = useMemo(() => findTag(topics, tag), [topics, tag]);
  const current = topics.find((topic) => topic.tag === (chosen ?? target?.topic)) ?? topics[0] ?? null;
  const open = opened ?? new Set(target?.question ? [target.question] : []);
  const toggle = (key: string) => {
    const next = new Set(open);
    if (!next.delete(key)) next.add(key);
    setOpened(next);
  };
  const searching = isSearch(query);
  const matches = useMemo(() => searchHelp(topics, query), [topics, query]);

  const sendFeedback = () => {
    onClose();
    openPopup('feedback');
  };

  let body;
  if (failed) {
    body = (
      <StatePanel
        tone="error"
        title={t('help_error')}
        action={
          <Button variant="secondary" busy={retrying} onClick={retry}>
            {t('help_retry')}
          </Button>
        }
      />
    );
  } else if (pending) {
    body = (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden">{t('help_loading')}</span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${skeletonClass} ${styles.loadingRow}`} />
        ))}
      </div>
    );
  } else if (!current) {
    body = <StatePanel title={t('help_empty')} />;
  } else if (searching) {
    body = (
      <section aria-labelledby={`${ids}-results`} className={styles.results}>
        <h3 id={`${ids}-results`} className={styles.topicTitle}>
          {t('help_results_title')}
        </h3>
        {matches.length > 0 ? (
          <HelpQuestions
            questions={matches.map((m) => ({ question: m.question, context: m.topic.title }))}
            open={open}
            onToggle={toggle}
            leave={onClose}
          />
        ) : (
          <StatePanel
            title={t('help_no_results', { query: query.trim() })}
            message={t('help_no_results_hint')}
          />
        )}
      </section>
    );
  } else {
    body = (
      <div className={styles.browse}>
        <nav aria-label={t('help_topics')} className={styles.topicNav}>
          <ul className={styles.topicList}>
            {topics.map((topic) => (
              <li key={topic.tag}>
                <button
                  type="button"
                  className={styles.topic}
                  aria-current={topic === current ? 'true' : undefined}
                  onClick={() => setChosen(topic.tag)}
                >
                  {topic.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby={`${ids}-topic`} className={styles.topicBody}>
          <h3 id={`${ids}-topic`} className={styles.topicTitle}>
            {current.title}
          </h3>
          <HelpQuestions
            questions={current.questions.map((question) => ({ question }))}
            open={open}
            onToggle={toggle}
            focusKey={chosen === null ? target?.question : undefined}
            leave={onClose}
          />
        </section>
      </div>
    );
  }

  return (
    <Modal
      title={t('help_title')}
      onClose={onClose}
      size="lg"
      footer={
        <div className={styles.more}>
          <p>{t('help_still_need')}</p>
          <Button variant="secondary" size="sm" onClick={sendFeedback}>
            {t('help_send_feedback')}
          </Button>
        </div>
      }
    >
      <div className={styles.popup}>
        {/* Drawn from the start (not once the topics arrive), so it takes the focus as the popup opens. */}
        {!failed ? (
          <SearchBox
            value={query}
            onChange={setQuery}
            label={t('help_search')}
            placeholder={t('help_search_placeholder')}
            clearLabel={t('help_search_clear')}
            maxLength={80}
          />
        ) : null}
        {/* The count is announced as the visitor types; the list itself is not re-read at every key. */}
        <p role="status" className={searching ? styles.count : 'visually-hidden'}>
          {searching ? t('help_results', { count: matches.length }) : ''}
        </p>
        {body}
      </div>
    </Modal>
  );
}
