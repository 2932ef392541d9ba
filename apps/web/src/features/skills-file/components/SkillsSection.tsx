import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import EmojiObjectsOutlined from '@mui/icons-material/EmojiObjectsOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DcSkill } from '@my-skills/shared/schemas/skills-file';
import { VisuallyHidden } from '../../../components/a11y/VisuallyHidden';
import { useEditorOf } from '../../../components/document/document-editor';
import { useFile } from './file-context';
import type { FileFormValues } from './file-form';
import { isMissing } from './missing-fields';
import { EmptyRows, SectionPanel } from '../../../components/document/section-layout';
import { SkillPicker, type PickedSkill } from './SkillPicker';
import { SkillStars } from '../../../components/skills/SkillStars';
import { SkillEvidenceButton, SkillEvidenceCount } from './SkillEvidence';

const byTypeThenName = (a: DcSkill, b: DcSkill) =>
  a.skillTypeName.localeCompare(b.skillTypeName) || a.name.localeCompare(b.name);

/**
 * Hard or soft skills of the file: while editing, pick catalogue skills (selecting sets level 1, deselecting removes
 * it) and rate each 1–4 stars (Knowledge, Partial capacity, Independent capacity, Expertise) — saved with the file's
 * other changes; otherwise the stars read as the file's levels.
 */
export function SkillsSection({ soft }: { soft: boolean }) {
  const { t } = useTranslation('skillsFile');
  const { dc, editable } = useFile();
  const { form } = useEditorOf<FileFormValues>();
  const all = useWatch({ control: form.control, name: 'skills' }) ?? dc.skills;
  const id = soft ? 'softSkills' : 'hardSkills';
  const mine = all.filter((s) => s.isSoft === soft && s.level > 0).sort(byTypeThenName);
  const setSkills = (next: DcSkill[]) => form.setValue('skills', next, { shouldDirty: true });
  const setLevel = (idSkill: number, level: number) =>
    setSkills(
      level > 0
        ? all.map((s) => (s.idSkill === idSkill ? { ...s, level } : s))
        : all.filter((s) => s.idSkill !== idSkill),
    );
  const toggle = (skill: PickedSkill, selected: boolean) => {
    if (!selected) return setLevel(skill.id, 0);
    if (all.some((s) => s.idSkill === skill.id)) return setLevel(skill.id, 1);
    setSkills([
      ...all,
      {
        idSkill: skill.id,
        name: skill.name,
        label: skill.name,
        idSkillType: skill.idSkillType ?? 0,
        skillTypeName: '',
        isSoft: skill.isSoft ?? soft,
        level: 1,
        isActive: true,
      },
    ]);
  };
  const missingText = !soft && isMissing(dc, 'skills') && mine.length === 0 ? t('missing.skills') : null;

  return (
    <SectionPanel
      id={id}
      title={t(`sections.${id}`)}
      icon={soft ? <PsychologyOutlined /> : <EmojiObjectsOutlined />}
      count={mine.length}
      missingText={missingText}
    >
      {editable ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <SkillPicker
            label={soft ? t('skills.pickSoft') : t('skills.pickHard')}
            idLang={dc.idLang}
            value={mine.map((s) => ({ id: s.idSkill, name: s.name }))}
            onToggle={toggle}
            accept={(skill) => skill.isSoft === soft}
            error={Boolean(missingText)}
            testId={`picker-${id}`}
          />
          <Typography variant="body2" color="text.secondary">
            {t('skills.pickHelp')}
          </Typography>
        </Box>
      ) : null}
      {soft ? null : (
        <Box>
          <SkillEvidenceButton idUser={dc.idUser} />
        </Box>
      )}
      {mine.length === 0 ? (
        <EmptyRows text={soft ? t('skills.emptySoft') : t('skills.emptyHard')} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t(`sections.${id}`)} data-testid={`table-${id}`}>
            <TableHead>
              <TableRow>
                <TableCell>{t('skills.skill')}</TableCell>
                {soft ? null : <TableCell>{t('skills.type')}</TableCell>}
                <TableCell>{t('skills.level')}</TableCell>
                {editable ? (
                  <TableCell align="right" sx={{ width: 56 }}>
                    <VisuallyHidden>{t('skills.actions')}</VisuallyHidden>
                  </TableCell>
                ) : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {mine.map((skill) => (
                <TableRow key={skill.idSkill} hover data-testid={`skill-row-${skill.idSkill}`}>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {skill.name}
                    {skill.isActive ? null : (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                        {t('skills.inactive')}
                      </Typography>
                    )}
                    {soft ? null : <SkillEvidenceCount idUser={dc.idUser} idSkill={skill.idSkill} />}
                  </TableCell>
                  {soft ? null : <TableCell sx={{ color: 'text.secondary' }}>{skill.skillTypeName}</TableCell>}
                  <TableCell>
                    <SkillStars
                      name={`level-${skill.idSkill}`}
                      skillName={skill.name}
                      level={skill.level}
                      readOnly={!editable}
                      onChange={editable ? (level) => setLevel(skill.idSkill, level) : undefined}
                    />
                  </TableCell>
                  {editable ? (
                    <TableCell align="right">
                      <Tooltip title={t('skills.remove')}>
                        <IconButton
                          size="small"
                          aria-label={t('skills.removeNamed', { skill: skill.name })}
                          onClick={() => setLevel(skill.idSkill, 0)}
                        >
                          <Close fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionPanel>
  );
}
