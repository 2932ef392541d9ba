/**
 * Professional experiences: the section's lines split into entries, each entry's fields read.
 *
 * - An entry is anchored by its period line (a line, not a list item, holding a period). The short lines just before
 *   it in the same block (at most two: "Développeur Java" / "Capgemini") are its header, so "title, then dates" and
 *   "dates, then title" layouts both read; a table (one cell per block) gives the period cell then the content cell.
 *   Without any period, bold lines start entries.
 * - Header text: "Position — Company", "Company — Position", "Position chez/at/@ Company", "Position, Company": the
 *   part that reads most as a job title (a job noun such as engineer/développeur, other POSITION_WORDS, no company
 *   word such as Ltd/Group/Conseil) is the position, the other the client without a place after a comma ("Acme,
 *   London"); otherwise the first part is the position. "Employer (client : End client)" gives the end client.
 * - Places alone ("Manchester, England, United Kingdom") are dropped; a company with its total time under it
 *   (LinkedIn: "Acme" / "4 years 8 months" / role, period / role, period) is the client of each of its roles.
 * - Labelled lines are fields ("Client :", "Projet :", "Contexte :", "Réalisations :", "Méthodologie :",
 *   "Environnement technique :"); list items are tasks (one per line); short lines naming a method or a team
 *   ("Agile/Scrum", "Équipe de 8 personnes") go to teamsMethods; other text is the description.
 * - Tools: each name matched to the catalogue is a tool (and a proposed skill, once); the others stay in the
 *   description as written ("Environnement technique : …") and become other skills.
 */
import type { CvExperience } from '@my-skills/shared/schemas/cv-import';
import { findPeriod, looksLikeDate, type Period } from './periods';
import { experienceField, type Line } from './sections';
import { POSITION_WORDS } from './identity';
import type { SkillCollector } from './skills';
import { clean, fold, labelled, limit, PART_SEPARATOR } from './text';
import type { Warn } from './warnings';

const TEAM_METHOD =
  /\b(scrum|agile|agilite|kanban|safe|cycle en v|v-model|waterfall|equipe de \d+|team of \d+|\d+ (personnes|people|developpeurs|developers|membres|members)|sprints?|devops|lean|xp|pair programming)\b/;

interface Entry {
  header: Line[];
  anchor: Line | null;
  period: Period | null;
  body: Line[];
}

function isPeriodLine(line: Line, today: Date): Period | null {
  if (line.bullet) return null;
  const lab = labelled(line.text);
  const field = lab ? experienceField(lab.label) : null;
  if (field !== null && field !== 'period') return null;
  const p = findPeriod(line.text, today);
  // a lone year deep inside a sentence is not an entry's date ("migration de 2000 postes en 2012 pour…")
  if (!p || (!p.range && p.rest.length > 80)) return null;
  // a lone date with other words must be set apart from them ("Acme – 2015", "2015 | Acme"), not "Été 2019"
  const date = p.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!p.range && p.rest && !new RegExp(`[-–—|,(:·/]\\s*${date}|${date}\\s*[-–—|,):·/]`).test(line.text)) return null;
  return p;
}

/** "Employer (client : End client)", "Firm (for: Client)", "Firm — mission chez Client". */
const CLIENT_IN_PARENS =
  /^(.+?)\s*\(\s*(?:client(?: final)?|end client|pour|for|mission chez|chez)\s*:?\s*([^()]+)\)\s*$/i;

/** A list item the reader did not mark ("- Recette", "* Tests"). */
const DASHED = /^[-–*▪›>]\s+/;

/** Words of a company's name ("Pennine Software Ltd", "Altéa Conseil"): a header part with one is the client. */
const COMPANY_WORDS =
  /\b(ltd|limited|inc|llc|plc|gmbh|sa|sas|sarl|sasu|ag|bv|corp|corporation|company|group|groupe|holding|consulting|conseil|bank|banque|mutuelle|assurances?|insurance|agence|agency|labs?|studio|partners|associates|associes|services|solutions|systems|technologies|university|universite|ministere|ministry|hopital|hospital)\b/;
