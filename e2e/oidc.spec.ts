import { accounts, expect, test } from './fixtures';
import { server } from './servers';

/** The embedded server's local OpenID provider (this worker's, e2e/servers.ts). */
const PROVIDER = server.oidcUrl;

test.describe('Microsoft sign-in through the local OpenID provider', () => {
  test('Marc signs in with his work account, lands on his page, and logout signs him out of the provider too', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Se connecter avec Microsoft' }).click();
    await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/interaction/`));
    await page.getByLabel('E-mail address').fill(accounts.manager);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/page\/management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
    // No token in the browser's storage: the session is the httpOnly cookie.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toMatch(/eyJ[\w-]+\.eyJ/);

    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/Logout'));
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    const signOutUrl: string = (await (await loggedOut).json()).data.providerSignOutUrl;
    expect(signOutUrl.startsWith(`${PROVIDER}/session/end?`)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`:${server.port}/$`));
    // The provider's sign-out: confirmed there, then back to the app's sign-in page.
    await page.goto(signOutUrl);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`:${server.port}/$`));
    await page.getByRole('link', { name: 'Se connecter avec Microsoft' }).click();
    await expect(page.getByLabel('E-mail address')).toBeVisible(); // asked again: the provider session is over
  });

  test('an ordinary visit of the sign-in page asks the server for no session (only the provider’s return does)', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/Login/me')) asked.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Se connecter avec Microsoft' })).toBeVisible();
    await page.goto('/?returnTo=%2Fpage%2Faccueil');
    await expect(page.getByRole('link', { name: 'Se connecter avec Microsoft' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('an e-mail the app does not know comes back to the sign-in page with the message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Se connecter avec Microsoft' }).click();
    await page.getByLabel('E-mail address').fill('someone.unknown@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('sign-in-url-error')).toHaveText(
      'Utilisateur inconnu : contactez votre interlocuteur.',
    );
    // Shown once: the error leaves the address.
    await expect(page).toHaveURL(new RegExp(`:${server.port}/$`));
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
  });
});
