import { describe, expect, it } from 'vitest';
import { DC_STATUSES, EA_STATUSES } from '@my-skills/shared/constants';
import { ApiError } from '../../lib/api-client';
import {
  failureEvent,
  initialWorkflowState,
  shownSteps,
  STEP_TRAITS,
  workflowReducer,
  type WorkflowPermissions,
  type WorkflowState,
} from './workflow-steps';

const none: WorkflowPermissions = {
  canSubmit: false,
  canValidate: false,
  canResendToDraft: false,
  canResendBoond: false,
};
const dc = { archived: DC_STATUSES.ARCHIVED };
const ea = {};

describe('the steps a document’s header shows', () => {
  it('shows the shared steps the permissions allow, in the spec’s order', () => {
    expect(shownSteps({ status: DC_STATUSES.DRAFT }, dc, { ...none, canSubmit: true })).toEqual(['submit']);
    expect(
      shownSteps({ status: DC_STATUSES.SUBMITTED }, dc, { ...none, canResendToDraft: true, canValidate: true }),
    ).toEqual(['validate', 'toDraft']);
    expect(shownSteps({ status: EA_STATUSES.VALIDATED }, ea, { ...none, canResendBoond: true })).toEqual([
      'resendBoond',
    ]);
    expect(shownSteps({ status: EA_STATUSES.DRAFT }, ea, none)).toEqual([]);
  });

  it('adds the document’s own steps that are shown, after the shared ones', () => {
    const own = [
      { step: 'sign', shown: true },
      { step: 'remind', shown: false },
    ];
    expect(shownSteps({ status: EA_STATUSES.VALIDATED }, ea, { ...none, canResendBoond: true }, own)).toEqual([
      'resendBoond',
      'sign',
    ]);
  });

  it('shows no step on an archived version, whatever the permissions', () => {
    const all = { canSubmit: true, canValidate: true, canResendToDraft: true, canResendBoond: true };
    expect(shownSteps({ status: DC_STATUSES.ARCHIVED }, dc, all, [{ step: 'newVersion', shown: true }])).toEqual([]);
    // A document type without an archived status: the same status number is an ordinary one.
    expect(shownSteps({ status: DC_STATUSES.ARCHIVED }, ea, { ...none, canSubmit: true })).toEqual(['submit']);
  });

  it('checks what is missing before submit and validate; validate and back to draft take a comment', () => {
    expect(STEP_TRAITS.submit).toMatchObject({ checked: true, comment: false, deliver: false });
    expect(STEP_TRAITS.validate).toMatchObject({ checked: true, comment: true, deliver: true });
    expect(STEP_TRAITS.toDraft).toMatchObject({ checked: false, comment: true, deliver: false });
    expect(STEP_TRAITS.resendBoond).toMatchObject({ checked: false, comment: false, deliver: true });
  });
});

describe('the workflow’s dialogs', () => {
  const missingOf = (details: { path: string; message: string }[]) =>
    details.map((detail) => ({ title: detail.path, fields: [detail.message] }));
  const confirming: WorkflowState = { ...initialWorkflowState, confirming: 'submit', comment: 'ok', running: true };

  it('asks for confirmation, or lists what is missing instead', () => {
    const asked = workflowReducer(initialWorkflowState, { type: 'ask', step: 'validate' });
    expect(asked).toMatchObject({ confirming: 'validate', comment: '', missing: null });
    const missing = { intro: 'Fill in:', items: [{ title: 'Experiences' }] };
    const stopped = workflowReducer(initialWorkflowState, { type: 'ask', step: 'submit', missing });
    expect(stopped).toMatchObject({ confirming: null, missing });
    expect(workflowReducer(stopped, { type: 'closeMissing' }).missing).toBeNull();
  });

  it('keeps the comment while confirming and drops it when the step answers or is cancelled', () => {
    const asked = workflowReducer(initialWorkflowState, { type: 'ask', step: 'toDraft' });
    const commented = workflowReducer(asked, { type: 'comment', comment: 'Please add a project' });
    expect(commented.comment).toBe('Please add a project');
    const running = workflowReducer(commented, { type: 'run' });
    expect(running).toMatchObject({ confirming: 'toDraft', running: true });
    expect(workflowReducer(running, { type: 'done' })).toMatchObject({ confirming: null, comment: '', running: false });
    expect(workflowReducer(commented, { type: 'cancel' })).toMatchObject({ confirming: null, comment: '' });
  });

  it('opens the conflict dialog on a 409, with the server’s message or the document’s fallback', () => {
    const event = failureEvent(new ApiError('Alice Martin changed the file', 409, 'CONFLICT'), { step: true });
    const state = workflowReducer(confirming, event!);
    expect(state).toMatchObject({ conflict: 'Alice Martin changed the file', confirming: null, running: false });
    expect(workflowReducer(state, { type: 'closeConflict' }).conflict).toBeNull();
    // Any write's 409 (a row, the editor's save) opens it too.
    const bare = failureEvent(new ApiError('', 409, 'CONFLICT'), { step: false, conflictFallback: 'Reload' });
    expect(workflowReducer(initialWorkflowState, bare!).conflict).toBe('Reload');
  });

  it('opens the missing-data dialog on a step’s 422 with details, the server’s message as its intro', () => {
    const error = new ApiError('Complete the file first', 422, 'BUSINESS_RULE', [
      { path: 'experiences', message: 'required' },
      { path: 'skills', message: 'required' },
    ]);
    const state = workflowReducer(confirming, failureEvent(error, { step: true, missingOf })!);
    expect(state).toMatchObject({ confirming: null, running: false, conflict: null });
    expect(state.missing).toEqual({
      intro: 'Complete the file first',
      items: [
        { title: 'experiences', fields: ['required'] },
        { title: 'skills', fields: ['required'] },
      ],
    });
  });

  it('leaves any other failure to a notice', () => {
    const details = [{ path: 'x', message: 'required' }];
    // A 422 outside a step (a row refused), or without details, or another error.
    expect(failureEvent(new ApiError('No', 422, 'BUSINESS_RULE', details), { step: false, missingOf })).toBeNull();
    expect(failureEvent(new ApiError('No', 422, 'BUSINESS_RULE'), { step: true, missingOf })).toBeNull();
    expect(failureEvent(new ApiError('Forbidden', 403, 'FORBIDDEN'), { step: true, missingOf })).toBeNull();
    expect(failureEvent(new Error('offline'), { step: true, missingOf })).toBeNull();
  });
});
