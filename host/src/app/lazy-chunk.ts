import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * Components from a chunk loaded on demand. A component renders straight away when the chunk
 * has already arrived (the boot preloads it), and through React.lazy only when it has not: a
 * lazy component suspends on its first render even when its chunk is there, and React then
 * holds the content back until 300 ms after the fallback appeared (its throttle of Suspense
 * reveals), which on /portal sat between the restored session and the dashboard's queries.
 * Which of the two a mount uses is fixed for that mount, so it never remounts.
 */
export function lazyChunk<Chunk>(load: () => Promise<Chunk>) {
  let loaded: Chunk | undefined;
  let loading: Promise<Chunk> | undefined;

  function preload(): Promise<Chunk> {
    loading ??= load().then(
      (chunk) => (loaded = chunk),
      (error: unknown) => {
        loading = undefined; // A later render tries again.
        throw error;
      },
    );
    return loading;
  }

  function component(pick: (chunk: Chunk) => ComponentType): ComponentType {
    const Lazy = lazy(() => preload().then((chunk) => ({ default: pick(chunk) })));
    function FromChunk() {
      const [Component] = useState<ComponentType>(() => (loaded ? pick(loaded) : Lazy));
      return createElement(Component);
    }
    return FromChunk;
  }

  return { preload, component };
}
