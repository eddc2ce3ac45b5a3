// Async boundary: nothing shared is consumed before the federation runtime has negotiated it.
import('./bootstrap');
