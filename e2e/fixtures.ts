/**
 * Shared fixtures: the demo accounts, a sign-in through the UI, and guards that fail a test on any
 * browser console error, uncaught page error (expected HTTP failures are not console errors of ours),
 * content-security-policy violation, or serious or critical accessibility violation (axe-core) on any page it visited.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Frame, type Locator, type Page } from '@playwright/test';
import { server } from './servers';

export const accounts = {
  candidate: 'nina.lambert@example.com',
  consultant: 'alice.martin@example.com',
  subcontractor: 'bruno.petit@example.com',
  technicalManager: 'thomas.bernard@example.com',
  manager: 'marc.durand@example.com',
  directorAdministrator: 'sophie.lefebvre@example.com',
  humanResources: 'helene.roux@example.com',
  dpo: 'paul.fournier@example.com',
} as const;

/** Signs in through the sign-in page's e-mail field and waits for the landing menu. */
export async function signIn(page: Page, email: string, landing: RegExp = /\/page\/(accueil|management)$/) {
  await page.goto('/');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(landing);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Signs in as the director administrator and opens a card of the administration menu, as a person does: the page's
 * address and its title (the one h1).
 */
export async function openAdministrationEntry(page: Page, entry: string, address: RegExp, title: string) {
  await signIn(page, accounts.directorAdministrator, /\/page\/management$/);
  await page.getByTestId('menu-entry-administrationMenu').click();
  await expect(page).toHaveURL(/\/management\/administration$/);
  await page.getByTestId(`menu-entry-${entry}`).click();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** The ids of the menu cards shown on the current hub. */
export async function menuEntryIds(page: Page): Promise<string[]> {
  await expect(page.locator('[data-testid^="menu-entry-"]').first()).toBeVisible();
  const ids = await page
    .locator('[data-testid^="menu-entry-"]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!.replace('menu-entry-', '')));
  return ids;
}

/**
 * Waits until the page's transitions and animations have ended (2 s at most). A transition a click or an answer has
 * just asked for starts on a coming frame: the page counts as settled when nothing moves at two looks 150 ms apart.
 * Endless ones (a progress indicator, a skeleton's pulse, a focus ripple) never finish: waiting for them would cost the
 * whole 2 s at every check, so they are left out.
 */
async function settled(page: Page) {
  await page
    .evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      const finite = () =>
        document
          .getAnimations()
          .filter(
            (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
          );
      const deadline = Date.now() + 2_000;
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
      // Settled: nothing moving at two looks 150 ms apart (a notification fading in just after an answer counts).
      for (let quietLooks = 0; quietLooks < 2 && Date.now() < deadline;) {
        await frame();
        await frame();
        const running = finite();
        if (running.length === 0) {
          quietLooks += 1;
          if (quietLooks < 2) await pause(150);
          continue;
        }
        quietLooks = 0;
        await Promise.race([
          Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
          pause(deadline - Date.now()),
        ]);
      }
    })
    .catch(() => undefined);
}

/** A date field (MUI X date picker): the group its label names; its hidden input holds the shown value. */
export const dateField = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('group', { name });

/** Picks a day ('YYYY-MM-DD') in a date field, as a person does (typing is refused): year, month, then day. */
export async function pickDate(page: Page, field: Locator, isoDay: string) {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  await field.click();
  const calendar = page.locator('.MuiPickerPopper-root');
  await expect(calendar).toBeVisible();
  // The calendar grows in and scrolls its years to the current one: click once it stands still.
  await settled(page);
  const years = calendar.getByRole('radio', { name: String(year), exact: true });
  // A field that has a date opens on its month: switch to the years first.
  if (!(await years.isVisible())) await calendar.getByRole('button', { name: /ann[ée]e|year/i }).click();
  // The years' list scrolls itself to the current year as it opens: a click by coordinates could land elsewhere
  // (and a click outside the calendar closes it), so the year's button gets its click event directly.
  await years.dispatchEvent('click');
  // The months' view (twelve choices) replaces the years' one.
  const months = calendar.getByRole('radio');
  await expect(months).toHaveCount(12);
  await settled(page);
  await months.nth(month - 1).click();
  await expect(calendar.getByRole('grid')).toBeVisible();
  await settled(page);
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

/**
 * Screens already checked by axe in this worker: each screen is checked once, at the first address that
 * showed it — its path with the ids in it (people, years, files) taken as one. A list keeps its filters, sort and page
 * in the query, and a document's path names its owner and year, so every filter a test sets and every person it
 * opens is a new address of the same screen; reloading and analysing each of them again cost minutes of every run
 * for nothing new. (The page as each test leaves it is still checked, whatever its address.)
 */
const analysed = new Set<string>();
/** A screen: an address's path with the ids in it taken as one. */
const screenOf = (url: string) => new URL(url).pathname.replace(/\/\d+(?=\/|$)/g, '/:n');

/**
 * Serious or critical axe-core violations of the page as it is now, one line each. `contrast: false` leaves out the
 * colour-contrast rule (about two thirds of an analysis: it resolves every text's colours against what lies beneath).
 */
async function accessibilityViolations(page: Page, where: string, contrast = true): Promise<string[]> {
  // A page still loading (skeletons, a progress bar) is checked once it has loaded (5 s at most); a page still moving
  // (a menu or toast fading) has transient colours: let transitions end first.
  await page
    .locator('.MuiSkeleton-root, [role="progressbar"]:not([aria-hidden="true"])')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await settled(page);
  // The mailbox shows a mail's own HTML in a frame sandboxed without scripts: not our interface, and axe cannot run there.
  // Legacy mode (axe.run in the page): the default's partial run finishes in a blank page opened for each analysis,
  // which cost about 0.8 s every time; the only frame we show is the mail's sandboxed one, excluded anyway. Only the
  // violations are detailed (the passes' selectors were a third of the analysis).
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .exclude('iframe[sandbox]');
  const results = await (contrast ? builder : builder.disableRules(['color-contrast'])).analyze();
  // Element ids are unique (axe no longer reports duplicates that no ARIA attribute names, but labels and scripts
  // still pick the first one).
  const duplicateIds = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id, count]) => `${id} ×${count}`);
  });
  const duplicates = duplicateIds.length > 0 ? [`${where}: duplicate ids ${duplicateIds.join(', ')}`] : [];
  return duplicates.concat(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${where}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
            .slice(0, 5)
            .map((node) => node.target.join(' '))
            .join(' | ')}`,
      ),
  );
}

export const test = base.extend<{ accessibility: void; consoleErrors: string[]; cspViolations: string[] }>({
  /** Each worker talks to its own server only (e2e/servers.ts). */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(server.url);
  },
  /**
   * Every test also fails on a serious or critical accessibility violation (axe-core): of the page as the test
   * leaves it, and of every address it visited (each address once per run, reloaded after the test).
   * Set up before (and so checked after) the console and CSP guards, whose checks it does not disturb.
   */
  accessibility: [
    async ({ page }, use, testInfo) => {
      const visited: string[] = [];
      const onNavigated = (frame: Frame) => {
        const url = frame.url();
        // The application's pages; /api/… (the server's OpenAPI viewer, a third-party page) is not ours to check.
        const ours = url.startsWith('http') && !new URL(url).pathname.startsWith('/api/');
        if (frame === page.mainFrame() && ours && !visited.includes(url)) visited.push(url);
      };
      page.on('framenavigated', onNavigated);
      await use();
      page.off('framenavigated', onNavigated);
      if (testInfo.status !== testInfo.expectedStatus) return;
      const ended = page.url();
      const ours = ended.startsWith('http') && !new URL(ended).pathname.startsWith('/api/');
      // A screen whose colours were already checked in this worker is checked again without the contrast rule: its
      // colours come from the theme's palette, which that analysis covered; names, roles and structure still are
      // checked in the state the test leaves (dialogs, errors, read-only documents).
      const contrast = !analysed.has(screenOf(ended));
      const violations = ours ? await accessibilityViolations(page, `end of test (${ended})`, contrast) : [];
      // The screen the test ends on has just been analysed: it is not loaded again below.
      if (ours) analysed.add(screenOf(ended));
      for (const url of visited) {
        const screen = screenOf(url);
        if (analysed.has(screen)) continue;
        analysed.add(screen);
        await page.goto(url);
        violations.push(...(await accessibilityViolations(page, url)));
      }
      expect(violations, 'serious or critical accessibility violations').toEqual([]);
    },
    { auto: true, timeout: 120_000 },
  ],
  /** Every test also fails on a content-security-policy violation of any page it opened. */
  cspViolations: [
    async ({ page, accessibility }, use) => {
      void accessibility;
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
    async ({ page, accessibility }, use) => {
      void accessibility;
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
