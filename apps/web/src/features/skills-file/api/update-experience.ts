import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { sectionWrite, useSectionMutation } from './section-write';

/** PUT /api/Experience/update: changes a professional experience of a file (names the file's row version). */
export const updateExperience = sectionWrite(skillsFileCalls.experienceUpdate);

export const useUpdateExperience = () => useSectionMutation(updateExperience);
