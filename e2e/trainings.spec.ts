/**
 * Training wishes (/management/formationsCertifications): Hélène (HR) opens Alice's CKA certification wish (entered by
 * Marc in the demo) and processes it; BoondManager refuses the action once (the simulator's failure mode): the wish is
 * back in progress and the dialog says so; she processes it again and the action arrives — once: the simulator holds
 * one action about it on Alice's resource (1001). Then the certification obtained: Hélène records it with its expiry
 * date, and Alice finds it proposed on her skills file, accepts it, and reads it among her certifications.
 */
import type { APIRequestContext } from '@playwright/test';
import { accounts, dateField, expect, pickDate, signIn, test } from './fixtures';
import { server } from './servers';

/** The simulator the e2e server embeds (BOOND_SIM_PORT in playwright.config.ts). */
const SIMULATOR = server.boondSimulatorAdmin;
const TITLE = 'Certification Kubernetes (CKA)';

const actionsAbout = async (request: APIRequestContext, title: string) => {
  const state = await request.get(`${SIMULATOR}/state`);
  expect(state.ok()).toBe(true);
  const { data } = (await state.json()) as { data: { actions: { resourceId: number; text: string }[] } };
  return data.actions.filter((a) => a.resourceId === 1001 && a.text.includes(title));
};

test('Hélène processes a wish; the sending fails once, she processes it again and it arrives once', async ({
  page,
  request,
}) => {
  expect((await request.post(`${SIMULATOR}/reset`)).ok()).toBe(true);
  await signIn(page, accounts.humanResources, /\/page\/management$/);
  await page.getByTestId('menu-entry-trainings').click();
  await expect(page).toHaveURL(/\/management\/formationsCertifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Formations et certifications' })).toBeVisible();
  await expect(page.getByTestId('trainings-total')).toBeVisible();

  await page.getByRole('button', { name: `Ouvrir le souhait ${TITLE} de Alice Martin` }).click();
  const dialog = page.getByRole('dialog', { name: `${TITLE} — Alice Martin` });
  await expect(dialog.getByTestId('training-status')).toHaveText('En cours');

  // BoondManager refuses the next write once: the wish goes back to in progress.
  expect((await request.post(`${SIMULATOR}/fail`, { data: { status: 422, count: 1 } })).ok()).toBe(true);
  await dialog.getByTestId('training-process').click();
  await expect(dialog.getByTestId('training-delivery')).toContainText('L’envoi à BoondManager a échoué');
  await expect(dialog.getByTestId('training-status')).toHaveText('En cours');
  expect(await actionsAbout(request, TITLE)).toHaveLength(0);

  // Processed again: the same message is retried, and arrives.
  await dialog.getByTestId('training-process').click();
  await expect(dialog.getByTestId('training-delivery')).toHaveText('Inscription envoyée à BoondManager.');
  await expect(dialog.getByTestId('training-status')).toHaveText('Traité (inscrit)');
  await expect(dialog.getByTestId('training-history')).toContainText('Système');
  expect(await actionsAbout(request, TITLE)).toHaveLength(1);

  await dialog.getByTestId('training-close').click();
  await expect(dialog).toBeHidden();
});

test('a certification obtained is proposed in Alice’s skills file; she accepts it and it shows with its expiry', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signIn(page, accounts.humanResources, /\/page\/management$/);
  await page.goto('/management/formationsCertifications');
  await page.getByRole('button', { name: `Ouvrir le souhait ${TITLE} de Alice Martin` }).click();
  const dialog = page.getByRole('dialog', { name: `${TITLE} — Alice Martin` });
  await pickDate(page, dateField(dialog, 'Obtenue le'), '2026-11-20');
  await pickDate(page, dateField(dialog, 'Date d’expiration'), '2029-11-20');
  await dialog.getByRole('button', { name: 'Enregistrer la certification' }).click();
  // Recorded: the wish now offers to undo it.
  await expect(dialog.getByRole('button', { name: 'Annuler l’obtention' })).toBeVisible();
  await dialog.getByTestId('training-close').click();
  await expect(dialog).toBeHidden();

  // Alice, on her French skills file: the proposal, from the wish, with what will be added.
  await page.context().clearCookies();
  await signIn(page, accounts.consultant);
  const { data } = (await (await page.request.get('/api/Login/me')).json()) as { data: { id: number } };
  await page.goto(`/page/dc/fiche/${data.id}/1`);
  // The panel may also hold other proposals (a validated evaluation's skill levels): the wish's card.
  const panel = page
    .getByTestId('proposals-panel')
    .getByTestId(/^proposal-\d+$/)
    .filter({ hasText: TITLE });
  await expect(panel.getByTestId('proposal-source')).toContainText('souhait de formation');
  await expect(panel.getByTestId('proposal-change-name')).toContainText(TITLE);
  await expect(panel.getByTestId('proposal-change-expiryDate')).toContainText('20 nov. 2029');

  const status = page.getByTestId('file-header').getByTestId('dc-status');
  await expect(status).toBeVisible();
  const validated = (await status.getAttribute('data-status')) === '3';
  await panel.getByTestId('proposal-accept').click();
  if (validated) {
    // A validated file asks first: accepting makes a new draft version that holds the certification.
    const confirm = page.getByRole('dialog', { name: 'Accepter la proposition' });
    await confirm.getByRole('button', { name: 'Accepter' }).click();
    await expect(status).toHaveAttribute('data-status', '1');
  }
  await expect(panel).toBeHidden();
  const certifications = page.getByTestId('section-certifications');
  await expect(certifications).toContainText(TITLE);
  await expect(certifications).toContainText('20 nov. 2029');
});
