/**
 * The stack floor of the benchmark: the floor page (bench/floor) with the runtime libraries the
 * stack requires of every page, used the way the app uses them: react-query's client and one
 * query; styled-components' global style setting CSS variables on :root (as the design system's
 * ThemeProvider does) and one styled element reading them. No app code. The floor
 * says what a bare React page costs; this says what any page on this stack costs before a line of
 * the app runs, so a route's gap to the floor splits into the stack's share and the app's own.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import styled, { createGlobalStyle } from 'styled-components';

/** Set through a prop, so the global style is dynamic as the app's is (the tenant's variables). */
const GlobalStyle = createGlobalStyle<{ $text: string }>`
  :root { --text: ${({ $text }) => $text}; }
  body { margin: 0; color: var(--text); font-family: system-ui, sans-serif; }
`;

const Title = styled.h1`
  margin: 0 0 0.5rem;
  color: var(--text);
`;

/**
 * Answers in a microtask, without a network: the page measures the library, not an API. A short
 * paragraph, so that here as on the floor the heading is the largest paint (the bench prints it).
 */
const floorText = () => Promise.resolve('스택의 라이브러리만 있는 페이지입니다.');

function FloorPage() {
  const text = useQuery({ queryKey: ['floor'], queryFn: floorText });
  return (
    <main>
      <Title>바닥 페이지</Title>
      <p>{text.data ?? ''}</p>
    </main>
  );
}

function FloorRoutes() {
  return useRoutes([{ path: '*', element: <FloorPage /> }]);
}

const queryClient = new QueryClient();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <GlobalStyle $text="#1a1a1a" />
        <BrowserRouter>
          <FloorRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
