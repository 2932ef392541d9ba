/**
 * Education, certifications and tests, projects.
 *
 * - Education: an entry starts at a line naming a degree (DEGREE_WORDS) or a dated line once the current entry has
 *   its degree; the part with a degree word is the degree, the part naming a school (SCHOOL_WORDS, else the other
 *   part) the school, the year the period's end year; the mention from its words (très bien/summa cum laude 1,
 *   bien/magna cum laude 2, assez bien/cum laude 3, passable 4 — DEGREE_MENTIONS). A school line opens the next
 *   entry only when the current one has its school (else it is the school under its degree and dates); a new block
 *   (a table row) after a degree and its year opens the next one; "Niveau 6 du CEC" / "EQF level 6" is dropped.
 * - Certifications: one per line (a list item or a line; in a PDF, a line that starts with the ending word of a
 *   name — "Architect – Associate" — continues a previous one left without one: a narrow column's wrap). Tests (TOEIC, TOEFL, IELTS, Voltaire…) are kind 'test' with their score; the organism comes from the text
 *   ("— Microsoft") or the dictionary of certification names; dates: the first date is obtained, "expire/valid until"
 *   gives the expiry; linked skills: catalogue skills named by the certification's words (not the organism's own name
 *   when it is a vendor, e.g. Oracle).
 * - Projects: an entry per name line (dated or bold), the rest its description.
 */
import type { CvCertification, CvEducation, CvProject } from '@my-skills/shared/schemas/cv-import';
import { findPeriod, withoutDuration } from './periods';
import type { Line } from './sections';
import type { SkillCollector } from './skills';
import { clean, fold, labelled, limit, PART_SEPARATOR } from './text';

const DEGREE_WORDS =
  /\b(master|mastere|msc|m\.?sc|mba|licence|bachelor|bachelors|bsc|b\.?sc|ba|bts|dut|but|deug|dea|dess|doctorat|phd|ph\.?d|these|diplome|diploma|degree|ingenieur|engineering degree|engineer's degree|baccalaureat|bac|cap|bep|classes? preparatoires?|cpge|prepa|titre (rncp|professionnel)|certificat|associate|hnd|a-levels?|high school|lycee|master's|licence pro(fessionnelle)?|mastere specialise|ms|m1|m2|l3)\b/;
const SCHOOL_WORDS =
  /\b(universite|university|univ|ecole|school|college|institut|institute|iut|lycee|insa|epita|epitech|esiea|efrei|polytech|polytechnique|centrale|supelec|mines|telecom|ensi\w*|enst\w*|esi\w*|hec|essec|escp|edhec|kedge|neoma|skema|em lyon|cnam|faculte|faculty|academy|academie|campus|sorbonne|sciences po|business school|iae|upmc|ut[a-z]*)\b/;

export const MENTION_WORDS: readonly (readonly [RegExp, number])[] = [
  [
    /\b(tres bien|very good|summa cum laude|with highest honou?rs|first class( honou?rs)?|felicitations|with distinction)\b/,
    1,
  ],
  [/\b(assez bien|quite good|cum laude|lower second|2:2)\b/, 3],
  [/\b(bien|good|magna cum laude|with high honou?rs|upper second|2:1)\b/, 2],
  [/\b(passable|fair|pass)\b/, 4],
];

export function mentionOf(text: string): number | null {
  const f = fold(text);
  if (!/\b(mention|honou?rs?|laude|with|grade|class|felicitations|distinction|2:[12]|second)\b/.test(f)) return null;
  const idx = f.search(/\b(mention|with|honou?rs|laude|class|felicitations|distinction|second)\b/);
  const tail = f.slice(Math.max(0, idx - 20));
  // "assez bien" before "bien", "magna cum laude" before "cum laude"
  if (/\bmagna cum laude\b/.test(tail)) return 2;
  for (const [re, id] of MENTION_WORDS) if (re.test(tail)) return id;
  return null;
}

const removeMention = (text: string) =>
  clean(
    text.replace(
      /[,\s–—-]*\(?\s*(mention\s+[\p{L} ]+?|with (highest |high )?honou?rs|(summa |magna )?cum laude|first class honou?rs|avec f[ée]licitations)\s*\)?(?=$|[,.;–—-])/iu,
      '',
    ),
  );

