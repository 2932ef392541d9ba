/**
 * Client-ready CVs (issue 22 §4, decision 022): a person's skills file exported anonymised (client-cv.anonymise.ts),
 * optionally filtered to a staffing need (client-cv.need.ts), in Word or PDF with the skills file's renderers, and
 * logged; the person's log; the clients a person hides; the administrators' confidential clients.
 *
 * Who: `canExportClientCv` (roles 3–6 over a file they may open, never their own) and `canReadClientCvLog` (the
 * person, or whoever may export their CVs), packages/shared/src/client-cv-rules.ts.
 */
import { createHash } from 'node:crypto';
import {
  canExportClientCv,
  canReadClientCvLog,
  foldName,
  initialsOf,
  namesClient,
} from '@my-skills/shared/client-cv-rules';
import { can } from '@my-skills/shared/roles';
import type {
  AddConfidentialClientBody,
  ClientCvExportBody,
  ClientCvFile,
  ClientCvLog,
  ConfidentialClient,
  ConfidentialClients,
  HiddenClients,
  HiddenClientsBody,
  UpdateConfidentialClientBody,
} from '@my-skills/shared/schemas/client-cv';
import { recogniseNeed } from '@my-skills/shared/staffing-need';
import type { NeedCataloguePort } from '../../lib/need-catalogue';
import { byLanguage, languageCodeOf } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { iso, personRef } from '../../lib/documents/display';
import type { FileAccess } from '../people/file-access';
import type { ClientCvRepository } from './client-cv.repository';
import { anonymise, type ClientRule } from './client-cv.anonymise';
import { filterToNeed } from './client-cv.need';
import type { DcDocumentRenderers, SkillsFileDetails } from './skills-file.details';
import { hasContent, toDocumentData } from './skills-file.mapping';
import type { SkillsFileDocument } from './skills-file.workflow';

const CONTENT_TYPES = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
} as const;

export interface ClientCvServiceDeps {
  repository: ClientCvRepository;
  document: SkillsFileDocument;
  details: SkillsFileDetails;
  documents: DcDocumentRenderers;
  fileAccess: FileAccess;
  /** The catalogue a need is recognised against (the staffing module's). */
  needCatalogue: NeedCataloguePort;
  now: () => Date;
}

/** The sector in a language, the other language's when blank. */
const sectorIn = (idLang: number, fr: string, en: string) => byLanguage(idLang, fr || en, en || fr);

