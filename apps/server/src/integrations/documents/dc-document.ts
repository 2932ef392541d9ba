/**
 * The skills file (DC) export: the view model both renderers take (`renderDcDocx`, `renderDcPdf`),
 * the documents' translated texts, and the pure layout rules they share (ordering, periods, levels).
 *
 * The skills-file module maps the database to `DcDocumentData`; the renderers know nothing of tables.
 * Everything in it is already in the file's language (`idLang`): labels of skill types, degree mentions
 * and language levels are passed translated. Empty sections are left out of the documents.
 */
import { MULTI_VALUE_SEPARATOR, SKILL_LEVELS } from '@my-skills/shared/constants';
import { byLanguage, pickLanguage } from '@my-skills/shared/ui-language';
import { personFileName } from './text';

/** 1 French, 2 English: the language of the file, hence of every heading in the documents. */
export type DcDocumentLangId = 1 | 2;
/** Stars of a skill: 1 Knowledge, 2 Partial capacity, 3 Independent capacity, 4 Expertise. */
export type DcSkillLevel = 1 | 2 | 3 | 4;
/** A calendar date, 'YYYY-MM-DD' (as the database returns `date` columns); only month and year are shown. */
export type CalendarDate = string;

export interface DcDocumentSkill {
  name: string;
  level: DcSkillLevel;
}

/** The skills of one type, in the order given (soft skills are one of the types). */
export interface DcDocumentSkillGroup {
  /** The type's label in the file's language. */
  typeLabel: string;
  skills: DcDocumentSkill[];
}

export interface DcDocumentExperience {
  position: string;
  startDate: CalendarDate | null;
  /** null: the experience is current ("today"). */
  endDate: CalendarDate | null;
  client: string;
  project: string;
  description: string;
  teamsMethods: string;
  tasks: string;
  /** Tool names (catalogue skills), shown joined by ' / '. */
  tools: string[];
}

export interface DcDocumentEducation {
  degree: string;
  school: string;
  year: number | null;
  /** The degree mention's label in the file's language (DEGREE_MENTIONS), or null. */
  mention: string | null;
}

export interface DcDocumentCertification {
  kind: 'certification' | 'test';
  name: string;
  organism: string;
  obtainedDate: CalendarDate | null;
  expiryDate: CalendarDate | null;
  /** Free text ('' when none), e.g. '920/990'. */
  score: string;
  /** Names of the skills it certifies. */
  skills: string[];
}

export interface DcDocumentSpokenLanguage {
  /** The language's name in the file's language, e.g. 'Anglais'. */
  name: string;
  /** The level's label in the file's language, e.g. 'Courant'. */
  level: string;
}

export interface DcDocumentProject {
  name: string;
  description: string;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
}

/** Everything a skills-file document shows, already in the file's language. */
export interface DcDocumentData {
  idLang: DcDocumentLangId;
  person: { firstName: string; lastName: string; reference: string | null };
  /** The file's title, e.g. 'Développeur Java senior' ('' when none). */
  title: string;
  /** Whole years; 0 leaves the mention out. */
  yearsOfExperience: number;
  /** Free text ('' when none); line breaks are kept. */
  summary: string;
  /** Catalogue skills by type (hard skills, then soft skills as their own type). */
  skillsByType: DcDocumentSkillGroup[];
  /** Free-entry ("other") skills by type. */
  otherSkillsByType: DcDocumentSkillGroup[];
  /** In any order: the documents list them newest first. */
  experiences: DcDocumentExperience[];
  education: DcDocumentEducation[];
  certifications: DcDocumentCertification[];
  languages: DcDocumentSpokenLanguage[];
  projects: DcDocumentProject[];
  /** When the document was produced (shown in the footer). */
  generatedAt: Date;
  /**
   * A client CV (issue 22 §4): `alias` stands for the name everywhere (header, footer, document properties, file
   * name) and the person's reference is left out; with `relevanceOrder` the experiences keep the order given (most
   * relevant to a need first) instead of newest first. The caller has already removed what must not be shown.
   */
  clientCv?: { alias: string; relevanceOrder: boolean };
}

// ── texts ──────────────────────────────────────────────────────────────────────

