/**
 * Gaps → training suggestions (issue 22 §2): Marc (Bruno's manager in the demo org chart) gives Bruno a target level
 * of 3 on Kubernetes (through the API: the demo has no gap for Bruno), opens the training suggestions of his team,
 * finds Bruno's Kubernetes gap with the catalogue's trainings that close it, turns the first one into a wish in one
 * click, and finds the wish among the training wishes, with the gap it addresses.
 */
import { accounts, expect, signIn, test } from './fixtures';

const TITLE = 'Kubernetes : les fondamentaux';

test('Marc turns the suggestion for Bruno’s Kubernetes gap into a training wish', async ({ page }) => {
  await signIn(page, accounts.manager, /\/page\/management$/);

  // The gap: a target level Marc sets for Bruno (the team view's own call).
  const team = await page.request.get('/api/SkillsGaps/team?pageSize=100');
  expect(team.ok()).toBe(true);
  const { data } = (await team.json()) as { data: { items: { idUser: number; name: string }[] } };
  const bruno = data.items.find((p) => p.name === 'Bruno Petit')!;
  expect(bruno).toBeDefined();
  const skills = await page.request.get('/api/ListeDc/listSearchSkills?searchTerm=Kubernetes&idLang=1');
  const kubernetes = ((await skills.json()) as { data: { id: number; label: string }[] }).data.find(
    (s) => s.label === 'Kubernetes',
  )!;
  const target = await page.request.put('/api/SkillsGaps/target', {
    data: { idUser: bruno.idUser, idSkill: kubernetes.id, level: 3 },
  });
  expect(target.ok()).toBe(true);

  // The team's suggestions: Bruno's Kubernetes gap, the cheapest training that closes it first.
  await page.getByTestId('menu-entry-trainingSuggestions').click();
  await expect(page).toHaveURL(/\/management\/trainingSuggestions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suggestions de formation' })).toBeVisible();
  const card = page.getByTestId(`team-person-${bruno.idUser}`);
  const gap = card.getByTestId(`gap-skill-${kubernetes.id}`);
  await expect(gap).toContainText('niveau 0 → 3');
  await expect(gap).toContainText('niveau cible du manager');
  await expect(gap.getByRole('listitem').first()).toContainText(TITLE);
  await expect(card.getByText('Kubernetes : cible 3')).toBeVisible();

  await gap
    .getByRole('button', { name: `Faire de « ${TITLE} » un souhait de formation pour l’écart Kubernetes` })
    .click();
  await expect(page.getByText(`Souhait « ${TITLE} » créé pour Bruno Petit.`)).toBeVisible();

  // The wish, among the training wishes: from the catalogue, with the gap it addresses.
  await page.goto('/management/formationsCertifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Formations et certifications' })).toBeVisible();
  await page
    .getByRole('button', { name: `Ouvrir le souhait ${TITLE} de Bruno Petit` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `${TITLE} — Bruno Petit` });
  await expect(dialog.getByTestId('training-status')).toHaveText('En cours');
  await expect(dialog.getByTestId('training-gap')).toHaveText('Écart visé : Kubernetes 0 → 3');
});
