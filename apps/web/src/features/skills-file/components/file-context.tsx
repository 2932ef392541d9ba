import { createContext, useContext } from 'react';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';
import type { SkillLevelsEditor } from './use-skill-levels';

export interface FileContextValue {
  dc: DcDetails;
  /** The viewer may change the content (permission canEdit of the file). */
  editable: boolean;
  /** A failed write: a 409 opens the conflict dialog (server message, reload); anything else an error alert. */
  handleError: (error: unknown) => void;
  /** A write went through: the server's message (or the generic one) as a success alert. */
  handleSuccess: (message?: string) => void;
  /** The catalogue skills (hard and soft) being edited. */
  skillLevels: SkillLevelsEditor;
}

export const FileContext = createContext<FileContextValue | null>(null);

/** The file shown by the skills-file page and what its sections may do with it. */
export function useFile(): FileContextValue {
  const value = useContext(FileContext);
  if (!value) throw new Error('useFile outside of the skills-file page');
  return value;
}