/** Nouns that make a job title ("Engineer", "Développeur"), stronger than the words that only qualify one. */
const JOB_NOUNS =
  /\b(developpeu(r|se)|developer|ingenieure?|engineer|consultante?|chef|cheffe|manager|architecte?|analyste?|stagiaire|intern|alternante?|apprentie?|administrat(eur|rice|or)|scientist|testeu(r|se)|tester|responsable|directeur|directrice|director|head|cto|cio|experte?|technicien(ne)?|designer|owner|officer|integrat(eur|rice|or)|programmeur|programmer|coordinat(eur|rice|or)|formateur|formatrice|trainer|coach|lead|specialist|specialiste|assistante?|charge|chargee|auditeur|auditor|gestionnaire|recetteur|trainee|graduate|apprentice|researcher|chercheu(r|se)|teacher|enseignante?|professeur|professor|founder|fondateur|president|ceo|coo|cfo|vp)\b/;

/** How much a header part reads as a job title: a job noun, other title words, minus company words. */
function positionScore(part: string): number {
  const f = fold(part);
  return (JOB_NOUNS.test(f) ? 2 : 0) + (POSITION_WORDS.test(f) ? 1 : 0) - (COMPANY_WORDS.test(f) ? 2 : 0);
}

const COUNTRIES =
  /^(france|united kingdom|uk|england|scotland|wales|ireland|united states|usa|us|canada|germany|allemagne|deutschland|spain|espagne|italy|italie|belgium|belgique|switzerland|suisse|netherlands|pays-bas|luxembourg|portugal|india|inde|maroc|morocco|tunisie|tunisia|algerie|algeria|senegal|australia|singapore|remote)$/;

/** A place alone ("Manchester, England, United Kingdom", "Lyon (France)", "Remote"): a location, never the client. */
export function isLocationLine(text: string): boolean {
  const t = fold(text).replace(/[()]/g, ',');
  const parts = t
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 1) return /^(remote|teletravail|full remote|hybrid|hybride|on-site)$/.test(parts[0]!);
  return (
    parts.length <= 4 &&
    COUNTRIES.test(parts[parts.length - 1]!) &&
    parts.every((p) => p.split(' ').length <= 3) &&
    !COMPANY_WORDS.test(t) &&
    text
      .split(/[\s,()]+/)
      .filter(Boolean)
      .every((w) => /^\p{Lu}/u.test(w))
  );
}

/** A duration alone ("4 years 8 months", "2 ans"): a company's total time over its roles (LinkedIn). */
const DURATION_LINE =
  /^\(?\s*\d+\s*(ans?|annees?|years?|yrs?|mois|months?|mos?)\.?(\s*(et|and|,)?\s*\d+\s*(mois|months?|mos?)\.?)?\s*\)?$/;

const headerLike = (l: Line) =>
  !l.bullet &&
  !isLocationLine(l.text) &&
  !DASHED.test(l.text) &&
  !labelled(l.text) &&
  l.text.length <= 100 &&
  !/[.;]$/.test(l.text) &&
  !/^\p{Ll}/u.test(l.text);

const fieldLine = (l: Line) => {
  const lab = labelled(l.text);
  return lab ? experienceField(lab.label) !== null : experienceField(l.text) !== null;
};

const lighter = (a: Line, b: Line) => (b.bold && !a.bold) || (a.size ?? 0) < (b.size ?? 0);

