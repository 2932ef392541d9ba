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
import { accounts, expect, signIn, test } from './fixtures';

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

  // Search (debounced, on the server): 'pet' leaves Bruno Petit alone.
  await page.getByTestId('team-search').fill('pet');
  await expect(page.getByTestId('team-table').getByRole('row')).toHaveCount(2); // header + Bruno
  await expect(bruno).toHaveCount(1);
  await expect(alice).toHaveCount(0);
  await expect(thomas).toHaveCount(0);

  // A status chip opens the file.
  await file(bruno, FRENCH).click();
  await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/1$/);
  await expect(page.getByTestId('file-owner')).toHaveText('Bruno Petit');
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
