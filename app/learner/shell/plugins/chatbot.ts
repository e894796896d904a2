/**
 * The scenario chatbot widget (spec learner.md §1, §3: brandKey, channelType, scenarioId). The
 * vendor script reads its settings from the data attributes of its script element.
 */
export const CHATBOT_SCRIPT_URL = 'https://chatbot.klass.example/widget.js';

export interface ChatbotConfig {
  brandKey: string;
  channelType: string;
  scenarioId: string;
}

export function startLiveChatbot(config: ChatbotConfig): void {
  if (document.getElementById('klass-chatbot')) return;
  const script = document.createElement('script');
  script.id = 'klass-chatbot';
  script.async = true;
  script.src = CHATBOT_SCRIPT_URL;
  script.dataset.brandKey = config.brandKey;
  script.dataset.channelType = config.channelType;
  script.dataset.scenarioId = config.scenarioId;
  document.head.append(script);
}
