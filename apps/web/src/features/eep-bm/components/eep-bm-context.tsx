import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { mayWriteBmField, type EepBmField } from '@my-skills/shared/eep-bm-rules';
import type { EepBmDetails } from '@my-skills/shared/schemas/eep-bm';
import type { DocumentEditor } from '../../../components/document/document-editor';
import { useEepBmPreview } from '../api/get-eep-bm-details';
import { formValuesOf, type EepBmFormValues } from './eep-bm-form';

export type BmSide = 'consultant' | 'manager';

export interface EepBmContextValue {
  details: EepBmDetails;
  /** The interface language's id (the labels' language of the calls). */
  idLang: number;
  /** The form's values as stored (read views show them; the editor starts from them). */
  stored: EepBmFormValues;
  /** The viewer is editing (the review reads as a document until "Edit"). */
  editing: boolean;
  /** While editing: may the viewer write this field (the shared field → side map)? */
  mayEdit: (field: EepBmField) => boolean;
  /** While editing: may the viewer write this side of the skill lines (their vision and comment)? */
  mayEditLine: (side: BmSide) => boolean;
  /** The check's missing keys for the viewer's next step ('mobility', 'skills.bdskills.12'…): circled in red. */
  missing: ReadonlySet<string>;
  /**
   * The profile shown: the review's own; the one the reviewer picks while editing (saved with the review); or one
   * another viewer picks to preview its goals and summary (never saved).
   */
  profile: number;
  /** The shown profile is not the review's stored one. */
  previewing: boolean;
  /** Shows another profile's goals and summary without saving (viewers who do not write the profile). */
  preview: (idBusinessManager: number) => void;
  /** A line's goal and a category's maturity objective under the shown profile. */
  goalOf: (lineId: number, stored: number) => number;
  objectiveOf: (categoryId: number, stored: number) => number;
}

export const EepBmContext = createContext<EepBmContextValue | null>(null);

export function useEepBm(): EepBmContextValue {
  const value = useContext(EepBmContext);
  if (!value) throw new Error('useEepBm outside a business-manager review');
  return value;
}

/** The state behind the context: the editor's mode and the side map, the check, and the profile shown. */
export function useEepBmState(
  details: EepBmDetails,
  editor: DocumentEditor<EepBmFormValues>,
  idLang: number,
): EepBmContextValue {
  const { editing } = editor;
  const { permissions, check } = details;
  const stored = useMemo(() => formValuesOf(details), [details]);
  const missing = useMemo(() => new Set(check.missing), [check.missing]);
  const mayEdit = useCallback(
    (field: EepBmField) => editing && mayWriteBmField(permissions, field),
    [editing, permissions],
  );
  const mayEditLine = useCallback(
    (side: BmSide) =>
      editing && (side === 'consultant' ? permissions.canEditConsultantSide : permissions.canEditManagerSide),
    [editing, permissions],
  );

  const [chosen, preview] = useState<number | null>(null);
  const picked = useWatch({ control: editor.form.control, name: 'idBusinessManager' });
  const profile = mayEdit('idBusinessManager') ? picked : (chosen ?? details.idBusinessManager);
  const previewing = profile !== details.idBusinessManager;
  const previewed = useEepBmPreview(details.idUser, details.year, idLang, previewing ? profile : null);
  const goals = useMemo(() => {
    const categories = previewing ? previewed.data?.categories : undefined;
    if (!categories) return null;
    return {
      lines: new Map(categories.flatMap((c) => c.lines.map((l) => [l.id, l.goal] as const))),
      categories: new Map(categories.map((c) => [c.id, c.objectifMaturity] as const)),
    };
  }, [previewing, previewed.data]);
  const goalOf = useCallback((lineId: number, own: number) => goals?.lines.get(lineId) ?? own, [goals]);
  const objectiveOf = useCallback((id: number, own: number) => goals?.categories.get(id) ?? own, [goals]);

  return useMemo(
    () => ({
      details,
      idLang,
      stored,
      editing,
      mayEdit,
      mayEditLine,
      missing,
      profile,
      previewing,
      preview,
      goalOf,
      objectiveOf,
    }),
    [details, idLang, stored, editing, mayEdit, mayEditLine, missing, profile, previewing, goalOf, objectiveOf],
  );
}
