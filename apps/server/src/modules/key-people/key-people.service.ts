/**
 * Key people: a person's record as the caller sees it (with the skills of their skills file merged with the saved
 * rates), its one save (created on the first; the rates and high rates to BoondManager in the same transaction), the
 * people who are not key people yet, the brands, and the list with its export. Permission: the keyPeople page and the
 * person in the caller's chain (everyone with "all" access), never one's own record (key-people.document.ts).
 */
import { pageAnswer } from '../../lib/lists/page-answer';
import type { KEY_PEOPLE_STATUS_FILTERS } from '@my-skills/shared/constants';
import type { ListExport, ListQuery } from '@my-skills/shared/lists';
import {
  KEY_PEOPLE_STATUSES,
  keyPeopleStatusCode,
  type KeyPeoplePage,
  type KeyPeopleRecord,
  type KeyPeopleRow,
  type KeyPeopleSaved,
  type KeyPeopleSkill,
  type KeyPeopleUpdateParsed,
} from '@my-skills/shared/schemas/key-people';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import { inBatches } from '../../lib/lists/batches';
import type { ExcelColumn } from '../../lib/lists/excel-export';
import type { Enqueued } from '../../integrations/outbox/outbox';
import { boondToolLevel } from '../../integrations/boond/requests';
import { translate, type MessageKey } from '../../i18n/messages';
import type { FileAccess } from '../people/file-access';
import { orgViewerOf } from '../people/org-chart.repository';
import { assertMayHandle, rateMessages, type KeyPeopleDoc, type KeyPeopleDocument } from './key-people.document';
import {
  recordColumns,
  type KeyPeopleListRow,
  type KeyPeopleRepository,
  type LoadedPerson,
  type RecordContent,
} from './key-people.repository';

