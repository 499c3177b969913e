import { sanitizeHtml } from '@/lib/sanitize-html';
import styles from './points-mall.module.css';

/** The points rules, server HTML made safe; its own chunk, so the sanitizer loads only with the rules. */
export function PointsRules({ html }: { html: string }) {
  return <div className={styles.rules} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
