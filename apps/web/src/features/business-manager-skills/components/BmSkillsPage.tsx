import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { BmSkillLineAdmin } from '@my-skills/shared/schemas/business-manager';
import { DeleteDialog } from '../../../components/dialogs/DeleteDialog';
import { PageHeading } from '../../../components/layout/PageHeading';
import { ListStatus } from '../../../components/lists/ListStatus';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { uiLanguageOfTag } from '../../../lib/ui-language';
import { useDeleteBmSkillLine } from '../api/delete-bm-skill-line';
import { useBmSkills } from '../api/list-bm-skills';
import { CategoryPanel } from './CategoryPanel';
import { LineFormDialog } from './LineFormDialog';
import { ProfileLegend } from './ProfileLegend';
import { CATEGORIES, lineName } from './profiles';

type Editing = { line: BmSkillLineAdmin | null; idCategory: number; key: number } | null;

/**
 * The business-manager review's reference data (managementSkills): per category (the nine, in order) its maturity
 * objective for each of the six profiles, and its skill lines in French and English with each profile's goal. Add,
 * change, deactivate and delete lines (one a review rates is deactivated: the reviews keep it); set the objectives.
 */
export function BmSkillsPage() {
  const { t, i18n } = useTranslation('businessManagerSkills');
  const lng = uiLanguageOfTag(i18n.language);
  const notify = useNotify();
  const list = useBmSkills();
  const remove = useDeleteBmSkillLine();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BmSkillLineAdmin | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: ({ data, message }) =>
        notify(
          message || t(data.deleted ? 'messages.deleted' : 'messages.deactivated'),
          data.deleted ? 'success' : 'warning',
        ),
      onError: (error) => notify(errorMessage(error), 'error'),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Box>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <ProfileLegend lng={lng} />
      <ListStatus
        inset={false}
        loading={list.isFetching}
        loadingLabel={t('list.loading')}
        isError={list.isError}
        error={list.error}
        testId="bms-count"
      >
        {list.data ? t('list.count', { count: list.data.lines.length }) : ''}
      </ListStatus>
      <Stack spacing={3} sx={{ mt: 2 }}>
        {CATEGORIES.map((category) => (
          <CategoryPanel
            key={category.id}
            category={category}
            saved={list.data?.categories.find((saved) => saved.id === category.id) ?? null}
            lines={list.data?.lines.filter((line) => line.idCategory === category.id) ?? null}
            lng={lng}
            onAdd={() => setEditing({ line: null, idCategory: category.id, key: Date.now() })}
            onEdit={(line) => setEditing({ line, idCategory: line.idCategory, key: Date.now() })}
            onDelete={setDeleting}
          />
        ))}
      </Stack>

      {editing ? (
        <LineFormDialog
          key={editing.key}
          line={editing.line}
          idCategory={editing.idCategory}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog
        name={deleting ? lineName(deleting, lng) : null}
        question={(name) => t('list.confirmDelete', { name })}
        notice={deleting ? t('list.deleteNotice') : null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </Box>
  );
}