export interface KeyPeopleServiceDeps {
  kernel: DocumentKernel;
  document: KeyPeopleDocument;
  repository: KeyPeopleRepository;
  fileAccess: FileAccess;
  now: () => Date;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const statusOf = (code: (typeof KEY_PEOPLE_STATUS_FILTERS)[number]) =>
  code === 'past' ? KEY_PEOPLE_STATUSES.PAST : KEY_PEOPLE_STATUSES.IN_PROGRESS;

export function createKeyPeopleService(deps: KeyPeopleServiceDeps) {
  const { kernel, document, repository: repo, fileAccess, now } = deps;
  const today = () => now().toISOString().slice(0, 10);

  /** A person the caller may handle and who may be a key person (404 unknown, 403 outside the scope, 422 not an employee). */
  async function personFor(auth: AuthContext, personId: number): Promise<LoadedPerson> {
    const person = await repo.loadPerson(personId);
    if (!person) throw new AppError('NOT_FOUND', 'errors.PERSON_NOT_FOUND');
    await assertMayHandle(auth, fileAccess, person);
    if (!person.employee) throw new AppError('BUSINESS_RULE', 'errors.KEY_PEOPLE_NOT_EMPLOYEE');
    return person;
  }
  const docOf = (person: LoadedPerson): KeyPeopleDoc | null =>
    person.status === null || person.rowVersion === null
      ? null
      : { person: person as KeyPeopleDoc['person'], canEdit: true };

  /** The file's skills with their star level, merged with the saved rates (a saved one out of the file is flagged). */
  async function skillsOf(person: LoadedPerson, exists: boolean, idLang: number) {
    const { file, skills } = await repo.fileSkills(person.id, idLang);
    const saved = new Map((exists ? await repo.rates(person.id) : []).map((r) => [r.idSkill, r]));
    const name = (s: { nameFr: string; nameEn: string; label: string }) =>
      (idLang === 2 ? s.nameEn : s.nameFr) || s.label;
    const merged: KeyPeopleSkill[] = skills.map((s) => {
      const r = saved.get(s.idSkill);
      saved.delete(s.idSkill);
      return {
        idSkill: s.idSkill,
        label: s.label,
        name: name(s),
        starLevel: s.level,
        suggestedRate: boondToolLevel(s.level),
        rate: r?.rate ?? null,
        high: r?.high ?? false,
        inFile: true,
      };
    });
    for (const r of saved.values())
      merged.push({
        idSkill: r.idSkill,
        label: r.label,
        name: name(r),
        starLevel: null,
        suggestedRate: null,
        rate: r.rate,
        high: r.high,
        inFile: false,
      });
    return { file, skills: merged };
  }

  /** 400 for a brand that is neither active nor already on the person's missions, or a skill not in the catalogue. */
  async function checkReferences(person: LoadedPerson, body: KeyPeopleUpdateParsed) {
    const brands = new Set((await repo.brands(person.id)).map((b) => b.id));
    const badBrand = body.missionData.find((m) => m.idBrand != null && !brands.has(m.idBrand));
    if (badBrand) throw new AppError('BAD_REQUEST', 'errors.KEY_PEOPLE_UNKNOWN_BRAND', { id: badBrand.idBrand! });
    const ids = body.dcSkillsData.map((s) => s.idSkill);
    const skills = new Map((await repo.skillsByIds(ids)).map((s) => [s.id, s]));
    const unknown = ids.find((id) => !skills.has(id));
    if (unknown !== undefined) throw new AppError('BAD_REQUEST', 'errors.KEY_PEOPLE_UNKNOWN_SKILL', { id: unknown });
    // Rates are BoondManager's tool levels: a soft skill has none.
    const soft = [...skills.values()].find((s) => s.isSoft);
    if (soft) throw new AppError('BAD_REQUEST', 'errors.KEY_PEOPLE_SOFT_SKILL', { label: soft.nameFr });
    return skills;
  }

  const auditDetail = (c: RecordContent, status: number) =>
    `status=${keyPeopleStatusCode(status)}; categories=${c.categories.join(',')}; missions=${c.missions.length}; ` +
    `positions=${c.positions.length}; rates=${c.skills.length} (high ${c.skills.filter((s) => s.high).length})`;

  return {
    /** GET /api/KeyPeople: the record, or an empty one (exists false) for a person who is not a key person yet. */
    async record(auth: AuthContext, idUser: number): Promise<KeyPeopleRecord> {
      const person = await personFor(auth, idUser);
      const doc = docOf(person);
      // A read of another person's record is audited (once per reader within a few minutes), beside the answer.
      const [{ file, skills }, missions, positions, delivery] = await Promise.all([
        skillsOf(person, doc !== null, auth.idLang),
        doc ? repo.missions(person.id) : [],
        doc ? repo.positions(person.id) : [],
        doc ? document.delivery(doc) : null,
        doc && person.id !== auth.personId ? document.auditRead(auth, doc) : undefined,
      ]);
      return {
        idUser: person.id,
        exists: doc !== null,
        rowVersion: person.rowVersion ?? 0,
        status: keyPeopleStatusCode(person.status ?? KEY_PEOPLE_STATUSES.IN_PROGRESS),
        userInfo: {
          idUser: person.id,
          firstName: person.firstName,
          lastName: person.lastName,
          reference: person.reference,
          managerName: person.managerName,
          hasBoond: person.idBoond !== null,
          categories: person.categories ?? [],
          kptEvalCapacity: person.kptEvalCapacity ?? false,
          kptTechContributor: person.kptTechContributor ?? false,
          kptArchitectCapacity: person.kptArchitectCapacity ?? false,
          kptRecruitQuality: person.kptRecruitQuality ?? false,
          kptConceptionTraining: person.kptConceptionTraining ?? false,
          kptPreSale: person.kptPreSale ?? false,
          kptComment: person.kptComment ?? '',
          kpmissionComment: person.kpmissionComment ?? '',
          kpmissionRsiComment: person.kpmissionRsiComment ?? '',
          kphpoComment: person.kphpoComment ?? '',
        },
        missionData: missions,
        allPosition: positions,
        dcSkillsData: skills,
        skillsFile: file,
        canEdit: true,
        updatedAt: iso(person.updatedAt),
        updatedByName: person.updatedByName,
        delivery,
      };
    },

    /**
     * PUT /api/KeyPeople: the record's one save (rowVersion 0 creates it), its history and audit rows, and — when the
     * person has a BoondManager resource and rated skills — the rates (the skills not marked high) and the high rates,
     * each one message, in the same transaction. Answers what was sent, or why nothing was.
     */
    async save(
      auth: AuthContext,
      body: KeyPeopleUpdateParsed,
    ): Promise<{ saved: KeyPeopleSaved; messageKey: MessageKey; params?: Record<string, string> }> {
      const person = await personFor(auth, body.idUser);
      const skills = await checkReferences(person, body);
      const content: RecordContent = {
        ...body.userInfo,
        missions: body.missionData.map((m) => ({
          client: m.client,
          idBrand: m.idBrand ?? null,
          startDate: m.startDate,
          endDate: m.endDate,
          role: m.role,
        })),
        positions: body.allPosition,
        skills: body.dcSkillsData,
      };
      const status = statusOf(body.status);
      const rated = body.dcSkillsData.map((s) => ({ name: skills.get(s.idSkill)!.nameFr, rate: s.rate, high: s.high }));
      const notSentKey: MessageKey | null =
        rated.length === 0 ? 'messages.keyPeopleNoRates' : person.idBoond === null ? 'errors.NO_BOOND_ID' : null;
      const messagesOf = (doc: KeyPeopleDoc) =>
        notSentKey ? [] : rateMessages(document.about(auth, doc), person.idBoond!, rated);
      const enqueueAll = async (trx: Parameters<typeof document.enqueue>[0], doc: KeyPeopleDoc) => {
        const enqueued: Enqueued[] = [];
        for (const message of messagesOf(doc)) enqueued.push(await document.enqueue(trx, message));
        return enqueued;
      };

      const existing = docOf(person);
      let rowVersion: number;
      let enqueued: Enqueued[];
      if (!existing) {
        if (body.rowVersion !== 0) throw new AppError('NOT_FOUND', 'errors.KEY_PEOPLE_NOT_FOUND');
        const doc: KeyPeopleDoc = { person: { ...person, status, rowVersion: 1 }, canEdit: true };
        try {
          enqueued = await kernel.transaction(async (trx) => {
            await repo.insertRecord(trx, person.id, status, auth.personId, content);
            await repo.replaceRows(trx, person.id, content);
            await document.recordCreation(trx, person.id, status, auth.personId, 'created');
            await document.audit(auth, doc, 'create', auditDetail(content, status), trx);
            return enqueueAll(trx, doc);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw await document.conflict(person.id);
          throw error;
        }
        rowVersion = 1;
      } else {
        // Created meanwhile by someone else (the caller read an empty record): the usual conflict.
        if (body.rowVersion === 0) throw await document.conflict(person.id);
        const doc = existing;
        const from = doc.person.status;
        const r = await document.write(
          auth,
          doc,
          body.rowVersion,
          async (trx) => {
            await repo.replaceRows(trx, person.id, content);
            if (from !== status)
              await repo.insertStatusChange(trx, person.id, from, status, auth.personId, keyPeopleStatusCode(status));
            else await document.recordChange(trx, person.id, status, auth.personId, 'updated');
            const action = from !== status ? keyPeopleStatusCode(status) : 'update';
            await document.audit(auth, doc, action, auditDetail(content, status), trx);
            return enqueueAll(trx, doc);
          },
          { ...recordColumns(content), status },
        );
        rowVersion = r.rowVersion;
        enqueued = r.result;
      }
      const saved: KeyPeopleSaved = {
        idUser: person.id,
        rowVersion,
        status: keyPeopleStatusCode(status),
        created: body.rowVersion === 0,
        sent: enqueued.length > 0,
        notSentReason: notSentKey ? translate(auth.idLang, notSentKey) : null,
        messageIds: enqueued.map((e) => e.id),
        batchId: enqueued[0]?.batchId ?? null,
      };
      return notSentKey
        ? { saved, messageKey: 'messages.keyPeopleSavedNotSent', params: { reason: saved.notSentReason! } }
        : { saved, messageKey: 'messages.keyPeopleSaved' };
    },

    /** GET /api/KeyPeople/userNoKp. */
    usersWithoutRecord: (auth: AuthContext, q: { searchTerm: string; limit: number }) =>
      repo.withoutRecord(orgViewerOf(auth), q.searchTerm, q.limit),

    /** GET /api/Brand/all. */
    brands: () => repo.brands(),
    /** GET /api/Brand/allWithCurrent: a person the caller may handle. */
    async brandsWithCurrent(auth: AuthContext, idUser: number) {
      const person = await personFor(auth, idUser);
      return repo.brands(person.id);
    },

    /** ListeDc/listeKP, listSearchKp, filtreKp. */
    async list(auth: AuthContext, query: ListQuery): Promise<KeyPeoplePage> {
      const viewer = orgViewerOf(auth);
      return pageAnswer(await repo.page(viewer, query, auth.idLang, today()), query, (r) => rowOf(r, auth.idLang));
    },

    /** The export's rows and columns: exactly what the list shows (same scope, filters, order), batch after batch. */
    async exportRows(auth: AuthContext, query: ListExport) {
      const day = today();
      const ids = await repo.exportIds(orgViewerOf(auth), query, day);
      const rows = (async function* () {
        for await (const r of inBatches(ids, (batch) => repo.exportBatch(batch, auth.idLang, day)))
          yield rowOf(r, auth.idLang);
      })();
      return { total: ids.length, rows, columns: exportColumns(auth.idLang, query.columns) };
    },
  };
}
export type KeyPeopleService = ReturnType<typeof createKeyPeopleService>;

const rowOf = (r: KeyPeopleListRow, idLang: number): KeyPeopleRow => ({
  idUser: r.idUser,
  firstName: r.firstName,
  lastName: r.lastName,
  reference: r.reference,
  managerName: r.managerName,
  categories: r.categories,
  status: keyPeopleStatusCode(r.status),
  missions: r.missions,
  currentClient: r.currentClient,
  highSkills: r.highSkills,
  updatedAt: iso(r.updatedAt),
  idDc: r.idDc,
  idLang,
});

/** The export's columns in the caller's language, limited to the visible ones (the name always). */
function exportColumns(idLang: number, visible: string[] | undefined): ExcelColumn<KeyPeopleRow>[] {
  const lang = idLang === 2 ? 2 : 1;
  const h = (key: string) => translate(lang, `lists.keyPeople.${key}` as MessageKey);
  const all: ExcelColumn<KeyPeopleRow>[] = [
    { key: 'name', header: h('name'), width: 28, value: (r) => `${r.lastName} ${r.firstName}` },
    { key: 'reference', header: h('reference'), width: 14, value: (r) => r.reference },
    { key: 'manager', header: h('manager'), width: 24, value: (r) => r.managerName },
    {
      key: 'categories',
      header: h('categories'),
      width: 30,
      value: (r) => r.categories.map((c) => translate(lang, `keyPeople.category.${c}` as MessageKey)).join(' / '),
    },
    {
      key: 'status',
      header: h('status'),
      width: 12,
      value: (r) => translate(lang, `keyPeople.status.${r.status === 'past' ? 2 : 1}` as MessageKey),
    },
    { key: 'missions', header: h('missions'), width: 10, value: (r) => r.missions },
    { key: 'currentClient', header: h('currentClient'), width: 24, value: (r) => r.currentClient },
    { key: 'highSkills', header: h('highSkills'), width: 12, value: (r) => r.highSkills },
    { key: 'updatedAt', header: h('updatedAt'), date: 'dateTime', value: (r) => r.updatedAt },
  ];
  return visible ? all.filter((c) => c.key === 'name' || visible.includes(c.key)) : all;
}
