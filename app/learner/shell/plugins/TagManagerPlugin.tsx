/**
 * Loads the tenant's tag manager (live) or says that it would (stand-in). Its own lazy chunk:
 * a tenant without the plugin never downloads it.
 */
import { useEffect } from 'react';
import { copy } from '@app/shared/copy';
import { usePluginMode } from './pluginMode';
import { startTagManager } from './tagManager';

export default function TagManagerPlugin({ tagKey }: { tagKey: string }) {
  const mode = usePluginMode();
  useEffect(() => {
    if (mode !== 'live') return;
    startTagManager(tagKey).catch(() => {
      // Analytics is optional: a blocked container leaves the site working without it.
    });
  }, [mode, tagKey]);
  return mode === 'standIn' ? <p data-plugin="tag-manager">{copy.site.standInTagManager(tagKey)}</p> : null;
}
