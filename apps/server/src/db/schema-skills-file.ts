/**
 * Table types of migration 0003_skills_file (the skills catalogue, job profiles, skills files, attachments) and of the
 * skill aliases (0013).
 */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A calendar date, 'YYYY-MM-DD' (parsed as text on both engines). */
type CalendarDate = string | null;

export interface SkillTypeTable {
  id: Generated<number>;
  code: string;
  label_fr: string;
  label_en: string;
  is_soft: Generated<boolean>;
  sort_order: Generated<number>;
}

export interface SkillTable {
  id: Generated<number>;
  id_skill_type: number;
  label: string;
  name_fr: string;
  name_en: string;
  id_boond: number | null;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Migration 0013: other spellings of a skill, unique whatever the case across the catalogue. */
export interface SkillAliasTable {
  id: Generated<number>;
  id_skill: number;
  alias: string;
}

export interface JobProfileTable {
  id: Generated<number>;
  name_fr: string;
  name_en: string;
  description_fr: Generated<string>;
  description_en: Generated<string>;
}

export interface JobProfileSkillTable {
  id_profile: number;
  id_skill: number;
  level: number;
}

export interface LanguageLevelTable {
  id: number;
  label_fr: string;
  label_en: string;
}

export interface UserFileTable {
  id: Generated<number>;
  person_id: number;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  content: Buffer;
  uploaded_by: number | null;
  created_at: CreatedAt;
  /** The training wish it is attached to (migration 0017), or null for a person's own file. */
  training_wish_id: Generated<number | null>;
  /** The CV import it is the original of (migration 0019), or null. */
  cv_import_id: Generated<number | null>;
}

export interface DcTable {
  id: Generated<number>;
  person_id: number;
  id_lang: number;
  version: number;
  status: Generated<number>;
  title: Generated<string>;
  summary: Generated<string>;
  id_profile: number | null;
  row_version: Generated<number>;
  created_by: number | null;
  updated_by: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  submitted_at: NullableTimestamp;
  validated_at: NullableTimestamp;
  validated_by: number | null;
}

interface Section {
  id: Generated<number>;
  dc_id: number;
}

export interface DcExperienceTable extends Section {
  position: string;
  start_date: CalendarDate;
  end_date: CalendarDate;
  client: Generated<string>;
  project: Generated<string>;
  description: Generated<string>;
  teams_methods: Generated<string>;
  tasks: Generated<string>;
}

export interface DcExperienceToolTable {
  id_experience: number;
  id_skill: number;
}

export interface DcEducationTable extends Section {
  degree: string;
  school: Generated<string>;
  year: number | null;
  mention: number | null;
  id_file: number | null;
}

export interface DcLanguageTable extends Section {
  language_code: string;
  id_level: number;
}

export interface DcCertificationTable extends Section {
  kind: Generated<string>;
  name: string;
  organism: Generated<string>;
  obtained_date: CalendarDate;
  expiry_date: CalendarDate;
  score: Generated<string>;
  id_file: number | null;
}

export interface DcCertificationSkillTable {
  id_certification: number;
  id_skill: number;
}

export interface DcProjectTable extends Section {
  name: string;
  description: Generated<string>;
  start_date: CalendarDate;
  end_date: CalendarDate;
}

export interface DcSkillTable extends Section {
  id_skill: number;
  level: number;
}

/**
 * The catalogue skills of every current file with what the skills search filters and orders on (migration 0032,
 * kept by triggers: never written by the application).
 */
export interface PersonSkillTable {
  dc_id: number;
  id_skill: number;
  level: number;
  person_id: number;
  id_lang: number;
  dc_status: number;
  chosen: boolean;
  is_employee: boolean;
  last_key: string;
  first_key: string;
}

/** Every (skill, level) a current file reaches, as GIN keys (migration 0034, kept by triggers on person_skill). */
export interface FileSkillSetTable {
  dc_id: number;
  person_id: number;
  id_lang: number;
  dc_status: number;
  chosen: boolean;
  is_employee: boolean;
  keys: number[];
}

export interface DcOtherSkillTable extends Section {
  id_skill_type: number;
  name: string;
  level: Generated<number>;
}

export interface DcStatusHistoryTable extends Section {
  from_status: number | null;
  to_status: number;
  changed_by: number | null;
  changed_at: CreatedAt;
  comment: Generated<string>;
}

export interface SkillsFileTables {
  skill_type: SkillTypeTable;
  skill: SkillTable;
  skill_alias: SkillAliasTable;
  job_profile: JobProfileTable;
  job_profile_skill: JobProfileSkillTable;
  language_level: LanguageLevelTable;
  user_file: UserFileTable;
  dc: DcTable;
  dc_experience: DcExperienceTable;
  dc_experience_tool: DcExperienceToolTable;
  dc_education: DcEducationTable;
  dc_language: DcLanguageTable;
  dc_certification: DcCertificationTable;
  dc_certification_skill: DcCertificationSkillTable;
  dc_project: DcProjectTable;
  dc_skill: DcSkillTable;
  person_skill: PersonSkillTable;
  file_skill_set: FileSkillSetTable;
  dc_other_skill: DcOtherSkillTable;
  dc_status_history: DcStatusHistoryTable;
}
