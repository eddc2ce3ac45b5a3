import { registerSharedCatalogsForTests } from '@portal/shared/testing';
import '@testing-library/jest-dom';

// jsdom has no layout, so no ResizeObserver; Fluent's MessageBar observes its own width to
// decide how to wrap. A stand-in that never reports a size is what jsdom would measure anyway.
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver as unknown as typeof ResizeObserver;

// @portal/shared's catalogues, registered as the apps do, before any test renders.
registerSharedCatalogsForTests();
