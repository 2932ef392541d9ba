/**
 * The candidates' onboarding host (onboarding.localhost): the first-login link asked for on /reset and read from
 * the local mailbox, the password set with its rules shown as typed, the sign-in with e-mail, password and captcha,
 * the candidate screens only; and the lock after five wrong passwords.
 */
import type { Page } from '@playwright/test';
import { expect, menuEntryIds, test } from './fixtures';
import { addCandidate, apiAs, onboardingUrl, resetLinkOf, solveCaptcha, waitForMail } from './onboarding';

const PASSWORD = 'abcDEF12345!';

const passwordField = (page: Page, name: 'Password' | 'ConfirmPassword') => page.locator(`input[name="${name}"]`);

test('a candidate asks for her first-login link, sets her password as the rules light up, signs in and starts her skills file', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const onboarding = onboardingUrl(baseURL);
  const manager = await apiAs(baseURL);
  const candidate = await addCandidate(manager, false);

  // The candidates' sign-in: no development sign-in here.
  await page.goto(`${onboarding}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Skills' })).toBeVisible();
  await expect(page.getByTestId('demo-account-select')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Mémo candidat' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(candidate.email);
  await page.getByRole('link', { name: 'Première connexion ou mot de passe oublié ?' }).click();

  // The link is asked for with the captcha; the answer never tells whether the address is known.
  await expect(page).toHaveURL(/\/reset$/);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(candidate.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Le captcha doit être coché.')).toBeVisible();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText('Si cette adresse est connue');
  await expect(page.getByTestId('reset-spam-advice')).toHaveText(
    'Si aucun e-mail n’arrive, vérifiez votre dossier de courriers indésirables (spam) et réessayez.',
  );

  const mail = await waitForMail(manager, candidate.email);
  const link = resetLinkOf(mail.text);
  expect(new URL(link).origin).toBe(onboarding);
  await manager.dispose();

  // The link: the rules follow the typing, the confirmation must match.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Veuillez définir votre mot de passe pour la première connexion.',
  );
  const rules = page.getByTestId('password-rules');
  const met = rules.locator('[data-met="true"]');
  await expect(met).toHaveCount(0);
  await passwordField(page, 'Password').pressSequentially('abc');
  await expect(met).toHaveCount(1);
  await expect(rules.locator('[data-rule="lower"]')).toHaveAttribute('data-met', 'true');
  await passwordField(page, 'Password').pressSequentially('DEF12345');
  await expect(met).toHaveCount(3);
  await expect(rules.locator('[data-rule="length"]')).toContainText('Au moins 12 caractères — pas encore');
  await passwordField(page, 'Password').pressSequentially('!');
  await expect(met).toHaveCount(5);
  await passwordField(page, 'ConfirmPassword').fill('abcDEF12345?');
  const mismatch = page.getByText('Le mot de passe et sa confirmation ne correspondent pas.');
  await expect(mismatch).toBeVisible();
  await passwordField(page, 'ConfirmPassword').fill(PASSWORD);
  await expect(mismatch).toBeHidden();
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByTestId('password-saved')).toContainText('Mot de passe enregistré');

  // Signing in: e-mail kept, password, captcha; the candidate lands on her home menu.
  await page.getByRole('button', { name: 'Aller à la connexion' }).click();
  await expect(page).toHaveURL(`${onboarding}/`);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(candidate.email);
  await passwordField(page, 'Password').fill(PASSWORD);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${onboarding}/page/accueil`);
  expect(await menuEntryIds(page)).toEqual(['skillsFileMenu']);

  // Her skills file: created, then edited — a skill picked and saved, still there after a reload.
  await page.getByTestId('menu-entry-skillsFileMenu').click();
  await page.getByTestId('dc-card-1').getByTestId('dc-create-1').click();
  await page.getByTestId('dc-create-submit').click();
  await expect(page).toHaveURL(new RegExp(`/page/dc/fiche/${candidate.id}/1$`));
  await expect(page.getByTestId('file-owner')).toHaveText(`${candidate.firstName} ${candidate.lastName}`);
  await page.getByTestId('edit-document').click();
  const hardSkills = page.getByTestId('section-hardSkills');
  const picker = hardSkills.getByTestId('picker-hardSkills').getByRole('combobox');
  await picker.fill('reac');
  await page.getByRole('option', { name: 'React', exact: true }).click();
  await picker.press('Escape');
  await expect(hardSkills.getByTestId('stars-React')).toHaveAttribute('data-level', '1');
  await page.getByTestId('save-document').click();
  await expect(page.getByTestId('editor-status')).toHaveAttribute('data-status', 'saved');
  await page.reload();
  await expect(page.getByTestId('section-hardSkills').getByTestId('stars-React')).toHaveAttribute('data-level', '1');

  // Any other screen is not found on this host.
  await page.goto(`${onboarding}/management/mailbox`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
});

test('five wrong passwords lock the account for 30 minutes, even against the right one', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const onboarding = onboardingUrl(baseURL);
  const manager = await apiAs(baseURL);
  const candidate = await addCandidate(manager, true);
  const link = new URL(resetLinkOf((await waitForMail(manager, candidate.email)).text));
  // The link's password, set through the API (Node resolves no *.localhost host: the main host answers the same).
  const saved = await manager.post('/api/Login/savePassword', {
    data: {
      LoginFromEmail: candidate.email,
      IDToken: link.searchParams.get('token'),
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(`${onboarding}/`);
  await page.getByLabel('Adresse e-mail').fill(candidate.email);
  const error = page.getByTestId('sign-in-error');
  const attempt = async (password: string) => {
    await passwordField(page, 'Password').fill(password);
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // A captcha is good for one try: the form clears it once the answer is in.
    await expect(page.getByTestId('captcha')).toHaveAttribute('data-state', 'idle');
  };
  for (let i = 1; i <= 4; i++) {
    await attempt(`Wrong-password-${i}`);
    await expect(error).toHaveText('Votre mot de passe ou votre e-mail n’est pas correct.');
  }
  await attempt('Wrong-password-5');
  await expect(error).toHaveText('Compte verrouillé, réessayez dans 30 minutes.');
  await attempt(PASSWORD);
  await expect(error).toHaveText('Compte verrouillé, réessayez dans 30 minutes.');
  await expect(page).toHaveURL(`${onboarding}/`);

  // The candidates list shows the lock.
  const list = await manager.get('/api/Candidate/list', { params: { searchTerm: candidate.email } });
  const [row] = ((await list.json()) as { data: { items: { lockedUntil: string | null }[] } }).data.items;
  expect(row?.lockedUntil).not.toBeNull();
  await manager.dispose();
});
