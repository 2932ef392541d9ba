/**
 * Attachments of a training wish (diplomas, certificates: `user_file.training_wish_id`): the files module stores
 * them with its content checks (File/save, DELETE File, File/download); who may attach or read them is the wish's
 * rule. The trainings module implements it; app.ts hands it to the files module (modules never import each other).
 */
import type { AuthContext } from './auth-context';

export interface TrainingAttachmentsAccess {
  /** 404 unknown or not visible, 403 may not change the wish (or it is cancelled: 422). Answers its owner. */
  assertMayAttach(auth: AuthContext, wishId: number): Promise<{ ownerId: number }>;
  /** 404/403 may not read the wish. */
  assertMayRead(auth: AuthContext, wishId: number): Promise<{ ownerId: number }>;
}
