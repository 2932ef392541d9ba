/**
 * The annual evaluation end to end (decision 015): Alice fills the rows of her draft (EEP languages, next-year actions,
 * training wishes, a line's comment), re-reads its technical lines from her skills file and reminds Marc by e-mail;
 * she opens this year's evaluation from her menu, is stopped by the
 * missing-data dialog (sections listed, fields in red), fills her side and submits it; Marc, her manager, opens it from
 * the people he follows, rates every line, adds an objective, picks the interview date, gives the overall rating,
 * reads the PDF in the app, validates and signs — BoondManager (the in-process simulator) receives the signed PDF;
 * Alice then sees Marc's ratings, exports Word and PDF and can no longer edit; Hélène (HR) corrects the validated
 * evaluation and the history shows the correction.
 *
 * The steps share one evaluation, so they run in order. Texts are matched in French or English.
 */
import type { Locator, Page } from '@playwright/test';
import { accounts, dateField, expect, pickDate, signIn, test } from './fixtures';
import { alert, containsEither, either, escape, expectWordAndPdfExports, openMail } from './documents';

const SIMULATOR = `http://127.0.0.1:${process.env.E2E_BOOND_SIM_PORT ?? '3201'}/__admin`;
const ALICE_BOOND_RESOURCE = 1001;
const today = () => new Date().toISOString().slice(0, 10);

/** Sets every rating select of one side to `score` (the native selects of the skills assessment). */
async function rateAll(page: Page, side: 'consultant' | 'manager', score: string) {
  const selects = page.locator(`select[data-testid^="note-${side}-"]`);
  const count = await selects.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i += 1) await selects.nth(i).selectOption(score);
  await page.getByTestId('save-skills').click();
  await expect(page.getByTestId('save-skills')).toBeDisabled();
  await expect(selects.first()).toHaveValue(score);
}

