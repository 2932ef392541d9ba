import { useMemo, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RowFormDialog,
  SectionRows,
  useRowSave,
  type DocumentRowsContext,
  type RowWrite,
} from '../../../components/document/SectionRows';
import { useFile } from './file-context';
import { missingFieldsOfRow, type RowSection } from './missing-fields';

export type { RowDialogProps } from '../../../components/document/SectionRows';

/** The translation prefix and data-testid prefix of one row of a section ('experience' for 'experiences'). */
const ROW_KEY: Record<RowSection, string> = {
  experiences: 'experience',
  educations: 'education',
  languages: 'language',
  certifications: 'certification',
  projects: 'project',
};

/** What every row call of the file names: the file and the row version it was read at. */
interface FileKeys {
  idDc: number;
  rowVersion: number;
}

/** The shown file as the document row sections see it: its keys (id and row version), editability, outcomes. */
function useFileRows(): DocumentRowsContext<FileKeys> {
  const { dc, editable, handleError, handleSuccess } = useFile();
  return useMemo(
    () => ({
      keys: { idDc: dc.id, rowVersion: dc.rowVersion },
      editable,
      onSuccess: handleSuccess,
      onError: handleError,
    }),
    [dc.id, dc.rowVersion, editable, handleError, handleSuccess],
  );
}

type SectionRowsProps<Row extends { id: number }> = ComponentProps<typeof SectionRows<Row, FileKeys>>;

/** A row section of the skills file: the document's SectionRows with the file's texts, keys and red rows. */
export function FileSectionRows<Row extends { id: number }>({
  section,
  ...props
}: { section: RowSection } & Omit<
  SectionRowsProps<Row>,
  'id' | 'rowTestId' | 'sectionTitle' | 'labels' | 'document' | 'isMissing'
>) {
  const { t } = useTranslation('skillsFile');
  const { dc } = useFile();
  const key = ROW_KEY[section];
  return (
    <SectionRows<Row, FileKeys>
      {...props}
      id={section}
      rowTestId={key}
      sectionTitle={t(`sections.${section}`)}
      labels={{
        add: t(`${key}.add`),
        empty: t(`${key}.empty`),
        confirmDelete: (name) => t('actions.confirmDelete', { name }),
      }}
      document={useFileRows()}
      isMissing={(row) => missingFieldsOfRow(dc, section, row.id).length > 0}
    />
  );
}

/** Saving a row of the file from its dialog (see useRowSave). */
export const useFileRowSave = <Body,>(
  row: { id: number } | null,
  add: RowWrite<Body>,
  update: RowWrite<Body & { id: number }>,
  onClose: () => void,
) => useRowSave(useFileRows(), row, add, update, onClose);

/** The add/edit dialog of a row of `section`: its title and data-testid, the form with Cancel and Save. */
export function FileRowFormDialog({
  section,
  row,
  ...props
}: {
  section: RowSection;
  row: unknown;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  dirty?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('skillsFile');
  const key = ROW_KEY[section];
  return <RowFormDialog {...props} title={row ? t(`${key}.edit`) : t(`${key}.add`)} testId={`${key}-dialog`} />;
}
