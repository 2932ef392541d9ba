/**
 * Client-ready CVs (issue 22 §4): Sophie (director) pastes a client's need in the skills search, exports Alice's
 * anonymised CV from her result row, filtered to that need (the file's name names nobody); Alice then sees the export
 * in her skills file's log.
 */
import { readFile } from 'node:fs/promises';
import { accounts, expect, signIn, test } from './fixtures';
import { alert } from './documents';

const NEED = 'Mission de six mois : un développeur Java senior, avec une bonne pratique de Kubernetes.';

test('Sophie exports Alice’s anonymised CV filtered to a pasted need; Alice sees the export in her log', async ({
  page,
}) => {
  const results = page.getByTestId('search-results-table');
  const aliceRow = results.getByRole('row').filter({ hasText: 'Alice Martin' });
  let aliceFile = '';

  await test.step('Sophie pastes a client’s need and finds Alice', async () => {
    await signIn(page, accounts.directorAdministrator, /\/page\/management$/);
    await page.goto('/management/competence');
    await page.getByTestId('staffing-need-text').fill(NEED);
    await page.getByTestId('staffing-need-analyse').click();
    await expect(page.getByTestId('staffing-need-row')).toHaveCount(2);
    await page.getByTestId('staffing-need-search').click();
    await expect(aliceRow).toHaveCount(1);
    aliceFile = (await aliceRow.getByRole('link').first().getAttribute('href')) ?? '';
    expect(aliceFile).toMatch(/\/page\/dc\/fiche\/\d+\/1$/);
  });

  await test.step('she exports the client CV from Alice’s row: the need is filled in, the file names nobody', async () => {
    await aliceRow.getByRole('button', { name: 'CV client de Alice Martin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exporter un CV client anonymisé' });
    await expect(dialog.getByTestId('client-cv-need')).toHaveValue(NEED);
    await dialog.getByRole('radio', { name: 'PDF' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('client-cv-export').click(),
    ]);
    const name = download.suggestedFilename();
    expect(name).toBe('CV_A-M_FR.pdf');
    expect(name).not.toMatch(/alice|martin/i);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(bytes.toString('latin1')).not.toMatch(/Alice|Martin/);
    await expect(alert(page, /CV client exporté : CV_A-M_FR\.pdf/)).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('Alice sees who sent her CV, filtered to the need, in her file’s log', async () => {
    await page.context().clearCookies();
    await signIn(page, accounts.consultant);
    await page.goto(aliceFile);
    const panel = page.getByTestId('client-cv-panel');
    await expect(panel.getByRole('heading', { name: 'Mes exports de CV' })).toBeVisible();
    const entry = panel.getByTestId('client-cv-log').getByRole('row').filter({ hasText: 'Sophie Lefebvre' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('A. M.');
    await expect(entry).toContainText('PDF');
    await expect(entry).toContainText('Java');
    await expect(entry).toContainText('Kubernetes');
    // Alice sends no CV of her own: no export button on her file.
    await expect(panel.getByTestId('client-cv-open')).toHaveCount(0);
  });
});
