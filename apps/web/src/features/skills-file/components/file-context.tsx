import { createContext, useContext } from 'react';
import type { DcDetails } from '@my-skills/shared/schemas/skills-file';

export interface FileContextValue {
  dc: DcDetails;
  /** The viewer is editing the file and may change its content (decision 017: "Edit" first). */
  editable: boolean;
  /** A failed write: a 409 opens the conflict dialog (server message, reload); anything else an error alert. */
  handleError: (error: unknown) => void;
  /** A write went through: the server's message (or the generic one) as a success alert. */
  handleSuccess: (message?: string) => void;
}

export const FileContext = createContext<FileContextValue | null>(null);

/** The file shown by the skills-file page and what its sections may do with it. */
export function useFile(): FileContextValue {
  const value = useContext(FileContext);
  if (!value) throw new Error('useFile outside of the skills-file page');
  return value;
}
