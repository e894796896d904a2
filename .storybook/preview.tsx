/**
 * Every story renders inside the product's providers: the tenant theme (toolbar), a fresh
 * QueryClient, a memory router, and the mock backend through msw.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { breakpoints } from '@ds/tokens/breakpoints';
import { ThemeProvider } from '@ds/theme/ThemeProvider';
import { setupStorybookMock } from '@mocks/runtimes/storybook';

const tenantThemes = {
  default: {},
  ocean: { primaryColor: '#0b7285', fontFamily: 'Noto Serif KR' },
  dusk: { primaryColor: '#5f3dc4', fontFamily: 'Noto Sans KR' },
} as const;

function Providers({ children, theme }: { children: React.ReactNode; theme: keyof typeof tenantThemes }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <ThemeProvider theme={tenantThemes[theme]}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
}

const withProviders: Decorator = (Story, context) => {
  const theme = (context.globals.tenantTheme ?? 'default') as keyof typeof tenantThemes;
  const route = (context.parameters.route as string | undefined) ?? '/';
  return (
    <Providers theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <Story />
      </MemoryRouter>
    </Providers>
  );
};

const viewports = Object.fromEntries(
  Object.entries(breakpoints).map(([name, min]) => {
    const width = name === 'xs' ? 360 : min;
    return [name, { name: `${name} (${width}px)`, styles: { width: `${width}px`, height: '800px' } }];
  }),
);

const preview: Preview = {
  loaders: [mswLoader(setupStorybookMock)],
  decorators: [withProviders],
  globalTypes: {
    tenantTheme: {
      description: 'Tenant theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.keys(tenantThemes),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenantTheme: 'default' },
  parameters: {
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
  tags: ['autodocs'],
};

export default preview;
