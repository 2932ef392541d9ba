/**
 * Skills of a CV: lists split into names, levels read beside them, names matched to the catalogue (with versions
 * stripped when the bare name matches), the others kept as other skills under a type chosen from the list's label
 * or section, each skill once.
 *
 * - Splitting: , ; • | and ' / '; "HTML/CSS" and "Python & SQL" are split only when the whole does not match and a
 *   part does ("Recherche & Développement" stays one name); a skill table's level cell ("Confirmé" alone, read
 *   after its skill cell) sets the level of its row's skills;
 *   "AWS (EC2, S3)" gives AWS and its parenthesised list.
 * - Levels (1–4 stars; 1 when the CV says nothing, as typed in a file): expert/maîtrise 4, avancé/confirmé/advanced 3,
 *   intermédiaire/bon/good 2, notions/débutant/basic 1; stars and "4/5" scaled to 4; "(3 ans)": under 2 years 1,
 *   under 3 years 2, under 5 years 3, else 4.
 * - The type of an other skill: the label's or the section's words (the types' own names, then TYPE_WORDS), else the
 *   type most of the same list's matched skills have, else 'tools' (where a reviewer looks for what is left).
 */
import { findDuplicateOtherSkills, skillNameKey } from '@my-skills/shared/skills-file-rules';
import type { CvOtherSkill, CvSkill } from '@my-skills/shared/schemas/cv-import';
import type { MatchedSkill, SkillTypeRef, UnderstandingContext } from './types';
import { clean, fold, limit, splitList } from './text';

const LEVEL_WORDS: readonly (readonly [RegExp, number])[] = [
  [/\b(expert|expertise|maitrise|maitrise parfaite|excellent|tres bonne? maitrise|specialiste|mastery)\b/, 4],
  [/\b(avance|avancee|confirme|confirmee|senior|advanced|proficient|tres bon|strong|solide)\b/, 3],
  [/\b(intermediaire|intermediate|bon|bonne|good|operationnel|pratique|working knowledge|moyen)\b/, 2],
  [/\b(notions?|debutant|debutante|basic|basics|beginner|scolaire|junior|elementaire|initiation|familiar)\b/, 1],
];

/** The level a text gives (words, stars, "4/5", years), or null. */
export function levelOf(text: string): number | null {
  const stars = /([★●■◆⬤✪✭]+)([☆○□◇✩]*)/u.exec(text);
  if (stars) {
    const filled = [...stars[1]!].length;
    const total = filled + [...stars[2]!].length;
    return Math.max(1, Math.min(4, Math.round((filled / Math.max(total, 4)) * 4)));
  }
  const ratio = /(?<![\d.])(\d(?:[.,]\d)?)\s*\/\s*(5|10|4)(?!\d)/.exec(text);
  if (ratio) {
    const value = Number(ratio[1]!.replace(',', '.')) / Number(ratio[2]);
    return Math.max(1, Math.min(4, Math.round(value * 4)));
  }
  const f = fold(text);
  const years = /(\d+)\s*\+?\s*(ans?|annees?|years?|yrs?)\b/.exec(f);
  if (years) {
    const n = Number(years[1]);
    return n < 2 ? 1 : n < 3 ? 2 : n < 5 ? 3 : 4;
  }
  for (const [re, level] of LEVEL_WORDS) if (re.test(f)) return level;
  return null;
}

/**
 * The level of a text that says nothing else ("Confirmé", "★★★☆", "4/5", "Advanced"): a skill table's level cell, that
 * applies to the skills of its row. Null when the text names something besides a level.
 */
