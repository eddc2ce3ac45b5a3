/**
 * The allow-list for free text on its way to error reporting (error messages, breadcrumb and
 * console messages, transaction names, span descriptions). Like the key allow-lists of
 * scrub.ts, nothing is searched for: a text leaves only when every part of it is known to be
 * safe, else it is replaced whole by REDACTED. Its safe parts:
 *
 * - words of SAFE_WORDS, the vocabulary of error messages (the portal's own, the browser's,
 *   Apollo's, Firebase's, the federation runtime's). Identifiers count by their words
 *   ('getUserOrder' is get, user, order; 'auth/wrong-password' is auth, wrong, password). No
 *   word a parent would type about health, a birth, a place or a pick-up is in it;
 * - a whole number of at most 4 digits right after 'status', 'code', 'chunk', 'error', 'http',
 *   'answered' or 'refused' ('status code 500', 'Minified React error #418'). Any other number
 *   (a measurement, a phone number, an address, a unit id, a date) makes the text unsafe;
 * - an http(s) address, kept without its query and fragment, as `url` fields are (the
 *   portal puts no health data in addresses);
 * - the portal's error codes (PORTAL-REMOTE-001), and Sentry's own ids (16 or 32 hexadecimal
 *   digits with at least one letter: an event, a trace or a span);
 * - white space and ASCII punctuation between them. Any other character (letters outside
 *   A-Z, quotation marks such as “ ”, symbols such as × or °) makes the text unsafe.
 */

/** What an unsafe text becomes: fixed, so it carries nothing of what it replaces. */
export const REDACTED = '[redacted]';

