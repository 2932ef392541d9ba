/**
 * A realistic population generated deterministically from a seed: directors, managers with teams,
 * consultants (some subcontractors), HR, recruiters, candidates, and a few inactive accounts.
 */
const FIRST_NAMES = [
  'Adam',
  'Agathe',
  'Ahmed',
  'Amandine',
  'Antoine',
  'Arthur',
  'Aurélie',
  'Baptiste',
  'Benoît',
  'Camille',
  'Caroline',
  'Céline',
  'Charles',
  'Chloé',
  'Claire',
  'Clément',
  'Damien',
  'David',
  'Élodie',
  'Emma',
  'Éric',
  'Fabien',
  'Fatima',
  'Florian',
  'François',
  'Gabriel',
  'Guillaume',
  'Hugo',
  'Inès',
  'Isabelle',
  'Jade',
  'Jérôme',
  'Julie',
  'Karim',
  'Laura',
  'Léa',
  'Louis',
  'Lucas',
  'Manon',
  'Mathieu',
  'Maxime',
  'Mélanie',
  'Nathalie',
  'Nicolas',
  'Olivier',
  'Pauline',
  'Pierre',
  'Quentin',
  'Rachid',
  'Romain',
  'Sarah',
  'Sébastien',
  'Sofia',
  'Stéphane',
  'Théo',
  'Valérie',
  'Vincent',
  'Yasmine',
  'Yann',
  'Zoé',
];
const LAST_NAMES = [
  'Andre',
  'Barbier',
  'Benoit',
  'Bertrand',
  'Blanc',
  'Bonnet',
  'Boyer',
  'Brun',
  'Caron',
  'Chevalier',
  'Clement',
  'Colin',
  'Da Silva',
  'David',
  'Denis',
  'Dubois',
  'Dufour',
  'Dumont',
  'Dupont',
  'Faure',
  'Fontaine',
  'Fournier',
  'Francois',
  'Gaillard',
  'Garcia',
  'Garnier',
  'Gauthier',
  'Gerard',
  'Guerin',
  'Henry',
  'Joly',
  'Lacroix',
  'Laurent',
  'Leclerc',
  'Legrand',
  'Lemaire',
  'Leroy',
  'Lopez',
  'Martinez',
  'Masson',
  'Mathieu',
  'Mercier',
  'Meyer',
  'Michel',
  'Morel',
  'Muller',
  'Nicolas',
  'Perrin',
  'Picard',
  'Renaud',
  'Richard',
  'Robert',
  'Robin',
  'Roussel',
  'Roy',
  'Sanchez',
  'Simon',
  'Thomas',
  'Vincent',
  'Zimmermann',
];

