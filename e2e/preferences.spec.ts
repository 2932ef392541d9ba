import { accounts, expect, signIn, test } from './fixtures';

test.describe('interface preferences', () => {
  test('the language switch changes the texts, is saved and survives a reload', async ({ page }) => {
    await signIn(page, accounts.consultant);
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByTestId('menu-entry-skillsFileMenu')).toContainText('Skills file');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Accueil' })).toBeVisible();
  });

  test('an anonymous visitor can switch the language of the sign-in page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the theme switch survives a reload', async ({ page }) => {
    await signIn(page, accounts.consultant);
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('data-mode', 'light');
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-mode', 'dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);
    await page.reload();
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-mode', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
  });
});
