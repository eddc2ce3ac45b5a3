// Async boundary: nothing shared is consumed before the federation runtime negotiates it.
// This entry is the team's standalone app; the portal host loads './mount' instead.
import('./standalone');