export function levelAlone(text: string): number | null {
  const level = levelOf(text);
  if (level === null) return null;
  let f = fold(text).replace(/[★●■◆⬤✪✭☆○□◇✩]+/gu, ' ');
  f = f.replace(/(?<![\d.])\d(?:[.,]\d)?\s*\/\s*(5|10|4)(?!\d)/g, ' ');
  for (const [re] of LEVEL_WORDS) f = f.replace(new RegExp(re.source, 'g'), ' ');
  return f.replace(/\b(niveau|level|de|d'|en|in|knowledge|connaissances?)\b/g, ' ').replace(/[^\p{L}\d]/gu, '') === ''
    ? level
    : null;
}

/** A name without its level annotations: "(expert)", "– avancé", "★★★☆", "4/5", "(3 ans)". */
function withoutLevel(text: string): string {
  let t = text
    .replace(/[★●■◆⬤✪✭☆○□◇✩]+/gu, ' ')
    .replace(/\(\s*[^()]*?(\d\s*\/\s*\d+|\d+\s*\+?\s*(ans?|années?|years?|yrs?))[^()]*\)/giu, ' ')
    .replace(/(?<![\d.])\d(?:[.,]\d)?\s*\/\s*(5|10|4)(?!\d)/g, ' ');
  t = t.replace(/\(([^()]*)\)/g, (m, inner: string) => (levelOf(inner) !== null && inner.length < 30 ? ' ' : m));
  t = t.replace(/\s*[-–—:]\s*([\p{L} ]{3,25})$/u, (m, tail: string) => (levelOf(tail) !== null ? '' : m));
  return clean(t);
}

const TYPE_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(bases? de donnees|bdd|sgbd|databases?|sql|nosql|donnees)\b/, 'databases'],
  [
    /\b(cloud|devops|ci ?\/ ?cd|conteneur|container|infrastructure|deploiement|deployment|orchestration)/,
    'cloud-devops',
  ],
  [
    /\b(systemes?|systems?|os|reseaux?|networks?|securite|security|cybersecurite|exploitation|serveurs?|servers?)\b/,
    'systems-networks-security',
  ],
  [
    /\b(data|big data|bi|business intelligence|ia|ai|machine learning|intelligence artificielle|analytics|decisionnel)\b/,
    'data-ai',
  ],
  [/\b(embarque|embedded|industriel|industrial|electronique|electronics|automatisme|mecanique)/, 'embedded-industrial'],
  [
    /\b(langages?|languages?|programmation|programming|frameworks?|librairies|libraries|front|back|developpement|development|web|mobile)\b/,
    'languages-frameworks',
  ],
  [
    /\b(methodes?|methodologies?|methods?|gestion de projet|project management|agile|pratiques|practices|conception|architecture)\b/,
    'methods',
  ],
  [/\b(fonctionnel(le)?s?|functional|metiers?|business|domaines?|secteurs?|sectors?|industries)\b/, 'business-domains'],
  [
    /\b(savoir[- ]etre|soft skills?|qualites|personal|interpersonal|atouts|qualities|humaines|comportementales|relationnelles)\b/,
    'soft-skills',
  ],
  [/\b(outils|tools|logiciels|software|ide|bureautique|office|erp|crm|progiciels|versioning)\b/, 'tools'],
];

/** The type its label or section names ("Bases de données" → databases), or null. */
export function typeFromWords(words: readonly string[], types: readonly SkillTypeRef[]): SkillTypeRef | null {
  for (const w of words) {
    const f = fold(w);
    if (!f) continue;
    const byName = types.find((t) => fold(t.name) === f);
    if (byName) return byName;
    for (const [re, code] of TYPE_WORDS) {
      const type = re.test(f) ? types.find((t) => t.code === code) : undefined;
      if (type) return type;
    }
  }
  return null;
}

export interface ListContext {
  /** The list's label ("Bases de données") and its section heading, first the most precise. */
  hints: readonly string[];
  /** The CV text the list was read from. */
  source: string;
  /** A level for every name of the list ("Expert : Java, Spring"). */
  level?: number | null;
}

export interface ListResult {
  matched: MatchedSkill[];
  unmatched: string[];
}

/** Collects the skills and other skills of a CV, each once. */
export class SkillCollector {
  readonly skills: CvSkill[] = [];
  readonly otherSkills: CvOtherSkill[] = [];
  private readonly byId = new Map<number, CvSkill>();
  private readonly otherKeys = new Set<string>();

  constructor(private readonly ctx: UnderstandingContext) {}

