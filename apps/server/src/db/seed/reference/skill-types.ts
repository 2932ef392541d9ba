/** Skill types of the catalogue (natural key: code). Soft skills have their own section in a skills file. */
export interface SkillTypeSeed {
  code: string;
  labelFr: string;
  labelEn: string;
  isSoft: boolean;
  sortOrder: number;
}

export const SKILL_TYPES: readonly SkillTypeSeed[] = [
  {
    code: 'languages-frameworks',
    labelFr: 'Langages et frameworks',
    labelEn: 'Languages & frameworks',
    isSoft: false,
    sortOrder: 10,
  },
  { code: 'databases', labelFr: 'Bases de données', labelEn: 'Databases', isSoft: false, sortOrder: 20 },
  { code: 'cloud-devops', labelFr: 'Cloud et DevOps', labelEn: 'Cloud & DevOps', isSoft: false, sortOrder: 30 },
  {
    code: 'systems-networks-security',
    labelFr: 'Systèmes, réseaux et sécurité',
    labelEn: 'Systems, networks & security',
    isSoft: false,
    sortOrder: 40,
  },
  {
    code: 'data-ai',
    labelFr: 'Data et intelligence artificielle',
    labelEn: 'Data & artificial intelligence',
    isSoft: false,
    sortOrder: 50,
  },
  {
    code: 'embedded-industrial',
    labelFr: 'Systèmes embarqués et industriels',
    labelEn: 'Embedded & industrial systems',
    isSoft: false,
    sortOrder: 60,
  },
  {
    code: 'tools',
    labelFr: 'Outils et progiciels',
    labelEn: 'Tools & software packages',
    isSoft: false,
    sortOrder: 70,
  },
  { code: 'methods', labelFr: 'Méthodes', labelEn: 'Methods', isSoft: false, sortOrder: 80 },
  { code: 'business-domains', labelFr: 'Domaines métier', labelEn: 'Business domains', isSoft: false, sortOrder: 90 },
  { code: 'soft-skills', labelFr: 'Savoir-être', labelEn: 'Soft skills', isSoft: true, sortOrder: 100 },
];
