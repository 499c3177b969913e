/**
 * The phone layout (shell-layout.module.css, 600 px): where the home banner is the page's first box. Read by
 * start-up's early banner and, at build time, by the page's preloads (server/landing-preload-plugin.ts).
 */
export const PHONE_LAYOUT = '(max-width: 600px)';
