/**
 * The skills search (/management/competence, issue 19 §2–3): Sophie (director) searches 'Java ≥ 3 AND
 * Kubernetes ≥ 2' among the people of her chain, finds Alice (the demo files lead with the skills of their title:
 * Alice Java 4 / Kubernetes 2, Thomas Java 3 / Kubernetes 1, Bruno Java 1 / Kubernetes 4), opens her skills file,
 * exports the result to Excel; then pastes a client's need and gets the consultants ranked by coverage with their
 * gaps.
 */
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';

async function criterion(page: Page, index: number, skill: string, level: number) {
  const input = page.getByTestId(`criterion-skill-${index}`);
  await input.fill(skill);
  // An option shows the skill's name and its type.
  await page
    .getByRole('option')
    .filter({ has: page.getByText(skill, { exact: true }) })
    .click();
  await page.getByTestId(`criterion-level-${index}`).locator('..').click();
  await page.getByRole('option', { name: new RegExp(`^${level}\\b`) }).click();
}

const results = (page: Page) => page.getByTestId('search-results-table');

test('Sophie searches Java ≥ 3 AND Kubernetes ≥ 2, opens the skills file found and exports the result', async ({
  page,
}) => {
  await signIn(page, accounts.directorAdministrator, /\/page\/management$/);
  await page.getByTestId('menu-entry-skillsSearch').click();
  await expect(page).toHaveURL(/\/management\/competence/);

  await criterion(page, 0, 'Java', 3);
  await page.getByTestId('criterion-add').click();
  await criterion(page, 1, 'Kubernetes', 2);
  await page.getByTestId('combine-and').click();
  await page.getByTestId('search-run').click();

  await expect(results(page).getByRole('row').filter({ hasText: 'Alice Martin' })).toHaveCount(1);
  await expect(results(page).getByRole('row').filter({ hasText: 'Thomas Bernard' })).toHaveCount(0);
  await expect(results(page).getByRole('row').filter({ hasText: 'Bruno Petit' })).toHaveCount(0);
  // The search is in the URL: opened again, it runs again.
  const shared = page.url();
  expect(shared).toMatch(/\?.+/);

  // The export is the result.
  const download = page.waitForEvent('download');
  await page.getByTestId('list-export').click();
  const file = await download;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  expect(JSON.stringify(sheet.getRow(2).values)).toContain('Martin');

  // A result opens the person's skills file.
  await results(page).getByRole('row').filter({ hasText: 'Alice Martin' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/1$/);
  await expect(page.getByTestId('file-owner')).toHaveText('Alice Martin');
  await page.goto(shared);
  await expect(results(page).getByRole('row').filter({ hasText: 'Alice Martin' })).toHaveCount(1);
});

test('Sophie pastes a client’s need and gets the consultants ranked by coverage, with their gaps', async ({ page }) => {
  await signIn(page, accounts.directorAdministrator, /\/page\/management$/);
  await page.goto('/management/competence');
  await page
    .getByTestId('staffing-need-text')
    .fill('Pour une mission de six mois : un développeur Java confirmé, avec une bonne pratique de K8s.');
  await page.getByTestId('staffing-need-analyse').click();
  const rows = page.getByTestId('staffing-need-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Java' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Kubernetes' })).toHaveCount(1);
  await page.getByTestId('staffing-need-search').click();

  // Ranked by coverage: Alice meets both, Thomas and Bruno each have one gap.
  const table = results(page);
  await expect(table.getByRole('row').filter({ hasText: 'Alice Martin' })).toHaveCount(1);
  const names = table.getByRole('row').filter({ hasText: /Alice Martin|Thomas Bernard|Bruno Petit/ });
  await expect(names).toHaveCount(3);
  await expect(names.nth(0)).toContainText('Alice Martin');
  await expect(names.nth(1)).toContainText('Thomas Bernard');
  await expect(names.nth(2)).toContainText('Bruno Petit');
  await expect(table.getByRole('row').filter({ hasText: 'Bruno Petit' })).toContainText('Java');
});
