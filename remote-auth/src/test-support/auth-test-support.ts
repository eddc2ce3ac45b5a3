import { createElement, Fragment } from 'react';
import { screen, type RenderResult } from '@testing-library/react';
import { authErrorMessage, authStore, type PortalUser } from '@portal/shared';
import { renderWithPortal } from '@portal/shared/testing';
import { RemoteRoutes } from '../routes';
import { LocationProbe } from './LocationProbe';

/** Renders this remote's pages at `route`, with a probe showing the current location. */
export function renderAuthRoute(route: string): RenderResult {
  return renderWithPortal(
    createElement(Fragment, null, createElement(RemoteRoutes), createElement(LocationProbe)),
    { route },
  );
}

/** The path and query the router is at now. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/**
 * What the shared auth actions do on a failure: hold it in the auth store as its code and
 * human message. Returns undefined, the actions' failure result.
 */
export function holdAuthFailure(code: string): undefined {
  authStore.setState({ error: { code, message: authErrorMessage(code) } });
  return undefined;
}

/** A promise to settle from the test, to observe a pending request. */
export function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
} {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export const NEW_PARENT: PortalUser = {
  id: 'new-parent-1',
  email: 'new.parent@example.com',
  emailVerified: false,
  displayName: 'Sam Parent',
};
