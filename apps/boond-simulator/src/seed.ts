/**
 * The simulated tenant: its resources, its dictionary and the technical data it starts with.
 */
import type { TechnicalData } from './technical-data';

/** The demo organisation's people (apps/server seed) keep the same ids here. */
const NAMED_RESOURCES: Record<number, { firstName: string; lastName: string; title: string }> = {
  1001: { firstName: 'Alice', lastName: 'Martin', title: 'Développeuse Java' },
  1002: { firstName: 'Thomas', lastName: 'Bernard', title: 'Responsable technique' },
  1003: { firstName: 'Marc', lastName: 'Durand', title: 'Manager' },
  1004: { firstName: 'Sophie', lastName: 'Lefebvre', title: 'Directrice' },
  1005: { firstName: 'Julien', lastName: 'Moreau', title: 'Directeur de BU' },
  1006: { firstName: 'Hélène', lastName: 'Roux', title: 'Ressources humaines' },
  1007: { firstName: 'Paul', lastName: 'Fournier', title: 'DPO' },
  1008: { firstName: 'Camille', lastName: 'Girard', title: 'Recrutement' },
  1009: { firstName: 'Léa', lastName: 'Garnier', title: 'Consultante' },
  1010: { firstName: 'Hugo', lastName: 'Faure', title: 'Consultant' },
  1011: { firstName: 'Bruno', lastName: 'Petit', title: 'Consultant (sous-traitant)' },
  1100: { firstName: 'Nina', lastName: 'Lambert', title: 'Candidate' },
};

/** Generated population of the server seed: id_boond = 100000 + key. */
const GENERATED_RANGE = { first: 100001, last: 110000 } as const;

export interface SeededResource {
  id: number;
  firstName: string;
  lastName: string;
  title: string;
  typeOf: number;
}

export function findResource(id: number): SeededResource | undefined {
  const named = NAMED_RESOURCES[id];
  if (named) return { id, ...named, typeOf: id === 1100 ? 1 : 0 };
  if (Number.isInteger(id) && id >= GENERATED_RANGE.first && id <= GENERATED_RANGE.last) {
    return { id, firstName: 'Resource', lastName: String(id), title: 'Consultant', typeOf: 0 };
  }
  return undefined;
}

/** Parses a path id: numeric strings only. */
export function resourceFromParam(raw: string): SeededResource | undefined {
  return /^\d{1,9}$/.test(raw) ? findResource(Number(raw)) : undefined;
}

const entries = <T extends string | number>(pairs: readonly (readonly [T, string])[]) =>
  pairs.map(([id, value]) => ({ id, value }));

/**
 * The tenant's dictionary (GET /application/dictionary, `data.setting`), in the shape and with the ids a real French
 * tenant answers (a captured dictionary: patrouil/boond_api, tools/examples/DictionnaryGet.json): string ids for
 * spoken languages, language levels, tools and trainings; integer ids for experience and action types. Every coded
 * value a write carries must be one of these (else 422, 1017).
 */
