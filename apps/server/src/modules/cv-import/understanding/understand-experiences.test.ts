import { describe, expect, it } from 'vitest';
import { headingKey, matchHeading } from './headings';
import { splitName } from './identity';
import { positionAndClient } from './experiences';
import { understandCv } from './index';
import {
  bold,
  bullet,
  cv,
  heading,
  inBlock,
  labelOf,
  line,
  testContext,
} from '../../../../test/support/cv-understanding';

const fr = testContext(1);
const en = testContext(2);

describe('headings', () => {
  it.each([
    ['Expériences professionnelles', 'experience'],
    ['EXPÉRIENCE PROFESSIONNELLE :', 'experience'],
    ['Parcours professionnel', 'experience'],
    ['Work Experience', 'experience'],
    ['Employment history', 'experience'],
    ['Formation', 'education'],
    ['Diplômes', 'education'],
    ['Academic background', 'education'],
    ['Certifications', 'certifications'],
    ['Compétences techniques', 'skills'],
    ['Savoir-faire', 'skills'],
    ['Technical skills', 'skills'],
    ['Environnement technique', 'skills'],
    ['Langues', 'languages'],
    ['Languages', 'languages'],
    ['Projets', 'projects'],
    ['À propos', 'summary'],
    ['Profil', 'summary'],
    ['About me', 'summary'],
    ["Centres d'intérêt", 'interests'],
    ['Loisirs', 'interests'],
    ['Contact', 'contact'],
    ['E X P É R I E N C E S', 'experience'],
    ['01. Formation', 'education'],
    ['■ Compétences', 'skills'],
  ])('%s is a %s heading', (text, kind) => {
    expect(matchHeading(line(text, { bold: true }), 10)?.kind).toBe(kind);
  });
  it('reads a body on the heading line, and a longer styled heading by its start', () => {
    expect(matchHeading(line('Langues : Anglais courant'), 10)).toEqual({ kind: 'languages', rest: 'Anglais courant' });
    expect(matchHeading(line('Expériences professionnelles récentes', { bold: true }), 10)?.kind).toBe('experience');
  });
  it.each([
    'Formation des utilisateurs au nouvel outil',
    'Expérience utilisateur',
    'EXPÉRIENCE UTILISATEUR',
    'TESTS UNITAIRES',
    'Java, Spring, Kafka',
    'Client : BNP Paribas',
  ])('does not take %s for a heading', (text) => {
    expect(matchHeading(line(text, { bold: true }), 10)).toBeNull();
  });
  it('folds headings', () => {
    expect(headingKey('  — Compétences Clés : ')).toBe('competences cles');
  });
});

describe('identity', () => {
  it('splits names: capitals are the last name', () => {
    expect(splitName('Jean-Pierre DUPONT')).toEqual({ firstName: 'Jean-Pierre', lastName: 'Dupont' });
    expect(splitName('DE LA FONTAINE Marie')).toEqual({ firstName: 'Marie', lastName: 'De La Fontaine' });
    expect(splitName('Dupont, Jean')).toEqual({ firstName: 'Jean', lastName: 'Dupont' });
    expect(splitName('Marie Curie')).toEqual({ firstName: 'Marie', lastName: 'Curie' });
    expect(splitName('LÉA MARTIN')).toEqual({ firstName: 'Léa', lastName: 'Martin' });
  });
  it('takes the largest name on page 1 and the line under it, never contact data', async () => {
    const p = understandCv(
      cv(
        line('06 12 34 56 78', { size: 9 }),
        line('jean.dupont@example.org', { size: 9 }),
        line('Jean-Pierre DUPONT', { size: 22, bold: true }),
        line('12 rue des Lilas, 69003 Lyon', { size: 9 }),
        line('Développeur Full Stack Java / Angular', { size: 14 }),
        heading('Profil'),
        'Dix ans de développement Java pour la banque et l’assurance.',
      ),
      await fr,
    );
    expect(p.identity).toEqual({
      firstName: 'Jean-Pierre',
      lastName: 'Dupont',
      title: 'Développeur Full Stack Java / Angular',
      summary: 'Dix ans de développement Java pour la banque et l’assurance.',
    });
    expect(JSON.stringify(p)).not.toMatch(/example\.org|56 78|Lilas/);
    expect(p.warnings).toEqual([]);
  });
  it('reads a name set with its title or a civility, and takes no "Curriculum Vitae" for a name', async () => {
    const p = understandCv(
      cv(
        line('CURRICULUM VITAE', { size: 26 }),
        line('M. Paul MARTIN – Consultant DevOps', { size: 20 }),
        heading('Profil'),
        'Dix ans d’exploitation.',
      ),
      await fr,
    );
    expect(p.identity).toMatchObject({ firstName: 'Paul', lastName: 'Martin', title: 'Consultant DevOps' });
  });
  it('warns when no name is found, and takes no school or company under a heading for one', async () => {
    const p = understandCv(
      cv(heading('Compétences'), 'Java', heading('Formation'), line('IUT de Lannion', { bold: true, size: 12 }), 'DUT'),
      await fr,
    );
    expect(p.educations.map((e) => [e.degree, e.school])).toEqual([['DUT', 'IUT de Lannion']]);
    expect(p.identity.firstName).toBe('');
    expect(p.warnings.map((w) => w.code)).toEqual(['nameNotFound']);
  });
});

