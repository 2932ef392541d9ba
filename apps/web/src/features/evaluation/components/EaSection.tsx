import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvaluationSectionKey } from '@my-skills/shared/evaluation-rules';
import { SectionPanel } from '../../../components/document/section-layout';
import { useEvaluation } from './evaluation-context';

/** The names of the missing fields of one section (the check's), for its marker and the missing-data dialog. */
export function useMissingIn(section: EvaluationSectionKey): string[] {
  const { ea } = useEvaluation();
  const editable = ea.permissions.canEditConsultantSide || ea.permissions.canEditManagerSide;
  return editable ? ea.check.fields.filter((f) => f.section === section).map((f) => f.name) : [];
}

/** How many missing fields a section's marker names (the dialog lists them all). */
const SHOWN_MAX = 6;

/** A section of the evaluation form: the document's section panel, naming its missing fields while there are any. */
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
  const missing = useMissingIn(section);
  const shown = missing.slice(0, SHOWN_MAX).join(' ; ');
  const more = missing.length > SHOWN_MAX ? t('missing.more', { count: missing.length - SHOWN_MAX }) : '';
  return (
    <SectionPanel
      id={section}
      title={t(`sections.${section}`)}
      icon={icon}
      count={count}
      missingText={missing.length > 0 ? t('missing.fields', { fields: `${shown}${more}` }) : null}
      addLabel={addLabel}
      onAdd={onAdd}
    >
      {children}
    </SectionPanel>
  );
}
