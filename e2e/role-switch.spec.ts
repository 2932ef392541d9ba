import { accounts, expect, menuEntryIds, signIn, test } from './fixtures';

test('a person with two accounts switches between Technical Manager and Consultant', async ({ page }) => {
  await signIn(page, accounts.technicalManager);
  const switcher = page.getByTestId('role-switcher');
  await expect(switcher).toBeVisible();

  // Make sure we start as Technical Manager, whichever account was used last.
  if ((await switcher.textContent())?.includes('Consultant')) {
    await switcher.click();
    await page.getByRole('menuitem', { name: 'Manager technique' }).click();
    await expect(switcher).toHaveText(/Manager technique/);
  }
  await expect(page).toHaveURL(/\/page\/accueil$/);
  expect(await menuEntryIds(page)).toContain('employees');

  await switcher.click();
  await expect(page.getByRole('menuitem')).toHaveCount(2);
  await page.getByRole('menuitem', { name: 'Consultant' }).click();
  await expect(switcher).toHaveText(/Consultant/);
  await expect(page).toHaveURL(/\/page\/accueil$/);
  await expect(page.getByTestId('menu-entry-evaluationMenu')).toBeVisible();
  expect(await menuEntryIds(page)).not.toContain('employees');

  // The choice holds after a reload (the server session switched accounts).
  await page.reload();
  await expect(page.getByTestId('role-switcher')).toHaveText(/Consultant/);

  await page.getByTestId('role-switcher').click();
  await page.getByRole('menuitem', { name: 'Manager technique' }).click();
  await expect(page.getByTestId('role-switcher')).toHaveText(/Manager technique/);
  await expect(page.getByTestId('menu-entry-employees')).toBeVisible();
});
