import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CallMergeOutlined from '@mui/icons-material/CallMergeOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { skillsCatalogueCalls } from '@my-skills/shared/calls/skills-catalogue';
import { otherSkillsList, type OtherSkill } from '@my-skills/shared/schemas/skills-catalogue';
import { DataList } from '../../../components/lists/DataList';
import { useListState } from '../../../components/lists/use-list-state';
import { useSkillTypes } from '../../../lib/catalogue/get-skill-types';
import { useOtherSkills } from '../api/list-other-skills';
import { MergeOtherSkillDialog } from './MergeOtherSkillDialog';
import { PromoteOtherSkillDialog } from './PromoteOtherSkillDialog';
import { useSkillTypeOptions } from './skill-type-options';
import { PageHeading } from '../../../components/layout/PageHeading';
import { useUiLanguage } from '../../../lib/ui-language';

type Action = { kind: 'promote' | 'merge'; otherSkill: OtherSkill } | null;

/**
 * The free-entry 'other skills' people typed in their files, per type, with how many files use each, on the lists'
 * grid (quick search over the spellings whatever the case and accents, filters, sort and paging on the server, kept
 * in the URL; most used first); each can be added to the catalogue or merged into a catalogue skill (the files
 * follow); the Excel export of what is filtered.
 */
export function OtherSkillsPage() {
  const { t } = useTranslation('skillsCatalogue');
  const idLang = useUiLanguage().idLang;
  const state = useListState(otherSkillsList);
  const list = useOtherSkills(state.query, idLang);
  const types = useSkillTypes(idLang);
  const typeOptions = useSkillTypeOptions(types.data);
  const [action, setAction] = useState<Action>(null);

  const columns = useMemo<GridColDef<OtherSkill>[]>(
    () => [
      {
        field: 'name',
        headerName: t('other.name'),
        minWidth: 200,
        flex: 1,
        renderCell: ({ row }) => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {row.name}
          </Box>
        ),
      },
      {
        field: 'names',
        headerName: t('other.spellings'),
        minWidth: 200,
        flex: 1,
        renderCell: ({ row }) => (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {row.names === row.name ? '—' : row.names}
          </Box>
        ),
      },
      {
        field: 'skillType',
        headerName: t('fields.type'),
        minWidth: 180,
        flex: 1,
        type: 'singleSelect',
        valueOptions: typeOptions,
        renderCell: ({ row }) => row.skillTypeName,
      },
      { field: 'fileCount', headerName: t('fields.files'), width: 100, type: 'number' },
      {
        field: 'hasCatalogueMatch',
        headerName: t('other.match'),
        minWidth: 170,
        type: 'boolean',
        valueGetter: (_value, row) => row.catalogueMatch !== null,
        renderCell: ({ row }) =>
          row.catalogueMatch ? (
            <Chip
              size="small"
              variant="outlined"
              color={row.catalogueMatch.isActive ? 'primary' : 'default'}
              label={row.catalogueMatch.label}
            />
          ) : (
            '—'
          ),
      },
      {
        field: 'actions',
        headerName: t('fields.actions'),
        minWidth: 330,
        align: 'right',
        headerAlign: 'right',
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button
              size="small"
              startIcon={<PlaylistAddOutlined />}
              onClick={() => setAction({ kind: 'promote', otherSkill: row })}
              aria-label={t('other.promoteOf', { name: row.name })}
            >
              {t('other.promote')}
            </Button>
            <Button
              size="small"
              startIcon={<CallMergeOutlined />}
              onClick={() => setAction({ kind: 'merge', otherSkill: row })}
              aria-label={t('other.mergeOf', { name: row.name })}
            >
              {t('other.merge')}
            </Button>
          </Stack>
        ),
      },
    ],
    [t, typeOptions],
  );

  return (
    <Box>
      <PageHeading title={t('other.title')} subtitle={t('other.subtitle')} />
      <DataList<OtherSkill>
        list={otherSkillsList}
        state={state}
        // Refreshes after a change are quiet: loading only while the rows shown are not yet those of the query asked.
        result={{ ...list, isFetching: list.isPending || list.isPlaceholderData }}
        columns={columns}
        getRowId={(row) => `${row.idSkillType}:${row.name.toLowerCase()}`}
        title={t('other.tableTitle')}
        titleId="other-skills-title"
        exportCall={skillsCatalogueCalls.otherSkillsExport}
        exportName="other-skills"
        searchPlaceholder={t('other.searchPlaceholder')}
        testId="other-skills"
      />
      {action?.kind === 'promote' ? (
        <PromoteOtherSkillDialog otherSkill={action.otherSkill} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'merge' ? (
        <MergeOtherSkillDialog otherSkill={action.otherSkill} onClose={() => setAction(null)} />
      ) : null}
    </Box>
  );
}
