/**
 * Key people (/management/listeKP, /management/key-people/{idUser}): Marc, Alice's manager, sees his team's key people
 * (Thomas and Bruno in the demo), adds Alice through "Add a key person", marks her Key People Tech and client mission,
 * rates her skills (Java, level 4 in her file, pre-filled at 5 and made a key skill; Kubernetes raised to 3), saves;
 * the rates reach the BoondManager simulator as the tools of her resource's technical data (1001). The record then
 * reads as text, the list shows her with her categories, and her skills file opens from the record with the
 * breadcrumb going back through it.
 */
import { accounts, expect, signIn, test } from './fixtures';
import { server } from './servers';

/** The simulator the e2e server embeds (BOOND_SIM_PORT in playwright.config.ts). */
const SIMULATOR = server.boondSimulatorAdmin;

test('Marc makes Alice a key person with two categories and her skills’ rates, sent to BoondManager', async ({
  page,
}) => {
  await signIn(page, accounts.manager, /\/page\/management$/);
  await page.getByTestId('menu-entry-keyPeople').click();
  await expect(page).toHaveURL(/\/management\/listeKP$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Key People' })).toBeVisible();
  const list = page.getByTestId('key-people-table');
  await expect(list.getByRole('row').filter({ hasText: 'Thomas' })).toHaveCount(1);
  await expect(list.getByRole('row').filter({ hasText: 'Alice' })).toHaveCount(0);

  // Add a key person: Alice, picked by her name.
  await page.getByTestId('add-key-person-button').click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un key people' });
  await dialog.getByLabel('Collaborateur').fill('Mart');
  await page.getByRole('option', { name: /Martin Alice/ }).click();
  await dialog.getByTestId('add-key-person-open').click();
  await expect(page).toHaveURL(/\/management\/key-people\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fiche Key People de Alice Martin' })).toBeVisible();
  await expect(page.getByText('Alice Martin n’est pas encore key people')).toBeVisible();

  // Two categories, a capacity, her rates: Java pre-filled at 5 (Expertise), made key; Kubernetes raised to 3.
  await page.getByTestId('category-1').check();
  await page.getByTestId('category-2').check();
  await page.getByLabel('Capacité d’évaluation technique').check();
  await expect(page.getByLabel('Note de Java')).toHaveValue('5');
  await page.getByLabel('Java : compétence clé').check();
  await page.getByLabel('Note de Kubernetes').selectOption('3');
  await page.getByTestId('finish-editing').click();
  // Saved, the sending scheduled — and, when the relay is quick, at once replaced by its outcome (one notification at
  // a time): either says the save went through.
  await expect(
    page
      .getByText('Fiche key people enregistrée ; l’envoi des notes vers BoondManager est programmé.')
      .or(page.getByText('Notes envoyées à BoondManager.')),
  ).toBeVisible();

  // It reads as text now: her categories as chips, her status.
  await expect(page.getByTestId('record-status')).toHaveText('En cours');
  const categories = page.getByTestId('read-categories');
  await expect(categories).toContainText('Key People Tech');
  await expect(categories).toContainText('Mission client');

  // The simulator received the rates: Java 5 (a high rate), Kubernetes 3, as her resource's tools.
  await expect
    .poll(
      async () => {
        const state = await page.request.get(`${SIMULATOR}/state`);
        const tools =
          (
            (await state.json()) as {
              data: { technicalData: Record<string, { tools?: { tool: string; level: number }[] }> };
            }
          ).data.technicalData['1001']?.tools ?? [];
        return Object.fromEntries(
          tools.filter((t) => ['java', 'kubernetes'].includes(t.tool)).map((t) => [t.tool, t.level]),
        );
      },
      { timeout: 20_000 },
    )
    .toEqual({ java: 5, kubernetes: 3 });
  await expect(page.getByTestId('delivery-panel')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('delivery-state')).toHaveText('Envoyé');

  // Her skills file opens from the record; the breadcrumb goes back through it and the list.
  await page.getByTestId('open-skills-file').click();
  await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/1$/);
  const crumbs = page.getByRole('navigation', { name: 'Fil d’Ariane' });
  await expect(crumbs.getByRole('link', { name: 'Key People', exact: true })).toBeVisible();
  await crumbs.getByRole('link', { name: 'Fiche Key People' }).click();
  await expect(page).toHaveURL(/\/management\/key-people\/\d+$/);

  // The list shows her with her categories.
  await page.goto('/management/listeKP');
  const alice = page.getByTestId('key-people-table').getByRole('row').filter({ hasText: 'Alice' });
  await expect(alice).toContainText('Key People Tech');
  await expect(alice).toContainText('Mission client');
});

test('a consultant gets the 403 page', async ({ page }) => {
  await signIn(page, accounts.consultant);
  await page.goto('/management/listeKP');
  await expect(page.getByRole('heading', { name: /^(Accès refusé|Access denied)$/ })).toBeVisible();
  await expect(page.getByTestId('key-people-table')).toHaveCount(0);
});
