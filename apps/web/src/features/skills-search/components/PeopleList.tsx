import { useMemo } from 'react';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { generatePath, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { skillsPeopleList, type SkillsPerson } from '@my-skills/shared/schemas/skills-search';
import { DataList } from '../../../components/lists/DataList';
import { useListState } from '../../../components/lists/use-list-state';
import { useOpenedFromHere } from '../../../lib/opened-from';
import { paths } from '../../../lib/paths';
import { usePeople } from '../api/list-people';
import { PersonFileLink } from './SearchCells';
import { roleColumn } from '../../../components/lists/columns';

const STATUS_COLORS: Record<number, 'default' | 'warning' | 'info' | 'success'> = {
  0: 'default',
  1: 'warning',
  2: 'info',
  3: 'success',
};

/** A person's file in one language: its status, opening the file (a plain chip when there is none). */
function FileChip({ person, idLang }: { person: SkillsPerson; idLang: number }) {
  const { t } = useTranslation('skillsSearch');
  const { t: tFile } = useTranslation('skillsFile');
  const openedFrom = useOpenedFromHere();
  const file = person.files.find((f) => f.idLang === idLang);
  const status = file?.status ?? 0;
  const label = tFile(`status.${status}`);
  if (!file?.idDc) return <Chip size="small" variant="outlined" label={label} />;
  return (
    <Chip
      size="small"
      clickable
      component={RouterLink}
      to={generatePath(paths.page.dcFile, { id: String(person.id), idLang: String(idLang) })}
      state={openedFrom}
      color={STATUS_COLORS[status] ?? 'default'}
      label={label}
      aria-label={t('openFileStatus', {
        name: `${person.firstName} ${person.lastName}`,
        language: t(`languages.${idLang}`),
        status: label,
      })}
    />
  );
}

/**
 * The people the viewer follows (their chain, everyone with "all" access) on the lists' grid: role, manager, the
 * status of each language's skills file, years of experience and number of skills of the file read.
 */
export function PeopleList() {
  const { t } = useTranslation('skillsSearch');
  const { t: tCommon } = useTranslation();
  const { t: tFile } = useTranslation('skillsFile');
  const state = useListState(skillsPeopleList, { prefix: 'p' });
  const people = usePeople(state.query);

  const columns = useMemo<GridColDef<SkillsPerson>[]>(() => {
    const statusOptions = skillsPeopleList.columns.dcStatusFr.options.map((s) => ({
      value: s,
      label: tFile(`status.${s}`),
    }));
    return [
      {
        field: 'lastName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => <PersonFileLink person={row} idLang={row.idLang} testId={`person-${row.id}`} />,
      },
      { field: 'firstName', headerName: t('columns.firstName'), width: 130 },
      { field: 'reference', headerName: t('columns.reference'), width: 110 },
      roleColumn<SkillsPerson>(tCommon, t('columns.role'), skillsPeopleList.columns.role.options),
      { field: 'managerName', headerName: t('columns.manager'), width: 160 },
      {
        field: 'dcStatusFr',
        headerName: t('columns.fileFr'),
        width: 130,
        type: 'singleSelect',
        valueOptions: statusOptions,
        renderCell: ({ row }) => <FileChip person={row} idLang={1} />,
      },
      {
        field: 'dcStatusEn',
        headerName: t('columns.fileEn'),
        width: 130,
        type: 'singleSelect',
        valueOptions: statusOptions,
        renderCell: ({ row }) => <FileChip person={row} idLang={2} />,
      },
      { field: 'years', headerName: t('columns.years'), width: 110, type: 'number' },
      { field: 'skillCount', headerName: t('columns.skillCount'), width: 110, type: 'number' },
    ];
  }, [t, tCommon, tFile]);

  return (
    <DataList<SkillsPerson>
      list={skillsPeopleList}
      state={state}
      result={people}
      columns={columns}
      getRowId={(row) => row.id}
      title={t('people.title')}
      titleId="skills-people-title"
      hiddenColumns={['firstName']}
      testId="skills-people"
    />
  );
}
