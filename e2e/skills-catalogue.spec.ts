import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts, expect, openAdministrationEntry, signIn, test } from './fixtures';

/** A suffix that keeps the names of one run apart from the others (the server's data lives for the whole run). */
const unique = () => Math.random().toString(36).slice(2, 7);

/** The data rows of a list's grid (by its test id), and a skill's row in the catalogue. */
const dataRows = (page: Page, grid: string) => page.getByTestId(grid).locator('[role="row"][data-id]');
const row = (page: Page, label: string) => dataRows(page, 'skills-table').filter({ hasText: label });

/**
 * Gives a skills file other skills (free entries), through the skills-file API as its owner:
 * Camille (recruiter) creates her French file (or takes the existing one) and saves the other skills.
 */
async function fileWithOtherSkills(request: APIRequestContext, names: string[]) {
  const signIn = await request.post('/api/Login/authentication', {
    data: { LoginFromEmail: 'camille.girard@example.com', isDevModeRessource: true },
  });
  expect(signIn.ok()).toBe(true);
  const camille = ((await signIn.json()) as { data: { id: number } }).data;
  const types = (
    (await (await request.get('/api/ListeDc/listSkillCategory?idLang=1')).json()) as {
      data: { id: number; code: string }[];
    }
  ).data;
  const created = await request.post('/api/Dc/save', { data: { idUser: camille.id, idLang: 1 } });
  let file: { idDc: number; rowVersion: number };
  if (created.ok()) {
    file = ((await created.json()) as { data: { idDc: number; rowVersion: number } }).data;
  } else {
    const details = await request.get(`/api/Dc/details?idUser=${camille.id}&idLang=1`);
    expect(details.ok(), 'Dc/save or Dc/details').toBe(true);
    const data = ((await details.json()) as { data: { id: number; rowVersion: number; otherSkills: unknown[] } }).data;
    file = { idDc: data.id, rowVersion: data.rowVersion };
  }
  const updated = await request.put('/api/Dc/update', {
    data: {
      idDc: file.idDc,
      rowVersion: file.rowVersion,
      otherSkills: names.map((name) => ({ idSkillType: types[0]!.id, name, level: 2 })),
    },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
}

test('the administrator adds a skill, finds it by a lowercase substring, edits it, is told about a duplicate, deletes it', async ({
  page,
}) => {
  const label = `E2E Zig Lang ${unique()}`;
  await openAdministrationEntry(page, 'skillsList', /\/management\/listSkills$/, 'Liste des compétences');

  // Add: required fields first.
  await page.getByRole('button', { name: 'Ajouter une compétence' }).click();
  let dialog = page.getByRole('dialog', { name: 'Ajouter une compétence' });
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog.getByText('Champ obligatoire.')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Libellé' }).fill(label);
  await dialog.getByRole('textbox', { name: 'Nom anglais' }).fill(`${label} (en)`);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Langages et frameworks' }).click();
  await dialog.getByRole('textbox', { name: 'Id BoondManager' }).fill('abc');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(dialog.getByText('Saisissez un nombre entier.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Id BoondManager' }).fill('');
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const added = page.getByRole('alert').filter({ hasText: 'Compétence ajoutée.' });
  await expect(added).toBeVisible();
  // MUI's own texts follow the interface language: the toast's close button is "Fermer", not "Close".
  await expect(added.getByRole('button', { name: 'Fermer' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search: a lowercase substring.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(label.slice(4).toLowerCase());
  await expect(dataRows(page, 'skills-table')).toHaveCount(1);
  await expect(row(page, label)).toContainText(`${label} (en)`);
  await expect(row(page, label)).toContainText('Langages et frameworks');
  await expect(row(page, label).getByTestId('skill-state')).toHaveText('Active');
  // The search travels in the URL; the export is what is listed.
  await expect(page).toHaveURL(/[?&]q=/);
  const download = page.waitForEvent('download');
  await page.getByTestId('list-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Compétences_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getCell('A2').value).toBe(label);

  // Edit.
  await page.getByRole('button', { name: `Modifier « ${label} »` }).click();
  dialog = page.getByRole('dialog', { name: `Modifier « ${label} »` });
  await expect(dialog.getByRole('textbox', { name: 'Libellé' })).toHaveValue(label);
  await dialog.getByRole('textbox', { name: 'Nom anglais' }).fill('Zig programming language');
  await dialog.getByRole('textbox', { name: 'Id BoondManager' }).fill('987001');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Compétence modifiée.' })).toBeVisible();
  await expect(row(page, label)).toContainText('Zig programming language');
  await expect(row(page, label)).toContainText('987001');

  // A label already present (whatever the case): the server's message.
  await page.getByRole('button', { name: `Modifier « ${label} »` }).click();
  dialog = page.getByRole('dialog', { name: `Modifier « ${label} »` });
  await dialog.getByRole('textbox', { name: 'Libellé' }).fill('JAVA');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByTestId('skill-form-error')).toHaveText('Compétence déjà présente : Java.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // Delete, with confirmation: unused, so deleted.
  await page.getByRole('button', { name: `Supprimer « ${label} »` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText(label);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Compétence supprimée.' })).toBeVisible();
  await expect(dataRows(page, 'skills-table')).toHaveCount(0);
  await expect(page.getByText('Aucune donnée trouvée.')).toBeVisible();
});

test('a consultant gets the 403 page on the catalogue screens', async ({ page }) => {
  await signIn(page, accounts.consultant);
  for (const path of ['/management/listSkills', '/management/listOtherSkills']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  }
});

test('the administrator promotes an other skill to the catalogue, merges another, and a used skill is only deactivated', async ({
  page,
  request,
}) => {
  const suffix = unique();
  const promoted = `E2E Quarkus Reactive ${suffix}`;
  const merged = `E2E Kotlin MPP ${suffix}`;
  await fileWithOtherSkills(request, [promoted, merged]);

  await openAdministrationEntry(page, 'otherSkillsList', /\/management\/listOtherSkills$/, 'Autres compétences');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`e2e quarkus reactive ${suffix}`);
  const otherRow = dataRows(page, 'other-skills-table').filter({ hasText: promoted });
  await expect(otherRow).toHaveCount(1);
  await expect(otherRow.locator('[data-field="fileCount"]')).toHaveText('1');

  // Promote: label and names prefilled.
  await otherRow.getByRole('button', { name: `Ajouter « ${promoted} » au catalogue` }).click();
  const promote = page.getByRole('dialog', { name: 'Ajouter au catalogue' });
  await expect(promote.getByRole('textbox', { name: 'Libellé' })).toHaveValue(promoted);
  await expect(promote.getByRole('textbox', { name: 'Type' })).toHaveValue('Langages et frameworks');
  await expect(promote.getByRole('textbox', { name: 'Nom français' })).toHaveValue(promoted);
  await promote.getByRole('textbox', { name: 'Nom anglais' }).fill(`Quarkus reactive ${suffix}`);
  await promote.getByRole('button', { name: 'Ajouter au catalogue' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Compétence « ${promoted} » ajoutée au catalogue ; 1 dossier(s) mis à jour.` }),
  ).toBeVisible();
  await expect(otherRow).toHaveCount(0);

  // Merge the other one into the catalogue's Kotlin, with confirmation.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(merged.toLowerCase());
  await page.getByRole('button', { name: `Fusionner « ${merged} » dans une compétence du catalogue` }).click();
  const merge = page.getByRole('dialog', { name: `Fusionner « ${merged} » dans…` });
  await merge.getByRole('combobox', { name: 'Compétence du catalogue' }).fill('kotlin');
  await page
    .getByRole('option', { name: /^Kotlin/ })
    .first()
    .click();
  await merge.getByRole('button', { name: 'Fusionner' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText(`Remplacer « ${merged} » par « Kotlin » dans 1 dossier ?`);
  await confirm.getByRole('button', { name: 'Fusionner' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Autre compétence remplacée par « Kotlin » ; 1 dossier(s) mis à jour.' }),
  ).toBeVisible();
  await expect(dataRows(page, 'other-skills-table')).toHaveCount(0);

  // The promoted skill is in the catalogue, used by the file: deleting it only deactivates it; then reactivate.
  await page.getByRole('link', { name: 'Administration', exact: true }).click();
  await page.getByTestId('menu-entry-skillsList').click();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(`quarkus reactive ${suffix}`);
  await expect(row(page, promoted)).toHaveCount(1);
  await page.getByRole('button', { name: `Supprimer « ${promoted} »` }).click();
  const deletion = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(deletion).toContainText('elle sera désactivée, pas supprimée');
  await deletion.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /désactivée/ })).toBeVisible();
  await expect(row(page, promoted).getByTestId('skill-state')).toHaveText('Désactivée');
  await page.getByRole('button', { name: `Réactiver « ${promoted} »` }).click();
  await expect(row(page, promoted).getByTestId('skill-state')).toHaveText('Active');
});