/** mulberry32: small, fast, deterministic. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** A seed of its own for one generated person and one concern: what one person gets never depends on the others. */
export function personSeed(seed: number, key: number, salt: number): number {
  let h =
    Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(key + 0x632be5ab, 0xc2b2ae35) ^ Math.imul(salt, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** By main role: the fewest years of career, and how much the rest leans to the junior end (1: evenly spread). */
const SENIORITY: Record<number, [number, number]> = {
  0: [0, 1.6],
  2: [5, 1.2],
  3: [6, 1.2],
  4: [12, 1],
  5: [15, 1],
  6: [1, 1.2],
  8: [1, 1.2],
};

/**
 * A generated person's career, from their key and main role (the highest of their roles): months since their first
 * job (0–25 years, seniors longer), their age then, and months since they joined (null for a candidate). The people
 * seed derives the birth and hiring dates from it, the skills files the experiences: both agree.
 */
export function careerOf(seed: number, key: number, mainRole: number) {
  const rnd = seededRandom(personSeed(seed, key, 1));
  const [minYears, skew] = SENIORITY[mainRole] ?? [0, 1.5];
  const years = minYears + (25 - minYears) * Math.pow(rnd.next(), skew);
  const careerMonths = Math.min(300, Math.floor(years * 12));
  const startAge = rnd.int(21, 25);
  // Five years on average, one in eight joined within the last eight months; never before their first job.
  const tenureMonths = mainRole === 0 ? null : Math.min(careerMonths, Math.floor(-Math.log(1 - rnd.next()) * 60));
  return { careerMonths, startAge, tenureMonths };
}

export interface GeneratedPerson {
  key: number;
  email: string;
  firstName: string;
  lastName: string;
  reference: string;
  roles: { roleId: number; isActive: boolean }[];
  /** Key of the manager within the generated population; undefined at the top. */
  managerKey?: number;
  boondProfile: string | null;
  countryIndex: number;
  idLang: 1 | 2;
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase();

/**
 * N people: ~1 business-unit director per 400, ~1 director per 120, ~1 manager per 12 (under a director, or for one in
 * five under an earlier manager: chains five to seven levels deep under the demo's business-unit director), ~1
 * technical manager per 25, HR and recruiters, ~4 % candidates, the rest consultants under a manager.
 */
export function generatePopulation(count: number, seed = 20261121, countryCount = 15): GeneratedPerson[] {
  const rnd = seededRandom(seed);
  const people: GeneratedPerson[] = [];
  const make = (roleId: number, managerKey?: number): GeneratedPerson => {
    const key = people.length + 1;
    const firstName = rnd.pick(FIRST_NAMES);
    const lastName = rnd.pick(LAST_NAMES);
    const person: GeneratedPerson = {
      key,
      email: `${ascii(firstName)}.${ascii(lastName)}.${key}@staff.example.net`,
      firstName,
      lastName,
      reference: `GEN-${String(key).padStart(5, '0')}`,
      roles: [{ roleId, isActive: !rnd.chance(0.03) }],
      managerKey,
      boondProfile: roleId === 1 && rnd.chance(0.08) ? 'Sous Traitant' : null,
      countryIndex: rnd.chance(0.8) ? 0 : rnd.int(1, countryCount - 1),
      idLang: rnd.chance(0.85) ? 1 : 2,
    };
    people.push(person);
    return person;
  };

  const buDirectors = Array.from({ length: Math.max(1, Math.round(count / 400)) }, () => make(5));
  const directors = Array.from({ length: Math.max(1, Math.round(count / 120)) }, () =>
    make(4, rnd.pick(buDirectors).key),
  );
  const managers: GeneratedPerson[] = [];
  for (let i = 0; i < Math.max(1, Math.round(count / 12)); i++) {
    const above = managers.length > 0 && rnd.chance(0.2) ? rnd.pick(managers) : rnd.pick(directors);
    managers.push(make(3, above.key));
  }
  for (let i = 0; i < Math.round(count / 25); i++) {
    const tm = make(2, rnd.pick(managers).key);
    if (rnd.chance(0.5)) tm.roles.push({ roleId: 1, isActive: true });
  }
  for (let i = 0; i < Math.max(1, Math.round(count / 150)); i++) make(6);
  for (let i = 0; i < Math.max(1, Math.round(count / 150)); i++) make(8, rnd.pick(directors).key);
  for (let i = 0; i < Math.round(count / 25); i++) make(0);
  while (people.length < count) make(1, rnd.pick(managers).key);
  return people.slice(0, count);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The day `months` months before `now`'s month, on day `day` (1–28), as 'YYYY-MM-DD'. */
export function monthsAgo(now: Date, months: number, day = 1): string {
  const index = now.getUTCFullYear() * 12 + now.getUTCMonth() - months;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}-${pad2(day)}`;
}

/** A generated person's key from their BoondManager id (the people seed gives them 100000 + key). */
export const GENERATED_BOOND_BASE = 100000;

/** The highest of a generated person's roles (a technical manager is also a consultant). */
export const mainRoleOf = (roles: readonly { roleId: number }[]) => Math.max(...roles.map((r) => r.roleId));
