import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { request, serverNow } from '@/api';
import { systemStatus } from '@/core/api/system-status';

describe('server clock', () => {
  it('reads the mock clock from the mock backend', async () => {
    await request(systemStatus);
    expect(new Date(serverNow()).toISOString().slice(0, 10)).toBe('2026-11-01');
  });

  it('counts now from the Date of the answers, so record days follow the server', async () => {
    server.use(
      http.get('*/wps/system/status', () =>
        HttpResponse.json(
          { success: true, value: { maintenance: false } },
          { headers: { Date: 'Thu, 05 Mar 2026 08:00:00 GMT' } },
        ),
      ),
    );
    await request(systemStatus).catch(() => undefined);
    expect(Math.abs(serverNow() - Date.parse('2026-03-05T08:00:00Z'))).toBeLessThan(5_000);
  });
});
