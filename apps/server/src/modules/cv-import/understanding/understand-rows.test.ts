import { describe, expect, it } from 'vitest';
import { findDuplicateOtherSkills } from '@my-skills/shared/skills-file-rules';
import { mentionOf } from './education';
import { understandCv } from './index';
import { findLanguages, levelFromWords } from './languages';
import { levelOf } from './skills';
import { bold, bullet, cv, heading, labelOf, line, testContext } from '../../../../test/support/cv-understanding';

const fr = testContext(1);
const en = testContext(2);

describe('education', () => {
  it('reads degree, school, end year and mention, one entry per degree', async () => {
    const p = understandCv(
      cv(
        heading('Formation'),
        '2014 – Master Informatique, Université de Lyon — mention Bien',
        'Diplôme d’ingénieur — INSA Lyon (2009 - 2012)',
        bold('Licence Mathématiques – Université de Nantes'),
        '2007',
        'BTS SIO, Lycée Chaptal, mention assez bien',
      ),
      await fr,
    );
    expect(p.educations.map((e) => [e.degree, e.school, e.year, e.mention])).toEqual([
      ['Master Informatique', 'Université de Lyon', 2014, 2],
      ['Diplôme d’ingénieur', 'INSA Lyon', 2012, null],
      ['Licence Mathématiques', 'Université de Nantes', 2007, null],
      ['BTS SIO', 'Lycée Chaptal', null, 3],
    ]);
  });
  it('reads a school set above its degree, one entry per school', async () => {
    const p = understandCv(
      cv(
        heading('Formation'),
        bold('Université de Rennes 1'),
        'Master, Informatique',
        '2013 - 2015',
        bold('IUT de Lannion'),
        'DUT Réseaux et Télécommunications',
        '2011 - 2013',
      ),
      await fr,
    );
    expect(p.educations.map((e) => [e.degree, e.school, e.year])).toEqual([
      ['Master, Informatique', 'Université de Rennes 1', 2015],
      ['DUT Réseaux et Télécommunications', 'IUT de Lannion', 2013],
    ]);
  });
  it.each([
    ['mention Très bien', 1],
    ['Mention TB', null],
    ['with honours, summa cum laude', 1],
    ['magna cum laude', 2],
    ['cum laude', 3],
    ['mention bien', 2],
    ['mention assez bien', 3],
    ['mention passable', 4],
    ['Master of Science', null],
  ])('mention of %s is %s', (text, id) => {
    expect(mentionOf(text)).toBe(id);
  });
});

describe('certifications and tests', () => {
  it('reads kind, organism, dates, score and linked skills', async () => {
    const p = understandCv(
      cv(
        heading('Certifications'),
        bullet('AWS Certified Solutions Architect – Associate (2021)'),
        bullet('Certified Kubernetes Administrator (CKA) — 03/2022, expire 03/2025'),
        bullet('Professional Scrum Master I – Scrum.org'),
        bullet('TOEIC 945 (2019)'),
        bullet('Oracle Certified Professional Java SE 11 Developer'),
        bullet('TOEIC : 850 points'),
      ),
      await fr,
    );
    expect(p.certifications.map((c) => [c.kind, c.name, c.organism, c.obtainedDate, c.expiryDate, c.score])).toEqual([
      ['certification', 'AWS Certified Solutions Architect — Associate', 'Amazon Web Services', '2021-01-01', null, ''],
      ['certification', 'Certified Kubernetes Administrator (CKA)', 'CNCF', '2022-03-01', '2025-03-01', ''],
      ['certification', 'Professional Scrum Master I', 'Scrum.org', null, null, ''],
      ['test', 'TOEIC', 'ETS', '2019-01-01', null, '945'],
      ['certification', 'Oracle Certified Professional Java SE 11 Developer', 'Oracle', null, null, ''],
      ['test', 'TOEIC', 'ETS', null, null, '850'],
    ]);
    expect(p.certifications.map((c) => c.skills.map((s) => labelOf(s.idSkill)))).toEqual([
      ['Amazon Web Services (AWS)'],
      ['Kubernetes'],
      ['Scrum'],
      [],
      ['Java'],
      [],
    ]);
    // no languages section: the TOEIC score says English, fluent
    expect(p.languages.map((l) => [l.languageCode, l.idLevel])).toEqual([['en', 3]]);
  });
});

