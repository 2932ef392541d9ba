/**
 * Constructs of common CV templates (LinkedIn export, Europass, UK Word CVs, skill tables, consulting-firm CVs), one
 * test per rule of the understanding that reads them.
 */
import { describe, expect, it } from 'vitest';
import { matchHeading } from './headings';
import { isLocationLine, positionAndClient } from './experiences';
import { understandCv } from './index';
import { levelAlone } from './skills';
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

describe('headings of common templates', () => {
  it.each([
    ['Top Skills', 'skills'],
    ['Professional history', 'experience'],
    ['Personal profile', 'summary'],
    ['Additional information', 'interests'],
    ['Informations complémentaires', 'interests'],
    ['Langue(s) maternelle(s)', 'languages'],
    ['Autre(s) langue(s)', 'languages'],
    ['Compétence numérique', 'interests'],
    ['Permis de conduire', 'interests'],
    // English puts the section's noun last
    ['Relevant experience', 'experience'],
    ['Selected projects', 'projects'],
    ['Industry certifications', 'certifications'],
  ])('%s is a %s heading', (text, kind) => {
    expect(matchHeading(line(text, { bold: true }), 10)?.kind).toBe(kind);
  });
  it('does not take a job, a programming-languages group or an unstyled line for a heading by its last word', () => {
    expect(matchHeading(line('Head of Education', { bold: true }), 10)).toBeNull();
    expect(matchHeading(line('Programming Languages', { bold: true }), 10)?.kind).not.toBe('languages');
    expect(matchHeading(line('Relevant experience'), 10)).toBeNull();
    expect(matchHeading(line('User experience', { bold: true }), 10)).toBeNull();
    expect(matchHeading(line('Customer Experience', { bold: true }), 10)).toBeNull();
  });
});

describe('identity', () => {
  it('takes a name under "Informations personnelles" and the title a "Poste visé" label gives (Europass)', async () => {
    const p = understandCv(
      cv(
        line('INFORMATIONS PERSONNELLES', { size: 8 }),
        line('Nathalie Lefebvre', { size: 16 }),
        line('nathalie.lefebvre@example.fr', { size: 8.5 }),
        line('Sexe Féminin | Date de naissance 14/05/1991 | Nationalité Française', { size: 8.5 }),
        line('POSTE VISÉ', { size: 8 }),
        line('Ingénieure systèmes et réseaux', { size: 13 }),
        line('EXPÉRIENCE PROFESSIONNELLE', { size: 8 }),
        line('mars 2021 – présent', { size: 8 }),
        line('Ingénieure systèmes et réseaux', { size: 11 }),
        line('Altéa Conseil, Toulouse (France)', { size: 9 }),
      ),
      await fr,
    );
    expect(p.identity).toMatchObject({
      firstName: 'Nathalie',
      lastName: 'Lefebvre',
      title: 'Ingénieure systèmes et réseaux',
    });
    expect(p.experiences.map((e) => [e.position, e.client, e.startDate])).toEqual([
      ['Ingénieure systèmes et réseaux', 'Altéa Conseil', '2021-03-01'],
    ]);
    expect(JSON.stringify(p)).not.toMatch(/Féminin/);
  });
  it('cuts a headline at the skills listed after the title, not at another title', async () => {
    const title = async (headline: string) =>
      understandCv(cv(line('Olivia Bennett', { size: 26 }), line(headline, { size: 12 })), await en).identity.title;
    expect(await title('Senior Cloud Consultant | AWS · Kubernetes · Terraform')).toBe('Senior Cloud Consultant');
    expect(await title('Consultant | Speaker | Author')).toBe('Consultant | Speaker | Author');
  });
});

