import { useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteRowDialog } from './DeleteRowDialog';
import { useFile } from './file-context';
import { missingFieldsOfRow, type RowSection } from './missing-fields';
import { EmptyRows, FormDialog, RowCard, SectionPanel } from './section-layout';

/** The translation prefix and data-testid prefix of one row of a section ('experience' for 'experiences'). */
const ROW_KEY: Record<RowSection, string> = {
  experiences: 'experience',
  educations: 'education',
  languages: 'language',
  certifications: 'certification',
  projects: 'project',
};

/** What every section call names: the file and the row version it was read at. */
interface FileKeys {
  idDc: number;
  rowVersion: number;
}

/** A section call (add, update or delete), as the api hooks give it. */
interface RowWrite<Body> {
  isPending: boolean;
  mutate: (
    body: Body,
    options: { onSuccess: (result: { message: string }) => void; onError: (error: unknown) => void },
  ) => void;
}

/** The add/edit dialog of a section: `row` null adds a row. */
export interface RowDialogProps<Row> {
  row: Row | null;
  onClose: () => void;
}

/**
 * A section made of rows (experiences, education, languages, certifications, projects): the panel with its count
 * and "Add", one card a row (edit and delete while the file is editable, red while a field is missing), the add/edit
 * dialog and the delete confirmation (naming the file's row version; success alert, or conflict/error handling).
 */
export function SectionRows<Row extends { id: number }>({
  section,
  icon,
  rows,
  missingText,
  remove,
  title,
  subtitle,
  details,
  dialog: RowDialog,
}: {
  section: RowSection;
  icon: ReactNode;
  /** In the order shown. */
  rows: Row[];
  /** Shown (in red) while the section lacks what submit requires. */
  missingText?: string | null;
  remove: RowWrite<FileKeys & { id: number }>;
  /** The row's name: the card's title and the delete confirmation's subject. */
  title: (row: Row) => string;
  subtitle: (row: Row) => ReactNode;
  /** The card's content under its subtitle. */
  details?: (row: Row) => ReactNode;
  dialog: ComponentType<RowDialogProps<Row>>;
}) {
  const { t } = useTranslation('skillsFile');
  const { dc, editable, handleError, handleSuccess } = useFile();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const key = ROW_KEY[section];

  return (
    <SectionPanel
      id={section}
      title={t(`sections.${section}`)}
      icon={icon}
      count={rows.length}
      missingText={missingText}
      addLabel={t(`${key}.add`)}
      onAdd={editable ? () => setEditing('new') : undefined}
    >
      {rows.length === 0 ? <EmptyRows text={t(`${key}.empty`)} /> : null}
      {rows.map((row) => (
        <RowCard
          key={row.id}
          testId={`${key}-${row.id}`}
          title={title(row)}
          subtitle={subtitle(row)}
          missing={missingFieldsOfRow(dc, section, row.id).length > 0}
          onEdit={editable ? () => setEditing(row) : undefined}
          onDelete={editable ? () => setDeleting(row) : undefined}
        >
          {details?.(row)}
        </RowCard>
      ))}
      {editing !== null ? (
        <RowDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteRowDialog
        name={deleting ? title(deleting) : null}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { id: deleting.id, idDc: dc.id, rowVersion: dc.rowVersion },
            {
              onSuccess: ({ message }) => {
                setDeleting(null);
                handleSuccess(message);
              },
              onError: (error) => {
                setDeleting(null);
                handleError(error);
              },
            },
          )
        }
      />
    </SectionPanel>
  );
}

/**
 * Saving a row from its dialog: add when `row` is null, else update it; the body names the file and its row
 * version; on success the server's message as an alert and the dialog closes, on failure the file's error handling
 * (a 409 opens the conflict dialog).
 */
export function useRowSave<Body>(
  row: { id: number } | null,
  add: RowWrite<Body>,
  update: RowWrite<Body & { id: number }>,
  onClose: () => void,
) {
  const { dc, handleError, handleSuccess } = useFile();
  const done = {
    onSuccess: ({ message }: { message: string }) => {
      handleSuccess(message);
      onClose();
    },
    onError: handleError,
  };
  const save = (values: Omit<Body, keyof FileKeys>) => {
    // The call's body is the form's values plus the file's keys.
    const body = { ...values, idDc: dc.id, rowVersion: dc.rowVersion } as Body;
    if (row) update.mutate({ ...body, id: row.id }, done);
    else add.mutate(body, done);
  };
  return { save, pending: add.isPending || update.isPending };
}

/** The add/edit dialog of a row of `section`: its title and data-testid, the form with Cancel and Save. */
export function RowFormDialog({
  section,
  row,
  onClose,
  onSubmit,
  pending,
  children,
}: {
  section: RowSection;
  row: unknown;
  onClose: () => void;
  /** The form's submit (react-hook-form's handleSubmit). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('skillsFile');
  const key = ROW_KEY[section];
  return (
    <FormDialog
      open
      title={row ? t(`${key}.edit`) : t(`${key}.add`)}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      pending={pending}
      testId={`${key}-dialog`}
    >
      {children}
    </FormDialog>
  );
}