export const DICTIONARY = {
  action: {
    resource: [
      { id: 4, value: 'Note', isNotification: false },
      { id: 5, value: 'Rappel / To do', isNotification: false },
      { id: 8, value: 'Présentation Client', isNotification: false },
      { id: 9, value: 'Suivi de Mission', isNotification: false },
      { id: 80, value: 'Entretien RH Annuel', isNotification: false },
      { id: 81, value: 'Appel', isNotification: false },
      { id: 82, value: 'Email', isNotification: false },
      { id: 85, value: 'Visite Médicale', isNotification: false },
      { id: 102, value: 'Notification', isNotification: true },
    ],
  },
  experience: entries([
    [0, "Pas d'expérience"],
    [1, '1 à 2 ans'],
    [2, '3 à 5 ans'],
    [3, '6 à 10 ans'],
    [11, '> 10 ans'],
  ] as const),
  training: entries([
    ['Bac', 'Bac'],
    ['Bac2', 'Bac+2'],
    ['Bac3', 'Bac+3'],
    ['Bac4', 'Bac+4'],
    ['Bac5', 'Bac+5'],
    ['Bac6', 'Bac+6'],
    ['Bac7', 'Bac+7'],
    ['Bac8', 'Bac+8'],
  ] as const),
  languageLevel: entries([
    ['scolaire', 'Scolaire'],
    ['intermédiaire', 'Intermédiaire'],
    ['courant', 'Courant'],
    ['maternel', 'Maternel'],
  ] as const),
  languageSpoken: entries([
    ['anglais', 'Anglais'],
    ['espagnol', 'Espagnol'],
    ['allemand', 'Allemand'],
    ['italien', 'Italien'],
    ['portugais', 'Portugais'],
    ['francais', 'Français'],
  ] as const),
  tool: entries([
    ['java', 'Java'],
    ['springboot', 'Spring Boot'],
    ['spring', 'Spring'],
    ['hibernate', 'Hibernate'],
    ['javascript', 'JavaScript'],
    ['typescript', 'TypeScript'],
    ['react', 'React'],
    ['angular', 'Angular'],
    ['vuejs', 'Vue.js'],
    ['nodejs', 'Node.js'],
    ['python', 'Python'],
    ['csharp', 'C#'],
    ['dotnet', '.NET'],
    ['php', 'PHP'],
    ['go', 'Go'],
    ['kotlin', 'Kotlin'],
    ['sql', 'SQL'],
    ['postgresql', 'PostgreSQL'],
    ['oracle', 'Oracle'],
    ['mongodb', 'MongoDB'],
    ['kafka', 'Kafka'],
    ['docker', 'Docker'],
    ['kubernetes', 'Kubernetes'],
    ['terraform', 'Terraform'],
    ['ansible', 'Ansible'],
    ['jenkins', 'Jenkins'],
    ['gitlabci', 'GitLab CI'],
    ['git', 'Git'],
    ['aws', 'AWS'],
    ['azure', 'Azure'],
    ['gcp', 'Google Cloud'],
    ['linux', 'Linux'],
    ['intellij', 'IntelliJ IDEA'],
    ['jira', 'Jira'],
    ['sap', 'SAP'],
  ] as const),
} as const;

/** The shape and `meta` of GET /application/dictionary. */
export const DICTIONARY_META = { version: '9.0.2.0', isLogged: true, language: 'fr' } as const;

const idsOf = <T extends string | number>(list: readonly { id: T }[]) =>
  new Set<string | number>(list.map((entry) => entry.id));
export const LANGUAGE_CODES = idsOf(DICTIONARY.languageSpoken);
export const LANGUAGE_LEVEL_CODES = idsOf(DICTIONARY.languageLevel);
export const TOOL_CODES = idsOf(DICTIONARY.tool);
export const EXPERIENCE_CODES = idsOf(DICTIONARY.experience);
export const TRAINING_CODES = idsOf(DICTIONARY.training);
export const ACTION_TYPE_CODES = idsOf(DICTIONARY.action.resource);

/** Action types by what our tests make them record (the tenant's own ids). */
export const SIMULATOR_ACTION_TYPES = { note: 4, annualReview: 80 } as const;

/** Technical data a resource has before anyone writes it (1001 has a partly filled record). */
export function initialTechnicalData(id: number): TechnicalData {
  if (id === 1001) {
    return {
      title: 'Développeuse Java',
      skills: 'Java, Spring',
      tools: [{ tool: 'intellij', level: 4 }],
      languages: [{ language: 'anglais', level: 'courant' }],
      diplomas: ['Master informatique'],
      experience: 2,
      training: 'Bac5',
      references: [
        { id: '501', title: 'Refonte du portail client', company: 'Banque Exemple', startMonth: 9, startYear: 2022 },
      ],
    };
  }
  return {};
}
