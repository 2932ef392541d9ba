import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Close from '@mui/icons-material/Close';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useEditorOf } from '../../../components/document/document-editor';
import { useSkillTypes } from '../../../lib/catalogue/get-skill-types';
import { useFile } from './file-context';
import { EmptyRows, SectionPanel } from '../../../components/document/section-layout';
import { SkillStars } from '../../../components/skills/SkillStars';
import { duplicateOtherSkills, type FileFormValues, type FileOtherSkill } from './file-form';

const NAME_MAX = 150;

/**
 * Other skills, by type: free entries for what the catalogue lacks (no duplicates of the file's skills). While
 * editing they are rows of the file's form, saved with its other changes (the duplicate rule is checked then).
 */
export function OtherSkillsSection() {
  const { t } = useTranslation('skillsFile');
  const { dc, editable } = useFile();
  const { form } = useEditorOf<FileFormValues>();
  const types = useSkillTypes(dc.idLang);
  const others = useWatch({ control: form.control, name: 'otherSkills' }) ?? [];
  const [idSkillType, setIdSkillType] = useState<number | ''>('');
  const [name, setName] = useState('');
  const [level, setLevel] = useState(1);
  const [duplicates, setDuplicates] = useState<string[]>([]);

  const setOthers = (next: FileOtherSkill[]) => form.setValue('otherSkills', next, { shouldDirty: true });
  const add = () => {
    if (idSkillType === '' || !name.trim()) return;
    const typeName = types.data?.find((type) => type.id === idSkillType)?.name ?? '';
    const next = [...others, { idSkillType, skillTypeName: typeName, name: name.trim(), level }];
    const found = duplicateOtherSkills({ ...form.getValues(), otherSkills: next });
    setDuplicates(found);
    if (found.length > 0) return;
    setOthers(next);
    setName('');
    setLevel(1);
  };
  const change = (index: number, patch: Partial<FileOtherSkill> | null) =>
    setOthers(
      patch === null
        ? others.filter((_, i) => i !== index)
        : others.map((o, i) => (i === index ? { ...o, ...patch } : o)),
    );

  const groups = new Map<string, { other: FileOtherSkill; index: number }[]>();
  others.forEach((other, index) => {
    const list = groups.get(other.skillTypeName) ?? [];
    list.push({ other, index });
    groups.set(other.skillTypeName, list);
  });

  return (
    <SectionPanel id="otherSkills" title={t('sections.otherSkills')} icon={<CategoryOutlined />} count={others.length}>
      {others.length === 0 ? <EmptyRows text={t('otherSkills.empty')} /> : null}
      {[...groups.entries()].map(([typeName, list]) => (
        <Box key={typeName}>
          <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
            {typeName}
          </Typography>
          <Stack spacing={0.5}>
            {list.map(({ other, index }) => (
              <Box
                key={`${other.idSkillType}-${other.name}`}
                data-testid={`other-skill-${other.name}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Typography sx={{ flex: 1, fontWeight: 600, minWidth: 0 }} noWrap title={other.name}>
                  {other.name}
                </Typography>
                <SkillStars
                  name={`other-level-${index}`}
                  skillName={other.name}
                  level={other.level}
                  readOnly={!editable}
                  onChange={editable ? (value) => change(index, { level: value }) : undefined}
                />
                {editable ? (
                  <Tooltip title={t('skills.remove')}>
                    <IconButton
                      size="small"
                      aria-label={t('skills.removeNamed', { skill: other.name })}
                      onClick={() => change(index, null)}
                    >
                      <Close fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
      {editable ? (
        <Paper
          variant="outlined"
          role="group"
          aria-label={t('otherSkills.add')}
          sx={{ p: 2, borderRadius: 2, borderStyle: 'dashed' }}
        >
          <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
            {t('otherSkills.add')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label={t('otherSkills.type')}
              value={idSkillType}
              onChange={(event) => setIdSkillType(Number(event.target.value))}
              sx={{ width: 250 }}
              data-testid="other-skill-type"
            >
              {(types.data ?? []).map((type) => (
                <MenuItem key={type.id} value={type.id}>
                  {type.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('otherSkills.name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setDuplicates([]);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              error={duplicates.length > 0}
              helperText={
                duplicates.length > 0 ? t('otherSkills.duplicates', { names: duplicates.join(', ') }) : undefined
              }
              sx={{ flex: 1, minWidth: 220 }}
              slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
            />
            <Box sx={{ pt: 0.75 }}>
              <SkillStars
                name="other-new-level"
                skillName={name || t('otherSkills.name')}
                level={level}
                onChange={setLevel}
              />
            </Box>
            <Button variant="contained" startIcon={<Add />} onClick={add} disabled={idSkillType === '' || !name.trim()}>
              {t('actions.addShort')}
            </Button>
          </Box>
        </Paper>
      ) : null}
    </SectionPanel>
  );
}