/** Chooses an option of a MUI select (react-hook-form's FormSelect) by its label's start. */
async function choose(page: Page, label: RegExp, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The documents BoondManager (the simulator) received for Alice's resource. */
async function signedDocuments(page: Page) {
  const response = await page.request.get(`${SIMULATOR}/received?method=POST`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { path: string; fields?: unknown }[] };
  return data.filter(
    (r) =>
      r.path.split('?')[0]!.endsWith('/documents') &&
      JSON.stringify(r.fields ?? {}).includes(String(ALICE_BOOND_RESOURCE)),
  );
}

/** Clicks a button that asks for confirmation, then the confirmation's button named `confirm`. */
async function confirmed(page: Page, button: Locator, confirm: RegExp) {
  await button.click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
}

/** Waits for the evaluation's status chip in the sticky header. */
const expectStatus = (page: Page, status: number) =>
  expect(page.getByTestId('ea-header').getByTestId('ea-status')).toHaveAttribute('data-status', String(status));

test.describe.configure({ mode: 'serial' });

test.describe('annual evaluation', () => {
  let evaluationUrl = '';

  test('Alice adds languages, next-year actions, training wishes and a comment, re-reads her technical lines and reminds Marc', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, accounts.consultant);
    await page.goto('/page/ea/menu');
    await page.getByTestId('ea-current').getByTestId('open-current').click();
    await expectStatus(page, 1);
    const save = either('Enregistrer', 'Save');

    // An EEP language: refused without its level, saved with it.
    await page.getByTestId('add-eepLanguages').click();
    const language = page.getByTestId('eep-language-dialog');
    await language.getByRole('textbox', { name: either('Langue', 'Language') }).fill('Espagnol');
    await language.getByRole('button', { name: save }).click();
    await expect(language.getByText(containsEither('Champ obligatoire.', 'Required field.'))).toBeVisible();
    await choose(page, either('Niveau', 'Level'), either('Courant', 'Fluent'));
    await language.getByRole('button', { name: save }).click();
    await expect(language).toBeHidden();
    // A next-year action (three texts) and a training wish made from the evaluation.
    await page.getByTestId('add-otherActions').click();
    const action = page.getByTestId('other-action-dialog');
    await action.getByRole('textbox', { name: either('Type d’action', 'Action type') }).fill('Tutorat');
    await action
      .getByRole('textbox', { name: either('Motivation', 'Motivation') })
      .fill('Transmettre la pratique Java');
    await action.getByRole('textbox', { name: either('Dispositifs', 'Implementation') }).fill('Binôme chaque semaine');
    await action.getByRole('button', { name: save }).click();
    await expect(action).toBeHidden();
    await page.getByTestId('add-trainingWishes').click();
    const wish = page.getByTestId('training-wish-dialog');
    await wish.getByRole('textbox', { name: either('Intitulé', 'Title') }).fill('Kotlin pour développeurs Java');
    await wish.getByRole('textbox', { name: either('Organisme', 'Organisation') }).fill('JetBrains Academy');
    await wish.getByRole('button', { name: save }).click();
    await expect(wish).toBeHidden();
    // Her comment on a technical line.
    const technical = page.getByTestId('skill-type-technical').locator('tbody tr');
    const comment = technical
      .first()
      .getByRole('textbox', { name: either('Commentaire du collaborateur', 'Employee’s') });
    await comment.fill('Utilisé chaque jour sur la mission');
    await page.getByTestId('save-skills').click();
    await expect(page.getByTestId('save-skills')).toBeDisabled();

    // All of it is saved.
    await page.reload();
    await expect(page.locator('[data-testid^="eep-language-"]').filter({ hasText: 'Espagnol' })).toContainText(
      containsEither('Courant', 'Fluent'),
    );
    await expect(page.locator('[data-testid^="other-action-"]').filter({ hasText: 'Tutorat' })).toContainText(
      'Binôme chaque semaine',
    );
    await expect(page.locator('[data-testid^="training-wish-"]').filter({ hasText: 'Kotlin' })).toContainText(
      'JetBrains Academy',
    );
    await expect(comment).toHaveValue('Utilisé chaque jour sur la mission');

    // A technical line removed by hand comes back when the lines are read again from the skills file.
    const lines = await technical.count();
    const last = technical.last();
    const skill = (await last.locator('th').innerText()).split('\n')[0]!;
    await confirmed(
      page,
      last.getByRole('button', { name: either('Supprimer la ligne', 'Delete the line') }),
      either('Supprimer', 'Delete'),
    );
    await expect(technical).toHaveCount(lines - 1);
    await confirmed(page, page.getByTestId('refresh-technical'), either('Relire le dossier', 'Re-read the file'));
    await expect(alert(page, containsEither('Lignes techniques relues', 'Technical lines read again'))).toBeVisible();
    await expect(technical).toHaveCount(lines);
    await expect(page.getByTestId('skill-type-technical')).toContainText(skill);
    await expect(comment).toHaveValue('Utilisé chaque jour sur la mission');

    // The reminder goes to Marc, whose mailbox receives it.
    await confirmed(page, page.getByTestId('action-remind'), either('Envoyer un rappel', 'Send a reminder'));
    await expect(
      alert(page, containsEither('Rappel envoyé par courriel à Marc Durand', 'Reminder e-mailed to Marc Durand')),
    ).toBeVisible();
    const mail = await openMail(
      page,
      accounts.manager,
      /Évaluation annuelle \d{4} : à compléter|annual evaluation: your part/,
    );
    await expect(mail).toHaveAttribute('srcdoc', /Alice Martin vous rappelle|Alice Martin reminds you/);
  });

  test('Alice is stopped by the missing fields, fills her side and submits', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, accounts.consultant);
    await page.goto('/page/ea/menu');
    const current = page.getByTestId('ea-current');
    await expect(current.getByTestId('ea-status')).toHaveAttribute('data-status', '1');
    await expect(current.getByTestId('ea-late')).toBeVisible();
    await expect(page.getByTestId('ea-previous').locator('tbody tr')).toHaveCount(1);
    await current.getByTestId('open-current').click();
    await expect(page).toHaveURL(/\/page\/ea\/fiche\/\d{4}\/\d+$/);
    evaluationUrl = new URL(page.url()).pathname;
    await expectStatus(page, 1);
    // The manager's side is hidden from her until the evaluation is validated.
    await expect(page.locator('select[data-testid^="note-manager-"]')).toHaveCount(0);

    // Submitting too early: the sections still to fill, and the fields circled in red.
    await page.getByTestId('action-submit').click();
    const missing = page.getByTestId('missing-dialog');
    await expect(missing).toContainText(containsEither('Évaluation des compétences', 'Skills assessment'));
    await expect(missing).toContainText(containsEither('Évolution professionnelle', 'Professional evolution'));
    await missing.getByRole('button', { name: 'OK' }).click();
    const unrated = page.locator('select[data-testid^="note-consultant-"][aria-invalid="true"]');
    expect(await unrated.count()).toBeGreaterThan(0);
    const mobility = page.getByRole('textbox', { name: either('Mobilité', 'Mobility') });
    await expect(mobility).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('missing-skills')).toBeVisible();

    // Her side: every line rated, the skills file confirmed up to date, mobility, a training followed and evaluated.
    await rateAll(page, 'consultant', '3');
    await expect(unrated).toHaveCount(0);
    await page.getByTestId('dc-up-to-date').getByRole('checkbox').click();
    await expect(page.getByTestId('dc-up-to-date').getByRole('checkbox')).toBeChecked();
    await mobility.fill('Île-de-France, ouverte à Lyon');
    await page.getByTestId('save-evolution').click();
    await expect(mobility).toHaveAttribute('aria-invalid', 'false');
    await page.getByTestId('add-training-review').click();
    await page.getByRole('textbox', { name: either('Formation', 'Training') }).fill('Kubernetes avancé');
    await choose(page, either('Évaluation de la formation', 'Training evaluation'), /^2 – /);
    await page.getByTestId('save-trainings').click();
    await expect(page.getByTestId('save-trainings')).toBeDisabled();
    await expect(page.getByTestId('missing-skills')).toBeHidden();

    await confirmed(page, page.getByTestId('action-submit'), either('Soumettre au manager', 'Submit to the manager'));
    await expectStatus(page, 2);
    await expect(page.getByTestId('action-submit')).toBeHidden();
    await expect(page.getByTestId('read-only-banner')).toBeVisible();
  });

  test('Marc rates, sets the objectives and the interview, reads the PDF, validates and signs', async ({ page }) => {
    test.setTimeout(150_000);
    expect(evaluationUrl).not.toBe('');
    await signIn(page, accounts.manager, /\/page\/management$/);
    await page.goto('/page/ea/menu');
    const followed = page.getByTestId('ea-followed');
    // Waiting for him first: Thomas (submitted before) and Alice.
    await expect(followed.locator('tbody tr').first()).toContainText(
      containsEither('En attente de moi', 'Waiting for me'),
    );
    await followed.getByRole('link', { name: /Alice Martin/ }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(evaluationUrl)}$`));
    await expectStatus(page, 2);
    await expect(page.getByTestId('action-validate')).toBeVisible();
    // Alice's side is read-only for him.
    await expect(page.locator('select[data-testid^="note-consultant-"]').first()).toBeDisabled();

    await rateAll(page, 'manager', '2');
    // An N+1 objective.
    await page.getByTestId('add-objectives').click();
    const goal = page.getByTestId('goal-dialog');
    await goal.getByRole('textbox', { name: either('Objectif', 'Objective') }).fill('Animer la communauté Java');
    await pickDate(page, dateField(goal, either('Échéance', 'Due date')), `${new Date().getFullYear() + 1}-06-30`);
    await goal.getByRole('button', { name: either('Enregistrer', 'Save') }).click();
    await expect(goal).toBeHidden();
    await expect(page.locator('[data-testid^="goal-"]').filter({ hasText: 'Animer la communauté Java' })).toHaveCount(
      1,
    );
    // The interview date (picked) and the overall rating.
    await pickDate(page, dateField(page, either('Date de l’entretien N', 'Interview date N')), today());
    await expect(page.getByTestId('missing-identity')).toBeHidden();
    await choose(page, either('Évaluation globale de l’année', 'Overall rating of the year'), /^2 – /);
    await page.getByTestId('save-annualReview').click();
    await expect(page.getByTestId('save-annualReview')).toBeDisabled();
    await expect(page.getByTestId('missing-annualReview')).toBeHidden();

    // He reads the evaluation as it will be signed, in the app's PDF view.
    await page.getByTestId('read-pdf').click();
    await expect(page).toHaveURL(/\/document\/pdf\?type=ea&id=\d+$/);
    await expect(page.getByTestId('document-frame')).toHaveAttribute('src', /^blob:/);
    await page.goBack();

    await confirmed(page, page.getByTestId('action-validate'), either('Valider et signer', 'Validate and sign'));
    await expect(
      alert(page, containsEither('Évaluation validée, signée et envoyée', 'Evaluation validated, signed and sent')),
    ).toBeVisible({ timeout: 20_000 });
    await expectStatus(page, 3);
    await expect(page.getByTestId('ea-signature')).toContainText('Marc Durand');
    await expect(page.getByTestId('delivery-panel')).toHaveAttribute('data-state', 'sent');

    // The simulator received the signed PDF, attached to Alice's resource.
    expect((await signedDocuments(page)).length).toBeGreaterThanOrEqual(1);
  });

  test('Alice sees Marc’s ratings, exports Word and PDF, and cannot edit', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, accounts.consultant);
    await page.goto(evaluationUrl);
    await expectStatus(page, 3);
    const managerNotes = page.locator('select[data-testid^="note-manager-"]');
    await expect(managerNotes.first()).toHaveValue('2');
    await expect(managerNotes.first()).toBeDisabled();
    await expect(page.locator('select[data-testid^="note-consultant-"]').first()).toBeDisabled();
    await expect(page.getByTestId('read-only-banner')).toBeVisible();
    await expect(page.getByTestId('action-submit')).toBeHidden();
    await expect(page.getByTestId('save-skills')).toBeHidden();

    await expectWordAndPdfExports(page, page.getByTestId('ea-header'));
  });

  test('Hélène (HR) corrects the validated evaluation; the history shows it', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, accounts.humanResources, /\/page\/(accueil|management)$/);
    await page.goto(evaluationUrl);
    await expectStatus(page, 3);
    const synthesis = page.getByRole('textbox', { name: either('Synthèse du manager', 'Manager’s synthesis') });
    await expect(synthesis).toBeEnabled();
    await synthesis.fill('Synthèse corrigée par les RH après l’entretien.');
    await page.getByTestId('save-trainings').click();
    await expect(page.getByTestId('save-trainings')).toBeDisabled();
    await expect(page.getByText(containsEither('corrigée par les RH', 'corrected by HR')).first()).toBeVisible();
    await page.getByRole('button', { name: either('Historique', 'History') }).click();
    await expect(page.getByTestId('ea-history')).toContainText(
      containsEither('Correction par les RH', 'Correction by HR'),
    );
  });

  test('Marc signs the corrected evaluation again; BoondManager receives the new signed PDF', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, accounts.manager, /\/page\/management$/);
    const before = (await signedDocuments(page)).length;
    await page.goto(evaluationUrl);
    await expect(page.getByTestId('ea-signature')).toBeHidden();
    await confirmed(page, page.getByTestId('action-sign'), either('Signer à nouveau', 'Sign again'));
    await expect(page.getByTestId('ea-signature')).toContainText('Marc Durand', { timeout: 20_000 });
    await expect(page.getByTestId('action-sign')).toBeHidden();
    expect((await signedDocuments(page)).length).toBeGreaterThan(before);
  });
});
