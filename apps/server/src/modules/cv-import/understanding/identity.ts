/**
 * The person's name and title. The name is the name-looking line of page 1 set largest (or styled Title), else the
 * first name-looking line that no heading precedes in its block (a name under a heading is a school, a company…); words in capitals are the last name ("Jean-Pierre
 * DUPONT" → Jean-Pierre, Dupont; "Dupont, Jean" too), otherwise the first word is the first name. The title is the
 * next line that is neither contact data nor a heading (within three lines), or the value a "Poste visé" / "Target
 * position" label gives (Europass); a headline listing skills after it is cut ("Consultant | AWS · Kubernetes", in
 * index.ts). A contact heading ("Informations personnelles") above the name does not rule the name out.
 */
import { headingKey, matchHeading } from './headings';
import { looksLikeDate } from './periods';
import type { Line } from './sections';
import { capitaliseName, clean, fold, isContactLine, limit, PART_SEPARATOR } from './text';

/** Words of a job title, French and English (also used to tell a position from a company). */
export const POSITION_WORDS =
  /\b(developpeu(r|se)|developer|dev|ingenieur|engineer|consultante?|chef|cheffe|manager|architecte?|lead|analyste?|stagiaire|intern(ship)?|alternante?|apprentie?|administrat(eur|rice|or)|devops|scrum|product|owner|data|scientist|testeu(r|se)|tester|qa|responsable|directeur|directrice|director|head|cto|cio|expert|experte|technicien(ne)?|support|designer|business|amoa|moa|moe|full ?stack|front|back|freelance|assistante?|charge|chargee|specialist|specialiste|officer|integrat(eur|rice|or)|programmeur|programmer|coordinat(eur|rice|or)|pilote|formateur|formatrice|trainer|coach|president|fondateur|founder|associate|associe|auditeur|auditor|gestionnaire|technical|software|logiciel|systeme|reseau|securite|sre|po|pmo|recetteur|ux|ui|mobile|web|cloud|java|python|\.net|trainee|graduate|apprenti|apprentice|student|etudiante?|researcher|chercheu(r|se)|teacher|enseignante?|professeur|professor|partner|principal|vp|vice|ceo|coo|cfo|owner|operator|operateur|commercial|sales|account|marketing|owner)\b/;

