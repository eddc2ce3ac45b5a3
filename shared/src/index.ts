/**
 * @portal/shared: the federated singleton every app of the portal shares. Fluent lives in
 * `@portal/shared/ui`, test helpers in `@portal/shared/testing`.
 */

// config
export type {
  ExternalLinks,
  FirebaseWebConfig,
  PortalConfig,
  PortalDocument,
  PortalEnv,
} from './config/portal-config';
export {
  DEFAULT_ENVIRONMENT,
  DEFAULT_IDLE_TIMEOUT_MINUTES,
  DEFAULT_LINKS,
  DEFAULT_SUPPORT_EMAIL,
  DEFAULT_SUPPORT_PHONE,
} from './config/portal-config';
export { parseConfig } from './config/parse-config';
export { configure, getConfig, isConfigured } from './config/config-store';
export { loadPortalDocument } from './config/load-portal-document';

// auth: the session owns the token; apps make authorised requests, they never hold a token
export { SESSION_TOKEN_KEY, authorizedFetch } from './session/session';
export { clearedOnSignOut, onSignedIn, onSignedOut } from './session/session-events';
export { getFirebaseAuth } from './session/firebase';
export type { AuthFailure, AuthState, PortalUser } from './auth/auth-store';
export { authStore, startAuth, useAuth } from './auth/auth-store';
export type { SignUpInput } from './auth/auth-actions';
export {
  DEFAULT_GOOGLE_NAME,
  clearAuthError,
  loginWithEmail,
  loginWithGoogle,
  logout,
  preloadAuthActions,
  reloadUser,
  sendPasswordReset,
  sendVerificationEmail,
  signUp,
} from './auth/auth-actions';
export {
  GENERIC_AUTH_ERROR_MESSAGE,
  GOOGLE_NO_EMAIL_CODE,
  GOOGLE_NO_EMAIL_MESSAGE,
  NOT_SIGNED_IN_CODE,
  authErrorMessage,
  loadAuthErrorTexts,
} from './auth/auth-error-message';

// orders
export type { OrderState, OrderSummary } from './orders/order-store';
export { useChildName } from './orders/use-child-name';
export {
  ensureOrders,
  orderStore,
  selectOrder,
  setOrders,
  swapOrder,
  useOrders,
} from './orders/order-store';

// gateway reads and changes, the portal's own client (pages take its hooks from
// `@portal/shared/graphql`). Every reader reads again after a mutation sent with
// `requestGateway` or `useMutation`; `gatewayChangedElsewhere` is for a change the portal learns
// of otherwise (a payment finished on the provider's page).
export type { GatewayQueryState } from './gateway/gateway-queries';
export { useGatewayQuery } from './gateway/gateway-queries';
export { gatewayChangedElsewhere } from './gateway/gateway-readers';
export type { GatewayRequestOptions } from './gateway/gateway-request';
export { GatewayRequestError, requestGateway } from './gateway/gateway-request';
export { readGatewayEarly } from './gateway/early-answers';

// language: the one Lingui runtime (page teams write its macros; docs/i18n.md)
export * from './i18n';

// graphql
export type {
  LiveMode,
  LivePickupOptions,
  PickupChangeListener,
  PushedPickup,
} from './graphql/live-pickup';
export { useLivePickup, watchPickup } from './graphql/live-pickup';
export type {
  LiveChangeListener,
  LiveOptions,
  LiveSubscription,
} from './graphql/live-subscription';
export { useLiveSubscription, watchSubscription } from './graphql/live-subscription';
export { GetUserDocument, GetUserOrderDocument } from './graphql/operations.generated';
export type {
  CreateUserInput,
  CreateUserMutation,
  CreateUserMutationVariables,
} from './graphql/create-user.generated';
export type {
  GetUserOrderQuery,
  GetUserOrderQueryVariables,
  GetUserQuery,
  GetUserQueryVariables,
} from './graphql/operations.generated';

// analytics
export type { AnalyticsEvent, AnalyticsProperties, AnalyticsValue } from './analytics/analytics';
export { ANALYTICS_ALLOWED_PROPERTIES, analytics, startAnalytics } from './analytics/analytics';
export {
  PAGE_TITLE_WAIT_MS,
  setPageTitle,
  trackPageView,
  usePageTitle,
} from './analytics/page-views';

// error reporting
export type { ErrorContext } from './error-reporting/error-reporting';
export { reportError, reportTiming, startErrorReporting } from './error-reporting/error-reporting';

// notifications
export type {
  Notification,
  NotificationIntent,
  NotificationState,
  NotifyOptions,
} from './notifications/notification-store';
export {
  NOTIFICATION_TIMEOUT_MS,
  dismissNotification,
  notificationStore,
  notify,
  useNotifications,
} from './notifications/notification-store';

// stores
export type { Store } from './store/create-store';
export { createStore } from './store/create-store';
export { useStore } from './store/use-store';

// theme
export type { Breakpoint } from './theme/breakpoints';
export {
  HEADER_HEIGHT,
  MOBILE_BREAKPOINT,
  NAV_WIDTH,
  breakpoints,
  maxWidthQuery,
  mediaDown,
  mediaUp,
  minWidthQuery,
} from './theme/breakpoints';
export { useIsNarrow, useMediaQuery } from './theme/use-media-query';
export type { PortalTheme } from './theme/brand-theme';
export {
  BODY_FONT_FAMILY,
  HEADING_FONT_FAMILY,
  brandTheme,
  brandTokens,
} from './theme/brand-theme';

// routes
export type { RouteName, RoutePath } from './routes/routes';
export {
  isLoginRoute,
  isPortalRoute,
  routes,
  safeRedirectTarget,
  withRedirect,
} from './routes/routes';
export { routePageName, routeTransactionName } from './routes/route-names';
export type { GuardAuth, GuardDecision, GuardLocation } from './routes/guard';
export { decideGuard } from './routes/guard';

// navigation
export {
  confirmLeave,
  pendingLeaveQuestion,
  registerLeaveGuard,
  useLeaveGuard,
} from './navigation/leave-guard';

// contract
export type {
  RemoteLifecycleProps,
  RemoteLifecycles,
  RemoteMountProps,
  RemoteName,
} from './contract/mount-contract';
export { MOUNT_CONTRACT_VERSION, REMOTE_NAMES } from './contract/mount-contract';
export type { CreateRemoteLifecyclesOptions } from './contract/mount';
export { createRemoteLifecycles } from './contract/mount';
export type { PortalProvidersProps } from './contract/PortalProviders';
export { PortalProviders } from './contract/PortalProviders';
export type { StartStandaloneOptions } from './contract/standalone';
export { startStandalone } from './contract/standalone';
export { navigatorFromNavigate } from './contract/navigator';
