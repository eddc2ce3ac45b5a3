import {
  startAuthEmulatorStandIn,
  type AuthEmulatorStandIn,
} from '../test-support/auth-emulator-stand-in.js';
import { emulatorIdToken } from '../test-support/emulator-tokens.js';
import { testBackends } from '../test-support/test-db.js';
import { startTestGateway, type TestGateway } from '../test-support/test-gateway.js';

const CREATE_USER = `mutation CreateUser($input: CreateUserInput!) {
  user { createUser(input: $input) { id email name } }
}`;
const GET_USER = `query getUser { me { id profile { email name } } }`;
const UPDATE_PROFILE = `mutation UpdateProfile($input: UpdateProfileInput!) {
  user { updateProfile(input: $input) { id email name } }
}`;

let emulator: AuthEmulatorStandIn;
beforeAll(async () => {
  emulator = await startAuthEmulatorStandIn();
  process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulator.host;
});
afterAll(() => emulator.close());

describe.each(testBackends())('the parent profile on %s', (backend) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway(backend, { seed: false });
  });
  afterAll(() => gateway.close());

  // A Google account without a display name registers with the spec's default name.
  async function registerNameless(uid: string) {
    const token = emulatorIdToken({ uid, email: `${uid}@example.com` });
    const registered = await gateway.graphql({
      query: CREATE_USER,
      variables: { input: { id: uid, email: `${uid}@example.com`, name: '{name}' } },
      token,
    });
    expect(registered.errors).toBeUndefined();
    return token;
  }

  it("never answers the registration placeholder '{name}' as the parent's name", async () => {
    const token = await registerNameless('nameless-1');
    const profile = await gateway.graphql({ query: GET_USER, token });
    expect(profile.data).toEqual({
      me: { id: 'nameless-1', profile: { email: 'nameless-1@example.com', name: null } },
    });
  });

  it('lets the parent set their name, and a later Google sign-in does not undo it', async () => {
    const token = await registerNameless('nameless-2');
    const updated = await gateway.graphql({
      query: UPDATE_PROFILE,
      variables: { input: { name: '  Sam Okafor ' } },
      token,
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data).toEqual({
      user: {
        updateProfile: { id: 'nameless-2', email: 'nameless-2@example.com', name: 'Sam Okafor' },
      },
    });

    await registerNameless('nameless-2');
    const profile = await gateway.graphql({ query: GET_USER, token });
    expect(profile.data).toEqual({
      me: { id: 'nameless-2', profile: { email: 'nameless-2@example.com', name: 'Sam Okafor' } },
    });
  });

  it.each([
    ['', 'Your name (name) is required.'],
    ['   ', 'Your name (name) is required.'],
    ['{name}', 'Your name (name) is required.'],
    ['x'.repeat(201), 'Your name (name) must be at most 200 characters.'],
    ['Sam\u0007', 'Your name (name) contains characters that are not allowed.'],
  ])('refuses the name %j with a message naming the field', async (name, message) => {
    const token = await registerNameless('nameless-3');
    const answer = await gateway.graphql({
      query: UPDATE_PROFILE,
      variables: { input: { name } },
      token,
    });
    expect(answer.errors?.[0]?.message).toBe(message);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'input.name', message }],
    });
  });

  it('keeps the language the parent chose, for them only, and refuses one the portal does not speak', async () => {
    const token = emulatorIdToken({ uid: 'lang-parent', email: 'lang-parent@example.com' });
    const other = emulatorIdToken({ uid: 'lang-other', email: 'lang-other@example.com' });
    const read = async (as: string) =>
      (
        await gateway.graphql<{ me: { profile: { language: string | null } } }>({
          query: '{ me { profile { language } } }',
          token: as,
        })
      ).data?.me.profile.language;
    expect(await read(token)).toBeNull();
    const saved = await gateway.graphql<{ user: { setLanguage: { email: string } } }>({
      query: 'mutation { user { setLanguage(language: ES) { email language } } }',
      token,
    });
    expect(saved.errors).toBeUndefined();
    expect(await read(token)).toBe('ES');
    expect(await read(other)).toBeNull();
    const unknown = await gateway.graphql({
      query: 'mutation { user { setLanguage(language: FR) { language } } }',
      token,
    });
    expect(unknown.errors?.[0]?.extensions?.['code']).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a caller without a token', async () => {
    const answer = await gateway.graphql({
      query: UPDATE_PROFILE,
      variables: { input: { name: 'Sam' } },
    });
    expect(answer.status).toBe(401);
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
  });
});