  /** The catalogue skill a name means: as written, without a version, hyphens as spaces, without "(…)". */
  match(raw: string): MatchedSkill | undefined {
    const name = clean(raw);
    if (!name || name.length > 80) return undefined;
    const tries = [
      name,
      name.replace(/(\s+(v?\d+([.,]\d+)*[a-z]?\+?|[a-z]?\d+[a-z]?|se|ee|lts|x))+$/i, ''),
      name.replace(/-/g, ' '),
      name.replace(/\s*\([^)]*\)\s*/g, ' ').trim(),
      name.replace(/\.js$/i, ''),
    ];
    for (const t of tries) {
      const m = t && t.length > 0 ? this.ctx.matchSkill(t) : undefined;
      if (m) return m;
    }
    return undefined;
  }

  /** Sets the level of what a list added (a skill table's level cell, read after its skill cell). */
  relevel(added: ListResult, level: number) {
    for (const m of added.matched) {
      const row = this.byId.get(m.id);
      if (row) row.level = level;
    }
    const keys = new Set(added.unmatched.map((n) => skillNameKey(limit(clean(n), 150))));
    for (const o of this.otherSkills) if (keys.has(skillNameKey(o.name))) o.level = level;
  }

  private typeOf(id: number): SkillTypeRef | undefined {
    return this.ctx.skillTypes.find((t) => t.id === id);
  }

  addSkill(m: MatchedSkill, level: number, source: string) {
    const existing = this.byId.get(m.id);
    if (existing) {
      if (level > existing.level) existing.level = level;
      return;
    }
    const row: CvSkill = {
      idSkill: m.id,
      name: m.name,
      idSkillType: m.idSkillType,
      skillTypeName: this.typeOf(m.idSkillType)?.name ?? '',
      isSoft: m.isSoft,
      level,
      matchedBy: m.matchedBy,
      source: limit(source, 4000),
      keep: true,
    };
    this.byId.set(m.id, row);
    this.skills.push(row);
  }

  addOther(name: string, type: SkillTypeRef, level: number, source: string) {
    const n = limit(clean(name), 150);
    const key = `${type.id}:${skillNameKey(n)}`;
    if (!n || this.otherKeys.has(key)) return;
    this.otherKeys.add(key);
    this.otherSkills.push({
      idSkillType: type.id,
      skillTypeName: type.name,
      name: n,
      level,
      source: limit(source, 4000),
      keep: true,
    });
  }

  /** Names of a list (split, levels read). */
  names(text: string): { name: string; level: number | null }[] {
    const out: { name: string; level: number | null }[] = [];
    for (const part of splitList(text)) {
      const level = levelOf(part);
      let name = withoutLevel(part)
        .replace(/^[-–—*+]\s*/, '')
        .replace(/[.:]$/, '')
        .trim();
      // "AWS (EC2, S3, Lambda)": the skill and its parenthesised list
      const inner = /^(.+?)\s*\(([^()]*[,;/][^()]*)\)$/.exec(name);
      if (inner) {
        name = inner[1]!;
        for (const sub of splitList(inner[2]!.replace(/\//g, ' / '))) out.push({ name: sub, level });
      }
      if (name) out.push({ name, level });
    }
    // "HTML/CSS", "Python & SQL": split when the whole is unknown and a part is known ("Recherche & Développement"
    // stays one name)
    return out.flatMap((item) => {
      const separator = item.name.includes('/') ? '/' : /\s&\s/.test(item.name) ? /\s+&\s+/ : null;
      if (!separator || this.match(item.name)) return [item];
      const parts = item.name.split(separator).map(clean).filter(Boolean);
      return parts.some((p) => this.match(p)) ? parts.map((name) => ({ name, level: item.level })) : [item];
    });
  }

  /** A list of skills: matched ones into skills, the others into other skills; answers both. */
  addList(text: string, list: ListContext): ListResult {
    const result: ListResult = { matched: [], unmatched: [] };
    const pending: { name: string; level: number }[] = [];
    for (const { name, level } of this.names(text)) {
      const words = name.split(/\s+/).length;
      if (name.length > 60 || words > 6 || !/[\p{L}\d]/u.test(name)) continue;
      const m = this.match(name);
      if (!m && !/\p{L}/u.test(name)) continue;
      const lvl = level ?? list.level ?? 1;
      if (m) {
        result.matched.push(m);
        this.addSkill(m, lvl, list.source);
      } else {
        result.unmatched.push(name);
        pending.push({ name, level: lvl });
      }
    }
    if (pending.length > 0) {
      const type = this.chooseType(list, result.matched);
      for (const p of pending) if (type) this.addOther(p.name, type, p.level, list.source);
    }
    return result;
  }

  private chooseType(list: ListContext, matched: readonly MatchedSkill[]): SkillTypeRef | undefined {
    const types = this.ctx.skillTypes;
    const hinted = typeFromWords(list.hints, types);
    if (hinted) return hinted;
    if (matched.length > 0) {
      const counts = new Map<number, number>();
      for (const m of matched) counts.set(m.idSkillType, (counts.get(m.idSkillType) ?? 0) + 1);
      const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
      const type = best && this.typeOf(best[0]);
      if (type) return type;
    }
    return types.find((t) => t.code === 'tools') ?? types.find((t) => !t.isSoft) ?? types[0];
  }

  /** The final rows: an other skill naming a proposed catalogue skill is dropped (the file's duplicate rule). */
  finish(): { skills: CvSkill[]; otherSkills: CvOtherSkill[] } {
    const names = this.skills.map((s) => ({ label: s.name, nameFr: s.name, nameEn: s.name }));
    const duplicates = new Set(findDuplicateOtherSkills(names, this.otherSkills).map(skillNameKey));
    const catalogueKeys = new Set(this.skills.map((s) => skillNameKey(s.name)));
    const otherSkills = this.otherSkills.filter(
      (o) => !(duplicates.has(skillNameKey(o.name)) && catalogueKeys.has(skillNameKey(o.name))),
    );
    return { skills: this.skills, otherSkills };
  }
}