describe('languages', () => {
  it('finds French, English and native names', () => {
    expect(findLanguages('Anglais, Deutsch et Español').map((l) => l.code)).toEqual(['en', 'de', 'es']);
    expect(findLanguages('Langue maternelle').map((l) => l.code)).toEqual([]);
  });
  it.each([
    ['notions', 1],
    ['niveau scolaire', 1],
    ['A2', 1],
    ['intermédiaire (B1)', 2],
    ['courant', 3],
    ['fluent', 3],
    ['professional working proficiency', 3],
    ['bilingue', 4],
    ['C2', 4],
    ['langue maternelle', 5],
    ['native speaker', 5],
    ['TOEIC 945', 3],
    ['TOEIC 600', 2],
    ['IELTS 7.0', 3],
  ])('%s → level %s', (text, level) => {
    expect(levelFromWords(text)).toBe(level);
  });
  it('reads one language per line or several on a line, level on the next line, and warns without a level', async () => {
    const p = understandCv(
      cv(
        heading('Languages'),
        'French: native',
        'English – Fluent (TOEIC 945)',
        'German',
        'Basic',
        'Spanish, Italian: basic',
        'Klingon',
        'Fluent: Dutch, Polish',
      ),
      await en,
    );
    expect(p.languages.map((l) => [l.languageCode, l.idLevel])).toEqual([
      ['fr', 5],
      ['en', 3],
      ['de', 1],
      ['es', 2],
      ['it', 1],
      ['nl', 3],
      ['pl', 3],
    ]);
    expect(p.warnings.filter((w) => w.code !== 'nameNotFound').map((w) => [w.code, w.message])).toEqual([
      ['languageWithoutLevel', 'Language without a level: “Spanish, Italian: basic”. Level proposed: Intermediate.'],
    ]);
  });
});

describe('skills', () => {
  it('reads levels: words, stars, marks, years', () => {
    expect([
      levelOf('Java (expert)'),
      levelOf('avancé'),
      levelOf('Python ★★☆☆'),
      levelOf('●●●○○'),
      levelOf('4/5'),
      levelOf('(3 ans)'),
      levelOf('notions'),
      levelOf('Java'),
    ]).toEqual([4, 3, 2, 2, 3, 3, 1, null]);
  });

  it('splits lists, matches names, aliases, Boond ids and versions, and keeps the rest as typed other skills', async () => {
    const p = understandCv(
      cv(
        heading('Compétences techniques'),
        'Langages : Java 17 (expert), JS, Python 3 ★★☆☆, Cobol maison',
        'Bases de données : Postgres ; MaBaseMaison | MSSQL',
        'Outils : Git / Jenkins, HTML/CSS, AWS (EC2, Lambda), 10021',
        'Avancé : Angular 15, Java / Kotlin',
        'Tests : Selenium',
        'Languages : Scala',
        'Savoir-être : esprit d’équipe, Team spirit, Bienveillance',
        bullet('FrameworkX, Java'),
        bullet('Anglais courant'),
      ),
      await fr,
    );
    expect(p.skills.map((s) => [labelOf(s.idSkill), s.level, s.matchedBy])).toEqual([
      ['Java', 4, 'name'],
      ['JavaScript', 1, 'alias'],
      ['Python', 2, 'name'],
      ['PostgreSQL', 1, 'alias'],
      ['Microsoft SQL Server', 1, 'alias'],
      ['Git', 1, 'name'],
      ['Jenkins', 1, 'name'],
      ['HTML5', 1, 'alias'],
      ['CSS3', 1, 'alias'],
      ['Amazon Web Services (AWS)', 1, 'alias'],
      ['React', 1, 'idBoond'],
      ['Angular', 3, 'name'],
      ['Kotlin', 3, 'name'],
      ['Selenium', 1, 'name'],
      ['Scala', 1, 'name'],
      ["Esprit d'équipe", 1, 'name'],
    ]);
    const types = (await fr).skillTypes;
    const typeCode = (id: number) => types.find((t) => t.id === id)?.code;
    expect(p.otherSkills.map((o) => [o.name, typeCode(o.idSkillType), o.level])).toEqual([
      ['Cobol maison', 'languages-frameworks', 1],
      ['MaBaseMaison', 'databases', 1],
      ['EC2', 'tools', 1],
      ['Lambda', 'tools', 1],
      ['Bienveillance', 'soft-skills', 1],
      ['FrameworkX', 'languages-frameworks', 1],
    ]);
    // a spoken language among the skills is a language
    expect(p.languages.map((l) => [l.languageCode, l.idLevel])).toEqual([['en', 3]]);
    expect(p.skills.find((s) => s.name === "Esprit d'équipe")).toMatchObject({
      isSoft: true,
      skillTypeName: 'Savoir-être',
    });
    expect(
      findDuplicateOtherSkills(
        p.skills.map((s) => ({ label: s.name, nameFr: s.name, nameEn: s.name })),
        p.otherSkills,
      ),
    ).toEqual([]);
  });

  it('names skills in the file’s language and never proposes one twice (skills and tools)', async () => {
    const p = understandCv(
      cv(
        heading('Skills'),
        'Methods: project management, TDD',
        heading('Experience'),
        bold('Engineer – Acme'),
        '2019 - 2020',
        'Tech stack: Gestion de projet, Java, java, JAVA 8',
      ),
      await en,
    );
    expect(p.skills.map((s) => s.name)).toEqual(['Project management', 'Test-driven development (TDD)', 'Java']);
    expect(p.experiences[0]!.tools.map((t) => t.name)).toEqual(['Project management', 'Java']);
  });
});

