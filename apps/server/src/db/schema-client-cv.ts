/** Table types of migration 0023_client_cv: confidential clients, a person's hidden clients, the client-CV log. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A jsonb value: read as parsed JSON, written as its JSON text. */
type Json = ColumnType<unknown, string | undefined, string>;

export interface ConfidentialClientTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  sector_fr: string;
  sector_en: string;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

export interface ClientCvHiddenClientTable {
  person_id: number;
  client_key: string;
  client: string;
  sector_fr: Generated<string>;
  sector_en: Generated<string>;
  updated_at: UpdatedAt;
}

export interface ClientCvExportTable {
  id: Generated<number>;
  person_id: number;
  dc_id: number | null;
  dc_version: number;
  id_lang: number;
  format: 'docx' | 'pdf';
  anonymisation: 'initials' | 'reference';
  alias: string;
  need_sha256: string | null;
  need_skills: Json;
  hidden_clients: Generated<number>;
  exported_by: number | null;
  exported_by_account: number | null;
  created_at: CreatedAt;
}

export interface ClientCvTables {
  confidential_client: ConfidentialClientTable;
  client_cv_hidden_client: ClientCvHiddenClientTable;
  client_cv_export: ClientCvExportTable;
}
