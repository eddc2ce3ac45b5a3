// A parent's own calls to the gateway, made from the test (as the portal's pages make them):
// for setting up what a test is not about, such as a second guardian joining a family.
import { latestEmailTo, linkIn } from './mail-inbox';
import { wallClock } from './pickup-form';
import { GATEWAY_URL } from './stack-info';
import { emulatorCall, type TestParent } from './staff-ops';

/** A fresh ID token of the parent, from the Auth emulator. */
export async function idTokenOf(parent: Pick<TestParent, 'email' | 'password'>): Promise<string> {
  const { idToken } = (await emulatorCall('accounts:signInWithPassword?key=any', {
    email: parent.email,
    password: parent.password,
    returnSecureToken: true,
  })) as { idToken: string };
  return idToken;
}

/** Calls the gateway as the parent; throws with the gateway's errors. */
export async function asParent<T>(
  parent: Pick<TestParent, 'email' | 'password'>,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${GATEWAY_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await idTokenOf(parent)}`,
    },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown[] };
  if (answer.errors?.length) throw new Error(`gateway: ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

/**
 * The holder invites the guardian to the child's family and the guardian accepts through the
 * invitation email's token (the family suite does the same in the browser).
 */
export async function joinFamily(
  holder: TestParent,
  guardian: TestParent,
  orderId: string,
): Promise<void> {
  await asParent(
    holder,
    'mutation($orderId: ID!, $email: String!) { family { invite(orderId: $orderId, email: $email) { id } } }',
    { orderId, email: guardian.email },
  );
  const link = linkIn(await latestEmailTo(guardian.email), '/portal/family/join');
  const token = new URL(link).searchParams.get('invitation');
  await asParent(
    guardian,
    'mutation($token: String!) { family { accept(token: $token) { id } } }',
    {
      token,
    },
  );
}

/** The parent requests the kit's pick-up: born 2.5 hours and collected 2 hours ago, in UTC. */
export async function requestPickupFor(parent: TestParent, orderId: string): Promise<void> {
  const birth = wallClock(2.5, 'UTC');
  const collection = wallClock(2, 'UTC');
  await asParent(
    parent,
    'mutation($orderId: ID!, $input: PickupInput!) { requestPickup(orderId: $orderId, input: $input) { id } }',
    {
      orderId,
      input: {
        locationType: 'HOSPITAL',
        place: 'Mercy General Hospital',
        address: '4001 J St, Sacramento, CA 95819',
        floorUnit: 'Maternity, 3rd floor',
        room: '312',
        kitLocation: 'WITH_PARENT',
        timeZone: 'UTC',
        birthDate: birth.date,
        birthTime: birth.time,
        collectionDate: collection.date,
        collectionTime: collection.time,
        contactPhone: '+1 916 555 0100',
        alternatePhone: null,
        notes: 'Maternity ward, bed by the window',
        preferredWindowStart: null,
        checklist: ['PAPERWORK_SIGNED', 'MATERNAL_BLOOD_TUBES', 'ROOM_TEMPERATURE'],
      },
    },
  );
}

/** Uploads one file of a release request as the parent, as the release page does; its id. */
async function uploadReleaseFile(
  token: string,
  orderId: string,
  purpose: 'AUTHORISATION' | 'PHOTO_ID',
  name: string,
  body: Blob,
): Promise<string> {
  const url = new URL('/releases/files', GATEWAY_URL);
  url.searchParams.set('orderId', orderId);
  url.searchParams.set('purpose', purpose);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
      'x-file-name': encodeURIComponent(name),
      'content-type': 'application/octet-stream',
    },
    body,
  });
  if (response.status !== 201) throw new Error(`upload: HTTP ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * The account holder asks for the child's cord blood to be released for a transplant, with the
 * signed authorisation and a photo identification (the release suite does it in the browser).
 */
export async function requestReleaseFor(holder: TestParent, orderId: string): Promise<void> {
  const token = await idTokenOf(holder);
  const pdf = new Blob(['%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<<>>\n%%EOF\n']);
  const png = new Blob([
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    new Uint8Array(32),
  ]);
  const authorisationFileId = await uploadReleaseFile(
    token,
    orderId,
    'AUTHORISATION',
    'authorisation.pdf',
    pdf,
  );
  const photoIdFileId = await uploadReleaseFile(token, orderId, 'PHOTO_ID', 'photo-id.png', png);
  await asParent(
    holder,
    'mutation($orderId: ID!, $input: ReleaseRequestInput!) { startReleaseRequest(orderId: $orderId, input: $input) { id } }',
    {
      orderId,
      input: {
        kind: 'TRANSPLANT',
        physicianName: 'Dr. Ana Ortiz',
        centreName: 'Hope Transplant Centre',
        patientRelation: 'SIBLING',
        neededBy: 'WITHIN_3_MONTHS',
        address: {
          line1: '1 Main Street',
          city: 'Boston',
          region: 'MA',
          postalCode: '02115',
          country: 'US',
        },
        phone: '+1 617 555 0100',
        email: 'ortiz@hope.example',
        authorisationFileId,
        photoIdFileId,
      },
    },
  );
}
