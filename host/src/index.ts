import { requestPortalDocumentEarly } from './remotes/portal-document-request';

requestPortalDocumentEarly();
// Async boundary: nothing shared is consumed before the federation runtime has negotiated it.
import('./bootstrap');
