/**
 * Where a module sends a person (a banner, a section's image, a menu entry): a path on the site
 * goes through the router, another site's address opens in a new tab without our referrer, and
 * anything the one safe-URL helper refuses (a script, a data URL) is not a link at all.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { pageBase, safeUrl } from '@app/shared/lib/url/safeUrl';

/** The link's target: a site path to route to, an address to open, or null when there is none to follow. */
export function linkTarget(raw: string | null): { internal: string } | { external: string } | null {
  if (raw === null || raw.trim() === '') return null;
  const value = raw.trim();
  const safe = safeUrl(value, { base: pageBase() });
  if (safe === null) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { internal: value };
  return { external: safe };
}

interface ModuleLinkProps {
  to: string | null;
  children: ReactNode;
  className?: string;
  /** The link leads to the page being read (a menu entry): marked for screen readers and the eye. */
  current?: boolean;
}

export function ModuleLink({ to, children, className, current = false }: ModuleLinkProps) {
  const target = linkTarget(to);
  if (target === null) return <>{children}</>;
  if ('internal' in target) {
    return (
      <RouterLink to={target.internal} className={className} aria-current={current ? 'page' : undefined}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={target.external} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
