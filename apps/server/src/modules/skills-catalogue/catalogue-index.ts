/**
 * The catalogue in memory, for the searches everyone makes while filling a file (goal: p95 ≤ 20 ms).
 * A few hundred to a few thousand rows that change rarely: searching them in memory costs microseconds,
 * where the same search in SQL folds every name of every row on each call.
 *
 * This process's writes invalidate it at once; writes of every process (several app processes on one
 * PostgreSQL), and of anything else that writes the catalogue tables, invalidate it through the
 * `catalogue_changed` notifications (migration 0004, wired by skills-catalogue.module.ts), which also drop it
 * when the listening connection was lost. `ttlMs` remains only as a safety net: a notification can be lost
 * without the connection reporting it (a half-open TCP connection stays "up" until the kernel gives up), and a
 * reload costs one query of a few thousand rows, so a copy is never trusted longer than that.
 */
import { foldText, type SkillRow } from './skills-catalogue.repository';

interface Entry {
  row: SkillRow;
  /** label, French and English names and aliases, folded. */
  folded: readonly string[];
  idBoond: string | null;
  sortKey: string;
}

export interface IndexSearch {
  /** Already folded with foldText; empty: no text filter. */
  term: string;
  idSkillType?: number;
  includeInactive: boolean;
  limit: number;
}

const toEntry = (row: SkillRow): Entry => ({
  row,
  folded: [row.label, row.nameFr, row.nameEn, ...row.aliases].map(foldText),
  idBoond: row.idBoond === null ? null : String(row.idBoond),
  sortKey: row.label.toLowerCase(),
});

/** 0 exact name, alias or Boond id, 1 a name or alias starts with the term, 2 one contains it; -1 no match. */
function rank(entry: Entry, term: string): number {
  if (!term) return 2;
  if (entry.idBoond === term || entry.folded.includes(term)) return 0;
  if (entry.folded.some((name) => name.startsWith(term))) return 1;
  return entry.folded.some((name) => name.includes(term)) ? 2 : -1;
}

/** How a CV's skill name found its catalogue skill: its label or a name, an alias, or its Boond id. */
export type CatalogueMatchKind = 'name' | 'alias' | 'idBoond';
export interface CatalogueMatch {
  row: SkillRow;
  matchedBy: CatalogueMatchKind;
}

/** The key a free-text skill name is looked up by: folded (case, accents, apostrophes) and spaces collapsed. */
export const cvMatchKey = (name: string) => foldText(name).replace(/\s+/g, ' ').trim();

interface Snapshot {
  entries: Entry[];
  /** Lower-cased label and names → the skill (an active one first, then the oldest). */
  byName: Map<string, SkillRow>;
  /** Built on first use: folded label, names and aliases (names before aliases), and Boond ids → the skill. */
  cv: { active?: Map<string, CatalogueMatch>; all?: Map<string, CatalogueMatch> };
}

/** Active skills first, then the oldest. */
const preferredOrder = (rows: readonly SkillRow[]) =>
  [...rows].sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.id - b.id);

function buildSnapshot(rows: SkillRow[]): Snapshot {
  const entries = rows.map(toEntry);
  const byName = new Map<string, SkillRow>();
  for (const row of preferredOrder(rows)) {
    for (const name of [row.label, row.nameFr, row.nameEn]) {
      const key = name.toLowerCase();
      if (!byName.has(key)) byName.set(key, row);
    }
  }
  return { entries, byName, cv: {} };
}

function buildCvMap(rows: readonly SkillRow[]): Map<string, CatalogueMatch> {
  const map = new Map<string, CatalogueMatch>();
  const put = (key: string, match: CatalogueMatch) => {
    if (key && !map.has(key)) map.set(key, match);
  };
  const preferred = preferredOrder(rows);
  // A name wins over an alias, and both over a Boond id (digits that happen to be a skill's name stay that skill).
  for (const row of preferred)
    for (const name of [row.label, row.nameFr, row.nameEn]) put(cvMatchKey(name), { row, matchedBy: 'name' });
  for (const row of preferred) for (const alias of row.aliases) put(cvMatchKey(alias), { row, matchedBy: 'alias' });
  for (const row of preferred) if (row.idBoond !== null) put(String(row.idBoond), { row, matchedBy: 'idBoond' });
  return map;
}

const byRankThenLabel = (a: { rank: number; entry: Entry }, b: { rank: number; entry: Entry }) =>
  a.rank - b.rank ||
  (a.entry.sortKey < b.entry.sortKey ? -1 : a.entry.sortKey > b.entry.sortKey ? 1 : 0) ||
  a.entry.row.id - b.entry.row.id;

export function createCatalogueIndex(load: () => Promise<SkillRow[]>, { ttlMs = 60_000, now = Date.now } = {}) {
  let snapshot: Snapshot | null = null;
  let loadedAt = 0;
  let loading: Promise<Snapshot> | null = null;
  let generation = 0;

  function current(): Promise<Snapshot> {
    if (snapshot && now() - loadedAt < ttlMs) return Promise.resolve(snapshot);
    if (!loading) {
      const startedAt = generation;
      const pending = load().then((rows) => {
        const built = buildSnapshot(rows);
        // A write during the load may not be in these rows: keep them for this call only.
        if (startedAt === generation) {
          snapshot = built;
          loadedAt = now();
        }
        return built;
      });
      loading = pending;
      const clear = () => {
        if (loading === pending) loading = null;
      };
      pending.then(clear, clear);
    }
    return loading;
  }

  return {
    /** Call after every change to the catalogue (this process's writes, other processes' notifications). */
    invalidate() {
      generation += 1;
      snapshot = null;
      loading = null;
    },
    async search({ term, idSkillType, includeInactive, limit }: IndexSearch): Promise<SkillRow[]> {
      const hits: { rank: number; entry: Entry }[] = [];
      for (const entry of (await current()).entries) {
        if (idSkillType !== undefined && entry.row.idSkillType !== idSkillType) continue;
        if (!includeInactive && !entry.row.isActive) continue;
        const r = rank(entry, term);
        if (r >= 0) hits.push({ rank: r, entry });
      }
      return hits
        .sort(byRankThenLabel)
        .slice(0, limit)
        .map((hit) => hit.entry.row);
    },
    /** Finds the skill whose label, French or English name equals a name (case-insensitively); active ones first. */
    async matcher(): Promise<(name: string) => SkillRow | undefined> {
      const { byName } = await current();
      return (name) => byName.get(name.toLowerCase());
    },
    /**
     * Finds the skill a CV names: by label, French or English name, alias or Boond id, case, accents, apostrophes and
     * repeated spaces ignored; a name before an alias before a Boond id, then the oldest skill. Inactive skills only
     * when asked (a CV's skill nobody may add to a file is better kept as an other skill). Answers how it matched.
     */
    async cvMatcher({ includeInactive = false } = {}): Promise<(name: string) => CatalogueMatch | undefined> {
      const snap = await current();
      const key = includeInactive ? 'all' : 'active';
      snap.cv[key] ??= buildCvMap(snap.entries.map((e) => e.row).filter((row) => includeInactive || row.isActive));
      const cv = snap.cv[key];
      return (name) => cv.get(cvMatchKey(name));
    },
  };
}
export type CatalogueIndex = ReturnType<typeof createCatalogueIndex>;
