import { isLocale, LOCALES, SOURCE_LOCALE, type Locale } from '../i18n/locales';
import { isRecord } from '../utils/is-record';
import {
  DEFAULT_ENVIRONMENT,
  DEFAULT_IDLE_TIMEOUT_MINUTES,
  DEFAULT_LINKS,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_PHONE,
  type ExternalLinks,
  type PortalConfig,
  type PortalEnv,
} from './portal-config';

/** A trimmed string, or '' for anything that is not a non-empty string. */
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function orNull(value: unknown): string | null {
  return text(value) || null;
}

function withoutTrailingSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function idleMinutes(value: unknown): number {
  const raw = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0
    ? raw
    : DEFAULT_IDLE_TIMEOUT_MINUTES;
}

/** Accepts 'http://127.0.0.1:9099' and also the Admin SDK's bare '127.0.0.1:9099' form. */
function emulatorUrl(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  return withoutTrailingSlashes(/^https?:\/\//i.test(raw) ? raw : `http://${raw}`);
}

/**
 * The gateway's base URL from the runtime document's env (`GQL_DOMAIN`, trimmed, without
 * trailing slashes), or null when it is not an http(s) URL. The host's main.js reads it before
 * @portal/shared is configured (early reads); parseConfig applies the same rule.
 */
export function gatewayUrlOf(env: Record<string, unknown>): string | null {
  const gqlDomain = text(env.GQL_DOMAIN);
  return gqlDomain && isHttpUrl(gqlDomain) ? withoutTrailingSlashes(gqlDomain) : null;
}

/** A runtime document's env object ({} for anything that is not a document with one). */
export function envOf(portalDocument: unknown): Record<string, unknown> {
  return isRecord(portalDocument) && isRecord(portalDocument.env) ? portalDocument.env : {};
}

/**
 * The configuration a runtime document's env gives, or null where parseConfig would refuse it
 * (the boot then reports why). For the host's main.js, which acts on the document before the
 * boot has configured @portal/shared.
 */
export function configOf(portalDocument: unknown): PortalConfig | null {
  try {
    return parseConfig(envOf(portalDocument));
  } catch {
    return null;
  }
}

/**
 * "en,es" -> ['en', 'es']: the languages the portal speaks, English always first; unset, every
 * language the portal has (LOCALES).
 */
function languagesOf(value: unknown): Locale[] {
  const named = (value === undefined || value === null ? LOCALES.join(',') : text(value))
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(isLocale);
  return [SOURCE_LOCALE, ...new Set(named.filter((locale) => locale !== SOURCE_LOCALE))];
}

/**
 * Turns the runtime document's env object into a validated configuration.
 * Throws the spec's start-up errors, checked in this order: functions host, GraphQL
 * domain, Firebase credentials.
 */

export function parseConfig(env: Partial<PortalEnv> | Record<string, unknown>): PortalConfig {
  const source = env as Record<string, unknown>;

  const functionsDomain = text(source.FUNCTIONS_DOMAIN);
  if (!functionsDomain) throw new Error('No FUNCTIONS_DOMAIN set.');

  const gatewayUrl = gatewayUrlOf(source);
  if (!gatewayUrl) throw new Error('Invalid GQL domain');

  const apiKey = text(source.FIREBASE_API_KEY);
  const authDomain = text(source.FIREBASE_AUTH_DOMAIN);
  const projectId = text(source.FIREBASE_PROJECT_ID);
  if (!apiKey || !authDomain || !projectId) throw new Error('Invalid Firebase auth credentials');
  const appId = text(source.FIREBASE_APP_ID);

  const links: ExternalLinks = {
    ambassador: text(source.LINK_AMBASSADOR) || DEFAULT_LINKS.ambassador,
    community: text(source.LINK_COMMUNITY) || DEFAULT_LINKS.community,
    knowledgeCenter: text(source.LINK_KNOWLEDGE_CENTER) || DEFAULT_LINKS.knowledgeCenter,
    collectionSteps: text(source.LINK_COLLECTION_STEPS) || DEFAULT_LINKS.collectionSteps,
    courses: text(source.LINK_COURSES) || DEFAULT_LINKS.courses,
    helpCenter: text(source.LINK_HELP_CENTER) || DEFAULT_LINKS.helpCenter,
    marketingHome: text(source.LINK_MARKETING_HOME) || DEFAULT_LINKS.marketingHome,
    referral: text(source.LINK_REFERRAL) || DEFAULT_LINKS.referral,
  };

  return {
    environment: text(source.ENVIRONMENT) || DEFAULT_ENVIRONMENT,
    release: orNull(source.RELEASE),
    functionsUrl: withoutTrailingSlashes(functionsDomain),
    gatewayUrl,
    graphqlUrl: `${gatewayUrl}/graphql`,
    firebase: { apiKey, authDomain, projectId, ...(appId ? { appId } : {}) },
    authEmulatorUrl: emulatorUrl(source.FIREBASE_AUTH_EMULATOR_HOST),
    segmentWriteKey: orNull(source.SEGMENT_WRITE_KEY),
    sentryDsn: orNull(source.SENTRY_DSN),
    support: {
      phone: text(source.SUPPORT_PHONE) || DEFAULT_SUPPORT_PHONE,
      email: text(source.SUPPORT_EMAIL) || DEFAULT_SUPPORT_EMAIL,
    },
    links,
    idleTimeoutMinutes: idleMinutes(source.IDLE_TIMEOUT_MINUTES),
    languages: languagesOf(source.LANGUAGES),
  };
}
