/**
 * Routing built from the page registry: a signed-in user's 404 keeps the layout; an unknown person's file is the
 * 404 page (a known person without a file is still offered creation); a file opened from My team has a
 * breadcrumb through the team list; every role, the DPO included, lands on a page it may open.
 */
import { accounts, expect, signIn, test } from './fixtures';

test('a signed-in user’s 404 page keeps the header, the footer and the way back to the menu', async ({ page }) => {
  await signIn(page, accounts.consultant);
  for (const path of ['/this/does/not/exist', '/status/404']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle('Page introuvable · My Skills');
  }
  await page.getByRole('link', { name: 'Retour au menu' }).click();
  await expect(page).toHaveURL(/\/page\/accueil$/);
});

test('an unknown person’s file is the 404 page; a known person without a file is offered creation', async ({
  page,
}) => {
  await signIn(page, accounts.manager, /\/page\/management$/);
  await page.goto('/page/dc/fiche/99999/1');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByTestId('no-file')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Créer le dossier' })).toHaveCount(0);

  // Bruno Petit has no English file (see team.spec.ts): his file page offers to create it.
  await page.goto('/management/collaborateur');
  const create = page
    .getByTestId('team-table')
    .getByRole('row')
    .filter({ hasText: 'Bruno Petit' })
    .locator('[data-lang="2"]');
  const href = await create.getAttribute('href');
  const idUser = /\/page\/dc\/create\/(\d+)\/2$/.exec(href ?? '')?.[1];
  expect(idUser).toBeDefined();
  await page.goto(`/page/dc/fiche/${idUser}/2`);
  await expect(page.getByTestId('no-file')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer le dossier' })).toHaveAttribute(
    'href',
    `/page/dc/create/${idUser}/2`,
  );
});

test('a file opened from My team has a breadcrumb through the team list', async ({ page }) => {
  await signIn(page, accounts.manager, /\/page\/management$/);
  await page.getByTestId('menu-entry-employees').click();
  await expect(page).toHaveURL(/\/management\/collaborateur$/);
  const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(breadcrumb.getByRole('link')).toHaveText(['Management']);

  await page
    .getByTestId('team-table')
    .getByRole('row')
    .filter({ hasText: 'Bruno Petit' })
    .locator('[data-lang="1"]')
    .click();
  await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/1$/);
  await expect(page.getByTestId('file-owner')).toHaveText('Bruno Petit');
  await expect(breadcrumb.getByRole('link')).toHaveText(['Management', 'Collaborateurs']);
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Fiche dossier de compétences');

  // The team list's crumb (and the back button) lead back to it.
  await breadcrumb.getByRole('link', { name: 'Collaborateurs' }).click();
  await expect(page).toHaveURL(/\/management\/collaborateur$/);

  // From the files waiting for validation too.
  await page.getByTestId('files-to-validate').getByRole('link').filter({ hasText: 'Bruno Petit' }).click();
  await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/1$/);
  await expect(breadcrumb.getByRole('link')).toHaveText(['Management', 'Collaborateurs']);

  // A reload keeps the trail (it is the history entry's state); typed in directly, the file has its usual one.
  await page.reload();
  await expect(page.getByTestId('file-owner')).toHaveText('Bruno Petit');
  await expect(breadcrumb.getByRole('link')).toHaveText(['Management', 'Collaborateurs']);
  const fileUrl = new URL(page.url()).pathname;
  await page.goto('/page/management');
  await page.goto(fileUrl);
  await expect(page.getByTestId('file-owner')).toHaveText('Bruno Petit');
  await expect(breadcrumb.getByRole('link')).toHaveText(['Management']);
});

test('the DPO lands on the data protection screen, and “back to menu” from a 403 leads there too', async ({ page }) => {
  await signIn(page, accounts.dpo, /\/management\/dataProtection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Protection des données' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toHaveCount(0);

  await page.goto('/page/management');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await page.getByRole('link', { name: 'Retour au menu' }).click();
  await expect(page).toHaveURL(/\/management\/dataProtection$/);
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Protection des données' })).toBeVisible();
});
