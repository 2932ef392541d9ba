/**
 * Details seen in the browser around the documents (issue 16 §5): visually hidden column headers take no room (no
 * sideways scrolling), one date style per screen (no seconds), the skills-file menu's "Open" opens in place and says
 * so, and the mailbox is named as the mailbox.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';
import { either } from './documents';

/** The path of Material's "open in new" icon. */
const OPEN_IN_NEW_ICON =
  'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z';

/** Nothing of the page scrolls sideways, and a hidden label's box is at most a pixel. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a hidden "Actions" header takes no room: no table scrolls sideways, in a file being edited or its versions', async ({
  page,
}) => {
  await signIn(page, accounts.manager, /\/page\/management$/);
  await page.goto('/management/collaborateur');
  await page.getByTestId('team-search').fill('Alice');
  const file = page.locator('[data-testid^="team-file-"][data-lang="1"]').first();
  await file.click();
  await expect(page.getByTestId('file-header')).toBeVisible();
  await page.getByTestId('edit-document').click();
  const hidden = page.getByTestId('table-hardSkills').getByRole('columnheader', { name: either('Actions', 'Actions') });
  const box = (await hidden.locator('span').boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(1);
  expect(box.height).toBeLessThanOrEqual(1);
  for (const table of [page.getByTestId('table-hardSkills'), page.getByTestId('dc-versions')]) {
    const sideways = await table.evaluate((node) => {
      const container = node.parentElement!;
      return container.scrollWidth - container.clientWidth;
    });
    expect(sideways).toBeLessThanOrEqual(0);
  }
  await expectNoSidewaysScroll(page);
  // One date style: a day with its time, never seconds.
  await expect(page.getByTestId('file-header')).not.toContainText(/\d{1,2}:\d{2}:\d{2}/);
  await page.getByTestId('finish-editing').click();
});

test('the skills-file menu’s "Open" opens the file in place, with an arrow rather than a new-window icon', async ({
  page,
}) => {
  await signIn(page, accounts.consultant);
  await page.goto('/page/dc/menu');
  const open = page.getByTestId('dc-open-1');
  await expect(open).not.toHaveAttribute('target', /.+/);
  // Its icon is not Material's "open in new" (a box with an arrow out of it).
  await expect(open.locator('svg path')).toHaveCount(1);
  await expect(open.locator('svg path')).not.toHaveAttribute('d', OPEN_IN_NEW_ICON);
  await open.click();
  await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/1$/);
  expect(page.context().pages()).toHaveLength(1);
});

test('a file still loading reads as a named progress indicator, with no accessibility violation', async ({ page }) => {
  await signIn(page, accounts.consultant);
  await page.goto('/page/dc/menu');
  // The file's answer held back: the page shows its loading block meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/Dc/details*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('dc-open-1').click();
  const loading = page.getByRole('progressbar', { name: 'Chargement du dossier…' });
  await expect(loading).toBeVisible();
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
  release();
  await expect(loading).toBeHidden();
});

test('the mailbox page is titled as the mailbox, also for an administrator', async ({ page }) => {
  await signIn(page, accounts.directorAdministrator, /\/page\/management$/);
  await page.goto('/management/mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(either('Boîte aux lettres locale', 'Local mailbox'));
});
