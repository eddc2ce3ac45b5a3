import { render, screen } from '@testing-library/react';
import { Suspense, createElement, type ComponentType } from 'react';
import { lazyChunk } from './lazy-chunk';

function Dashboard() {
  return createElement('p', null, 'Your journey');
}

function renderInSuspense(Page: ComponentType) {
  const fallbacks = jest.fn();
  function Fallback() {
    fallbacks();
    return createElement('p', null, 'Loading');
  }
  render(createElement(Suspense, { fallback: createElement(Fallback) }, createElement(Page)));
  return fallbacks;
}

describe('lazyChunk', () => {
  it('renders a component of a chunk already loaded at once, without suspending', async () => {
    const chunk = lazyChunk(() => Promise.resolve({ Dashboard }));
    const Page = chunk.component((loaded) => loaded.Dashboard);
    await chunk.preload();

    const fallbacks = renderInSuspense(Page);

    expect(screen.getByText('Your journey')).toBeInTheDocument();
    expect(fallbacks).not.toHaveBeenCalled();
  });

  it('suspends until a chunk not yet loaded arrives, loading it once', async () => {
    const load = jest.fn(() => Promise.resolve({ Dashboard }));
    const chunk = lazyChunk(load);
    const Page = chunk.component((loaded) => loaded.Dashboard);

    const fallbacks = renderInSuspense(Page);

    expect(fallbacks).toHaveBeenCalled();
    expect(await screen.findByText('Your journey')).toBeInTheDocument();
    await chunk.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again', async () => {
    const load = jest
      .fn<Promise<{ Dashboard: typeof Dashboard }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ Dashboard });
    const chunk = lazyChunk(load);

    await expect(chunk.preload()).rejects.toThrow('chunk failed');
    await expect(chunk.preload()).resolves.toEqual({ Dashboard });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
