/**
 * A training wish as a document of the kernel (objectType 'training'): its owner lookup, its history table, how it
 * loads with the caller's rights, its transitions (process, cancel, reopen, back to in progress), its Boond action
 * (Boond/actions) and what it does when that action fails for good: back to in progress (spec part 2 §4), so that
 * the person processes it again — which retries the SAME message (kernel `enqueueOrRetry`): written once.
 */
import { TRAINING_SCHEMES, TRAINING_STATUSES } from '@my-skills/shared/constants';
import { hasPagePermission } from '@my-skills/shared/roles';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { canManageTraining, canReadTraining, TRAINING_STATUS } from '@my-skills/shared/trainings-rules';
import type { TableUpdate } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { DocumentKernel } from '../../lib/documents/kernel';
import type { Transition } from '../../lib/documents/workflow';
import { statusNamer } from '../../lib/documents/status-names';
import type { OutboxMessage } from '../../integrations/outbox/outbox';
import { translate } from '../../i18n/messages';
import { orgViewerOf } from '../people/org-chart.repository';
import type { TrainingsRepository, WishDbRow } from './trainings.repository';

export interface WishDoc {
  row: WishDbRow;
  isOwner: boolean;
  /** May change it, its status, its files (trainings-rules `canManageTraining`). */
  mayManage: boolean;
}

type Columns = TableUpdate<'training_wish'>;

export const trainingStatusName = statusNamer(
  Object.fromEntries(TRAINING_STATUSES.map((s) => [s.id, { fr: s.fr, en: s.en }])),
);

/** The log entry on the resource, in French (the company's language), composed by the server. */
const BOOND_TEXT_LANGUAGE = 1;

export function registerTrainingWish(deps: {
  kernel: DocumentKernel;
  repository: TrainingsRepository;
  now: () => Date;
}) {
  const { repository: repo } = deps;

  async function load(auth: AuthContext, id: number): Promise<WishDoc> {
    const row = await repo.load(orgViewerOf(auth), id);
    if (!row) throw new AppError('NOT_FOUND', 'errors.TRAINING_NOT_FOUND');
    const relation = { isOwner: row.personId === auth.personId, visible: row.visible };
    if (!canReadTraining(auth, relation)) {
      // A wish of someone the viewer does not see is not revealed; a role that never reads wishes is refused.
      throw relation.visible || !hasPagePermission(auth, 'trainings')
        ? new AppError('FORBIDDEN')
        : new AppError('NOT_FOUND', 'errors.TRAINING_NOT_FOUND');
    }
    return { row, isOwner: relation.isOwner, mayManage: canManageTraining(auth, relation) };
  }

  /** The action on the resource that says the training is registered (null: the person has no Boond resource). */
  async function boondAction(auth: AuthContext, doc: WishDoc): Promise<OutboxMessage<'boond.action'> | null> {
    const resourceId = await repo.boondIdOf(doc.row.personId);
    if (resourceId === null) return null;
    const w = doc.row;
    const t = (key: string, params: Record<string, string | number> = {}) =>
      translate(BOOND_TEXT_LANGUAGE, key, params);
    const scheme = TRAINING_SCHEMES.find((s) => s.id === w.scheme);
    const text = [
      t('training.boondAction', { title: w.title }),
      t('training.boondActionDetails', {
        organism: w.organism || '-',
        start: w.startDate ?? '-',
        end: w.endDate ?? '-',
        hours: w.durationHours ?? '-',
        scheme: scheme ? pickLanguage(BOOND_TEXT_LANGUAGE, scheme) : '-',
      }),
    ].join('\n');
    return {
      kind: 'boond.action',
      payload: { resourceId, actionType: 'trainingRegistered', date: deps.now().toISOString(), text },
      objectType: 'training',
      objectId: w.id,
      personId: w.personId,
      createdBy: auth.personId,
    };
  }

  const manage = (auth: AuthContext, doc: WishDoc) => doc.mayManage;
  const transitions: Transition<WishDoc, unknown, unknown, unknown, Columns>[] = [
    {
      action: 'process',
      from: TRAINING_STATUS.IN_PROGRESS,
      to: TRAINING_STATUS.PROCESSED,
      allowed: manage,
      prepare: (auth, doc) => boondAction(auth, doc),
      // The same failed message again when there is one (its key and marker): the action is written once.
      then: async (trx, _auth, _doc, message) =>
        message ? handle.enqueueOrRetry(trx, message as OutboxMessage<'boond.action'>) : null,
    },
    { action: 'cancel', from: TRAINING_STATUS.IN_PROGRESS, to: TRAINING_STATUS.CANCELLED, allowed: manage },
    { action: 'reopen', from: TRAINING_STATUS.CANCELLED, to: TRAINING_STATUS.IN_PROGRESS, allowed: manage },
    {
      action: 'backToInProgress',
      from: TRAINING_STATUS.PROCESSED,
      to: TRAINING_STATUS.IN_PROGRESS,
      allowed: manage,
    },
  ];

  const handle = deps.kernel.register<WishDoc, Columns>({
    objectType: 'training',
    table: 'training_wish',
    history: { table: 'training_wish_history', documentColumn: 'training_wish_id' },
    load,
    stateOf: ({ row }) => ({ id: row.id, status: row.status, rowVersion: row.rowVersion, ownerId: row.personId }),
    ownerOf: (id, q) => repo.ownerOf(id, q),
    transitions,
    statusName: trainingStatusName,
    messages: { conflict: 'errors.TRAINING_CONFLICT', transition: 'errors.TRAINING_TRANSITION' },
    // Shown in every status: a failed sending is what put the wish back in progress.
    delivery: { kinds: ['boond.action'] },
    stepMessage: (action) => (action === 'process' ? 'messages.trainingProcessed' : 'messages.trainingStatusChanged'),
    boondDocument: {
      mayResend: (_auth, doc) => doc.mayManage && doc.row.status === TRAINING_STATUS.PROCESSED,
      messages: async () => [],
      async action(auth, doc) {
        const message = await boondAction(auth, doc);
        if (!message) throw new AppError('BUSINESS_RULE', 'errors.NO_BOOND_ID');
        return message;
      },
    },
    // Spec part 2 §4: a processed wish whose sending failed is back in progress, to be processed again.
    async onDeliveryFailed(trx, id, message) {
      if (message.kind !== 'boond.action') return;
      const why = [message.error.status, message.error.code, message.error.detail].filter(Boolean).join(' ');
      await handle.systemTransition(
        trx,
        id,
        TRAINING_STATUS.PROCESSED,
        TRAINING_STATUS.IN_PROGRESS,
        `BoondManager: ${why}`,
      );
    },
  });
  return handle;
}
export type TrainingWishHandle = ReturnType<typeof registerTrainingWish>;
