import { daysFromBase, formatDateTime } from '../clock/dates';
import type { Notice } from './announcements';

/**
 * The agents' own notices (type A), newest first: what an operator tells its agents about commissions,
 * contracts and the team. One carries a link to a page of the site, one markup the client must drop.
 */
export function agentNotices(): Notice[] {
  const items: [string, string][] = [
    [
      'Commission statement for October',
      '<p>Your October commission is settled. Share the <a href="/promotions">promotions</a> with your team to grow November.</p>',
    ],
    [
      'Real-time salary now paid every five minutes',
      '<p>Agents on a real-time salary contract are now paid every <strong>five minutes</strong> of team play.</p>',
    ],
    [
      'New downline rebate limits',
      '<p>Downline rebates may now reach your own rate on every product.</p><img src="/nowhere.png" onerror="alert(1)">',
    ],
  ];
  return items.map(([title, content], index) => ({
    id: 351 + index,
    title,
    content,
    startDateStr: formatDateTime(daysFromBase(-index * 3)),
  }));
}
