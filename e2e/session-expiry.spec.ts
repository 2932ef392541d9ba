import { request as playwrightRequest } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';

test('an ended session shows the blocking reconnect dialog, which leads back to sign-in and then to the same page', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, accounts.consultant);
  const session = (await context.cookies()).find((cookie) => cookie.name === 'ms_session');
  expect(session, 'session cookie').toBeDefined();

  // End the server session out of band, as if it had expired.
  const outside = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `ms_session=${session!.value}` },
  });
  const logout = await outside.post('/api/Logout');
  expect(logout.ok()).toBe(true);
  await outside.dispose();

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

test('a guide downloads as a PDF', async ({ page }) => {
  await signIn(page, accounts.consultant);
  await page.getByTestId('guides-menu').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Guide de l’entretien annuel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});
