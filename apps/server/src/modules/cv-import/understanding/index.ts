/**
 * The CV's understanding (issue 21 §2): the lines read from a CV → a proposed skills file (`CvProposal`), with rules
 * and dictionaries only, each explained in its file: headings.ts (sections), identity.ts (name, title), periods.ts,
 * experiences.ts, education.ts (education, certifications and tests, projects), languages.ts, skills.ts. Every row
 * carries the CV text it was read from; rows in doubt (no position, no degree) are proposed unticked; what was not
 * understood is a warning (warnings.ts).
 */
import type { CvProposal } from '@my-skills/shared/schemas/cv-import';
import { LANGUAGE_LEVELS } from '@my-skills/shared/languages';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { readCertifications, readEducations, readProjects } from './education';
import { isLocationLine, readExperiences } from './experiences';
import { headingKey, looksLikeHeading } from './headings';
import { findIdentity } from './identity';
import { findLanguages, levelFromTest, levelFromWords, readLanguages, type LanguageLine } from './languages';
import { bodySizeOf, joinWrappedLines, splitSections, type Line, type Section } from './sections';
import { levelAlone, levelOf, SkillCollector, typeFromWords, type ListResult } from './skills';
import { clean, isContactLine, labelled, limit, splitList } from './text';
import type { MatchedSkill, UnderstandCv, UnderstandingContext } from './types';
import { createWarnings, type Warn } from './warnings';

export type { MatchedSkill, SkillTypeRef, UnderstandCv, UnderstandingContext } from './types';

/** Reads the lines of a skills section: "Label : a, b, c" lists, group names on their own line, bare lists. */
function readSkillLines(
  section: Section,
  collector: SkillCollector,
  ctx: UnderstandingContext,
  warn: Warn,
  languageLines: LanguageLine[],
): number {
  let group = '';
  let names = 0;
  let previous: ListResult | null = null;
  const lines = section.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    // a skill table: "Compétence | Niveau" header cells, then rows of a skill cell and its level cell
    const nextLine = lines[i + 1];
    if (
      LEVEL_HEADER.test(headingKey(line.text)) ||
      (nextLine && LEVEL_HEADER.test(headingKey(nextLine.text)) && line.text.split(' ').length <= 3)
    )
      continue;
    const alone = levelAlone(line.text);
    if (alone !== null) {
      if (previous) collector.relevel(previous, alone);
      else warn('lineNotUnderstood', line.text);
      previous = null;
      continue;
    }
    previous = null;
    const lab = labelled(line.text);
    if (lab && lab.value) {
      const levelLabel = levelOf(lab.label) !== null && lab.label.split(' ').length <= 2;
      const hints = levelLabel ? [group, section.heading] : [lab.label, group, section.heading];
      const r = collector.addList(lab.value, {
        hints,
        source: line.text,
        level: levelLabel ? levelOf(lab.label) : null,
      });
      names += r.matched.length + r.unmatched.length;
      if (r.matched.length + r.unmatched.length === 0) warn('lineNotUnderstood', line.text);
      continue;
    }
    const text = (lab ? lab.label : line.text).replace(/^[-–—*+>]\s*/, '');
    // a group name on its own line ("Langages", then its items): short, no list, not a skill itself
    const next = lines[i + 1];
    const groupLike =
      !line.bullet &&
      text.split(' ').length <= 4 &&
      !/[,;|•]/.test(text) &&
      !collector.match(text) &&
      (lab !== null || looksLikeHeading(line, null) || typeFromWords([text], ctx.skillTypes) !== null) &&
      next !== undefined;
    if (groupLike) {
      group = text;
      continue;
    }
    // "Anglais" or "Anglais courant" among skills: a spoken language
    const spoken = findLanguages(text);
    if (
      spoken.length > 0 &&
      !collector.match(text) &&
      spoken.every((l) => l.tail.replace(/[\s,;:()–—-]/g, '').length < 25)
    ) {
      languageLines.push({ text, level: null });
      names += spoken.length;
      continue;
    }
    const r = collector.addList(text, { hints: [group, section.heading], source: line.text });
    names += r.matched.length + r.unmatched.length;
    if (r.matched.length + r.unmatched.length === 0) warn('lineNotUnderstood', line.text);
    else previous = r;
  }
  return names;
}

