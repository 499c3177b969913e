// The browser the bench measures with: Debian's Chromium, as in e2e (`playwright install` cannot work here).
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// Needed as root in a container with no network: no sandbox, no GPU, and none of the background services
// that would keep dialing out (their refused connections would also disturb the measurements).
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
