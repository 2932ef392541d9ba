/**
 * What a person's data export reads (issue 23 §2b, decision 023): every table that names the person, grouped in
 * sections (one kind of data each). A part reads one table by the person (`where`), names the columns that point at
 * the person (`covers`: the completeness test compares them with every foreign key to person and account), and
 * leaves out what must never leave (`omit`: credential hashes, link tokens, session ids, stored bytes — the files go
 * into the ZIP beside data.json). Rows of other people's data that the person is recorded as the author of are read
 * as references only (`columns`: ids, the author columns, the time), never their content.
 */
import { sql, type RawBuilder } from 'kysely';
import { emailKey } from '../../lib/sign-in-failure-keys';

/** The person the export is about. */
export interface Subject {
  id: number;
  email: string;
}

export interface Part {
  /** The table read; also the part's key in data.json unless `name` says otherwise. */
  table: string;
  name?: string;
  where: (s: Subject) => RawBuilder<unknown>;
  /** The columns naming the person (or one of their accounts) that this part reads by. */
  covers: readonly string[];
  /** Columns never exported (secrets, bytes). */
  omit?: readonly string[];
  /** Only these columns (references to others' data the person authored). */
  columns?: readonly string[];
  /** Read in id order, in batches; without an `id` column, the order of these columns in one read. */
  orderBy?: readonly string[];
}

export interface Section {
  key: string;
  parts: readonly Part[];
}

const of = (table: string, column: string, id: number) =>
  sql`${sql.ref(column)} in (select id from ${sql.table(table)} where person_id = ${id})`;
const accounts = (id: number) => sql`(select id from account where person_id = ${id})`;
const byPerson = (table: string, covers: readonly string[] = ['person_id'], extra: Partial<Part> = {}): Part => ({
  table,
  where: (s) => sql`person_id = ${s.id}`,
  covers,
  ...extra,
});
const childOf = (table: string, parent: string, column: string, extra: Partial<Part> = {}): Part => ({
  table,
  where: (s) => of(parent, column, s.id),
  covers: [],
  ...extra,
});
const signatures = (objectType: string, parent: string): Part => ({
  table: 'document_signature',
  where: (s) =>
    sql`object_type = ${objectType} and object_id in (select id from ${sql.table(parent)} where person_id = ${s.id})`,
  covers: [],
  omit: ['content'],
});

/**
 * Records of any area naming the person as their author: the table, its author columns, and the columns shown
 * (its key, the author columns, when). What the record holds belongs to whoever it is about.
 */
const authored = (table: string, by: readonly string[], key: readonly string[], at: string | null): Part => ({
  table,
  name: `${table}_authored`,
  where: (s) =>
    sql.join(
      by.map((c) =>
        c.endsWith('account') || c === 'by_account_id'
          ? sql`${sql.ref(c)} in ${accounts(s.id)}`
          : sql`${sql.ref(c)} = ${s.id}`,
      ),
      sql` or `,
    ),
  covers: by,
  columns: [...key, ...by, ...(at ? [at] : [])],
  orderBy: key,
});

