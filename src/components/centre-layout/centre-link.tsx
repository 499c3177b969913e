import type { ReactNode } from 'react';
import type { MemberCentrePage } from '@/lib/popup-store';
import { useGoToCentrePage } from './centre-navigation';
import styles from './centre-link.module.css';

/** A link-like button to another page of the centre; its name is what it shows. */
export function CentreLink({ page, children }: { page: MemberCentrePage; children: ReactNode }) {
  const goTo = useGoToCentrePage();
  return (
    <button type="button" className={styles.centreLink} onClick={() => goTo(page)}>
      {children}
    </button>
  );
}
