import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** Body of `POST /__mock/scenario` (see mocks/README.md); every field is optional and merges into the state. */
export interface MockScenario {
  status?: 'normal' | 'maintenance' | 'region';
  /** Whitelabel flags by module id, for example `{ MOD_FREEPLAY: false }`. */
  flags?: Record<string, boolean>;
  /** Delay added to every backend answer. */
  latencyMs?: number;
  /** Make the next `times` (default 1) calls whose path matches fail with `status`. */
  failures?: { path: string; status: number; times?: number }[];
  /** Analytics id served in the site configuration; null for none. */
  gtagId?: string | null;
  /** The origin the live chat's page is on (a host the portal may not frame); null for the site's own. */
  chatHost?: string | null;
  /** The announcements carry the public popup's notice (execution P). */
  publicNotice?: boolean;
  /** Where a seamless game's launch points: the mock CDN (framed) or a vendor host the site may not frame. */
  seamlessHost?: 'site' | 'foreign';
  /** The site asks for Geetest v4 at login and registration (the mock's stand-in widget). */
  geetest?: boolean;
  /** How many of the next Geetest checks the mock refuses (#1066) even with a valid pass. */
  geetestRefusals?: number;
  /** A vendor under maintenance: its launches refuse with vendor_under_maintenance, or answer resType 1. */
  vendorMaintenance?: { vassalage: string; answer?: 'refusal' | 'resType'; endTime?: number | null } | null;
  /** A game (nodeId) left unfinished: a real-money start of any other answers #734. */
  unfinishedGame?: number | null;
  /** Reais a real-money start needs in the main wallet, else launch_game_balance_not_enough; null: no check. */
  launchMinimumBalance?: number | null;
  /** How the balance answer carries its lines: a list (default), an object keyed by accountName, or one line. */
  balanceShape?: 'list' | 'object' | 'line';
  /** The deposit side: open, closed by the site (allowDeposit N), no channel, or every order refused. */
  deposit?: 'open' | 'closed' | 'none' | 'refused';
}

export interface MockControl {
  reset(): Promise<void>;
  scenario(scenario: MockScenario): Promise<void>;
  /** The last SMS verification code the mock "sent" to this mobile number. */
  latestSms(mobile: string): Promise<string>;
  /** The answer of the last captcha the mock generated. */
  latestCaptcha(): Promise<string>;
  /** The back office ends every session of an account; their calls are then refused with `answer`. */
  endSessions(
    account: string,
    answer: '401' | 'customer.not.login' | 'user.or.token.invalid' | 'CUSTOMER_NOT_LOGIN',
  ): Promise<void>;
  /** A live session token of the account, as an app or a partner site would hand it over in `/?token=`. */
  issueSession(account: string): Promise<string>;
}

// The mock answers `{ mobile, code }` and `{ answer }`, with null until a code was sent or a captcha drawn.
function pickCode(body: unknown, key: 'code' | 'answer'): string | null {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

// A test reads the code right after clicking "send": the UI's request may still be on its way to the mock,
// so ask again (Playwright's retry intervals) for a few seconds before deciding there is none.
async function poll(read: () => Promise<string | null>, what: string, timeout = 5_000): Promise<string> {
  const last: { value: string | null } = { value: null };
  await expect(async () => {
    last.value = await read();
    expect(last.value, `mock control: no ${what}`).not.toBeNull();
  }).toPass({ timeout });
  return String(last.value);
}

async function check(response: APIResponse, what: string) {
  if (!response.ok()) {
    throw new Error(`mock control: ${what} answered ${response.status()} ${await response.text()}`);
  }
}

export function mockControl(request: APIRequestContext): MockControl {
  return {
    async reset() {
      await check(await request.post('/__mock/reset'), 'reset');
    },
    async scenario(scenario) {
      await check(await request.post('/__mock/scenario', { data: scenario }), 'scenario');
    },
    latestSms(mobile) {
      return poll(async () => {
        const response = await request.get('/__mock/sms/latest', { params: { mobile } });
        await check(response, 'sms/latest');
        return pickCode(await response.json(), 'code');
      }, `SMS code for ${mobile}`);
    },
    async endSessions(account, answer) {
      await check(await request.post('/__mock/sessions/end', { data: { account, answer } }), 'sessions/end');
    },
    latestCaptcha() {
      return poll(async () => {
        const response = await request.get('/__mock/captcha/latest');
        await check(response, 'captcha/latest');
        return pickCode(await response.json(), 'answer');
      }, 'captcha answer');
    },
    async issueSession(account) {
      const response = await request.post('/__mock/sessions', { data: { account } });
      await check(response, 'sessions');
      const { value } = (await response.json()) as { value: { token: string } };
      return value.token;
    },
  };
}

/** How many live-events sockets of the account the mock holds open. */
export async function openSockets(request: APIRequestContext, account: string): Promise<number> {
  const response = await request.get('/__mock/events/connections', { params: { account } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { open: number } }).value.open;
}
