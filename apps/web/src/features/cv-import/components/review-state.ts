/**
 * The review's choices over a proposal (pure, tested): which rows are kept, the skills' levels, whether the title
 * and summary are used; and the apply body built from them (the skills file's own section inputs).
 */
import {
  CV_IMPORT_FORMATS,
  CV_IMPORT_MAX_BYTES,
  type CvApplyBody,
  type CvProposal,
} from '@my-skills/shared/schemas/cv-import';

export const ROW_SECTIONS = [
  'experiences',
  'educations',
  'certifications',
  'projects',
  'languages',
  'skills',
  'otherSkills',
] as const;
export type RowSection = (typeof ROW_SECTIONS)[number];
type Row<S extends RowSection> = CvProposal[S][number];

export interface Review {
  proposal: CvProposal;
  useTitle: boolean;
  useSummary: boolean;
}

/** A row the skills file would refuse (its required field was not read) cannot be kept. */
export function canKeep(section: RowSection, row: Row<RowSection>): boolean {
  switch (section) {
    case 'experiences':
      return (row as Row<'experiences'>).position.trim() !== '';
    case 'educations':
      return (row as Row<'educations'>).degree.trim() !== '';
    case 'certifications':
    case 'projects':
      return (row as Row<'certifications' | 'projects'>).name.trim() !== '';
    case 'otherSkills':
      return (row as Row<'otherSkills'>).name.trim() !== '';
    default:
      return true;
  }
}

const clampLevel = (level: number) => Math.min(4, Math.max(1, Math.round(level) || 1));

/** The review as proposed: rows as the server ticked them (never one that cannot be kept), levels 1–4. */
export function initialReview(proposal: CvProposal): Review {
  const rows = <S extends RowSection>(section: S) =>
    (proposal[section] as Row<S>[]).map((row) => ({ ...row, keep: row.keep && canKeep(section, row) }));
  return {
    proposal: {
      ...proposal,
      experiences: rows('experiences'),
      educations: rows('educations'),
      certifications: rows('certifications'),
      projects: rows('projects'),
      languages: rows('languages'),
      skills: rows('skills').map((s) => ({ ...s, level: clampLevel(s.level) })),
      otherSkills: rows('otherSkills').map((s) => ({ ...s, level: clampLevel(s.level) })),
    },
    useTitle: proposal.identity.title.trim() !== '',
    useSummary: proposal.identity.summary.trim() !== '',
  };
}

const withRows = <S extends RowSection>(review: Review, section: S, rows: Row<S>[]): Review => ({
  ...review,
  proposal: { ...review.proposal, [section]: rows },
});

/** Keeps or drops one row. */
export function setKeep(review: Review, section: RowSection, index: number, keep: boolean): Review {
  const rows = review.proposal[section] as Row<RowSection>[];
  return withRows(
    review,
    section,
    rows.map((row, i) => (i === index ? { ...row, keep: keep && canKeep(section, row) } : row)),
  );
}

/** Keeps or drops every row of a section (those that cannot be kept stay dropped). */
export function setAll(review: Review, section: RowSection, keep: boolean): Review {
  const rows = review.proposal[section] as Row<RowSection>[];
  return withRows(
    review,
    section,
    rows.map((row) => ({ ...row, keep: keep && canKeep(section, row) })),
  );
}

/** A skill's (or other skill's) level, 1–4. */
export function setLevel(review: Review, section: 'skills' | 'otherSkills', index: number, level: number): Review {
  const rows = review.proposal[section] as Row<'skills' | 'otherSkills'>[];
  return withRows(
    review,
    section,
    rows.map((row, i) => (i === index ? { ...row, level: clampLevel(level) } : row)),
  );
}

export const keptCount = (review: Review, section: RowSection) =>
  (review.proposal[section] as { keep: boolean }[]).filter((row) => row.keep).length;

/** POST Cv2Dc/apply's body: the kept rows as the skills file's section inputs. */
export function applyBodyOf(review: Review, id: number, rowVersion: number | null): CvApplyBody {
  const p = review.proposal;
  const kept = <T extends { keep: boolean }>(rows: T[]) => rows.filter((row) => row.keep);
  return {
    id,
    rowVersion,
    ...(review.useTitle && p.identity.title.trim() ? { title: p.identity.title.trim() } : {}),
    ...(review.useSummary && p.identity.summary.trim() ? { summary: p.identity.summary.trim() } : {}),
    experiences: kept(p.experiences).map((e) => ({
      position: e.position,
      startDate: e.startDate,
      endDate: e.current ? null : e.endDate,
      client: e.client,
      project: e.project,
      description: e.description,
      teamsMethods: e.teamsMethods,
      tasks: e.tasks,
      tools: e.tools.map((tool) => tool.idSkill),
    })),
    educations: kept(p.educations).map((e) => ({
      degree: e.degree,
      school: e.school,
      year: e.year,
      mention: e.mention,
    })),
    certifications: kept(p.certifications).map((c) => ({
      kind: c.kind,
      name: c.name,
      organism: c.organism,
      obtainedDate: c.obtainedDate,
      expiryDate: c.expiryDate,
      score: c.score,
      idSkills: c.skills.map((s) => s.idSkill),
    })),
    projects: kept(p.projects).map((pr) => ({
      name: pr.name,
      description: pr.description,
      startDate: pr.startDate,
      endDate: pr.endDate,
    })),
    languages: kept(p.languages).map((l) => ({ languageCode: l.languageCode, idLevel: l.idLevel })),
    skills: kept(p.skills).map((s) => ({ idSkill: s.idSkill, level: s.level })),
    otherSkills: kept(p.otherSkills).map((s) => ({ idSkillType: s.idSkillType, name: s.name, level: s.level })),
  };
}

/** Why a chosen file cannot be sent (the server checks the content again), or null. */
export function fileProblem(file: { name: string; size: number }): 'format' | 'tooLarge' | 'empty' | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(CV_IMPORT_FORMATS as readonly string[]).includes(extension)) return 'format';
  if (file.size === 0) return 'empty';
  if (file.size > CV_IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}
