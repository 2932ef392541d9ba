import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OtherSkill, Skill } from '@my-skills/shared/schemas/skills-catalogue';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../components/notifications/NotificationProvider';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMergeOtherSkill } from '../api/merge-other-skill';
import { useSearchSkills } from '../../../lib/catalogue/search-skills';
import { errorMessage } from '../../../lib/error-message';
import { useUiLanguage } from '../../../lib/ui-language';

/** 'Merge into…': pick a catalogue skill (searched by substring), confirm; the files using the other skill follow. */
export function MergeOtherSkillDialog({ otherSkill, onClose }: { otherSkill: OtherSkill; onClose: () => void }) {
  const { t } = useTranslation('skillsCatalogue');
  const titleId = useId();
  const idLang = useUiLanguage().idLang;
  const notify = useNotify();
  const merge = useMergeOtherSkill();
  // Starts from the catalogue skill that has the same name, if any.
  const [input, setInput] = useState(
    otherSkill.catalogueMatch?.isActive ? otherSkill.catalogueMatch.label : otherSkill.name,
  );
  const [target, setTarget] = useState<Skill | null>(null);
  const [confirming, setConfirming] = useState(false);
  const term = useDebouncedValue(input.trim(), 250);
  const results = useSearchSkills({ searchTerm: term, idLang }, true);
  const matchId = otherSkill.catalogueMatch?.isActive ? otherSkill.catalogueMatch.id : null;
  const match = results.data?.find((skill) => skill.id === matchId) ?? null;
  // The catalogue skill of the same name is the likely target: chosen once it has been found.
  const [matchOffered, setMatchOffered] = useState(false);
  useEffect(() => {
    if (match && !matchOffered) {
      setMatchOffered(true);
      setTarget(match);
    }
  }, [match, matchOffered]);

  const run = () => {
    if (!target) return;
    merge.mutate(
      { name: otherSkill.name, idSkillType: otherSkill.idSkillType, idSkill: target.id },
      {
        onSuccess: ({ data, message }) => {
          notify(message || t('messages.merged', { label: data.skill.label }), 'success');
          onClose();
        },
        onSettled: () => setConfirming(false),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('merge.title', { name: otherSkill.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('merge.explain', { count: otherSkill.fileCount })}</DialogContentText>
        {merge.isError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorMessage(merge.error)}
          </Alert>
        ) : null}
        <Autocomplete
          options={results.data ?? []}
          value={target}
          onChange={(_event, value) => setTarget(value)}
          inputValue={input}
          onInputChange={(_event, value, reason) => {
            // Keep the starting text: the first 'reset' comes from the empty value, not from the person.
            if (reason === 'reset' && value === '') return;
            setInput(value);
          }}
          filterOptions={(options) => options}
          getOptionLabel={(skill) => skill.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={results.isFetching}
          loadingText={t('merge.searching')}
          noOptionsText={t('merge.none')}
          renderOption={({ key, ...props }, skill) => (
            <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
              <Typography>{skill.label}</Typography>
              <Typography variant="caption" color="text.secondary">
                {[skill.names, skill.skillTypeName, skill.idBoond ? `Boond ${skill.idBoond}` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          )}
          renderInput={(params) => (
            <TextField {...params} label={t('merge.target')} helperText={t('merge.targetHelp')} autoFocus />
          )}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {t('form.cancel')}
        </Button>
        <Button variant="contained" disabled={!target || merge.isPending} onClick={() => setConfirming(true)}>
          {t('merge.submit')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={run}
        confirmDisabled={merge.isPending}
        confirmLabel={t('merge.submit')}
      >
        <Typography>
          {target
            ? t('merge.confirm', { name: otherSkill.name, label: target.label, count: otherSkill.fileCount })
            : null}
        </Typography>
      </ConfirmDialog>
    </Dialog>
  );
}
