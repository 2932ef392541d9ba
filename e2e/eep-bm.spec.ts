/**
 * The business-manager review end to end (decision 018). Marc opens this year's review, fills his vision in all nine
 * categories and submits — stopped first by the missing-data dialog naming the tab, the category and the fields;
 * Sophie, who reviews him, fills the reviewer's vision, sees the summary's colours change and the radar (last year's
 * manager vision dashed: the demo seed has Marc's signed review of last year), records the interview and validates;
 * BoondManager (the in-process simulator) receives the signed PDF exactly once, and its first page, rendered by
 * pdftoppm, shows the radar. The steps share one review, so they run in order. Texts are matched in either language.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { accounts, dateField, expect, pickDate, signIn, test } from './fixtures';
import { alert, containsEither, either } from './documents';
import { server } from './servers';

const SIMULATOR = server.boondSimulatorAdmin;
const MARC_BOOND_RESOURCE = 1003;
const year = new Date().getUTCFullYear();
const today = () => new Date().toISOString().slice(0, 10);
/** The nine categories' groups (ids 6–14), in order. */
const GROUPS = [
  'bdskills',
  'scskills',
  'rcskills',
  'mhskills',
  'gcskills',
  'poskills',
  'bmskills',
  'cmskills',
  'epskills',
];

/** The documents BoondManager received for Marc's resource. */
async function documentsForMarc(page: Page) {
  const response = await page.request.get(`${SIMULATOR}/received?method=POST&path=/api/documents`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { fields?: Record<string, string>; file?: { sha256: string; contentType: string } }[];
  };
  return data.filter((r) => r.fields?.parentId === String(MARC_BOOND_RESOURCE));
}

/** Expands a category's accordion and sets every vision select of one side in it to `score`. */
async function rateCategory(page: Page, group: string, side: 'consultant' | 'manager', score: string) {
  const category = page.getByTestId(`bm-category-${group}`);
  const selects = category.locator(`select[data-testid^="vision-${side}-"]`);
  if ((await selects.count()) === 0) await category.locator('.MuiAccordionSummary-root').click();
  await expect(selects.first()).toBeVisible();
  const count = await selects.count();
  for (let i = 0; i < count; i += 1) await selects.nth(i).selectOption(score);
  await expect(category.getByTestId(`bm-to-rate-${group}`)).toHaveCount(0);
}

async function save(page: Page) {
  await page.getByTestId('save-document').click();
  await expect(page.getByTestId('editor-status')).toHaveAttribute('data-status', 'saved');
}

const expectStatus = (page: Page, status: number) =>
  expect(page.getByTestId('bm-header').getByTestId('bm-status')).toHaveAttribute('data-status', String(status));

/** The colour of each summary row (data-colour of its result chip), in the categories' order. */
const colours = (page: Page) =>
  page
    .locator('[data-testid^="bm-summary-"] [data-colour]')
    .evaluateAll((chips) => chips.map((c) => c.getAttribute('data-colour')));

test.describe.configure({ mode: 'serial' });

