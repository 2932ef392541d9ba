import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts, dateField, expect, openAdministrationEntry, pickDate, signIn, test } from './fixtures';
import { openMail } from './documents';
import { server } from './servers';

/** The embedded server's in-process BoondManager simulator (this worker's, e2e/servers.ts). */
const SIMULATOR_ADMIN = server.boondSimulatorAdmin;

const simulator = {
  reset: (request: APIRequestContext) => request.post(`${SIMULATOR_ADMIN}/reset`),
  fail: (request: APIRequestContext, body: { status: number; seconds?: number; count?: number }) =>
    request.post(`${SIMULATOR_ADMIN}/fail`, { data: body }),
  received: async (request: APIRequestContext, query: Record<string, string>) => {
    const response = await request.get(`${SIMULATOR_ADMIN}/received?${new URLSearchParams(query).toString()}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { idempotencyKey: string | null; path: string; method: string }[] })
      .data;
  },
};

/** A row of the exchanges grid, by the message's id. */
const exchangeRow = (page: Page, id: number) =>
  page.getByTestId('exchanges-table').locator(`[role="row"][data-id="${id}"]`);

/** Adds a filter from the list's bar: a column, its first operator ("equal to" for a choice), a value picked. */
async function addFilter(page: Page, column: string, value: string) {
  await page.getByTestId('filter-add').click();
  await page.getByTestId('filter-field').locator('..').click();
  await page.getByRole('option', { name: column, exact: true }).click();
  await page.getByTestId('filter-value').locator('..').click();
  await page.getByRole('option', { name: value, exact: true }).click();
  await page.getByTestId('filter-apply').click();
}

const openExchanges = (page: Page) =>
  openAdministrationEntry(page, 'exchanges', /\/management\/exchanges$/, 'Échanges avec BoondManager');

// Both journeys steer the one simulator: one at a time.
test.describe.configure({ mode: 'serial' });

test.describe('exchanges with BoondManager', () => {
  test.afterEach(async ({ request }) => {
    await simulator.reset(request);
  });

  test('the administrator tests the connection, sees a failure with its detail, and a retry that is sent', async ({
    page,
    request,
  }) => {
    await simulator.reset(request);
    await openExchanges(page);
    const tracked = page.getByTestId('tracked-test');
    const testButton = page.getByRole('button', { name: 'Tester la connexion' });

    // 1. The real credentials check goes through the outbox and arrives.
    await testButton.click();
    await expect(tracked).toContainText('Connexion réussie');
    await expect(tracked.getByTestId('exchange-state')).toHaveAttribute('data-state', 'sent');

    // 2. The simulator fails: the check (one attempt) fails, with the error detail.
    expect((await simulator.fail(request, { status: 503, seconds: 60 })).ok()).toBe(true);
    await testButton.click();
    await expect(tracked.getByTestId('exchange-state')).toHaveAttribute('data-state', 'failed');
    // Each read-only check failed, with what BoondManager answered.
    const checks = tracked.getByTestId('connection-check');
    await expect(checks).toHaveCount(3);
    for (const name of ['currentUser', 'dictionary', 'technicalData'])
      await expect(checks.and(page.locator(`[data-name="${name}"]`))).toHaveAttribute('data-outcome', 'failed');
    await expect(tracked).toContainText('Utilisateur de l’API : échec');
    await expect(tracked).toContainText('503 - Simulated failure');

    await tracked.getByRole('button', { name: 'Détails' }).click();
    const dialog = page.getByRole('dialog', { name: /Échange n° \d+/ });
    await expect(dialog.getByTestId('exchange-last-error')).toContainText('503 - Simulated failure');
    await expect(dialog.getByTestId('connection-check')).toHaveCount(3);
    const attempts = dialog.getByTestId('exchange-attempts-table').getByRole('row');
    await expect(attempts).toHaveCount(2); // header + one attempt
    await expect(attempts.nth(1)).toContainText('Échec');
    await expect(attempts.nth(1)).toContainText('503');
    await expect(dialog.getByTestId('exchange-attempts')).toHaveText('1/1');

    // 3. The simulator recovers; Retry (with confirmation) sends it.
    await simulator.reset(request);
    await dialog.getByRole('button', { name: 'Relancer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(confirm).toContainText('même clé d’idempotence');
    await confirm.getByRole('button', { name: 'Relancer' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByTestId('exchange-state')).toHaveAttribute('data-state', 'sent');
    // Exactly once: the failed attempt, then a single successful one. (Reads are not recorded by the simulator.)
    await expect(attempts).toHaveCount(3);
    await expect(attempts.nth(1)).toContainText('Échec');
    await expect(attempts.nth(2)).toContainText('Envoyée');
    await expect(dialog.getByRole('button', { name: 'Relancer' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a Boond write that failed is retried and applied exactly once on the simulator', async ({ page, request }) => {
    await simulator.reset(request);
    await openExchanges(page);
    // Alice's id, as the role-settings search gives it.
    const people = await page.request.get('/api/RoleInternal/userRoleInfo?searchTerm=alice.martin');
    const alice = ((await people.json()) as { data: { items: { id: number; email: string }[] } }).data.items.find(
      (p) => p.email === accounts.consultant,
    )!;

    // A non-retryable refusal (422): the outbox fails the message at once.
    expect((await simulator.fail(request, { status: 422, seconds: 60 })).ok()).toBe(true);
    // Alice's signed evaluation of last year (the demo organisation has one): the server composes its log entry.
    const years = await page.request.get(`/api/Ea/years?idUser=${alice.id}`);
    const signedEvaluation = (
      (await years.json()) as { data: { years: { idEa: number; signed: boolean }[] } }
    ).data.years.find((y) => y.signed)!.idEa;
    const sent = await page.request.post('/api/Boond/actions', {
      data: { idUser: alice.id, objectType: 'ea', objectId: signedEvaluation },
    });
    expect(sent.ok()).toBe(true);
    const id = ((await sent.json()) as { data: { messageIds: number[] } }).data.messageIds[0]!;

    // A filter from the list's bar: the kind "BoondManager action"; it travels in the URL.
    await addFilter(page, 'Type', 'Action BoondManager');
    await expect(page).toHaveURL(/filters=.*boond\.action/);
    const row = exchangeRow(page, id);
    await expect(row.getByTestId('exchange-state')).toHaveAttribute('data-state', 'failed');
    await expect(row).toContainText('Alice Martin');
    // The person's name filters on her.
    await row.getByRole('button', { name: 'Alice Martin' }).click();
    await expect(page.getByTestId('filter-bar')).toContainText('Personne égal à Alice Martin');
    await expect(row).toBeVisible();
    // The export is what is filtered, newest first: this message on the first line.
    const download = page.waitForEvent('download');
    await page.getByTestId('list-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Échanges_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toContain('Personne');
    expect(sheet.getCell('A2').value).toBe(id);
    expect(
      sheet
        .getColumn(1)
        .values.slice(2)
        .every((v) => typeof v === 'number'),
    ).toBe(true);
    // Its details (a click in the middle of the row could land on the person's filter link).
    await row.getByRole('button', { name: `Détails de l’échange n° ${id}` }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Échange n° ${id}`) });
    await expect(dialog.getByTestId('exchange-last-error')).toContainText('HTTP 422');
    const key = (await dialog.getByTestId('exchange-idempotency-key').textContent())!.trim();
    expect(await simulator.received(request, { idempotencyKey: key })).toHaveLength(0);

    await simulator.reset(request);
    await dialog.getByRole('button', { name: 'Relancer' }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Relancer' }).click();
    await expect(dialog.getByTestId('exchange-state')).toHaveAttribute('data-state', 'sent');
    const received = await simulator.received(request, { idempotencyKey: key });
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe('POST');
    expect(received[0]!.path).toMatch(/\/actions$/);
  });

  test('the administrator sends a test e-mail and reads it in the mailbox', async ({ page }) => {
    await openExchanges(page);
    await page.getByRole('button', { name: 'Envoyer un courriel de test' }).click();
    await expect(page.getByTestId('tracked-test')).toContainText('Courriel de test envoyé');

    await page.getByRole('tab', { name: 'Boîte aux lettres' }).click();
    await expect(page).toHaveURL(/\/management\/mailbox$/);
    const html = await openMail(page, accounts.directorAdministrator, /My Skills : courriel de test/);
    await expect(html).toHaveAttribute('sandbox', '');
    // The HTML body goes to the sandboxed frame as srcdoc (reaching into a frame without scripts would log errors).
    await expect(html).toHaveAttribute('srcdoc', /Ce courriel de test confirme/);
    await page.getByRole('button', { name: 'Version texte' }).click();
    await expect(page.getByTestId('mail-text')).toContainText('Ce courriel de test confirme');
  });
});

