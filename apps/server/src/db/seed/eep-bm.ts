/**
 * Business-manager reviews of the demo organisation (decision 018): Marc's review of last year, validated and signed
 * by Sophie who reviews him (the signature hashes the real signed PDF, as the workflow keeps it), so that this year's
 * radar shows last year's manager vision. Julien, at the top of the chain, is reviewed by HR (Hélène). This year's
 * reviews are opened by the people themselves. Idempotent: a review that exists is left as it is.
 */
import type { Kysely } from 'kysely';
import { EA_STATUSES } from '@my-skills/shared/constants';
import type { AuthContext } from '../../lib/auth-context';
import { insertHistory, insertSignature } from '../../lib/documents/document-tables.repository';
import { createEepBmRepository, EEP_BM_HISTORY } from '../../modules/eep-bm/eep-bm.repository';
import { createEepBmDetails, rightsOn } from '../../modules/eep-bm/eep-bm.details';
import { createEepBmDocuments } from '../../modules/eep-bm/eep-bm.documents';
import type { Database } from '../schema';

export async function seedDemoEepBm(db: Kysely<Database>, now = new Date()): Promise<number> {
  const people = await db.selectFrom('person').select(['id', 'email']).execute();
  const id = (email: string) => people.find((p) => p.email === email)?.id;
  const [marc, sophie] = [id('marc.durand@example.com'), id('sophie.lefebvre@example.com')];
  if (marc === undefined || sophie === undefined) return 0;
  const year = now.getUTCFullYear() - 1;
  const repo = createEepBmRepository(db);
  const existing = await repo.loadByPerson(marc, year, sophie);
  if (!existing || existing.id !== null) return 0;

  const at = new Date(`${year}-11-20T10:00:00Z`);
  const reviewId = await db.transaction().execute(async (trx) => {
    const reviewId = await repo.insertDraft(
      { personId: marc, year, idLang: 1, profile: 1, by: marc, entity: existing.entityName ?? '' },
      trx,
    );
    const lines = await trx
      .selectFrom('business_manager_skill_line')
      .select('id')
      .where('is_active', '=', true)
      .execute();
    await repo.upsertLines(
      reviewId,
      lines.map((l, i) => ({
        idLine: l.id,
        evaluation_consultant: 1 + (i % 3),
        evaluation_manager: 1 + ((i + 1) % 3),
      })),
      trx,
    );
    await trx
      .updateTable('eep_bm')
      .set({
        status: EA_STATUSES.VALIDATED,
        interview_date: `${year}-11-18`,
        position: 'Ingénieur d’affaires',
        r_plus: 9,
        sign: 5,
        oc: 1,
        texts: JSON.stringify({
          mobility: 'Île-de-France',
          shortTermGoal: 'Ouvrir deux nouveaux comptes',
          strengthsManager: 'Relation client, ténacité',
          areasOfProgress: 'Structurer le suivi des propositions',
        }),
        languages: JSON.stringify([{ name: 'Anglais', idLanguageLevel: 3 }]),
        submitted_at: new Date(at.getTime() - 86_400_000),
        validated_at: at,
        validated_by: sophie,
      })
      .where('id', '=', reviewId)
      .execute();
    for (const [from, to, by] of [
      [null, EA_STATUSES.DRAFT, marc],
      [EA_STATUSES.DRAFT, EA_STATUSES.SUBMITTED, marc],
      [EA_STATUSES.SUBMITTED, EA_STATUSES.VALIDATED, sophie],
    ] as const)
      await insertHistory(trx, EEP_BM_HISTORY, reviewId, { from, to, by });
    return reviewId;
  });

  // Signed by Sophie: the PDF as the workflow renders it, its hash on the review, its bytes kept.
  const review = (await repo.load(reviewId, sophie))!;
  const signer = { personId: sophie, roleId: 4, idRoleInternal: 1, boondProfile: null } as AuthContext;
  const ctx = { review: review as typeof review & { id: number }, ...rightsOn(signer, review, review.status) };
  const details = createEepBmDetails({ repository: repo, delivery: async () => null });
  const full = await details.buildDetails({ ...ctx, perms: { ...ctx.perms, seesManagerSide: true } }, 1);
  const signed = await createEepBmDocuments(() => at).renderSigned(full, { id: sophie, name: 'Sophie Lefebvre' }, at);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('eep_bm')
      .set({ signed_by: sophie, signed_at: at, document_hash: signed.hash })
      .where('id', '=', reviewId)
      .execute();
    await insertSignature(trx, {
      objectType: 'eepBm',
      objectId: reviewId,
      signedBy: sophie,
      signedAt: at,
      sha256: signed.hash,
      fileName: signed.fileName,
      contentType: signed.contentType,
      content: signed.content,
    });
  });
  return 1;
}
