import { describe, expect, it } from 'vitest';
import { createCatalogueIndex } from './catalogue-index';
import { foldText, type SkillRow } from './skills-catalogue.repository';

const skill = (id: number, label: string, nameEn = label, extra: Partial<SkillRow> = {}): SkillRow => ({
  id,
  label,
  nameFr: label,
  nameEn,
  idBoond: 1000 + id,
  idSkillType: 1,
  isActive: true,
  typeFr: 'Outils',
  typeEn: 'Tools',
  isSoft: false,
  aliases: [],
  ...extra,
});

const CATALOGUE = [
  skill(1, 'JavaScript'),
  skill(2, 'Java'),
  skill(3, 'Gestion de projet', 'Project management'),
  skill(4, "Esprit d'équipe", 'Teamwork', { idSkillType: 2, idBoond: null }),
  skill(5, 'Apache Kafka', 'Apache Kafka', { aliases: ['Kafka'] }),
  skill(6, 'Jakarta EE', 'Jakarta EE', { isActive: false }),
];
const search = (term: string, extra: { idSkillType?: number; includeInactive?: boolean; limit?: number } = {}) =>
  createCatalogueIndex(async () => CATALOGUE)
    .search({ term: foldText(term), includeInactive: false, limit: 50, ...extra })
    .then((rows) => rows.map((r) => r.label));

describe('catalogue index', () => {
  it('ranks exact names first, then prefixes, then substrings, each by label', async () => {
    expect(await search('java')).toEqual(['Java', 'JavaScript']);
    expect(await search('ka')).toEqual(['Apache Kafka']);
    expect(await search('a', { limit: 2 })).toEqual(['Apache Kafka', "Esprit d'équipe"]);
  });
  it('matches French and English names, without accents, either apostrophe; Boond ids exactly', async () => {
    expect(await search('PROJECT')).toEqual(['Gestion de projet']);
    expect(await search('esprit d’equipe')).toEqual(["Esprit d'équipe"]);
    expect(await search('1002')).toEqual(['Java']);
    expect(await search('KAFKA')).toEqual(['Apache Kafka']);
    expect(await search('100')).toEqual([]);
  });
  it('filters by type and leaves inactive skills out unless asked', async () => {
    expect(await search('', { idSkillType: 2 })).toEqual(["Esprit d'équipe"]);
    expect(await search('jakarta')).toEqual([]);
    expect(await search('jakarta', { includeInactive: true })).toEqual(['Jakarta EE']);
  });
  it('loads once, reloads after the TTL or an invalidation, and never keeps a load that raced a write', async () => {
    let clock = 0;
    let loads = 0;
    let rows = [skill(1, 'Java')];
    const index = createCatalogueIndex(async () => (loads++, rows), { ttlMs: 1000, now: () => clock });
    const labels = async () => (await index.search({ term: '', includeInactive: true, limit: 50 })).map((r) => r.label);
    expect(await labels()).toEqual(['Java']);
    rows = [skill(1, 'Java'), skill(2, 'Kotlin')];
    expect(await labels()).toEqual(['Java']);
    clock = 1000;
    expect(await labels()).toEqual(['Java', 'Kotlin']);
    expect(loads).toBe(2);
    rows = [skill(2, 'Kotlin')];
    index.invalidate();
    expect(await labels()).toEqual(['Kotlin']);
    expect(loads).toBe(3);
    // an invalidation during a load: that load serves its callers but is not kept
    index.invalidate();
    const during = labels();
    index.invalidate();
    await during;
    await labels();
    expect(loads).toBe(5);
  });
  it('finds a skill by any of its names, an active one first', async () => {
    const index = createCatalogueIndex(async () => [
      skill(1, 'Lens', 'Lens', { isActive: false }),
      skill(2, 'Kubernetes Lens', 'Lens'),
    ]);
    const match = await index.matcher();
    expect(match('LENS')?.id).toBe(2);
    expect(match('kubernetes lens')?.id).toBe(2);
    expect(match('nothing')).toBeUndefined();
  });
  it('matches a CV’s skill name by name, alias or Boond id, folded, and says how', async () => {
    const index = createCatalogueIndex(async () => [
      ...CATALOGUE,
      skill(7, 'Kubernetes', 'Kubernetes', { aliases: ['K8s'], isActive: false }),
      skill(8, 'Kubernetes', 'Kubernetes', { aliases: ['Kube'] }),
      skill(9, '1005', '1005', { idBoond: null }),
    ]);
    const match = await index.cvMatcher({ includeInactive: true });
    const how = (name: string) => {
      const m = match(name);
      return m && [m.row.id, m.matchedBy];
    };
    expect(how('  javascript ')).toEqual([1, 'name']);
    expect(how('PROJECT   management')).toEqual([3, 'name']);
    expect(how('ESPRIT D’EQUIPE')).toEqual([4, 'name']);
    expect(how('kafka')).toEqual([5, 'alias']);
    expect(how('k8s')).toEqual([7, 'alias']);
    expect(how('kubernetes')).toEqual([8, 'name']);
    expect(how('1002')).toEqual([2, 'idBoond']);
    expect(how('1005')).toEqual([9, 'name']);
    expect(how('jakarta ee')).toEqual([6, 'name']);
    expect(how('Java 17')).toBeUndefined();
    expect(how('')).toBeUndefined();
    // active skills only unless asked
    const active = await index.cvMatcher();
    expect(active('k8s')).toBeUndefined();
    expect(active('jakarta ee')).toBeUndefined();
    expect(active('kube')?.row.id).toBe(8);
  });
});
