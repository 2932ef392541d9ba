import { accounts, expect, signIn, test } from './fixtures';

/** The security headers reach the browser, and the app and the API documentation work under the policy. */
test.describe('security headers', () => {
  test('the app is served with a strict policy and works under it', async ({ page, cspViolations, consoleErrors }) => {
    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    // An inline script is refused: the policy is really enforced, and the guard sees it.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
    // The deliberate violation, reported by both guards, is the only one allowed.
    cspViolations.length = 0;
    await expect.poll(() => consoleErrors.some((e) => e.includes('Content Security Policy'))).toBe(true);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !e.includes('Content Security Policy')),
    );

    await signIn(page, accounts.directorAdministrator, /\/page\/management$/);
    await page.goto('/management/listSkills');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the API documentation works under the policy', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.getByText('My Skills API').first()).toBeVisible();
  });
});
