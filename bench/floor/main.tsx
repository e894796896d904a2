/**
 * The floor of the benchmark: the least a React + react-router page can ship, built by the same
 * Vite config. Route figures are reported as a ratio to this. It routes the way the app does
 * (declarative routes under a BrowserRouter, app/routes/router.tsx).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';

function FloorRoutes() {
  return useRoutes([
    {
      path: '*',
      element: (
        <main>
          <h1>바닥 페이지</h1>
          <p>React와 라우터만 있는 페이지입니다.</p>
        </main>
      ),
    },
  ]);
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <FloorRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
