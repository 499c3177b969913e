import * as z from 'zod/mini';

/**
 * Every build-time setting of the SPA, validated once. A wrong value stops start-up with a list of what is
 * wrong rather than failing later in some corner of the app. Server-side settings (BACKEND_URL, PORT) live
 * in vite.config.ts and .env.example.
 */
const schema = z.object({
  VITE_MERCHANT_CODE: z._default(z.string().check(z.minLength(1)), 'demo'),
  VITE_API_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 20000),
  /** Header carrying the module id; the protocol notes give this name with medium confidence. */
  VITE_MODULE_ID_HEADER: z._default(z.string().check(z.minLength(1)), 'ModuleId'),
  /** Body of encrypted calls: `value` sends {value} with X-Digest and X-RSA (newest builds), `raw` the base64 alone. */
  VITE_ENCRYPTED_BODY_SHAPE: z._default(z.enum(['value', 'raw']), 'value'),
  /** What X-Digest carries on encrypted calls: the cipher text itself, as the live clients send it (src/api/crypto.ts). */
  VITE_PAYLOAD_DIGEST: z._default(
    z.enum(['ciphertext', 'sha256-ciphertext', 'sha256-plaintext', 'none']),
    'ciphertext',
  ),
  /** GCSGAME_hotGamesV2 is GET in one build and POST in another. */
  VITE_HOT_GAMES_METHOD: z._default(z.enum(['GET', 'POST']), 'GET'),
  /**
   * Which call feeds the winners board: rank-list = GCSGAME_getRankList (the product), winner-board = the
   * reference's ODSFE2_getWinnerBoard (decision 025). Same params, same answer.
   */
  VITE_WINNERS_BOARD_CALL: z._default(z.enum(['rank-list', 'winner-board']), 'rank-list'),
  /**
   * Which call starts a game: launch-game = /wps/game/launchGame, as the platform's own clients start every
   * kind (spec 5), game-launch-fb = spec 1's GCS_gameLaunchFB, same params (decision 046).
   */
  VITE_GAME_LAUNCH_CALL: z._default(z.enum(['launch-game', 'game-launch-fb']), 'launch-game'),
  /**
   * The names of the calls the platform renamed (decision 057): `seeds` sends the names the product's seeds give
   * (MCS2_ points and raffle claim, CSP_unreadCount), `platform` the names its current clients send (MCSFE_,
   * EMFE_getInboxUnreadCount). One setting switches the whole family; the mock answers both.
   */
  VITE_RELAY_FAMILY: z._default(z.enum(['seeds', 'platform']), 'seeds'),
  /** The site's default insecure password: logging in with it forces a password change. */
  VITE_DEFAULT_INSECURE_PASSWORD: z._default(z.string(), 'Welcome#0000'),
  /** Minimum age checked on the registration birthday (product rules: validation reads 21 in the check, 18 in the text). */
  VITE_MINIMUM_AGE: z._default(z.coerce.number().check(z.int(), z.positive()), 21),
  /** Third-party phone sign-in provider for registration codes: none, or the mock's fake provider. */
  VITE_PHONE_AUTH_PROVIDER: z._default(z.enum(['none', 'fake']), 'none'),
  VITE_DEFAULT_LANGUAGE: z._default(z.string().check(z.length(2)), 'EN'),
  /**
   * Path of the live-events WebSocket on the site's own origin (balance, message and contract-offer news);
   * `none` for none: the portal then re-reads by polling alone. The mock serves the same setting.
   */
  VITE_LIVE_EVENTS_PATH: z._default(
    z.string().check(z.regex(/^(\/[\w./-]*|none)$/, 'a path starting with / or none')),
    '/wps/live',
  ),
  /** How often the balance and unread counts are re-read while the live-events socket is down, in ms. */
  VITE_LIVE_EVENTS_POLL_MS: z._default(z.coerce.number().check(z.int(), z.minimum(5000)), 30000),
  /**
   * The hosts whose pages the portal may show inside itself (the chat desk, seamless games), separated by
   * spaces: http(s) origins, or `self` for the site's own origin (where the mock serves them). The build
   * writes the same list into the CSP's frame-src; any other page opens in a tab of its own.
   */
  VITE_FRAME_HOSTS: z._default(z.string(), 'self'),
  /**
   * Geetest v4's loader script, fetched only on a site whose settings name a Geetest captcha (decision 048):
   * the vendor's `https://static.geetest.com/v4/gt4.js` on a real backend, the mock's stand-in by default. The
   * build admits its origin, and CSP_GEETEST_HOSTS, in the Content-Security-Policy.
   */
  VITE_GEETEST_SCRIPT_URL: z._default(
    z
      .string()
      .check(z.regex(/^(\/[\w./-]*|https:\/\/[^\s"'<>]+)$/, 'a path starting with / or an https address')),
    '/__cdn/geetest/gt4.js',
  ),
  /**
   * Whether this deployment lets Google's gtag load (`on`) when the site configuration names an id. The
   * build admits its hosts in the CSP only then; `off` loads nothing whatever the configuration says.
   */
  VITE_ANALYTICS: z._default(z.enum(['off', 'on']), 'off'),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid portal settings:\n${problems}`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);
