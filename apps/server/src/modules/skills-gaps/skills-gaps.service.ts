/**
 * Gaps → training suggestions (SkillsGaps/*, issue 22 §2): a person's gaps with ranked suggestions (gaps.ts), for one
 * person (the person, their managers down the chain, everyone with "all" access) or a page of the people a manager
 * follows (page permission trainings); the managers' target levels; the staffing demand recorded through
 * SkillDemandPort; a person's gap on one subject for the wish made from a suggestion (SkillGapsPort).
 */
import { canManageTraining } from '@my-skills/shared/trainings-rules';
import { can } from '@my-skills/shared/roles';
import {
  DEFAULT_LINE_GOAL,
  DEMAND_TOP_SKILLS,
  DEMAND_WINDOW_DAYS,
  type PersonGaps,
  type SkillTargetBody,
  type TeamGaps,
} from '@my-skills/shared/schemas/skills-gaps';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import type { GapSubjectRef, SkillDemandPort, SkillGapsPort } from '../../lib/skill-gaps';
import type { FileAccess } from '../people/file-access';
import { orgViewerOf } from '../people/org-chart.repository';
import { gapsOf, rawGaps, subjectKey, type PersonFacts, type SharedFacts } from './gaps';
import type { EntryRow, SkillsGapsRepository } from './skills-gaps.repository';

export interface SkillsGapsDeps {
  repository: SkillsGapsRepository;
  fileAccess: FileAccess;
  now: () => Date;
}

const group = <T, K>(rows: T[], key: (r: T) => K) => {
  const map = new Map<K, T[]>();
  for (const r of rows) {
    const list = map.get(key(r));
    if (list) list.push(r);
    else map.set(key(r), [r]);
  }
  return map;
};

