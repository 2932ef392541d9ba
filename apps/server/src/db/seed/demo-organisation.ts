/** The fixed demo organisation: one person per role, so anyone can sign in as each role. */
export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  roles: number[];
  managerEmail?: string;
  idRoleInternal?: 1 | 2;
  boondProfile?: string;
  reference: string;
  idBoond: number;
  /** The company the person works for (default DEMO_ENTITY). */
  entity?: string;
}

/** The demo group's company: the evaluation's pre-filled `society`. */
export const DEMO_ENTITY = 'My Skills Conseil';

export const DEMO_PEOPLE: DemoPerson[] = [
  {
    email: 'julien.moreau@example.com',
    firstName: 'Julien',
    lastName: 'Moreau',
    roles: [5],
    reference: 'MS-0005',
    idBoond: 1005,
  },
  {
    email: 'sophie.lefebvre@example.com',
    firstName: 'Sophie',
    lastName: 'Lefebvre',
    roles: [4],
    managerEmail: 'julien.moreau@example.com',
    idRoleInternal: 1,
    reference: 'MS-0004',
    idBoond: 1004,
  },
  {
    email: 'marc.durand@example.com',
    firstName: 'Marc',
    lastName: 'Durand',
    roles: [3],
    managerEmail: 'sophie.lefebvre@example.com',
    reference: 'MS-0003',
    idBoond: 1003,
  },
  {
    email: 'alice.martin@example.com',
    firstName: 'Alice',
    lastName: 'Martin',
    roles: [1],
    managerEmail: 'marc.durand@example.com',
    reference: 'MS-0001',
    idBoond: 1001,
  },
  {
    email: 'bruno.petit@example.com',
    firstName: 'Bruno',
    lastName: 'Petit',
    roles: [1],
    managerEmail: 'marc.durand@example.com',
    boondProfile: 'Sous Traitant',
    entity: 'Petit Développement SAS',
    reference: 'MS-0011',
    idBoond: 1011,
  },
  {
    email: 'thomas.bernard@example.com',
    firstName: 'Thomas',
    lastName: 'Bernard',
    roles: [2, 1],
    managerEmail: 'marc.durand@example.com',
    reference: 'MS-0002',
    idBoond: 1002,
  },
  {
    email: 'helene.roux@example.com',
    firstName: 'Hélène',
    lastName: 'Roux',
    roles: [6],
    idRoleInternal: 2,
    reference: 'MS-0006',
    idBoond: 1006,
  },
  {
    email: 'paul.fournier@example.com',
    firstName: 'Paul',
    lastName: 'Fournier',
    roles: [7],
    reference: 'MS-0007',
    idBoond: 1007,
  },
  {
    email: 'camille.girard@example.com',
    firstName: 'Camille',
    lastName: 'Girard',
    roles: [8],
    reference: 'MS-0008',
    idBoond: 1008,
  },
  {
    email: 'nina.lambert@example.com',
    firstName: 'Nina',
    lastName: 'Lambert',
    roles: [0],
    reference: 'MS-C0001',
    idBoond: 1100,
  },
];

export const COUNTRIES = [
  { code: 'FR', name_fr: 'France', name_en: 'France' },
  { code: 'BE', name_fr: 'Belgique', name_en: 'Belgium' },
  { code: 'CH', name_fr: 'Suisse', name_en: 'Switzerland' },
  { code: 'LU', name_fr: 'Luxembourg', name_en: 'Luxembourg' },
  { code: 'DE', name_fr: 'Allemagne', name_en: 'Germany' },
  { code: 'ES', name_fr: 'Espagne', name_en: 'Spain' },
  { code: 'PT', name_fr: 'Portugal', name_en: 'Portugal' },
  { code: 'IT', name_fr: 'Italie', name_en: 'Italy' },
  { code: 'GB', name_fr: 'Royaume-Uni', name_en: 'United Kingdom' },
  { code: 'NL', name_fr: 'Pays-Bas', name_en: 'Netherlands' },
  { code: 'MA', name_fr: 'Maroc', name_en: 'Morocco' },
  { code: 'TN', name_fr: 'Tunisie', name_en: 'Tunisia' },
  { code: 'CA', name_fr: 'Canada', name_en: 'Canada' },
  { code: 'US', name_fr: 'États-Unis', name_en: 'United States' },
  { code: 'IN', name_fr: 'Inde', name_en: 'India' },
];
