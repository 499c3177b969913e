import type { ReactNode } from 'react';
import styles from './reward-centre.module.css';

/**
 * What a claim said: its success in a polite live region that is always there (so it is heard when it fills),
 * its failure as an alert, with whatever the failure offers next (the way to My account, say).
 */
export function ClaimOutcome({ done, failure }: { done: string | null; failure: ReactNode }) {
  return (
    <>
      <p className={styles.done} role="status">
        {done}
      </p>
      {failure ? (
        <div className={styles.failure} role="alert">
          {failure}
        </div>
      ) : null}
    </>
  );
}
