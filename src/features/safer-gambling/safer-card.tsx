import type { ReactNode } from 'react';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from './safer-gambling.module.css';

/** A card of the page: its title, what it does in a sentence, and its rows or form. */
export function SaferCard({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className={centre.card} aria-labelledby={id}>
      <h4 id={id} className={centre.cardTitle}>
        {title}
      </h4>
      <p className={styles.cardText}>{text}</p>
      {children}
    </section>
  );
}