describe('experiences', () => {
  it('tells the position from the company', () => {
    expect(positionAndClient(['Société Générale — Développeur Java'])).toEqual({
      position: 'Développeur Java',
      client: 'Société Générale',
    });
    expect(positionAndClient(['Développeur Java chez Capgemini'])).toEqual({
      position: 'Développeur Java',
      client: 'Capgemini',
    });
    expect(positionAndClient(['Tech Lead @ Doctolib'])).toEqual({ position: 'Tech Lead', client: 'Doctolib' });
    expect(positionAndClient(['Acme Corp', 'Software Engineer'])).toEqual({
      position: 'Software Engineer',
      client: 'Acme Corp',
    });
  });

  it('splits a one-column list by its period lines, with fields, tasks, methods and tools', async () => {
    const p = understandCv(
      cv(
        heading('Expériences professionnelles'),
        bold('Développeur Java senior – Société Générale'),
        "janv. 2019 – aujourd'hui",
        'Projet : refonte du moteur de paiements',
        'Reprise d’une application de paiements critique.',
        bullet('Conception des API'),
        bullet('Encadrement de 3 développeurs'),
        'Équipe de 8 personnes, Agile/Scrum',
        'Environnement technique : Java 17, Spring Boot, Kafka, k8s, OutilMaison',
        bold('Capgemini — Développeur Java'),
        '03/2016 - 12/2018',
        'Client : BNP Paribas',
        bullet('Développement du portail'),
        '- Recette et mise en production',
        'Satisfaction client en hausse',
        bold('Stagiaire développeur, Atos'),
        '2015',
        bold('Analyste'),
        'Crédit Agricole',
        '2013 - 2014',
      ),
      await fr,
    );
    expect(p.experiences.map((e) => [e.position, e.client, e.startDate, e.endDate, e.current])).toEqual([
      ['Développeur Java senior', 'Société Générale', '2019-01-01', null, true],
      ['Développeur Java', 'BNP Paribas', '2016-03-01', '2018-12-01', false],
      ['Stagiaire développeur', 'Atos', '2015-01-01', '2015-12-01', false],
      ['Analyste', 'Crédit Agricole', '2013-01-01', '2014-12-01', false],
    ]);
    expect(p.experiences[1]).toMatchObject({
      tasks: 'Développement du portail\nRecette et mise en production',
      description: 'Satisfaction client en hausse',
    });
    const [first] = p.experiences;
    expect(first).toMatchObject({
      project: 'refonte du moteur de paiements',
      description: 'Reprise d’une application de paiements critique.\nEnvironnement technique : OutilMaison',
      tasks: 'Conception des API\nEncadrement de 3 développeurs',
      teamsMethods: 'Équipe de 8 personnes, Agile/Scrum',
      keep: true,
    });
    expect(first!.tools.map((t) => labelOf(t.idSkill))).toEqual(['Java', 'Spring Boot', 'Apache Kafka', 'Kubernetes']);
    // a tool is also proposed as a skill, once; the unknown one is an other skill
    expect(p.skills.map((s) => s.name)).toEqual(['Java', 'Spring Boot', 'Apache Kafka', 'Kubernetes']);
    expect(p.otherSkills.map((o) => o.name)).toEqual(['OutilMaison']);
  });

  it('reads a table where each cell is a block: the period cell, then the content cell', async () => {
    const p = understandCv(
      cv(
        heading('Work experience'),
        ...inBlock(1, bold('2016 to present')),
        ...inBlock(2, bold('Lead developer – Acme'), bullet('Built the billing'), 'Environment : Node, Mongo'),
        ...inBlock(3, bold('Sep. 2014 – Jun. 2016')),
        ...inBlock(4, bold('Developer – Globex'), bullet('Maintained the intranet')),
      ),
      await en,
    );
    expect(p.experiences.map((e) => [e.position, e.client, e.startDate, e.endDate, e.tasks])).toEqual([
      ['Lead developer', 'Acme', '2016-01-01', null, 'Built the billing'],
      ['Developer', 'Globex', '2014-09-01', '2016-06-01', 'Maintained the intranet'],
    ]);
    expect(p.experiences[0]!.tools.map((t) => t.name)).toEqual(['Node.js', 'MongoDB']);
  });

  it('reads a two-column CV whose sidebar holds the skills and languages', async () => {
    const p = understandCv(
      cv(
        ...inBlock(
          0,
          heading('CONTACT'),
          'lea@example.org',
          'Bordeaux',
          heading('COMPÉTENCES'),
          bold('Langages'),
          '– TypeScript',
          '– Java',
          bold('Bases de données'),
          '– Postgres',
          heading('LANGUES'),
          'Anglais : courant',
        ),
        ...inBlock(
          1,
          line('Léa Fontaine', { size: 24, bold: true }),
          line('Développeuse full-stack', { size: 14 }),
          heading('EXPÉRIENCE'),
          bold('Développeuse full-stack'),
          'Vignobles Connectés | janv. 2020 – aujourd’hui',
          bullet('Conception de la place de marché'),
          bold('Développeuse front-end'),
          'Agence Garonne Web | 06/2017 - 12/2019',
        ),
      ),
      await fr,
    );
    expect(p.identity).toMatchObject({ firstName: 'Léa', lastName: 'Fontaine', title: 'Développeuse full-stack' });
    expect(p.experiences.map((e) => [e.position, e.client, e.startDate])).toEqual([
      ['Développeuse full-stack', 'Vignobles Connectés', '2020-01-01'],
      ['Développeuse front-end', 'Agence Garonne Web', '2017-06-01'],
    ]);
    expect(p.skills.map((s) => s.name)).toEqual(['TypeScript', 'Java', 'PostgreSQL']);
    expect(p.languages.map((l) => [l.languageCode, l.idLevel])).toEqual([['en', 3]]);
    expect(p.warnings).toEqual([]);
  });

  it('proposes an experience without a position unticked, and warns of it and of a period not understood', async () => {
    const p = understandCv(
      cv(heading('Expérience'), bold('Été 2019'), bullet('Tenue du stand'), bold('Acme'), '2018 - 2019'),
      await fr,
    );
    expect(p.experiences.map((e) => [e.position, e.startDate, e.keep])).toEqual([
      ['Été 2019', null, true],
      ['Acme', '2018-01-01', true],
    ]);
    expect(p.warnings.map((w) => [w.code, w.source])).toContainEqual(['periodNotUnderstood', 'Été 2019']);
    const q = understandCv(cv(heading('Expérience'), '2018 - 2019', bullet('Tenue du stand')), await fr);
    expect(q.experiences.map((e) => [e.position, e.keep])).toEqual([['', false]]);
    expect(q.warnings.map((w) => w.code)).toContain('experienceWithoutPosition');
  });

  it('joins the visual lines a PDF wraps: periods, list items, tool lists', async () => {
    const p = understandCv(
      cv(
        heading('Parcours professionnel'),
        bold('Ingénieure logiciel .NET'),
        'Aéro Finances Services, févr. 2021 -',
        'aujourd’hui',
        bullet('Conception et développement de la plateforme'),
        'de financement des équipements',
        'Environnement technique : C#, ASP.NET Core,',
        'Entity Framework, Azure, SQL',
        'Server',
        bold('Développeuse .NET'),
        'Occitanie Logiciels, 10/2017 - 01/2021',
        'Environnement technique : .NET, Blazor, Azure',
        'DevOps',
      ),
      await fr,
    );
    expect(p.experiences.map((e) => [e.position, e.client, e.startDate, e.endDate, e.tasks])).toEqual([
      [
        'Ingénieure logiciel .NET',
        'Aéro Finances Services',
        '2021-02-01',
        null,
        'Conception et développement de la plateforme de financement des équipements',
      ],
      ['Développeuse .NET', 'Occitanie Logiciels', '2017-10-01', '2021-01-01', ''],
    ]);
    expect(p.experiences.map((e) => e.tools.map((t) => labelOf(t.idSkill)))).toEqual([
      ['C#', 'ASP.NET Core', 'Entity Framework', 'Microsoft Azure', 'Microsoft SQL Server'],
      ['.NET', 'Blazor', 'Azure DevOps'],
    ]);
  });
});
