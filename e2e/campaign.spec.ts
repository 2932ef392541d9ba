/**
 * Campaign follow-up (/management/listeEEP, issue 19 §4): Hélène (HR) sees this year's evaluations with the
 * stacked bar chart beside them, what blocks Alice's draft, and reminds her — once a day: a second reminder the same
 * day is skipped and said so. (Alphabetically before evaluation.spec.ts, which moves Alice's evaluation on: here it
 * is still the seeded late draft.)
 */
import type { Page } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';

const row = (page: Page, name: string) =>
  page.getByTestId('evaluations-table').getByRole('row').filter({ hasText: name });

test('HR follows the campaign, reads what blocks a late draft and reminds it once a day', async ({ page }) => {
  await signIn(page, accounts.humanResources, /\/page\/management$/);
  await page.getByTestId('menu-entry-eepList').click();
  await expect(page).toHaveURL(/\/management\/listeEEP/);

  // The chart is drawn (an SVG of MUI X Charts) with the totals beside it.
  await expect(page.getByTestId('campaign-chart').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('campaign-total-late')).toBeVisible();

  const alice = row(page, 'Alice Martin');
  await expect(alice).toHaveCount(1);
  await expect(alice).toContainText(/En retard|Late/);

  // What blocks her draft: the fields her side still misses, named.
  await alice.getByRole('button', { name: /Alice Martin/ }).click();
  await expect(page.getByTestId('blockers').locator('[data-testid^="blocker-"]').first()).toBeVisible();
  await page.keyboard.press('Escape');

  const remind = async () => {
    await alice.getByRole('checkbox').check();
    await page.getByTestId('evaluations-remind').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('remind-to-person').click();
    await dialog.getByRole('button', { name: /^Relancer/ }).click();
    await expect(dialog).toBeHidden();
  };
  await remind();
  await expect(page.getByText(/^1 relance\(s\) envoyée\(s\), 0 ignorée\(s\)/)).toBeVisible();
  await remind();
  await expect(
    page.getByText(/^0 relance\(s\) envoyée\(s\), 1 ignorée\(s\) : 1 déjà relancée\(s\) aujourd’hui/),
  ).toBeVisible();
});
