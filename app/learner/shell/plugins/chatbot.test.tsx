/** The scenario chatbot's script comes from the deploy's configuration, never a guessed host. */
import { afterEach, describe, expect, it } from 'vitest';
import { startLiveChatbot } from './chatbot';

const config = { brandKey: 'ocean-brand', channelType: 'WEB', scenarioId: 'onboarding-01' };

afterEach(() => document.getElementById('klass-chatbot')?.remove());

describe('startLiveChatbot', () => {
  it('loads the configured script once, with the tenant settings as data attributes', () => {
    startLiveChatbot(config, 'https://chatbot.vendor.test/widget.js');
    startLiveChatbot(config, 'https://chatbot.vendor.test/widget.js');
    const scripts = document.querySelectorAll<HTMLScriptElement>('script#klass-chatbot');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://chatbot.vendor.test/widget.js');
    expect({ ...scripts[0]?.dataset }).toEqual(config);
  });

  it('loads nothing when the deploy names no script', () => {
    startLiveChatbot(config, undefined);
    expect(document.getElementById('klass-chatbot')).toBeNull();
  });
});
