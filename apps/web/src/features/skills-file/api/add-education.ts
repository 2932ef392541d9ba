import { skillsFileCalls } from '@my-skills/shared/calls/skills-file';
import { sectionWrite, useSectionMutation } from './section-write';

/** POST /api/Education/add: adds a degree or training to a file (names the file's row version). */
export const addEducation = sectionWrite(skillsFileCalls.educationAdd);

export const useAddEducation = () => useSectionMutation(addEducation);
