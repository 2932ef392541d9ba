/**
 * The evaluation's training suggestions (issue 22 §2): the person's skill gaps with the ranked trainings and
 * certifications that close them; while the training wishes may be written, a click makes one a wish of this
 * evaluation (request origin EEP, the gap recorded), under the evaluation's row version.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDocumentWritesOf } from '../../../components/document/document-writes';
import { GapSuggestions, suggestionKey } from '../../../components/suggestions/GapSuggestions';
import { skillsGapsKeys, usePersonGaps, wishFromSuggestion } from '../../../lib/skills-gaps';
import { useEaRows, useEvaluation } from './evaluation-context';

export function TrainingSuggestions() {
  const { t } = useTranslation('skillsGaps');
  const { ea } = useEvaluation();
  const rows = useEaRows('rows.trainingWishes');
  const gaps = usePersonGaps(ea.idUser);
  const { run } = useDocumentWritesOf();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const make = useMutation({
    mutationFn: (body: Omit<Parameters<typeof wishFromSuggestion>[0], 'rowVersion'>) =>
      run((rowVersion) => wishFromSuggestion({ ...body, rowVersion })),
    onSuccess: (r) => {
      rows.onSuccess(r.message);
      void queryClient.invalidateQueries({ queryKey: skillsGapsKeys.person(ea.idUser) });
    },
    onError: rows.onError,
    onSettled: () => setPending(null),
  });
  if (!gaps.data || (gaps.data.gaps.length === 0 && !rows.editable)) return null;
  return (
    <Box component="section" aria-labelledby="training-suggestions-title" sx={{ mt: 2 }}>
      <Typography id="training-suggestions-title" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {t('evaluation.title')}
      </Typography>
      <GapSuggestions
        gaps={gaps.data.gaps}
        testId="ea-suggestions"
        pendingKey={pending}
        onWish={
          rows.editable
            ? (gap, s) => {
                setPending(suggestionKey(gap, s));
                make.mutate({
                  idUser: ea.idUser,
                  idEa: ea.id,
                  idEntry: s.idEntry,
                  subject: { kind: gap.subject.kind, id: gap.subject.id },
                });
              }
            : undefined
        }
      />
    </Box>
  );
}
