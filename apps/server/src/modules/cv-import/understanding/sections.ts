/**
 * The CV's lines cut into sections by their headings. A section runs until the next heading, across blocks (a
 * two-column CV gives its sidebar as blocks of its own), except that a block holding the person's name starts over
 * with no section (the top of the main column after a sidebar). Inside experiences, the labels of an experience's
 * fields ("Projet :", "Réalisations", "Environnement technique :") are fields, not headings.
 */
import type { CvTextLine } from '../../../integrations/cv-reading/types';
import { headingKey, matchHeading, TOOLS_LABEL, type SectionKind } from './headings';
import { findLanguages } from './languages';
import { labelled } from './text';

export interface Line extends CvTextLine {
  index: number;
}

export interface Section {
  kind: SectionKind | null;
  /** The heading as written ('' for the lines before any heading). */
  heading: string;
  lines: Line[];
}

export type ExperienceField =
  'client' | 'project' | 'position' | 'description' | 'tasks' | 'teamsMethods' | 'tools' | 'period' | 'location';

const FIELD_LABELS: readonly (readonly [RegExp, ExperienceField])[] = [
  [
    /^(clients?|societe|entreprise|employeur|company|employer|compte|account|structure|groupe|customer|end client|client final)$/,
    'client',
  ],
  [/^(projets?|projects?|mission|intitule de la mission|nom du projet|programme|product|produit)$/, 'project'],
  [/^(postes?|roles?|fonctions?|position|title|titre|intitule du poste|job title|job)$/, 'position'],
  [/^(contexte|context|description|objectifs?|objectives?|presentation|sujet|perimetre|scope|enjeux)$/, 'description'],
  [
    /^(taches|missions?( principales| realisees)?|(principales )?realisations|responsabilites|responsibilities|tasks|activites|achievements|main tasks|actions|travaux realises|key achievements|accomplishments|activities|duties|livrables|deliverables)$/,
    'tasks',
  ],
  [
    /^(methodologies?|methodes?|methodology|methods?|equipe|team|organisation|taille de l'equipe|team size|gouvernance|cadre|methodes de travail)$/,
    'teamsMethods',
  ],
  [/^(periode|dates?|duree|period|duration)$/, 'period'],
  [/^(lieu|location|localisation|ville|city|site)$/, 'location'],
];

/** The experience field a label names ("Environnement technique" → tools), or null. */
export function experienceField(label: string): ExperienceField | null {
  const key = headingKey(label);
  if (TOOLS_LABEL.test(key)) return 'tools';
  for (const [re, field] of FIELD_LABELS) if (re.test(key)) return field;
  return null;
}

/** Median font size of the lines that have one (the body text's size). */
export function bodySizeOf(lines: readonly CvTextLine[]): number | null {
  const sizes = lines
    .map((l) => l.size)
    .filter((s): s is number => s !== null)
    .sort((a, b) => a - b);
  return sizes.length ? sizes[Math.floor(sizes.length / 2)]! : null;
}

/** Cuts lines into sections. `nameIndex`: the line of the person's name (its block starts with no section). */
export function splitSections(lines: readonly Line[], bodySize: number | null, nameIndex: number | null): Section[] {
  const sections: Section[] = [];
  let current: Section = { kind: null, heading: '', lines: [] };
  sections.push(current);
  const nameBlock = nameIndex === null ? null : lines.find((l) => l.index === nameIndex)?.block;
  let previousBlock: number | null = null;
  for (const line of lines) {
    if (line.block !== previousBlock && line.block === nameBlock && current.kind !== null) {
      const firstOfBlock = lines.find((l) => l.block === line.block);
      if (firstOfBlock && nameIndex !== null && firstOfBlock.index <= nameIndex && line.index <= nameIndex) {
        current = { kind: null, heading: '', lines: [] };
        sections.push(current);
      }
    }
    previousBlock = line.block;
    let heading = matchHeading(line, bodySize);
    // "Languages : Java, SQL" lists programming languages: a languages heading's body names a spoken language
    if (heading?.kind === 'languages' && heading.rest && findLanguages(heading.rest).length === 0) heading = null;
    // inside skills, "Tests : Selenium, JMeter" or "Outils : Git" are lists; only "Langues : …" leaves them, and
    // "Permis de conduire : B" or "Loisirs : ski" are a line of their own, dropped
    if (heading?.rest && current.kind === 'skills' && (heading.kind === 'interests' || heading.kind === 'contact'))
      continue;
    if (heading?.rest && current.kind === 'skills' && heading.kind !== 'languages') heading = null;
    // a skills heading repeating the one just read ("Compétences techniques" then a table's "Compétence" header cell)
    if (heading?.kind === 'skills' && !heading.rest && current.kind === 'skills' && current.lines.length === 0)
      continue;
    const asField = current.kind === 'experience' && isExperienceFieldLine(line.text);
    if (heading && !asField && !(heading.rest && heading.kind === current.kind)) {
      current = { kind: heading.kind, heading: line.text, lines: [] };
      sections.push(current);
      if (heading.rest) current.lines.push({ ...line, text: heading.rest });
      continue;
    }
    current.lines.push(line);
  }
  return sections.filter((s) => s.kind !== null || s.lines.length > 0);
}

/** "Projet : X", "Réalisations", "Environnement technique :" — an experience's field, not a section heading. */
function isExperienceFieldLine(text: string): boolean {
  const l = labelled(text);
  if (l) return experienceField(l.label) !== null;
  if (text.length > 45) return false;
  // A bare "Compétences" or "Outils" after the experiences is the skills section; "Environnement technique" is a field
  const field = experienceField(text);
  if (field === 'tools')
    return /^(environnement|stack|tech|technical environment|technologies utilisees)/.test(headingKey(text));
  return field === 'tasks' || field === 'description' || field === 'teamsMethods';
}

/**
 * Joins the visual lines of a PDF that wrap one paragraph, list item or list ("Environnement technique : C#, ASP.NET
 * Core," / "Entity Framework", "Oct 2019 -" / "present", "• Conception de la" / "plateforme", "… Associate" / "(2022)"):
 * same block, size and weight, the next line not a list item, and the first ending with a comma or a dash, or the
 * next starting in lower case or with a parenthesis, or the first being a labelled list that the next continues
 * (a few words, no label), or the first leaving a parenthesis open that the next closes. Word paragraphs are whole
 * already.
 */
export function joinWrappedLines(lines: readonly Line[], bodySize: number | null): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev && continues(prev, line, bodySize)) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
      continue;
    }
    out.push(line);
  }
  return out;
}

function continues(a: Line, b: Line, bodySize: number | null): boolean {
  if (a.block !== b.block || a.page !== b.page || b.bullet || a.bold !== b.bold || a.size !== b.size) return false;
  if ((matchHeading(a, bodySize) && !labelled(a.text)) || matchHeading(b, bodySize)) return false;
  if (/[,\-–—→]$/.test(a.text) || /^[\p{Ll}(]/u.test(b.text)) return true;
  // a parenthesis left open ("French (Professional Working" / "Proficiency)")
  const open = (t: string) => (t.match(/\(/g)?.length ?? 0) - (t.match(/\)/g)?.length ?? 0);
  if (open(a.text) > 0 && open(b.text) < 0) return true;
  const lab = labelled(a.text);
  return (
    lab !== null &&
    lab.value.includes(',') &&
    labelled(b.text) === null &&
    (b.text.includes(',') || b.text.split(' ').length <= 3) &&
    !/\d{4}/.test(b.text)
  );
}
