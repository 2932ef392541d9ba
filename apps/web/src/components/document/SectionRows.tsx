import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { DeleteDialog } from '../dialogs/DeleteDialog';
import { useUnsavedInput } from '../../lib/unsaved-changes';
import { EmptyRows, FormDialog, RowCard, SectionPanel } from './section-layout';

/** What every row call of a document names besides the row: the document and the row version it was read at. */
export type DocumentKeys = Record<string, number>;

/** The outcome handlers a write takes (react-query's mutate options). */
export interface WriteOutcome {
  onSuccess: (result: { message: string }) => void;
  onError: (error: unknown) => void;
}

/** A row call (add, update or delete), as the api hooks give it. */
export interface RowWrite<Body> {
  isPending: boolean;
  mutate: (body: Body, options: WriteOutcome) => void;
}

/** The add/edit dialog of a section: `row` null adds a row. */
export interface RowDialogProps<Row> {
  row: Row | null;
  onClose: () => void;
}

/** What a document gives its row sections: its keys, whether it is editable, and what to do after a write. */
export interface DocumentRowsContext<Keys extends object = DocumentKeys> {
  /** Added to every row call's body (e.g. `{ idDc, rowVersion }`). */
  keys: Keys;
  editable: boolean;
  /** A write went through: the server's message. */
  onSuccess: (message?: string) => void;
  /** A write failed (a 409 opens the document's conflict dialog). */
  onError: (error: unknown) => void;
}

/**
 * A section made of rows (a skills file's experiences, an evaluation's objectives…): the panel with its count and
 * "Add", one card a row (edit and delete while the document is editable, red while a field is missing), the add/edit
 * dialog and the delete confirmation (naming the document's row version; success, or the document's error handling).
 */
export function SectionRows<Row extends { id: number }, Keys extends object = DocumentKeys>({
  id,
  rowTestId,
  sectionTitle,
  icon,
  rows,
  missingText,
  labels,
  document,
  isMissing,
  remove,
  title,
  subtitle,
  details,
  dialog: RowDialog,
}: {
  /** The section's id (anchors and test ids: section-<id>, add-<id>). */
  id: string;
  /** The test id prefix of a row card (<rowTestId>-<row id>). */
  rowTestId: string;
  sectionTitle: string;
  icon: ReactNode;
  /** In the order shown. */
  rows: Row[];
  /** Shown (in red) while the section lacks what submit requires. */
  missingText?: string | null;
  labels: { add: string; empty: string; confirmDelete: (name: string) => string };
  document: DocumentRowsContext<Keys>;
  /** A row is circled in red while a field it needs is missing. */
  isMissing?: (row: Row) => boolean;
  remove: RowWrite<Keys & { id: number }>;
  /** The row's name: the card's title and the delete confirmation's subject. */
  title: (row: Row) => string;
  subtitle: (row: Row) => ReactNode;
  /** The card's content under its subtitle. */
  details?: (row: Row) => ReactNode;
  dialog: ComponentType<RowDialogProps<Row>>;
}) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const { editable } = document;

  return (
    <SectionPanel
      id={id}
      title={sectionTitle}
      icon={icon}
      count={rows.length}
      missingText={missingText}
      addLabel={labels.add}
      onAdd={editable ? () => setEditing('new') : undefined}
    >
      {rows.length === 0 ? <EmptyRows text={labels.empty} /> : null}
      {rows.map((row) => (
        <RowCard
          key={row.id}
          testId={`${rowTestId}-${row.id}`}
          title={title(row)}
          subtitle={subtitle(row)}
          missing={isMissing?.(row) ?? false}
          onEdit={editable ? () => setEditing(row) : undefined}
          onDelete={editable ? () => setDeleting(row) : undefined}
        >
          {details?.(row)}
        </RowCard>
      ))}
      {editing !== null ? (
        <RowDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteDialog
        name={deleting ? title(deleting) : null}
        question={labels.confirmDelete}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { ...document.keys, id: deleting.id },
            {
              onSuccess: ({ message }) => {
                setDeleting(null);
                document.onSuccess(message);
              },
              onError: (error) => {
                setDeleting(null);
                document.onError(error);
              },
            },
          )
        }
      />
    </SectionPanel>
  );
}

/**
 * Saving a row from its dialog: add when `row` is null, else update it; the body carries the document's keys; on
 * success the server's message and the dialog closes, on failure the document's error handling.
 */
export function useRowSave<Body, Keys extends object = DocumentKeys>(
  document: DocumentRowsContext<Keys>,
  row: { id: number } | null,
  add: RowWrite<Body>,
  update: RowWrite<Body & { id: number }>,
  onClose: () => void,
) {
  const done: WriteOutcome = {
    onSuccess: ({ message }) => {
      document.onSuccess(message);
      onClose();
    },
    onError: document.onError,
  };
  const save = (values: Omit<Body, keyof Keys>) => {
    // The call's body is the form's values plus the document's keys.
    const body = { ...values, ...document.keys } as Body;
    if (row) update.mutate({ ...body, id: row.id }, done);
    else add.mutate(body, done);
  };
  return { save, pending: add.isPending || update.isPending };
}

/**
 * The add/edit dialog of a row: its title, the form with Cancel and Save. While it holds unsaved input (`dirty`),
 * leaving the page asks first, as for the document's own fields.
 */
export function RowFormDialog({
  title,
  testId,
  onClose,
  onSubmit,
  pending,
  dirty = false,
  children,
}: {
  title: string;
  testId: string;
  onClose: () => void;
  /** The form's submit (react-hook-form's handleSubmit). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  /** The dialog's form holds input not saved yet (react-hook-form's isDirty). */
  dirty?: boolean;
  children: ReactNode;
}) {
  useUnsavedInput(dirty, onClose);
  return (
    <FormDialog
      open
      title={title}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      pending={pending}
      testId={testId}
    >
      {children}
    </FormDialog>
  );
}