const TEXTS = {
  fr: {
    documentTitle: 'Dossier de compétences',
    summary: 'Profil',
    skills: 'Compétences',
    otherSkills: 'Autres compétences',
    experiences: 'Expériences professionnelles',
    education: 'Formation',
    certifications: 'Certifications et tests',
    languages: 'Langues',
    projects: 'Projets',
    client: 'Client',
    project: 'Projet',
    description: 'Description',
    teamsMethods: 'Équipe et méthodes',
    tasks: 'Tâches',
    tools: 'Outils',
    today: 'aujourd’hui',
    reference: 'Réf.',
    test: 'Test',
    certification: 'Certification',
    obtained: 'Obtention',
    expires: 'Expiration',
    score: 'Score',
    certifiedSkills: 'Compétences',
    mention: 'Mention',
    levels: 'Niveaux',
    page: 'Page',
    of: 'sur',
    generatedOn: 'Édité le',
    years: (n: number) => (n === 1 ? '1 an d’expérience' : `${n} ans d’expérience`),
  },
  en: {
    documentTitle: 'Skills file',
    summary: 'Profile',
    skills: 'Skills',
    otherSkills: 'Other skills',
    experiences: 'Professional experience',
    education: 'Education',
    certifications: 'Certifications and tests',
    languages: 'Languages',
    projects: 'Projects',
    client: 'Client',
    project: 'Project',
    description: 'Description',
    teamsMethods: 'Teams and methods',
    tasks: 'Tasks',
    tools: 'Tools',
    today: 'today',
    reference: 'Ref.',
    test: 'Test',
    certification: 'Certification',
    obtained: 'Obtained',
    expires: 'Expires',
    score: 'Score',
    certifiedSkills: 'Skills',
    mention: 'Mention',
    levels: 'Levels',
    page: 'Page',
    of: 'of',
    generatedOn: 'Generated on',
    years: (n: number) => (n === 1 ? '1 year of experience' : `${n} years of experience`),
  },
} as const;
export type DcDocumentTexts = (typeof TEXTS)['fr' | 'en'];

export const textsFor = (idLang: DcDocumentLangId): DcDocumentTexts => pickLanguage<DcDocumentTexts>(idLang, TEXTS);

/** The teal of the application. */
export const ACCENT = '#00727a';
export const TEXT_COLOR = '#222222';
export const MUTED_COLOR = '#666666';

// ── layout rules ───────────────────────────────────────────────────────────────

export const levelLabel = (level: DcSkillLevel, idLang: DcDocumentLangId): string => {
  const entry = SKILL_LEVELS.find((l) => l.id === level) ?? SKILL_LEVELS[0];
  return pickLanguage(idLang, entry);
};

/** The levels 1–4 with their labels, for the documents' legend. */
export const levelLegend = (idLang: DcDocumentLangId) =>
  SKILL_LEVELS.map((l) => ({ level: l.id as DcSkillLevel, label: pickLanguage(idLang, l) }));

/** '★★★☆' for level 3. */
export const starsText = (level: DcSkillLevel) => '★'.repeat(level) + '☆'.repeat(4 - level);

const DATE_PATTERN = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

/** 'septembre 2019' / 'September 2019'; '' for an absent or unreadable date. */
export function formatMonthYear(date: CalendarDate | null, idLang: DcDocumentLangId): string {
  const match = date ? DATE_PATTERN.exec(date) : null;
  if (!match) return '';
  const month = Number(match[2]);
  if (month < 1 || month > 12) return '';
  const value = new Date(Date.UTC(Number(match[1]), month - 1, 1));
  return new Intl.DateTimeFormat(byLanguage(idLang, 'fr-FR', 'en-GB'), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}

/** '12/03/2024' / '12 March 2024'; '' for an absent date. */
export function formatDay(date: CalendarDate | Date | null, idLang: DcDocumentLangId): string {
  if (!date) return '';
  let value: Date;
  if (date instanceof Date) value = date;
  else {
    const match = DATE_PATTERN.exec(date);
    if (!match) return '';
    value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? 1)));
  }
  return new Intl.DateTimeFormat(byLanguage(idLang, 'fr-FR', 'en-GB'), {
    day: byLanguage(idLang, '2-digit', 'numeric'),
    month: byLanguage(idLang, '2-digit', 'long'),
    year: 'numeric',
    timeZone: 'UTC',
  }).format(value);
}

/** 'septembre 2019 – mars 2021'; an open end reads 'aujourd’hui' / 'today'; no dates, ''. */
export function formatPeriod(start: CalendarDate | null, end: CalendarDate | null, idLang: DcDocumentLangId): string {
  const from = formatMonthYear(start, idLang);
  const to = end ? formatMonthYear(end, idLang) : from ? textsFor(idLang).today : '';
  if (from && to) return `${from} – ${to}`;
  return from || to;
}

/** Newest first: by start date (most recent first), current ones first among equals, undated last. */
export function sortNewestFirst<T extends { startDate: CalendarDate | null; endDate: CalendarDate | null }>(
  items: readonly T[],
): T[] {
  const endKey = (item: T) => item.endDate ?? '9999-12-31';
  return [...items].sort((a, b) => {
    if (a.startDate !== b.startDate) {
      if (!a.startDate) return 1;
      if (!b.startDate) return -1;
      return a.startDate < b.startDate ? 1 : -1;
    }
    return endKey(a) === endKey(b) ? 0 : endKey(a) < endKey(b) ? 1 : -1;
  });
}

