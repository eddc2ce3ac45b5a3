import {
  DEFAULT_ALLOWED_ORIGINS,
  parseConnectionCap,
  parseOrigins,
  parsePort,
} from './settings.js';

describe('settings both services read', () => {
  it('reads a port, or the fallback when unset', () => {
    expect(parsePort(undefined, 4000)).toBe(4000);
    expect(parsePort('', 5001)).toBe(5001);
    expect(parsePort('0', 4000)).toBe(0);
    expect(parsePort('8080', 4000)).toBe(8080);
    for (const bad of ['65536', '-1', '80.5', 'http']) {
      expect(() => parsePort(bad, 4000)).toThrow(/^PORT must be an integer from 0 to 65535/);
    }
  });

  it('reads exact origins and refuses a wildcard', () => {
    expect(parseOrigins(undefined, DEFAULT_ALLOWED_ORIGINS)).toBe(DEFAULT_ALLOWED_ORIGINS);
    expect(DEFAULT_ALLOWED_ORIGINS).toContain('http://localhost:3000');
    expect(DEFAULT_ALLOWED_ORIGINS).toContain('http://127.0.0.1:3006');
    expect(parseOrigins(' https://a.example/ ,,https://b.example', [])).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(() => parseOrigins('https://a.example,*', [])).toThrow(/"\*" is not allowed/);
  });

  it('reads a connection cap from 1 to a million', () => {
    expect(parseConnectionCap(undefined, 256)).toBe(256);
    expect(parseConnectionCap(' ', 256)).toBe(256);
    expect(parseConnectionCap('1', 256)).toBe(1);
    for (const bad of ['0', '1000001', '2.5', 'many']) {
      expect(() => parseConnectionCap(bad, 256)).toThrow(
        /^MAX_CONNECTIONS_PER_ADDRESS must be a whole number from 1 to 1000000/,
      );
    }
  });
});
