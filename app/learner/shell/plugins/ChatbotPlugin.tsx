/**
 * Loads the tenant's scenario chatbot (live) or says that it would, with its settings (stand-in).
 * Its own lazy chunk.
 */
import { useEffect } from 'react';
import { copy } from '@app/shared/copy';
import { startLiveChatbot, type ChatbotConfig } from './chatbot';
import { usePluginMode } from './pluginMode';

export default function ChatbotPlugin({ config }: { config: ChatbotConfig }) {
  const mode = usePluginMode();
  const { brandKey, channelType, scenarioId } = config;
  useEffect(() => {
    if (mode === 'live') startLiveChatbot({ brandKey, channelType, scenarioId }, window.__KLASS_CONFIG__?.chatbotScriptUrl);
  }, [mode, brandKey, channelType, scenarioId]);
  return mode === 'standIn' ? (
    <p data-plugin="chatbot">{copy.site.standInChatbot(brandKey, channelType, scenarioId)}</p>
  ) : null;
}
