/**
 * The tag-manager plugin (spec learner.md §3 plugin settings, §9 "Analytics currency: KRW"): the
 * first data-layer entries and the container script for the tenant's key.
 */
import { loadScript } from './loadScript';

export const ANALYTICS_CURRENCY = 'KRW';

declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>;
  }
}

export function tagManagerScriptUrl(key: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(key)}`;
}

/** What the container reads first: its start event and the site's analytics currency. */
export function tagManagerBootEntries(nowMs: number): Array<Record<string, unknown>> {
  return [
    { 'gtm.start': nowMs, event: 'gtm.js' },
    { currency: ANALYTICS_CURRENCY },
  ];
}

export function startTagManager(key: string): Promise<void> {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(...tagManagerBootEntries(Date.now()));
  return loadScript('klass-tag-manager', tagManagerScriptUrl(key));
}
