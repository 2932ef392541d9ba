import { expect, openAdministrationEntry, test } from './fixtures';

// The demo organisation's mapping (seeded for the embedded simulator's dictionary) decides every value; this journey
// forgets one decision and takes it again, so it leaves the mapping as it found it.
test('the administrator forgets and confirms a mapping decision, reads the dictionary again and tests the connection', async ({
  page,
}) => {
  await openAdministrationEntry(
    page,
    'boondMapping',
    /\/management\/exchanges\/mapping$/,
    'Correspondances du dictionnaire BoondManager',
  );
  // The simulator's dictionary version.
  await expect(page.getByTestId('dictionary-version')).toHaveText(/^\d+(\.\d+)+$/);
  await expect(page.getByRole('tab', { name: 'Correspondances', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Language levels: "Courant" is decided; forget it (with a confirmation), it is proposed again.
  await page.getByRole('tab', { name: /^Niveaux de langue/ }).click();
  await expect(page.getByRole('table', { name: /^Niveaux de langue/ })).toBeVisible();
  const fluent = page.getByTestId('mapping-row-languageLevel-3');
  const state = fluent.getByTestId('mapping-state');
  await expect(state).toHaveAttribute('data-state', 'decided');
  await fluent.getByRole('button', { name: 'Oublier la décision pour « Courant »' }).click();
  const confirm = page.getByRole('dialog', { name: 'Oublier la décision' });
  await confirm.getByRole('button', { name: 'Oublier' }).click();
  await expect(confirm).toBeHidden();
  await expect(state).toHaveAttribute('data-state', 'proposed');
  await expect(state).toHaveText('Proposée');
  await expect(fluent.getByTestId('mapping-boond-value')).toHaveText('proposée : Courant');
  await expect(page.getByTestId('mapping-summary')).toContainText('1 valeur attend une décision');

  // Confirm takes the proposal (preselected in the row's editor).
  await expect(fluent.getByRole('combobox', { name: 'Valeur BoondManager pour « Courant »' })).toHaveValue('Courant');
  await fluent.getByRole('button', { name: 'Confirmer « Courant »' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Correspondances enregistrées.' })).toBeVisible();
  await expect(state).toHaveAttribute('data-state', 'decided');
  await expect(page.getByTestId('mapping-summary')).toContainText('Chaque valeur a sa décision');

  // Read the dictionary again: the server's message in a toast.
  await page.getByRole('button', { name: 'Relire le dictionnaire' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Dictionnaire de BoondManager relu.' })).toBeVisible();

  // The connection test on the exchanges screen: its three checks passed, nothing missing in the mapping.
  await page.getByRole('tab', { name: 'Échanges', exact: true }).click();
  await expect(page).toHaveURL(/\/management\/exchanges$/);
  await page.getByRole('button', { name: 'Tester la connexion' }).click();
  const tracked = page.getByTestId('tracked-test');
  await expect(tracked).toContainText('Connexion réussie');
  const checks = tracked.getByTestId('connection-check');
  await expect(checks).toHaveCount(3);
  for (const name of ['currentUser', 'dictionary', 'technicalData'])
    await expect(checks.and(page.locator(`[data-name="${name}"]`))).toHaveAttribute('data-outcome', 'passed');
  await expect(tracked).toContainText('Utilisateur de l’API : réussie');
  await expect(tracked.getByTestId('mapping-lacks')).toHaveCount(0);
});
