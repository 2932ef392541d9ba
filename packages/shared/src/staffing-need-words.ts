/**
 * The words the recognition of needs (staffing-need.ts) knows: everyday words that are also tool names, small words
 * skipped inside names, and the level words of French and English job descriptions. Written as in a text; folded
 * (accents removed, lower case) where they are used.
 */

/** Everyday French or English words that are also names of tools or languages. */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  'ada',
  'bootstrap',
  'camel',
  'can',
  'chef',
  'consul',
  'dart',
  'eclipse',
  'excel',
  'express',
  'go',
  'helm',
  'hive',
  'ionic',
  'jest',
  'julia',
  'lean',
  'miro',
  'notion',
  'packer',
  'puppet',
  'ruby',
  'rust',
  'sage',
  'sas',
  'spark',
  'spring',
  'swift',
  'unity',
  'vault',
  'vite',
  'vue',
]);

/** Small words skipped inside multi-word names ("gestion des projets" / "Gestion de projet"). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'de',
  'des',
  'du',
  'd',
  'la',
  'le',
  'les',
  'l',
  'of',
  'the',
  'et',
  'and',
]);
/** After a one-word ambiguous name, these make it the head of a French noun phrase ("Chef de projet"). */
export const NOUN_PHRASE_FOLLOWERS: ReadonlySet<string> = new Set(['de', 'd', 'du', 'des']);
export const ELISIONS: ReadonlySet<string> = new Set(['qu', 'jusqu', 'lorsqu', 'puisqu']);
export const BOOND_WORDS: ReadonlySet<string> = new Set(['boond', 'idboond', 'boondmanager']);
export const YEAR_WORDS: ReadonlySet<string> = new Set(['an', 'ans', 'annee', 'annees', 'year', 'years', 'yr', 'yrs']);

/** French adjective forms: base, feminine, plurals. */
const forms = (base: string) => [base, `${base}e`, `${base}s`, `${base}es`];

/** Level words and phrases, as written (folded when compiled). */
export const LEVEL_WORDS: Readonly<Record<1 | 2 | 3 | 4, readonly string[]>> = {
  1: [
    'notion',
    'notions',
    'notions de base',
    'connaissances de base',
    ...forms('débutant'),
    'junior',
    'juniors',
    'basic',
    'basics',
    'beginner',
    'familiar',
    'familiarity',
    'exposure',
    'sensibilisation',
    'première expérience',
    'first experience',
    'un plus',
    'a plus',
    'nice to have',
    'bonus',
    ...forms('apprécié'),
    'appreciated',
    ...forms('souhaité'),
    'optionnel',
    'optional',
  ],
  2: ['intermédiaire', 'intermédiaires', 'intermediate'],
  3: [
    ...forms('confirmé'),
    ...forms('expérimenté'),
    'experienced',
    'maîtrise',
    'maîtriser',
    'maîtrisez',
    'bonne maîtrise',
    'bonne connaissance',
    'bonnes connaissances',
    'good knowledge',
    'solide',
    'solides',
    'solid',
    'strong',
    'proficient',
    'proficiency',
    'advanced',
    ...forms('avancé'),
    'hands-on',
  ],
  4: [
    'senior',
    'seniors',
    ...forms('expert'),
    'expertise',
    'lead',
    'tech lead',
    'lead dev',
    ...forms('référent'),
    'très bonne maîtrise',
    'parfaite maîtrise',
    'excellente maîtrise',
    'excellent',
    'excellente',
    ...forms('approfondi'),
    'in-depth',
    'deep knowledge',
    'deep expertise',
  ],
};
