/**
 * My team (/management/collaborateur): Marc, manager of Alice, Bruno and Thomas, sees them with the status of
 * their files per language and the files waiting for his validation; the search narrows the list; a consultant
 * gets the 403 page (and, the dev sign-in being on, finds the local mailbox in her account menu).
 *
 * Alice's English file is worked on by skills-file.spec.ts, so only its presence is checked here; the other
 * files keep their seeded status (Bruno: French submitted, no English file; Thomas: French validated, English
 * submitted).
 */
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts, dateField, expect, pickDate, signIn, test } from './fixtures';

const FRENCH = 1;
const ENGLISH = 2;

const row = (page: Page, name: string) => page.getByTestId('team-table').getByRole('row').filter({ hasText: name });
const file = (member: Locator, idLang: number) => member.locator(`[data-lang="${idLang}"]`);

test('Marc sees his team with their files, the files to validate, and narrows the list by search', async ({ page }) => {
  await signIn(page, accounts.manager, /\/page\/management$/);
  // The team card flags the submitted files waiting for him (Bruno's French and Thomas's English at least).
  await expect(page.getByTestId('menu-badge-employees')).toHaveText(/^\d+$/);
  await page.getByTestId('menu-entry-employees').click();
  await expect(page).toHaveURL(/\/management\/collaborateur$/);
  await expect(page.getByRole('heading', { level: 1, name: /^(Mon équipe|My team)$/ })).toBeVisible();

  const alice = row(page, 'Alice Martin');
  const bruno = row(page, 'Bruno Petit');
  const thomas = row(page, 'Thomas Bernard');
  await expect(alice).toHaveCount(1);
  await expect(file(alice, FRENCH)).toHaveAttribute('data-status', '3');
  await expect(file(alice, ENGLISH)).toHaveAttribute('data-status', /^[123]$/);
  await expect(file(bruno, FRENCH)).toHaveAttribute('data-status', '2');
  await expect(file(thomas, FRENCH)).toHaveAttribute('data-status', '3');
  await expect(file(thomas, ENGLISH)).toHaveAttribute('data-status', '2');
  // No English file for Bruno: Marc may create one for him.
  await expect(file(bruno, ENGLISH)).toHaveAttribute('data-status', '0');
  await expect(file(bruno, ENGLISH)).toHaveAttribute('href', /\/page\/dc\/create\/\d+\/2$/);
  await expect(file(thomas, ENGLISH)).toHaveAttribute('href', /\/page\/dc\/fiche\/\d+\/2$/);

  const toValidate = page.getByTestId('files-to-validate');
  await expect(toValidate.getByRole('link').filter({ hasText: 'Bruno Petit' })).toHaveCount(1);
  await expect(toValidate.getByRole('link').filter({ hasText: 'Thomas Bernard' })).toHaveCount(1);
  // The panel is a list of its own (its query under `toValidate.` in the URL): filtered by language, English
  // leaves Thomas's file and drops Bruno's French one.
  await toValidate.getByTestId('filter-add').click();
  await page.getByTestId('filter-field').locator('..').click();
  await page.getByRole('option', { name: /^(Langue|Language)$/ }).click();
  await page.getByTestId('filter-value').locator('..').click();
  await page.getByRole('option', { name: /^(anglais|English)$/ }).click();
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/toValidate\.filters=/);
  await expect(toValidate.getByRole('link').filter({ hasText: 'Bruno Petit' })).toHaveCount(0);
  await expect(toValidate.getByRole('link').filter({ hasText: 'Thomas Bernard' })).toHaveCount(1);

  // Search (debounced, on the server): 'pet' leaves Bruno Petit alone.
  await page.getByTestId('team-search').fill('pet');
  await expect(page.getByTestId('team-count')).toHaveText(/^(1 résultat|1 result)$/);
  await expect(bruno).toHaveCount(1);
  await expect(alice).toHaveCount(0);
  await expect(thomas).toHaveCount(0);

  // A status chip opens the file.
  await file(bruno, FRENCH).click();
  await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/1$/);
  await expect(page.getByTestId('file-owner')).toHaveText('Bruno Petit');
});

test('Marc filters his team by evaluation status, shares the filter by URL, moves a deadline and exports', async ({
  page,
}) => {
  await signIn(page, accounts.manager, /\/page\/management$/);
  await page.goto('/management/collaborateur');
  const thomas = row(page, 'Thomas Bernard');
  await expect(thomas).toHaveCount(1);

  // A filter from the employees list's bar (the files to validate have theirs): this year's evaluation equal to
  // "submitted" (Thomas waits for Marc).
  const employees = page.getByRole('region', { name: /^(Collaborateurs|People)$/ });
  await employees.getByTestId('filter-add').click();
  await page.getByTestId('filter-field').locator('..').click();
  await page.getByRole('option', { name: /^(Évaluations annuelles|Annual evaluations)$/ }).click();
  await page.getByTestId('filter-value').locator('..').click();
  await page.getByRole('option', { name: /^(soumise?|submitted)$/i }).click();
  await page.getByTestId('filter-apply').click();
  await expect(page).toHaveURL(/filters=/);
  await expect(thomas).toHaveCount(1);
  await expect(row(page, 'Bruno Petit')).toHaveCount(0);
  const filtered = page.url();

  // The filter lives in the URL: opened again, the list is filtered; back, it is not.
  await page.goto('/management/collaborateur');
  await expect(row(page, 'Bruno Petit')).toHaveCount(1);
  await page.goto(filtered);
  await expect(row(page, 'Bruno Petit')).toHaveCount(0);
  await expect(employees.getByTestId('filter-bar').getByRole('button').first()).toContainText(/soumis|submitted/i);
  await page.goBack();
  await expect(row(page, 'Bruno Petit')).toHaveCount(1);
  await page.goForward();
  await expect(row(page, 'Bruno Petit')).toHaveCount(0);

  // A new deadline for the selection: picked, later than today.
  await thomas.getByRole('checkbox').check();
  await page.getByTestId('team-deadline').click();
  const dialog = page.getByRole('dialog');
  const next = new Date(Date.now() + 40 * 86_400_000);
  const day = next.toISOString().slice(0, 10);
  await pickDate(page, dateField(dialog, /Nouvelle échéance|New deadline/), day);
  await dialog.getByRole('button', { name: /Changer l’échéance|Changer l'échéance|Change the deadline/ }).click();
  await expect(page.getByText(/L'échéance a été modifiée \(1 personne\(s\)\)/)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Shown as every day of the French interface ("5 janv. 2027").
  const shown = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  await expect(thomas).toContainText(shown);

  // The export is exactly what is filtered.
  const download = page.waitForEvent('download');
  await page.getByTestId('list-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Collaborateurs_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  const names = sheet.getColumn(1).values.slice(2);
  expect(names).toContain('Bernard');
  expect(names).not.toContain('Petit');
});

test('a consultant gets the 403 page on the team screen and finds the dev mailbox in her account menu', async ({
  page,
}) => {
  await signIn(page, accounts.consultant);
  await page.goto('/management/collaborateur');
  await expect(page.getByRole('heading', { name: /^(Accès refusé|Access denied)$/ })).toBeVisible();
  await expect(page.getByTestId('team-table')).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('user-menu-mailbox').click();
  await expect(page).toHaveURL(/\/management\/mailbox$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^(Boîte aux lettres locale|Local mailbox)$/ }),
  ).toBeVisible();
});