describe('experiences of common templates', () => {
  it('reads a LinkedIn export: a company above its roles with its total time, each role dated and placed', async () => {
    const p = understandCv(
      cv(
        line('Olivia Bennett', { size: 26 }),
        line('Senior Cloud Consultant', { size: 12 }),
        line('Manchester, England, United Kingdom', { size: 10.5 }),
        line('Experience', { size: 15 }),
        line('Northbridge Consulting', { size: 12 }),
        '4 years 8 months',
        line('Senior Cloud Consultant', { size: 11 }),
        'April 2024 - Present (2 years 8 months)',
        'Manchester, England, United Kingdom',
        'Lead consultant on landing zones.',
        'Tech: AWS, Terraform, EKS',
        line('Cloud Consultant', { size: 11 }),
        'April 2022 - March 2024 (2 years)',
        'Manchester, England, United Kingdom',
        'Migrated a retailer’s estate to containers.',
        line('Pennine Software Ltd', { size: 12 }),
        line('Junior Systems Engineer', { size: 11 }),
        'July 2016 - August 2018 (2 years 2 months)',
        'Bradford, England, United Kingdom',
      ),
      await en,
    );
    expect(p.experiences.map((e) => [e.position, e.client, e.startDate, e.endDate])).toEqual([
      ['Senior Cloud Consultant', 'Northbridge Consulting', '2024-04-01', null],
      ['Cloud Consultant', 'Northbridge Consulting', '2022-04-01', '2024-03-01'],
      ['Junior Systems Engineer', 'Pennine Software Ltd', '2016-07-01', '2018-08-01'],
    ]);
    expect(p.experiences[0]!.tools.map((t) => labelOf(t.idSkill))).toEqual([
      'Amazon Web Services (AWS)',
      'Terraform',
      'Amazon EKS',
    ]);
    expect(JSON.stringify(p.experiences)).not.toMatch(/"(description|client)":"[^"]*Manchester/);
    // the place under the name is contact data: neither kept nor warned of
    expect(p.warnings).toEqual([]);
  });
  it('reads a UK header "Company, City <dates>" with the job title on the next line', async () => {
    const p = understandCv(
      cv(
        heading('Professional history'),
        bold('Northbridge Consulting, London Jan 2021 – Present'),
        'Senior Data Engineer',
        'Key achievements:',
        bullet('Cut the nightly batch window'),
        'Technologies: Snowflake, dbt',
      ),
      await en,
    );
    expect(p.experiences.map((e) => [e.position, e.client, e.startDate, e.tasks])).toEqual([
      ['Senior Data Engineer', 'Northbridge Consulting', '2021-01-01', 'Cut the nightly batch window'],
    ]);
  });
  it('takes the end client of "Firm (client : Client)"', async () => {
    const p = understandCv(
      cv(
        heading('Expériences professionnelles'),
        bold('Sept. 2022 – présent : Data Engineer Senior'),
        'Altéa Conseil (client : Groupe Bancaire Horizon)',
        'Stack : AWS, Spark',
      ),
      await fr,
    );
    expect(p.experiences.map((e) => [e.position, e.client, e.tools.length])).toEqual([
      ['Data Engineer Senior', 'Groupe Bancaire Horizon', 2],
    ]);
  });
  it('tells a job title from a company by their words, and a place from both', () => {
    expect(positionAndClient(['Pennine Software Ltd', 'Junior Systems Engineer'])).toEqual({
      position: 'Junior Systems Engineer',
      client: 'Pennine Software Ltd',
    });
    expect(positionAndClient(['Consultant DevOps', 'Crédit du Sud, Montpellier (France)'])).toEqual({
      position: 'Consultant DevOps',
      client: 'Crédit du Sud',
    });
    expect(isLocationLine('Manchester, England, United Kingdom')).toBe(true);
    expect(isLocationLine('Lyon (France)')).toBe(true);
    expect(isLocationLine('Altéa Conseil, Toulouse (France)')).toBe(false);
    expect(isLocationLine('Ville de Sérignac, Hérault (France)')).toBe(false);
  });
});

describe('education of common templates', () => {
  it('reads Europass rows: dates, degree with its qualification level, school under them; a lycée is a school', async () => {
    const p = understandCv(
      cv(
        line('Nathalie Lefebvre', { size: 16 }),
        heading('ÉDUCATION ET FORMATION'),
        ...inBlock(1, '2012 – 2013', 'Licence professionnelle Réseaux', 'Niveau 6 du CEC', 'IUT de Béziers'),
        ...inBlock(2, '2010 – 2012', 'BTS Services informatiques aux organisations Niveau 5 du CEC'),
        ...inBlock(2, 'Lycée Jean Moulin'),
        ...inBlock(3, '2008', 'Baccalauréat S'),
        // a cell that does not open like an entry (no degree, date or school) belongs to the one before
        ...inBlock(4, 'Mention assez bien'),
      ),
      await fr,
    );
    expect(p.educations.map((e) => [e.degree, e.school, e.year, e.mention])).toEqual([
      ['Licence professionnelle Réseaux', 'IUT de Béziers', 2013, null],
      ['BTS Services informatiques aux organisations', 'Lycée Jean Moulin', 2012, null],
      ['Baccalauréat S', '', 2008, 3],
    ]);
  });
});

describe('certifications of common templates', () => {
  it('joins a certification a PDF column wraps, not two certifications one per line', async () => {
    const p = understandCv(
      cv(
        heading('Certifications'),
        'AWS Certified Solutions',
        'Architect – Associate',
        'Certified Kubernetes',
        'Administrator (CKA)',
        'Professional Scrum Master I',
        'Professional Scrum Product Owner I',
        'ITIL 4 Foundation, 2018',
        'Professional Cloud Architect',
      ),
      await en,
    );
    expect(p.certifications.map((c) => c.name)).toEqual([
      'AWS Certified Solutions Architect — Associate',
      'Certified Kubernetes Administrator (CKA)',
      'Professional Scrum Master I',
      'Professional Scrum Product Owner I',
      'ITIL 4 Foundation',
      'Professional Cloud Architect',
    ]);
  });
});

