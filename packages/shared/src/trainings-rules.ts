/**
 * Who may do what on a training or certification wish (issue 20 §2; decision in the lead's docs). Pure rules on the
 * account and facts the server resolves (own wish; the org chart lets the viewer see the owner).
 *
 * - Read: the owner (their own wishes, e.g. from their evaluation); those of page permission `trainings` (roles
 *   3–6) who see the owner (their chain, everyone with "all" access).
 * - Manage (enter, change, register the training, report, certification, status, attachments): `trainings` over
 *   the owner — never one's own wishes unless one sees everyone (HR, BU directors): nobody enrols themselves.
 * - The budget: HR and directors (roles 4–6).
 */
import { can, hasPagePermission, type AccountSubject } from './roles';
import type { TrainingStatusAction } from './schemas/trainings';

export interface TrainingRelation {
  isOwner: boolean;
  /** The org chart lets the viewer see the owner (own, chain, "all" access). */
  visible: boolean;
}

export const TRAINING_STATUS = { IN_PROGRESS: 1, PROCESSED: 2, CANCELLED: 3 } as const;

export const canReadTraining = (a: AccountSubject, r: TrainingRelation): boolean =>
  r.isOwner || (hasPagePermission(a, 'trainings') && r.visible);

export const canManageTraining = (a: AccountSubject, r: TrainingRelation): boolean =>
  hasPagePermission(a, 'trainings') && r.visible && (!r.isOwner || can(a, 'people:seeAll'));

export const canSeeTrainingBudget = (a: Pick<AccountSubject, 'roleId'>): boolean => a.roleId >= 4 && a.roleId <= 6;

/** The status actions of each status (the kernel's transition table on the server, the buttons on the web). */
export const TRAINING_ACTIONS_BY_STATUS: Record<number, readonly TrainingStatusAction[]> = {
  [TRAINING_STATUS.IN_PROGRESS]: ['process', 'cancel'],
  [TRAINING_STATUS.PROCESSED]: ['backToInProgress'],
  [TRAINING_STATUS.CANCELLED]: ['reopen'],
};
