import { describe, expect, it } from 'vitest';
import { recogniseNeed, type NeedCatalogueSkill } from '@my-skills/shared/staffing-need';
import { SKILLS_BY_TYPE } from './skills';
import { SKILL_ALIASES } from './skill-aliases';

const skills = Object.values(SKILLS_BY_TYPE).flat();
const names = new Set(skills.flatMap(([, fr, en]) => [fr, en ?? fr]).map((n) => n.toLowerCase()));
const labels = new Set(skills.map(([, fr]) => fr));
const aliases = Object.values(SKILL_ALIASES).flat();

describe('seeded skill aliases', () => {
  it('belong to seeded skills, are unique whatever the case, and are no skill’s name', () => {
    for (const label of Object.keys(SKILL_ALIASES)) expect(labels.has(label), label).toBe(true);
    const lower = aliases.map((a) => a.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    for (const alias of aliases) {
      expect(names.has(alias.toLowerCase()), alias).toBe(false);
      expect(alias.length, alias).toBeLessThanOrEqual(60);
      expect(alias, alias).toBe(alias.trim());
    }
  });

  it('are recognised in a need against the whole seeded catalogue', () => {
    const catalogue: NeedCatalogueSkill[] = skills.map(([idBoond, fr, en], i) => ({
      id: i + 1,
      label: fr,
      nameFr: fr,
      nameEn: en ?? fr,
      idBoond,
      aliases: SKILL_ALIASES[fr] ?? [],
    }));
    const labelOf = (id: number) => catalogue[id - 1]!.label;
    const found = recogniseNeed('K8s, JS, Postgres, GCP, Golang, Spark, SQL Server, TDD, REST API', catalogue);
    expect(found.rows.map((r) => labelOf(r.idSkill))).toEqual([
      'Kubernetes',
      'JavaScript',
      'PostgreSQL',
      'Google Cloud Platform (GCP)',
      'Go',
      'Apache Spark',
      'Microsoft SQL Server',
      'Développement piloté par les tests (TDD)',
      'API REST',
    ]);
  });
});
