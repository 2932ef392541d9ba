import { accounts, expect, signIn, test } from './fixtures';

test.describe('status pages and guards', () => {
  test('a consultant opening the role settings gets the 403 page with a way back to her menu', async ({ page }) => {
    await signIn(page, accounts.consultant);
    await page.goto('/management/droitDAcces');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour au menu' }).click();
    await expect(page).toHaveURL(/\/page\/accueil$/);
    await page.goto('/page/management');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  });

  test('an unknown path and the bare /status/ show the 404 page', async ({ page }) => {
    for (const path of ['/this/does/not/exist', '/status/', '/status']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
    }
  });

  test('the other status pages render', async ({ page }) => {
    const pages: [string, string][] = [
      ['/status/403', 'Accès refusé'],
      ['/status/500', 'Erreur du serveur'],
      ['/status/maintenance', 'Maintenance en cours'],
      ['/status/coming-soon', 'Bientôt disponible'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('/management redirects to the skills screen, guarded by its permission', async ({ page }) => {
    await signIn(page, accounts.directorAdministrator, /\/page\/management$/);
    await page.goto('/management');
    await expect(page).toHaveURL(/\/management\/competence$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recherche par compétences' })).toBeVisible();
  });
});
