import type { Locale } from '../i18n/locales';

/** The `env` object of the runtime document (`/portal.config.json`) deployed next to the host. */
export interface PortalEnv {
  FUNCTIONS_DOMAIN: string;
  GQL_DOMAIN: string;
  FIREBASE_API_KEY: string;
  FIREBASE_AUTH_DOMAIN: string;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_APP_ID?: string;
  /** A full URL such as http://127.0.0.1:9099; set only for the local Auth emulator. */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  SEGMENT_WRITE_KEY?: string;
  SENTRY_DSN?: string;
  ENVIRONMENT?: string;
  RELEASE?: string;
  SUPPORT_PHONE?: string;
  SUPPORT_EMAIL?: string;
  /** Minutes of inactivity before the parent is signed out; 0 disables. */
  IDLE_TIMEOUT_MINUTES?: string | number;
  /** The languages offered, comma-separated ("en,es"); English always. */
  LANGUAGES?: string;
  LINK_AMBASSADOR?: string;
  LINK_COMMUNITY?: string;
  LINK_KNOWLEDGE_CENTER?: string;
  LINK_COLLECTION_STEPS?: string;
  LINK_COURSES?: string;
  LINK_HELP_CENTER?: string;
  LINK_MARKETING_HOME?: string;
  LINK_REFERRAL?: string;
}

/** External pages the portal links to (the spec leaves their addresses open). */
export interface ExternalLinks {
  ambassador: string;
  community: string;
  knowledgeCenter: string;
  collectionSteps: string;
  courses: string;
  helpCenter: string;
  marketingHome: string;
  referral: string;
}

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export interface PortalConfig {
  /** Defaults to 'prod'. */
  environment: string;
  release: string | null;
  functionsUrl: string;
  gatewayUrl: string;
  /** `${gatewayUrl}/graphql`. */
  graphqlUrl: string;
  firebase: FirebaseWebConfig;
  authEmulatorUrl: string | null;
  segmentWriteKey: string | null;
  sentryDsn: string | null;
  support: { phone: string; email: string };
  links: ExternalLinks;
  /** Defaults to 30; 0 disables the idle sign-out. */
  idleTimeoutMinutes: number;
  /**
   * The languages parents may choose (LANGUAGES, e.g. "en,es"; English always). Unset: every
   * language the portal has; `LANGUAGES=en` offers English alone (docs/i18n.md).
   */
  languages: Locale[];
}

/** The runtime document: configuration plus the remote registry. */
export interface PortalDocument {
  env: Partial<PortalEnv>;
  /** Module Federation remote name -> its mf-manifest.json URL. */
  remotes: Record<string, string>;
}

const MARKETING_ORIGIN = 'https://www.cordbloodbank.example';

export const DEFAULT_LINKS: Readonly<ExternalLinks> = Object.freeze({
  ambassador: `${MARKETING_ORIGIN}/ambassador`,
  community: `${MARKETING_ORIGIN}/community`,
  knowledgeCenter: `${MARKETING_ORIGIN}/knowledge-center`,
  collectionSteps: `${MARKETING_ORIGIN}/collection-steps`,
  courses: `${MARKETING_ORIGIN}/courses`,
  helpCenter: `${MARKETING_ORIGIN}/help-center`,
  marketingHome: `${MARKETING_ORIGIN}/`,
  referral: `${MARKETING_ORIGIN}/referral`,
});

export const DEFAULT_SUPPORT_PHONE = '+1 (800) 555-0199';
export const DEFAULT_SUPPORT_EMAIL = 'support@cordbloodbank.example';
export const DEFAULT_ENVIRONMENT = 'prod';
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 30;
