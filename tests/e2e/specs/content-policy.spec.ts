/**
 * Proof that the policy guard of every journey bites (issue 20): the built app is served with its
 * Content-Security-Policy, and a script the policy forbids — an inline one, as an injection would
 * add — raises a `securitypolicyviolation` that fails the test. Marked as expected to fail, so the
 * run is red if the guard ever stops failing a journey (no header, no listener, no check).
 */
import { expect, test } from '../support/test';

test('a journey with a policy violation fails', async ({ page }) => {
  test.fail(true, 'the inline script below violates the deploy policy; the guard must fail this test');
  const response = await page.goto('/app/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.head.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  // The event is delivered asynchronously; the journey ends here and the guard reads it.
  await page.waitForTimeout(100);
});
