import { isAccessRevoked } from './access-revoked';
import { GatewayRequestError } from './gateway-send';

const refusal = (extensions: Record<string, unknown>) =>
  new GatewayRequestError('refused', [{ message: 'refused', extensions }], 200);

it('tells the end of family access from other refusals', () => {
  expect(isAccessRevoked(refusal({ code: 'FORBIDDEN', reason: 'ACCESS_REVOKED' }))).toBe(true);
  expect(isAccessRevoked(refusal({ code: 'FORBIDDEN', reason: 'HOLDER_ONLY' }))).toBe(false);
  expect(isAccessRevoked(refusal({ code: 'NOT_FOUND' }))).toBe(false);
  expect(isAccessRevoked(new Error('network'))).toBe(false);
});