/** A qualification level written beside a degree ("Niveau 6 du CEC", "EQF level 6", "niveau 7 RNCP"): not a school. */
const QUALIFICATION_LEVEL =
  /[–—-]?\s*\(?\b(niveau \d (du |de la )?(cec|rncp|nomenclature)|eqf level \d|level \d (of the )?eqf)\b\)?/giu;

export function readEducations(lines: readonly Line[], today: Date): CvEducation[] {
  const groups: Line[][] = [];
  let current: Line[] = [];
  let hasDegree = false;
  let hasYear = false;
  let hasSchool = false;
  for (const raw of lines) {
    const line = { ...raw, text: clean(raw.text.replace(QUALIFICATION_LEVEL, ' ')) };
    if (!line.text) continue;
    // "Lycée Jean Moulin" names a school, not a degree ("Baccalauréat, Lycée Chaptal" names both)
    const degree = DEGREE_WORDS.test(fold(line.text).replace(/\b(lycee|high school)\b/g, ' '));
    const dated = findPeriod(line.text, today) !== null;
    // a school on its own line ("IUT de Lannion" / "DUT …" / "2011 – 2013") opens the next entry when the current one
    // has its school already; under a degree and its dates, it is theirs ("2012 – 2013" / "Licence …" / "IUT …")
    const school = !degree && !dated && SCHOOL_WORDS.test(fold(line.text));
    const full = hasDegree && (hasYear || hasSchool);
    // a new block (a table row or cell, a column) after a complete entry starts the next one, when it opens like one
    const newBlock = current.length > 0 && line.block !== current[current.length - 1]!.block;
    if (
      current.length > 0 &&
      ((degree && hasDegree) ||
        (dated && hasYear && hasDegree) ||
        (school && full && hasSchool) ||
        (newBlock && hasDegree && hasYear && (degree || dated || school)))
    ) {
      groups.push(current);
      current = [];
      hasDegree = false;
      hasYear = false;
      hasSchool = false;
    }
    current.push(line);
    hasDegree ||= degree;
    hasYear ||= dated;
    hasSchool ||= school;
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => {
    let year: number | null = null;
    let mention: number | null = null;
    const parts: string[] = [];
    for (const line of group) {
      const p = findPeriod(line.text, today);
      if (p?.endDate && year === null) year = Number(p.endDate.slice(0, 4));
      mention ??= mentionOf(line.text);
      const rest = removeMention(withoutDuration(p ? p.rest : line.text));
      for (const part of rest.split(PART_SEPARATOR)) {
        const lab = labelled(part);
        const piece = clean(lab && /ecole|school|universit|etablissement/i.test(fold(lab.label)) ? lab.value : part);
        if (piece) parts.push(piece.replace(/^[,\s]+|[,\s]+$/g, ''));
      }
    }
    // "Master Informatique, Université de Lyon": the school after a comma
    const split = parts.flatMap((p) => {
      const comma = /^(.+?),\s+(.+)$/.exec(p);
      return comma && SCHOOL_WORDS.test(fold(comma[2]!)) ? [comma[1]!, comma[2]!] : [p];
    });
    const degreeAt = split.findIndex((p) => DEGREE_WORDS.test(fold(p)));
    const degree = split[degreeAt >= 0 ? degreeAt : 0] ?? '';
    const others = split.filter((_, i) => i !== (degreeAt >= 0 ? degreeAt : 0));
    const school = others.find((p) => SCHOOL_WORDS.test(fold(p))) ?? others.find((p) => p.length <= 80) ?? '';
    return {
      degree: limit(degree, 255),
      school: limit(school, 255),
      year: year !== null && year >= 1950 && year <= 2100 ? year : null,
      mention,
      source: limit(group.map((l) => l.text).join('\n'), 4000),
      keep: degree !== '',
    };
  });
}

const TESTS =
  /\b(toeic|toefl|ielts|voltaire|cambridge|bulats|linguaskill|tosa|pix|delf|dalf|tcf|gmat|gre|bright|cles)\b/;
