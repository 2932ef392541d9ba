import { expect, openAdministrationEntry, test } from './fixtures';

test('the administrator changes a person’s internal role with confirmation and sees it in the history', async ({
  page,
}) => {
  await openAdministrationEntry(page, 'roleSettings', /\/management\/droitDAcces$/, 'Droits d’accès');

  await page.getByTestId('people-search').fill('Roux');
  await expect(page.getByTestId('people-count')).toHaveText('1 résultat');
  const results = page.getByTestId('people-table');
  await results.getByRole('button', { name: /Hélène Roux/ }).click();
  await expect(page).toHaveURL(/[?&]person=\d+/);
  await expect(page).toHaveURL(/[?&]q=Roux/);

  await expect(page.getByRole('heading', { name: 'Hélène Roux' })).toBeVisible();
  await expect(page.getByTestId('current-internal-role')).toHaveText('Second niveau');
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();

  await page.getByRole('radio', { name: 'Administrateur' }).check();
  await save.click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(dialog).toContainText('Hélène Roux');
  // Cancel first: nothing changes.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('current-internal-role')).toHaveText('Second niveau');

  await save.click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Action effectuée avec succès.' })).toBeVisible();
  await expect(page.getByTestId('current-internal-role')).toHaveText('Administrateur');
  const history = page.getByTestId('role-history');
  await expect(history.getByRole('row').nth(1)).toContainText('Sophie Lefebvre');
  await expect(history.getByRole('row').nth(1)).toContainText('Second niveau');
  await expect(history.getByRole('row').nth(1)).toContainText('Administrateur');
  // The list shows the new internal role.
  await expect(results.getByRole('row').filter({ hasText: 'Hélène Roux' })).toContainText('Administrateur');
});
