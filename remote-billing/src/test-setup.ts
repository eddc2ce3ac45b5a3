import '@testing-library/jest-dom';

// jsdom has no layout, so no ResizeObserver; Fluent's MessageBar observes its own width to
// decide how to wrap. A stand-in that never reports a size is what jsdom would measure anyway.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver as unknown as typeof ResizeObserver;
