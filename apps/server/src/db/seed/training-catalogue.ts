/**
 * The demo's catalogue of trainings and certifications (issue 22 §2): real-world offers in French and English with
 * their organism, hours, cost excluding tax, scheme and the catalogue skills (by label) or business-manager lines
 * (by code suffix) they bring a person to, level 1–4 on the evaluation's scale. Idempotent: an entry (French title,
 * organism) already there is left as it is; a skill or line missing from the catalogue is skipped.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

const CERTIFICATION = 1;
const TRAINING = 2;
/** TRAINING_SCHEMES ids. */
const CERTIF = 3;
const CPF = 5;
const MOOC = 7;
const PLAN_F = 8;
const UNIVERSITY = 9;

type Entry = readonly [
  type: number,
  titleFr: string,
  titleEn: string,
  organism: string,
  hours: number,
  cost: number,
  scheme: number,
  skills: readonly (readonly [label: string, level: number])[],
  lines?: readonly (readonly [codeSuffix: string, level: number])[],
];

// prettier-ignore
export const TRAINING_CATALOGUE: readonly Entry[] = [
  [CERTIFICATION, 'Certified Kubernetes Administrator (CKA)', 'Certified Kubernetes Administrator (CKA)', 'Linux Foundation', 40, 2150, CERTIF, [['Kubernetes', 4], ['Docker', 3]]],
  [TRAINING, 'Kubernetes : les fondamentaux', 'Kubernetes fundamentals', 'ORSYS', 21, 1890, PLAN_F, [['Kubernetes', 3], ['Docker', 2]]],
  [CERTIFICATION, 'AWS Certified Solutions Architect – Associate', 'AWS Certified Solutions Architect – Associate', 'AWS Training', 35, 1650, CERTIF, [['Amazon Web Services (AWS)', 3]]],
  [CERTIFICATION, 'AWS Certified Solutions Architect – Professional', 'AWS Certified Solutions Architect – Professional', 'AWS Training', 56, 2900, CERTIF, [['Amazon Web Services (AWS)', 4]]],
  [CERTIFICATION, 'Microsoft Azure Administrator (AZ-104)', 'Microsoft Azure Administrator (AZ-104)', 'Microsoft Learn', 32, 1990, CERTIF, [['Microsoft Azure', 3]]],
  [CERTIFICATION, 'Azure Fundamentals (AZ-900)', 'Azure Fundamentals (AZ-900)', 'Microsoft Learn', 8, 390, CPF, [['Microsoft Azure', 2]]],
  [CERTIFICATION, 'Google Cloud Professional Cloud Architect', 'Google Cloud Professional Cloud Architect', 'Google Cloud', 40, 2200, CERTIF, [['Google Cloud Platform (GCP)', 4]]],
  [CERTIFICATION, 'ISTQB Foundation Level', 'ISTQB Foundation Level', 'CFTL', 21, 1350, CPF, [['ISTQB', 3], ['Stratégie de test', 2]]],
  [CERTIFICATION, 'ISTQB Test Automation Engineer', 'ISTQB Test Automation Engineer', 'CFTL', 24, 1750, CERTIF, [['Tests automatisés', 4], ['ISTQB', 4]]],
  [CERTIFICATION, 'Project Management Professional (PMP)', 'Project Management Professional (PMP)', 'PMI France', 35, 2490, CERTIF, [['PMP', 4], ['Gestion de projet', 4]]],
  [TRAINING, 'Gestion de projet : les fondamentaux', 'Project management fundamentals', 'Cegos', 21, 1590, PLAN_F, [['Gestion de projet', 3]]],
  [CERTIFICATION, 'Professional Scrum Master I (PSM I)', 'Professional Scrum Master I (PSM I)', 'Scrum.org', 14, 1190, CPF, [['Scrum', 3], ['Méthodes agiles', 3]]],
  [CERTIFICATION, 'SAFe 6 Agilist', 'SAFe 6 Agilist', 'Scaled Agile', 16, 1450, CERTIF, [['SAFe', 3], ['Méthodes agiles', 3]]],
  [TRAINING, 'Java : programmation avancée', 'Advanced Java programming', 'M2i Formation', 35, 2350, PLAN_F, [['Java', 4]]],
  [CERTIFICATION, 'Oracle Certified Professional Java SE 17 Developer', 'Oracle Certified Professional Java SE 17 Developer', 'Oracle University', 40, 1950, CERTIF, [['Java', 4]]],
  [TRAINING, 'Spring Boot : développer des microservices', 'Spring Boot: building microservices', 'Zenika', 21, 1890, PLAN_F, [['Spring Boot', 3], ['Java', 3]]],
  [TRAINING, 'React et TypeScript', 'React and TypeScript', 'Ippon Academy', 21, 1790, PLAN_F, [['React', 3], ['TypeScript', 3]]],
  [TRAINING, 'Angular : développement d’applications', 'Angular application development', 'SFEIR Institute', 28, 1990, PLAN_F, [['Angular', 3], ['TypeScript', 2]]],
  [TRAINING, 'PostgreSQL : administration', 'PostgreSQL administration', 'Dalibo', 28, 2100, PLAN_F, [['PostgreSQL', 4]]],
  [TRAINING, 'PostgreSQL : développement SQL', 'PostgreSQL SQL development', 'Dalibo', 14, 1100, PLAN_F, [['PostgreSQL', 3]]],
  [CERTIFICATION, 'ITIL 4 Foundation', 'ITIL 4 Foundation', 'AXELOS – PeopleCert', 21, 1490, CERTIF, [['ITIL', 3]]],
  [CERTIFICATION, 'TOGAF Enterprise Architecture Foundation', 'TOGAF Enterprise Architecture Foundation', 'The Open Group', 28, 2390, CERTIF, [['TOGAF', 3]]],
  [CERTIFICATION, 'HashiCorp Certified: Terraform Associate', 'HashiCorp Certified: Terraform Associate', 'HashiCorp', 16, 890, CERTIF, [['Terraform', 3], ['Infrastructure as Code', 3]]],
  [TRAINING, 'Terraform en production', 'Terraform in production', 'Ippon Academy', 14, 1290, PLAN_F, [['Terraform', 4]]],
  [CERTIFICATION, 'Docker Certified Associate', 'Docker Certified Associate', 'Mirantis', 24, 1190, CERTIF, [['Docker', 4]]],
  [TRAINING, 'Python pour l’analyse de données', 'Python for data analysis', 'DataScientest', 35, 1690, CPF, [['Python', 3], ['Pandas', 3]]],
  [CERTIFICATION, 'PCAP – Certified Associate in Python Programming', 'PCAP – Certified Associate in Python Programming', 'Python Institute', 30, 690, CPF, [['Python', 3]]],
  [TRAINING, 'Machine learning appliqué', 'Applied machine learning', 'DataScientest', 70, 3490, CPF, [['Apprentissage automatique', 3], ['scikit-learn', 3]]],
  [CERTIFICATION, 'Microsoft Power BI Data Analyst (PL-300)', 'Microsoft Power BI Data Analyst (PL-300)', 'Microsoft Learn', 24, 1290, CERTIF, [['Power BI', 3]]],
  [CERTIFICATION, 'Red Hat Certified System Administrator (RHCSA)', 'Red Hat Certified System Administrator (RHCSA)', 'Red Hat', 40, 2850, CERTIF, [['Linux', 4], ['Red Hat Enterprise Linux', 4]]],
  [TRAINING, 'Ansible : automatiser l’infrastructure', 'Ansible: automating infrastructure', 'ORSYS', 21, 1790, PLAN_F, [['Ansible', 3]]],
  [TRAINING, 'Apache Kafka pour les développeurs', 'Apache Kafka for developers', 'Confluent', 21, 1950, PLAN_F, [['Apache Kafka', 3]]],
  [TRAINING, 'Databricks et Apache Spark', 'Databricks and Apache Spark', 'Databricks Academy', 16, 1200, MOOC, [['Databricks', 3], ['Apache Spark', 3]]],
  [CERTIFICATION, 'ISO 27001 Lead Implementer', 'ISO 27001 Lead Implementer', 'PECB', 35, 3350, CERTIF, [['ISO 27001', 4], ['Cybersécurité', 3]]],
  [TRAINING, 'Sécurité des applications web (OWASP)', 'Web application security (OWASP)', 'Hervé Schauer Consultants', 21, 1950, PLAN_F, [['OWASP', 3], ['Cybersécurité', 2]]],
  [TRAINING, 'GitLab CI/CD en pratique', 'GitLab CI/CD in practice', 'M2i Formation', 14, 990, PLAN_F, [['GitLab CI', 3], ['Intégration continue', 3]]],
  [CERTIFICATION, 'TOEIC Listening and Reading', 'TOEIC Listening and Reading', 'ETS Global', 20, 590, CPF, [], [['english', 3]]],
  [TRAINING, 'Anglais professionnel (présentiel et en ligne)', 'Business English (classroom and online)', 'Wall Street English', 40, 1890, CPF, [], [['english', 3]]],
  [TRAINING, 'Négociation commerciale', 'Sales negotiation', 'Cegos', 21, 1690, PLAN_F, [['Négociation', 3]], [['key-account-plans', 3]]],
  [TRAINING, 'Prospection et développement commercial', 'Prospecting and business development', 'Demos', 14, 1290, UNIVERSITY, [], [['prospect-new-accounts', 3], ['sales-pipeline', 3]]],
  [TRAINING, 'Prise de parole en public', 'Public speaking', 'Cegos', 14, 1190, PLAN_F, [['Prise de parole en public', 3]]],
  [TRAINING, 'Leadership et management d’équipe', 'Leadership and team management', 'Cegos', 28, 2290, UNIVERSITY, [['Leadership', 3]]],
];

export async function seedTrainingCatalogue(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let added = 0;
    for (const [type, titleFr, titleEn, organism, hours, cost, scheme, skills, lines = []] of TRAINING_CATALOGUE) {
      const exists = await sql<{ id: number }>`select id from training_catalogue
        where lower(title_fr) = lower(${titleFr}) and lower(organism) = lower(${organism})`.execute(trx);
      if (exists.rows.length > 0) continue;
      const { id } = await trx
        .insertInto('training_catalogue')
        .values({
          type,
          title_fr: titleFr,
          title_en: titleEn,
          organism,
          duration_hours: hours,
          cost_excl_tax: cost,
          scheme,
          created_by: null,
          updated_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [label, level] of skills)
        await sql`insert into training_catalogue_skill (id_entry, id_skill, level)
          select ${id}, s.id, ${level} from skill s where lower(s.label) = lower(${label}) limit 1`.execute(trx);
      for (const [suffix, level] of lines)
        await sql`insert into training_catalogue_line (id_entry, id_line, level)
          select ${id}, l.id, ${level} from business_manager_skill_line l where l.code like ${`%-${suffix}`}
          order by l.id limit 1`.execute(trx);
      added++;
    }
    return added;
  });
}
