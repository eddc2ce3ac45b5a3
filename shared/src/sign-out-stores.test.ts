/**
 * Sign-out leaves nothing behind (issue 43): sign-out does not reload the page, so every
 * module-level (or page-level, on `window`) store of every app (the host, the remotes,
 * @portal/shared) that may hold one parent's data is emptied on the signed-out event
 * (`clearedOnSignOut(store)`, or its reset registered with `onSignedOut`). This enumerates the
 * apps' module-level and page-level state and holds each declaration to one of two lists:
 * emptied on sign-out, or said here why it holds no parent's data. A new store fails here until
 * it is one or the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const repo = join(__dirname, '..', '..');
const appSources = readdirSync(repo)
  .filter((dir) => dir === 'host' || dir === 'shared' || dir.startsWith('remote-'))
  .map((dir) => join(repo, dir, 'src'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['locales', 'testing', 'test-support'].includes(entry.name) ? [] : sourceFiles(path);
    }
    const source =
      /\.tsx?$/.test(entry.name) && !/\.(test|generated)\.tsx?$|test-setup\.ts$/.test(entry.name);
    return source ? [path] : [];
  });
}

/**
 * Module-level state: a top-level `let`, or a top-level `const` holding a new Map, Set or
 * store (a `Readonly…` annotation marks a constant table, not state).
 */
const STATE =
  /^(?:export )?(?:let (\w+)|const (\w+)(?!\s*:\s*Readonly)(?:\s*:[^=]+)?\s*=\s*(?:new (?:Map|Set|WeakMap)\b|create\w*Store\b|clearedOnSignOut\())/gm;

/**
 * Page-level state: a property an app declares on `Window` (where the page's inline script
 * hands a request to main.js, each with its own copy of the module).
 */
const WINDOW_DECLARATION = /interface Window \{([\s\S]*?)\n {2}\}/g;
const WINDOW_PROPERTY = /^\s+(\w+)\??:/gm;

function moduleState(): Set<string> {
  const found = new Set<string>();
  for (const file of appSources.flatMap(sourceFiles)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATE)) {
      found.add(`${relative(repo, file)}#${match[1] ?? match[2]}`);
    }
    for (const [, body = ''] of source.matchAll(WINDOW_DECLARATION)) {
      for (const [, name] of body.matchAll(WINDOW_PROPERTY)) {
        found.add(`${relative(repo, file)}#window.${name}`);
      }
    }
  }
  return found;
}

/** Emptied on the signed-out event: the store, and the module that registers its reset. */
const CLEARED_ON_SIGN_OUT: Record<string, string> = {
  'remote-billing/src/common/checkout/flow-memory.ts#memory':
    'remote-billing/src/common/checkout/flow-memory.ts',
  'remote-auth/src/common/resend-cooldown.ts#memory': 'remote-auth/src/common/resend-cooldown.ts',
  'shared/src/orders/order-store.ts#orderStore': 'shared/src/orders/order-store.ts',
  'shared/src/gateway/gateway-queries.ts#entries': 'shared/src/gateway/gateway-queries.ts',
  // resetGatewayQueries forgets the boot's early answers too.
  'shared/src/gateway/early-answers.ts#earlyAnswers': 'shared/src/gateway/gateway-queries.ts',
  'shared/src/graphql/apollo-client.ts#client': 'shared/src/graphql/apollo-client.ts',
  'shared/src/notifications/notification-store.ts#notificationStore':
    'shared/src/notifications/notification-store.ts',
  'shared/src/notifications/notification-store.ts#timers':
    'shared/src/notifications/notification-store.ts',
  'shared/src/analytics/analytics.ts#identifiedUserId': 'shared/src/analytics/analytics.ts',
};

