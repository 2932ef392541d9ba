/**
 * A skills file filtered to a staffing need (issue 22 §4, decision 022), pure: the need's skills (recognised by
 * `recogniseNeed`, packages/shared/src/staffing-need.ts) decide what a client CV keeps.
 *
 * - Experiences: each covers the needed skills among its tools and those its texts name (position, project,
 *   description, tasks, teams and methods — read with the same recognition, against the needed skills only). Those
 *   covering none are left out; the others come most relevant first (more needed skills covered), then newest first.
 * - Skills: the needed ones the file has, and the related ones — the catalogue skills used as tools in the kept
 *   experiences (what the person used beside the needed skills). Free-entry skills are kept when their name is a
 *   needed skill's.
 * - Certifications: kept when they certify a needed or related skill or their name names a needed one. Projects: kept
 *   when their name or description names a needed skill. Education and languages are always kept; the title, summary
 *   and years of experience (of the whole career) too.
 */
import type { DcDetails, Experience } from '@my-skills/shared/schemas/skills-file';
import { recogniseNeed, type NeedCatalogueSkill } from '@my-skills/shared/staffing-need';

export interface NeedFilterResult {
  details: DcDetails;
  /** Per kept experience id: the needed skills it covers. */
  coverage: Map<number, number[]>;
}

/** The needed skills a text names. */
function namedIn(text: string, needed: readonly NeedCatalogueSkill[]): Set<number> {
  if (!text.trim()) return new Set();
  return new Set(recogniseNeed(text, needed).rows.map((r) => r.idSkill));
}

const experienceText = (e: Experience) =>
  [e.position, e.project, e.description, e.tasks, e.teamsMethods].filter((t) => t.trim()).join('\n');

/** Newest first: start date descending, current ones first among equals, undated last. */
function newerFirst(a: Experience, b: Experience): number {
  if (a.startDate !== b.startDate) {
    if (!a.startDate) return 1;
    if (!b.startDate) return -1;
    return a.startDate < b.startDate ? 1 : -1;
  }
  const endA = a.endDate ?? '9999-12-31';
  const endB = b.endDate ?? '9999-12-31';
  return endA === endB ? a.id - b.id : endA < endB ? 1 : -1;
}

/**
 * The file filtered to the needed skills (`neededIds`, in the need's order), against `catalogue` (the active skills
 * with their names and aliases).
 */
export function filterToNeed(
  details: DcDetails,
  neededIds: readonly number[],
  catalogue: readonly NeedCatalogueSkill[],
): NeedFilterResult {
  const neededSet = new Set(neededIds);
  const needed = catalogue.filter((s) => neededSet.has(s.id));

  const coverage = new Map<number, number[]>();
  for (const e of details.experiences) {
    const covered = new Set<number>([...e.tools.map((t) => t.idSkill).filter((id) => neededSet.has(id))]);
    for (const id of namedIn(experienceText(e), needed)) covered.add(id);
    if (covered.size) coverage.set(e.id, [...covered]);
  }
  const experiences = details.experiences
    .filter((e) => coverage.has(e.id))
    .sort((a, b) => coverage.get(b.id)!.length - coverage.get(a.id)!.length || newerFirst(a, b));

  const related = new Set<number>();
  for (const e of experiences) for (const t of e.tools) related.add(t.idSkill);
  const keptSkill = (id: number) => neededSet.has(id) || related.has(id);

  const neededNames = new Set(needed.flatMap((s) => [s.label, s.nameFr, s.nameEn].map((n) => n.trim().toLowerCase())));
  return {
    coverage,
    details: {
      ...details,
      experiences,
      skills: details.skills.filter((s) => keptSkill(s.idSkill)),
      otherSkills: details.otherSkills.filter(
        (o) => neededNames.has(o.name.trim().toLowerCase()) || namedIn(o.name, needed).size > 0,
      ),
      certifications: details.certifications.filter(
        (c) => c.skills.some((s) => keptSkill(s.idSkill)) || namedIn(c.name, needed).size > 0,
      ),
      projects: details.projects.filter((p) => namedIn(`${p.name}\n${p.description}`, needed).size > 0),
    },
  };
}