const NAME_WORD = /^(\p{Lu}[\p{L}'’-]*|\p{Lu}\.|d'\p{Lu}[\p{L}-]*|de|du|des|van|von|der|le|la)$/u;

function nameLike(text: string): boolean {
  const t = clean(text);
  if (t.length < 4 || t.length > 50 || /\d|[@:/,;()|•]/.test(t)) return false;
  const words = t.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  if (!words.every((w) => NAME_WORD.test(w))) return false;
  return !POSITION_WORDS.test(fold(t)) && !NOT_NAMES.test(fold(t));
}

const NOT_NAMES =
  /\b(curriculum|vitae|cv|resume|dossier|competences|page|confidentiel|confidential|poste vise|poste recherche|target|desired|objectif)\b/;

/** Labels of the job sought ("Poste visé" in a Europass CV): the title is the value they label. */
const TITLE_LABEL =
  /^(poste vise|poste recherche|emploi recherche|fonction visee|target (position|role|job)|desired (position|role|job)|position sought|job applied for)$/;
const CIVILITY = /^(m\.|mr\.?|mme\.?|mlle\.?|mrs\.?|ms\.?|miss|dr\.?|monsieur|madame)\s+/i;

/** The name a line holds, alone ("Jean DUPONT") or first ("Jean DUPONT – Développeur Java": the rest is the title). */
function namePart(text: string): { name: string; rest: string } | null {
  const t = clean(text).replace(CIVILITY, '');
  if (nameLike(t)) return { name: t, rest: '' };
  const [first, ...others] = t.split(PART_SEPARATOR);
  return first && others.length > 0 && nameLike(first) ? { name: first, rest: clean(others.join(' – ')) } : null;
}

const isCaps = (w: string) => w.replace(/[^\p{L}]/gu, '').length >= 2 && w === w.toUpperCase() && /\p{L}/u.test(w);

/** "Jean-Pierre DUPONT" → Jean-Pierre, Dupont; "DUPONT Jean" → Jean, Dupont; "Marie Curie" → Marie, Curie. */
export function splitName(text: string): { firstName: string; lastName: string } {
  const t = clean(text);
  const comma = /^([^,]+),\s*(.+)$/.exec(t);
  if (comma) return { firstName: comma[2]!, lastName: capitaliseName(comma[1]!) };
  const words = t.split(' ');
  const caps = words.filter(isCaps);
  if (caps.length > 0 && caps.length < words.length) {
    return {
      firstName: words.filter((w) => !isCaps(w)).join(' '),
      lastName: capitaliseName(caps.join(' ')),
    };
  }
  const all = caps.length === words.length;
  const first = words[0]!;
  const rest = words.slice(1).join(' ');
  return { firstName: all ? capitaliseName(first) : first, lastName: all ? capitaliseName(rest) : rest };
}

export interface Identity {
  firstName: string;
  lastName: string;
  title: string;
  nameIndex: number | null;
  titleIndex: number | null;
}

/** The title a "Poste visé" label gives: its value on the line, or the next line that is no heading and no date. */
function labelledTitle(lines: readonly Line[], bodySize: number | null): Line | undefined {
  const at = lines.findIndex((l) => TITLE_LABEL.test(headingKey(l.text.split(':')[0]!)));
  if (at < 0) return undefined;
  const value = clean(lines[at]!.text.split(':').slice(1).join(':'));
  if (value) return { ...lines[at]!, text: value };
  return lines
    .slice(at + 1, at + 5)
    .find((l) => !matchHeading(l, bodySize) && !looksLikeDate(l.text) && !isContactLine(l.text) && !l.bullet);
}

export function findIdentity(lines: readonly Line[], bodySize: number | null): Identity {
  const firstPage = lines.filter((l) => l.page === (lines[0]?.page ?? 1));
  const headingBefore = new Set<number>();
  const seenHeadingInBlock = new Set<number>();
  for (const l of firstPage) {
    // a name is often right under "Informations personnelles" (Europass): a contact heading does not rule it out
    const heading = matchHeading(l, bodySize);
    if (heading && heading.kind !== 'contact') seenHeadingInBlock.add(l.block);
    else if (seenHeadingInBlock.has(l.block)) headingBefore.add(l.index);
  }
  const candidates = firstPage.filter((l) => !l.bullet && namePart(l.text) && !matchHeading(l, bodySize));
  const titled = candidates.find((l) => l.style !== null && /^title$|^titre$/i.test(l.style));
  const sized = candidates.filter((l) => l.size !== null && !headingBefore.has(l.index));
  let name: Line | undefined = titled;
  if (!name && sized.length > 0) {
    const largest = Math.max(...sized.map((l) => l.size!));
    if (bodySize === null || largest > bodySize) name = sized.find((l) => l.size === largest);
  }
  name ??= candidates.find((l) => !headingBefore.has(l.index));
  if (!name) return { firstName: '', lastName: '', title: '', nameIndex: null, titleIndex: null };

  const part = namePart(name.text)!;
  const { firstName, lastName } = splitName(part.name);
  let title: Line | undefined = labelledTitle(firstPage, bodySize);
  const after = part.rest || title ? [] : lines.filter((l) => l.index > name.index).slice(0, 3);
  for (const l of after) {
    if (isContactLine(l.text)) continue;
    if (matchHeading(l, bodySize) || l.bullet || l.text.length > 150) break;
    if (/[.!?]$/.test(l.text) && l.text.length > 60) break;
    title = l;
    break;
  }
  return {
    firstName: limit(firstName, 255),
    lastName: limit(lastName, 255),
    title: limit(title ? clean(title.text) : part.rest, 255),
    nameIndex: name.index,
    titleIndex: title?.index ?? null,
  };
}
