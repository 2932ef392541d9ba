/**
 * Shared fixtures: the demo accounts, a sign-in through the UI, and guards that fail a test on any
 * browser console error, uncaught page error (expected HTTP failures are not console errors of ours)
 * or content-security-policy violation.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const accounts = {
  candidate: 'nina.lambert@example.com',
  consultant: 'alice.martin@example.com',
  subcontractor: 'bruno.petit@example.com',
  technicalManager: 'thomas.bernard@example.com',
  manager: 'marc.durand@example.com',
  directorAdministrator: 'sophie.lefebvre@example.com',
  humanResources: 'helene.roux@example.com',
} as const;

/** Signs in through the sign-in page's e-mail field and waits for the landing menu. */
export async function signIn(page: Page, email: string, landing: RegExp = /\/page\/(accueil|management)$/) {
  await page.goto('/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(landing);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The ids of the menu cards shown on the current hub. */
export async function menuEntryIds(page: Page): Promise<string[]> {
  await expect(page.locator('[data-testid^="menu-entry-"]').first()).toBeVisible();
  const ids = await page
    .locator('[data-testid^="menu-entry-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!.replace('menu-entry-', '')));
  return ids;
}

/** A date field (MUI X date picker): the group its label names; its hidden input holds the shown value. */
export const dateField = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('group', { name });

/** Picks a day ('YYYY-MM-DD') in a date field, as a person does (typing is refused): year, month, then day. */
export async function pickDate(page: Page, field: Locator, isoDay: string) {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  await field.click();
  const calendar = page.locator('.MuiPickerPopper-root');
  await expect(calendar).toBeVisible();
  const years = calendar.getByRole('radio', { name: String(year), exact: true });
  // A field that has a date opens on its month: switch to the years first.
  if (!(await years.isVisible())) await calendar.getByRole('button', { name: /ann[ée]e|year/i }).click();
  await years.click();
  // The months' view (twelve choices) replaces the years' one.
  const months = calendar.getByRole('radio');
  await expect(months).toHaveCount(12);
  await months.nth(month - 1).click();
  await expect(calendar.getByRole('grid')).toBeVisible();
  await calendar.getByRole('gridcell', { name: String(day), exact: true }).click();
  await expect(calendar).toBeHidden();
}

const IGNORED_CONSOLE = [
  /Failed to load resource/i,
  /DevTools/i,
  // The mailbox shows mail HTML in an iframe sandboxed without scripts; when the test driver injects its own
  // helper script into that frame, Chromium blocks it and says so. That block is the sandbox doing its job.
  /Blocked script execution in 'about:srcdoc'/i,
];

export const test = base.extend<{ consoleErrors: string[]; cspViolations: string[] }>({
  /** Every test also fails on a content-security-policy violation of any page it opened. */
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (v: string) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportCspViolation?: (v: string) => void }).__reportCspViolation;
          report?.(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`);
        });
      });
      await use(violations);
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !IGNORED_CONSOLE.some((re) => re.test(message.text())))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