/** Most recent first; certifications without a date last. */
export function sortCertifications(items: readonly DcDocumentCertification[]): DcDocumentCertification[] {
  return [...items].sort((a, b) => {
    if (a.obtainedDate === b.obtainedDate) return 0;
    if (!a.obtainedDate) return 1;
    if (!b.obtainedDate) return -1;
    return a.obtainedDate < b.obtainedDate ? 1 : -1;
  });
}

/** Most recent first; education without a year last. */
export function sortEducation(items: readonly DcDocumentEducation[]): DcDocumentEducation[] {
  return [...items].sort((a, b) => (b.year ?? 0) - (a.year ?? 0));
}

/** 'Outils : Java' in French (space before the colon), 'Tools: Java' in English. */
export const labelled = (label: string, value: string, idLang: DcDocumentLangId) =>
  byLanguage(idLang, `${label} : ${value}`, `${label}: ${value}`);

export const joinValues = (values: readonly string[]) => values.filter((v) => v.trim()).join(MULTI_VALUE_SEPARATOR);

export const fullName = (data: DcDocumentData) =>
  data.clientCv ? data.clientCv.alias : `${data.person.firstName} ${data.person.lastName}`.trim();

/** 'Développeur Java · 12 ans d’expérience · Réf. : ABC123', parts present only. */
export function headerFacts(data: DcDocumentData): string[] {
  const t = textsFor(data.idLang);
  const facts: string[] = [];
  if (data.yearsOfExperience > 0) facts.push(t.years(Math.floor(data.yearsOfExperience)));
  if (!data.clientCv && data.person.reference?.trim()) facts.push(`${t.reference} ${data.person.reference.trim()}`);
  return facts;
}

const nonEmptyGroups = (groups: readonly DcDocumentSkillGroup[]) =>
  groups.map((g) => ({ ...g, skills: g.skills.filter((s) => s.name.trim()) })).filter((g) => g.skills.length > 0);

/** One line of a certification: 'Test · ETS · Obtention : 02/03/2021 · Expiration : 02/03/2023 · Score : 945/990'. */
export function certificationFacts(c: DcDocumentCertification, idLang: DcDocumentLangId): string[] {
  const t = textsFor(idLang);
  const facts: string[] = [];
  if (c.kind === 'test') facts.push(t.test);
  if (c.organism.trim()) facts.push(c.organism.trim());
  if (c.obtainedDate) facts.push(labelled(t.obtained, formatDay(c.obtainedDate, idLang), idLang));
  if (c.expiryDate) facts.push(labelled(t.expires, formatDay(c.expiryDate, idLang), idLang));
  if (c.score.trim()) facts.push(labelled(t.score, c.score.trim(), idLang));
  return facts;
}

/** 'Université de Lyon · 2015 · Mention Bien'. */
export function educationFacts(e: DcDocumentEducation, idLang: DcDocumentLangId): string[] {
  const t = textsFor(idLang);
  const facts: string[] = [];
  if (e.school.trim()) facts.push(e.school.trim());
  if (e.year) facts.push(String(e.year));
  if (e.mention?.trim()) facts.push(`${t.mention} ${e.mention.trim()}`);
  return facts;
}

/** The sections of the document in order, each present only when it has content. */
export function prepareDcDocument(data: DcDocumentData) {
  return {
    texts: textsFor(data.idLang),
    name: fullName(data),
    title: data.title.trim(),
    facts: headerFacts(data),
    summary: data.summary.trim(),
    skillsByType: nonEmptyGroups(data.skillsByType),
    otherSkillsByType: nonEmptyGroups(data.otherSkillsByType),
    experiences: data.clientCv?.relevanceOrder ? [...data.experiences] : sortNewestFirst(data.experiences),
    education: sortEducation(data.education.filter((e) => e.degree.trim())),
    certifications: sortCertifications(data.certifications.filter((c) => c.name.trim())),
    languages: data.languages.filter((l) => l.name.trim()),
    projects: sortNewestFirst(data.projects.filter((p) => p.name.trim())),
  };
}
export type PreparedDcDocument = ReturnType<typeof prepareDcDocument>;

/** A file name for the export: 'DC_Martin_Alice_FR.docx'; a client CV's 'CV_A-M_FR.docx' or 'CV-2026-0042_FR.pdf'. */
export function dcDocumentFileName(data: DcDocumentData, extension: 'docx' | 'pdf'): string {
  if (data.clientCv) {
    const alias = data.clientCv.alias
      .replace(/[^A-Za-z0-9-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '');
    const stem = /^cv\b/i.test(alias) ? alias : `CV_${alias || 'anonymous'}`;
    return `${stem}_${byLanguage(data.idLang, 'FR', 'EN')}.${extension}`;
  }
  const name = personFileName(data.person);
  return `DC_${name}_${byLanguage(data.idLang, 'FR', 'EN')}.${extension}`;
}