function splitEntries(lines: readonly Line[], today: Date): Entry[] {
  const anchors = lines.map((l) => isPeriodLine(l, today));
  const starts: number[] = [];
  let previousAnchor = -1;
  for (let i = 0; i < lines.length; i++) {
    if (!anchors[i]) continue;
    let start = i;
    const floor = Math.max(previousAnchor + 1, starts.length ? starts[starts.length - 1]! + 1 : 0);
    while (
      start - 1 >= floor &&
      i - (start - 1) <= 2 &&
      lines[start - 1]!.block === lines[i]!.block &&
      headerLike(lines[start - 1]!) &&
      !anchors[start - 1] &&
      // a second header line is not lighter than the first ("Développeur" bold / "Acme" / dates, but not the previous
      // entry's last words above a bold title)
      (start === i || !lighter(lines[start - 1]!, lines[start]!))
    )
      start--;
    starts.push(start);
    previousAnchor = i;
  }
  // lines before the first dated entry: entries of their own when bold titles start them (undated experiences),
  // else the first entry's (an introduction)
  const undated: number[] = [];
  lines.slice(0, starts[0] ?? lines.length).forEach((l, i) => {
    if (l.bold && headerLike(l) && (i === 0 || !lines[i - 1]!.bold)) undated.push(i);
  });
  if (undated.length > 0 && undated[0] !== 0) undated[0] = 0;
  if (undated.length > 0) starts.unshift(...undated);
  else if (starts.length > 0) starts[0] = 0;
  else if (lines.length > 0) starts.push(0);
  const entries: Entry[] = [];
  for (let k = 0; k < starts.length; k++) {
    const slice = lines.slice(starts[k], k + 1 < starts.length ? starts[k + 1] : lines.length);
    const anchorAt = slice.findIndex((l) => anchors[lines.indexOf(l)]);
    const anchor = anchorAt >= 0 ? slice[anchorAt]! : null;
    const header = anchorAt >= 0 ? slice.slice(0, anchorAt) : slice.slice(0, 1);
    const body = anchorAt >= 0 ? slice.slice(anchorAt + 1) : slice.slice(1);
    // a header set after the period ("2019 – 2021" / "Développeur" / "Capgemini"): two lines when there is none
    const period = anchor ? anchors[lines.indexOf(anchor)]! : null;
    const known = header.length + (period?.rest ? 1 : 0);
    for (let taken = 0; known + taken < 2 && body[0] && headerLike(body[0]) && !fieldLine(body[0]); taken++) {
      const next = body[0];
      if (known + taken === 1 && (next.text.length > 60 || TEAM_METHOD.test(fold(next.text)))) break;
      header.push(body.shift()!);
    }
    entries.push({ header, anchor, period, body });
  }
  return entries;
}

