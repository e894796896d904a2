/**
 * Story helpers of the account screens: a page rendered at its route with a stand-in for wherever
 * it navigates, so a story can assert where a login, register or logout sent the learner.
 */
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { copy } from '@app/shared/copy';
import { inNativeApp } from '@app/shared/session/storySupport';

/** Shows the path it was reached at, for `findByText(landedAt('/'))`. */
function Landed() {
  const location = useLocation();
  return <p>{landedAt(`${location.pathname}${location.search}`)}</p>;
}

export function landedAt(path: string): string {
  return `도착한 곳: ${path}`;
}

export function AtRoute({ path, children }: { path: string; children: ReactNode }) {
  return (
    <Routes>
      <Route path={path} element={children} />
      <Route path="*" element={<Landed />} />
    </Routes>
  );
}

/** A field's label as the tests see it: a required field's label ends with its "*" mark. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/**
 * A visitor inside the native app: the `mobile-app` scenario's bridge, but holding no token (the
 * story's loader runs after the scenario's and replaces its session), as when the app opens a
 * login link before its own login.
 */
export const visitorInNativeApp = {
  ...inNativeApp,
  loaders: [() => ({ scenarioSession: null })],
};

/** The in-app notice instead of any login form, with its way back home (learner.md §4, §6). */
export async function expectInAppLoginNotice(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: copy.account.inAppLoginTitle })).toBeInTheDocument();
  await expect(canvas.getByText(copy.account.inAppLoginBody)).toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: copy.account.inAppLoginBack })).toHaveAttribute('href', '/');
  await expect(canvas.queryByRole('button', { name: copy.account.loginSubmit })).toBeNull();
  await expect(canvas.queryByRole('textbox')).toBeNull();
}