const ORGANISMS: readonly (readonly [RegExp, string, boolean])[] = [
  [/\b(aws|amazon web services)\b/, 'Amazon Web Services', true],
  [/\b(microsoft|azure|az-\d+|ms-\d+|dp-\d+|pl-\d+|mcsa|mcse|mcp)\b/, 'Microsoft', false],
  [/\b(google cloud|gcp|google)\b/, 'Google Cloud', false],
  [/\b(oracle|ocp|oca|java se)\b/, 'Oracle', false],
  [/\b(pmi|pmp|capm|pmi-acp)\b/, 'PMI', false],
  [/\b(scrum\.org|psm|pspo|psd)\b/, 'Scrum.org', false],
  [/\b(scrum alliance|csm|cspo)\b/, 'Scrum Alliance', false],
  [/\b(istqb|cftl)\b/, 'ISTQB', true],
  [/\b(itil|prince2|axelos|peoplecert)\b/, 'AXELOS', false],
  [/\b(cncf|cka|ckad|cks|linux foundation)\b/, 'CNCF', false],
  [/\b(hashicorp|terraform associate|vault associate)\b/, 'HashiCorp', false],
  [/\b(red hat|rhcsa|rhce)\b/, 'Red Hat', false],
  [/\b(cisco|ccna|ccnp|ccie)\b/, 'Cisco', false],
  [/\b(salesforce)\b/, 'Salesforce', true],
  [/\b(toeic|toefl|ets)\b/, 'ETS', false],
  [/\b(ielts)\b/, 'British Council', false],
  [/\b(voltaire)\b/, 'Projet Voltaire', false],
  [/\b(safe|scaled agile)\b/, 'Scaled Agile', false],
  [/\b(isaca|cisa|cism)\b/, 'ISACA', false],
  [/\b(isc2|cissp)\b/, 'ISC2', false],
  [/\b(comptia)\b/, 'CompTIA', false],
  [/\b(databricks)\b/, 'Databricks', true],
  [/\b(snowflake)\b/, 'Snowflake', true],
  [/\b(sap)\b/, 'SAP', false],
  [/\b(vmware)\b/, 'VMware', false],
  [/\b(mongodb)\b/, 'MongoDB', true],
  [/\b(tosa)\b/, 'Isograd', false],
];

/** The skills a certification's name names (word windows, longest first). */
function skillsNamed(name: string, collector: SkillCollector, vendorWord: RegExp | null) {
  const words = name.split(/[\s,()/–—-]+/).filter(Boolean);
  const found = new Map<number, string>();
  const used = new Set<number>();
  for (let size = Math.min(4, words.length); size >= 1; size--) {
    for (let i = 0; i + size <= words.length; i++) {
      if ([...Array(size).keys()].some((k) => used.has(i + k))) continue;
      const phrase = words.slice(i, i + size).join(' ');
      if (phrase.length < 2 || (vendorWord && vendorWord.test(fold(phrase)))) continue;
      if (size === 1 && /^\p{Ll}/u.test(phrase)) continue;
      const m = collector.match(phrase);
      if (m && !m.isSoft) {
        found.set(m.id, m.name);
        for (let k = 0; k < size; k++) used.add(i + k);
      }
    }
  }
  return [...found.entries()].map(([idSkill, n]) => ({ idSkill, name: n }));
}

/** A part without its surrounding commas, spaces and unbalanced parentheses. */
const trimPart = (part: string) => {
  let t = part.replace(/^[,\s]+|[,\s]+$/g, '');
  if (t.startsWith('(') && !t.includes(')')) t = t.slice(1);
  if (t.endsWith(')') && !t.includes('(')) t = t.slice(0, -1);
  if (t.startsWith('(') && t.endsWith(')')) t = t.slice(1, -1);
  return t.trim();
};

/** Words that end a certification's name ("… Architect – Associate", "… Administrator (CKA)", "… Foundation"). */
const CERTIFICATION_END =
  /^(architect|administrator|associate|professional|developer|engineer|practitioner|foundations?|fundamentals|specialist|expert|master|owner|analyst|manager|consultant|certification|certificate|certified|specialty|specialiste|niveau|level)$/i;

/**
 * A PDF's narrow column wraps a certification's name ("AWS Certified Solutions" / "Architect – Associate"): the next
 * line continues one that has no date, parenthesis or ending word of a name, when it starts with such a word.
 */
