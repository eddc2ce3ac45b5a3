import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { DEMO_STAFF } from '../demo/demo-staff.js';
import type { OpsEnvironment } from './ops-environment.js';

/** A failure to report: the gateway's refusal (with its field problems) or an unreachable part. */
export class OpsFailure extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
    readonly fields: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'OpsFailure';
  }
}

async function post(url: string, body: unknown, headers: Record<string, string>, what: string) {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new OpsFailure(`${what} did not answer (${String(reason)}).`);
  }
}

/** The staff member's ID token: given in the environment, or the demo staff member's sign-in. */
export async function staffIdToken(env: OpsEnvironment): Promise<string> {
  if (env.staffIdToken) return env.staffIdToken;
  const response = await post(
    `http://${env.authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { email: DEMO_STAFF.email, password: DEMO_STAFF.password, returnSecureToken: true },
    {},
    `The Auth emulator at ${env.authEmulatorHost} (is \`npm start\` running? Elsewhere set STAFF_ID_TOKEN)`,
  );
  const body = (await response.json().catch(() => ({}))) as {
    idToken?: string;
    error?: { message?: string };
  };
  if (!body.idToken) {
    throw new OpsFailure(
      `Could not sign in as the demo staff member (${DEMO_STAFF.email}) in the Auth emulator at ${env.authEmulatorHost}: ${body.error?.message ?? `HTTP ${response.status}`}.`,
    );
  }
  return body.idToken;
}

interface GraphqlError {
  message: string;
  extensions?: { code?: string; fields?: { field: string; message: string }[] };
}

/** Runs one staff document against the gateway; throws OpsFailure for any error it answers. */
export async function runStaffDocument<TData, TVariables>(
  env: OpsEnvironment,
  token: string,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const operation = document.definitions.find(
    (definition) => definition.kind === 'OperationDefinition',
  );
  const operationName = operation?.name?.value;
  const response = await post(
    `${env.gatewayUrl}/graphql`,
    { query: print(document), variables, operationName },
    { authorization: `Bearer ${token}`, accept: 'application/graphql-response+json' },
    `The gateway at ${env.gatewayUrl} (is \`npm start\` running?)`,
  );
  const body = (await response.json().catch(() => null)) as {
    data?: TData | null;
    errors?: GraphqlError[];
  } | null;
  const error = body?.errors?.[0];
  if (error) {
    throw new OpsFailure(error.message, error.extensions?.code ?? null, error.extensions?.fields);
  }
  if (!body?.data)
    throw new OpsFailure(`The gateway answered HTTP ${response.status} without data.`);
  return body.data;
}

/**
 * Calls one of the functions service's staff routes (the local provider's) with the staff
 * member's token; answers its `data`, throws OpsFailure with its `error` otherwise.
 */
export async function runFunctionsCall<TData>(
  env: OpsEnvironment,
  token: string,
  path: string,
  body: Record<string, unknown>,
): Promise<TData> {
  const response = await post(
    `${env.functionsUrl}${path}`,
    body,
    { authorization: `Bearer ${token}` },
    `The functions service at ${env.functionsUrl} (is \`npm start\` running?)`,
  );
  const answer = (await response.json().catch(() => null)) as {
    data?: TData;
    error?: string;
    code?: string;
  } | null;
  if (!response.ok || !answer?.data) {
    throw new OpsFailure(
      answer?.error ?? `The functions service answered HTTP ${response.status}.`,
      answer?.code ?? (response.status === 404 ? 'NOT_FOUND' : `HTTP_${response.status}`),
    );
  }
  return answer.data;
}

/**
 * Adds a PDF to a child's record through the gateway's upload route (files/document-routes.ts):
 * the file's bytes as they are, the title URL-encoded in a header. Answers the document's id.
 */
export async function uploadDocument(
  env: OpsEnvironment,
  token: string,
  document: { orderId: string; title: string; bytes: Uint8Array },
): Promise<{ id: string; byteSize: number; sha256: string }> {
  let response: Response;
  try {
    response = await fetch(
      `${env.gatewayUrl}/documents/upload?orderId=${encodeURIComponent(document.orderId)}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/pdf',
          'x-document-title': encodeURIComponent(document.title),
        },
        body: new Uint8Array(document.bytes),
      },
    );
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause;
    throw new OpsFailure(
      `The gateway at ${env.gatewayUrl} did not answer (${String(cause?.code ?? (error as Error).message)}; is \`npm start\` running?).`,
    );
  }
  const answer = (await response.json().catch(() => null)) as {
    id?: string;
    byteSize?: number;
    sha256?: string;
    error?: { code?: string; message?: string };
  } | null;
  if (response.status !== 201 || !answer?.id) {
    throw new OpsFailure(
      answer?.error?.message ?? `The gateway answered HTTP ${response.status}.`,
      answer?.error?.code ?? `HTTP_${response.status}`,
    );
  }
  return { id: answer.id, byteSize: answer.byteSize ?? 0, sha256: answer.sha256 ?? '' };
}

/**
 * Downloads a file through the gateway's authorised route (GET /documents/<id>/download) with
 * the staff member's token: its bytes, type and the name the gateway gives the attachment.
 */
export async function downloadFile(
  env: OpsEnvironment,
  token: string,
  path: string,
): Promise<{ bytes: Uint8Array; contentType: string; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${env.gatewayUrl}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause;
    throw new OpsFailure(
      `The gateway at ${env.gatewayUrl} did not answer (${String(cause?.code ?? (error as Error).message)}; is \`npm start\` running?).`,
    );
  }
  if (response.status !== 200) {
    const answer = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new OpsFailure(
      answer?.error?.message ?? `The gateway answered HTTP ${response.status}.`,
      answer?.error?.code ?? `HTTP_${response.status}`,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    fileName: encoded ? decodeURIComponent(encoded) : (path.split('/').at(-2) ?? 'file'),
  };
}
