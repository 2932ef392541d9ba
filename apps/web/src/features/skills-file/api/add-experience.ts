import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { sectionWrite, useSectionMutation } from './section-write';

/** POST /api/Experience/add: adds a professional experience to a file (names the file's row version). */
export const addExperience = sectionWrite(skillsFileCalls.experienceAdd);

export const useAddExperience = () => useSectionMutation(addExperience);
