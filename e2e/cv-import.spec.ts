/**
 * CV import (issue 21): Alice opens her skills-file menu, the CV-import card, and imports a two-column PDF CV into her
 * English file (a draft: French is her validated file, which other specs read as it is); on the review she drops one
 * experience and raises React to "Capacité autonome", applies, continues in the draft and finds there the rows she
 * kept (and not the one she dropped). Then an administrator reads the import in the CV import log.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accounts, expect, openAdministrationEntry, signIn, test } from './fixtures';

const CV = path.join(import.meta.dirname, '..', 'apps', 'server', 'test', 'fixtures', 'cv', 'two-columns-fr.pdf');

/** Serious or critical accessibility violations of the page as it is now (the review is a state of its page). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious).toEqual([]);
}

test('Alice imports a two-column PDF CV, keeps what she wants, lands in her draft; an administrator sees the log', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.consultant);
  await page.getByTestId('menu-entry-skillsFileMenu').click();
  await page.getByTestId('dc-menu-cv-import').click();
  await expect(page).toHaveURL(/\/page\/dc\/import\?idUser=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Importer un CV' })).toBeVisible();

  // Into her English file; the PDF picked.
  await page.getByRole('radio', { name: 'Anglais' }).check();
  await page.getByTestId('cv-file-input').setInputFiles(CV);
  await expect(page.getByTestId('cv-chosen-file')).toContainText('two-columns-fr.pdf');
  await page.getByTestId('cv-read').click();

  // The review: one card per section, what was read.
  const review = page.getByTestId('cv-review');
  await expect(review).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Vérifier ce qui a été lu' })).toBeVisible();
  const experiences = page.getByTestId('cv-section-experiences').locator('li[data-testid^="cv-row-experiences-"]');
  await expect(experiences).toHaveCount(3);
  const labels = await experiences.locator('label').allTextContents();
  const dropped = labels[1]!;
  const kept = labels[0]!;
  await experiences.nth(1).getByRole('checkbox').uncheck();
  await expect(experiences.nth(1)).toHaveAttribute('data-kept', 'false');
  await expect(page.getByTestId('cv-count-experiences')).toHaveText('(2 gardée(s) sur 3)');

  // React, read from the CV at one star, raised to three.
  const react = page.getByTestId('cv-section-skills').getByTestId('stars-React');
  await expect(react).toHaveAttribute('data-level', '1');
  const three = await react.getByRole('radio', { name: 'React : Capacité autonome' }).getAttribute('id');
  await react.locator(`label[for="${three}"]`).click();
  await expect(react).toHaveAttribute('data-level', '3');
  await expectAccessible(page);

  // Applied: the file has what submitting needs, so the choice is offered; she continues in the draft.
  await page.getByTestId('cv-apply').click();
  const done = page.getByRole('dialog', { name: 'CV importé' });
  await expect(done).toBeVisible();
  await done.getByTestId('cv-continue-draft').click();
  await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/2$/);
  const fileExperiences = page.getByTestId('section-experiences');
  const [keptPosition, keptClient] = kept.split(' — ');
  await expect(fileExperiences).toContainText(keptPosition!);
  if (keptClient) await expect(fileExperiences).toContainText(keptClient);
  const droppedClient = dropped.split(' — ')[1];
  if (droppedClient) await expect(fileExperiences).not.toContainText(droppedClient);
  await expect(page.getByTestId('section-hardSkills').getByTestId('stars-React')).toHaveAttribute('data-level', '3');

  // The administrator's log: Alice's import of that file, applied.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.removeItem('ms.currentUser'));
  await openAdministrationEntry(page, 'cvImportLogs', /\/management\/logsCv2Dc$/, 'Journal des imports de CV');
  const row = page.getByTestId('cv-import-logs-table').getByRole('row').filter({ hasText: 'two-columns-fr.pdf' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Alice Martin');
  await expect(row).toContainText('Appliqué');
});
