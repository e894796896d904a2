/**
 * Renders the dev panel in its own root beside the app's, so it never takes part in the app's
 * tree, routing or error boundaries. It reads the theme's CSS variables the app sets on :root.
 */
import { createRoot } from 'react-dom/client';
import { latestOutbox } from '@mocks/outbox';
import { scenarioMenu } from '@scenarios/registry';
import { DevPanel, type DevPanelProps } from './DevPanel';

export function mountDevPanel(
  props: Pick<DevPanelProps, 'activeScenario' | 'onPickScenario' | 'onResetData'>,
): void {
  const host = document.createElement('div');
  host.dataset.klassDevPanel = '';
  document.body.append(host);
  createRoot(host).render(
    <DevPanel scenarios={scenarioMenu} readLatestMail={() => latestOutbox()} {...props} />,
  );
}
