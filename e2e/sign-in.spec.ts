import { accounts, expect, menuEntryIds, signIn, test } from './fixtures';

test.describe('sign-in and landing menus', () => {
  test('a consultant picks her demo account, lands on the home menu and sees only her entries', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'My Skills', level: 1 })).toBeVisible();
    await page.getByLabel('Compte de démonstration').click();
    await page.getByRole('option', { name: /Alice Martin/ }).click();
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(accounts.consultant);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    await expect(page).toHaveURL(/\/page\/accueil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
    const entries = await menuEntryIds(page);
    expect(entries).toEqual(expect.arrayContaining(['skillsFileMenu', 'evaluationMenu']));
    for (const absent of ['managementMenu', 'administrationMenu', 'employees', 'roleSettings'])
      expect(entries).not.toContain(absent);
    // One level only: no breadcrumb; no page title in the header on a menu hub.
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toHaveCount(0);
    await expect(page.getByTestId('header-title')).toHaveCount(0);
    await expect(page.getByTestId('app-version')).toHaveText('v3.1.5');
    await expect(page.getByTestId('app-environment')).toHaveText('Développement');
    // A single account: no role switcher.
    await expect(page.getByTestId('role-switcher')).toHaveCount(0);

    // The skills-file menu: header title, breadcrumb with a back button, the French file (seeded) opens.
    await page.getByTestId('menu-entry-skillsFileMenu').click();
    await expect(page).toHaveURL(/\/page\/dc\/menu$/);
    await expect(page.getByTestId('header-title')).toHaveText('Dossier de compétences');
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeVisible();
    await page.getByTestId('dc-open-1').click();
    await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/1$/);
    await expect(page.getByTestId('file-owner')).toHaveText('Alice Martin');
    await page.getByRole('link', { name: /Revenir à « Dossier de compétences »/ }).click();
    await expect(page).toHaveURL(/\/page\/dc\/menu$/);
  });

  test('a manager signs in by e-mail and lands on the management menu', async ({ page }) => {
    await signIn(page, accounts.manager, /\/page\/management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
    const entries = await menuEntryIds(page);
    expect(entries).toEqual(
      expect.arrayContaining([
        'employees',
        'candidates',
        'managers',
        'keyPeople',
        'trainings',
        'eepList',
        'eepManagerList',
        'ownBmEvaluation',
      ]),
    );
    for (const absent of [
      'skillsSearch',
      'administrationMenu',
      'roleSettings',
      'exportCertifications',
      'skillsFileMenu',
    ]) {
      expect(entries).not.toContain(absent);
    }
  });

  test('sign-in errors are shown translated', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Ce champ est obligatoire')).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText('Adresse e-mail invalide.')).toBeVisible();
    await page.getByLabel('Adresse e-mail').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByTestId('sign-in-error')).toHaveText('Utilisateur inconnu : contactez votre interlocuteur.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an error sent back by another sign-in step is shown once, translated, and leaves the address', async ({
    page,
  }) => {
    await page.goto('/?error=UNKNOWN_USER');
    await expect(page.getByTestId('sign-in-url-error')).toHaveText(
      'Utilisateur inconnu : contactez votre interlocuteur.',
    );
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/?error=NOT_A_CODE_WE_KNOW');
    await expect(page.getByTestId('sign-in-url-error')).toHaveText(
      'La connexion Microsoft n’a pas pu aboutir. Réessayez ; si le problème persiste, contactez le support.',
    );
    await page.reload();
    await expect(page.getByTestId('sign-in-url-error')).toHaveCount(0);
  });

  test('logout returns to sign-in; a protected page then sends there, and back to it after signing in', async ({
    page,
  }) => {
    await signIn(page, accounts.consultant);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/page/dc/menu');
    await expect(page).toHaveURL(/\/\?returnTo=%2Fpage%2Fdc%2Fmenu$/);
    await page.getByLabel('Adresse e-mail').fill(accounts.consultant);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/page\/dc\/menu$/);
  });
});
