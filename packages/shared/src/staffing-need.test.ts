import { describe, expect, it } from 'vitest';
import { NEED_DEFAULT_LEVEL, recogniseNeed } from './staffing-need';
import { NEED_FIXTURE_CATALOGUE as CATALOGUE } from './staffing-need.fixture';

const labelOf = new Map(CATALOGUE.map((s) => [s.id, s.label]));
/** The labels recognised, in the order of the text. */
const skills = (text: string) => recogniseNeed(text, CATALOGUE).rows.map((r) => labelOf.get(r.idSkill));
/** label → level. */
const levels = (text: string) =>
  Object.fromEntries(recogniseNeed(text, CATALOGUE).rows.map((r) => [labelOf.get(r.idSkill), r.minLevel]));

describe('recogniseNeed: names', () => {
  it('matches names with punctuation as whole tokens', () => {
    expect(skills('C#, C++ et .NET ; Node.js, ASP.NET Core, PL/SQL, scikit-learn')).toEqual([
      'C#',
      'C++',
      '.NET',
      'Node.js',
      'ASP.NET Core',
      'PL/SQL',
      'scikit-learn',
    ]);
    expect(skills('Objective thinking, MISRA C, C/C++')).toEqual(['MISRA C', 'C', 'C++']);
  });

  it('does not find one-letter names inside words, R&D, elisions or lower-case letters', () => {
    expect(skills("C'est une équipe R&D ; plan c, option r")).toEqual([]);
    expect(skills('Python/R et C')).toEqual(['Python', 'R', 'C']);
    expect(skills('Java, pas JavaScript')).toEqual(['Java', 'JavaScript']);
    expect(skills('JavaScript')).toEqual(['JavaScript']);
  });

  it('ignores case and accents, and lets small words and plurals vary inside names', () => {
    expect(skills('KUBERNETES, modelisation des donnees, gestion des projets, railway signalling')).toEqual([
      'Kubernetes',
      'Modélisation de données',
      'Gestion de projet',
      'Ferroviaire',
    ]);
    expect(skills('APIs REST et REST APIs')).toEqual(['API REST']);
  });

  it('prefers the longest name at each place', () => {
    expect(skills('Spring Boot, Spring, Azure DevOps, GitLab CI/CD')).toEqual([
      'Spring Boot',
      'Spring',
      'Azure DevOps',
      'GitLab CI',
    ]);
  });

  it('recognises aliases and the name without its bracketed part', () => {
    expect(skills('K8s, JS/TS, Golang, Postgres, Amazon Web Services, Google Cloud')).toEqual([
      'Kubernetes',
      'JavaScript',
      'TypeScript',
      'Go',
      'PostgreSQL',
      'Amazon Web Services (AWS)',
      'Google Cloud Platform (GCP)',
    ]);
  });

  it('takes everyday words for tools only when written as names', () => {
    expect(skills('Go-live in May, ready to go, go')).toEqual([]);
    expect(skills('Backend in Go and Rust')).toEqual(['Go', 'Rust']);
    expect(skills('Chef de projet, chef, spring 2025, au plus vite, en vue de')).toEqual([]);
    expect(skills('Chef, Vite et Vue')).toEqual(['Chef', 'Vite', 'Vue.js']);
    expect(skills('notions de Notion')).toEqual([]);
  });

  it('recognises a Boond id only after Boond or idBoond', () => {
    expect(skills('Boond: 60033, 60032')).toEqual(['VHDL', 'FPGA']);
    expect(skills('idBoond 10001')).toEqual(['Java']);
    expect(skills('ref 60033, 10001 euros')).toEqual([]);
  });

  it('gives the words of the text as evidence, and each skill once', () => {
    const { rows } = recogniseNeed('Modélisation des données ; k8s, Kubernetes expert', CATALOGUE);
    expect(rows.map((r) => [labelOf.get(r.idSkill), r.evidence])).toEqual([
      ['Modélisation de données', 'Modélisation des données'],
      ['Kubernetes', 'Kubernetes'],
    ]);
    expect(recogniseNeed('', CATALOGUE).rows).toEqual([]);
    expect(recogniseNeed('Java', []).rows).toEqual([]);
  });
});

describe('recogniseNeed: levels', () => {
  it('defaults to 2 and reads level words of both languages', () => {
    expect(NEED_DEFAULT_LEVEL).toBe(2);
    expect(levels('Java')).toEqual({ Java: 2 });
    expect(levels('Notions de Docker')).toEqual({ Docker: 1 });
    expect(levels('Python débutant')).toEqual({ Python: 1 });
    expect(levels('Kotlin intermediate')).toEqual({ Kotlin: 2 });
    expect(levels('PHP confirmé')).toEqual({ PHP: 3 });
    expect(levels('Experienced in React')).toEqual({ React: 3 });
    expect(levels('Bonne maîtrise de Git')).toEqual({ Git: 3 });
    expect(levels('Senior Java developer')).toEqual({ Java: 4 });
    expect(levels('Expertise Kubernetes')).toEqual({ Kubernetes: 4 });
    expect(levels('Tech lead Angular')).toEqual({ Angular: 4 });
  });

  it('counts optional skills as level 1', () => {
    expect(levels('Kubernetes est un plus')).toEqual({ Kubernetes: 1 });
    expect(levels('Flutter is a bonus. Nice to have: dbt, Snowflake')).toEqual({ Flutter: 1, dbt: 1, Snowflake: 1 });
  });

  it('reads years of experience', () => {
    expect(levels("5 ans d'expérience en Java")).toEqual({ Java: 4 });
    expect(levels('C# (3+ years)')).toEqual({ 'C#': 3 });
    expect(levels('1 year of Go')).toEqual({ Go: 1 });
  });

  it('gives a level word after a skill to that skill, else the nearest one before applies', () => {
    expect(levels('Java senior, Python junior')).toEqual({ Java: 4, Python: 1 });
    expect(levels('Java senior, Python')).toEqual({ Java: 4, Python: 2 });
    expect(levels('Python (advanced), SQL')).toEqual({ Python: 3, SQL: 2 });
    expect(levels('Expert Java, Spring et Hibernate')).toEqual({ Java: 4, Spring: 4, Hibernate: 4 });
    expect(levels('Maîtrise de Java et Spring Boot, notions de Kafka')).toEqual({
      Java: 3,
      'Spring Boot': 3,
      'Apache Kafka': 1,
    });
  });

  it('keeps level words within their sentence or line, and a skill once at its highest level', () => {
    expect(levels('Docker.\nKubernetes expert')).toEqual({ Docker: 2, Kubernetes: 4 });
    expect(levels('Java notions. Java expert. Java')).toEqual({ Java: 4 });
  });
});
