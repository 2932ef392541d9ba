import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { PickedSkill } from './SkillPicker';

/** The skills chosen in a dialog's picker, as chips that can be removed. */
export function PickedSkillChips({
  skills,
  onRemove,
}: {
  skills: PickedSkill[];
  onRemove?: (skill: PickedSkill) => void;
}) {
  if (skills.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {skills.map((skill) => (
        <Chip
          key={skill.id}
          label={skill.name}
          size="small"
          variant="outlined"
          color="primary"
          onDelete={onRemove ? () => onRemove(skill) : undefined}
        />
      ))}
    </Box>
  );
}
