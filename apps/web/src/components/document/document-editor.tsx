import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { useUnsavedInput } from '../../lib/unsaved-changes';

/**
 * The one save model of every document form (decision 017): a document reads as a document; "Edit" turns the
 * viewer's own fields into inputs (one react-hook-form over the document's editable values); "Save" sends what
 * changed in one call; nothing typed is lost — leaving asks first (`useUnsavedInput`), a failed save keeps the
 * input on screen with the server's message, and when the document is read again (someone else's change, a row
 * saved from its dialog) the fields being typed in keep their text (`keepDirtyValues`).
 *
 * Rows (an experience, an objective, a language…) are edited in their own dialog, saved by its button, in edit mode.
 */
export type EditorStatus = 'clean' | 'dirty' | 'saving' | 'saved' | 'error';

/** A failed save as the spec words it: the server's message after a dash (part 1 §8, part 2 §8). */
export const saveFailureText = (error: unknown) => `- ${errorMessage(error)}`;

export interface DocumentEditor<V extends FieldValues> {
  /** The viewer may write some part of the document now. */
  canEdit: boolean;
  editing: boolean;
  form: UseFormReturn<V>;
  status: EditorStatus;
  /** The last failed save, put into words (the input stays). */
  error: string | null;
  savedAt: Date | null;
  dirty: boolean;
  start: () => void;
  /** Sends what changed; answers whether it went through (also true when nothing had changed). */
  save: () => Promise<boolean>;
  /** Saves what changed, then leaves edit mode (stays in it when the save fails). */
  finish: () => Promise<void>;
  /** Drops what was typed and leaves edit mode. */
  discard: () => void;
}

export interface DocumentEditorOptions<V extends FieldValues> {
  /** The document's editable values as stored (the form follows them when the document is read again). */
  values: V;
  canEdit: boolean;
  /**
   * Sends what differs between `values` (the form) and `stored` (what the document held when the form last
   * matched it); throws the call's error. Called only when something changed.
   */
  save: (values: V, stored: V) => Promise<unknown>;
  /** A 409: someone else saved first (the document shows its conflict dialog; the input stays). */
  onConflict: (error: unknown) => void;
  resolver?: Resolver<V>;
}

export function useDocumentEditor<V extends FieldValues>({
  values,
  canEdit,
  save: send,
  onConflict,
  resolver,
}: DocumentEditorOptions<V>): DocumentEditor<V> {
  const form = useForm<V>({
    defaultValues: values as DefaultValues<V>,
    values,
    resetOptions: { keepDirtyValues: true },
    ...(resolver ? { resolver } : {}),
  });
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const dirty = form.formState.isDirty;

  const discard = useCallback(() => {
    form.reset(values);
    setError(null);
    setEditing(false);
  }, [form, values]);
  useUnsavedInput(editing && dirty, discard);

  // Once the viewer may no longer write (submitted, validated…), the document reads as a document again.
  useEffect(() => {
    if (!canEdit && editing && !dirty) setEditing(false);
  }, [canEdit, editing, dirty]);

  const save = useCallback(async (): Promise<boolean> => {
    if (!form.formState.isDirty) return true;
    let ok = false;
    await form.handleSubmit(
      async (submitted) => {
        setSaving(true);
        setError(null);
        try {
          await send(submitted, form.formState.defaultValues as V);
          // What was sent is now what is stored: the fields are clean again (typing goes on from there).
          form.reset(submitted, { keepValues: true });
          setSavedAt(new Date());
          ok = true;
        } catch (failure) {
          if (isApiError(failure) && failure.code === 'CONFLICT') onConflict(failure);
          setError(saveFailureText(failure));
        } finally {
          setSaving(false);
        }
      },
      () => setError(null),
    )();
    return ok;
  }, [form, send, onConflict]);

  const finish = useCallback(async () => {
    if (await save()) setEditing(false);
  }, [save]);

  const status: EditorStatus = saving
    ? 'saving'
    : error
      ? 'error'
      : dirty
        ? 'dirty'
        : savedAt && editing
          ? 'saved'
          : 'clean';

  return {
    canEdit,
    editing: editing && (canEdit || dirty),
    form,
    status,
    error,
    savedAt,
    dirty,
    start: () => {
      setError(null);
      setSavedAt(null);
      setEditing(true);
    },
    save,
    finish,
    discard,
  };
}

/** The document's editor for the sections inside it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each document gives its own values
export const DocumentEditorContext = createContext<DocumentEditor<any> | null>(null);

export function useEditorOf<V extends FieldValues>(): DocumentEditor<V> {
  const editor = useContext(DocumentEditorContext);
  if (!editor) throw new Error('a document section outside its document');
  return editor as DocumentEditor<V>;
}
