import { forwardRef, type ReactNode } from 'react';
import { Button } from '@/components/button/button';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from '../my-account.module.css';

export interface SecurityRowProps {
  title: string;
  hint?: string;
  /** What is set: a masked value, "Set", or "Not set" (`missing`). */
  state?: { text: ReactNode; missing: boolean };
  /** The visible action ("Set", "Change", "Bind") and its full name ("Set withdraw password"). */
  action: { text: string; name: string; onClick: () => void };
  /** The panel this row opens, when it has one: the button says whether it is open. */
  panel?: { id: string; open: boolean; content: ReactNode };
  /** What the last action of this row achieved. */
  notice?: string | null;
}

/** One line of the security card: what it is, where it stands, and the action that changes it. */
export const SecurityRow = forwardRef<HTMLButtonElement, SecurityRowProps>(function SecurityRow(
  { title, hint, state, action, panel, notice },
  ref,
) {
  return (
    <li className={styles.row}>
      <div className={centre.securityRow}>
        <div className={styles.rowText}>
          <p className={centre.rowTitle}>{title}</p>
          {hint ? <p className={centre.rowHint}>{hint}</p> : null}
        </div>
        <div className={styles.rowEnd}>
          {state ? (
            <span className={state.missing ? styles.stateMissing : styles.stateSet}>{state.text}</span>
          ) : null}
          <Button
            ref={ref}
            size="sm"
            variant="secondary"
            aria-label={action.name}
            aria-expanded={panel ? panel.open : undefined}
            aria-controls={panel?.open ? panel.id : undefined}
            onClick={action.onClick}
          >
            {action.text}
          </Button>
        </div>
      </div>
      {notice ? (
        <p className={styles.success} role="status">
          {notice}
        </p>
      ) : null}
      {panel?.open ? (
        <div id={panel.id} className={styles.panel}>
          {panel.content}
        </div>
      ) : null}
    </li>
  );
});
