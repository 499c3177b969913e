import { existsSync } from 'node:fs';

/** Debian's nginx and its Brotli module (`apt-get install -y nginx libnginx-mod-http-brotli-static`). */
export const nginxBinary = '/usr/sbin/nginx';
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const nginxInstall = 'apt-get install -y nginx libnginx-mod-http-brotli-static';

/** What the production rig lacks on this machine, or null when nginx and its module are there. */
export function nginxMissing(): string | null {
  if (!existsSync(nginxBinary)) return `${nginxBinary} is missing`;
  if (!existsSync(brotliModule)) return `the Brotli module ${brotliModule} is missing`;
  return null;
}
