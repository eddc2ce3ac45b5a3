export {
  clientAddressKey,
  ipv6Network64,
  MAX_TRUSTED_PROXIES,
  readTrustedProxies,
  UNKNOWN_ADDRESS,
} from './client-address.js';
