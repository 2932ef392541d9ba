/**
 * The evaluation criteria screen (administration menu): Sophie (director administrator) adds a behavioral criterion in
 * French and English and corrects its English label; Marc opens his evaluation of this year, which opens with it;
 * Sophie then deletes it, is told it is in use and sees it deactivated, and deletes an unused one for good.
 *
 * The steps share the criterion, so they run in order.
 */
import type { Page } from '@playwright/test';
import { accounts, expect, openAdministrationEntry, signIn, test } from './fixtures';
import { alert } from './documents';

const suffix = Math.random().toString(36).slice(2, 7);
const labelFr = `E2E Écoute active ${suffix}`;
const labelEn = `E2E Active listening ${suffix}`;

const openCriteria = (page: Page) =>
  openAdministrationEntry(page, 'evaluationCriteria', /\/management\/evaluationCriteria$/, 'Critères d’évaluation');

const rowOf = (page: Page, label: string) => page.getByTestId('criterion-row').filter({ hasText: label });

test.describe.configure({ mode: 'serial' });

test.describe('evaluation criteria', () => {
  test('the administrator adds a criterion in both languages and corrects it', async ({ page }) => {
    await openCriteria(page);
    await page.getByRole('button', { name: 'Ajouter un critère : Compétences comportementales' }).click();
    const dialog = page.getByTestId('criterion-dialog');
    await dialog.getByRole('textbox', { name: 'Libellé français' }).fill(labelFr);
    // Both languages are required; the order is a whole number.
    await dialog.getByRole('textbox', { name: 'Ordre' }).fill('abc');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog.getByText('Champ obligatoire.')).toBeVisible();
    await expect(dialog.getByText('Saisissez un nombre entier.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Libellé anglais' }).fill('E2E Active listenin');
    await dialog.getByRole('textbox', { name: 'Ordre' }).fill('');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(alert(page, /Critère ajouté\./)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('criteria-behavioral').getByTestId('criterion-row').filter({ hasText: labelFr });
    await expect(row.getByTestId('criterion-state')).toHaveText('Actif');

    await row.getByRole('button', { name: `Modifier « ${labelFr} »` }).click();
    await dialog.getByRole('textbox', { name: 'Libellé anglais' }).fill(labelEn);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(alert(page, /Critère modifié\./)).toBeVisible();
    await expect(row).toContainText(labelEn);
  });

  test('a newly opened evaluation opens with the new criterion', async ({ page }) => {
    await signIn(page, accounts.manager, /\/page\/management$/);
    await page.goto('/page/ea/menu');
    await page.getByTestId('ea-current').getByTestId('start-current').click();
    await expect(page).toHaveURL(/\/page\/ea\/fiche\/\d{4}\/\d+$/);
    await expect(page.getByTestId('skill-type-behavioral')).toContainText(labelFr);
  });

  test('deleting asks first: a criterion in use is deactivated, an unused one deleted', async ({ page }) => {
    await openCriteria(page);
    await rowOf(page, labelFr)
      .getByRole('button', { name: `Supprimer « ${labelFr} »` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText(`Supprimer le critère « ${labelFr} » ?`);
    await expect(confirm).toContainText('il sera désactivé, pas supprimé');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(alert(page, /Critère désactivé/)).toBeVisible();
    await expect(rowOf(page, labelFr).getByTestId('criterion-state')).toHaveText('Désactivé');
    await expect(rowOf(page, labelFr).getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);

    const unused = `E2E Anglais technique ${suffix}`;
    await page.getByRole('button', { name: 'Ajouter un critère : Compétences linguistiques' }).click();
    const dialog = page.getByTestId('criterion-dialog');
    await dialog.getByRole('textbox', { name: 'Libellé français' }).fill(unused);
    await dialog.getByRole('textbox', { name: 'Libellé anglais' }).fill(`E2E Technical English ${suffix}`);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(rowOf(page, unused)).toHaveCount(1);
    await rowOf(page, unused)
      .getByRole('button', { name: `Supprimer « ${unused} »` })
      .click();
    // Cancel keeps it; confirm deletes it.
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await expect(rowOf(page, unused)).toHaveCount(1);
    await rowOf(page, unused)
      .getByRole('button', { name: `Supprimer « ${unused} »` })
      .click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(alert(page, /Critère supprimé\./)).toBeVisible();
    await expect(rowOf(page, unused)).toHaveCount(0);
  });
});
