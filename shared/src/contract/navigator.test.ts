import { createPath, navigatorFromNavigate } from './navigator';

describe('navigatorFromNavigate', () => {
  const navigate = jest.fn();
  const navigator = navigatorFromNavigate(navigate);

  it('push navigates with state and options', () => {
    navigator.push('/portal/pick-up', { from: 'nav' }, { preventScrollReset: true });
    expect(navigate).toHaveBeenCalledWith('/portal/pick-up', {
      preventScrollReset: true,
      state: { from: 'nav' },
    });
  });

  it('replace navigates with replace: true', () => {
    navigator.replace({ pathname: '/login', search: '?redirect=%2Fportal' }, null);
    expect(navigate).toHaveBeenCalledWith(
      { pathname: '/login', search: '?redirect=%2Fportal' },
      { state: null, replace: true },
    );
  });

  it('go navigates by delta', () => {
    navigator.go(-1);
    expect(navigate).toHaveBeenCalledWith(-1);
  });

  it('createHref builds a path', () => {
    expect(navigator.createHref('/portal')).toBe('/portal');
    expect(navigator.createHref({ pathname: '/portal', search: '?a=1', hash: '#b' })).toBe(
      '/portal?a=1#b',
    );
  });
});

describe('createPath', () => {
  it.each([
    [{ pathname: '/portal/pick-up' }, '/portal/pick-up'],
    [
      { pathname: '/login', search: '?redirect=%2Fportal', hash: '#top' },
      '/login?redirect=%2Fportal#top',
    ],
    [{ pathname: '/login', search: 'a=1', hash: 'x' }, '/login?a=1#x'],
    [{ pathname: '/login', search: '?', hash: '#' }, '/login'],
    [{}, '/'],
  ])('%o -> %s', (path, expected) => {
    expect(createPath(path)).toBe(expected);
  });
});
