import { devices } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('on a phone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('a phone gets only the My Skills splash', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('mobile-splash')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'My Skills' })).toBeVisible();
    await expect(page.getByText(/version mobile/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toHaveCount(0);
    await page.goto('/page/accueil');
    await expect(page.getByTestId('mobile-splash')).toBeVisible();
  });
});

test('a desktop window narrowed below 600 px keeps the application and what is being typed', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Adresse e-mail');
  await email.fill('alice.martin@exam');
  await page.setViewportSize({ width: 480, height: 800 });
  await expect(page.getByTestId('mobile-splash')).toHaveCount(0);
  await expect(email).toHaveValue('alice.martin@exam');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(email).toHaveValue('alice.martin@exam');
});
