import { useEffect, useId, useRef } from 'react';
import { ServerHtml } from '@/core/server-html';
import { useInAppLinks } from '@/lib/use-in-app-links';
import type { HelpQuestion } from './help-topics';
import styles from './help-centre.module.css';

export interface HelpQuestionsProps {
  questions: readonly { question: HelpQuestion; context?: string }[];
  open: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** The question `/help#tag` named: brought into view once it is drawn. */
  focusKey?: string;
  leave: () => void;
}

/** Questions that open to their answers, one button each (several may be open at once). */
export function HelpQuestions({ questions, open, onToggle, focusKey, leave }: HelpQuestionsProps) {
  const ids = useId();
  const named = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // A link in an answer to a page of the site moves inside the app, closing the help centre first.
  useInAppLinks(list, leave, questions.length);
  useEffect(() => {
    named.current?.scrollIntoView?.({ block: 'nearest' });
  }, [focusKey]);
  return (
    <ul ref={list} className={styles.questions}>
      {questions.map(({ question, context }) => {
        const expanded = open.has(question.key);
        const answerId = `${ids}-${question.key}`;
        return (
          <li key={question.key} className={styles.question}>
            <h4 className={styles.questionHeading}>
              <button
                ref={question.key === focusKey ? named : undefined}
                type="button"
                className={styles.questionButton}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => onToggle(question.key)}
              >
                <span>
                  {question.question}
                  {context ? <span className={styles.context}>{context}</span> : null}
                </span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </h4>
            <ServerHtml
              id={answerId}
              html={question.answer}
              hidden={!expanded}
              className={styles.questionAnswer}
            />
          </li>
        );
      })}
    </ul>
  );
}
