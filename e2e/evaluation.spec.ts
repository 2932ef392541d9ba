/**
 * The annual evaluation end to end (decisions 015 and 017). The evaluation reads as a document until "Edit"; the
 * viewer's own fields are then inputs, saved together by one "Save"; leaving with unsaved input asks first.
 * Alice fills the rows of her draft and a line's comment, re-reads her technical lines and reminds Marc; typing is
 * never lost (leaving, switching language, closing the tab, a save refused because the evaluation changed); she is
 * stopped by the missing-data dialog (sections and fields named), fills her side and submits; Marc rates, sets the
 * objectives, the entity and the interview, reads the PDF, validates and signs — BoondManager (the in-process
 * simulator) receives the signed PDF; Alice reads the validated evaluation as a document and exports it; Hélène (HR)
 * corrects it and may not sign it; Marc signs again; a failed resend tells support by e-mail.
 *
 * The steps share one evaluation, so they run in order. Texts are matched in French or English.
 */
import type { Locator, Page } from '@playwright/test';
import { accounts, dateField, expect, pickDate, signIn, test } from './fixtures';
import { alert, containsEither, either, escape, expectWordAndPdfExports, openMail } from './documents';
import { server } from './servers';

const SIMULATOR = server.boondSimulatorAdmin;
const ALICE_BOOND_RESOURCE = 1001;
const today = () => new Date().toISOString().slice(0, 10);

/** Sets every rating select of one side to `score` (the native selects of the skills assessment, while editing). */
async function rateAll(page: Page, side: 'consultant' | 'manager', score: string) {
  const selects = page.locator(`select[data-testid^="note-${side}-"]`);
  const count = await selects.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i += 1) await selects.nth(i).selectOption(score);
  await expect(selects.first()).toHaveValue(score);
}

