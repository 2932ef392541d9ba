/**
 * Which evidence a person's sources propose (pure): from their latest skills file, each experience for each tool it
 * used and each certification for each skill it covers; from their trainings followed, each one for the skills it is
 * linked to (the gap it addresses, its catalogue entry's skills) and for the file's skills its title or certification
 * names (a whole word, whatever the case and accents).
 *
 * Keys survive new versions of the file (whose rows get new ids): an experience is its client, project and start
 * date; a certification its name and organism (lower-cased, spaces collapsed); a training its wish's id.
 */
import type { EvidenceCandidate } from './skill-evidence.repository';

export interface EvidenceSources {
  fileId: number | null;
  experiences: {
    idSkill: number;
    position: string;
    client: string;
    project: string;
    startDate: string | null;
    endDate: string | null;
  }[];
  certifications: {
    idSkill: number;
    name: string;
    organism: string;
    obtainedDate: string | null;
    expiryDate: string | null;
  }[];
  skillNames: { idSkill: number; name: string }[];
  trainings: {
    id: number;
    title: string;
    organism: string;
    startDate: string | null;
    endDate: string | null;
    certificationObtained: boolean;
    certificationName: string;
    certificationDate: string | null;
    /** The skills the wish is linked to: the gap it addresses, its catalogue entry's skills. */
    linkedSkills: number[];
  }[];
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
/** Lower case without accents, for matching names in a title. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `name` appears in `text` as a whole word ('Java' not in 'JavaScript'; 'C++' and 'C#' as written). */
export function namesSkill(text: string, name: string): boolean {
  const n = fold(name.trim());
  if (n.length < 2) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}+#])${escape(n)}($|[^\\p{L}\\p{N}+#])`, 'u').test(fold(text));
}

export function proposeEvidence(sources: EvidenceSources): EvidenceCandidate[] {
  const out = new Map<string, EvidenceCandidate>();
  const add = (c: EvidenceCandidate) => {
    const id = `${c.idSkill}|${c.kind}|${c.sourceKey}`;
    if (!out.has(id)) out.set(id, c);
  };
  for (const e of sources.experiences) {
    add({
      idSkill: e.idSkill,
      kind: 'experience',
      sourceKey: `${norm(e.client)}|${norm(e.project)}|${e.startDate ?? ''}`,
      label: e.client.trim() || e.position.trim(),
      detail: e.project.trim(),
      startDate: e.startDate,
      endDate: e.endDate,
      dcId: sources.fileId,
      trainingWishId: null,
    });
  }
  for (const c of sources.certifications) {
    add({
      idSkill: c.idSkill,
      kind: 'certification',
      sourceKey: `${norm(c.name)}|${norm(c.organism)}`,
      label: c.name.trim(),
      detail: c.organism.trim(),
      startDate: c.obtainedDate,
      endDate: c.expiryDate,
      dcId: sources.fileId,
      trainingWishId: null,
    });
  }
  for (const w of sources.trainings) {
    const certification = w.certificationObtained ? w.certificationName.trim() : '';
    const text = `${w.title} ${certification}`;
    const named = sources.skillNames.filter((s) => namesSkill(text, s.name)).map((s) => s.idSkill);
    for (const idSkill of new Set([...w.linkedSkills, ...named])) {
      add({
        idSkill,
        kind: 'training',
        sourceKey: `wish:${w.id}`,
        label: certification || w.title.trim(),
        detail: w.organism.trim(),
        startDate: w.startDate ?? w.certificationDate,
        endDate: w.endDate,
        dcId: null,
        trainingWishId: w.id,
      });
    }
  }
  return [...out.values()];
}
