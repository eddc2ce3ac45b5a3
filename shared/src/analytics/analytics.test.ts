import { AnalyticsBrowser } from '@segment/analytics-next';
import { testConfig } from '../testing/test-config';
import {
  ANALYTICS_ALLOWED_PROPERTIES,
  allowListed,
  analytics,
  resetAnalytics,
  startAnalytics,
} from './analytics';

jest.mock('@segment/analytics-next', () => ({ AnalyticsBrowser: { load: jest.fn() } }));

const load = jest.mocked(AnalyticsBrowser.load);

function fakeSegment() {
  const resolved = () => Promise.resolve();
  return {
    page: jest.fn(resolved),
    identify: jest.fn(resolved),
    track: jest.fn(resolved),
    reset: jest.fn(resolved),
    catch: jest.fn(),
  };
}

let segment: ReturnType<typeof fakeSegment>;

beforeEach(() => {
  resetAnalytics();
  segment = fakeSegment();
  load.mockReturnValue(segment as unknown as ReturnType<typeof AnalyticsBrowser.load>);
});

describe('analytics allow-list', () => {
  it('drops every property that is not allow-listed, so health data cannot leak', async () => {
    await startAnalytics(testConfig({ segmentWriteKey: 'write-key' }));

    analytics.track('Medical Form Saved', {
      status: 'draft',
      remote: 'medical_form',
      // Health data a careless caller might pass along:
      hepatitisB: true,
      medications: 'insulin',
      tncCount: 12.4,
      childName: 'Baby Doe',
    });

    expect(segment.track).toHaveBeenCalledWith('Medical Form Saved', {
      status: 'draft',
      remote: 'medical_form',
    });
    const sent = JSON.stringify(segment.track.mock.calls);
    for (const leaked of ['hepatitisB', 'insulin', '12.4', 'Baby Doe']) {
      expect(sent).not.toContain(leaked);
    }
  });

  it('drops values that are not primitives even under allowed keys', () => {
    expect(
      allowListed({
        label: { answers: { diabetes: 'yes' } },
        title: ['x'],
        path: '/portal',
        status: Number.NaN,
        email: null,
      }),
    ).toEqual({ path: '/portal', email: null });
  });

  it('allow-lists the keys the spec sends', () => {
    for (const key of ['userId', 'email', 'label', 'path', 'title']) {
      expect(ANALYTICS_ALLOWED_PROPERTIES.has(key)).toBe(true);
    }
  });

  it('identify sends the id and only the email trait', async () => {
    await startAnalytics(testConfig({ segmentWriteKey: 'write-key' }));
    analytics.identify('u-1', { email: 'mum@example.com', dueDate: '2027-01-01' } as {
      email: string;
    });
    expect(segment.identify).toHaveBeenCalledWith('u-1', { email: 'mum@example.com' });
  });

  it('page sends path and title', async () => {
    await startAnalytics(testConfig({ segmentWriteKey: 'write-key' }));
    analytics.page({ path: '/portal/pick-up', title: 'Pick up' });
    expect(segment.page).toHaveBeenCalledWith({ path: '/portal/pick-up', title: 'Pick up' });
  });
});

describe('startAnalytics', () => {
  it('is a silent no-op without a write key: Segment is never loaded, calls are dropped', async () => {
    analytics.track('Sign In', { userId: 'u', email: 'e', label: 'email' });
    await startAnalytics(testConfig({ segmentWriteKey: null }));
    analytics.page({ path: '/portal' });
    expect(load).not.toHaveBeenCalled();
    expect(segment.track).not.toHaveBeenCalled();
    expect(segment.page).not.toHaveBeenCalled();
  });

  it('loads Segment after first paint with the write key and flushes the queue in order', async () => {
    analytics.identify('u-1', { email: 'mum@example.com' });
    analytics.track('Sign In', { userId: 'u-1', email: 'mum@example.com', label: 'google' });
    expect(load).not.toHaveBeenCalled();

    const starting = startAnalytics(testConfig({ segmentWriteKey: 'write-key' }));
    expect(load).not.toHaveBeenCalled(); // not before the page is idle
    await starting;

    expect(load).toHaveBeenCalledWith({ writeKey: 'write-key' });
    expect(segment.identify).toHaveBeenCalledWith('u-1', { email: 'mum@example.com' });
    expect(segment.track).toHaveBeenCalledWith('Sign In', {
      userId: 'u-1',
      email: 'mum@example.com',
      label: 'google',
    });
    expect(segment.identify.mock.invocationCallOrder[0]).toBeLessThan(
      segment.track.mock.invocationCallOrder[0] ?? 0,
    );

    analytics.reset();
    expect(segment.reset).toHaveBeenCalled();
  });

  it('is started once', async () => {
    const config = testConfig({ segmentWriteKey: 'write-key' });
    await Promise.all([startAnalytics(config), startAnalytics(config)]);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