describe('skills and languages of common templates', () => {
  it('reads a skill table: a level cell applies to its row, header cells and levels are no skills', async () => {
    const p = understandCv(
      cv(
        heading('COMPÉTENCES TECHNIQUES'),
        ...inBlock(5, bold('Compétence')),
        ...inBlock(6, bold('Niveau')),
        ...inBlock(7, 'Kubernetes'),
        ...inBlock(8, 'Expert'),
        ...inBlock(9, 'Prometheus / Grafana'),
        ...inBlock(10, 'Confirmé'),
        ...inBlock(11, 'OutilMaison'),
        ...inBlock(12, 'Intermédiaire'),
        ...inBlock(13, 'Go'),
        ...inBlock(14, 'Notions'),
      ),
      await fr,
    );
    expect(p.skills.map((s) => [labelOf(s.idSkill), s.level])).toEqual([
      ['Kubernetes', 4],
      ['Prometheus', 3],
      ['Grafana', 3],
      ['Go', 1],
    ]);
    expect(p.otherSkills.map((o) => [o.name, o.level])).toEqual([['OutilMaison', 2]]);
    expect(p.warnings.filter((w) => w.code !== 'nameNotFound')).toEqual([]);
    expect([levelAlone('Confirmé'), levelAlone('★★★☆'), levelAlone('Java (expert)')]).toEqual([3, 3, null]);
  });
  it('splits "Python & SQL" on the ampersand when a side is a skill, not "Recherche & Développement"', async () => {
    const p = understandCv(
      cv(heading('Core competencies'), bullet('Python & SQL'), bullet('Recherche & Développement')),
      await en,
    );
    expect(p.skills.map((s) => labelOf(s.idSkill))).toEqual(['Python', 'SQL']);
    expect(p.otherSkills.map((o) => o.name)).toEqual(['Recherche & Développement']);
  });
  it('reads a Europass language grid: native languages, the median CEFR level, the grid labels no skills', async () => {
    const p = understandCv(
      cv(
        heading('COMPÉTENCES PERSONNELLES'),
        ...inBlock(1, line('Langue(s) maternelle(s)', { size: 8 }), 'français'),
        ...inBlock(2, line('Autre(s) langue(s)', { size: 8 }), 'COMPRENDRE', 'PARLER', 'Écouter', 'Prendre part à'),
        ...inBlock(3, 'anglais', 'B2', 'C1', 'B2', 'B2', 'B2'),
        ...inBlock(4, 'italien', 'A2 B1 A2 A2 A1'),
        ...inBlock(5, 'Niveaux : A1 et A2 : utilisateur élémentaire - B1 et B2 : utilisateur indépendant'),
        ...inBlock(6, line('Compétence numérique', { size: 8 }), 'Traitement de l’information', 'Communication'),
        ...inBlock(7, 'Résolution de problèmes', 'Utilisateur expérimenté'),
        ...inBlock(8, line('Compétences liées à l’emploi', { size: 8 }), bullet('Systèmes : Linux, Debian')),
        ...inBlock(9, bullet('Permis de conduire : B')),
        ...inBlock(10, line('Permis de conduire', { size: 8 }), 'B'),
      ),
      await fr,
    );
    expect(p.languages.map((l) => [l.languageCode, l.idLevel])).toEqual([
      ['fr', 5],
      ['en', 3],
      ['it', 1],
    ]);
    expect(p.skills.map((s) => labelOf(s.idSkill))).toEqual(['Linux', 'Debian']);
    expect(p.otherSkills).toEqual([]);
    expect(p.certifications).toEqual([]);
    // the umbrella heading right above the languages is not an empty section
    expect(p.warnings.map((w) => w.code)).not.toContain('languageWithoutLevel');
    expect(p.warnings.map((w) => w.code)).not.toContain('emptySection');
  });
  it('reads a LinkedIn sidebar: "Top Skills" are skills, a language wrapped inside its parenthesis is one line', async () => {
    const p = understandCv(
      cv(
        heading('Contact'),
        'olivia@example.com',
        heading('Top Skills'),
        'Terraform',
        'Kubernetes',
        heading('Languages'),
        'French (Professional Working',
        'Proficiency)',
      ),
      await en,
    );
    expect(p.skills.map((s) => labelOf(s.idSkill))).toEqual(['Terraform', 'Kubernetes']);
    expect(p.languages.map((l) => [l.languageCode, l.idLevel, l.source])).toEqual([
      ['fr', 3, 'French (Professional Working Proficiency)'],
    ]);
  });
});
