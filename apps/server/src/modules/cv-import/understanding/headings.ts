/**
 * Section headings of a CV, French and English. A heading is a short line that, folded (case, accents, a trailing
 * ':' and decorations such as numbers, dashes or bullets removed, letter-spaced capitals joined), is in the
 * dictionary — or starts with a dictionary entry and is set apart as a heading (bold, larger, capitals, a
 * heading style), or, set apart so, has at most four words and ends with an English section noun ("Relevant
 * experience", "Professional history"; not "Head of Education", not "Programming Languages"). "Langues : Anglais
 * courant" is a heading with its body on the same line. Sections a skills file has no place for (additional
 * information, digital-skills grids, driving licence) are read as 'interests': ignored.
 */
import type { CvTextLine } from '../../../integrations/cv-reading/types';
import { fold } from './text';

export type SectionKind =
  | 'experience'
  | 'education'
  | 'certifications'
  | 'skills'
  | 'languages'
  | 'projects'
  | 'summary'
  | 'interests'
  | 'contact';

const DICTIONARY: Record<SectionKind, readonly string[]> = {
  experience: [
    'experiences professionnelles',
    'experience professionnelle',
    'experiences',
    'experience',
    'parcours professionnel',
    'parcours',
    'missions',
    'principales missions',
    'missions realisees',
    'references professionnelles',
    'work experience',
    'professional experience',
    'professional experiences',
    'employment history',
    'employment',
    'career',
    'career history',
    'work history',
    'experience professionnelle detaillee',
    'professional history',
    'career history and experience',
    'experience history',
    'parcours professionnel et missions',
  ],
  education: [
    'formation',
    'formations',
    'formation academique',
    'diplomes',
    'diplome',
    'diplomes et formations',
    'formations et diplomes',
    'etudes',
    'cursus',
    'scolarite',
    'education',
    'academic background',
    'academic education',
    'qualifications',
    'degrees',
    'education and training',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificats',
    'certifications et tests',
    'tests',
    'certifications & tests',
    'licenses & certifications',
    'licenses and certifications',
    'certificates',
    'accreditations',
  ],
  skills: [
    'competences',
    'competence',
    'competences techniques',
    'competences fonctionnelles',
    'competences cles',
    'competences metier',
    'competences informatiques',
    'savoir-faire',
    'savoir faire',
    'savoir-etre',
    'savoir etre',
    'qualites',
    'atouts',
    'soft skills',
    'skills',
    'technical skills',
    'key skills',
    'hard skills',
    'core skills',
    'core competencies',
    'competencies',
    'expertise',
    'expertises',
    'domaines de competences',
    "domaines d'expertise",
    'areas of expertise',
    'tools',
    'outils',
    'outils et technologies',
    'technologies',
    'environnement technique',
    'environnements techniques',
    'technical environment',
    'informatique',
    'it skills',
    'connaissances techniques',
    'stack technique',
    'tech stack',
    'top skills',
    'key competencies',
    'competences cles et outils',
    "competences liees a l'emploi",
    'job-related skills',
  ],
  languages: [
    'langues',
    'langue',
    'langues etrangeres',
    'languages',
    'language',
    'language skills',
    'linguistic skills',
    'langue maternelle',
    'langues maternelles',
    'langue(s) maternelle(s)',
    'autres langues',
    'autre(s) langue(s)',
    'mother tongue',
    'mother tongue(s)',
    'other language(s)',
    'other languages',
  ],
  projects: [
    'projets',
    'projet',
    'projets personnels',
    'realisations',
    'projects',
    'personal projects',
    'side projects',
  ],
  summary: [
    'profil',
    'profile',
    'profil professionnel',
    'resume',
    'resume professionnel',
    'a propos',
    'a propos de moi',
    'summary',
    'professional summary',
    'about',
    'about me',
    'objectif',
    'objective',
    'presentation',
    'synthese',
    'career summary',
    'personal profile',
    'professional profile',
    'personal statement',
    'profil personnel',
  ],
  interests: [
    "centres d'interet",
    "centre d'interet",
    'interets',
    'loisirs',
    'hobbies',
    'interests',
    'activites',
    'activites extra-professionnelles',
    'divers',
    'passions',
    'references',
    'benevolat',
    'volunteering',
    'additional information',
    'informations complementaires',
    'informations additionnelles',
    'other information',
    'competence numerique',
    'competences numeriques',
    'digital skills',
    'digital competence',
    'permis de conduire',
    'permis',
    'driving licence',
    'driving license',
  ],
  contact: [
    'contact',
    'contacts',
    'coordonnees',
    'informations personnelles',
    'personal information',
    'personal details',
  ],
};

const BY_KEY = new Map<string, SectionKind>(
  (Object.entries(DICTIONARY) as [SectionKind, readonly string[]][]).flatMap(([kind, keys]) =>
    keys.map((k) => [k, kind] as const),
  ),
);
/** Entries that start a longer heading ("Compétences clés en data", "Formations complémentaires"); not the words that
 * also start ordinary lines ("Expérience utilisateur", "Tests unitaires", "Outils internes"). */