/** Module-level state that holds no parent's data, and why. */
const NOT_A_PARENTS_DATA: Record<string, string> = {
  'shared/src/auth/auth-actions.ts#loading': "the sign-in actions' code, loading or loaded",
  'shared/src/graphql/send-mutation.ts#loading': "the Apollo client's code, loading or loaded",
  'remote-medical-form/src/features/medical-form/load-form-rules.ts#loading':
    "the medical form's rules (code), loading or loaded",
  'host/src/shell/AvatarMenu.tsx#loaded': 'a loaded code chunk',
  'host/src/shell/AvatarMenu.tsx#loading': 'a code chunk on its way',
  'host/src/features/billing/billing-redirect.ts#redirect': 'how to leave the page (tests swap it)',
  'host/src/features/billing/use-billing-portal.ts#billingStore': "the button's status, no data",
  'host/src/features/billing/use-billing-portal.ts#inFlight': 'whether a request is on its way',
  'host/src/features/billing/continue-storage.ts#PARENT_READABLE': 'a constant list of codes',
  'host/src/remotes/early-manifests.ts#window.portalEarlyManifests':
    "the remotes' manifests (code), each taken once by the federation runtime",
  'host/src/remotes/mount-parcel.ts#parcels': 'a counter of mounted remotes',
  'host/src/features/offline/StatusBannersRoot.tsx#shown': 'whether the banners are drawn',
  'host/src/features/offline/register-service-worker.ts#registration':
    "the portal's service worker registration (the worker's, no one's data)",
  'host/src/features/offline/connection-status.ts#status':
    'whether the browser is offline, and a new version of the portal waiting',
  'host/src/features/offline/connection-status.ts#listeners': "the banners' subscribers",
  'host/src/features/offline/connection-status.ts#reloadAsked':
    'whether this tab asked for the new version',
  'host/src/service-worker/sw.ts#remoteBases':
    "the remotes' folders, from the public runtime document (the service worker's)",
  'host/src/remotes/route-remote-preload.ts#window.portalEarlyRouteManifest':
    "the route's remote's manifest (code, and its first reads' query texts)",
  'host/src/remotes/portal-document-request.ts#window.portalEarlyDocument':
    "the portal's configuration document",
  'host/src/remotes/load-remote.ts#cache': 'loaded remotes (code)',
  'host/src/remotes/load-remote.ts#opening': 'remotes being loaded (code)',
  'host/src/remotes/remote-registry.ts#registry': "the remotes' addresses",
  'host/src/remotes/remote-registry.ts#versions': "the remotes' versions",
  'host/src/remotes/remote-registry.ts#registered': 'the address of the build each remote holds',
  'host/src/remotes/remote-registry.ts#runtimeEntries': "the remotes' entries in the runtime",
  'host/src/remotes/remote-registry.ts#dropped': 'remotes to load afresh',
  'host/src/remotes/remote-registry.ts#inFlight': 'the registry being read',
  'host/src/remotes/remote-registry.ts#bootRegistryUnused': 'a flag of the boot',
  'host/src/i18n/host-texts.ts#status': "the host's catalogues loading",
  'host/src/i18n/host-texts.ts#registration': "the host's catalogues loading",
  'host/src/i18n/host-texts.ts#listeners': 'components waiting for the catalogues',
  'shared/src/ui/Dialog.tsx#focusManagerHeld': 'the focus manager (Tabster)',
  'shared/src/gateway/gateway-send.ts#queryText': 'the text of each operation (code)',
  'shared/src/gateway/gateway-readers.ts#readers': 'who reads the gateway again on a change',
  'shared/src/config/config-store.ts#current': "the portal's configuration",
  'shared/src/auth/auth-error-message.ts#texts': 'loaded message texts',
  'shared/src/auth/auth-store.ts#authStore': 'the session itself: sign-out sets it to nobody',
  'shared/src/auth/auth-store.ts#started': 'the auth provider starting',
  'shared/src/auth/auth-store.ts#stopListening': "the auth provider's listener",
  'shared/src/auth/auth-store.ts#stopWaitingForInteraction': "the auth provider's loading",
  'shared/src/auth/auth-store.ts#stopDeferring':
    "the auth provider's deferred loading (a sign-out starts the provider, which ends it)",
  'shared/src/auth/auth-store.ts#announcedUserId': 'set to nobody by the sign-out itself',
  'shared/src/auth/auth-store.ts#resultSequence': 'a counter',
  'shared/src/navigation/leave-guard.ts#guards': "open pages' leave warnings, kept by the pages",
  'shared/src/navigation/leave-guard.ts#listening': 'a flag',
  'shared/src/orders/order-store.ts#generation': 'a counter (bumped by the sign-out)',
  'shared/src/orders/order-store.ts#droppingRevoked': 'a read of the orders on its way',
  'shared/src/gateway/access-revoked.ts#accessRevokedListeners': 'listeners (code)',
  'shared/src/theme/style-renderer.ts#renderer': "the styles' renderer",
  'shared/src/notifications/notification-store.ts#counter': 'a counter',
  'shared/src/session/session-events.ts#signedInListeners': 'listeners (code)',
  'shared/src/session/session-events.ts#signedOutListeners': 'listeners (code)',
  'shared/src/session/firebase.ts#handle': 'the auth provider (its own sign-out)',
  'shared/src/session/firebase.ts#loadListeners': 'who waits for the auth provider to be asked for',
  'shared/src/error-reporting/error-reporting.ts#timings': 'timings of the first load',
  'shared/src/error-reporting/error-reporting.ts#queue': 'scrubbed reports waiting for Sentry',
  'shared/src/error-reporting/error-reporting.ts#backend': 'the reporting client',
  'shared/src/error-reporting/error-reporting.ts#disabled': 'a flag',
  'shared/src/error-reporting/error-reporting.ts#starting': 'the reporting client loading',
  'shared/src/i18n/use-lingui.ts#revision': 'a counter',
  'shared/src/i18n/language.ts#languageStore': 'the language shown, not a parent’s data',
  'shared/src/i18n/language.ts#catalogs': 'message catalogues (code)',
  'shared/src/i18n/language.ts#switchingTo': 'the language being loaded',
  'shared/src/i18n/language.ts#loaded': 'loaded catalogues',
  'shared/src/i18n/shared-catalog.ts#ruleTexts': 'loaded message texts',
  'shared/src/analytics/page-views.ts#pending': 'a page view about to be sent (a route)',
  'shared/src/analytics/page-views.ts#lastTitled': 'the last page title reported',
  'shared/src/analytics/page-views.ts#flushesOnPageHide': 'a flag',
  'shared/src/analytics/analytics.ts#queue': 'allowed analytics calls waiting for Segment',
  'shared/src/analytics/analytics.ts#backend': 'the analytics client',
  'shared/src/analytics/analytics.ts#disabled': 'a flag',
  'shared/src/analytics/analytics.ts#starting': 'the analytics client loading',
};

const state = moduleState();

it('finds the apps’ module-level state', () => {
  expect(appSources.length).toBeGreaterThanOrEqual(7);
  expect(state.size).toBeGreaterThan(40);
});

it('classifies every module-level store: emptied on sign-out, or holding no parent’s data', () => {
  const unclassified = [...state.keys()].filter(
    (key) => !(key in CLEARED_ON_SIGN_OUT) && !(key in NOT_A_PARENTS_DATA),
  );
  expect(unclassified).toEqual([]);
  // Nothing listed that no longer exists (a list that only grows stops meaning anything).
  const listed = [...Object.keys(CLEARED_ON_SIGN_OUT), ...Object.keys(NOT_A_PARENTS_DATA)];
  expect(listed.filter((key) => !state.has(key))).toEqual([]);
});

it.each(Object.entries(CLEARED_ON_SIGN_OUT))(
  '%s is emptied on the signed-out event (registered in %s)',
  (_store, registrar) => {
    const text = readFileSync(join(repo, registrar), 'utf8');
    expect(text).toMatch(/\b(onSignedOut|clearedOnSignOut)\(/);
  },
);
