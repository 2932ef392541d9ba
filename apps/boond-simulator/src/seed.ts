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

/** The instance's own integer codes (GET /application/dictionary). */
export const DICTIONARY = {
  languageSpoken: [
    { id: 1, value: 'Français' },
    { id: 2, value: 'Anglais' },
    { id: 3, value: 'Allemand' },
    { id: 4, value: 'Espagnol' },
    { id: 5, value: 'Italien' },
    { id: 6, value: 'Portugais' },
    { id: 7, value: 'Néerlandais' },
    { id: 8, value: 'Arabe' },
    { id: 9, value: 'Chinois' },
  ],
  languageLevel: [
    { id: 1, value: 'Notions' },
    { id: 2, value: 'Intermédiaire' },
    { id: 3, value: 'Courant' },
    { id: 4, value: 'Bilingue' },
    { id: 5, value: 'Langue maternelle' },
  ],
  toolLevel: [
    { id: 1, value: 'Débutant' },
    { id: 2, value: 'Junior' },
    { id: 3, value: 'Confirmé' },
    { id: 4, value: 'Senior' },
    { id: 5, value: 'Expert' },
  ],
  action: {
    resource: [
      { id: 10, value: 'Note' },
      { id: 61, value: 'Dossier de compétences validé' },
      { id: 62, value: 'Entretien annuel signé' },
      { id: 63, value: 'Entretien business manager signé' },
      { id: 64, value: 'Formation enregistrée' },
    ],
  },
} as const;

/** The action type codes above, by what they record (for the application's defaults and tests). */
export const SIMULATOR_ACTION_TYPES = {
  note: 10,
  skillsFileValidated: 61,
  evaluationSigned: 62,
  businessManagerReviewSigned: 63,
  trainingRegistered: 64,
} as const;

const codesOf = (list: readonly { id: number }[]) => new Set(list.map((entry) => entry.id));
export const LANGUAGE_CODES = codesOf(DICTIONARY.languageSpoken);
export const LANGUAGE_LEVEL_CODES = codesOf(DICTIONARY.languageLevel);
export const TOOL_LEVEL_CODES = codesOf(DICTIONARY.toolLevel);
export const ACTION_TYPE_CODES = codesOf(DICTIONARY.action.resource);

/** Technical data a resource has before anyone writes it (1001 has a partly filled record). */
export function initialTechnicalData(id: number): TechnicalData {
  if (id === 1001) {
    return {
      title: 'Développeuse Java',
      skills: 'Java, Spring',
      tools: [{ tool: 'IntelliJ IDEA', level: 4 }],
      languages: [{ language: 1, level: 5 }],
      diplomas: ['Master informatique'],
      references: [{ title: 'Refonte du portail client', company: 'Banque Exemple', startMonth: 9, startYear: 2022 }],
    };
  }
  return {};
}
