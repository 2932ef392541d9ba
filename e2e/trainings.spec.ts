/**
 * Training wishes (/management/formationsCertifications): Hélène (HR) opens Alice's CKA certification wish (entered by
 * Marc in the demo) and processes it; BoondManager refuses the action once (the simulator's failure mode): the wish is
 * back in progress and the dialog says so; she processes it again and the action arrives — once: the simulator holds
 * one action about it on Alice's resource (1001).
 */
import type { APIRequestContext } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';

/** The simulator the e2e server embeds (BOOND_SIM_PORT in playwright.config.ts). */
const SIMULATOR = `http://127.0.0.1:${process.env.E2E_BOOND_SIM_PORT ?? '3201'}/__admin`;
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
