import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Criterion } from '@my-skills/shared/schemas/evaluation-criteria';
import { DeleteDialog } from '../../../components/dialogs/DeleteDialog';
import { PageHeading } from '../../../components/layout/PageHeading';
import { ListStatus } from '../../../components/lists/ListStatus';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { errorMessage } from '../../../lib/error-message';
import { uiLanguageOfTag } from '../../../lib/ui-language';
import { useDeleteCriterion } from '../api/delete-criterion';
import { useCriteria } from '../api/list-criteria';
import { CriteriaTable, criterionLabel } from './CriteriaTable';
import { CriterionFormDialog } from './CriterionFormDialog';
import { CRITERION_TYPES } from './criterion-types';

type Editing = { criterion: Criterion | null; idType: number; key: number } | null;

/**
 * The evaluation criteria (managementSkills): the lines every new annual evaluation opens with, per type
 * (professional/functional, managerial, behavioral, linguistic), in French and English. Add, change, deactivate;
 * delete one no evaluation uses (one in use is deactivated: the evaluations that rate it keep it).
 */
export function CriteriaPage() {
  const { t, i18n } = useTranslation('evaluationCriteria');
  const lng = uiLanguageOfTag(i18n.language);
  const notify = useNotify();
  const criteria = useCriteria();
  const remove = useDeleteCriterion();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Criterion | null>(null);

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
      <ListStatus
        inset={false}
        loading={criteria.isFetching}
        loadingLabel={t('list.loading')}
        isError={criteria.isError}
        error={criteria.error}
        testId="criteria-count"
      >
        {criteria.data ? t('list.count', { count: criteria.data.length }) : ''}
      </ListStatus>
      <Stack spacing={3} sx={{ mt: 2 }}>
        {CRITERION_TYPES.map((type) => (
          <CriteriaTable
            key={type.id}
            type={type}
            criteria={criteria.data?.filter((criterion) => criterion.idType === type.id) ?? null}
            lng={lng}
            onAdd={() => setEditing({ criterion: null, idType: type.id, key: Date.now() })}
            onEdit={(criterion) => setEditing({ criterion, idType: criterion.idType, key: Date.now() })}
            onDelete={setDeleting}
          />
        ))}
      </Stack>

      {editing ? (
        <CriterionFormDialog
          key={editing.key}
          criterion={editing.criterion}
          idType={editing.idType}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteDialog
        name={deleting ? criterionLabel(deleting, lng) : null}
        question={(label) => t('list.confirmDelete', { label })}
        notice={deleting && deleting.usedBy > 0 ? t('list.inUse', { count: deleting.usedBy }) : null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </Box>
  );
}
