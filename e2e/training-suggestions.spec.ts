/**
 * Gaps → training suggestions (issue 22 §2): Sophie finds the seeded catalogue on its administration page; Marc
 * (Bruno's manager in the demo org chart) gives Bruno a target level of 3 on Java (through the API: the demo has no
 * gap for Bruno; his file says Java 1), opens the training suggestions of his team, finds Bruno's Java gap with the catalogue's trainings that close it (the cheapest first), turns the
 * first one into a wish in one click, and finds the wish among the training wishes, with the gap it addresses.
 */
import { accounts, expect, openAdministrationEntry, signIn, test } from './fixtures';

const TITLE = 'Spring Boot : développer des microservices';

test('Marc turns the suggestion for Bruno’s Java gap into a training wish', async ({ page }) => {
  // Sophie (administrator) finds the seeded catalogue on its administration page.
  await openAdministrationEntry(
    page,
    'trainingCatalogue',
    /\/management\/trainingCatalogue$/,
    'Catalogue des formations',
  );
  const grid = page.getByRole('grid', { name: 'Catalogue des formations' });
  await expect(grid.getByRole('row').filter({ hasText: 'Certified Kubernetes Administrator' })).toContainText(
    'Linux Foundation',
  );
  await page.context().clearCookies();

  await signIn(page, accounts.manager, /\/page\/management$/);

  // The gap: a target level Marc sets for Bruno (the team view's own call).
  const team = await page.request.get('/api/SkillsGaps/team?pageSize=100');
  expect(team.ok()).toBe(true);
  const { data } = (await team.json()) as { data: { items: { idUser: number; name: string }[] } };
  const bruno = data.items.find((p) => p.name === 'Bruno Petit')!;
  expect(bruno).toBeDefined();
  const skills = await page.request.get('/api/ListeDc/listSearchSkills?searchTerm=Java&idLang=1');
  const java = ((await skills.json()) as { data: { id: number; label: string }[] }).data.find(
    (s) => s.label === 'Java',
  )!;
  const target = await page.request.put('/api/SkillsGaps/target', {
    data: { idUser: bruno.idUser, idSkill: java.id, level: 3 },
  });
  expect(target.ok()).toBe(true);

  // The team's suggestions: Bruno's Java gap, the cheapest training that closes it first.
  await page.getByTestId('menu-entry-trainingSuggestions').click();
  await expect(page).toHaveURL(/\/management\/trainingSuggestions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Suggestions de formation' })).toBeVisible();
  const card = page.getByTestId(`team-person-${bruno.idUser}`);
  const gap = card.getByTestId(`gap-skill-${java.id}`);
  await expect(gap).toContainText('niveau 1 → 3');
  await expect(gap).toContainText('niveau cible du manager');
  await expect(gap.getByRole('listitem').first()).toContainText(TITLE);
  await expect(card.getByText('Java : cible 3')).toBeVisible();

  await gap.getByRole('button', { name: `Faire de « ${TITLE} » un souhait de formation pour l’écart Java` }).click();
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
  await expect(dialog.getByTestId('training-gap')).toHaveText('Écart visé : Java 1 → 3');
});