test('a consultant gets the 403 page on the exchanges screen; the mailbox is open to her in development', async ({
  page,
}) => {
  await signIn(page, accounts.consultant);
  await page.goto('/management/exchanges');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await page.goto('/management/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Boîte aux lettres locale' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Échanges' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Envoyer un courriel de test' })).toHaveCount(0);
});

test('a date filter is picked in a calendar, shown day first in French, never typed', async ({ page }) => {
  await openExchanges(page);
  await page.getByTestId('filter-add').click();
  const editor = page.getByRole('dialog', { name: 'Ajouter un filtre' });
  await page.getByTestId('filter-field').locator('..').click();
  await page.getByRole('option', { name: 'Créé le', exact: true }).click();
  await page.getByTestId('filter-operator').locator('..').click();
  await page.getByRole('option', { name: 'entre', exact: true }).click();
  const from = dateField(editor, 'De');
  await from.getByRole('spinbutton').first().press('1');
  await expect(from.locator('input')).toHaveValue('');
  await pickDate(page, from, '2026-03-12');
  await expect(from.locator('input')).toHaveValue('12/03/2026');
  await pickDate(page, dateField(editor, 'À'), '2000-02-01');
  await page.getByTestId('filter-apply').click();
  await expect(editor).toBeHidden();
  // The bounds may come in either order.
  const chip = page.getByTestId('filter-bar').getByTitle(/^Retirer le filtre Créé le entre/);
  await expect(chip).toContainText('Créé le entre 12 mars 2026 – 1 févr. 2000');
  await expect(page).toHaveURL(/filters=.*createdAt.*between/);
  await expect(page.getByTestId('exchanges-count')).toHaveText('Aucun résultat');
  // Removing the chip removes the filter.
  await chip.locator('.MuiChip-deleteIcon').click();
  await expect(page).not.toHaveURL(/filters=/);
});