export function createSkillsGapsService({ repository: repo, fileAccess, now }: SkillsGapsDeps) {
  const since = () => new Date(now().getTime() - DEMAND_WINDOW_DAYS * 86_400_000);

  /** The facts of every person of the set, and the demand. */
  async function facts(personIds: number[]) {
    const [evaluationLines, profileLines, targets, demand] = await Promise.all([
      repo.evaluationLines(personIds, DEFAULT_LINE_GOAL),
      repo.profileLines(personIds),
      repo.targets(personIds),
      repo.demand(since(), DEMAND_TOP_SKILLS),
    ]);
    const levelSkills = [...new Set([...targets.map((t) => t.idSkill), ...demand.map((d) => d.idSkill)])];
    const [ratings, fileLevels] = await Promise.all([
      repo.ratings(personIds, levelSkills),
      repo.fileLevels(personIds, levelSkills),
    ]);
    const byPerson = <T extends { personId: number }>(rows: T[]) => group(rows, (r) => r.personId);
    const [lines, profile, target, rated, filed] = [
      byPerson(evaluationLines),
      byPerson(profileLines),
      byPerson(targets),
      byPerson(ratings),
      byPerson(fileLevels),
    ];
    const people = personIds.map((personId): PersonFacts => ({
      personId,
      evaluationLines: lines.get(personId) ?? [],
      profileLines: profile.get(personId) ?? [],
      targets: target.get(personId) ?? [],
      ratings: new Map((rated.get(personId) ?? []).map((r) => [r.idSkill, r.level])),
      fileLevels: new Map((filed.get(personId) ?? []).map((r) => [r.idSkill, r.level])),
    }));
    return { people, demand, targets };
  }

  /** The names, entries and colleagues' successes the gaps of these people need. */
  async function shared(people: PersonFacts[], demand: SharedFacts['demand']): Promise<SharedFacts> {
    const gaps = people.flatMap((p) => rawGaps(p, { demand }));
    const skillIds = [
      ...new Set([
        ...gaps.filter((g) => g.kind === 'skill').map((g) => g.id),
        ...people.flatMap((p) => p.targets.map((t) => t.idSkill)),
      ]),
    ];
    const lineIds = [...new Set(gaps.filter((g) => g.kind === 'line').map((g) => g.id))];
    const [skillNames, lineNames, entries, successes] = await Promise.all([
      repo.skillNames(skillIds),
      repo.lineNames(lineIds),
      repo.entries(skillIds, lineIds),
      repo.successes(skillIds).then((rows) => new Map(rows.map((r) => [`${r.idEntry}:${r.idSkill}`, r.personIds]))),
    ]);
    const bySubject = new Map<string, EntryRow[]>();
    for (const [kind, rows] of [
      ['skill', entries.skills],
      ['line', entries.lines],
    ] as const)
      for (const e of rows) {
        const key = subjectKey(kind, e.subjectId);
        const list = bySubject.get(key);
        if (list) list.push(e);
        else bySubject.set(key, [e]);
      }
    return {
      demand,
      skillNames: new Map(skillNames.map((n) => [n.id, n])),
      lineNames: new Map(lineNames.map((n) => [n.id, n])),
      entries: bySubject,
      successes,
    };
  }

  async function gapsOfPeople(auth: AuthContext, people: { id: number; name: string; mayAct: boolean }[]) {
    const f = await facts(people.map((p) => p.id));
    const s = await shared(f.people, f.demand);
    return people.map((person, i): PersonGaps => ({
      idUser: person.id,
      name: person.name,
      gaps: gapsOf(f.people[i]!, s, auth.idLang),
      targets: f.people[i]!.targets.map((t) => {
        const n = s.skillNames.get(t.idSkill);
        return {
          idSkill: t.idSkill,
          name: n ? pickLanguage(auth.idLang, { fr: n.nameFr, en: n.nameEn }) : '',
          level: t.level,
        };
      }),
      mayAct: person.mayAct,
    }));
  }

  /** The relation, 404 unknown person, 403 when the caller may not act for them (a manager in the chain, HR). */
  async function assertMayAct(auth: AuthContext, personId: number) {
    const relation = await fileAccess.relationTo(auth, personId);
    if (relation.isOwner) throw new AppError('BUSINESS_RULE', 'errors.SKILL_TARGET_SELF');
    const visible = relation.managesOwner || can(auth, 'people:seeAll');
    if (!canManageTraining(auth, { isOwner: false, visible })) throw new AppError('FORBIDDEN');
  }

  const port: SkillGapsPort = {
    async gapOf(personId: number, subject: GapSubjectRef) {
      const f = await facts([personId]);
      const gap = rawGaps(f.people[0]!, { demand: f.demand }).find(
        (g) => g.kind === subject.kind && g.id === subject.id,
      );
      return gap ? { levelFrom: gap.levelFrom, levelTo: gap.levelTo } : null;
    },
  };

  const demand: SkillDemandPort = {
    async record(criteria, askedBy) {
      await repo.recordDemand(
        criteria.map((c) => ({ idSkill: c.idSkill, level: c.minLevel })),
        askedBy,
        now(),
      );
    },
  };

  return {
    port,
    demand,

    /** GET SkillsGaps/person?idUser. */
    async person(auth: AuthContext, idUser: number): Promise<PersonGaps> {
      const relation = await fileAccess.assertCanOpen(auth, idUser);
      const visible = relation.isOwner || relation.managesOwner || can(auth, 'people:seeAll');
      const mayAct = canManageTraining(auth, { isOwner: relation.isOwner, visible }) && !relation.isOwner;
      const [named] = await repo.names([idUser]);
      return (await gapsOfPeople(auth, [{ id: idUser, name: named!.name, mayAct }]))[0]!;
    },

    /** GET SkillsGaps/team: a page of the people the caller follows (their chain; everyone with "all" access). */
    async team(auth: AuthContext, page: number, pageSize: number): Promise<TeamGaps> {
      const { rows, total } = await repo.teamPage(orgViewerOf(auth), pageSize, (page - 1) * pageSize);
      const items = await gapsOfPeople(
        auth,
        rows.map((r) => ({ id: r.id, name: r.name, mayAct: true })),
      );
      return { items, total, page, pageSize };
    },

    /** PUT SkillsGaps/target. */
    async setTarget(auth: AuthContext, body: SkillTargetBody) {
      await assertMayAct(auth, body.idUser);
      if (body.level === null) await repo.removeTarget(body.idUser, body.idSkill);
      else {
        if (!(await repo.activeSkill(body.idSkill)))
          throw new AppError('BUSINESS_RULE', 'errors.SKILL_TARGET_UNKNOWN_SKILL');
        await repo.setTarget(body.idUser, body.idSkill, body.level, auth.personId);
      }
      return { idUser: body.idUser, idSkill: body.idSkill, level: body.level };
    },
  };
}
export type SkillsGapsService = ReturnType<typeof createSkillsGapsService>;
