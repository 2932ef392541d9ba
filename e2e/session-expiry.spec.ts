import { request as playwrightRequest } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';

test('an ended session shows the blocking reconnect dialog, which leads back to sign-in', async ({
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

  // Any call now answers 401: ask for a guide.
  await page.getByTestId('guides-menu').click();
  await page.getByRole('menuitem', { name: 'Guide du dossier de compétences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Session expirée' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Session expirée, veuillez vous reconnecter.');
  // Blocking: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Se reconnecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('ms.currentUser'))).toBeNull();
});

test('a guide downloads as a PDF', async ({ page }) => {
  await signIn(page, accounts.consultant);
  await page.getByTestId('guides-menu').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Guide de l’entretien annuel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});
