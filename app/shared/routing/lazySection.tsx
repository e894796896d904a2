/**
 * A part of a page downloaded as its own chunk the first time it is shown — a tab the person may
 * never open — so a first route carries only what it paints (the my-classes page's later tabs).
 *
 * Not React.lazy: React.lazy keeps a failed download for good, so a tab first opened offline stayed
 * broken after the connection came back (issue 39's offline journey caught it). Here a download
 * that fails while offline waits, with the placeholder (whose words say the list comes with the
 * connection), and is tried again when the connection returns; one that fails online shows the
 * placeholder's failure with 다시 시도. Browsers fetch a failed module again on a new `import()`
 * (whatwg/html#10327), so trying again is a new download, not the old failure.
 */
import { onlineManager } from '@tanstack/react-query';
import { createElement, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';

export interface SectionPlaceholderProps<Props = unknown> {
  /** Set when the download failed with the browser online: show the failure and its retry. */
  failure: { retry: () => void } | null;
  /** The props the section will get (a form field's placeholder keeps its label). */
  sectionProps: Props;
}

/** For a part that shows nothing until its code is there (a menu, a plugin, a dialog layer). */
export function NoPlaceholder(): null {
  return null;
}

export function lazySection<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Placeholder: ComponentType<SectionPlaceholderProps<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;
  // One download shared by every mount; a failed one is forgotten, so the next try downloads again.
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Section(props: Props) {
    const [component, setComponent] = useState<ComponentType<Props> | null>(() => loaded);
    const [failedOnline, setFailedOnline] = useState(false);
    const [attempt, setAttempt] = useState(0);

    useEffect(() => {
      if (component) return undefined;
      let mounted = true;
      let stopWaiting = () => {};
      loadOnce().then(
        (next) => mounted && setComponent(() => next),
        () => {
          if (!mounted) return;
          if (onlineManager.isOnline()) {
            setFailedOnline(true);
            return;
          }
          // Offline: the placeholder keeps saying the list waits for the connection; try on its return.
          stopWaiting = onlineManager.subscribe((online) => {
            if (online) setAttempt((count) => count + 1);
          });
        },
      );
      return () => {
        mounted = false;
        stopWaiting();
      };
    }, [component, attempt]);

    // Stable while it stands, so a placeholder can act once per failure (a toast, not one a render).
    const retry = useCallback(() => {
      setFailedOnline(false);
      setAttempt((count) => count + 1);
    }, []);
    const failure = useMemo(() => (failedOnline ? { retry } : null), [failedOnline, retry]);
    if (component) return createElement(component, props);
    return createElement(Placeholder, { failure, sectionProps: props });
  }
  return Section;
}
