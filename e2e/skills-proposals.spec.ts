/**
 * From a validated evaluation to the skills file (decision 022 §1). Marc signs Alice's evaluation of this year with
 * Kubernetes rated 3 (her French file says 2 stars): he validates it when it waits for him, or — when the evaluation
 * test validated it earlier in the run — signs it again after HR's correction of that rating (set through the API).
 * Marc's team list flags Alice's pending proposals; Alice sees "Kubernetes ★★ → ★★★, evaluation 2026" on her file,
 * accepts it (a new draft version of her validated file), submits that version, and Marc validates it (the file is
 * left validated, as the other tests expect it).
 */
import type { APIRequestContext } from '@playwright/test';
import { accounts, expect, signIn, test } from './fixtures';
import { alert, containsEither, either } from './documents';
import { apiAs } from './onboarding';

const YEAR = new Date().getFullYear();

interface Line {
  id: number;
  idSkill: number | null;
  skillsFileLevel: number;
  label: string;
}
interface Ea {
  id: number;
  status: number;
  rowVersion: number;
  skills: Line[];
  cadreEntretien: Record<string, unknown>;
  bilanAnnuel: Record<string, unknown>;
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test('Marc signs Alice’s evaluation with Kubernetes 3; she accepts the proposal and submits the new version', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const [alice, marc, hr] = await Promise.all([
    apiAs(baseURL, accounts.consultant),
    apiAs(baseURL, accounts.manager),
    apiAs(baseURL, accounts.humanResources),
  ]);
  const aliceId = (await ok<{ id: number }>(await alice.get('/api/Login/me'))).id;
  const details = async (api: APIRequestContext) =>
    ok<Ea>(await api.get('/api/Ea/details', { params: { idUser: aliceId, year: YEAR } }));
  const opened = await ok<{ idEa: number }>(await alice.post('/api/Ea/save', { data: { year: YEAR } }));
  let ea = await details(alice);
  const kubernetes = ea.skills.find((l) => l.label === 'Kubernetes');
  expect(kubernetes, 'Alice’s evaluation has a Kubernetes line (from her file)').toBeTruthy();
  expect(kubernetes!.skillsFileLevel).toBe(2);

  await test.step('her side (API), then Marc’s side but Kubernetes (API), when not validated yet', async () => {
    if (ea.status === 1) {
      let rv = (
        await ok<{ rowVersion: number }>(
          await alice.put('/api/SkillsEvaluation', {
            data: {
              idEa: opened.idEa,
              rowVersion: ea.rowVersion,
              lines: ea.skills.map((l) => ({ id: l.id, noteConsultant: 3 })),
            },
          }),
        )
      ).rowVersion;
      rv = (
        await ok<{ rowVersion: number }>(
          await alice.post('/api/Ea/save', {
            data: {
              idEa: opened.idEa,
              rowVersion: rv,
              isDCUpToDate: true,
              evolutionProfessionnelle: { mobility: 'Lyon' },
            },
          }),
        )
      ).rowVersion;
      rv = (
        await ok<{ rowVersion: number }>(
          await alice.post('/api/EEPLanguage', {
            data: { idEa: opened.idEa, rowVersion: rv, name: 'Anglais', idLanguageLevel: 3 },
          }),
        )
      ).rowVersion;
      await ok(await alice.put('/api/Ea/status', { data: { id: opened.idEa, action: 'submit', rowVersion: rv } }));
      ea = await details(marc);
    }
    if (ea.status === 2) {
      let rv = (
        await ok<{ rowVersion: number }>(
          await marc.put('/api/SkillsEvaluation', {
            data: {
              idEa: ea.id,
              rowVersion: ea.rowVersion,
              // Every skill at its file's level (nothing to propose), the other lines 2; Kubernetes in the screen.
              lines: ea.skills
                .filter((l) => l.id !== kubernetes!.id)
                .map((l) => ({ id: l.id, noteManager: l.idSkill === null ? 2 : l.skillsFileLevel || 2 })),
            },
          }),
        )
      ).rowVersion;
      rv = (
        await ok<{ rowVersion: number }>(
          await marc.post('/api/Goal', {
            data: { idEa: ea.id, rowVersion: rv, text: 'CKA', dueDate: `${YEAR + 1}-06-30` },
          }),
        )
      ).rowVersion;
      await ok(
        await marc.post('/api/Ea/save', {
          data: {
            idEa: ea.id,
            rowVersion: rv,
            cadreEntretien: { ...ea.cadreEntretien, dateEntretienN: `${YEAR}-01-15` },
            bilanAnnuel: { ...ea.bilanAnnuel, evaluationPerformance: 2 },
          },
        }),
      );
    } else {
      // Validated earlier in the run: HR corrects Kubernetes to 3 (the signature is cleared); Marc signs again.
      expect(ea.status).toBe(3);
      const rv = (
        await ok<{ rowVersion: number }>(
          await hr.put('/api/SkillsEvaluation', {
            data: { idEa: ea.id, rowVersion: ea.rowVersion, lines: [{ id: kubernetes!.id, noteManager: 3 }] },
          }),
        )
      ).rowVersion;
      await ok(await hr.post('/api/Ea/save', { data: { idEa: ea.id, rowVersion: rv, synthese: 'Kubernetes : 3' } }));
    }
  });

  await test.step('Marc rates Kubernetes 3 and validates (or signs again)', async () => {
    await signIn(page, accounts.manager, /\/page\/management$/);
    await page.goto(`/page/ea/fiche/${YEAR}/${aliceId}`);
    if (ea.status === 2) {
      await page.getByTestId('edit-document').click();
      await page.getByTestId(`note-manager-${kubernetes!.id}`).selectOption('3');
      await page.getByTestId('save-document').click();
      await expect(page.getByTestId('editor-status')).toHaveAttribute('data-status', 'saved');
      await page.getByTestId('finish-editing').click();
      await page.getByTestId('action-validate').click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: either('Valider et signer', 'Validate and sign') })
        .click();
    } else {
      await page.getByTestId('action-sign').click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: either('Signer à nouveau', 'Sign again') })
        .click();
    }
    await expect(page.getByTestId('ea-signature')).toContainText('Marc Durand', { timeout: 20_000 });
    // His team list: Alice has proposals waiting for her.
    await page.goto('/management/collaborateur');
    await expect(page.getByTestId(`team-proposals-${aliceId}`)).toBeVisible();
  });

  await test.step('Alice accepts the proposal on her French file (a new draft version) and submits it', async () => {
    await page.context().clearCookies();
    await signIn(page, accounts.consultant);
    await page.goto(`/page/dc/fiche/${aliceId}/1`);
    const status = page.getByTestId('file-header').getByTestId('dc-status');
    await expect(status).toHaveAttribute('data-status', '3');
    const card = page
      .getByTestId('proposals-panel')
      .getByTestId(/^proposal-\d+$/)
      .filter({ hasText: containsEither('Niveau à modifier : Kubernetes', 'Level to change: Kubernetes') });
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('proposal-source')).toContainText(containsEither('évaluation', 'evaluation'));
    await expect(card.getByTestId('proposal-source').getByRole('link')).toHaveAttribute(
      'href',
      `/page/ea/fiche/${YEAR}/${aliceId}`,
    );
    const level = card.getByTestId('proposal-change-level');
    await expect(level.getByTestId('stars-Kubernetes').first()).toHaveAttribute('data-level', '2');
    await expect(level.getByTestId('stars-Kubernetes').last()).toHaveAttribute('data-level', '3');
    await card.getByTestId('proposal-accept').click();
    await page
      .getByRole('dialog', { name: either('Accepter la proposition', 'Accept the proposal') })
      .getByRole('button', { name: either('Accepter', 'Accept') })
      .click();
    await expect(status).toHaveAttribute('data-status', '1');
    await expect(card).toBeHidden();
    await expect(page.getByTestId('stars-Kubernetes').first()).toHaveAttribute('data-level', '3');

    await page.getByTestId('action-submit').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: either('Soumettre', 'Submit') })
      .click();
    await expect(alert(page, containsEither('Dossier soumis', 'File submitted'))).toBeVisible();
    await expect(status).toHaveAttribute('data-status', '2');
  });

  await test.step('Marc validates the new version', async () => {
    await page.context().clearCookies();
    await signIn(page, accounts.manager);
    await page.goto(`/page/dc/fiche/${aliceId}/1`);
    await page.getByTestId('action-validate').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: either('Valider', 'Validate') })
      .click();
    await expect(page.getByTestId('file-header').getByTestId('dc-status')).toHaveAttribute('data-status', '3');
  });
  await Promise.all([alice.dispose(), marc.dispose(), hr.dispose()]);
});
