/**
 * Gaps → training suggestions (issue 22 §2): Sophie finds the seeded catalogue on its administration page; Marc
 * (Bruno's manager in the demo org chart) gives Bruno a target level of 3 on Java (through the API: the demo has no
 * gap for Bruno; his file says Java 1), opens the training suggestions of his team, finds Bruno's Java gap with the
 * catalogue's trainings that close it first, turns the first one into a wish in one click, and finds the wish among
 * the training wishes, with the gap it addresses.
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
  // From his file's level to the target — or higher when the staffing search asked for Java at a higher level in
  // the last 90 days (the skills-search browser tests do): one gap per skill, its highest level named.
  await expect(gap).toContainText(/niveau 1 → [34]/);
  await expect(gap).toContainText('niveau cible du manager');
  await expect(card.getByText('Java : cible 3')).toBeVisible();
  const to = Number((await gap.textContent())!.match(/niveau 1 → ([34])/)![1]);
  // What closes the gap comes first: at target 3 alone, the cheapest training reaching Java 3.
  const first = gap.getByRole('listitem').first();
  if (to === 3) await expect(first).toContainText(TITLE);
  await expect(first).toContainText('comble l’écart');
  const action = first.getByRole('button', { name: /^Faire de « .+ » un souhait de formation pour l’écart Java$/ });
  const title = (await action.getAttribute('aria-label'))!.match(/« (.+) »/)![1]!;

  await action.click();
  await expect(page.getByText(`Souhait « ${title} » créé pour Bruno Petit.`)).toBeVisible();

  // The wish, among the training wishes: from the catalogue, with the gap it addresses.
  await page.goto('/management/formationsCertifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Formations et certifications' })).toBeVisible();
  await page
    .getByRole('button', { name: `Ouvrir le souhait ${title} de Bruno Petit` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `${title} — Bruno Petit` });
  await expect(dialog.getByTestId('training-status')).toHaveText('En cours');
  await expect(dialog.getByTestId('training-gap')).toHaveText(`Écart visé : Java 1 → ${to}`);
});