/** The level column's header of a skill table ("Compétence | Niveau", "Skill | Level"): it and the cell before it. */
const LEVEL_HEADER =
  /^(niveaux?|levels?|proficiency|maitrise|niveau de maitrise|annees d'experience|years of experience|experience)$/;

const SKILL_LIST_LABEL =
  /^(langages?|languages? de programmation|programming languages?|frameworks?|bases? de donnees|databases?|outils|tools|technologies|cloud|devops|methodes?|methodologies?|os|systemes?|logiciels|software|competences|skills)\b/;

export const understandCv: UnderstandCv = (doc, ctx) => {
  const read: Line[] = doc.lines.map((l, index) => ({ ...l, text: clean(l.text), index })).filter((l) => l.text !== '');
  const bodySize = bodySizeOf(read);
  const lines = doc.format === 'pdf' ? joinWrappedLines(read, bodySize) : read;
  const identity = findIdentity(lines, bodySize);
  const sections = splitSections(lines, bodySize, identity.nameIndex);
  const { warn, warnings } = createWarnings(ctx);
  const collector = new SkillCollector(ctx);
  const levelName = (id: number) => {
    const level = LANGUAGE_LEVELS.find((l) => l.id === id);
    return level ? pickLanguage(ctx.idCurrentLang, level) : String(id);
  };
  const proposal: CvProposal = {
    identity: {
      firstName: identity.firstName,
      lastName: identity.lastName,
      title: titleWithoutSkills(identity.title, collector),
      summary: '',
    },
    experiences: [],
    educations: [],
    certifications: [],
    projects: [],
    languages: [],
    skills: [],
    otherSkills: [],
    warnings,
  };
  if (identity.nameIndex === null) warn('nameNotFound', null);
  const summary: string[] = [];
  const languageLines: LanguageLine[] = [];
  const joiner = doc.format === 'pdf' ? ' ' : '\n';

  for (const [at, section] of sections.entries()) {
    const body = section.lines.filter(
      (l) => l.index !== identity.nameIndex && l.index !== identity.titleIndex && !isContactLine(l.text),
    );
    const before = countRows(proposal, collector, summary, languageLines);
    const sectionOf = { ...section, lines: body };
    switch (section.kind) {
      case 'experience':
        proposal.experiences.push(...readExperiences(body, ctx.today, collector, warn));
        break;
      case 'education':
        proposal.educations.push(...readEducations(body, ctx.today));
        break;
      case 'certifications':
        proposal.certifications.push(...readCertifications(body, ctx.today, collector, doc.format === 'pdf'));
        break;
      case 'projects':
        proposal.projects.push(...readProjects(body, ctx.today));
        break;
      case 'skills':
        // "Compétences personnelles" right above "Langues" (Europass): a heading over the languages, not an empty one
        if (body.length === 0 && sections[at + 1]?.kind === 'languages') continue;
        // skills already proposed (an experience's tools) count: the section was understood
        if (readSkillLines(sectionOf, collector, ctx, warn, languageLines) === 0)
          warn('emptySection', section.heading, { section: limit(section.heading, 80) });
        continue;
      case 'languages':
        {
          // "Langue(s) maternelle(s)" (Europass), "Mother tongue": the level of the languages under it
          const level = levelFromWords(section.heading);
          languageLines.push(...body.map((l) => ({ text: l.text, level })));
        }
        break;
      case 'summary':
        summary.push(...body.map((l) => l.text));
        break;
      case 'interests':
      case 'contact':
        continue;
      case null:
        readPreamble(body, collector, summary, warn);
        continue;
    }
    if (countRows(proposal, collector, summary, languageLines) === before)
      warn('emptySection', section.heading, { section: limit(section.heading, 80) });
  }

  proposal.languages = readLanguages(languageLines, warn, levelName);
  // a TOEIC, TOEFL or IELTS score says the English level when the languages did not
  if (!proposal.languages.some((l) => l.languageCode === 'en')) {
    const test = proposal.certifications.find((c) => c.kind === 'test' && levelFromTest(`${c.name} ${c.score}`));
    if (test) {
      const idLevel = levelFromTest(`${test.name} ${test.score}`)!;
      proposal.languages.push({ languageCode: 'en', idLevel, source: test.source, keep: true });
    }
  }
  proposal.identity.summary = limit(summary.join(joiner), 4096);
  const { skills, otherSkills } = collector.finish();
  proposal.skills = skills;
  proposal.otherSkills = otherSkills;
  return proposal;
};

/**
 * A headline's title without the skills listed after it ("Senior Cloud Consultant | AWS · Kubernetes · Terraform" →
 * "Senior Cloud Consultant"): cut at the first ' | ' or ' · ' when most of what follows are catalogue skills.
 */
export function titleWithoutSkills(title: string, collector: SkillCollector): string {
  const [first, ...rest] = title.split(/\s+[|·•]\s+/);
  if (!first || rest.length === 0) return title;
  const items = rest.flatMap((r) => splitList(r));
  const known = items.filter((i) => collector.match(i)).length;
  return known > 0 && known * 2 >= items.length ? first.trim() : title;
}

function countRows(p: CvProposal, c: SkillCollector, summary: string[], languages: LanguageLine[]) {
  return (
    p.experiences.length +
    p.educations.length +
    p.certifications.length +
    p.projects.length +
    c.skills.length +
    c.otherSkills.length +
    summary.length +
    languages.length
  );
}

/** Lines before any heading (or at the top of the name's column): skill lists, the profile paragraph, the rest warned. */
function readPreamble(lines: readonly Line[], collector: SkillCollector, summary: string[], warn: Warn) {
  for (const line of lines) {
    // the person's place under the name ("Manchester, England, United Kingdom"): contact data, not kept
    if (isLocationLine(line.text)) continue;
    const lab = labelled(line.text);
    if (lab && lab.value && SKILL_LIST_LABEL.test(headingKey(lab.label))) {
      collector.addList(lab.value, { hints: [lab.label], source: line.text });
      continue;
    }
    if (line.text.length >= 60 && !line.bullet) {
      summary.push(line.text);
      continue;
    }
    warn('lineNotUnderstood', line.text);
  }
}

/** Adapts a catalogue matcher (skills-catalogue's `cvMatcher()`) to the understanding's, in the file's language. */
export function matchSkillWith(
  find: (name: string) =>
    | {
        row: { id: number; nameFr: string; nameEn: string; idSkillType: number; isSoft: boolean };
        matchedBy: MatchedSkill['matchedBy'];
      }
    | undefined,
  idLang: UnderstandingContext['idLang'],
): UnderstandingContext['matchSkill'] {
  return (name) => {
    const found = find(name);
    if (!found) return undefined;
    const { row, matchedBy } = found;
    return {
      id: row.id,
      name: idLang === 2 ? row.nameEn : row.nameFr,
      idSkillType: row.idSkillType,
      isSoft: row.isSoft,
      matchedBy,
    };
  };
}
