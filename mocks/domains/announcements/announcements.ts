import { gameCatalogue } from '../games/game-catalogue';
import { daysFromBase, formatDateTime } from '../clock/dates';
import type { HelpNotice } from './help-notices';

export type LinkageType = 'NONE' | 'INTERNAL' | 'GAME' | 'PROMOTION' | 'EXTERNAL';

/**
 * A banner in the reference's shape (product rules: announcement bundle): `url` is the picture. The click target's field is
 * not shown there; ours is `linkageUrl` (decision 023). `bannerId` is not always sent.
 */
export interface Banner {
  bannerId?: number;
  title: string;
  url: string;
  groupName: 'w_home' | 'w_login' | 'w_register';
  linkageType: LinkageType;
  linkageUrl: string;
  sort: number;
}

export interface Notice {
  id: number;
  title: string;
  content: string;
  startDateStr: string;
}

export interface Popup {
  id: number;
  title: string;
  content: string;
  /** A logged in, B anonymous, F first login; P public (**designed**: the public popup, everyone). */
  execution: 'A' | 'B' | 'F' | 'P';
  promotionType?: string;
}

export interface Promotion {
  id: number;
  title: string;
  content: string;
  announcementImages: { url: string }[];
  promotionType: string;
  startDateStr: string;
  endDateStr: string;
}

export interface AnnouncementBundle {
  banners: Banner[];
  player: Notice[];
  popup: Popup[];
  promotion: Promotion[];
  /** Type A, the agents' own notices: answered to an agent who asks for them (./agent-notices.ts). */
  agent?: Notice[];
  /** Type H, when asked (./help-notices.ts). */
  help?: HelpNotice[];
}

const promoSpecs: [id: number, title: string, type: string, body: string][] = [
  [501, 'Welcome Bonus 100% up to R$ 500', 'newbie', 'Double your first deposit. Wagering 20x the bonus.'],
  [502, 'Daily Reload 10%', 'daily', 'Every day, a 10% reload on your first deposit.'],
  [503, 'Slots Rebate 1.2%', 'rebate', 'Unlimited rebate on every slot bet, paid daily.'],
  [504, 'VIP Level-up Rewards', 'vip', 'Climb the VIP ladder and collect a reward at every level.'],
  [505, 'Weekend Leaderboard', 'ranking', 'Top 50 players of the weekend share R$ 50,000.'],
  [506, 'App Download Gift', 'appdownload', 'Install the app and get R$ 10 free.'],
  [507, 'Points Mall Festival', 'pointsmall', 'Redeem points for double value this month.'],
  // Issue 11: one promotion of each remaining activity type, so every tab of /promotions has one.
  [508, 'Halloween Free Spins', 'limited', '50 free spins on selected slots, for one week only.'],
  [509, 'Birthday Special Gift', 'special', 'Send us a picture of your ID in your birthday month for R$ 30.'],
  [510, 'Live Casino High Rebate 2%', 'highrebate', 'A 2% rebate on every live casino bet, paid weekly.'],
  [511, 'Deposit Bonus 20%', 'deposit', 'Deposit R$ 200 or more this week and apply for a 20% bonus.'],
];

// Dates that agree with the activity each promotion seeds (promotions/activities.ts): 507 has ended,
// 508 is to come.
const promoDays: Record<number, [start: number, end: number]> = { 507: [-30, -1], 508: [5, 12] };

function promotions(): Promotion[] {
  return promoSpecs.map(([id, title, promotionType, body], index) => {
    const [start, end] = promoDays[id] ?? [-10 + index, 30 + index * 5];
    return {
      id,
      title,
      content: `<h3>${title}</h3><p>${body}</p><ul><li>Valid for members in good standing.</li><li>General terms apply.</li></ul>`,
      announcementImages: [{ url: `/promo/${id}.svg` }],
      promotionType,
      startDateStr: formatDateTime(daysFromBase(start)),
      endDateStr: formatDateTime(daysFromBase(end)),
    };
  });
}

function banners(): Banner[] {
  const game = gameCatalogue().games[0];
  const banner = (
    bannerId: number,
    groupName: Banner['groupName'],
    title: string,
    linkageType: LinkageType,
    linkageUrl: string,
  ): Banner => ({
    bannerId,
    title,
    url: `/banner/${bannerId}.svg`,
    groupName,
    linkageType,
    linkageUrl,
    sort: bannerId,
  });
  return [
    banner(101, 'w_home', 'Welcome Bonus 100%', 'PROMOTION', '501'),
    banner(102, 'w_home', 'New Slots Every Week', 'INTERNAL', '/rng'),
    banner(103, 'w_home', 'Play the Featured Game', 'GAME', `game:${game?.nodeId ?? 100001}`),
    banner(104, 'w_home', 'Responsible Gaming', 'EXTERNAL', 'https://www.begambleaware.org/'),
    banner(105, 'w_home', 'Live Casino Nights', 'NONE', ''),
    // Deliberately hostile: the client must refuse to follow a javascript: link.
    banner(106, 'w_home', 'Unsafe Link Test', 'EXTERNAL', 'javascript:alert(document.cookie)'),
    // No bannerId, as some builds send them.
    { ...banner(111, 'w_login', 'Log in and Win', 'NONE', ''), bannerId: undefined },
    banner(121, 'w_register', 'Join Today, Get R$ 500', 'PROMOTION', '501'),
  ];
}

