/**
 * Candidate retention (issue 23 §2c): Paul, the DPO, opens the retention tab of his screen, finds the demo's former
 * candidates (no contact for more than 24 months) with their last activity, cancels an erasure, then erases two of
 * them as a selection after the confirmation naming the count; they leave the list, the third stays.
 */
import { accounts, expect, signIn, test } from './fixtures';

test('the DPO erases expired candidates after a confirmation naming the count', async ({ page }) => {
  await signIn(page, accounts.dpo, /\/management\/dataProtection/);
  await page.getByTestId('data-protection-tab-retention').click();
  await expect(page).toHaveURL(/[?&]tab=retention/);
  const table = page.getByTestId('retention-table');
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row('Garnier Chloé')).toContainText('Invitation ou lien de mot de passe envoyé');
  await expect(row('Faure Hugo')).toBeVisible();
  await expect(row('Marchand Léa')).toBeVisible();
  await expect(page.getByTestId('retention-count')).toContainText('depuis 24 mois');
  const eraseSelected = page.getByTestId('retention-erase-selected');
  await expect(eraseSelected).toBeDisabled();

  // One row's button: the confirmation names one candidate; cancelled, nothing changes.
  await row('Marchand Léa').getByRole('button', { name: 'Effacer Léa Marchand' }).click();
  const dialog = page.getByRole('dialog', { name: 'Effacer définitivement' });
  await expect(dialog).toContainText('Effacer 1 candidat ? Cette action est irréversible.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();

  // Two selected: the confirmation names two.
  await row('Garnier Chloé').getByRole('checkbox').check();
  await row('Faure Hugo').getByRole('checkbox').check();
  await expect(eraseSelected).toHaveText('Effacer les 2 candidats sélectionnés');
  await eraseSelected.click();
  await expect(dialog).toContainText('Effacer 2 candidats ? Cette action est irréversible.');
  await dialog.getByRole('button', { name: 'Effacer 2 candidats' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '2 candidat(s) effacé(s) définitivement.' })).toBeVisible();
  await expect(row('Garnier Chloé')).toHaveCount(0);
  await expect(row('Faure Hugo')).toHaveCount(0);
  await expect(row('Marchand Léa')).toBeVisible();
  await expect(eraseSelected).toBeDisabled();
});
