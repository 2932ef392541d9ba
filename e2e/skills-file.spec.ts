/**
 * The skills file end to end (issue 4, §8): Alice fills her English file from an empty start (red fields until
 * complete), submits it; Marc, her manager, finds it in his team screen's 'Files to validate', validates it and
 * BoondManager (the in-process simulator) receives the technical data and the document; Alice exports it (Word, PDF) and starts a new version.
 *
 * The steps share one file, so they run in order. Texts are matched in French or English: another spec switches
 * Alice's interface language for a few seconds, and the language saved on the server wins at each page load.
 */
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accounts, dateField, expect, pickDate, signIn, test } from './fixtures';
import { alert, containsEither, either, expectWordAndPdfExports } from './documents';
import { server } from './servers';

/** The simulator the e2e server embeds (BOOND_SIM_PORT in playwright.config.ts). */
const SIMULATOR = server.boondSimulatorAdmin;
const ALICE_BOOND_RESOURCE = 1001;
const ENGLISH = 2;
const CERTIFICATE = path.join(import.meta.dirname, 'fixtures', 'certificate.pdf');

interface Envelope<T> {
  success: boolean;
  data: T;
}
async function api<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const response = await request.fetch(url, { method, data: body });
  const json = (await response.json()) as Envelope<T>;
  return { status: response.status(), data: json.data };
}

interface FileDetails {
  id: number;
  status: number;
  rowVersion: number;
  experiences: { id: number }[];
  educations: { id: number }[];
  languages: { id: number }[];
  certifications: { id: number }[];
  projects: { id: number }[];
}

/**
 * The demo seed may already give Alice an English draft: it is emptied through the API so that the browser starts
 * from an empty file either way. Answers whether a file exists (otherwise the test creates it in the browser).
 */
async function emptyEnglishDraft(request: APIRequestContext, idUser: number): Promise<boolean> {
  const found = await api<FileDetails>(request, 'GET', `/api/Dc/details?idUser=${idUser}&idLang=${ENGLISH}`);
  if (found.status === 404) return false;
  expect(found.status).toBe(200);
  let dc = found.data;
  expect(dc.status, 'Alice’s English file is expected to be a draft (or absent) at the start').toBe(1);
  let rowVersion = dc.rowVersion;
  const sections: [string, { id: number }[]][] = [
    ['Experience', dc.experiences],
    ['Education', dc.educations],
    ['Language', dc.languages],
    ['CertificationTest', dc.certifications],
    ['Project', dc.projects],
  ];
  for (const [name, rows] of sections) {
    for (const row of rows) {
      const removed = await api<{ rowVersion: number }>(
        request,
        'DELETE',
        `/api/${name}?id=${row.id}&idDc=${dc.id}&rowVersion=${rowVersion}`,
      );
      expect(removed.status).toBe(200);
      rowVersion = removed.data.rowVersion;
    }
  }
  const cleared = await api<{ rowVersion: number }>(request, 'PUT', '/api/Dc/update', {
    idDc: dc.id,
    rowVersion,
    title: '',
    summary: '',
    skills: [],
    otherSkills: [],
  });
  expect(cleared.status).toBe(200);
  dc = (await api<FileDetails>(request, 'GET', `/api/Dc/details?idDc=${dc.id}`)).data;
  expect(dc.experiences).toHaveLength(0);
  return true;
}

async function currentUserId(request: APIRequestContext): Promise<number> {
  return (await api<{ id: number }>(request, 'GET', '/api/Login/me')).data.id;
}

/** Picks a catalogue skill in a picker: types part of its name (any case) and ticks it. */
async function pickSkill(page: Page, picker: Locator, term: string, name: string) {
  const input = picker.getByRole('combobox');
  await input.fill(term);
  const option = page.getByRole('option', { name, exact: true });
  await option.click();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await input.press('Escape');
}

/** Clicks the star of a level (the label of its visually hidden radio). */
async function rate(stars: Locator, name: RegExp) {
  const id = await stars.getByRole('radio', { name }).getAttribute('id');
  await stars.locator(`label[for="${id}"]`).click();
}

test.describe.configure({ mode: 'serial' });

