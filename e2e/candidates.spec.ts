/** The candidates list (/management/candidat): a manager adds a candidate with the invitation, which is e-mailed. */
import { accounts, expect, signIn, test } from './fixtures';
import { lastMailId, resetLinkOf, waitForMail } from './onboarding';

test('a manager adds a candidate with the invitation, finds her in the list, and the invitation is e-mailed', async ({
  page,
}) => {
  test.setTimeout(45_000);
  await signIn(page, accounts.manager, /\/page\/management$/);
  await page.getByTestId('menu-entry-candidates').click();
  await expect(page).toHaveURL(/\/management\/candidat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidats' })).toBeVisible();
  await expect(page.getByTestId('candidates-table')).toContainText('Nina Lambert');

  const unique = `${Date.now()}`;
  const email = `chloe.${unique}@example.com`;
  await page.getByTestId('candidate-add').click();
  const dialog = page.getByTestId('candidate-add-dialog');
  await expect(dialog.getByRole('checkbox', { name: 'Envoyer l’invitation maintenant' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Chloé');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Roussel${unique}`);
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill('not-an-address');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Adresse e-mail invalide.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Candidat ajouté.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Rechercher un candidat' }).fill(`Roussel${unique}`);
  const row = page.getByTestId('candidates-table').getByRole('row', { name: new RegExp(`Roussel${unique}`) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Français');
  await expect(row).toContainText('Pas encore');
  await expect(row).not.toContainText('Jamais');
  await expect(page.getByTestId('candidates-count')).toHaveText('1 candidat');

  const invitation = await waitForMail(page.request, email);
  expect(invitation.subject).toBe('My Skills : créez votre mot de passe');
  expect(new URL(resetLinkOf(invitation.text)).hostname).toBe('onboarding.localhost');

  // Sent again: a new link (the older one stops working).
  const before = await lastMailId(page.request, email);
  await row.getByRole('button', { name: /Renvoyer l’invitation/ }).click();
  await expect(page.getByText('Invitation envoyée au candidat.')).toBeVisible();
  const again = await waitForMail(page.request, email, before);
  expect(resetLinkOf(again.text)).not.toBe(resetLinkOf(invitation.text));
});
