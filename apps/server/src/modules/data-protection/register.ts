/**
 * The register of processing activities (GDPR art. 30; issue 23 §2a), declared once from the application's data
 * model: each activity's purpose, legal basis, persons, categories of data — each naming the tables and the
 * personal columns it covers —, recipients, retention and security measures, in French and English. Every table of
 * the database is either covered by a category of data or listed in OTHER_TABLES with why it holds no personal data:
 * test/data-protection/register.test.ts reads information_schema and fails on a table (or a column) the register
 * does not know or names wrongly — a new table cannot ship without its line here.
 */
import { b, type Bilingual, type ProcessingActivity } from './register.model';
import { PEOPLE_ACTIVITIES } from './register.activities-people';
import { OPERATIONS_ACTIVITIES } from './register.activities-operations';

export type { Bilingual, DataCategory, ProcessingActivity } from './register.model';

export const REGISTER_CONTROLLER = b(
  'Le groupe, employeur, représenté par son délégué à la protection des données (DPO)',
  'The group, as employer, represented by its data protection officer (DPO)',
);

export const PROCESSING_ACTIVITIES: ProcessingActivity[] = [...PEOPLE_ACTIVITIES, ...OPERATIONS_ACTIVITIES];

/** The tables that hold no personal data, and why. */
export const OTHER_TABLES: Record<string, Bilingual> = {
  app_meta: b('Paramètres et secrets de l’application', 'The application’s settings and secrets'),
  boond_dictionary: b('Dictionnaire BoondManager (valeurs de référence)', 'BoondManager dictionary (reference values)'),
  brand: b('Marques du groupe', 'The group’s brands'),
  business_manager_profile: b('Référentiel des profils business manager', 'Business manager profiles (reference)'),
  business_manager_skill_category: b('Référentiel des catégories', 'Categories (reference)'),
  business_manager_skill_goal: b('Objectifs par profil (référentiel)', 'Goals by profile (reference)'),
  captcha_use: b('Défis CAPTCHA déjà utilisés (identifiant aléatoire)', 'CAPTCHA challenges already used (random id)'),
  country: b('Pays', 'Countries'),
  evaluation_criterion: b('Critères d’évaluation (référentiel)', 'Evaluation criteria (reference)'),
  job_profile: b('Profils métier (référentiel)', 'Job profiles (reference)'),
  job_profile_skill: b('Compétences des profils métier', 'Job profiles’ skills'),
  job_run: b('Exécutions des tâches planifiées (nom du processus)', 'Scheduled jobs’ runs (process name)'),
  kysely_migration: b('Migrations de la base appliquées', 'Database migrations applied'),
  kysely_migration_lock: b('Verrou des migrations', 'Migrations’ lock'),
  language_level: b('Niveaux de langue', 'Language levels'),
  other_skill_group: b(
    'Autres compétences saisies, regroupées par nom avec leur nombre de dossiers (sans lien à une personne)',
    'Other skills typed in, grouped by name with their number of files (no link to a person)',
  ),
  other_skill_spelling: b(
    'Graphies des autres compétences saisies et leur nombre d’usages (sans lien à une personne)',
    'Spellings of the other skills typed in and their number of uses (no link to a person)',
  ),
  population_count: b(
    'Nombre de salariés (un total, sans lien à une personne)',
    'Number of employees (a total, no link to a person)',
  ),
  skill: b('Catalogue des compétences', 'Skills catalogue'),
  skill_alias: b('Synonymes des compétences', 'Skills’ aliases'),
  skill_type: b('Types de compétences', 'Skill types'),
  training_catalogue_line: b('Lignes du catalogue de formations', 'Training catalogue lines'),
  training_catalogue_skill: b('Compétences du catalogue de formations', 'Training catalogue skills'),
  training_wish_total: b(
    'Nombre, heures et coût des souhaits de formation des salariés par statut, nature et dispositif (des totaux, sans lien à une personne)',
    'Count, hours and cost of the employees’ training wishes per status, nature and scheme (totals, no link to a person)',
  ),
};

/** Every table the register names, with the personal columns named for it (across activities). */
export function registerTables(): Map<string, Set<string>> {
  const tables = new Map<string, Set<string>>();
  for (const activity of PROCESSING_ACTIVITIES)
    for (const category of activity.data)
      for (const [table, columns] of Object.entries(category.tables)) {
        const known = tables.get(table) ?? new Set<string>();
        columns.forEach((c) => known.add(c));
        tables.set(table, known);
      }
  return tables;
}
