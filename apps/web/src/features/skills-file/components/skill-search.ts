import type { Skill } from '@my-skills/shared/schemas/skills-catalogue';

/** Case-insensitive substring match on the label and the names, as the server's search does. */
export const matchesTerm = (skill: Pick<Skill, 'label' | 'names' | 'name'>, term: string) => {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [skill.label, skill.name, skill.names].some((text) => text.toLocaleLowerCase().includes(needle));
};
