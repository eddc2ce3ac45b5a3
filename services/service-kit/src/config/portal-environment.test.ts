import {
  DEMO_PROJECT_ID,
  firebaseProductionProblems,
  parsePortalEnvironment,
  ProductionConfigError,
} from './portal-environment.js';

describe('parsePortalEnvironment', () => {
  it.each([
    ['local', 'local'],
    [' TEST ', 'test'],
    ['Local', 'local'],
    ['production', 'production'],
    ['prod', 'production'],
    ['development', 'production'],
    ['', 'production'],
    [undefined, 'production'],
  ] as const)('reads %p as %p', (value, environment) => {
    expect(parsePortalEnvironment(value)).toBe(environment);
  });
});

describe('ProductionConfigError', () => {
  it('names the service and every problem in one message', () => {
    const error = new ProductionConfigError('functions service', ['A is missing', 'B is bad']);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ProductionConfigError');
    expect(error.service).toBe('functions service');
    expect(error.problems).toEqual(['A is missing', 'B is bad']);
    expect(error.message).toBe(
      'The functions service refuses to start in production (PORTAL_ENV is not local or test): ' +
        'A is missing; B is bad.',
    );
  });
});

describe('firebaseProductionProblems', () => {
  it('needs a real project and no emulator', () => {
    expect(DEMO_PROJECT_ID).toBe('demo-portal');
    expect(
      firebaseProductionProblems({ FIREBASE_PROJECT_ID: 'cordblood-portal' }, undefined),
    ).toEqual([]);
    expect(firebaseProductionProblems({ FIREBASE_PROJECT_ID: ' ' }, undefined)).toEqual([
      'FIREBASE_PROJECT_ID is missing (the Firebase project whose tokens are accepted)',
    ]);
    expect(
      firebaseProductionProblems({ FIREBASE_PROJECT_ID: DEMO_PROJECT_ID }, '127.0.0.1:9099'),
    ).toEqual([
      'FIREBASE_PROJECT_ID is "demo-portal", an emulator-only demo project',
      'FIREBASE_AUTH_EMULATOR_HOST must not be set (the emulator accepts unsigned tokens)',
    ]);
  });
});
