/**
 * The routes the benchmark measures and the lazy route module each one loads. Keep in step with
 * app/routes/: a module that stops being its own chunk fails the benchmark loudly.
 */
export const routes = [
  { path: '/app/login', side: 'learner', budgetGzip: 150 * 1024, modules: ['app/features/account/LoginPage.tsx'] },
  { path: '/', side: 'learner', budgetGzip: null, modules: ['app/features/home/HomePage.tsx'] },
];
