/**
 * A skills file's document made anonymous for a client (issue 22 §4, decision 022), pure.
 *
 * - The name becomes the alias (initials or the exporter's reference) everywhere the renderers show a name (header,
 *   footer, document properties, file name: `DcDocumentData.clientCv`); the person's internal reference is dropped.
 * - Every text of the file (title, summary, experiences, education, certifications, projects, free-entry skills) is
 *   scrubbed of what an imported or hand-written CV may carry: the person's first and last names (whole words,
 *   whatever the case and accents) become the alias; e-mail addresses, telephone numbers (9–15 digits with the usual
 *   separators), the birth date (ISO, French and English numeric and written forms) and profile links (LinkedIn,
 *   GitHub, Viadeo, X/Twitter) are removed.
 * - Clients: a client on the administrators' confidential list, or one the person hides, is replaced by its sector
 *   description in the file's language (the other language's when that one is blank; the confidential list wins);
 *   its name is also replaced wherever the texts mention it.
 * The document never had a photo, telephone or address field: only the texts can hold them.
 */
import { foldName, namesClient } from '@my-skills/shared/client-cv-rules';
import type { DcDocumentData } from '../../integrations/documents/dc-document';

export interface ClientRule {
  /** The client's name as listed. */
  name: string;
  /** The sector shown instead, in the file's language. */
  sector: string;
}