// prettier-ignore
export const SAFE_WORDS: ReadonlySet<string> = new Set([
  // Function words.
  'a', 'an', 'the', 'of', 'to', 'in', 'on', 'at', 'for', 'from', 'by', 'with', 'without',
  'as', 'is', 'are', 'was', 'were', 'be', 'been', 'being', 'not', 'no', 'and', 'or', 'but',
  'if', 'this', 'that', 'it', 'its', 'has', 'have', 'had', 'can', 'cannot', 'could', 'would',
  'should', 'must', 'did', 'does', 'do', 'done', 'than', 'then', 'into', 'still', 'yet', 'all',
  'any', 'only', 'more', 'too', 'many', 'when', 'while', 'after', 'before', 'during', 'because',
  'so', 'again', 'already', 'unable', 'there', 'which', 'what', 'where', 'up', 'out', 'off',
  'over', 'per', 'via', 's', 't',
  // Errors and their states.
  'error', 'errors', 'exception', 'fail', 'failed', 'fails', 'failure', 'invalid', 'valid',
  'unexpected', 'unknown', 'undefined', 'null', 'nan', 'uncaught', 'unhandled', 'rejection',
  'rejected', 'promise', 'captured', 'denied', 'refused', 'forbidden', 'unauthorized',
  'unauthorised', 'unauthenticated', 'authorized', 'authorised', 'authenticated', 'missing',
  'required', 'expected', 'got', 'found', 'returned', 'answered', 'received', 'successful',
  'success', 'empty', 'timeout', 'timed', 'abort', 'aborted', 'cancelled', 'canceled', 'closed',
  'blocked', 'exceeded', 'maximum', 'minimum', 'limit', 'limited', 'large', 'long',
  'retry', 'later', 'try', 'wrong', 'weak', 'expired', 'disabled', 'internal',
  'unavailable', 'unsupported', 'supported', 'allowed', 'mismatch', 'bad', 'illegal',
  'insecure', 'permission', 'permissions', 'violation', 'interrupted', 'stale', 'unanswered',
  'made', 'drawn', 'set', 'get', 'create', 'created', 'update', 'updated', 'delete', 'deleted',
  'read', 'reading', 'write', 'writing', 'call', 'called', 'stack', 'size', 'quota', 'match',
  'kind', 'part', 'executable', 'evaluating', 'assignment', 'constant', 'variable', 'declared',
  'initialized', 'initialization', 'access', 'lexical', 'declaration', 'instance', 'constructor',
  'iterable', 'properties', 'property', 'method', 'function', 'object', 'string', 'number',
  'boolean', 'array', 'value', 'values', 'key', 'keys', 'type', 'types', 'defined', 'reference',
  'syntax', 'range', 'eval', 'uri', 'aggregate', 'dom', 'security',
  'token', 'end', 'input', 'parse', 'parsing', 'position', 'line', 'column', 'unterminated',
  'json', 'minified', 'visit', 'full', 'message', 'args', 'argument', 'arguments', 'messages',
  'hydration', 'hook', 'hooks', 'render', 'rendered', 'rendering', 'mount', 'mounted',
  'mounting', 'unmount', 'unmounted', 'boundary', 'component', 'element', 'root', 'node',
  'document', 'operation', 'operations', 'query', 'mutation', 'subscription', 'field', 'data',
  'result', 'lifecycle', 'use', 'non', 'dev', 'environment', 'additional', 'helpful',
  'warnings',
  // Network, loading and the libraries that report them.
  'network', 'fetch', 'request', 'requests', 'response', 'status', 'code', 'http', 'https',
  'xhr', 'cors', 'origin', 'server', 'client', 'connection', 'connect', 'reset', 'lost',
  'offline', 'online', 'load', 'loaded', 'loading', 'chunk', 'css', 'script', 'module',
  'modules', 'federation', 'runtime', 'remote', 'remotes', 'entry', 'manifest', 'contract',
  'shared', 'share', 'resolve', 'resolved', 'registry', 'unregistered', 'registered',
  'attempting', 'resource', 'live', 'stream', 'streams', 'events', 'event', 'source',
  'graph', 'ql', 'graphql', 'apollo', 'combined', 'protocol', 'react',
  'firebase', 'app', 'storage', 'local', 'session', 'cookie', 'api', 'domain', 'config',
  'configuration', 'gql', 'functions', 'sentry', 'segment', 'analytics', 'browser', 'window',
  'navigator', 'page', 'paint', 'first', 'contentful', 'largest', 'navigation', 'pageload',
  'redirect', 'content', 'ui', 'click', 'interaction', 'task', 'animation', 'frame',
  'auto', 'manual', 'span', 'transaction', 'mark', 'measure', 'unload', 'dns', 'tls', 'cache',
  'lookup', 'post', 'put', 'patch', 'head', 'options',
  // The portal's own words: its services, operations, actions, areas and phases.
  'portal', 'gateway', 'billing', 'service', 'checkout', 'order', 'orders', 'gift', 'start',
  'started', 'pickup', 'pick', 'medical', 'form', 'forms', 'rules', 'draft', 'save', 'saving',
  'saved', 'submit', 'submitted', 'certificate', 'barcode', 'unit', 'pdf', 'user', 'users',
  'account', 'auth', 'email', 'password', 'credential', 'credentials', 'verify', 'verified',
  'verification', 'sign', 'signed', 'signin', 'signup', 'login', 'logout', 'google', 'popup',
  'id', 'refresh', 'changed', 'reload', 'send', 'sent', 'shell', 'menu', 'boot', 'phase',
  'area', 'action', 'plan', 'redeem', 'redeemed', 'upload', 'download', 'print',
  'notification', 'notifications', 'stripe', 'register', 'console',
  'layout', 'view', 'provider', 'providers', 'suspense', 'lazy', 'router', 'route', 'routes',
  'outlet', 'requires', 'recent', 'requested', 'unverified', 'tenant', 'continue',
  // The SDK's own words: levels, mechanisms, span and segment sources, idle span endings.
  'fatal', 'warning', 'info', 'debug', 'log', 'ok', 'generic', 'onerror',
  'onunhandledrejection', 'instrument', 'chained', 'cause', 'custom', 'url', 'idle', 'final',
  'external', 'finish', 'previous', 'trace', 'link', 'sampled', 'hidden', 'heartbeat', 'metrics',
  'web', 'vitals', 'inp', 'lcp', 'cls', 'fcp', 'ttfb', 'fp', 'img', 'other', 'state', 'clone',
  'character', 'readable', 'encoding', 'constraint', 'version',
  // The placeholder itself, so that a scrubbed text scrubbed again stays as it is.
  'redacted',
]);