const PREFIX_KEYS = new Set([
  'experiences professionnelles',
  'experience professionnelle',
  'experiences',
  'formation',
  'formations',
  'diplomes',
  'competences',
  'certifications',
  'langues',
  'projets',
  'work experience',
  'professional experience',
  'education',
  'skills',
  'technical skills',
  'languages',
  'projects',
  'certificates',
  "centres d'interet",
  'loisirs',
]);
const PREFIXES = [...BY_KEY.entries()]
  .filter(([key]) => PREFIX_KEYS.has(key))
  .sort((a, b) => b[0].length - a[0].length);

/** The heading key of a line: folded, letter-spaced capitals joined, numbering and decorations removed. */
export function headingKey(text: string): string {
  let t = text.trim();
  // "E X P É R I E N C E S" → "EXPÉRIENCES" (words separated by two or more spaces stay apart)
  if (/^(\p{L} ){3,}\p{L}(\s{2,}(\p{L} )+\p{L})*$/u.test(t)) t = t.replace(/(\p{L}) (?=\p{L}( |$))/gu, '$1');
  return fold(t)
    .replace(/^[^\p{L}]+|[^\p{L})]+$/gu, '')
    .replace(/\s*&\s*/g, ' & ')
    .trim();
}

/** A line set apart as a heading: a heading style, bold, capitals, or larger than the body text. */
export function looksLikeHeading(line: CvTextLine, bodySize: number | null): boolean {
  if (line.style && /heading|titre|title/i.test(line.style)) return true;
  if (line.bold) return true;
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 3 && letters === letters.toUpperCase()) return true;
  return line.size !== null && bodySize !== null && line.size >= bodySize + 1.5;
}

export interface Heading {
  kind: SectionKind;
  /** Text after "Heading :" on the same line ('' when none). */
  rest: string;
}

/** The section a line opens, or null. */
export function matchHeading(line: CvTextLine, bodySize: number | null): Heading | null {
  const text = line.text.trim();
  if (text.length > 80 || line.bullet) return null;
  const colon = /^([^:]{2,50}):\s*(.*)$/.exec(text);
  const head = colon ? colon[1]! : text;
  const key = headingKey(head);
  const exact = BY_KEY.get(key);
  if (exact) return { kind: exact, rest: colon ? colon[2]!.trim() : '' };
  if (colon || key.split(' ').length > 5 || !looksLikeHeading(line, bodySize)) return null;
  for (const [prefix, kind] of PREFIXES) {
    if (key.startsWith(`${prefix} `) || key.startsWith(`${prefix}(`)) return { kind, rest: '' };
  }
  // English puts the section's noun last ("Relevant experience", "Professional history", "Key competencies"): a styled
  // line of at most four words, a section noun after words that qualify a section (not "User experience", "Head of
  // Education", "Programming languages")
  const words = key.split(' ');
  const last = ENDING_NOUNS[words[words.length - 1]!];
  if (last && words.length <= 4 && words.slice(0, -1).every((w) => HEADING_QUALIFIERS.has(w)))
    return { kind: last, rest: '' };
  return null;
}

/** Words that qualify a section in an English heading ("Relevant", "Professional", "Top"…). */
const HEADING_QUALIFIERS = new Set([
  'professional',
  'work',
  'working',
  'relevant',
  'previous',
  'prior',
  'selected',
  'additional',
  'other',
  'recent',
  'key',
  'core',
  'main',
  'top',
  'technical',
  'personal',
  'career',
  'employment',
  'industry',
  'international',
  'academic',
  'consulting',
  'freelance',
  'volunteer',
  'research',
  'teaching',
  'side',
  'notable',
  'my',
  'and',
  '&',
  'it',
  'soft',
  'hard',
  'transferable',
  'leadership',
  'management',
]);

/** Nouns that end an English heading, and the section each names. */
const ENDING_NOUNS: Record<string, SectionKind> = {
  experience: 'experience',
  experiences: 'experience',
  history: 'experience',
  employment: 'experience',
  career: 'experience',
  education: 'education',
  qualifications: 'education',
  skills: 'skills',
  competencies: 'skills',
  expertise: 'skills',
  languages: 'languages',
  certifications: 'certifications',
  certificates: 'certifications',
  profile: 'summary',
  summary: 'summary',
  projects: 'projects',
  interests: 'interests',
};

/** Labels of an experience's technical environment ("Environnement technique : …"): not headings inside one. */
export const TOOLS_LABEL =
  /^(environnement(s)? (technique|technologique|logiciel)s?|environnement|technologies( utilisees)?|tech(nos?)?( used)?|stack( technique)?|tech(nical)? stack|technical environment|environment|tools( used)?|outils( utilises)?|langages?( et outils)?|competences( mises en (œuvre|oeuvre))?|skills( used)?|technical skills|mots?[- ]cles|keywords)$/;

/** The folded key of a label, for the label dictionaries. */
export const labelKey = (label: string) => headingKey(label);