function unwrapCertifications(lines: readonly Line[], today: Date): Line[] {
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const lastWord = prev?.text.split(/\s+/).pop() ?? '';
    const firstWord = line.text.split(/[\s–—-]+/)[0] ?? '';
    if (
      prev &&
      !prev.bullet &&
      !line.bullet &&
      prev.block === line.block &&
      !findPeriod(prev.text, today) &&
      !/[)\d]$/.test(prev.text) &&
      !CERTIFICATION_END.test(lastWord) &&
      !/^[IVX]+$|^\p{Lu}{2,}$/u.test(lastWord) &&
      CERTIFICATION_END.test(firstWord)
    ) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
      continue;
    }
    out.push(line);
  }
  return out;
}

export function readCertifications(
  lines: readonly Line[],
  today: Date,
  collector: SkillCollector,
  wrapped = false,
): CvCertification[] {
  const out: CvCertification[] = [];
  for (const line of wrapped ? unwrapCertifications(lines, today) : lines) {
    const text = clean(line.text);
    if (!text) continue;
    const f = fold(text);
    const expiry =
      /\b(expire[sd]?|expiration|valid until|valable jusqu'(au|en)|valide jusqu'(au|en)|until)\b\s*:?\s*(.*)$/i.exec(f);
    const main = expiry ? text.slice(0, expiry.index) : text;
    const obtained = findPeriod(main, today);
    const expiryPeriod = expiry ? findPeriod(text.slice(expiry.index), today) : null;
    let rest = obtained ? obtained.rest : clean(main);
    rest = rest.replace(/\b(obtenue?s?|obtained|passed|réussie?|delivered)\s*(le|en|in|on)?\s*$/i, '').trim();
    const kind = TESTS.test(f) ? 'test' : 'certification';
    const score =
      /(?:score\s*:?\s*|\b(?:toeic|toefl(?: ibt)?|ielts|voltaire|tosa)\s*[:\-–]?\s*)(\d{1,4}(?:[.,]\d)?(?:\s*\/\s*\d{1,4})?)/i.exec(
        rest,
      );
    const scoreText = score ? score[1]!.replace(/\s+/g, '') : '';
    if (score && kind === 'test')
      rest = trimPart(
        clean(rest.replace(score[1]!, '').replace(/\bscore\s*:?|\b(points?|pts)\b/gi, '')).replace(/\s*:\s*$/, ''),
      );
    const parts = rest.split(PART_SEPARATOR).map(trimPart).filter(Boolean);
    const organismDef = ORGANISMS.find(([re]) => re.test(f));
    // "… — Microsoft": a part after the first that names an organism
    const named = parts.slice(1).find((p) => ORGANISMS.some(([re]) => re.test(fold(p))) && p.split(' ').length <= 3);
    const name = parts.filter((p) => p !== named).join(' — ') || parts[0] || '';
    if (!name) continue;
    const vendor = organismDef && !organismDef[2] ? organismDef[0] : null;
    out.push({
      kind,
      name: limit(name, 255),
      organism: limit(named ?? organismDef?.[1] ?? '', 255),
      obtainedDate: obtained ? obtained.startDate : null,
      expiryDate:
        expiryPeriod && (!obtained || expiryPeriod.startDate! >= obtained.startDate!) ? expiryPeriod.startDate : null,
      score: limit(scoreText, 50),
      skills: kind === 'test' ? [] : skillsNamed(name, collector, vendor),
      source: limit(line.text, 4000),
      keep: true,
    });
  }
  return out;
}

export function readProjects(lines: readonly Line[], today: Date): CvProject[] {
  const out: (CvProject & { parts: string[] })[] = [];
  let current: (CvProject & { parts: string[] }) | null = null;
  for (const line of lines) {
    const p = findPeriod(line.text, today);
    const lab = labelled(line.text);
    const isName =
      !line.bullet && (line.bold || p !== null || (lab !== null && /^(projet|project)s?$/i.test(lab.label)));
    if (isName || !current) {
      const name = clean(lab && /^(projet|project)s?$/i.test(lab.label) ? lab.value : p ? p.rest : line.text);
      current = {
        name: limit(name, 255),
        description: '',
        startDate: p?.startDate ?? null,
        endDate: p?.endDate ?? null,
        source: '',
        keep: name !== '',
        parts: [],
      };
      out.push(current);
      current.parts.push(line.text);
      continue;
    }
    current.parts.push(line.text);
    current.description = limit([current.description, line.text].filter(Boolean).join('\n'), 4096);
  }
  return out.map(({ parts, ...project }) => ({ ...project, source: limit(parts.join('\n'), 4000) }));
}
