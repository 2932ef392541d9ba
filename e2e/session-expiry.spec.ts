import { request as playwrightRequest, type BrowserContext } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';
import { server } from './servers';

/** The embedded server's local OpenID provider (this worker's, e2e/servers.ts). */
const PROVIDER = server.oidcUrl;

/** Ends the browser's server session out of band, as if it had expired. */
async function endSession(context: BrowserContext, baseURL: string | undefined) {
  const session = (await context.cookies()).find((cookie) => cookie.name === 'ms_session');
  expect(session, 'session cookie').toBeDefined();
  const outside = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `ms_session=${session!.value}` },
  });
  const logout = await outside.post('/api/Logout');
  expect(logout.ok()).toBe(true);
  await outside.dispose();
}

test('an ended session shows the blocking reconnect dialog, which leads back to sign-in and then to the same page', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, accounts.consultant);
  await endSession(context, baseURL);

  // Any call now answers 401: open the skills-file menu, which reads the person's files.
  await page.getByTestId('menu-entry-skillsFileMenu').click();
  await expect(page).toHaveURL(/\/page\/dc\/menu$/);
  const dialog = page.getByRole('dialog', { name: 'Session expirée' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Session expirée, veuillez vous reconnecter.');
  // Blocking: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // A development (or password) session goes back to the sign-in page, which comes back here after.
  await dialog.getByRole('button', { name: 'Se reconnecter' }).click();
  await expect(page).toHaveURL(/\/\?returnTo=%2Fpage%2Fdc%2Fmenu$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('ms.currentUser'))).toBeNull();
  await page.getByLabel('Adresse e-mail').fill(accounts.consultant);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/page\/dc\/menu$/);
});

test('a Microsoft session reconnects through the provider back to the same page; logout offers the provider’s sign-out', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Se connecter avec Microsoft' }).click();
  await page.getByLabel('E-mail address').fill(accounts.manager);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/page\/management$/);
  await page.getByTestId('menu-entry-candidates').click();
  await expect(page).toHaveURL(/\/management\/candidat$/);
  await expect(page.getByTestId('candidates-count')).toHaveText(/^\d+ résultats?$/);
  await endSession(context, baseURL);

  // The next call answers 401; reconnecting goes through the provider, whose own session is still open.
  await page.getByTestId('candidates-search').fill('Lambert');
  const dialog = page.getByRole('dialog', { name: 'Session expirée' });
  await dialog.getByRole('button', { name: 'Se reconnecter' }).click();
  // Back to the same page, with the search typed (the list's query lives in the address).
  await expect(page).toHaveURL(new RegExp(`:${server.port}/management/candidat(\\?q=Lambert)?$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Candidats' })).toBeVisible();

  // Logging out of My Skills offers the Microsoft sign-out as well.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  const signedOut = page.getByRole('dialog', { name: 'Vous êtes déconnecté de My Skills' });
  await expect(signedOut).toContainText(
    'Voulez-vous aussi vous déconnecter de votre compte Microsoft sur ce navigateur ?',
  );
  await expect(page).toHaveURL(new RegExp(`:${server.port}/$`));
  await signedOut.getByRole('button', { name: 'Se déconnecter de Microsoft' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/session/end`));
});

test('a guide downloads as a PDF', async ({ page }) => {
  await signIn(page, accounts.consultant);
  await page.getByTestId('guides-menu').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Guide de l’entretien annuel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});