/** Saves the document's changes from its header and waits for the header to say so. */
async function save(page: Page) {
  await page.getByTestId('save-document').click();
  await expect(page.getByTestId('editor-status')).toHaveAttribute('data-status', 'saved');
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

/** The colour of a chart series, read from its legend. */
const legendColor = (page: Page, label: RegExp) =>
  page.getByTestId('skills-chart').locator('li.MuiChartsLegend-item').filter({ hasText: label }).locator('rect');

/** Waits for the evaluation's status chip in the sticky header. */
const expectStatus = (page: Page, status: number) =>
  expect(page.getByTestId('ea-header').getByTestId('ea-status')).toHaveAttribute('data-status', String(status));

const LAST_YEAR = either('Année précédente', 'Previous year');
const LAST_YEAR_COLOR = '#a3adae';

test.describe.configure({ mode: 'serial' });

test.describe('annual evaluation', () => {
  let evaluationUrl = '';

  test('Alice edits her draft: rows, a line’s comment opened on demand, technical lines re-read, a reminder to Marc', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, accounts.consultant);
    await page.goto('/page/ea/menu');
    await page.getByTestId('ea-current').getByTestId('open-current').click();
    await expectStatus(page, 1);
    evaluationUrl = new URL(page.url()).pathname;
    // It reads as a document: no inputs, no "Add", until "Edit".
    await expect(page.getByTestId('add-eepLanguages')).toBeHidden();
    await expect(page.locator('select[data-testid^="note-consultant-"]')).toHaveCount(0);
    // The series keep their colour whoever looks (here without the manager's series).
    await expect(legendColor(page, LAST_YEAR)).toHaveAttribute('fill', LAST_YEAR_COLOR);
    await page.getByTestId('edit-document').click();
    const saveRow = either('Enregistrer', 'Save');

    // An EEP language: refused without its level, saved with it.
    await page.getByTestId('add-eepLanguages').click();
    const language = page.getByTestId('eep-language-dialog');
    await language.getByRole('textbox', { name: either('Langue', 'Language') }).fill('Espagnol');
    await language.getByRole('button', { name: saveRow }).click();
    await expect(language.getByText(containsEither('Champ obligatoire.', 'Required field.'))).toBeVisible();
    await choose(page, either('Niveau', 'Level'), either('Courant', 'Fluent'));
    await language.getByRole('button', { name: saveRow }).click();
    await expect(language).toBeHidden();
    // A next-year action (three texts) and a training wish made from the evaluation.
    await page.getByTestId('add-otherActions').click();
    const action = page.getByTestId('other-action-dialog');
    await action.getByRole('textbox', { name: either('Type d’action', 'Action type') }).fill('Tutorat');
    await action
      .getByRole('textbox', { name: either('Motivation', 'Motivation') })
      .fill('Transmettre la pratique Java');
    await action.getByRole('textbox', { name: either('Dispositifs', 'Implementation') }).fill('Binôme chaque semaine');
    await action.getByRole('button', { name: saveRow }).click();
    await expect(action).toBeHidden();
    await page.getByTestId('add-trainingWishes').click();
    const wish = page.getByTestId('training-wish-dialog');
    await wish.getByRole('textbox', { name: either('Intitulé', 'Title') }).fill('Kotlin pour développeurs Java');
    await wish.getByRole('textbox', { name: either('Organisme', 'Organisation') }).fill('JetBrains Academy');
    await wish.getByRole('button', { name: saveRow }).click();
    await expect(wish).toBeHidden();
    // Her comment on a technical line: it opens on demand, its count shows on the line.
    const technical = page.getByTestId('skill-type-technical').locator('tbody tr[data-testid^="skill-line-"]');
    const first = technical.first();
    const lineId = (await first.getAttribute('data-testid'))!.replace('skill-line-', '');
    await page.getByTestId(`comments-${lineId}`).click();
    await page
      .getByTestId(`line-comments-${lineId}`)
      .getByRole('textbox', { name: either('Commentaire du collaborateur', 'Employee’s') })
      .fill('Utilisé chaque jour sur la mission');
    await save(page);
    await expect(page.getByTestId(`comments-${lineId}`)).toHaveAccessibleName(/\(1\)/);

    // All of it is saved, and reads as a document once done.
    await page.getByTestId('finish-editing').click();
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
    await expect(page.getByTestId(`read-note-consultant-${lineId}`)).toContainText(
      'Utilisé chaque jour sur la mission',
    );

    // A technical line removed by hand comes back when the lines are read again from the skills file.
    await page.getByTestId('edit-document').click();
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

  test('nobody loses what they typed: leaving, switching language, closing the tab and a refused save all keep it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, accounts.consultant);
    await page.goto(evaluationUrl);
    await page.getByTestId('edit-document').click();
    const other = page.getByRole('textbox', { name: either('Autre activité', 'Other activity') });
    await other.fill('Animation du meetup Java de Lyon');
    await expect(page.getByTestId('editor-status')).toHaveAttribute('data-status', 'dirty');

    // Leaving by the breadcrumb asks; staying keeps the text.
    await page
      .getByRole('navigation', { name: /fil d’ariane|breadcrumb/i })
      .getByRole('link')
      .last()
      .click();
    const unsaved = page.getByRole('dialog').filter({ has: page.getByTestId('unsaved-dialog') });
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: either('Rester sur la page', 'Stay on the page') }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(evaluationUrl)}$`));
    await expect(other).toHaveValue('Animation du meetup Java de Lyon');
    // Switching the language asks too.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(unsaved).toBeVisible();
    await unsaved.getByRole('button', { name: either('Rester sur la page', 'Stay on the page') }).click();
    await expect(other).toHaveValue('Animation du meetup Java de Lyon');
    // Closing the tab: the browser's own prompt.
    let asked = false;
    page.once('dialog', (dialog) => {
      asked = dialog.type() === 'beforeunload';
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toBe(true);
    expect(page.isClosed()).toBe(false);

    // A save refused because the evaluation changed meanwhile (here: from another tab) keeps the input on screen
    // with the server's message; read again, the input is still there and saves.
    const details = (await (await page.request.get(`/api/Ea/details?idEa=${await idEaOf(page)}`)).json()) as {
      data: { id: number; rowVersion: number };
    };
    const other2 = await page.request.post('/api/Ea/save', {
      data: {
        idEa: details.data.id,
        rowVersion: details.data.rowVersion,
        commentTrainingRequest: 'Depuis un autre onglet',
      },
    });
    expect(other2.ok()).toBe(true);
    await page.getByTestId('save-document').click();
    await expect(page.getByTestId('save-error')).toContainText(/- .*(Alice Martin)/);
    await expect(page.getByTestId('conflict-dialog')).toBeVisible();
    await page
      .getByTestId('conflict-dialog')
      .getByRole('button', { name: either('Recharger', 'Reload') })
      .click();
    await expect(other).toHaveValue('Animation du meetup Java de Lyon');
    await expect(
      page.getByRole('textbox', { name: either('Commentaire sur les demandes', 'Comment on training') }),
    ).toHaveValue('Depuis un autre onglet');
    await save(page);
    // Saved: leaving asks nothing, and the text is there when coming back.
    await page
      .getByRole('navigation', { name: /fil d’ariane|breadcrumb/i })
      .getByRole('link')
      .last()
      .click();
    await expect(page).toHaveURL(/\/page\/ea\/menu$/);
    // The menu shown (its screen loads in a transition: the evaluation stays on screen until it is ready), then back.
    await expect(page.getByRole('heading', { level: 1, name: 'Entretien annuel d’évaluation' })).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('read-evolutionProfessionnelle.otherActivity')).toContainText(
      'Animation du meetup Java de Lyon',
    );
  });

  test('Alice is stopped by the missing fields, named, fills her side and submits', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, accounts.consultant);
    await page.goto('/page/ea/menu');
    const current = page.getByTestId('ea-current');
    await expect(current.getByTestId('ea-status')).toHaveAttribute('data-status', '1');
    await expect(current.getByTestId('ea-late')).toBeVisible();
    await current.getByTestId('open-current').click();
    await expect(page).toHaveURL(new RegExp(`${escape(evaluationUrl)}$`));
    // The manager's side is hidden from her until the evaluation is validated.
    await expect(page.locator('[data-testid^="read-note-manager-"]')).toHaveCount(0);

    // Submitting too early: the sections, each with the fields still to fill.
    await page.getByTestId('action-submit').click();
    const missing = page.getByTestId('missing-dialog');
    await expect(missing).toContainText(containsEither('Évaluation des compétences', 'Skills assessment'));
    await expect(missing).toContainText(containsEither('note du collaborateur', 'employee’s rating'));
    await expect(missing).toContainText(containsEither('Évolution professionnelle', 'Professional evolution'));
    await expect(missing.getByTestId('missing-fields').filter({ hasText: either('Mobilité', 'Mobility') })).toHaveCount(
      1,
    );
    await missing.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('missing-skills')).toBeVisible();

    // Her side, in edit mode: every line rated, the skills file confirmed up to date, mobility, a training.
    await page.getByTestId('edit-document').click();
    const unrated = page.locator('select[data-testid^="note-consultant-"][aria-invalid="true"]');
    expect(await unrated.count()).toBeGreaterThan(0);
    const mobility = page.getByRole('textbox', { name: either('Mobilité', 'Mobility') });
    await expect(mobility).toHaveAttribute('aria-invalid', 'true');
    await rateAll(page, 'consultant', '3');
    await expect(unrated).toHaveCount(0);
    await page.getByTestId('dc-up-to-date').getByRole('checkbox').check();
    await mobility.fill('Île-de-France, ouverte à Lyon');
    await page.getByTestId('add-training-review').click();
    await page.getByRole('textbox', { name: either('Formation', 'Training') }).fill('Kubernetes avancé');
    await choose(page, either('Évaluation de la formation', 'Training evaluation'), /^2 – /);
    // Submit saves first (one save of everything typed), then asks.
    await confirmed(page, page.getByTestId('action-submit'), either('Soumettre au manager', 'Submit to the manager'));
    await expectStatus(page, 2);
    await expect(page.getByTestId('action-submit')).toBeHidden();
    await expect(page.getByTestId('read-only-banner')).toBeVisible();
    await expect(page.getByTestId('edit-document')).toBeHidden();
    await expect(page.getByTestId('read-evolutionProfessionnelle.mobility')).toContainText('Île-de-France');
  });

  test('Marc rates, sets the objectives, the entity and the interview, reads the PDF, validates and signs', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signIn(page, accounts.manager, /\/page\/management$/);
    await page.goto('/page/ea/menu');
    const followed = page.getByTestId('ea-followed-table');
    // Waiting for him first: Thomas (submitted before) and Alice (the grid's first row is its header).
    await expect(followed.getByRole('row').nth(1)).toContainText(containsEither('En attente de moi', 'Waiting for me'));
    await followed.getByRole('link', { name: /Alice Martin/ }).click();
    await expect(page).toHaveURL(new RegExp(`${escape(evaluationUrl)}$`));
    await expectStatus(page, 2);
    await expect(legendColor(page, LAST_YEAR)).toHaveAttribute('fill', LAST_YEAR_COLOR);
    await page.getByTestId('edit-document').click();
    // Alice's answers are text for him, never inputs.
    await expect(page.locator('select[data-testid^="note-consultant-"]')).toHaveCount(0);
    await expect(page.locator('[data-testid^="read-note-consultant-"]').first()).toContainText('3');
    await expect(page.getByRole('textbox', { name: either('Mobilité', 'Mobility') })).toHaveCount(0);
    // The entity is pre-filled from Alice's, and his to change.
    const society = page.getByRole('textbox', { name: either('Société', 'Company') });
    await expect(society).toHaveValue('My Skills Conseil');
    await society.fill('My Skills Conseil Lyon');

    await rateAll(page, 'manager', '2');
    // An N+1 objective (a row, saved from its dialog).
    await page.getByTestId('add-objectives').click();
    const goal = page.getByTestId('goal-dialog');
    await goal.getByRole('textbox', { name: either('Objectif', 'Objective') }).fill('Animer la communauté Java');
    await pickDate(page, dateField(goal, either('Échéance', 'Due date')), `${new Date().getFullYear() + 1}-06-30`);
    await goal.getByRole('button', { name: either('Enregistrer', 'Save') }).click();
    await expect(goal).toBeHidden();
    await expect(page.locator('[data-testid^="goal-"]').filter({ hasText: 'Animer la communauté Java' })).toHaveCount(
      1,
    );
    // The interview date (picked) and the overall rating; what he typed before the objective is still there.
    await expect(page.locator('select[data-testid^="note-manager-"]').first()).toHaveValue('2');
    await pickDate(page, dateField(page, /^(Date de l’entretien N|Interview date N)$/), today());
    await choose(page, either('Évaluation globale de l’année', 'Overall evaluation of the year'), /^2 – /);
    await save(page);
    await expect(page.getByTestId('missing-identity')).toBeHidden();
    await expect(page.getByTestId('missing-annualReview')).toBeHidden();
    await page.getByTestId('finish-editing').click();
    await expect(page.getByTestId('read-cadreEntretien.society')).toContainText('My Skills Conseil Lyon');

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
    // Each message of the delivery named for what it is, never a raw key.
    await expect(page.getByTestId('delivery-panel')).toContainText(
      containsEither('Évaluation signée (PDF)', 'Signed evaluation (PDF)'),
    );
    await expect(page.getByTestId('delivery-panel')).toContainText(
      containsEither('Entrée au journal de la ressource', 'Entry in the resource’s log'),
    );
    await expect(page.getByTestId('delivery-panel')).not.toContainText('boond.');

    // The simulator received the signed PDF, attached to Alice's resource.
    expect((await signedDocuments(page)).length).toBeGreaterThanOrEqual(1);
  });

  test('Alice reads the validated evaluation as a document: text, both sides, signatures; exports Word and PDF', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, accounts.consultant);
    await page.goto(evaluationUrl);
    await expectStatus(page, 3);
    const main = page.locator('main');
    // No input anywhere in the document, nor an "Edit".
    await expect(main.locator('input:not([type="hidden"]), textarea, select')).toHaveCount(0);
    await expect(page.getByTestId('edit-document')).toBeHidden();
    await expect(page.getByTestId('read-only-banner')).toBeVisible();
    // Marc's ratings beside hers, as text; empty comments are not shown.
    await expect(page.locator('[data-testid^="read-note-manager-"]').first()).toContainText('2');
    await expect(page.getByTestId('read-bilanAnnuel.commentaire')).toHaveCount(1);
    await expect(page.getByTestId('read-goalReviews.0.comment')).toHaveCount(0);
    // The signatures: her submission and Marc's signature, with the signed PDF's hash.
    await expect(page.getByTestId('signature-manager')).toContainText('Marc Durand');
    await expect(page.getByTestId('signature-employee')).toContainText(containsEither('Soumise le', 'Submitted on'));
    await expect(page.getByText(/SHA-256/).first()).toBeVisible();
    await expect(page.getByTestId('skills-chart')).toBeVisible();
    // The five types' tables keep one width per column.
    const widths = await page
      .locator('[data-testid^="skill-type-"] table')
      .evaluateAll((tables) =>
        tables.map((table) =>
          [...table.querySelectorAll('thead th')].map((th) => Math.round(th.getBoundingClientRect().width)),
        ),
      );
    expect(widths).toHaveLength(5);
    for (const row of widths) expect(row).toEqual(widths[0]);
    // One date style on the screen: no time with seconds.
    await expect(page.getByTestId('ea-header')).not.toContainText(/\d{1,2}:\d{2}:\d{2}/);

    await expectWordAndPdfExports(page, page.getByTestId('ea-header'));
  });

  test('Hélène (HR) corrects the validated evaluation, may not sign it; the history shows the correction', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, accounts.humanResources, /\/page\/(accueil|management)$/);
    // She reaches it from My team, where each person's evaluations are linked.
    await page.goto('/management/collaborateur');
    const aliceId = evaluationUrl.split('/').at(-1)!;
    const year = evaluationUrl.split('/').at(-2)!;
    await page.getByTestId('team-search').fill('Martin');
    await page.getByTestId(`team-ea-${aliceId}-${year}`).click();
    await expect(page).toHaveURL(new RegExp(`${escape(evaluationUrl)}$`));
    await expectStatus(page, 3);
    await page.getByTestId('edit-document').click();
    const synthesis = page.getByRole('textbox', { name: either('Synthèse du manager', 'Manager’s synthesis') });
    await synthesis.fill('Synthèse corrigée par les RH après l’entretien.');
    await save(page);
    await page.getByTestId('finish-editing').click();
    await expect(page.getByText(containsEither('corrigée par les RH', 'corrected by HR')).first()).toBeVisible();
    // The corrector never signs: no "Sign again" for her.
    await expect(page.getByTestId('action-sign')).toBeHidden();
    await expect(page.getByTestId('signature-manager')).toContainText(
      containsEither('à signer à nouveau', 'signed again'),
    );
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

  test('a resend that BoondManager refuses shows the details and tells support by e-mail', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, accounts.manager, /\/page\/management$/);
    await page.goto(evaluationUrl);
    await expect(page.getByTestId('delivery-panel')).toHaveAttribute('data-state', 'sent');
    // BoondManager refuses the next two calls (the signed PDF and the log entry): a 422 is final.
    const failing = await page.request.post(`${SIMULATOR}/fail`, { data: { status: 422, count: 2 } });
    expect(failing.ok()).toBe(true);
    await confirmed(page, page.getByTestId('action-resendBoond'), either('Renvoyer vers BoondManager', 'Resend'));
    const failed = page.getByTestId('send-failed-dialog');
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed).toContainText(containsEither('Évaluation signée (PDF)', 'Signed evaluation (PDF)'));
    await expect(failed).toContainText('422');
    await failed.getByRole('button', { name: 'OK' }).click();
    // The notification is announced even while the dialog closes (its own body child, outside the dialog's aria-hidden).
    await expect(alert(page, containsEither('Le support a été prévenu.', 'Support has been notified.'))).toBeVisible();
    await page.request.delete(`${SIMULATOR}/fail`);
    const mail = await openMail(page, 'support@my-skills.example.com', /Échec d’envoi vers BoondManager \(actions_ea/);
    await expect(mail).toHaveAttribute('srcdoc', /Alice Martin/);
  });
});

/** The evaluation's id, read from the page's PDF link. */
async function idEaOf(page: Page): Promise<number> {
  const href = (await page.getByTestId('read-pdf').getAttribute('href'))!;
  return Number(new URL(href, 'http://x').searchParams.get('id'));
}
