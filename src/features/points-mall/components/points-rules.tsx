import { ServerHtml } from '@/core/server-html';
import styles from './points-mall.module.css';

/**
 * The points rules, server HTML through the one sanitized-HTML component (pictures from the site's image
 * hosts kept); its own chunk, so the sanitizer loads only with the rules.
 */
export function PointsRules({ html }: { html: string }) {
  return <ServerHtml html={html} className={styles.rules} />;
}
