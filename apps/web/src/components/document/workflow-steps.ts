import { isApiError } from '../../lib/api-client';
import type { MissingItem } from './WorkflowDialogs';

/**
 * The step logic of every document's workflow (no React; `useDocumentWorkflow` renders it): which steps the header
 * shows, what each asks, and the dialog state — confirming a step with its comment, the missing-data dialog, the
 * conflict dialog.
 */

/** The steps every document has, in the spec's order: the status call's actions, then the resend to BoondManager. */
export const SHARED_STEPS = ['submit', 'validate', 'toDraft', 'resendBoond'] as const;
export type SharedStep = (typeof SHARED_STEPS)[number];
/** The actions of a document's status call. */
export type StatusAction = Exclude<SharedStep, 'resendBoond'>;

/** What the viewer may do on the document now (the server's permissions, which follow its status). */
export interface WorkflowPermissions {
  canSubmit: boolean;
  canValidate: boolean;
  canResendToDraft: boolean;
  canResendBoond: boolean;
}

const PERMISSION_OF: Record<SharedStep, keyof WorkflowPermissions> = {
  submit: 'canSubmit',
  validate: 'canValidate',
  toDraft: 'canResendToDraft',
  resendBoond: 'canResendBoond',
};

/** How a shared step behaves. */
export interface StepTraits {
  /** Checks what is missing before asking (the spec's "save, check, confirm"). */
  checked: boolean;
  /** The confirmation takes a comment, kept in the history. */
  comment: boolean;
  /** Once done, the delivery to BoondManager is followed (its outcome is the notice). */
  deliver: boolean;
  /** The header's main buttons are contained, the others outlined. */
  contained: boolean;
}

export const STEP_TRAITS: Record<SharedStep, StepTraits> = {
  submit: { checked: true, comment: false, deliver: false, contained: true },
  validate: { checked: true, comment: true, deliver: true, contained: true },
  toDraft: { checked: false, comment: true, deliver: false, contained: false },
  resendBoond: { checked: false, comment: false, deliver: true, contained: false },
};

export const isSharedStep = (step: string): step is SharedStep => (SHARED_STEPS as readonly string[]).includes(step);

/**
 * The steps the header shows, in order: the shared steps the permissions allow, then the document's own steps that
 * are shown; none on an archived version (it is read only).
 */
export function shownSteps(
  document: { status: number },
  statuses: { archived?: number },
  permissions: WorkflowPermissions,
  own: readonly { step: string; shown: boolean }[] = [],
): string[] {
  if (statuses.archived !== undefined && document.status === statuses.archived) return [];
  return [
    ...SHARED_STEPS.filter((step) => permissions[PERMISSION_OF[step]]),
    ...own.filter((step) => step.shown).map((step) => step.step),
  ];
}

/** What the missing-data dialog shows: the intro, then each section with its fields. */
export interface MissingData {
  intro: string;
  items: MissingItem[];
}

/** The dialogs of the workflow. */
export interface WorkflowState {
  /** The step whose confirmation is open. */
  confirming: string | null;
  comment: string;
  /** The confirmed step is being sent (the confirmation stays open, its button disabled). */
  running: boolean;
  missing: MissingData | null;
  /** A 409's message: someone else saved the document first. */
  conflict: string | null;
}

export const initialWorkflowState: WorkflowState = {
  confirming: null,
  comment: '',
  running: false,
  missing: null,
  conflict: null,
};

export type WorkflowEvent =
  /** A step asked: its confirmation, or what is still missing when the document's check found something. */
  | { type: 'ask'; step: string; missing?: MissingData | null }
  | { type: 'comment'; comment: string }
  | { type: 'cancel' }
  | { type: 'run' }
  /** The step answered (the confirmation closes whatever the outcome). */
  | { type: 'done' }
  | { type: 'conflict'; message: string }
  | { type: 'missing'; missing: MissingData }
  | { type: 'closeMissing' }
  | { type: 'closeConflict' };

export function workflowReducer(state: WorkflowState, event: WorkflowEvent): WorkflowState {
  switch (event.type) {
    case 'ask':
      return event.missing
        ? { ...state, missing: event.missing }
        : { ...state, confirming: event.step, comment: '', running: false };
    case 'comment':
      return { ...state, comment: event.comment };
    case 'cancel':
      return { ...state, confirming: null, comment: '' };
    case 'run':
      return { ...state, running: true };
    case 'done':
      return { ...state, confirming: null, comment: '', running: false };
    case 'conflict':
      return { ...state, confirming: null, comment: '', running: false, conflict: event.message };
    case 'missing':
      return { ...state, confirming: null, comment: '', running: false, missing: event.missing };
    case 'closeMissing':
      return { ...state, missing: null };
    case 'closeConflict':
      return { ...state, conflict: null };
  }
}

/** The 422's details (`path`, `message` per missing field) as the document's missing-data dialog lists them. */
export type MissingOf = (details: { path: string; message: string }[]) => MissingItem[];

/**
 * A failed write or step, for the dialogs: a 409 opens the conflict dialog (the server's message, else the document's
 * fallback); a step's 422 with details (the document is incomplete) the missing-data dialog, the server's message as
 * its intro. Anything else is a notice (null).
 */
export function failureEvent(
  error: unknown,
  { step, missingOf, conflictFallback = '' }: { step: boolean; missingOf?: MissingOf; conflictFallback?: string },
): WorkflowEvent | null {
  if (!isApiError(error)) return null;
  if (error.code === 'CONFLICT') return { type: 'conflict', message: error.message || conflictFallback };
  if (step && missingOf && error.status === 422 && error.details)
    return { type: 'missing', missing: { intro: error.message, items: missingOf(error.details) } };
  return null;
}
