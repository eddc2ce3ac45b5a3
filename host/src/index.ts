import { preloadAuthProvider } from '@portal/shared/auth-preload';
import { requestPortalDocumentEarly } from './remotes/portal-document-request';

requestPortalDocumentEarly();
preloadAuthProvider(window.location.pathname);
// Async boundary: nothing shared is consumed before the federation runtime has negotiated it.
import('./bootstrap');
