/**
 * The DPO's day (issue 23 §3): Paul signs in and lands on his screen, finds who read Alice's evaluation this year
 * (Marc, her manager, read it just before), exports Alice's data as one ZIP, then erases expired candidates from the
 * retention tab after the confirmation naming the count. One sign-in for the whole flow.
 */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { accounts, expect, pickDate, signIn, test } from './fixtures';
import { apiAs } from './onboarding';

const YEAR = new Date().getFullYear();

test('Paul finds who read Alice’s evaluation, exports her data and erases expired candidates', async ({
  page,
  baseURL,
}) => {
  // Four steps of a working session, one sign-in: longer than one screen's test.
  test.setTimeout(75_000);
  await test.step('Marc, her manager, reads Alice’s evaluation of the year', async () => {
    const [alice, marc] = await Promise.all([apiAs(baseURL, accounts.consultant), apiAs(baseURL, accounts.manager)]);
    const aliceId = ((await (await alice.get('/api/Login/me')).json()) as { data: { id: number } }).data.id;
    expect((await alice.post('/api/Ea/save', { data: { year: YEAR } })).ok()).toBe(true);
    const read = await marc.get('/api/Ea/details', { params: { idUser: aliceId, year: YEAR } });
    expect(read.ok(), await read.text()).toBe(true);
    await Promise.all([alice.dispose(), marc.dispose()]);
  });

  await test.step('Paul lands on his screen and searches the trail', async () => {
    await signIn(page, accounts.dpo, /\/management\/dataProtection$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Protection des données');
    await page.getByTestId('audit-subject').fill('Martin');
    await page.getByRole('option', { name: /Alice Martin/ }).click();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Consultation', exact: true }).click();
    await pickDate(page, page.getByRole('group', { name: 'Du' }), `${YEAR}-01-01`);
    await expect(page).toHaveURL(/subject=\d+.*action=read.*from=\d{4}-01-01/);
    const reads = page.getByTestId('audit-table').getByRole('row').filter({ hasText: 'Entretien annuel' });
    await expect(reads.filter({ hasText: /Marc/ }).first()).toBeVisible();
    await expect(reads.first()).toContainText('Consultation');
    await expect(page.getByTestId('audit-count')).toContainText(/^\d+ entrées?$/);
  });

  await test.step('Paul exports Alice’s data as one ZIP', async () => {
    await page.getByTestId('data-protection-tab-person').click();
    const exportButton = page.getByTestId('person-data-export');
    await expect(exportButton).toBeDisabled();
    await page.getByTestId('person-data-person').fill('Martin');
    await page.getByRole('option', { name: /Alice Martin/ }).click();
    const download = page.waitForEvent('download');
    await exportButton.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^donnees-personnelles_martin-alice_\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(fs.readFileSync((await file.path())!)));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['data.json', 'summary.pdf']));
    const data = JSON.parse(strFromU8(zip['data.json']!)) as { person: { email: string } };
    expect(data.person.email).toBe(accounts.consultant);
    // Marc's read is among the entries about her in the archive.
    expect(strFromU8(zip['data.json']!)).toContain('"read"');
    await expect(page.getByTestId('person-data-done')).toContainText('Archive enregistrée');
    await expect(exportButton).toBeEnabled();
  });

  await test.step('Paul erases expired candidates after the confirmation naming the count', async () => {
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

  await test.step('the erasures are in the trail', async () => {
    await page.getByTestId('data-protection-tab-audit').click();
    await expect(page.getByTestId('audit-table').getByRole('row').filter({ hasText: 'Effacement' })).toHaveCount(2);
  });
});