/** Words after which a small whole number is a status, an error code or a chunk. */
const NUMBER_WORDS: ReadonlySet<string> = new Set([
  'status',
  'code',
  'chunk',
  'error',
  'http',
  'answered',
  'refused',
]);
const MAX_NUMBER_DIGITS = 4;

const URL_PATTERN = /\bhttps?:\/\/[^\s"'<>(){}`]+/gi;
const PORTAL_CODE_PATTERN = /\bPORTAL-[A-Z]+-\d{3}\b/g;
const SENTRY_ID_PATTERN = /\b(?=[0-9a-f]*[a-f])(?:[0-9a-f]{32}|[0-9a-f]{16})\b/g;
const TOKEN = /[\p{L}\p{N}]+/gu;
/** Anything else than letters, digits, white space and ASCII punctuation. */
const UNSAFE_CHARACTER = /[^\p{L}\p{N}\s!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/u;
/** An identifier's parts: 'GraphQLOperationError' is Graph, QL, Operation, Error. */
const TOKEN_PARTS = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+|[^A-Za-z\d]+/g;

/** Drops the query string and fragment (they can carry reset codes or redirect targets). */
export function stripQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

function isSafeWordSequence(text: string): boolean {
  if (UNSAFE_CHARACTER.test(text)) return false;
  let previous: string | null = null;
  for (const [token] of text.matchAll(TOKEN)) {
    for (const [part] of token.matchAll(TOKEN_PARTS)) {
      if (/^\d+$/.test(part)) {
        const afterNumberWord = previous !== null && NUMBER_WORDS.has(previous);
        if (!afterNumberWord || part.length > MAX_NUMBER_DIGITS) return false;
      } else if (!SAFE_WORDS.has(part.toLowerCase())) {
        return false;
      }
      previous = part.toLowerCase();
    }
  }
  return true;
}

/** The text as it may leave: itself (addresses without their query), or REDACTED. */
export function safeText(text: string): string {
  // Addresses and codes are checked as a whole, and stand apart from their neighbours' words.
  const checked = text
    .replace(URL_PATTERN, ' ')
    .replace(PORTAL_CODE_PATTERN, ' ')
    .replace(SENTRY_ID_PATTERN, ' ');
  if (!isSafeWordSequence(checked)) return REDACTED;
  return text.replace(URL_PATTERN, stripQuery);
}

/**
 * A value that names a place (a transaction named after its path, a span's resource, a `url`
 * field): an address or a path keeps everything but its query and fragment, like
 * `request.url`; anything else is free text.
 */
export function safeLocation(value: string): string {
  if (/^(https?:\/\/|\/)/i.test(value) && !/\s/.test(value)) return stripQuery(value);
  return safeText(value);
}

/** The HTML elements a UI breadcrumb's element path may name. */
// prettier-ignore
const HTML_TAGS: ReadonlySet<string> = new Set([
  'html', 'body', 'div', 'span', 'main', 'header', 'footer', 'nav', 'aside', 'section',
  'article', 'form', 'fieldset', 'legend', 'label', 'input', 'textarea', 'select', 'option',
  'button', 'a', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'svg', 'path', 'g', 'canvas', 'dialog',
  'details', 'summary', 'strong', 'em', 'b', 'i', 'small', 'time', 'output', 'progress',
]);

/**
 * A UI breadcrumb's element path ('body > div#root > button.primary[aria-label="…"]') as its
 * tag names only ('body > div > button'): ids, classes and attributes can carry what the page
 * shows. A path with anything else than known HTML elements is REDACTED.
 */
export function safeElementPath(path: string): string {
  // Quoted attribute values first: they may hold ' > ' themselves.
  const elements = path.replace(/"[^"]*"|'[^']*'/g, '').split(' > ');
  const tags = elements.map((element) => /^[a-z][a-z0-9]*/i.exec(element.trim())?.[0]);
  return tags.every((tag) => tag !== undefined && HTML_TAGS.has(tag.toLowerCase()))
    ? tags.join(' > ').toLowerCase()
    : REDACTED;
}
