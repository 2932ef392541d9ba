/**
 * Pure mappings from a skills file's details to what leaves the module:
 * the technical data message for BoondManager (our own values; the adapter resolves them through the tenant's
 * dictionary when it delivers) and the export's view model.
 */
import { MULTI_VALUE_SEPARATOR } from '@my-skills/shared/constants';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';
import type { DcDocumentData, DcSkillLevel } from '../../integrations/documents/dc-document';
import type { OutboxPayload } from '../../integrations/outbox/kinds';
import { languageIdOf } from '@my-skills/shared/ui-language';

type TechnicalData = OutboxPayload<'boond.technicalData'>['data'];
type Reference = NonNullable<TechnicalData['references']>[number];

const text = (value: string | null | undefined): string | undefined => {
  const v = value?.trim();
  return v ? v : undefined;
};
const joined = (values: readonly string[]) =>
  text(
    values
      .map((v) => v.trim())
      .filter(Boolean)
      .join(MULTI_VALUE_SEPARATOR),
  );

/** 'YYYY-MM-DD' → { month 1–12, year } as integers (never '05'). */
export function monthYear(date: string | null): { month: number; year: number } | undefined {
  if (!date) return undefined;
  const [y, m] = date.split('-');
  const year = Number.parseInt(y ?? '', 10);
  const month = Number.parseInt(m ?? '', 10);
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) return undefined;
  return { month, year };
}

const compact = <T extends object>(value: T): T =>
  Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as T;

/**
 * The technical data pushed to BoondManager on validation, in our values: title; skills (soft and other skills,
 * ' / '); tools (hard catalogue skills: id, name, level 1–4); languages (ISO code, level id); diplomas (degrees, then
 * certifications and tests); experience (years); references (experiences). The tenant's `training` (an education
 * level) is not sent: the file records degrees, not a level.
 */
export function toTechnicalData(d: DcDetails): TechnicalData {
  const hard = d.skills.filter((s) => !s.isSoft);
  const soft = d.skills.filter((s) => s.isSoft);
  const references: Reference[] = d.experiences.map((e) => {
    const start = monthYear(e.startDate);
    const end = monthYear(e.endDate);
    return compact({
      title: e.position.trim(),
      company: text(e.client),
      description: text(
        [e.project && `${e.project}`, e.description, e.tasks]
          .map((v) => v.trim())
          .filter(Boolean)
          .join('\n\n'),
      ),
      startMonth: start?.month,
      startYear: start?.year,
      endMonth: end?.month,
      endYear: end?.year,
      skills: joined(e.tools.map((t) => t.name)),
    });
  });
  return compact({
    title: text(d.title),
    skills: joined([...soft.map((s) => s.name), ...d.otherSkills.map((o) => o.name)]),
    tools: hard.map((s) => ({ idSkill: s.idSkill, label: s.name, level: Math.min(4, Math.max(1, s.level)) })),
    languages: d.languages.map((l) => ({ code: l.languageCode, idLevel: l.idLevel })),
    diplomas: [
      ...d.educations.map((e) => [e.degree, e.school, e.year ? String(e.year) : '']),
      ...d.certifications.map((c) => [c.name, c.organism, c.obtainedDate?.slice(0, 4) ?? '']),
    ]
      .map((parts) =>
        text(
          parts
            .map((v) => v.trim())
            .filter(Boolean)
            .join(' - '),
        ),
      )
      .filter((v): v is string => v !== undefined),
    experienceYears: d.experienceYears > 0 ? Math.min(80, Math.round(d.experienceYears)) : undefined,
    references,
  });
}

const level = (n: number): DcSkillLevel => Math.min(4, Math.max(1, Math.round(n))) as DcSkillLevel;

function groupByType<T extends { skillTypeName: string; name: string; level: number }>(rows: readonly T[]) {
  const groups = new Map<string, { typeLabel: string; skills: { name: string; level: DcSkillLevel }[] }>();
  for (const r of rows) {
    let g = groups.get(r.skillTypeName);
    if (!g) groups.set(r.skillTypeName, (g = { typeLabel: r.skillTypeName, skills: [] }));
    g.skills.push({ name: r.name, level: level(r.level) });
  }
  return [...groups.values()];
}

/** The export's view model, in the file's language (details already carry translated names). */
export function toDocumentData(d: DcDetails, generatedAt: Date): DcDocumentData {
  const hard = d.skills.filter((s) => !s.isSoft);
  const soft = d.skills.filter((s) => s.isSoft);
  return {
    idLang: languageIdOf(d.idLang),
    person: { firstName: d.identity.firstName, lastName: d.identity.lastName, reference: d.identity.reference },
    title: d.title,
    yearsOfExperience: d.experienceYears,
    summary: d.summary,
    skillsByType: [...groupByType(hard), ...groupByType(soft)],
    otherSkillsByType: groupByType(d.otherSkills),
    experiences: d.experiences.map((e) => ({
      position: e.position,
      startDate: e.startDate,
      endDate: e.endDate,
      client: e.client,
      project: e.project,
      description: e.description,
      teamsMethods: e.teamsMethods,
      tasks: e.tasks,
      tools: e.tools.map((t) => t.name),
    })),
    education: d.educations.map((e) => ({ degree: e.degree, school: e.school, year: e.year, mention: e.mentionName })),
    certifications: d.certifications.map((c) => ({
      kind: c.kind,
      name: c.name,
      organism: c.organism,
      obtainedDate: c.obtainedDate,
      expiryDate: c.expiryDate,
      score: c.score,
      skills: c.skills.map((s) => s.name),
    })),
    languages: d.languages.map((l) => ({ name: l.languageName, level: l.levelName })),
    projects: d.projects.map((p) => ({
      name: p.name,
      description: p.description,
      startDate: p.startDate,
      endDate: p.endDate,
    })),
    generatedAt,
  };
}

/** Does the file hold anything worth a document? */
export const hasContent = (d: DcDetails): boolean =>
  d.experiences.length +
    d.skills.length +
    d.otherSkills.length +
    d.educations.length +
    d.certifications.length +
    d.languages.length +
    d.projects.length >
    0 ||
  d.title.trim() !== '' ||
  d.summary.trim() !== '';
