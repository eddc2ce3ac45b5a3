export {
  DEMO_PROJECT_ID,
  firebaseProductionProblems,
  parsePortalEnvironment,
  ProductionConfigError,
  type PortalEnvironment,
} from './portal-environment.js';
export {
  DEFAULT_ALLOWED_ORIGINS,
  parseConnectionCap,
  parseOrigins,
  parsePort,
} from './settings.js';