test.describe('business-manager review', () => {
  let reviewUrl = '';

  test('Marc opens his review, is stopped by the missing fields named by tab and category, fills his side and submits', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, accounts.manager, /\/page\/management$/);
    const me = (await (await page.request.get('/api/Login/me')).json()) as { data: { id: number } };
    reviewUrl = `/page/eep/bm/fiche/${year}/${me.data.id}`;
    await page.goto(reviewUrl);
    await page.getByTestId('open-bm').click();
    await expectStatus(page, 1);

    await page.getByTestId('edit-document').click();
    await page.getByTestId('bm-tab-skills').click();
    // Eight categories of nine: the ninth and the rest of his side are still to fill.
    for (const group of GROUPS.slice(0, 8)) await rateCategory(page, group, 'consultant', '2');
    await save(page);

    await page.getByTestId('action-submit').click();
    const missing = page.getByTestId('missing-dialog');
    await expect(missing).toContainText(containsEither('Évaluation des compétences', 'Skills evaluation'));
    await expect(missing).toContainText(containsEither('Efficacité professionnelle', 'Professional Effectiveness'));
    await expect(missing).toContainText(containsEither('vision collaborateur', 'employee vision'));
    await expect(missing).toContainText(containsEither('Projection professionnelle', 'Professional projection'));
    await expect(missing).toContainText(containsEither('Mobilité', 'Mobility'));
    await expect(missing).toContainText(containsEither('Bilan de compétences', 'Skills assessment'));
    await missing.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('bm-tab-skills')).toHaveAttribute('data-missing', 'true');
    await expectStatus(page, 1);

    if (!(await page.getByTestId('save-document').isVisible())) await page.getByTestId('edit-document').click();
    await rateCategory(page, 'epskills', 'consultant', '2');
    await page.getByTestId('bm-tab-projection').click();
    await page
      .getByRole('textbox', { name: either('Mobilité géographique', 'Geographical mobility') })
      .fill('Île-de-France');
    await page.getByTestId('bm-tab-assessment').click();
    await page.getByTestId('add-bm-language').click();
    await page.getByRole('textbox', { name: either('Langue 1', 'Language 1') }).fill('Anglais');
    await page.getByRole('combobox', { name: either('Niveau (langue 1)', 'Level (language 1)') }).click();
    await page.getByRole('option').last().click();
    // Submit saves first, then asks.
    await page.getByTestId('action-submit').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: either('Soumettre', 'Submit') })
      .click();
    await expectStatus(page, 2);
    await expect(page.getByTestId('edit-document')).toBeHidden();
  });

  test('Sophie fills the reviewer’s vision, sees the colours change and the radar, validates; the signed PDF reaches BoondManager once', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, accounts.directorAdministrator, /\/page\/(accueil|management)$/);
    await page.goto(reviewUrl);
    await expectStatus(page, 2);

    // Before her vision: Marc's 2 everywhere against the Business Manager profile's objectives (1–2), the missing
    // vision counting as the objective: every category green.
    await page.getByTestId('bm-tab-summary').click();
    await expect(page.getByTestId('bm-summary')).toBeVisible();
    expect(await colours(page)).toEqual(Array(9).fill('green'));
    await expect(page.getByTestId('bm-radar').locator('svg').first()).toBeVisible();

    await page.getByTestId('edit-document').click();
    await page.getByTestId('bm-tab-skills').click();
    // Business Development (objective 2) at 1: (2 + 1) / 2 = 1.5 < 2 → orange, difference −0.5; the others at 4.
    await rateCategory(page, 'bdskills', 'manager', '1');
    for (const group of GROUPS.slice(1)) await rateCategory(page, group, 'manager', '4');
    await page.getByTestId('bm-tab-general').click();
    await pickDate(page, dateField(page, either('Entretien réalisé le', 'Interview held on')), today());
    await save(page);

    await page.getByTestId('bm-tab-summary').click();
    await page.getByTestId('refresh-summary').click();
    await expect.poll(() => colours(page)).toEqual(['orange', ...Array(8).fill('green')]);
    await expect(page.getByTestId('bm-summary-6')).toContainText(/-0[,.]5/);
    const radar = page.getByTestId('bm-radar');
    await expect(radar).toContainText(containsEither('Vision manager N-1', 'Last year’s manager vision'));
    await expect(radar).toContainText(containsEither('pointillés', 'dashed'));

    const sentBefore = (await documentsForMarc(page)).length;
    await page.getByTestId('action-validate').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: either('Valider', 'Validate') })
      .click();
    await expect(
      alert(page, containsEither('Entretien validé, signé et envoyé', 'Review validated, signed and sent')),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expectStatus(page, 3);

    // Exactly once: one more document for Marc's resource, and no second one later.
    await expect.poll(async () => (await documentsForMarc(page)).length, { timeout: 15_000 }).toBe(sentBefore + 1);
    await page.waitForTimeout(1500);
    const documents = await documentsForMarc(page);
    expect(documents).toHaveLength(sentBefore + 1);
    const signed = documents.at(-1)!.file!;
    expect(signed.contentType).toBe('application/pdf');

    // The bytes BoondManager received, first page rendered: the radar's series colours are drawn there.
    const pdf = await page.request.get(`${SIMULATOR}/files/${signed.sha256}`);
    expect(pdf.ok()).toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eep-bm-'));
    fs.writeFileSync(path.join(dir, 'signed.pdf'), await pdf.body());
    execFileSync('pdftoppm', [
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '60',
      '-png',
      path.join(dir, 'signed.pdf'),
      path.join(dir, 'page'),
    ]);
    const png = fs.readdirSync(dir).find((f) => f.endsWith('.png'))!;
    const image = await page.context().newPage();
    await image.setContent(
      `<img id="p" src="data:image/png;base64,${fs.readFileSync(path.join(dir, png)).toString('base64')}">`,
    );
    const counts = await image.evaluate(async () => {
      const img = document.getElementById('p') as HTMLImageElement;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      // The objective's blue (#3b5b92) outlines the radar's polygon.
      let objective = 0;
      for (let i = 0; i < data.length; i += 4)
        if (Math.abs(data[i]! - 0x3b) < 24 && Math.abs(data[i + 1]! - 0x5b) < 24 && Math.abs(data[i + 2]! - 0x92) < 24)
          objective += 1;
      return { objective, pixels: data.length / 4 };
    });
    await image.close();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(counts.objective).toBeGreaterThan(150);
  });
});
