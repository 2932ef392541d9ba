import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { useTranslation } from 'react-i18next';
import type { EvaluationSectionKey } from '@my-skills/shared/evaluation-rules';
import { SectionPanel } from '../../../components/document/section-layout';
import { useEvaluation } from './evaluation-context';

/** A section of the evaluation form: the document's section panel, marked while it holds missing fields. */
export function EaSection({
  section,
  icon,
  children,
  count,
  addLabel,
  onAdd,
}: {
  section: EvaluationSectionKey;
  icon: ReactNode;
  children: ReactNode;
  count?: number;
  addLabel?: string;
  onAdd?: () => void;
}) {
  const { t } = useTranslation('evaluation');
  const { ea } = useEvaluation();
  const editable = ea.permissions.canEditConsultantSide || ea.permissions.canEditManagerSide;
  const missing = editable && ea.check.sections.some((s) => s.key === section);
  return (
    <SectionPanel
      id={section}
      title={t(`sections.${section}`)}
      icon={icon}
      count={count}
      missingText={missing ? t('missing.section') : null}
      addLabel={addLabel}
      onAdd={onAdd}
    >
      {children}
    </SectionPanel>
  );
}

/** The save button of a block of the form (shown while the viewer may write it; active once something changed). */
export function SaveBlock({ id, dirty, onSave }: { id: string; dirty: boolean; onSave: () => void }) {
  const { t } = useTranslation('evaluation');
  const { pending } = useEvaluation();
  return (
    <Box>
      <Button
        variant="contained"
        startIcon={<SaveOutlined />}
        disabled={!dirty || pending}
        onClick={onSave}
        data-testid={`save-${id}`}
      >
        {t('actions.save')}
      </Button>
    </Box>
  );
}

/** Puts the form back to the stored values whenever the evaluation is read again. */
export function useResetOn<T>(reset: (values: T) => void, values: T) {
  const key = JSON.stringify(values);
  useEffect(() => reset(JSON.parse(key) as T), [key, reset]);
}
