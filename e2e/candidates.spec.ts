/**
 * The candidates list (/management/candidat) on the lists' grid: a manager adds a candidate with the invitation,
 * which is e-mailed; Camille (recruiter) adds one without it and creates their skills file from the list.
 */
import type { Page } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';
import { lastMailId, resetLinkOf, waitForMail } from './onboarding';

const RECRUITER = 'camille.girard@example.com';

const openCandidates = async (page: Page) => {
  await page.getByTestId('menu-entry-candidates').click();
  await expect(page).toHaveURL(/\/management\/candidat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidats' })).toBeVisible();
};
const row = (page: Page, text: string) =>
  page.getByTestId('candidates-table').getByRole('row').filter({ hasText: text });

/** Fills and saves the add dialog; `invite` leaves the invitation ticked (the default) or unticks it. */
async function addCandidate(page: Page, person: { firstName: string; lastName: string; email: string }, invite = true) {
  await page.getByTestId('candidate-add').click();
  const dialog = page.getByTestId('candidate-add-dialog');
  const inviteBox = dialog.getByRole('checkbox', { name: 'Envoyer l’invitation maintenant' });
  await expect(inviteBox).toBeChecked();
  if (!invite) await inviteBox.uncheck();
  await dialog.getByRole('textbox', { name: 'Prénom' }).fill(person.firstName);
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(person.lastName);
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(person.email);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Candidat ajouté.')).toBeVisible();
}

test('a manager adds a candidate with the invitation, finds her in the list, and the invitation is e-mailed', async ({
  page,
}) => {
  test.setTimeout(45_000);
  await signIn(page, accounts.manager, /\/page\/management$/);
  await openCandidates(page);
  await expect(page.getByTestId('candidates-table')).toContainText('Nina Lambert');

  const unique = `${Date.now()}`;
  const email = `chloe.${unique}@example.com`;
  // A bad address is refused in the dialog first.
  await page.getByTestId('candidate-add').click();
  const dialog = page.getByTestId('candidate-add-dialog');
  await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Chloé');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Roussel${unique}`);
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Adresse e-mail invalide.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Candidat ajouté.')).toBeVisible();

  // The quick search (on the server, kept in the URL) finds her alone.
  await page.getByTestId('candidates-search').fill(`Roussel${unique}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=Roussel${unique}`));
  const chloe = row(page, `Roussel${unique}`);
  await expect(chloe).toContainText(email);
  await expect(chloe).toContainText('Français');
  await expect(chloe).toContainText('Pas encore');
  await expect(chloe).not.toContainText('Jamais');
  await expect(page.getByTestId('candidates-count')).toHaveText('1 résultat');
  // A manager sees the file's state but may not create a candidate's file.
  await expect(chloe.locator('[data-testid$="-1"][data-status="0"]')).toHaveText('Aucun');
  await expect(chloe.getByRole('link')).toHaveCount(0);

  const invitation = await waitForMail(page.request, email);
  expect(invitation.subject).toBe('My Skills : créez votre mot de passe');
  expect(new URL(resetLinkOf(invitation.text)).hostname).toBe('onboarding.localhost');

  // Sent again: a new link (the older one stops working).
  const before = await lastMailId(page.request, email);
  await chloe.getByRole('button', { name: /Renvoyer l’invitation/ }).click();
  await expect(page.getByText('Invitation envoyée au candidat.')).toBeVisible();
  const again = await waitForMail(page.request, email, before);
  expect(resetLinkOf(again.text)).not.toBe(resetLinkOf(invitation.text));
});

test('Camille adds a candidate and creates their skills file from the list', async ({ page }) => {
  test.setTimeout(45_000);
  await signIn(page, RECRUITER, /\/page\/management$/);
  await openCandidates(page);

  const unique = `${Date.now()}`;
  const lastName = `Garnier${unique}`;
  await addCandidate(page, { firstName: 'Léa', lastName, email: `lea.${unique}@example.com` }, false);

  // Not invited: "Never".
  await page.getByTestId('candidates-search').fill(lastName);
  const lea = row(page, lastName);
  await expect(lea).toContainText('Jamais');
  await expect(page.getByTestId('candidates-count')).toHaveText('1 résultat');

  // No French file yet: Camille creates it from the list.
  await lea.getByRole('link', { name: `Créer le dossier de compétences français de Léa ${lastName}` }).click();
  await expect(page).toHaveURL(/\/page\/dc\/create\/\d+\/1$/);
  await expect(page.getByRole('radio', { name: 'Français' })).toBeChecked();
  await page.getByTestId('dc-create-submit').click();
  await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/1$/);
  await expect(page.getByTestId('file-owner')).toHaveText(`Léa ${lastName}`);
  await expect(page.getByTestId('file-header').getByTestId('dc-status')).toHaveAttribute('data-status', '1');

  // Back on the list (its search kept in the URL), the French file is a draft that opens; the English one is not.
  await page.goto(`/management/candidat?q=${lastName}`);
  const draft = row(page, lastName).getByRole('link', { name: /Ouvrir le dossier de compétences français/ });
  await expect(draft).toHaveText('Brouillon');
  await expect(row(page, lastName).getByRole('link', { name: /Créer le dossier de compétences anglais/ })).toHaveCount(
    1,
  );
  // Filtered by the French file's status "draft", she is still listed; "validated", she is not.
  const url = (status: string) =>
    `/management/candidat?q=${lastName}&filters=${encodeURIComponent(JSON.stringify([{ field: 'dcFr', op: 'equal', value: status }]))}`;
  await page.goto(url('3'));
  await expect(page.getByTestId('candidates-count')).toHaveText('Aucun résultat');
  await page.goto(url('1'));
  await expect(page.getByTestId('candidates-count')).toHaveText('1 résultat');
  await draft.click();
  await expect(page).toHaveURL(/\/page\/dc\/fiche\/\d+\/1$/);
});
