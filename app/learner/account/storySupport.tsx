/**
 * Story helpers of the account screens: a page rendered at its route with a stand-in for wherever
 * it navigates, so a story can assert where a login, register or logout sent the learner.
 */
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

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
