/**
 * The mock's stand-in for Geetest v4's loader (gt4.js): it defines `initGeetest4` with the part of the
 * documented API the portal uses (product `bind`: showCaptcha, getValidate, reset, onReady, onSuccess,
 * onError, onClose) and shows a small labelled dialog with a real "I am human" button. A press asks the mock
 * for a pass (`POST <base>verify`), which the mock remembers and checks on login and registration.
 *
 * The function is served as its own source text (geetestStandInScript), so it must stay self-contained: no
 * imports, no helpers from outside. The page's policy forbids inline styles, so it styles through the CSSOM.
 */
export function installGeetestStandIn(win: Window, base: string): void {
  type Handler = (arg?: unknown) => void;
  type Event = 'ready' | 'success' | 'error' | 'close';
  interface Config {
    captchaId: string;
    product?: string;
  }
  const doc = win.document;
  let count = 0;

  const init = (config: Config, callback: (captcha: unknown) => void): void => {
    const handlers: Record<Event, Handler[]> = { ready: [], success: [], error: [], close: [] };
    const emit = (event: Event, arg?: unknown) => handlers[event].forEach((h) => h(arg));
    let validate: Record<string, string> | null = null;
    let box: HTMLElement | null = null;
    let opener: HTMLElement | null = null;
    count += 1;
    const titleId = `geetest-stand-in-title-${count}`;

    const hide = () => {
      box?.remove();
      box = null;
      if (opener?.isConnected) opener.focus();
    };

    const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
      const el = doc.createElement(tag);
      if (text) el.textContent = text;
      return el;
    };

    const show = () => {
      if (box) return;
      opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
      const overlay = element('div');
      Object.assign(overlay.style, {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483000',
        display: 'grid',
        placeItems: 'center',
        padding: '16px',
        background: 'rgba(0, 0, 0, 0.45)',
      });
      const dialog = element('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', titleId);
      Object.assign(dialog.style, {
        background: '#ffffff',
        color: '#1b1b1f',
        borderRadius: '12px',
        padding: '20px 24px',
        maxWidth: '320px',
        font: '15px/1.4 system-ui, sans-serif',
        boxShadow: '0 12px 32px rgba(0, 0, 0, 0.35)',
      });
      const title = element('h2', 'Security check');
      title.id = titleId;
      Object.assign(title.style, { margin: '0 0 8px', fontSize: '18px' });
      const note = element('p', 'Geetest stand-in of the mock backend. Confirm to continue.');
      Object.assign(note.style, { margin: '0 0 16px' });
      const human = element('button', 'I am human');
      human.type = 'button';
      const close = element('button', 'Close');
      close.type = 'button';
      for (const button of [human, close]) {
        Object.assign(button.style, {
          font: 'inherit',
          padding: '8px 14px',
          marginRight: '8px',
          borderRadius: '8px',
          border: '1px solid #1b1b1f',
          cursor: 'pointer',
        });
      }
      Object.assign(human.style, { background: '#0b5cad', color: '#ffffff', borderColor: '#0b5cad' });
      Object.assign(close.style, { background: '#ffffff', color: '#1b1b1f' });

      human.addEventListener('click', () => {
        human.disabled = true;
        fetch(`${base}verify`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ captcha_id: config.captchaId }),
        })
          .then((answer) => (answer.ok ? answer.json() : Promise.reject(new Error(String(answer.status)))))
          .then((pass: Record<string, string>) => {
            validate = pass;
            hide();
            emit('success');
          })
          .catch((error: unknown) => {
            hide();
            emit('error', { code: 'stand-in', msg: String(error) });
          });
      });
      close.addEventListener('click', () => {
        hide();
        emit('close');
      });
      dialog.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape') return;
        // The portal's own dialog underneath must not close with it.
        event.stopPropagation();
        hide();
        emit('close');
      });

      dialog.append(title, note, human, close);
      overlay.append(dialog);
      box = overlay;
      doc.body.append(overlay);
      human.focus();
    };

    const on =
      (event: Event) =>
      (h: Handler): unknown => {
        handlers[event].push(h);
        return captcha;
      };
    const captcha = {
      showCaptcha: show,
      getValidate: () => (validate ? { ...validate } : false),
      reset: () => {
        validate = null;
      },
      destroy: hide,
      onReady: on('ready'),
      onSuccess: on('success'),
      onError: on('error'),
      onClose: on('close'),
    };
    callback(captcha);
    win.setTimeout(() => emit('ready'), 0);
  };

  (win as unknown as { initGeetest4: typeof init }).initGeetest4 = init;
}

/** The served gt4.js: the stand-in, installed against the folder the script itself was loaded from. */
export function geetestStandInScript(): string {
  return `(${installGeetestStandIn.toString()})(window, new URL('./', document.currentScript.src).href);\n`;
}
