/**
 * Skills-file documents for tests and the render benchmark: a minimal file, and a rich one
 * (15 experiences, 40 skills, every section filled) in French or English.
 */
import type {
  DcDocumentData,
  DcDocumentExperience,
  DcDocumentSkillGroup,
  DcSkillLevel,
} from '../../src/integrations/documents/dc-document';

const GENERATED_AT = new Date('2025-03-12T09:30:00Z');

export function minimalDcDocument(overrides: Partial<DcDocumentData> = {}): DcDocumentData {
  return {
    idLang: 1,
    person: { firstName: 'Alice', lastName: 'Martin', reference: 'AM-0042' },
    title: 'Développeuse Java',
    yearsOfExperience: 0,
    summary: '',
    skillsByType: [],
    otherSkillsByType: [],
    experiences: [],
    education: [],
    certifications: [],
    languages: [],
    projects: [],
    generatedAt: GENERATED_AT,
    ...overrides,
  };
}

const SKILL_NAMES: Record<string, string[]> = {
  Langages: ['Java', 'Kotlin', 'TypeScript', 'Python', 'SQL', 'Go', 'C#', 'Scala', 'Bash', 'Rust'],
  Frameworks: [
    'Spring Boot',
    'Quarkus',
    'React',
    'Angular',
    'Fastify',
    'Hibernate',
    'Kafka Streams',
    'Django',
    '.NET',
    'Vue.js',
  ],
  Outils: [
    'Git',
    'Docker',
    'Kubernetes',
    'Terraform',
    'Jenkins',
    'GitLab CI',
    'SonarQube',
    'Grafana',
    'Ansible',
    'Maven',
  ],
  'Savoir-être': [
    'Esprit d’équipe',
    'Rigueur',
    'Pédagogie',
    'Autonomie',
    'Sens du client',
    'Curiosité',
    'Adaptabilité',
    'Leadership',
    'Écoute',
    'Synthèse',
  ],
};

const skillGroups = (english: boolean): DcDocumentSkillGroup[] =>
  Object.entries(SKILL_NAMES).map(([type, names], t) => ({
    typeLabel: english ? ['Languages', 'Frameworks', 'Tools', 'Soft skills'][t]! : type,
    skills: names.map((name, i) => ({ name, level: (((i + t) % 4) + 1) as DcSkillLevel })),
  }));

const CLIENTS = ['Société Générale', 'Airbus', 'SNCF Réseau', 'Orange', 'BNP Paribas', 'Thalès', 'Renault', 'EDF'];

function experience(i: number, english: boolean): DcDocumentExperience {
  const startYear = 2024 - i;
  const client = CLIENTS[i % CLIENTS.length]!;
  return {
    position: english ? `Senior Java developer (mission ${i + 1})` : `Développeuse Java senior (mission ${i + 1})`,
    startDate: `${startYear}-0${(i % 9) + 1}-01`,
    endDate: i === 0 ? null : `${startYear + 1}-0${(i % 9) + 1}-15`,
    client,
    project: english ? `Payments platform ${i + 1}` : `Plateforme de paiement n° ${i + 1}`,
    description: english
      ? 'Redesign of the payment back end: micro-services, event sourcing and a migration to the cloud, with a budget of 1.2 M€.'
      : 'Refonte du back-office de paiement : micro-services, event sourcing et migration vers le cloud, pour un budget de 1,2 M€. Cœur du système, l’équipe a livré en avance.',
    teamsMethods: english
      ? 'Team of 8, Scrum, two-week sprints'
      : 'Équipe de 8 personnes, Scrum, sprints de deux semaines',
    tasks: english
      ? '- Design of the APIs\n- Code reviews and mentoring\n- Production support'
      : '- Conception des API\n- Revues de code et accompagnement des juniors\n- Support de production',
    tools: ['Java', 'Spring Boot', 'Kafka', 'PostgreSQL', 'Kubernetes'].slice(0, 2 + (i % 4)),
  };
}

export function richDcDocument(idLang: 1 | 2 = 1, overrides: Partial<DcDocumentData> = {}): DcDocumentData {
  const english = idLang === 2;
  return minimalDcDocument({
    idLang,
    title: english ? 'Senior Java developer and tech lead' : 'Développeuse Java senior et référente technique',
    yearsOfExperience: 15,
    summary: english
      ? 'Fifteen years of back-end development for banking and industry, from design to production.\nTech lead of teams of up to ten people.'
      : 'Quinze ans de développement back-end pour la banque et l’industrie, de la conception à la mise en production.\nRéférente technique d’équipes de dix personnes au plus.',
    skillsByType: skillGroups(english),
    otherSkillsByType: [
      {
        typeLabel: english ? 'Methods' : 'Méthodes',
        skills: [
          { name: 'SAFe', level: 2 },
          { name: 'Kanban', level: 3 },
        ],
      },
    ],
    experiences: Array.from({ length: 15 }, (_, i) => experience(i, english)),
    education: [
      {
        degree: english ? 'Master’s degree in computer science' : 'Master informatique',
        school: 'Université Lyon 1',
        year: 2009,
        mention: english ? 'Good' : 'Bien',
      },
      { degree: english ? 'Baccalauréat S' : 'Baccalauréat S', school: 'Lycée du Parc', year: 2004, mention: null },
    ],
    certifications: [
      {
        kind: 'certification',
        name: 'Oracle Certified Professional Java SE 17',
        organism: 'Oracle',
        obtainedDate: '2022-06-15',
        expiryDate: null,
        score: '',
        skills: ['Java'],
      },
      {
        kind: 'test',
        name: 'TOEIC',
        organism: 'ETS',
        obtainedDate: '2021-03-02',
        expiryDate: '2023-03-02',
        score: '945/990',
        skills: [],
      },
      {
        kind: 'certification',
        name: 'Certified Kubernetes Application Developer',
        organism: 'CNCF',
        obtainedDate: '2023-11-20',
        expiryDate: '2026-11-20',
        score: '',
        skills: ['Kubernetes', 'Docker'],
      },
    ],
    languages: [
      { name: english ? 'French' : 'Français', level: english ? 'Native' : 'Langue maternelle' },
      { name: english ? 'English' : 'Anglais', level: english ? 'Fluent' : 'Courant' },
      { name: english ? 'Spanish' : 'Espagnol', level: english ? 'Intermediate' : 'Intermédiaire' },
    ],
    projects: [
      {
        name: english ? 'Open-source contribution' : 'Contribution open source',
        description: english ? 'Maintainer of a Kafka connector.' : 'Mainteneuse d’un connecteur Kafka.',
        startDate: '2020-01-01',
        endDate: null,
      },
    ],
    ...overrides,
  });
}
