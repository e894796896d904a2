/**
 * Every story renders inside the product's providers: the tenant theme (toolbar, from the design
 * system's own list of tenant themes), the design system's words from the app's copy (the
 * design-system stories may not import app code, so they get them here), a fresh QueryClient, a
 * memory router, and the mock backend through msw. Screens render full-bleed, components padded
 * (screens.ts).
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { breakpoints } from '@ds/tokens/breakpoints';
import { DesignSystemMessagesProvider } from '@ds/lib/messages';
import { ThemeProvider } from '@ds/theme/ThemeProvider';
import { isTenantThemeName, tenantThemes, type TenantThemeName } from '@ds/theme/tenantThemes';
import { copy } from '@app/shared/copy';
import {
  scenarioGlobalType,
  scenarioLoader,
  setupStorybookMock,
  type ScenarioLoaded,
} from '@mocks/runtimes/storybook';
import { withAppSession } from './appSession';
import { screenLayout } from './screens';
import { StoryCanvas } from './storyCanvas';

function Providers({ children, theme }: { children: React.ReactNode; theme: TenantThemeName }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <ThemeProvider theme={tenantThemes[theme].theme}>
      <DesignSystemMessagesProvider messages={copy.designSystem}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </DesignSystemMessagesProvider>
    </ThemeProvider>
  );
}

/**
 * Keyed by the scenario the loader just loaded: choosing another in the toolbar re-runs the loaders
 * (a freshly seeded world, the scenario's session) and remounts everything here — a new query
 * client, session and router — so the open story shows the new world at once.
 */
const withProviders: Decorator = (Story, context) => {
  const requested: unknown = context.globals.tenantTheme;
  const theme = isTenantThemeName(requested) ? requested : 'default';
  const route = (context.parameters.route as string | undefined) ?? '/';
  const scenario = (context.loaded as Partial<ScenarioLoaded>).scenario ?? 'default';
  return (
    <Providers key={scenario} theme={theme}>
      <MemoryRouter initialEntries={[route]}>
        <StoryCanvas scenario={scenario}>
          <Story />
        </StoryCanvas>
      </MemoryRouter>
    </Providers>
  );
};

// Stories talk to the mock through a service worker; on a loaded 2-core CI machine the first
// answer can take longer than testing-library's 1 s default, which made `findBy*` flaky.
configure({ asyncUtilTimeout: 5000 });

/**
 * The breakpoints' widths (xs at 360 px), and beside them the two widths the product is reviewed
 * at: 390 px (a phone) and 1280 px (a laptop: the back-office's side menu and a 974 px page, where
 * xl's 1196 px window leaves only 890).
 */
const reviewed = {
  xs: ['xs390', { name: 'xs (390px)', styles: { width: '390px', height: '844px' } }],
  xl: ['xl1280', { name: 'xl (1280px)', styles: { width: '1280px', height: '800px' } }],
} as const;

const viewports = Object.fromEntries(
  Object.entries(breakpoints).flatMap(([name, min]) => {
    const width = name === 'xs' ? 360 : min;
    const viewport = [name, { name: `${name} (${width}px)`, styles: { width: `${width}px`, height: '800px' } }] as const;
    return name in reviewed ? [viewport, reviewed[name as keyof typeof reviewed]] : [viewport];
  }),
);

const preview: Preview = {
  loaders: [mswLoader(setupStorybookMock), scenarioLoader],
  // Decorators wrap outwards: the session sits inside the providers (it needs no theme).
  decorators: [withAppSession, withProviders],
  // Screens full-bleed like the app, components padded (no `layout` below: it would decide for all).
  argTypesEnhancers: [screenLayout],
  globalTypes: {
    scenario: scenarioGlobalType,
    tenantTheme: {
      description: 'Tenant theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(tenantThemes).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { tenantTheme: 'default', scenario: 'default' },
  parameters: {
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
