import { serviceLoggerOptions } from './service-logger.js';

describe('serviceLoggerOptions', () => {
  it('names the service and logs at info unless told otherwise', () => {
    expect(serviceLoggerOptions({ name: 'gateway' })).toMatchObject({
      name: 'gateway',
      level: 'info',
    });
    expect(serviceLoggerOptions({ name: 'functions', level: 'debug' }).level).toBe('debug');
    expect(serviceLoggerOptions({ name: 'functions', level: undefined }).level).toBe('info');
  });

  it('censors Authorization headers in every service, with its own paths after them', () => {
    expect(serviceLoggerOptions({ name: 'functions' }).redact).toEqual({
      paths: ['req.headers.authorization', '*.authorization'],
      censor: '[redacted]',
    });
    expect(serviceLoggerOptions({ name: 'gateway', redact: ['token', 'idToken'] }).redact).toEqual({
      paths: ['req.headers.authorization', '*.authorization', 'token', 'idToken'],
      censor: '[redacted]',
    });
  });

  it('gives each logger its own list', () => {
    const first = serviceLoggerOptions({ name: 'gateway', redact: ['token'] });
    first.redact.paths.push('mutated');
    expect(serviceLoggerOptions({ name: 'gateway' }).redact.paths).not.toContain('mutated');
  });
});
