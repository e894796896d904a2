/**
 * The scenario chatbot widget (spec learner.md §1, §3: brandKey, channelType, scenarioId). The
 * vendor script reads its settings from the data attributes of its script element. Its address is
 * the deploy's (`chatbotScriptUrl` in /runtime-config.js): without one nothing is loaded.
 */

export interface ChatbotConfig {
  brandKey: string;
  channelType: string;
  scenarioId: string;
}

export function startLiveChatbot(config: ChatbotConfig, scriptUrl: string | undefined): void {
  if (!scriptUrl || document.getElementById('klass-chatbot')) return;
  const script = document.createElement('script');
  script.id = 'klass-chatbot';
  script.async = true;
  script.src = scriptUrl;
  script.dataset.brandKey = config.brandKey;
  script.dataset.channelType = config.channelType;
  script.dataset.scenarioId = config.scenarioId;
  document.head.append(script);
}