test.describe('skills file', () => {
  let aliceId = 0;

  test('Alice fills a new English file from an empty start, sees red fields until complete, and submits it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, accounts.consultant);
    aliceId = await currentUserId(page.request);
    const exists = await emptyEnglishDraft(page.request, aliceId);

    await page.goto('/page/dc/menu');
    const card = page.getByTestId(`dc-card-${ENGLISH}`);
    if (exists) {
      await card.getByTestId(`dc-open-${ENGLISH}`).click();
    } else {
      await card.getByTestId(`dc-create-${ENGLISH}`).click();
      await expect(page).toHaveURL(new RegExp(`/page/dc/create/${aliceId}/${ENGLISH}$`));
      await expect(page.getByRole('radio', { name: either('Anglais', 'English') })).toBeChecked();
      await page.getByTestId('dc-create-submit').click();
    }
    await expect(page).toHaveURL(new RegExp(`/page/dc/fiche/${aliceId}/${ENGLISH}$`));
    await expect(page.getByTestId('file-owner')).toHaveText('Alice Martin');
    await expect(page.getByTestId('file-header').getByTestId('dc-status')).toHaveAttribute('data-status', '1');

    // The file reads as a document until "Edit" (decision 017).
    await expect(page.getByTestId('add-experiences')).toBeHidden();
    await page.getByTestId('edit-document').click();
    await expect(page.getByTestId('editor-status')).toHaveAttribute('data-status', 'clean');

    // Empty start: what submit requires is circled in red, and submit lists it.
    await expect(page.getByTestId('incomplete-banner')).toBeVisible();
    await expect(page.getByTestId('missing-experiences')).toBeVisible();
    await expect(page.getByTestId('missing-hardSkills')).toBeVisible();
    await page.getByTestId('action-submit').click();
    const missingDialog = page.getByTestId('missing-dialog');
    await expect(missingDialog.getByRole('list').first().locator(':scope > li')).toHaveCount(2);
    await missingDialog.getByRole('button', { name: 'OK' }).click();
    await expect(missingDialog).toBeHidden();

    // A professional experience: the position is red until given; dates are picked, not typed.
    await page.getByTestId('add-experiences').click();
    const experience = page.getByTestId('experience-dialog');
    const position = experience.getByRole('textbox', { name: either('Poste', 'Position') });
    await expect(position).toHaveAttribute('aria-invalid', 'true');
    const start = dateField(experience, either('Début de période', 'Start of period'));
    await start.getByRole('spinbutton').first().press('2');
    await expect(start.locator('input')).toHaveValue('');
    await position.fill('Full-stack developer');
    await expect(position).toHaveAttribute('aria-invalid', 'false');
    await experience.getByRole('textbox', { name: either('Client', 'Client') }).fill('Airbus');
    await experience.getByRole('textbox', { name: either('Projet', 'Project') }).fill('Flight operations portal');
    await pickDate(page, start, '2021-03-01');
    // Shown day first, in the interface language's format (dd/MM/yyyy; British order in English), never mm/dd/yyyy.
    await expect(start.locator('input')).toHaveValue('01/03/2021');
    await pickDate(page, dateField(experience, either('Fin de période', 'End of period')), '2024-06-30');
    await experience
      .getByRole('textbox', { name: either('Tâches', 'Tasks') })
      .fill('Designed the React front end and the Node.js API; led the migration to TypeScript.');
    await pickSkill(page, experience.getByTestId('experience-tools'), 'typescr', 'TypeScript');
    await experience.getByRole('button', { name: either('Enregistrer', 'Save') }).click();
    await expect(experience).toBeHidden();
    const experienceRow = page.getByTestId('section-experiences').locator('[data-testid^="experience-"]');
    await expect(experienceRow).toContainText('Full-stack developer');
    await expect(experienceRow).toContainText('TypeScript');
    await expect(page.getByTestId('missing-experiences')).toBeHidden();
    await expect(page.getByTestId('missing-hardSkills')).toBeVisible();

    // Hard skills: case-insensitive substring search, ticking sets 1 star, then rated; a soft skill the same way.
    const hardSkills = page.getByTestId('section-hardSkills');
    await pickSkill(page, hardSkills.getByTestId('picker-hardSkills'), 'reac', 'React');
    await expect(hardSkills.getByTestId('stars-React')).toHaveAttribute('data-level', '1');
    await expect(page.getByTestId('missing-hardSkills')).toBeHidden();
    await rate(hardSkills.getByTestId('stars-React'), either('React : Expertise', 'React: Expertise'));
    await expect(hardSkills.getByTestId('stars-React')).toHaveAttribute('data-level', '4');
    await pickSkill(page, hardSkills.getByTestId('picker-hardSkills'), 'DOCK', 'Docker');
    await rate(
      hardSkills.getByTestId('stars-Docker'),
      either('Docker : Capacité autonome', 'Docker: Independent capacity'),
    );
    await expect(hardSkills.getByTestId('stars-Docker')).toHaveAttribute('data-level', '3');
    const softSkills = page.getByTestId('section-softSkills');
    await pickSkill(page, softSkills.getByTestId('picker-softSkills'), 'teamw', 'Teamwork');
    await expect(softSkills.getByTestId('stars-Teamwork')).toHaveAttribute('data-level', '1');
    // Saved from the header: the file is complete now.
    await page.getByTestId('save-document').click();
    await expect(page.getByTestId('editor-status')).toHaveAttribute('data-status', 'saved');
    await expect(page.getByTestId('incomplete-banner')).toBeHidden();

    // A language and its level (both red until chosen).
    await page.getByTestId('add-languages').click();
    const language = page.getByTestId('language-dialog');
    const languageSelect = language.getByRole('combobox', { name: either('Langue', 'Language') });
    await expect(languageSelect).toHaveAttribute('aria-invalid', 'true');
    await languageSelect.click();
    await page.getByRole('option', { name: 'French' }).click();
    await language.getByRole('combobox', { name: either('Niveau', 'Level') }).click();
    await page.getByRole('option', { name: 'Native' }).click();
    await language.getByRole('button', { name: either('Enregistrer', 'Save') }).click();
    await expect(language).toBeHidden();
    await expect(page.getByTestId('section-languages')).toContainText('French');
    await expect(page.getByTestId('section-languages')).toContainText('Native');

    // A certification with a linked skill and its certificate as an attachment (a real PDF).
    await page.getByTestId('add-certifications').click();
    const certification = page.getByTestId('certification-dialog');
    const certificationName = certification.getByRole('textbox', { name: either('Intitulé', 'Name') });
    await expect(certificationName).toHaveAttribute('aria-invalid', 'true');
    await certificationName.fill('AWS Certified Developer – Associate');
    await certification.getByRole('textbox', { name: either('Organisme', 'Organism') }).fill('Amazon Web Services');
    await pickDate(page, dateField(certification, either('Date d’obtention', 'Date obtained')), '2023-05-12');
    await pickSkill(page, certification.getByTestId('certification-skills'), 'dock', 'Docker');
    await certification.getByTestId('attachment-input').setInputFiles(CERTIFICATE);
    await expect(certification.getByTestId('attachment-chip')).toContainText('certificate.pdf');
    await certification.getByRole('button', { name: either('Enregistrer', 'Save') }).click();
    await expect(certification).toBeHidden();
    const certificationRow = page.getByTestId('section-certifications');
    await expect(certificationRow).toContainText('AWS Certified Developer – Associate');
    const attachment = certificationRow.getByTestId('attachment-link');
    await expect(attachment).toHaveText('certificate.pdf');
    const attached = await page.request.get((await attachment.getAttribute('href'))!);
    expect(attached.status()).toBe(200);
    expect((await attached.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // Other skills by type: a duplicate of a skill of the file is refused with the listed message.
    const others = page.getByTestId('section-otherSkills');
    await others.getByTestId('other-skill-type').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Languages & frameworks' }).click();
    const otherName = others.getByRole('textbox', { name: either('Compétence', 'Skill') });
    await otherName.fill('react');
    await others.getByRole('button', { name: either('Ajouter', 'Add') }).click();
    const duplicateMessage = containsEither(
      'Échec : vérifiez « Autres compétences (par type) » : react',
      "Failed: check 'Other skills (by type)': react",
    );
    await expect(others.getByText(duplicateMessage)).toBeVisible();
    await expect(otherName).toHaveAttribute('aria-invalid', 'true');
    await otherName.fill('Hexagonal architecture');
    await others.getByRole('button', { name: either('Ajouter', 'Add') }).click();
    await expect(others.getByTestId('other-skill-Hexagonal architecture')).toBeVisible();
    // Skills and other skills are typed input until saved: the header says so.
    await expect(page.getByTestId('editor-status')).toHaveAttribute('data-status', 'dirty');

    // Complete: submitting saves first, then asks. The confirmation says what is true: Alice may still change it.
    await page.getByTestId('action-submit').click();
    const confirmation = page.getByRole('dialog');
    await expect(confirmation).toContainText(
      containsEither('vous pourrez encore le modifier', 'you can still change it'),
    );
    await expect(confirmation).not.toContainText(containsEither('ne pourra plus', 'no longer change'));
    await confirmation.getByRole('button', { name: either('Soumettre', 'Submit') }).click();
    const submitted = alert(page, containsEither('Dossier soumis', 'File submitted')).or(
      alert(page, containsEither('Action effectuée', 'Action completed')),
    );
    await expect(submitted).toBeVisible();
    // The success toast covers nothing of the header (title, menus).
    const toastBox = (await submitted.boundingBox())!;
    const headerBox = (await page.getByRole('banner').first().boundingBox())!;
    expect(toastBox.y, 'the toast sits below the header').toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    await expect(page.getByTestId('file-header').getByTestId('dc-status')).toHaveAttribute('data-status', '2');
    await expect(page.getByTestId('action-submit')).toBeHidden();
    // Submitted, the file still takes changes from its owner; what she picked was saved.
    await expect(page.getByTestId('add-experiences')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('section-hardSkills').getByTestId('stars-React')).toHaveAttribute('data-level', '4');
    await expect(
      page.getByTestId('section-otherSkills').getByTestId('other-skill-Hexagonal architecture'),
    ).toBeVisible();
  });

  test('Marc opens Alice’s file from his team screen and validates it; BoondManager receives the technical data and the document', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    expect(aliceId).toBeGreaterThan(0);
    await signIn(page, accounts.manager, /\/page\/management$/);
    // From his team screen (management menu → team card): Alice's file waits in 'Files to validate'.
    await page.getByTestId('menu-entry-employees').click();
    await expect(page).toHaveURL(/\/management\/collaborateur$/);
    const waiting = page.getByTestId('files-to-validate').getByRole('link').filter({ hasText: 'Alice Martin' });
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText(containsEither('anglais', 'English'));
    await waiting.click();
    await expect(page).toHaveURL(new RegExp(`/page/dc/fiche/${aliceId}/${ENGLISH}$`));
    await expect(page.getByTestId('file-owner')).toHaveText('Alice Martin');
    await expect(page.getByTestId('file-header').getByTestId('dc-status')).toHaveAttribute('data-status', '2');
    await expect(page.getByTestId('action-submit')).toBeHidden();
    await expect(page.getByTestId('action-toDraft')).toBeVisible();

    await page.getByTestId('action-validate').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: either('Valider', 'Validate') })
      .click();
    await expect(
      alert(
        page,
        containsEither('Données envoyées vers BoondManager avec succès.', 'Data sent to BoondManager successfully.'),
      ),
    ).toBeVisible({ timeout: 20_000 });
    // The file reloads after the notification: validated, delivered.
    await expect(page.getByTestId('file-header').getByTestId('dc-status')).toHaveAttribute('data-status', '3');
    await expect(page.getByTestId('delivery-panel')).toHaveAttribute('data-state', 'sent');
    await expect(page.getByTestId('action-validate')).toBeHidden();
    await expect(page.getByTestId('action-resendBoond')).toBeVisible();

    const received = async (method: string, pathEnd: string) => {
      const response = await page.request.get(`${SIMULATOR}/received?method=${method}`);
      expect(response.ok()).toBe(true);
      const { data } = (await response.json()) as { data: { path: string; body?: unknown; fields?: unknown }[] };
      return data.filter((r) => r.path.split('?')[0]!.endsWith(pathEnd));
    };
    const technical = await received('PUT', `/resources/${ALICE_BOOND_RESOURCE}/technical-data`);
    expect(technical.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(technical.at(-1)!.body)).toContain('React');
    const documents = await received('POST', '/documents');
    expect(documents.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(documents.at(-1)!.fields ?? {})).toContain(String(ALICE_BOOND_RESOURCE));
  });

  test('Alice exports the validated file as Word and PDF, then starts a new version', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, accounts.consultant);
    await page.goto(`/page/dc/fiche/${aliceId}/${ENGLISH}`);
    await expect(page.getByTestId('file-header').getByTestId('dc-status')).toHaveAttribute('data-status', '3');
    await expect(page.getByTestId('read-only-banner')).toBeVisible();
    await expect(page.getByTestId('add-experiences')).toBeHidden();

    await expectWordAndPdfExports(page, page.getByTestId('file-header'));

    const validatedVersion = Number((await page.getByTestId('dc-version').textContent())!.replace(/\D/g, ''));
    await page.getByTestId('action-newVersion').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: either('Créer une nouvelle version', 'Create a new version') })
      .click();
    await expect(page.getByTestId('file-header').getByTestId('dc-status')).toHaveAttribute('data-status', '1');
    await expect(page.getByTestId('dc-version')).toHaveText(`Version ${validatedVersion + 1}`);
    // The new draft copies the content; the validated version is archived and stays readable.
    await expect(page.getByTestId('section-experiences')).toContainText('Full-stack developer');
    await page.getByTestId('edit-document').click();
    await expect(page.getByTestId('add-experiences')).toBeVisible();
    const versions = page.getByTestId('dc-versions');
    const archived = versions.getByTestId(`version-${validatedVersion}`);
    await expect(archived).toContainText(containsEither('Archivé', 'Archived'));
    await archived.getByRole('link').click();
    await expect(page).toHaveURL(/\?version=\d+$/);
    await expect(page.getByTestId('archived-banner')).toBeVisible();
    await expect(page.getByTestId('add-experiences')).toBeHidden();
    await expect(page.getByTestId('section-certifications')).toContainText('AWS Certified Developer – Associate');
  });
});
