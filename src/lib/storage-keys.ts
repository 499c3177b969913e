/**
 * Every browser storage key of product rules: data the portal reads and keeps, named once. Other code reads and writes storage only
 * through these names so a key never drifts between writer and reader.
 */
export const sessionKeys = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  validate: 'validate',
  gameVendor: 'gameVendor',
  merchantWallet: 'merchantWallet',
  hotGames: 'HOT_GAMES',
  winners: 'WINNERS',
} as const;

export const localKeys = {
  hisLang: 'hisLang',
  lang: 'lang',
  /** The member hid the header's session clock (a preference of this browser's, kept across sessions). */
  sessionClockHidden: 'sessionClock.hidden',
  /**
   * The start-up answers a visitor's last visit read (site status, announcements), shown at once on the next
   * visit while they are asked again (decision 043). Not the platform's key: the portal's own.
   */
  startUpAnswers: 'startUp.answers',
} as const;

/** The portal's own session keys (interface state), beyond the platform's list above. */
export const shellSessionKeys = {
  rightBarCollapsed: 'shell.rightBarCollapsed',
  sideMenuCollapsed: 'shell.sideMenuCollapsed',
  /** The affiliate or referral code a visitor arrived with (?affiliateCode=, ?referralCode=), for registration. */
  referralCode: 'referralCode',
  /** A free-play trial session, so a reload does not count it as a real account until member info returns. */
  isTrial: 'isTrial',
  /**
   * A `?token=` login, parked here by the script at the top of index.html (which names this key too) until
   * start-up takes it: it leaves the address before any request could carry it (decision 016).
   */
  handoverToken: 'handover.token',
  /**
   * A login whose password must be changed before the session is the member's (decision 049): the account
   * and why, as JSON, beside the token. While it is set nothing of the member's loads; never the password.
   */
  passwordChange: 'passwordChange.pending',
  /** Set by a first-time login (product rules: states and flows): the announcement popup shows execution F instead of A. */
  firstLogin: 'firstLogin',
  /**
   * Prefix of the announcement popup's 'closed' markers, one per audience (`announcementPopup.B`, `.A`,
   * `.F`), and the public popup's (`.P`, everyone's): closed once, a popup stays closed for the rest of the
   * tab's session (product rules: states and flows).
   */
  announcementPopup: 'announcementPopup',
  /** When the session began on this browser's clock (the session clock and the reality check count from it). */
  playSessionStart: 'playSession.start',
} as const;

export type SessionKey =
  (typeof sessionKeys)[keyof typeof sessionKeys] | (typeof shellSessionKeys)[keyof typeof shellSessionKeys];
export type LocalKey = (typeof localKeys)[keyof typeof localKeys];
