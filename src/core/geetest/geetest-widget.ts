/**
 * A small adapter around Geetest v4's documented web API (`initGeetest4`, in `product: 'bind'` mode, where the
 * page decides when the challenge shows): the portal asks for one pass at a time and gets the fields the
 * platform checks. The mock's stand-in (mocks/domains/geetest/stand-in.ts) implements the same API.
 */

/** What `getValidate()` gives after a pass. */
export interface GeetestValidate {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** The part of the v4 captcha object the portal uses. */
export interface GeetestCaptcha {
  showCaptcha(): void;
  getValidate(): GeetestValidate | false | null | undefined;
  reset(): void;
  onReady(callback: () => void): GeetestCaptcha;
  onSuccess(callback: () => void): GeetestCaptcha;
  onError(callback: (error: unknown) => void): GeetestCaptcha;
  onClose(callback: () => void): GeetestCaptcha;
}

export interface GeetestConfig {
  captchaId: string;
  product: 'bind';
  language?: string;
}

export type InitGeetest4 = (config: GeetestConfig, callback: (captcha: GeetestCaptcha) => void) => void;

declare global {
  interface Window {
    initGeetest4?: InitGeetest4;
  }
}

/** The `geetestValidateV4` a login or registration carries (spec 5: 55035107823 @~5,100). */
export interface GeetestProof extends GeetestValidate {
  captcha_id: string;
}

/** No pass: the visitor closed the challenge, or it could not be loaded or shown. */
export class GeetestNotPassed extends Error {
  constructor(readonly reason: 'closed' | 'unavailable') {
    super(`Geetest: ${reason}`);
    this.name = 'GeetestNotPassed';
  }
}

/** A vendor that never says it is ready must not leave the form busy for ever. */
const READY_TIMEOUT_MS = 20_000;

let loading: { url: string; script: Promise<InitGeetest4> } | null = null;

/** The loader script, added once; a failed load is tried again at the next pass. */
export function loadGeetest(url: string): Promise<InitGeetest4> {
  if (window.initGeetest4) return Promise.resolve(window.initGeetest4);
  if (loading?.url === url) return loading.script;
  const script = new Promise<InitGeetest4>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = url;
    element.async = true;
    const fail = () => {
      loading = null;
      element.remove();
      reject(new GeetestNotPassed('unavailable'));
    };
    element.addEventListener('load', () => (window.initGeetest4 ? resolve(window.initGeetest4) : fail()));
    element.addEventListener('error', fail);
    document.head.appendChild(element);
  });
  loading = { url, script };
  return script;
}

interface Waiting {
  resolve: (validate: GeetestValidate) => void;
  reject: (error: GeetestNotPassed) => void;
}

interface Widget {
  captcha: GeetestCaptcha;
  waiting: Waiting | null;
}

const widgets = new Map<string, Promise<Widget>>();

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function readValidate(captcha: GeetestCaptcha): GeetestValidate | null {
  const v = captcha.getValidate();
  if (!v || !isText(v.lot_number) || !isText(v.captcha_output) || !isText(v.pass_token)) return null;
  if (!isText(v.gen_time) && typeof v.gen_time !== 'number') return null;
  return {
    lot_number: v.lot_number,
    captcha_output: v.captcha_output,
    pass_token: v.pass_token,
    gen_time: String(v.gen_time),
  };
}

/** One captcha object per id, its handlers set once and pointed at whichever pass is waiting. */
function widgetFor(init: InitGeetest4, config: GeetestConfig): Promise<Widget> {
  const key = `${config.captchaId} ${config.language ?? ''}`;
  const known = widgets.get(key);
  if (known) return known;
  const created = new Promise<Widget>((resolve, reject) => {
    const timer = setTimeout(() => reject(new GeetestNotPassed('unavailable')), READY_TIMEOUT_MS);
    init(config, (captcha) => {
      const widget: Widget = { captcha, waiting: null };
      const settle = (outcome: GeetestValidate | GeetestNotPassed) => {
        const waiting = widget.waiting;
        widget.waiting = null;
        if (!waiting) return;
        if (outcome instanceof GeetestNotPassed) waiting.reject(outcome);
        else waiting.resolve(outcome);
      };
      captcha
        .onReady(() => {
          clearTimeout(timer);
          resolve(widget);
        })
        .onSuccess(() => settle(readValidate(captcha) ?? new GeetestNotPassed('unavailable')))
        .onClose(() => settle(new GeetestNotPassed('closed')))
        .onError(() => {
          clearTimeout(timer);
          reject(new GeetestNotPassed('unavailable'));
          settle(new GeetestNotPassed('unavailable'));
        });
    });
  });
  widgets.set(key, created);
  // A widget that never became ready is made afresh at the next pass.
  created.catch(() => widgets.delete(key));
  return created;
}

export interface PassOptions {
  captchaId: string;
  scriptUrl: string;
  /** Geetest's own language code (`eng`, `por`). */
  language?: string;
}

/**
 * Shows the challenge and resolves with the proof once the visitor passes it; a pass is good for one
 * request, so the captcha is reset for the next. Rejects with GeetestNotPassed.
 */
export async function passGeetest({ captchaId, scriptUrl, language }: PassOptions): Promise<GeetestProof> {
  const init = await loadGeetest(scriptUrl);
  const widget = await widgetFor(init, { captchaId, product: 'bind', ...(language ? { language } : {}) });
  try {
    const validate = await new Promise<GeetestValidate>((resolve, reject) => {
      widget.waiting?.reject(new GeetestNotPassed('closed'));
      widget.waiting = { resolve, reject };
      widget.captcha.showCaptcha();
    });
    return { captcha_id: captchaId, ...validate };
  } finally {
    widget.captcha.reset();
  }
}

/** For tests: forget the loaded script and the captcha objects. */
export function forgetGeetest(): void {
  loading = null;
  widgets.clear();
}
