import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001_identity';
import * as m0002 from './migrations/0002_outbox_mail';
import * as m0003 from './migrations/0003_skills_file';
import * as m0004 from './migrations/0004_catalogue_notifications';
import * as m0005 from './migrations/0005_org_chart_indexes';
import * as m0006 from './migrations/0006_evaluation';
import * as m0007 from './migrations/0007_evaluation_criteria_notifications';
import * as m0008 from './migrations/0008_sign_in';
import * as m0009 from './migrations/0009_evaluation_second_pass';
import * as m0010 from './migrations/0010_boond_dictionary';
import * as m0011 from './migrations/0011_business_manager_reference';
import * as m0012 from './migrations/0012_eep_bm';
import * as m0013 from './migrations/0013_skill_aliases';
import * as m0014 from './migrations/0014_list_indexes';
import * as m0015 from './migrations/0015_evaluation_reminders';
import * as m0016 from './migrations/0016_key_people';
import * as m0017 from './migrations/0017_training_wishes';
import * as m0018 from './migrations/0018_proposals_expiry';
import * as m0019 from './migrations/0019_cv_import';
import * as m0023 from './migrations/0023_client_cv';
import * as m0020 from './migrations/0020_skill_proposals';
import * as m0022 from './migrations/0022_skill_evidence';
import * as m0021 from './migrations/0021_training_catalogue';
import * as m0024 from './migrations/0024_audit_trail';
import * as m0025 from './migrations/0025_candidate_retention';
import * as m0027 from './migrations/0027_other_skill_groups';
import * as m0028 from './migrations/0028_org_chart_scale';
import * as m0029 from './migrations/0029_list_sort_indexes';
import * as m0030 from './migrations/0030_training_wish_totals';
import * as m0031 from './migrations/0031_manager_role_index';
import * as m0032 from './migrations/0032_person_skill';
import * as m0033 from './migrations/0033_evaluation_status_index';
import * as m0034 from './migrations/0034_file_skill_set';
import * as m0035 from './migrations/0035_eep_bm_status_index';
import * as m0036 from './migrations/0036_cv_import_newest_first';
import * as m0037 from './migrations/0037_key_people_owner_employee';
import * as m0038 from './migrations/0038_eep_bm_owner_employee';

/** Migrations, in order. Append only: never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '0001_identity': m0001,
  '0002_outbox_mail': m0002,
  '0003_skills_file': m0003,
  '0004_catalogue_notifications': m0004,
  '0005_org_chart_indexes': m0005,
  '0006_evaluation': m0006,
  '0007_evaluation_criteria_notifications': m0007,
  '0008_sign_in': m0008,
  '0009_evaluation_second_pass': m0009,
  '0010_boond_dictionary': m0010,
  '0011_business_manager_reference': m0011,
  '0012_eep_bm': m0012,
  '0013_skill_aliases': m0013,
  '0014_list_indexes': m0014,
  '0015_evaluation_reminders': m0015,
  '0016_key_people': m0016,
  '0017_training_wishes': m0017,
  '0018_proposals_expiry': m0018,
  '0019_cv_import': m0019,
  '0023_client_cv': m0023,
  '0020_skill_proposals': m0020,
  '0022_skill_evidence': m0022,
  '0021_training_catalogue': m0021,
  '0024_audit_trail': m0024,
  '0025_candidate_retention': m0025,
  '0027_other_skill_groups': m0027,
  '0028_org_chart_scale': m0028,
  '0029_list_sort_indexes': m0029,
  '0030_training_wish_totals': m0030,
  '0031_manager_role_index': m0031,
  '0032_person_skill': m0032,
  '0033_evaluation_status_index': m0033,
  '0034_file_skill_set': m0034,
  '0035_eep_bm_status_index': m0035,
  '0036_cv_import_newest_first': m0036,
  '0037_key_people_owner_employee': m0037,
  '0038_eep_bm_owner_employee': m0038,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator runs before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations this code knows that the database has not applied (readiness fails while any is pending). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as migrateToLatest
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
