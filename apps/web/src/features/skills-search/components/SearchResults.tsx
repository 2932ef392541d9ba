import { useMemo, type ReactNode } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { skillsSearchCalls } from '@my-skills/shared/calls/skills-search';
import { skillsSearchResultList, type SkillsSearchRow } from '@my-skills/shared/schemas/skills-search';
import { DataList } from '../../../components/lists/DataList';
import { useListState, type ListState } from '../../../components/lists/use-list-state';
import { useSearchPeople, type SearchCriteria } from '../api/search-people';
import { CriteriaChips, PersonFileLink, ScoreBar } from './SearchCells';
import { roleColumn } from '../../../components/lists/columns';

/**
 * The people the search found, ranked by coverage then name, on the lists' grid: the grid's own quick search,
 * filters and sort over the result (in the URL under `r.`), the criteria met and the gaps, and the Excel export of
 * the whole result (the criteria's levels and the gaps as columns).
 */
export function SearchResults({
  search,
  rowAction,
}: {
  search: SearchCriteria;
  /** An action on each row (the app's client CV), in a last column. */
  rowAction?: (row: SkillsSearchRow) => ReactNode;
}) {
  const { t } = useTranslation('skillsSearch');
  const { t: tCommon } = useTranslation();
  const { t: tFile } = useTranslation('skillsFile');
  const state = useListState(skillsSearchResultList, { prefix: 'r' });
  const result = useSearchPeople(search, state.query);
  const exportState: ListState = { ...state, exportBody: (columns) => ({ ...state.exportBody(columns), ...search }) };

  const columns = useMemo<GridColDef<SkillsSearchRow>[]>(
    () => [
      {
        field: 'lastName',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => <PersonFileLink person={row} idLang={row.idLang} testId={`result-${row.id}`} />,
      },
      // The app's row action (a client CV) beside the name: always in view, whatever the grid's width.
      ...(rowAction
        ? [
            {
              field: 'actions',
              headerName: t('columns.actions'),
              width: 90,
              sortable: false,
              filterable: false,
              renderCell: ({ row }: { row: SkillsSearchRow }) => rowAction(row),
            } satisfies GridColDef<SkillsSearchRow>,
          ]
        : []),
      {
        field: 'score',
        headerName: t('columns.score'),
        width: 150,
        type: 'number',
        renderCell: ({ row }) => <ScoreBar score={row.score} />,
      },
      {
        field: 'matched',
        headerName: t('columns.matched'),
        flex: 1.2,
        minWidth: 200,
        renderCell: ({ row }) => <CriteriaChips row={row} kind="matched" />,
      },
      {
        field: 'gaps',
        headerName: t('columns.gaps'),
        flex: 1.2,
        minWidth: 200,
        renderCell: ({ row }) => <CriteriaChips row={row} kind="gaps" />,
      },
      { field: 'firstName', headerName: t('columns.firstName'), width: 130 },
      { field: 'reference', headerName: t('columns.reference'), width: 110 },
      roleColumn<SkillsSearchRow>(tCommon, t('columns.role'), skillsSearchResultList.columns.role.options),
      { field: 'managerName', headerName: t('columns.manager'), width: 160 },
      {
        field: 'idLang',
        headerName: t('columns.language'),
        width: 110,
        type: 'singleSelect',
        valueOptions: ['1', '2'].map((l) => ({ value: l, label: t(`languages.${l}`) })),
        renderCell: ({ row }) => t(`languages.${row.idLang}`),
      },
      {
        field: 'dcStatus',
        headerName: t('columns.dcStatus'),
        width: 120,
        type: 'singleSelect',
        valueOptions: ['1', '2', '3'].map((s) => ({ value: s, label: tFile(`status.${s}`) })),
        renderCell: ({ row }) => tFile(`status.${row.dcStatus}`),
      },
      { field: 'years', headerName: t('columns.years'), width: 110, type: 'number' },
    ],
    [t, tCommon, tFile, rowAction],
  );

  return (
    <DataList<SkillsSearchRow>
      list={skillsSearchResultList}
      state={exportState}
      result={result}
      columns={columns}
      getRowId={(row) => row.id}
      title={t('results.title')}
      titleId="skills-search-results-title"
      hiddenColumns={['firstName', 'idLang', 'dcStatus']}
      exportCall={skillsSearchCalls.skillsSearchExport}
      exportName="skills-search"
      testId="search-results"
    />
  );
}