function notices(): Notice[] {
  const items: [string, string][] = [
    [
      'Scheduled maintenance on Nov 5',
      '<p>Our platform will be upgraded on <strong>Nov 5, 03:00-05:00 (BRT)</strong>.</p>',
    ],
    [
      'New vendor: PGE Originals',
      '<p>Try our in-house games in the <a href="/inHouse">In-house</a> lobby.</p>',
    ],
    ['Deposit by PIX is instant', '<p>PIX deposits now credit within seconds.</p>'],
    ['Beware of phishing sites', '<p>Only use the official mirrors listed in the footer.</p>'],
    ['Weekend leaderboard results', '<p>Congratulations to all winners of last weekend!</p>'],
  ];
  return items.map(([title, content], index) => ({
    id: 301 + index,
    title,
    content,
    startDateStr: formatDateTime(daysFromBase(-index * 2)),
  }));
}

// Popups with execution A (logged in), B (anonymous) and F (first login). Some carry markup the client
// must sanitize: a <script> element and an onerror attribute. B holds ten, so a visitor's popup pages
// (8 a page, product rules: member and agent limits).
function popups(): Popup[] {
  const visitorTips: [title: string, content: string, promotionType?: string][] = [
    ['Weekend Leaderboard', '<p>Top 50 players of the weekend share <b>R$ 50,000</b>.</p>', 'ranking'],
    ['Pay by PIX', '<p>PIX deposits credit within seconds, day and night.</p>'],
    ['Live Casino Nights', '<p>New live tables open every evening from 19:00.</p>'],
    ['App Download Gift', '<p>Install the app and get <b>R$ 10</b> free.</p>', 'appdownload'],
    ['Slots Rebate 1.2%', '<p>An unlimited rebate on every slot bet, paid daily.</p>', 'rebate'],
    ['Play responsibly', '<p>Set your limits in the member centre at any time.</p>'],
    ['Invite your friends', '<p>Share your link and earn a reward for each friend who plays.</p>'],
    ['Points never expire', '<p>Every bet earns points for the <a href="/pointMall">Points Mall</a>.</p>'],
  ];
  return [
    {
      id: 401,
      title: 'Welcome back!',
      content: '<p>Your daily reload is ready.</p>',
      execution: 'A',
      promotionType: 'daily',
    },
    {
      id: 402,
      title: 'Security notice',
      content:
        '<p>Never share your password.</p><script>alert("xss")</script><img src="x" onerror="alert(1)">',
      execution: 'A',
    },
    {
      id: 403,
      title: 'Join us today',
      content: '<p>Register and get a <b>100%</b> welcome bonus.</p>',
      execution: 'B',
      promotionType: 'newbie',
    },
    {
      id: 404,
      title: 'Mirror sites',
      content:
        '<p>Bookmark our official mirrors.</p><img src="/nowhere.png" onerror="document.body.innerHTML=\'\'">',
      execution: 'B',
    },
    {
      id: 405,
      title: 'First login gift',
      content: '<p>Claim your first-login gift now.</p>',
      execution: 'F',
      promotionType: 'newbie',
    },
    ...visitorTips.map(([title, content, promotionType], index): Popup => ({
      id: 406 + index,
      title,
      content,
      execution: 'B',
      ...(promotionType ? { promotionType } : {}),
    })),
  ];
}

/**
 * The public popup's notice (execution P, **designed**): a planned maintenance window, as a back office
 * would announce it to visitors and members alike. Served only under the scenario `publicNotice`; its
 * markup carries a handler the client must drop.
 */
export function publicNotice(): Popup {
  return {
    id: 451,
    title: 'Planned maintenance on Nov 8',
    content:
      '<p>The site will be down for an upgrade on <strong>Nov 8, 02:00-04:00 (BRT)</strong>. Deposits made before then are safe.</p><p>Follow the <a href="/promotions">promotions</a> for a make-up bonus.</p><img src="/nowhere.png" onerror="alert(1)">',
    execution: 'P',
  };
}

let cached: AnnouncementBundle | null = null;

export function announcements(): AnnouncementBundle {
  cached ??= { banners: banners(), player: notices(), popup: popups(), promotion: promotions() };
  return cached;
}
