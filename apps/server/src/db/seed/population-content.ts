/**
 * What a generated person's skills file says, drawn so that the management lists' filters mean something:
 * - skills from the catalogue with a realistic spread: a few very common ones (Git, SQL, Java, JavaScript, Python,
 *   Docker, Scrum…) in many files, each person leaning to one domain, the long tail rare; 8–25 skills for a
 *   consultant, fewer for managers and support staff; levels leaning to 2–3, a notch higher for seniors;
 * - experiences covering the person's career back to their first job (0–25 years, as careerOf tells);
 * - languages (French native for most, English at every level, sometimes a third one);
 * - certifications tied to their skills, some without expiry, some expired, some expiring within 90 days.
 */
import { byLanguage } from '@my-skills/shared/ui-language';
import { CLIENTS, DEGREES, POSITIONS_EN, POSITIONS_FR, PROJECTS, SCHOOLS } from './file-texts';
import type { Catalogue, CatalogueSkill, CertificationRow, ExperienceRow } from './skills-files-insert';
import type { Random } from './population';

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const monthStart = (monthIndex: number, day = 1) =>
  `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** How often a skill appears, by its catalogue label (the rest: by its rank within its type, most common first). */
const COMMON: Record<string, number> = {
  Git: 55,
  SQL: 45,
  Java: 40,
  JavaScript: 40,
  Python: 35,
  Docker: 35,
  Jira: 35,
  Scrum: 35,
  'Méthodes agiles': 35,
  Kubernetes: 25,
  TypeScript: 25,
  Linux: 25,
  'API REST': 25,
  'Spring Boot': 22,
  HTML5: 20,
  PostgreSQL: 20,
  CSS3: 18,
  React: 18,
  Angular: 18,
  Jenkins: 18,
  'Oracle Database': 15,
  Maven: 15,
  'GitLab CI': 15,
  'Amazon Web Services (AWS)': 15,
  'Microsoft Azure': 15,
  'Microsoft Excel': 15,
  'Node.js': 12,
  MySQL: 12,
  'C#': 12,
  '.NET': 12,
  Hibernate: 10,
  'Cycle en V': 10,
};

/** The domain a person leans to (their skills of that type weigh four times more), and how many lean to each. */
const FOCUS: Record<string, number> = {
  'languages-frameworks': 35,
  'cloud-devops': 14,
  'data-ai': 12,
  'embedded-industrial': 9,
  'systems-networks-security': 9,
  tools: 6,
  methods: 6,
  databases: 5,
  'business-domains': 4,
};
/** Positions (indexes in POSITIONS_FR/EN) by domain. */
const FOCUS_POSITIONS: Record<string, number[]> = {
  'languages-frameworks': [0, 1, 1, 0],
  'cloud-devops': [4],
  'data-ai': [5],
  'embedded-industrial': [9, 7],
  'systems-networks-security': [4, 7],
  tools: [8],
  methods: [10, 6],
  databases: [5, 0],
  'business-domains': [11],
};
const SENIOR_POSITIONS = [2, 3, 6];
const SUPPORT_POSITIONS: Record<number, [string, string][]> = {
  6: [
    ['Chargée de ressources humaines', 'HR officer'],
    ['Responsable RH', 'HR manager'],
  ],
  8: [
    ['Chargé de recrutement', 'Recruiter'],
    ['Talent acquisition', 'Talent acquisition specialist'],
  ],
};

/** [name, organism, the catalogue skill it proves (label), validity in months or null (never expires)]. */
const CERTIFICATIONS: [string, string, string | null, number | null][] = [
  ['AWS Certified Solutions Architect – Associate', 'Amazon Web Services', 'Amazon Web Services (AWS)', 36],
  ['AWS Certified Developer – Associate', 'Amazon Web Services', 'Amazon Web Services (AWS)', 36],
  ['Microsoft Certified: Azure Fundamentals (AZ-900)', 'Microsoft', 'Microsoft Azure', null],
  ['Microsoft Certified: Azure Administrator Associate (AZ-104)', 'Microsoft', 'Microsoft Azure', 12],
  ['Google Cloud Professional Cloud Architect', 'Google Cloud', 'Google Cloud Platform (GCP)', 24],
  ['Certified Kubernetes Administrator (CKA)', 'CNCF', 'Kubernetes', 24],
  ['Certified Kubernetes Application Developer (CKAD)', 'CNCF', 'Kubernetes', 24],
  ['HashiCorp Certified: Terraform Associate', 'HashiCorp', 'Terraform', 24],
  ['Oracle Certified Professional, Java SE 17 Developer', 'Oracle', 'Java', null],
  ['Professional Scrum Master I', 'Scrum.org', 'Scrum', null],
  ['Certified ScrumMaster (CSM)', 'Scrum Alliance', 'Scrum', 24],
  ['SAFe 6 Agilist', 'Scaled Agile', 'SAFe', 12],
  ['ISTQB Certified Tester Foundation Level', 'ISTQB', 'ISTQB', null],
  ['ITIL 4 Foundation', 'PeopleCert', 'ITIL', null],
  ['Project Management Professional (PMP)', 'PMI', 'PMP', 36],
  ['Databricks Certified Data Engineer Associate', 'Databricks', 'Databricks', 24],
  ['Red Hat Certified System Administrator (RHCSA)', 'Red Hat', 'Linux', 36],
  ['ISO/IEC 27001 Lead Implementer', 'PECB', 'ISO 27001', 36],
  ['SAP Certified Associate – SAP S/4HANA', 'SAP', 'SAP S/4HANA', null],
  ['Salesforce Certified Administrator', 'Salesforce', 'Salesforce', 12],
];
const TOEIC: [string, string, null, number] = ['TOEIC Listening and Reading', 'ETS', null, 24];
const OTHER_LANGUAGES = ['de', 'es', 'it', 'pt', 'ar', 'nl', 'zh'];

interface WeightedTable {
  skills: CatalogueSkill[];
  cumulative: Float64Array;
}

/** Draws catalogue skills by weight; one table per domain, built once per run. */
export function skillPicker(cat: Catalogue) {
  const rankInType = new Map<number, number>();
  const seen = new Map<number, number>();
  for (const s of cat.hard) {
    const n = seen.get(s.typeId) ?? 0;
    rankInType.set(s.id, n);
    seen.set(s.typeId, n + 1);
  }
  const base = (s: CatalogueSkill) => COMMON[s.label] ?? 4 / (1 + rankInType.get(s.id)! / 5);
  const tables = new Map<string, WeightedTable>();
  for (const focus of Object.keys(FOCUS)) {
    const cumulative = new Float64Array(cat.hard.length);
    let total = 0;
    cat.hard.forEach((s, i) => {
      total += base(s) * (s.typeCode === focus ? 4 : 1);
      cumulative[i] = total;
    });
    tables.set(focus, { skills: cat.hard, cumulative });
  }
  const focusTotal = Object.values(FOCUS).reduce((a, b) => a + b, 0);
  const bySkillLabel = new Map(cat.hard.map((s) => [s.label, s.id]));
  return {
    bySkillLabel,
    focus(rnd: Random): string {
      let r = rnd.next() * focusTotal;
      for (const [code, weight] of Object.entries(FOCUS)) if ((r -= weight) < 0) return code;
      return 'languages-frameworks';
    },
    /** `count` distinct hard skills of a person leaning to `focus`. */
    draw(rnd: Random, focus: string, count: number): number[] {
      const table = tables.get(focus)!;
      const total = table.cumulative[table.cumulative.length - 1] ?? 0;
      const chosen = new Set<number>();
      const want = Math.min(count, table.skills.length);
      while (chosen.size < want) {
        const r = rnd.next() * total;
        let lo = 0;
        let hi = table.cumulative.length - 1;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (table.cumulative[mid]! > r) hi = mid;
          else lo = mid + 1;
        }
        chosen.add(table.skills[lo]!.id);
      }
      return [...chosen];
    },
  };
}
export type SkillPicker = ReturnType<typeof skillPicker>;

/** A level 1–4 leaning to 2–3: a notch up for some seniors, down for some juniors. */
function level(rnd: Random, careerMonths: number): number {
  const r = rnd.next();
  let l = r < 0.12 ? 1 : r < 0.48 ? 2 : r < 0.85 ? 3 : 4;
  if (careerMonths >= 120 && rnd.chance(0.25)) l += 1;
  if (careerMonths < 24 && rnd.chance(0.35)) l -= 1;
  return Math.max(1, Math.min(4, l));
}

/** How many catalogue skills (hard and soft) a file lists, by main role and seniority. */
function skillCount(rnd: Random, mainRole: number, careerMonths: number): number {
  const spread = (rnd.next() + rnd.next()) / 2;
  if (mainRole >= 3 && mainRole <= 5) return 6 + Math.round(12 * spread);
  if (mainRole === 6 || mainRole === 8) return 4 + Math.round(8 * spread);
  return 8 + Math.round(17 * (0.6 * spread + 0.4 * Math.min(1, careerMonths / 180)));
}

export interface PersonFacts {
  mainRole: number;
  careerMonths: number;
  isCandidate: boolean;
  /** The person's own language (2: English-speaking). */
  personLang: 1 | 2;
}

/** Experiences from today back to the first job, newest first; at most 15 (the oldest then covers the rest). */
function experiences(
  rnd: Random,
  now: Date,
  facts: PersonFacts,
  idLang: 1 | 2,
  focus: string,
  hard: number[],
  pool: SkillPicker,
): ExperienceRow[] {
  const nowIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const careerStart = nowIndex - facts.careerMonths;
  const positions = byLanguage(idLang, POSITIONS_FR, POSITIONS_EN);
  const support = SUPPORT_POSITIONS[facts.mainRole];
  const rows: ExperienceRow[] = [];
  // The newest: ongoing for most, ended a few months ago for some (between two missions, or a candidate looking).
  let end: number | null = rnd.chance(facts.isCandidate ? 0.5 : 0.75) ? null : nowIndex - rnd.int(0, 3);
  if (end !== null && end <= careerStart) end = null;
  while (rows.length === 0 || (end ?? nowIndex) > careerStart) {
    const endIndex = end ?? nowIndex;
    const length = rnd.int(6, facts.careerMonths < 36 ? 24 : 36);
    const start = rows.length === 14 ? careerStart : Math.max(careerStart, endIndex - length);
    const senior = start - careerStart >= 96;
    const position = support
      ? byLanguage(idLang, ...(rnd.pick(support) as [string, string]))
      : positions[senior && rnd.chance(0.4) ? rnd.pick(SENIOR_POSITIONS) : rnd.pick(FOCUS_POSITIONS[focus] ?? [0])]!;
    const tools = new Set<number>();
    const toolCount = Math.min(rnd.int(2, 4), hard.length);
    while (tools.size < toolCount) tools.add(rnd.pick(hard));
    if (rnd.chance(0.2)) tools.add(pool.draw(rnd, focus, 1)[0]!);
    const team = rnd.int(3, 12);
    rows.push({
      position,
      start_date: monthStart(start),
      end_date: end === null ? null : monthStart(end, 28),
      client: rnd.pick(CLIENTS),
      project: rnd.pick(PROJECTS),
      description: byLanguage(
        idLang,
        'Réalisation de nouvelles fonctionnalités au sein d’une équipe agile, de la conception à la production.',
        'Delivery of new features in an agile team, from design to production.',
      ),
      teams_methods: byLanguage(idLang, `Équipe de ${team}, Scrum`, `Team of ${team}, Scrum`),
      tasks: byLanguage(
        idLang,
        'Conception ; développement ; revues de code ; support de production',
        'Design; development; code reviews; production support',
      ),
      tools: [...tools],
    });
    end = start - rnd.int(0, 3) - 1;
    if (start <= careerStart) break;
  }
  return rows;
}

/** Certifications tied to the person's skills: obtained since their first job, each expiring (or not) as it does. */
function certifications(rnd: Random, now: Date, facts: PersonFacts, hard: Set<number>, pool: SkillPicker) {
  if (facts.careerMonths < 3 || rnd.chance(Math.max(0.25, 0.5 - facts.careerMonths / 600))) return [];
  const count = rnd.chance(0.55) ? 1 : rnd.chance(0.6) ? 2 : rnd.int(3, 4);
  const candidates = [...CERTIFICATIONS, TOEIC].map((c) => {
    const skill = c[2] === null ? undefined : pool.bySkillLabel.get(c[2]);
    return { c, skill, weight: skill !== undefined && hard.has(skill) ? 8 : c === TOEIC ? 3 : 1 };
  });
  const total = candidates.reduce((a, x) => a + x.weight, 0);
  const chosen = new Set<(typeof candidates)[number]>();
  for (let tries = 0; chosen.size < count && tries < 20; tries++) {
    let r = rnd.next() * total;
    chosen.add(candidates.find((x) => (r -= x.weight) < 0) ?? candidates[0]!);
  }
  const earliest = Math.max(now.getTime() - facts.careerMonths * 30.4 * DAY, now.getTime() - 10 * 365 * DAY);
  const latest = now.getTime() - 30 * DAY;
  return [...chosen].map(({ c: [name, organism, , validity], skill }): CertificationRow => {
    let obtained = earliest + rnd.next() * Math.max(0, latest - earliest);
    const validityMs = validity === null ? 0 : validity * 30.4 * DAY;
    // Some renewals fall due soon: obtained so that they expire within the next 90 days.
    if (validity !== null && rnd.chance(0.15)) {
      const soon = now.getTime() + rnd.int(1, 89) * DAY - validityMs;
      if (soon >= earliest) obtained = soon;
    }
    const isTest = name === TOEIC[0];
    return {
      name,
      organism,
      obtained_date: isoDay(obtained),
      expiry_date: validity === null ? null : isoDay(obtained + validityMs),
      kind: isTest ? 'test' : 'certification',
      score: isTest ? `${rnd.int(60, 99) * 10}/990` : '',
      skills: skill === undefined ? [] : [skill],
    };
  });
}

/** The content of one file of a person (a French one, or its English counterpart). */
export function personFileContent(
  rnd: Random,
  now: Date,
  cat: Catalogue,
  pool: SkillPicker,
  facts: PersonFacts,
  idLang: 1 | 2,
) {
  const focus = pool.focus(rnd);
  const total = skillCount(rnd, facts.mainRole, facts.careerMonths);
  const softCount = Math.min(cat.soft.length, Math.max(1, Math.min(4, Math.round(total / 6))));
  const hard = pool.draw(rnd, focus, total - softCount);
  const soft = new Set<number>();
  while (soft.size < softCount) soft.add(rnd.pick(cat.soft).id);
  const startYear = now.getUTCFullYear() - Math.floor(facts.careerMonths / 12);
  const english = facts.personLang === 2 ? 5 : rnd.chance(0.1) ? 1 : rnd.chance(0.45) ? 2 : rnd.chance(0.75) ? 3 : 4;
  return {
    experiences: experiences(rnd, now, facts, idLang, focus, hard, pool),
    skills: [...hard, ...soft].map((id) => ({ id_skill: id, level: level(rnd, facts.careerMonths) })),
    otherSkills:
      rnd.chance(0.2) && cat.typeIds.length
        ? [{ id_skill_type: rnd.pick(cat.typeIds), name: `Outil interne ${rnd.int(1, 40)}`, level: rnd.int(1, 3) }]
        : [],
    educations: [
      {
        degree: rnd.pick(DEGREES),
        school: rnd.pick(SCHOOLS),
        year: startYear,
        mention: rnd.chance(0.5) ? rnd.int(1, 4) : null,
      },
    ],
    languages: [
      { language_code: 'fr', id_level: facts.personLang === 2 ? rnd.int(2, 4) : 5 },
      { language_code: 'en', id_level: english },
      ...(rnd.chance(0.25) ? [{ language_code: rnd.pick(OTHER_LANGUAGES), id_level: rnd.int(1, 4) }] : []),
    ],
    certifications: certifications(rnd, now, facts, new Set(hard), pool),
  };
}
