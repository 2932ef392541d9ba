import { devices } from '@playwright/test';
import { expect, test } from './fixtures';

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
