/**
 * The app's foundation (api, core, config, i18n) is one chunk, whatever the lazy parts import from it:
 * left to the automatic splitting, each new dynamic import reshuffled it into a few small chunks, each a
 * request and a few hundred bytes of overhead on the first visit. The payload crypto and the customer-service
 * path decryption (both crypto-js) stay lazy.
 */
export const foundation = /[\\/]src[\\/](api|core|config|i18n)[\\/]/;
// Parts of the foundation that only lazy screens load: core modules and core endpoints imported directly (not
// through core's index), and the answer shapes only the member and agent areas read. The money helpers the member
// centre's features share, the money-form kit, and the agent scope, contract kinds and counts the agent centre's share
// (decision 030) are among them. A lazy core module missing here lands in the first visit's core chunk (the kit did,
// for 14 kB with zod/mini): the test named below catches that.
export const lazyFoundation =
  /[\\/]src[\\/](core[\\/](complete-login|session-scope|account-scope|agent-scope|contract-kinds|use-count-text|money-(?:format|keys|failure|input)|money-form[\\/][\w-]+|paged-report-call|use-paged-report-controls|unread-counts|use-translate|customer-service|help-centre|server-html|session-questions|country-codes|register-settings|pattern-hint|failure-text|limit-refusal|reward-claim-refusal|text-rule|activities|action-failure|live-events|live-socket|geetest[\\/][\w-]+|game-launch|game-tab|launch-refusal|api[\\/](captcha|balance|member-info|geetest-captcha|launch-game|launch-game-fb|trial-launch|launched-game|help-centre|safer-gambling|unread-count|consolidated|country-codes|join-promotion|promotion-status|request-reward|referral-details|member-transactions|login|register-settings|sms-code|merchant-wallet|claim-issued-promotion|available-promotions))|api[\\/](lost-answer|schemas[\\/](paging|rewards|member|session)))\.tsx?$/;
/** The foundation's modules that stay lazy on their own: the payload crypto and the path decryption (crypto-js). */
const ownChunk = /[\\/]src[\\/](api[\\/]crypto|core[\\/]des-decrypt)\.ts$/;

/** A part's merging module (src/i18n/parts/<part>.<lang>.ts) rides in that part's locale chunk. */
export const localePartModule = /[\\/]src[\\/]i18n[\\/]parts[\\/](\w+)\.(\w+)\.ts$/;

/**
 * Whether a module rides in the first visit's `core` chunk. tests/architecture/first-visit-foundation.test.ts
 * names any module that would while only lazy screens import it.
 */
export function inFoundationChunk(id: string): boolean {
  return foundation.test(id) && !lazyFoundation.test(id) && !ownChunk.test(id) && !localePartModule.test(id);
}