export const SECTIONS: readonly Section[] = [
  {
    key: 'identity',
    parts: [
      { table: 'person', where: (s) => sql`id = ${s.id}`, covers: ['id'] },
      // Whom they manage: the ids only (the others' rows are theirs).
      {
        table: 'person',
        name: 'person_direct_reports',
        where: (s) => sql`manager_id = ${s.id}`,
        covers: ['manager_id'],
        columns: ['id', 'manager_id'],
      },
      // The org chart's closure (migration 0028), derived from manager_id: their managers and whom they manage.
      {
        table: 'person_chain',
        name: 'person_chain_above',
        where: (s) => sql`person_id = ${s.id}`,
        covers: ['person_id'],
        orderBy: ['depth'],
      },
      {
        table: 'person_chain',
        name: 'person_chain_below',
        where: (s) => sql`ancestor_id = ${s.id}`,
        covers: ['ancestor_id'],
        orderBy: ['depth', 'person_id'],
      },
    ],
  },
  { key: 'accounts', parts: [byPerson('account')] },
  {
    key: 'signIn',
    parts: [
      byPerson('credential', ['person_id'], { omit: ['password_hash'], orderBy: ['person_id'] }),
      byPerson('password_link', ['person_id'], { omit: ['token_hash'] }),
      {
        table: 'sign_in_failure',
        where: (s) => sql`key = ${emailKey(s.email)}`,
        covers: [],
        orderBy: ['key'],
      },
      {
        table: 'session',
        where: (s) => sql`person_id = ${s.id} or account_id in ${accounts(s.id)}`,
        covers: ['person_id', 'account_id'],
        omit: ['id', 'id_token'],
        orderBy: ['created_at'],
      },
    ],
  },
  {
    key: 'skillsFiles',
    parts: [
      byPerson('dc'),
      childOf('dc_skill', 'dc', 'dc_id'),
      childOf('dc_experience', 'dc', 'dc_id'),
      {
        table: 'dc_experience_tool',
        where: (s) =>
          sql`id_experience in (select e.id from dc_experience e join dc on dc.id = e.dc_id where dc.person_id = ${s.id})`,
        covers: [],
        orderBy: ['id_experience', 'id_skill'],
      },
      childOf('dc_education', 'dc', 'dc_id'),
      childOf('dc_language', 'dc', 'dc_id'),
      childOf('dc_certification', 'dc', 'dc_id'),
      {
        table: 'dc_certification_skill',
        where: (s) =>
          sql`id_certification in (select c.id from dc_certification c join dc on dc.id = c.dc_id where dc.person_id = ${s.id})`,
        covers: [],
        orderBy: ['id_certification', 'id_skill'],
      },
      childOf('dc_other_skill', 'dc', 'dc_id'),
      childOf('dc_project', 'dc', 'dc_id'),
      childOf('dc_status_history', 'dc', 'dc_id'),
      byPerson('certification_expiry_alert'),
      byPerson('skill_target', ['person_id'], { orderBy: ['id_skill'] }),
    ],
  },
  {
    key: 'evaluations',
    parts: [
      byPerson('evaluation'),
      childOf('evaluation_skill', 'evaluation', 'evaluation_id'),
      childOf('evaluation_goal', 'evaluation', 'evaluation_id'),
      childOf('evaluation_language', 'evaluation', 'evaluation_id'),
      childOf('evaluation_other_action', 'evaluation', 'evaluation_id'),
      childOf('evaluation_training_review', 'evaluation', 'evaluation_id'),
      childOf('evaluation_status_history', 'evaluation', 'evaluation_id'),
      signatures('ea', 'evaluation'),
      byPerson('evaluation_reminder'),
    ],
  },
  {
    key: 'reviews',
    parts: [
      byPerson('eep_bm'),
      childOf('eep_bm_skill', 'eep_bm', 'eep_bm_id', { orderBy: ['eep_bm_id', 'id_line'] }),
      childOf('eep_bm_status_history', 'eep_bm', 'eep_bm_id'),
      { ...signatures('eepBm', 'eep_bm'), name: 'document_signature_review' },
    ],
  },
  {
    key: 'trainingWishes',
    parts: [byPerson('training_wish'), childOf('training_wish_history', 'training_wish', 'training_wish_id')],
  },
  {
    key: 'keyPeople',
    parts: [
      { table: 'key_people', where: (s) => sql`id = ${s.id}`, covers: ['id'] },
      { table: 'key_people_position', where: (s) => sql`key_people_id = ${s.id}`, covers: [] },
      { table: 'key_people_mission', where: (s) => sql`key_people_id = ${s.id}`, covers: [] },
      { table: 'key_people_skill', where: (s) => sql`key_people_id = ${s.id}`, covers: [], orderBy: ['skill_id'] },
      { table: 'key_people_history', where: (s) => sql`key_people_id = ${s.id}`, covers: [] },
    ],
  },
  { key: 'skillEvidence', parts: [byPerson('skill_evidence')] },
  {
    key: 'proposals',
    parts: [
      byPerson('skills_file_proposal'),
      {
        table: 'skills_file_proposal_decision',
        where: (s) => of('skills_file_proposal', 'proposal_id', s.id),
        covers: [],
        orderBy: ['proposal_id', 'id_lang'],
      },
    ],
  },
  {
    key: 'clientCv',
    parts: [
      byPerson('client_cv_export'),
      byPerson('client_cv_hidden_client', ['person_id'], { orderBy: ['client_key'] }),
    ],
  },
  { key: 'cvImports', parts: [byPerson('cv_import')] },
  { key: 'attachments', parts: [byPerson('user_file', ['person_id'], { omit: ['content'] })] },
  {
    key: 'messages',
    parts: [
      byPerson('outbox_message', ['person_id'], { omit: ['attachment', 'claim_token'] }),
      childOf('outbox_attempt', 'outbox_message', 'message_id'),
      {
        table: 'mailbox',
        where: (s) =>
          sql`lower(to_address) = ${s.email.trim().toLowerCase()} or outbox_message_id in (select id from outbox_message where person_id = ${s.id})`,
        covers: [],
      },
    ],
  },
  {
    key: 'audit',
    parts: [
      {
        table: 'audit_entry',
        name: 'audit_entry_about',
        where: (s) => sql`subject_person_id = ${s.id}`,
        covers: ['subject_person_id'],
        omit: ['hash'],
      },
      {
        table: 'audit_entry',
        name: 'audit_entry_by',
        // By the person's id alone (its index): the writer sets the account only beside the person it belongs to.
        where: (s) => sql`actor_person_id = ${s.id}`,
        covers: ['actor_person_id'],
        omit: ['hash'],
      },
    ],
  },
  {
    key: 'authored',
    parts: [
      authored('dc', ['created_by', 'updated_by', 'validated_by'], ['id'], 'updated_at'),
      authored('dc_status_history', ['changed_by'], ['id'], 'changed_at'),
      authored('evaluation', ['created_by', 'updated_by', 'validated_by', 'signed_by'], ['id'], 'updated_at'),
      {
        ...authored('evaluation', ['corrected_by'], ['id'], 'updated_at'),
        name: 'evaluation_corrected',
        where: (s) => sql`${s.id} = any(corrected_by)`,
        columns: ['id', 'updated_at'],
      },
      authored('evaluation_status_history', ['changed_by'], ['id'], 'changed_at'),
      authored('evaluation_reminder', ['sent_by'], ['id'], 'created_at'),
      authored('document_signature', ['signed_by'], ['id', 'object_type', 'object_id'], 'signed_at'),
      authored('eep_bm', ['created_by', 'updated_by', 'validated_by', 'signed_by'], ['id'], 'updated_at'),
      {
        ...authored('eep_bm', ['corrected_by'], ['id'], 'updated_at'),
        name: 'eep_bm_corrected',
        where: (s) => sql`${s.id} = any(corrected_by)`,
        columns: ['id', 'updated_at'],
      },
      authored('eep_bm_status_history', ['changed_by'], ['id'], 'changed_at'),
      authored('training_wish', ['created_by', 'updated_by', 'reported_by'], ['id'], 'updated_at'),
      authored('training_wish_history', ['changed_by'], ['id'], 'changed_at'),
      authored('key_people', ['created_by', 'updated_by'], ['id'], 'updated_at'),
      authored('key_people_history', ['changed_by'], ['id'], 'changed_at'),
      authored('skill_evidence', ['decided_by'], ['id'], 'decided_at'),
      authored('skill_target', ['set_by'], ['person_id', 'id_skill'], 'set_at'),
      authored('skill_demand', ['asked_by'], ['id'], 'asked_at'),
      authored('skills_file_proposal', ['created_by', 'decided_by'], ['id'], 'decided_at'),
      authored('skills_file_proposal_decision', ['decided_by'], ['proposal_id', 'id_lang'], 'decided_at'),
      authored('client_cv_export', ['exported_by', 'exported_by_account'], ['id'], 'created_at'),
      authored('cv_import', ['by_person_id', 'by_account_id', 'applied_by'], ['id'], 'created_at'),
      authored('user_file', ['uploaded_by'], ['id'], 'created_at'),
      authored('password_link', ['created_by'], ['id'], 'created_at'),
      authored('outbox_message', ['created_by', 'cancelled_by'], ['id'], 'created_at'),
      authored('training_catalogue', ['created_by', 'updated_by'], ['id'], 'updated_at'),
      authored('confidential_client', ['updated_by'], ['id'], 'updated_at'),
      authored('boond_mapping', ['updated_by'], ['kind', 'our_value'], 'updated_at'),
      authored('business_manager_skill_line', ['updated_by'], ['id'], 'updated_at'),
      authored('business_manager_maturity_objective', ['updated_by'], ['id_category', 'id_profile'], 'updated_at'),
      authored('erased_person', ['erased_by'], ['id', 'person_id'], 'erased_at'),
    ],
  },
];

/** Every part, with its section. */
export const ALL_PARTS = SECTIONS.flatMap((section) => section.parts.map((part) => ({ section: section.key, part })));

/** A part's key in data.json. */
export const partName = (part: Part) => part.name ?? part.table;