describe('projects and the lines before any heading', () => {
  it('reads projects by their name lines, and a profile paragraph and skill lists set before any heading', async () => {
    const p = understandCv(
      cv(
        line('Marie CURIE', { size: 20 }),
        'Développeuse Python',
        'Développeuse passionnée par la donnée, dix ans d’expérience dans la recherche et l’industrie.',
        'Langages : Python, R',
        heading('Projets personnels'),
        bold('Radium Tracker (2021 - 2022)'),
        'Suivi des mesures de radioactivité, en Python.',
        'Projet : Polonium',
        'Bibliothèque de calcul.',
      ),
      await fr,
    );
    expect(p.identity.summary).toBe(
      'Développeuse passionnée par la donnée, dix ans d’expérience dans la recherche et l’industrie.',
    );
    expect(p.skills.map((s) => s.name)).toEqual(['Python', 'R']);
    expect(p.projects.map((x) => [x.name, x.description, x.startDate, x.endDate])).toEqual([
      ['Radium Tracker', 'Suivi des mesures de radioactivité, en Python.', '2021-01-01', '2022-12-01'],
      ['Polonium', 'Bibliothèque de calcul.', null, null],
    ]);
  });
});

describe('warnings', () => {
  it('warns of lines outside any section, headings with nothing understood, and translates them', async () => {
    const p = understandCv(
      cv(
        line('Marie CURIE', { size: 20 }),
        'Chercheuse',
        'Texte libre',
        heading('Compétences'),
        '!!!',
        heading('Formation'),
        heading('Loisirs'),
        'Escalade',
      ),
      await fr,
    );
    expect(p.warnings.map((w) => [w.code, w.source, w.message])).toEqual([
      ['lineNotUnderstood', 'Texte libre', 'Texte non compris, à reprendre si besoin : « Texte libre ».'],
      ['lineNotUnderstood', '!!!', 'Texte non compris, à reprendre si besoin : « !!! ».'],
      ['emptySection', 'Compétences', 'Rien n’a été compris sous le titre « Compétences ».'],
      ['emptySection', 'Formation', 'Rien n’a été compris sous le titre « Formation ».'],
    ]);
  });
});