/** A company without the place after it ("Northbridge Consulting, London", "Crédit du Sud, Montpellier (France)"). */
function withoutPlace(client: string): string {
  const m = /^(.+?),\s*(\p{Lu}[\p{L}'’. -]*?)(\s*\([\p{L} ]+\))?$/u.exec(client);
  if (!m || m[2]!.split(' ').length > 3 || COMPANY_WORDS.test(fold(m[2]!))) return client;
  return m[1]!.trim();
}

/** "Développeur Java chez Capgemini", "Role @ Company", "A — B": position and client. */
export function positionAndClient(parts: readonly string[]): { position: string; client: string } {
  const pieces: string[] = [];
  for (const part of parts) {
    const at = /^(.+?)\s+(?:chez|at|@|pour|for|au sein de|within)\s+(.+)$/i.exec(part);
    if (at) pieces.push(at[1]!, at[2]!);
    else pieces.push(...part.split(PART_SEPARATOR).map(clean));
  }
  const nonEmpty = pieces.map((p) => p.replace(/^[,\s]+|[,\s]+$/g, '')).filter(Boolean);
  if (nonEmpty.length === 1) {
    const comma = /^(.+?),\s+(.+)$/.exec(nonEmpty[0]!);
    if (comma && POSITION_WORDS.test(fold(comma[1]!)) !== POSITION_WORDS.test(fold(comma[2]!)))
      nonEmpty.splice(0, 1, comma[1]!, comma[2]!);
  }
  // the part that reads most as a job title (a job noun, no company word), the first on a tie; else the first part
  const places = nonEmpty.filter((p) => !isLocationLine(p));
  const scores = places.map(positionScore);
  const best = Math.max(0, ...scores);
  const at = best > 0 ? scores.indexOf(best) : 0;
  const position = places[at] ?? '';
  const client = withoutPlace(places.filter((_, i) => i !== at)[0] ?? '');
  return { position, client };
}

export function readExperiences(
  lines: readonly Line[],
  today: Date,
  collector: SkillCollector,
  warn: Warn,
): CvExperience[] {
  const out: CvExperience[] = [];
  // a company set once above its roles, with its total time under it (LinkedIn: "Acme" / "4 years 8 months" / role,
  // period / role, period): the client of each role until the next entry names its own
  const groups = new Set<number>();
  const kept = lines.filter((l, i) => {
    if (!DURATION_LINE.test(fold(l.text))) return true;
    const before = lines[i - 1];
    if (before && headerLike(before) && !isPeriodLine(before, today)) groups.add(before.index);
    return false;
  });
  let group = '';
  for (const entry of splitEntries(kept, today)) {
    const fields = { client: '', project: '', position: '', teamsMethods: [] as string[], description: [] as string[] };
    const tasks: string[] = [];
    const toolIds = new Map<number, string>();
    const headerTexts = entry.header.map((l) => l.text);
    if (entry.period?.rest) headerTexts.push(entry.period.rest);
    let field: 'tasks' | 'tools' | 'description' | 'teamsMethods' | null = null;
    let toolsLabel = '';
    const addTools = (text: string, label: string, source: string) => {
      const r = collector.addList(text, { hints: [label], source });
      for (const m of r.matched) toolIds.set(m.id, m.name);
      if (r.unmatched.length) fields.description.push(`${label} : ${r.unmatched.join(', ')}`);
    };
    for (const line of entry.body) {
      if (isLocationLine(line.text)) continue;
      // "Altéa Conseil (client : Groupe Bancaire Horizon)": the employer, and the end client the file records
      const via = CLIENT_IN_PARENS.exec(line.text);
      if (via && !fields.client) {
        fields.client = clean(via[2]!);
        fields.description.push(line.text);
        continue;
      }
      const lab = labelled(line.text);
      const f = lab ? experienceField(lab.label) : line.text.length <= 45 ? experienceField(line.text) : null;
      const value = lab ? lab.value : '';
      if (f) {
        field = null;
        if (f === 'client') fields.client ||= value;
        else if (f === 'project') fields.project ||= value;
        else if (f === 'position') fields.position ||= value;
        else if (f === 'tools') {
          toolsLabel = lab ? lab.label : line.text;
          if (value) addTools(value, toolsLabel, line.text);
          else field = 'tools';
        } else if (f === 'tasks' || f === 'description' || f === 'teamsMethods') {
          if (value) (f === 'tasks' ? tasks : fields[f]).push(value);
          field = f;
        }
        continue;
      }
      if (field === 'tools' && !line.bullet) {
        addTools(line.text, toolsLabel, line.text);
        continue;
      }
      const dashed = DASHED.exec(line.text);
      if (line.bullet || dashed || field === 'tasks')
        tasks.push(dashed ? line.text.slice(dashed[0].length) : line.text);
      else if (field === 'teamsMethods' || (line.text.length <= 80 && TEAM_METHOD.test(fold(line.text))))
        fields.teamsMethods.push(line.text);
      else fields.description.push(line.text);
    }
    const groupLine = entry.header.find((l) => groups.has(l.index));
    if (groupLine) group = groupLine.text;
    const fromHeader = positionAndClient(headerTexts.filter((t) => !groupLine || t !== groupLine.text));
    if (groupLine) fromHeader.client ||= withoutPlace(groupLine.text);
    else if (fromHeader.client) group = '';
    else fromHeader.client = withoutPlace(group);
    const position = limit(fields.position || fromHeader.position, 255);
    const client = limit(fields.client || (fields.position ? headerTexts.join(' — ') : fromHeader.client), 255);
    const source = limit(
      [...entry.header, ...(entry.anchor ? [entry.anchor] : []), ...entry.body].map((l) => l.text).join('\n'),
      4000,
    );
    if (!entry.period) {
      const dated = [...entry.header, ...entry.body.slice(0, 2)].find((l) => looksLikeDate(l.text));
      warn('periodNotUnderstood', dated?.text ?? headerTexts[0] ?? source);
    }
    if (!position) warn('experienceWithoutPosition', source);
    out.push({
      position,
      startDate: entry.period?.startDate ?? null,
      endDate: entry.period?.endDate ?? null,
      current: entry.period?.current ?? false,
      client,
      project: limit(fields.project, 255),
      description: limit(fields.description.join('\n'), 4096),
      teamsMethods: limit(fields.teamsMethods.join('\n'), 4096),
      tasks: limit(tasks.join('\n'), 4096),
      tools: [...toolIds.entries()].map(([idSkill, name]) => ({ idSkill, name })),
      source,
      keep: position !== '',
    });
  }
  return out;
}
