import type { StorybookConfig } from '@storybook/react-vite';
import { storybookMockMode } from './mockMode.ts';

const config: StorybookConfig = {
  stories: [
    '../design-system/**/*.mdx',
    '../design-system/**/*.stories.@(ts|tsx)',
    '../app/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public', '../mocks/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), storybookMockMode()] }),
};

export default config;
