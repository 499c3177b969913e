import { badRequest } from '../../protocol/mock-failure';
import type { Payload } from '../../protocol/read-body';
import type { MockState } from '../../state/mock-state';

/** The mock site's Geetest v4 captcha id (32 hex characters, as the platform's are). */
export const GEETEST_CAPTCHA_ID = '6a7e0c1d9b2f4e38a5c6d7e8f9012345';
/** The SDK version the settings answer names while Geetest is on (spec 5: 70542479384 @~500,000). */
export const GEETEST_SDK_VERSION = '1.9.3';

/** A pass the stand-in widget was given: good for one login or registration. */
interface IssuedPass {
  captchaId: string;
  passToken: string;
  genTime: string;
  captchaOutput: string;
}

/** lot_number -> the pass issued under it. */
export type GeetestBook = Map<string, IssuedPass>;

export const seedGeetest = (): GeetestBook => new Map();

const hex = (state: MockState, length: number) =>
  Array.from({ length }, () => Math.floor(state.rng() * 16).toString(16)).join('');

/** What the stand-in's "verify" answers: the four fields of v4's getValidate(), remembered until used. */
export function issuePass(state: MockState, captchaId: string) {
  const lotNumber = hex(state, 32);
  const pass: IssuedPass = {
    captchaId,
    passToken: hex(state, 64),
    genTime: String(Math.floor(state.clockMs / 1000)),
    captchaOutput: hex(state, 48),
  };
  state.geetest.set(lotNumber, pass);
  return {
    lot_number: lotNumber,
    pass_token: pass.passToken,
    gen_time: pass.genTime,
    captcha_output: pass.captchaOutput,
  };
}

// Live merchants' refusal: an error code naming Geetest, and #1066 (spec 5: 60869790030 @~19,200).
const refusal = () => badRequest('geetest_captcha_err', 'geetest_captcha_err #1066');

function holds(state: MockState, proof: unknown): boolean {
  if (proof === null || typeof proof !== 'object') return false;
  const p = proof as Record<string, unknown>;
  const lotNumber = typeof p.lot_number === 'string' ? p.lot_number : '';
  const issued = state.geetest.get(lotNumber);
  // Used up, right or wrong.
  state.geetest.delete(lotNumber);
  return (
    issued !== undefined &&
    p.captcha_id === issued.captchaId &&
    p.pass_token === issued.passToken &&
    String(p.gen_time) === issued.genTime &&
    p.captcha_output === issued.captchaOutput
  );
}

/**
 * On a Geetest site, a login or registration carries `geetestValidateV4` with a pass the stand-in was
 * given; otherwise, or while the scenario refuses the next ones, it is refused with #1066.
 */
export function checkGeetestPass(state: MockState, body: Payload): void {
  if (!state.scenario.geetest) return;
  const valid = holds(state, body.geetestValidateV4);
  if (state.scenario.geetestRefusals > 0) {
    state.scenario.geetestRefusals -= 1;
    throw refusal();
  }
  if (!valid) throw refusal();
}
