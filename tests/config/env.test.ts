import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

describe('portal settings', () => {
  it('fills every setting with its documented default', () => {
    expect(parseEnv({})).toEqual({
      VITE_MERCHANT_CODE: 'demo',
      VITE_API_TIMEOUT_MS: 20000,
      VITE_MODULE_ID_HEADER: 'ModuleId',
      VITE_ENCRYPTED_BODY_SHAPE: 'value',
      VITE_PAYLOAD_DIGEST: 'ciphertext',
      VITE_HOT_GAMES_METHOD: 'GET',
      VITE_DEFAULT_INSECURE_PASSWORD: 'Welcome#0000',
      VITE_MINIMUM_AGE: 21,
      VITE_PHONE_AUTH_PROVIDER: 'none',
      VITE_WINNERS_BOARD_CALL: 'rank-list',
      VITE_GAME_LAUNCH_CALL: 'launch-game',
      VITE_RELAY_FAMILY: 'seeds',
      VITE_DEFAULT_LANGUAGE: 'EN',
      VITE_LIVE_EVENTS_PATH: '/wps/live',
      VITE_LIVE_EVENTS_POLL_MS: 30000,
      VITE_FRAME_HOSTS: 'self',
      VITE_GEETEST_SCRIPT_URL: '/__cdn/geetest/gt4.js',
      VITE_ANALYTICS: 'off',
    });
  });

  it('takes a live-events path on the site, or none, and refuses an address elsewhere', () => {
    expect(parseEnv({ VITE_LIVE_EVENTS_PATH: '/live/v1' }).VITE_LIVE_EVENTS_PATH).toBe('/live/v1');
    expect(parseEnv({ VITE_LIVE_EVENTS_PATH: 'none' }).VITE_LIVE_EVENTS_PATH).toBe('none');
    expect(() => parseEnv({ VITE_LIVE_EVENTS_PATH: 'wss://elsewhere.example/live' })).toThrow(
      /VITE_LIVE_EVENTS_PATH/,
    );
    expect(() => parseEnv({ VITE_LIVE_EVENTS_POLL_MS: '100' })).toThrow(/VITE_LIVE_EVENTS_POLL_MS/);
  });

  it("takes Geetest's loader on the site or at an https address, nothing else", () => {
    const vendor = 'https://static.geetest.com/v4/gt4.js';
    expect(parseEnv({ VITE_GEETEST_SCRIPT_URL: vendor }).VITE_GEETEST_SCRIPT_URL).toBe(vendor);
    expect(() => parseEnv({ VITE_GEETEST_SCRIPT_URL: 'http://static.geetest.com/v4/gt4.js' })).toThrow(
      /VITE_GEETEST_SCRIPT_URL/,
    );
    expect(() => parseEnv({ VITE_GEETEST_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      /VITE_GEETEST_SCRIPT_URL/,
    );
  });

  it('reads numbers given as text', () => {
    expect(parseEnv({ VITE_API_TIMEOUT_MS: '5000' }).VITE_API_TIMEOUT_MS).toBe(5000);
  });

  it('stops with a list of every wrong setting', () => {
    expect(() =>
      parseEnv({ VITE_API_TIMEOUT_MS: '-3', VITE_ENCRYPTED_BODY_SHAPE: 'xml', VITE_DEFAULT_LANGUAGE: 'ENG' }),
    ).toThrow(/VITE_API_TIMEOUT_MS[\s\S]*VITE_ENCRYPTED_BODY_SHAPE[\s\S]*VITE_DEFAULT_LANGUAGE/);
  });

  it('refuses a fractional timeout', () => {
    expect(() => parseEnv({ VITE_API_TIMEOUT_MS: '1.5' })).toThrow(/VITE_API_TIMEOUT_MS/);
  });
});