export function createClientCvService(deps: ClientCvServiceDeps) {
  const { repository: repo, document, details, fileAccess, now } = deps;

  /** Confidential clients first (they win), then the person's hidden ones, in the file's language. */
  async function clientRules(personId: number, idLang: number): Promise<ClientRule[]> {
    const [confidential, hidden] = await Promise.all([repo.confidentialClients(), repo.hiddenClients(personId)]);
    return [
      ...confidential.map((c) => ({ name: c.name, sector: sectorIn(idLang, c.sectorFr, c.sectorEn) })),
      ...hidden.map((h) => ({ name: h.client, sector: sectorIn(idLang, h.sectorFr, h.sectorEn) })),
    ];
  }

  const confidentialAnswer = (
    c: Awaited<ReturnType<ClientCvRepository['confidentialClients']>>[number],
  ): ConfidentialClient => ({
    id: c.id,
    name: c.name,
    sectorFr: c.sectorFr,
    sectorEn: c.sectorEn,
    updatedAt: iso(c.updatedAt)!,
    updatedBy: personRef(c.updatedById, c.updatedByFirstName, c.updatedByLastName),
  });

  async function hiddenClientsOf(auth: AuthContext, personId: number): Promise<HiddenClients> {
    const relation = await fileAccess.assertCanOpen(auth, personId);
    const [clients, hidden, confidential] = await Promise.all([
      repo.clientsOfFiles(personId),
      repo.hiddenClients(personId),
      repo.confidentialClients(),
    ]);
    const rows = new Map<string, HiddenClients['clients'][number]>();
    for (const h of hidden)
      rows.set(h.clientKey, {
        client: h.client,
        hidden: true,
        sectorFr: h.sectorFr,
        sectorEn: h.sectorEn,
        confidential: false,
      });
    for (const client of clients) {
      const key = foldName(client);
      if (key && !rows.has(key))
        rows.set(key, { client, hidden: false, sectorFr: '', sectorEn: '', confidential: false });
    }
    const list = [...rows.values()].map((r) => ({
      ...r,
      confidential: confidential.some((c) => namesClient(r.client, c.name)),
    }));
    list.sort((a, b) => foldName(a.client).localeCompare(foldName(b.client)));
    return { idUser: personId, canEdit: relation.isOwner && can(auth, 'dc:update'), clients: list };
  }

  return {
    /** POST /api/ClientCv/export */
    async exportCv(auth: AuthContext, body: ClientCvExportBody): Promise<ClientCvFile> {
      const fileId = await repo.currentFile(body.idUser, body.idLang);
      if (fileId === null) {
        // Whether the person exists and may be seen comes first: 404/403 as for any of their files.
        const relation = await fileAccess.assertCanOpen(auth, body.idUser);
        if (!canExportClientCv(auth, relation)) throw new AppError('FORBIDDEN');
        throw new AppError('NOT_FOUND', 'errors.CLIENT_CV_NO_FILE');
      }
      const ctx = await document.load(auth, fileId);
      if (!canExportClientCv(auth, ctx.relation)) throw new AppError('FORBIDDEN');
      const { dc } = ctx;

      const alias =
        body.anonymisation === 'reference' ? body.reference!.trim() : initialsOf(dc.firstName, dc.lastName) || '—';
      const [facts, full] = await Promise.all([repo.privateFacts(dc.personId), details.buildDetails(ctx)]);
      if (body.anonymisation === 'reference') {
        const names = [dc.firstName, dc.lastName, facts.email.split('@')[0] ?? ''].filter(
          (n) => foldName(n).length >= 2,
        );
        if (names.some((n) => namesClient(alias, n)))
          throw new AppError('BUSINESS_RULE', 'errors.CLIENT_CV_REFERENCE_NAMES_PERSON');
      }
      if (!hasContent(full)) throw new AppError('BUSINESS_RULE', 'errors.CLIENT_CV_EMPTY');

      let content = full;
      let needSkills: number[] = [];
      const needText = body.need?.trim() ?? '';
      if (needText) {
        const catalogue = await deps.needCatalogue.activeCatalogue();
        needSkills = recogniseNeed(needText, catalogue).rows.map((r) => r.idSkill);
        if (!needSkills.length) throw new AppError('BUSINESS_RULE', 'errors.CLIENT_CV_NEED_EMPTY');
        content = filterToNeed(full, needSkills, catalogue).details;
        if (!content.experiences.length && !content.skills.length && !content.otherSkills.length)
          throw new AppError('BUSINESS_RULE', 'errors.CLIENT_CV_NEED_NO_MATCH');
      }

      const { document: data, hiddenClients } = anonymise(toDocumentData(content, now()), {
        alias,
        firstName: dc.firstName,
        lastName: dc.lastName,
        email: facts.email,
        birthDate: facts.birthDate,
        clients: await clientRules(dc.personId, dc.idLang),
        relevanceOrder: Boolean(needText),
      });
      const renderer = deps.documents[body.format];
      if (!renderer || !deps.documents.fileName) throw new AppError('NOT_FOUND', 'errors.FILE_NOT_AVAILABLE');
      const bytes = await renderer(data);
      const idExport = await repo.logExport({
        personId: dc.personId,
        fileId: dc.id,
        version: dc.version,
        idLang: dc.idLang,
        format: body.format,
        anonymisation: body.anonymisation,
        alias,
        needSha256: needText ? createHash('sha256').update(needText).digest('hex') : null,
        needSkills,
        hiddenClients,
        exportedBy: auth.personId,
        exportedByAccount: auth.accountId,
      });
      // In the one audit trail too (decision 023 §1b): the skills file left as a client CV, its log's row named.
      await document.audit(auth, ctx, 'export', `clientCv ${body.format} ${languageCodeOf(dc.idLang)} ${idExport}`);
      return {
        fileName: deps.documents.fileName(data, body.format),
        contentType: CONTENT_TYPES[body.format],
        content: Buffer.from(bytes).toString('base64'),
        idExport,
      };
    },

    /** GET /api/ClientCv/log */
    async log(auth: AuthContext, idUser: number | undefined, idLang: number): Promise<ClientCvLog> {
      const personId = idUser ?? auth.personId;
      const relation = await fileAccess.relationTo(auth, personId);
      if (!canReadClientCvLog(auth, relation)) throw new AppError('FORBIDDEN');
      const rows = await repo.log(personId);
      const ids = [...new Set(rows.flatMap((r) => r.needSkills as number[]))];
      const names = await repo.skillNames(ids, idLang);
      return {
        idUser: personId,
        entries: rows.map((r) => ({
          id: r.id,
          exportedAt: iso(r.exportedAt)!,
          exportedBy: personRef(r.exportedById, r.exportedByFirstName, r.exportedByLastName),
          idDc: r.idDc,
          version: r.version,
          idLang: r.idLang,
          format: r.format,
          anonymisation: r.anonymisation,
          alias: r.alias,
          needSkills: (r.needSkills as number[]).map((id) => names.get(id)).filter((n): n is string => Boolean(n)),
          filtered: r.needSha256 !== null,
          hiddenClients: r.hiddenClients,
        })),
      };
    },

    /** GET /api/ClientCv/hiddenClients */
    hiddenClients: (auth: AuthContext, idUser: number | undefined) => hiddenClientsOf(auth, idUser ?? auth.personId),

    /** PUT /api/ClientCv/hiddenClients: the person only. */
    async saveHiddenClients(auth: AuthContext, body: HiddenClientsBody): Promise<HiddenClients> {
      const relation = await fileAccess.assertCanOpen(auth, body.idUser);
      if (!relation.isOwner || !can(auth, 'dc:update')) throw new AppError('FORBIDDEN');
      const rows = new Map<string, { clientKey: string; client: string; sectorFr: string; sectorEn: string }>();
      for (const c of body.clients) {
        const clientKey = foldName(c.client);
        if (!clientKey || rows.has(clientKey))
          throw new AppError('VALIDATION_FAILED', 'errors.CLIENT_CV_DUPLICATE_CLIENT', { name: c.client });
        rows.set(clientKey, { clientKey, client: c.client, sectorFr: c.sectorFr, sectorEn: c.sectorEn });
      }
      await repo.replaceHiddenClients(body.idUser, [...rows.values()]);
      return hiddenClientsOf(auth, body.idUser);
    },

    /** GET /api/ClientCv/confidentialClients (page permission managementAdministration). */
    async confidentialClients(): Promise<ConfidentialClients> {
      return { rows: (await repo.confidentialClients()).map(confidentialAnswer) };
    },

    async addConfidentialClient(auth: AuthContext, body: AddConfidentialClientBody): Promise<ConfidentialClient> {
      const nameKey = foldName(body.name);
      if (!nameKey) throw new AppError('VALIDATION_FAILED');
      const id = await repo.addConfidentialClient({ ...body, nameKey, by: auth.personId });
      if (id === null) throw new AppError('CONFLICT', 'errors.CONFIDENTIAL_CLIENT_TAKEN', { name: body.name });
      return confidentialAnswer((await repo.confidentialClients()).find((c) => c.id === id)!);
    },

    async updateConfidentialClient(auth: AuthContext, body: UpdateConfidentialClientBody): Promise<ConfidentialClient> {
      const nameKey = foldName(body.name);
      if (!nameKey) throw new AppError('VALIDATION_FAILED');
      const outcome = await repo.updateConfidentialClient({ ...body, nameKey, by: auth.personId });
      if (outcome === 'missing') throw new AppError('NOT_FOUND', 'errors.CONFIDENTIAL_CLIENT_NOT_FOUND');
      if (outcome === 'taken') throw new AppError('CONFLICT', 'errors.CONFIDENTIAL_CLIENT_TAKEN', { name: body.name });
      return confidentialAnswer((await repo.confidentialClients()).find((c) => c.id === body.id)!);
    },

    async deleteConfidentialClient(id: number): Promise<null> {
      if (!(await repo.deleteConfidentialClient(id)))
        throw new AppError('NOT_FOUND', 'errors.CONFIDENTIAL_CLIENT_NOT_FOUND');
      return null;
    },
  };
}
export type ClientCvService = ReturnType<typeof createClientCvService>;
