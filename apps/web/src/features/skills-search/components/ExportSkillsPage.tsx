import { useMemo } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { skillsSearchCalls } from '@my-skills/shared/calls/skills-search';
import { skillsExportList, type SkillsExportRow } from '@my-skills/shared/schemas/skills-search';
import { DataList } from '../../../components/lists/DataList';
import { useListState } from '../../../components/lists/use-list-state';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useSkillsExport } from '../api/list-skills-export';
import { PersonFileLink } from './SearchCells';

/**
 * Export of skills (/management/exportCompetences): one row per person and skill of the skills file read (the
 * validated one, else the one updated last), filtered on the grid first, then exported to Excel as filtered.
 */
export function ExportSkillsPage() {
  const { t } = useTranslation('skillsSearch');
  const { t: tFile } = useTranslation('skillsFile');
  const state = useListState(skillsExportList);
  const rows = useSkillsExport(state.query);

  const columns = useMemo<GridColDef<SkillsExportRow>[]>(
    () => [
      {
        field: 'lastName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <PersonFileLink
            person={{ id: row.idPerson, firstName: row.firstName, lastName: row.lastName }}
            idLang={row.idLang}
            testId={`skill-row-${row.idDc}-${row.idSkill}`}
          />
        ),
      },
      { field: 'firstName', headerName: t('columns.firstName'), width: 130 },
      { field: 'reference', headerName: t('columns.reference'), width: 110 },
      {
        field: 'idLang',
        headerName: t('columns.language'),
        width: 110,
        type: 'singleSelect',
        valueOptions: skillsExportList.columns.idLang.options.map((l) => ({ value: l, label: t(`languages.${l}`) })),
        renderCell: ({ row }) => t(`languages.${row.idLang}`),
      },
      {
        field: 'dcStatus',
        headerName: t('columns.dcStatus'),
        width: 120,
        type: 'singleSelect',
        valueOptions: skillsExportList.columns.dcStatus.options.map((s) => ({ value: s, label: tFile(`status.${s}`) })),
        renderCell: ({ row }) => tFile(`status.${row.dcStatus}`),
      },
      { field: 'skillType', headerName: t('columns.skillType'), width: 190 },
      { field: 'skill', headerName: t('columns.skill'), flex: 1, minWidth: 170 },
      {
        field: 'level',
        headerName: t('columns.level'),
        width: 200,
        renderCell: ({ row }) => t('levelOption', { level: row.level, label: t(`levels.${row.level}`) }),
      },
    ],
    [t, tFile],
  );

  return (
    <Box>
      <PageHeading title={t('exportSkills.title')} subtitle={t('exportSkills.subtitle')} />
      <DataList<SkillsExportRow>
        list={skillsExportList}
        state={state}
        result={rows}
        columns={columns}
        getRowId={(row) => `${row.idDc}-${row.idSkill}`}
        title={t('exportSkills.listTitle')}
        titleId="export-skills-title"
        hiddenColumns={['firstName']}
        exportCall={skillsSearchCalls.skillsExportExcel}
        exportName="skills"
        searchPlaceholder={t('exportSkills.searchPlaceholder')}
        testId="export-skills"
      />
    </Box>
  );
}
