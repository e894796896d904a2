/**
 * The tenant's plugins, each loaded lazily and only when the preferences enable it (spec
 * learner.md §1, §3). In stand-in mode they gather in a labelled box saying what would load.
 *
 * They load once the page's own code has: on a phone's connection their chunks and vendor scripts
 * would otherwise take the few connections and the bandwidth the first page's chunks need, and
 * nothing on the first screen needs them (issue 18).
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { vars } from '@ds/tokens/vars';
import type { TenantPlugins } from '@app/shared/api/contract/tenant';
import { copy } from '@app/shared/copy';
import { whenPagesLoaded } from '@app/shared/routing/lazyPage';
import { lazySection, NoPlaceholder } from '@app/shared/routing/lazySection';
import { usePluginMode } from './pluginMode';

// A plugin whose code failed offline comes on reconnect (lazySection.tsx), never the error page.
const TagManagerPlugin = lazySection(async () => (await import('./TagManagerPlugin')).default, NoPlaceholder);
const SupportChatPlugin = lazySection(async () => (await import('./SupportChatPlugin')).default, NoPlaceholder);
const ChatbotPlugin = lazySection(async () => (await import('./ChatbotPlugin')).default, NoPlaceholder);

const StandInBox = styled.section`
  margin-top: ${vars.space[4]};
  padding: ${vars.space[3]};
  border: 1px dashed ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  font-size: ${vars.font.sizeXs};
  color: ${vars.color.textMuted};
  font-family: ${vars.font.familyMono};
`;

/** Whether the page's own code has loaded (what loads after it waits for this; issue 18). */
export function usePagesLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPagesLoaded().then(() => {
      if (mounted) setLoaded(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}

export function SitePlugins({ plugins }: { plugins: TenantPlugins }) {
  const mode = usePluginMode();
  const pagesLoaded = usePagesLoaded();
  const { tagManager, chat, chatbot } = plugins;
  if (!tagManager && !chat && !chatbot) return null;
  const loaded = pagesLoaded ? (
    <>
      {tagManager && <TagManagerPlugin tagKey={tagManager.key} />}
      {chat && <SupportChatPlugin config={chat} />}
      {chatbot && <ChatbotPlugin config={chatbot} />}
    </>
  ) : null;
  if (mode === 'live') return loaded;
  return (
    <StandInBox aria-label={copy.site.standInRegion} data-print="hide">
      <p>{copy.site.standInNote}</p>
      {loaded}
    </StandInBox>
  );
}
