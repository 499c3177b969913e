import { ACCESS_LOG_FORMAT, files, nginxFiles, type SiteOptions } from '../../server/nginx/config';

const site: SiteOptions = {
  root: '/srv/portal/dist',
  backend: new URL('https://backend.example'),
  liveEventsPath: '/wps/live',
  brotli: true,
  testRig: false,
  accessLog: '/var/log/nginx/access.log',
};

describe("the nginx configuration's access log", () => {
  const written = nginxFiles('default-src self', site);
  const format = written[files.logFormat] ?? '';

  it('writes the site to its own log, in the format without query strings', () => {
    expect(written[files.site]).toContain(`access_log /var/log/nginx/access.log ${ACCESS_LOG_FORMAT};`);
    expect(format).toContain(`log_format ${ACCESS_LOG_FORMAT} `);
  });

  it('logs the path of the address, never its query string (a ?token= hand-over)', () => {
    // The format's variables: none of them carries the query string.
    const logged = format.slice(format.indexOf('log_format')).match(/\$[a-z_]+/g) ?? [];
    expect(logged).toContain('$portal_request_path');
    for (const withQuery of ['$request', '$request_uri', '$args', '$query_string', '$arg_token']) {
      expect(logged).not.toContain(withQuery);
    }
    // The path is the address up to its "?".
    expect(format).toMatch(
      /map \$request_uri \$portal_request_path \{\s+"~\^\(\?<path>\[\^\?\]\*\)" \$path;/,
    );
  });
});