export interface AnonymiseOptions {
  alias: string;
  /** The person's identity: what must not appear. */
  firstName: string;
  lastName: string;
  email: string;
  /** 'YYYY-MM-DD' or null. */
  birthDate: string | null;
  /** Confidential clients first (they win), then the person's hidden ones. */
  clients: readonly ClientRule[];
  /** Keep the experiences in the given order (filtered to a need). */
  relevanceOrder: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for `phrase` as whole words in NFD text, whatever the case and accents, any spacing/hyphen between words. */
function wordsPattern(phrase: string): RegExp | null {
  const words = foldName(phrase).split(' ').filter(Boolean);
  if (!words.length) return null;
  const word = (w: string) => [...w].map((ch) => `${escape(ch)}\\p{M}*`).join('');
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.map(word).join("[\\s\\-’'.]+")}(?![\\p{L}\\p{N}])`, 'giu');
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const PROFILE_LINK =
  /(?:https?:\/\/)?(?:[\w-]+\.)*(?:linkedin\.com|github\.com|viadeo\.com|twitter\.com|x\.com)(?:\/[^\s)\]]*)?/giu;
/** 9–15 digits, optionally after + or 00, with spaces, dots, hyphens, slashes or brackets between them. */
const PHONE = /(?<![\p{L}\p{N}])(?:\+|00)?\(?\d(?:[ .\-/()\u00a0]{0,2}\d){8,14}(?!\p{N})/gu;

const MONTHS = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** The ways a birth date may be written. */
function birthDatePatterns(birthDate: string | null): RegExp[] {
  const match = birthDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDate) : null;
  if (!match) return [];
  const [, y, m, d] = match as unknown as [string, string, string, string];
  const day = String(Number(d));
  const month = String(Number(m));
  const numeric = [
    `${y}-${m}-${d}`,
    `${y}/${m}/${d}`,
    ...[d, day].flatMap((dd) => [m, month].flatMap((mm) => ['/', '.', '-'].map((sep) => `${dd}${sep}${mm}${sep}${y}`))),
    ...[d, day].flatMap((dd) => [m, month].map((mm) => `${mm}/${dd}/${y}`)),
  ];
  const fr = MONTHS.fr[Number(m) - 1]!;
  const en = MONTHS.en[Number(m) - 1]!;
  /** 'née le', 'born on', 'date of birth:' before the date go with it. */
  const label = `(?:(?:n[ée]e?|n[ée]\\(e\\))\\s+le\\s+|born\\s+(?:on\\s+)?|date\\s+(?:de\\s+naissance|of\\s+birth)\\s*:?\\s*)?`;
  const written = [
    `${day}(?:er)?\\s+${escape(fr)}\\s+${y}`,
    `${d}\\s+${escape(fr)}\\s+${y}`,
    `${day}(?:st|nd|rd|th)?\\s+${en}\\s+${y}`,
    `${en}\\s+${day}(?:st|nd|rd|th)?,?\\s+${y}`,
  ];
  return [
    new RegExp(`(?<![\\p{L}\\p{N}])${label}(?:${[...new Set(numeric)].map(escape).join('|')})(?!\\d)`, 'giu'),
    new RegExp(`(?<![\\p{L}\\p{N}])${label}(?:${written.join('|')})(?!\\p{N})`, 'giu'),
  ];
}

/** Contact labels left with nothing after them ('Contact : .'). */
const EMPTY_LABEL =
  /(?<![\p{L}])(?:(?:contact|e-?mail|courriel|mail|t[ée]l[ée]phone|t[ée]l|phone|mobile|portable|linkedin)\.?\s*:|t[ée]l\.)\s*(?=[,.;)]|$)/gimu;

/** A separator followed by another, a closing bracket or the end of the line. */
const STRAY_SEPARATOR = /[ \t]*[,;·—–][ \t]*(?=[,.;·—–)]|$)/gmu;

/** What removals leave behind: empty brackets, doubled punctuation, stray separators. */
const tidy = (text: string) =>
  text
    .replace(/\(\s*[,;:·/\-–—\s]*\)/gu, '')
    .replace(STRAY_SEPARATOR, '')
    .replace(EMPTY_LABEL, '')
    .replace(STRAY_SEPARATOR, '')
    .replace(/^[ \t]*[,.;:·—–][ \t]*/gmu, '');

/** The text scrubber of a person: names to the alias, contact data and birth date out, hidden clients to sectors. */
export function createScrubber(options: AnonymiseOptions) {
  const clientPatterns = options.clients
    .map((c) => ({ pattern: wordsPattern(c.name), sector: c.sector }))
    .filter((c): c is { pattern: RegExp; sector: string } => c.pattern !== null);
  const fullName = `${options.firstName} ${options.lastName}`;
  const reversed = `${options.lastName} ${options.firstName}`;
  const namePatterns = [fullName, reversed, options.firstName, options.lastName]
    .filter((n) => foldName(n).replace(/\s/g, '').length >= 2)
    .map(wordsPattern)
    .filter((p): p is RegExp => p !== null);
  const emailPattern = options.email.trim() ? new RegExp(escape(options.email.trim()), 'giu') : null;
  const datePatterns = birthDatePatterns(options.birthDate);
  const alias = options.alias;

  return (value: string): string => {
    if (!value) return value;
    let text = value.normalize('NFC');
    if (emailPattern) text = text.replace(emailPattern, '');
    text = text.replace(EMAIL, '').replace(PROFILE_LINK, '');
    for (const pattern of datePatterns) text = text.replace(pattern, '');
    text = text.replace(PHONE, '').normalize('NFD');
    for (const { pattern, sector } of clientPatterns) text = text.replace(pattern, sector.normalize('NFD'));
    for (const pattern of namePatterns) text = text.replace(pattern, alias);
    return tidy(text.normalize('NFC'))
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0]{2,}/g, ' ').replace(/\s+$/, ''))
      .join('\n')
      .trim();
  };
}

/** The sector replacing a client, or null when it may be named. */
function sectorOf(client: string, rules: readonly ClientRule[]): string | null {
  if (!client.trim()) return null;
  const rule = rules.find((r) => namesClient(client, r.name));
  return rule ? rule.sector : null;
}

/** The client CV's document and how many experiences had their client replaced. */
export function anonymise(data: DcDocumentData, options: AnonymiseOptions) {
  const scrub = createScrubber(options);
  let hiddenClients = 0;
  const group = (g: DcDocumentData['skillsByType'][number]) => ({
    typeLabel: g.typeLabel,
    skills: g.skills.map((s) => ({ ...s, name: scrub(s.name) })),
  });
  const document: DcDocumentData = {
    ...data,
    person: { firstName: '', lastName: '', reference: null },
    title: scrub(data.title),
    summary: scrub(data.summary),
    skillsByType: data.skillsByType.map(group),
    otherSkillsByType: data.otherSkillsByType.map(group),
    experiences: data.experiences.map((e) => {
      const sector = sectorOf(e.client, options.clients);
      if (sector !== null) hiddenClients += 1;
      return {
        ...e,
        position: scrub(e.position),
        client: sector ?? scrub(e.client),
        project: scrub(e.project),
        description: scrub(e.description),
        teamsMethods: scrub(e.teamsMethods),
        tasks: scrub(e.tasks),
        tools: e.tools.map(scrub),
      };
    }),
    education: data.education.map((e) => ({ ...e, degree: scrub(e.degree), school: scrub(e.school) })),
    certifications: data.certifications.map((c) => ({
      ...c,
      name: scrub(c.name),
      organism: scrub(c.organism),
      score: scrub(c.score),
      skills: c.skills.map(scrub),
    })),
    projects: data.projects.map((p) => ({ ...p, name: scrub(p.name), description: scrub(p.description) })),
    clientCv: { alias: options.alias, relevanceOrder: options.relevanceOrder },
  };
  return { document, hiddenClients };
}
