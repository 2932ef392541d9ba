/**
 * The business-manager skills screen (administration menu): Sophie (director administrator) opens it and finds the
 * nine categories in order with the profiles' short names; she changes a category's maturity objective for one
 * profile and reads it back after a reload; she adds a line in French and English with its goals, corrects it and
 * deletes it.
 *
 * What the review's spec computes by hand is left as it was: the objective changed is a profile Marc does not have
 * (he is a Business Manager) and is set back at the end, and the line is not assessed under his profile and deleted.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openAdministrationEntry, test } from './fixtures';
import { alert } from './documents';

const suffix = Math.random().toString(36).slice(2, 7);
const nameFr = `E2E Négociation grands comptes ${suffix}`;
const nameEn = `E2E Key-account negotiation ${suffix}`;
const CATEGORIES = [
  'Développement commercial',
  'Stratégie commerciale',
  'Recrutement d’ingénieurs',
  'Management des hommes',
  'Gestion du centre de profit',
  'Positionnement / Offres',
  'Gestion des affaires',
  'Communication interpersonnelle',
  'Efficacité professionnelle',
];

const openScreen = (page: Page) =>
  openAdministrationEntry(
    page,
    'businessManagerSkills',
    /\/management\/businessManagerSkills$/,
    'Compétences business manager',
  );

const category = (page: Page, group: string) => page.getByTestId(`bms-category-${group}`);
const rowOf = (page: Page, name: string) =>
  category(page, 'epskills').getByTestId('bms-line-row').filter({ hasText: name });

/** Picks a level (its option's name: '1' … '4', or a regexp for 0) in the select a profile's name labels. */
async function chooseLevel(page: Page, scope: Locator, profile: string, level: string | RegExp) {
  await scope.getByRole('combobox', { name: profile, exact: true }).click();
  await page.getByRole('option', { name: level, exact: typeof level === 'string' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test.describe('business-manager skills', () => {
  test('the administration menu opens the nine categories in order, with the profiles named in full', async ({
    page,
  }) => {
    await openScreen(page);
    await expect(page.locator('[data-testid^="bms-category-"] h2')).toHaveText(CATEGORIES);
    const development = category(page, 'bdskills');
    await expect(development.getByTestId('bms-line-row').first()).toBeVisible();
    const header = development.getByRole('columnheader', { name: 'Objectif – Ingénieur d’affaires senior' });
    await expect(header.locator('abbr')).toHaveText('SBM');
    await expect(header.locator('abbr')).toHaveAttribute('title', 'Ingénieur d’affaires senior');
    await expect(page.getByTestId('bms-profiles-legend').locator('dt')).toHaveText([
      'BM',
      'SBM',
      'BUM',
      'SBUM',
      'BUD',
      'SBUD',
    ]);
  });

  test('a category’s maturity objective for one profile is saved and read back after a reload', async ({ page }) => {
    await openScreen(page);
    const form = page.getByRole('form', { name: 'Objectifs de maturité : Efficacité professionnelle' });
    const profile = 'Directeur de business unit senior';
    const select = form.getByRole('combobox', { name: profile, exact: true });
    const save = form.getByRole('button', { name: /^Enregistrer les objectifs/ });
    await expect(select).toHaveText(/^[0-4]/);
    const before = (await select.textContent())!.slice(0, 1);
    const changed = before === '3' ? '2' : '3';
    // Nothing to save until a value changes.
    await expect(save).toBeDisabled();
    await chooseLevel(page, form, profile, changed);
    await save.click();
    await expect(alert(page, /Objectifs de maturité enregistrés\./)).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(select).toHaveText(changed);
    // The other profiles' objectives are as they were (the Business Manager's is the seeded 2).
    await expect(form.getByRole('combobox', { name: 'Ingénieur d’affaires', exact: true })).toHaveText('2');

    await chooseLevel(page, form, profile, before);
    await save.click();
    await expect(alert(page, /Objectifs de maturité enregistrés\./)).toBeVisible();
    await page.reload();
    await expect(select).toHaveText(before);
  });

  test('the administrator adds a line with both names and its goals, corrects it and deletes it', async ({ page }) => {
    await openScreen(page);
    await category(page, 'epskills')
      .getByRole('button', { name: 'Ajouter une ligne : Efficacité professionnelle' })
      .click();
    const dialog = page.getByTestId('bms-line-dialog');
    await expect(dialog.getByRole('combobox', { name: 'Catégorie', exact: true })).toHaveText(
      'Efficacité professionnelle',
    );
    // Both names are required.
    await dialog.getByRole('textbox', { name: 'Nom français' }).fill(nameFr);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Champ obligatoire.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nom anglais' }).fill('E2E Key-account negociation');
    await chooseLevel(page, dialog, 'Ingénieur d’affaires senior', '2');
    await chooseLevel(page, dialog, 'Directeur de business unit', '3');
    await chooseLevel(page, dialog, 'Directeur de business unit senior', '4');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(alert(page, /Ligne de compétence ajoutée\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, nameFr);
    await expect(row.getByTestId('bms-line-state')).toHaveText('Active');
    await expect(row.getByTestId('bms-goal-bmgoal')).toContainText('non évalué');
    await expect(row.getByTestId('bms-goal-sbmgoal')).toHaveText('2');
    await expect(row.getByTestId('bms-goal-budgoal')).toHaveText('3');
    await expect(row.getByTestId('bms-goal-sbudgoal')).toHaveText('4');

    await row.getByRole('button', { name: `Modifier « ${nameFr} »` }).click();
    await expect(dialog.getByRole('textbox', { name: 'Nom français' })).toHaveValue(nameFr);
    await expect(dialog.getByRole('combobox', { name: 'Directeur de business unit', exact: true })).toHaveText('3');
    await dialog.getByRole('textbox', { name: 'Nom anglais' }).fill(nameEn);
    await chooseLevel(page, dialog, 'Responsable de business unit', '1');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(alert(page, /Ligne de compétence modifiée\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(nameEn);
    await expect(row.getByTestId('bms-goal-bumgoal')).toHaveText('1');

    await row.getByRole('button', { name: `Supprimer « ${nameFr} »` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText(`Supprimer la ligne « ${nameFr} » ?`);
    await expect(confirm).toContainText('désactivée plutôt que supprimée');
    // Cancel keeps it; confirm deletes it.
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Supprimer « ${nameFr} »` }).click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(alert(page, /Ligne de compétence supprimée\./)).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(category(page, 'epskills').getByTestId('bms-line-row').first()).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
