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
import { useTranslation } from 'react-i18next';
import type { OtherSkill } from '@my-skills/shared/schemas/skills-file';
import { useSkillTypes } from '../../../lib/catalogue/get-skill-types';
import { useFile } from './file-context';
import { EmptyRows, SectionPanel } from '../../../components/document/section-layout';
import { SkillStars } from './SkillStars';
import { useSaveOtherSkills, type OtherSkillRows } from './use-save-skills';

const NAME_MAX = 150;
const rowsOf = (others: OtherSkill[]): OtherSkillRows =>
  others.map((o) => ({ idSkillType: o.idSkillType, name: o.name, level: o.level }));

/** Other skills, by type: free entries for what the catalogue lacks (no duplicates of the file's skills). */
export function OtherSkillsSection() {
  const { t } = useTranslation('skillsFile');
  const { dc, editable } = useFile();
  const types = useSkillTypes(dc.idLang);
  const { saveOtherSkills, pending } = useSaveOtherSkills();
  const [idSkillType, setIdSkillType] = useState<number | ''>('');
  const [name, setName] = useState('');
  const [level, setLevel] = useState(1);
  const [duplicates, setDuplicates] = useState<string[]>([]);
  const current = rowsOf(dc.otherSkills);

  const groups = new Map<string, OtherSkill[]>();
  for (const other of dc.otherSkills) {
    const list = groups.get(other.skillTypeName) ?? [];
    list.push(other);
    groups.set(other.skillTypeName, list);
  }

  const add = () => {
    if (idSkillType === '' || !name.trim()) return;
    const found = saveOtherSkills([...current, { idSkillType, name: name.trim(), level }], () => {
      setName('');
      setLevel(1);
    });
    setDuplicates(found);
  };
  const change = (index: number, patch: Partial<OtherSkillRows[number]> | null) => {
    const next =
      patch === null
        ? current.filter((_, i) => i !== index)
        : current.map((o, i) => (i === index ? { ...o, ...patch } : o));
    saveOtherSkills(next);
  };
  const indexOf = (other: OtherSkill) => dc.otherSkills.findIndex((o) => o.id === other.id);

  return (
    <SectionPanel
      id="otherSkills"
      title={t('sections.otherSkills')}
      icon={<CategoryOutlined />}
      count={dc.otherSkills.length}
    >
      {dc.otherSkills.length === 0 ? <EmptyRows text={t('otherSkills.empty')} /> : null}
      {[...groups.entries()].map(([typeName, list]) => (
        <Box key={typeName}>
          <Typography variant="overline" color="text.secondary" sx={{ fontWeight: 700 }}>
            {typeName}
          </Typography>
          <Stack spacing={0.5}>
            {list.map((other) => (
              <Box
                key={other.id}
                data-testid={`other-skill-${other.name}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Typography sx={{ flex: 1, fontWeight: 600, minWidth: 0 }} noWrap title={other.name}>
                  {other.name}
                </Typography>
                <SkillStars
                  name={`other-level-${other.id}`}
                  skillName={other.name}
                  level={other.level}
                  readOnly={!editable || pending}
                  onChange={editable ? (value) => change(indexOf(other), { level: value }) : undefined}
                />
                {editable ? (
                  <Tooltip title={t('skills.remove')}>
                    <IconButton
                      size="small"
                      aria-label={t('skills.removeNamed', { skill: other.name })}
                      onClick={() => change(indexOf(other), null)}
                      disabled={pending}
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
          component="form"
          aria-label={t('otherSkills.add')}
          onSubmit={(event) => {
            event.preventDefault();
            add();
          }}
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
            <Button
              type="submit"
              variant="contained"
              startIcon={<Add />}
              disabled={pending || idSkillType === '' || !name.trim()}
            >
              {t('actions.addShort')}
            </Button>
          </Box>
        </Paper>
      ) : null}
    </SectionPanel>
  );
}
