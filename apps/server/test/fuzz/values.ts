/**
 * fast-check arbitraries derived from JSON schemas: valid-looking values (types, enums, bounds, simple patterns,
 * real ids from the pool, coherent with one skills file) and mutations of them. Every generated value says
 * whether it breaks the schema (`violation`), so the test can demand a 4xx for it.
 */
import fc from 'fast-check';
import type { DcContext, IdPool } from './data-watch';
import type { JsonSchema } from './routes';

/** Replaced at send time by the current row version of the case's skills file. */
export const CURRENT_ROW_VERSION = Object.freeze({ currentRowVersion: true });

export interface Gen {
  value: unknown;
  /** Why the value breaks the schema, or null when it does not (or may not). */
  violation: string | null;
  label: string;
}

export interface GenEnv {
  pool: IdPool;
  /** The signed-in person (undefined when anonymous). */
  self?: number;
  path: string;
}

const types = (s: JsonSchema) => (s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type]);
const branches = (s: JsonSchema) => s.anyOf ?? s.oneOf;
const isPlainInteger = (s: JsonSchema) => types(s).some((x) => x === 'integer' || x === 'number');
/** An integer, or the shared id/number schema: an integer or a string of digits (anyOf). */
export const isIntegerSchema = (s: JsonSchema) => isPlainInteger(s) || (branches(s)?.some(isPlainInteger) ?? false);
/** The integer branch of an integer-or-digits schema (itself for a plain integer). */
const integerBranch = (s: JsonSchema) => (isPlainInteger(s) ? s : (branches(s)?.find(isPlainInteger) ?? s));
const isDate = (s: JsonSchema) =>
  s.format === 'date' ||
  (s.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') ?? false) ||
  (s.pattern?.includes('02-29') ?? false);

function bounds(schema: JsonSchema): { min: number; max: number } {
  const s = integerBranch(schema);
  let min = s.minimum ?? -1_000_000;
  let max = s.maximum ?? 1_000_000;
  if (s.exclusiveMinimum === true) min += 1;
  if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + 1;
  if (s.exclusiveMaximum === true) max -= 1;
  if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - 1;
  return { min, max };
}

type Kind =
  | 'person'
  | 'dc'
  | 'file'
  | 'outbox'
  | 'mailbox'
  | 'skill'
  | 'skillType'
  | 'profile'
  | 'experience'
  | 'education'
  | 'language'
  | 'certification'
  | 'project'
  | 'ea'
  | 'eaSkill'
  | 'goal'
  | 'eepLanguage'
  | 'otherAction'
  | 'trainingWish'
  | 'rowVersion'
  | 'none';

const SECTION_BY_PATH: [string, Kind][] = [
  ['/api/Exchanges/', 'outbox'],
  ['/api/Mailbox/', 'mailbox'],
  ['/api/File', 'file'],
  ['/api/Experience', 'experience'],
  ['/api/Education', 'education'],
  ['/api/Language/', 'language'],
  ['/api/Language', 'language'],
  ['/api/CertificationTest', 'certification'],
  ['/api/Project', 'project'],
  ['/api/ListeDc/', 'skill'],
  ['/api/Profile/', 'profile'],
  ['/api/User/', 'person'],
  ['/api/Boond/', 'person'],
  ['/api/SkillsEvaluation', 'eaSkill'],
  ['/api/Goal', 'goal'],
  ['/api/EEPLanguage', 'eepLanguage'],
  ['/api/OtherActionsNextYear', 'otherAction'],
  ['/api/Training/wishTraining', 'trainingWish'],
  ['/api/Ea/', 'ea'],
];

/** The calls whose row version is an evaluation's (not a skills file's). */
export const isEvaluationPath = (path: string) =>
  /^\/api\/(Ea\/|SkillsEvaluation|Goal|EEPLanguage|OtherActionsNextYear|Training\/wishTraining)/.test(path);

function idKind(path: string, name: string): Kind {
  if (/^(idUser|userId|personId|idUserFile)$/.test(name)) return 'person';
  if (name === 'idDc' || name === 'objectId') return 'dc';
  if (name === 'idEa') return 'ea';
  if (name === 'rowVersion') return 'rowVersion';
  if (name === 'idSkill' || name === 'idSkills') return 'skill';
  if (name === 'idSkillType') return 'skillType';
  if (name === 'idProfile') return 'profile';
  if (name === 'idCertification') return 'certification';
  if (name === 'idFile') return 'file';
  if (name === 'id') return SECTION_BY_PATH.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'none';
  return 'none';
}

const SECTIONS = [
  'experience',
  'education',
  'language',
  'certification',
  'project',
  'eaSkill',
  'goal',
  'eepLanguage',
  'otherAction',
  'trainingWish',
] as const;

function idsOf(kind: Kind, env: GenEnv, ctx: DcContext): { near: number[]; all: number[] } {
  const { pool } = env;
  switch (kind) {
    case 'person':
      return { near: [ctx.personId, ...(env.self ? [env.self] : [])], all: pool.person };
    case 'dc':
      return { near: [ctx.dcId], all: pool.dc.map((d) => d.dcId) };
    case 'ea':
      return {
        near: ctx.eaId === null ? [] : [ctx.eaId],
        all: pool.dc.flatMap((d) => (d.eaId === null ? [] : [d.eaId])),
      };
    case 'file':
      return {
        near: pool.file.filter((f) => f.personId === ctx.personId).map((f) => f.id),
        all: pool.file.map((f) => f.id),
      };
    case 'outbox':
      return { near: [], all: pool.outbox };
    case 'mailbox':
      return { near: [], all: pool.mailbox };
    case 'skill':
      return { near: [], all: pool.skill };
    case 'skillType':
      return { near: [], all: pool.skillType };
    case 'profile':
      return { near: [], all: pool.profile };
    default:
      if ((SECTIONS as readonly string[]).includes(kind)) {
        const k = kind as (typeof SECTIONS)[number];
        return { near: ctx[k], all: pool.dc.flatMap((d) => d[k]) };
      }
      return { near: [], all: [] };
  }
}

function integerArb(s: JsonSchema, name: string, env: GenEnv, ctx: DcContext): fc.Arbitrary<unknown> {
  const { min, max } = bounds(s);
  const small = fc.oneof(
    fc.constantFrom(min, Math.min(max, min + 1)),
    fc.integer({ min, max: Math.min(max, min + 20) }),
  );
  const kind = idKind(env.path, name);
  if (kind === 'rowVersion') return fc.oneof({ arbitrary: fc.constant(CURRENT_ROW_VERSION), weight: 5 }, small);
  const { near, all } = idsOf(kind, env, ctx);
  const options: fc.WeightedArbitrary<unknown>[] = [{ arbitrary: small, weight: 1 }];
  if (near.length) options.push({ arbitrary: fc.constantFrom(...near), weight: 6 });
  if (all.length) options.push({ arbitrary: fc.constantFrom(...all), weight: 3 });
  return fc.oneof(...options);
}

const WORDS = ['Java', 'a', 'Lead developer', 'Été 2024 — équipe', 'x.pdf', 'TypeScript', 'Paris'];

function stringArb(s: JsonSchema, name: string, env: GenEnv, ctx: DcContext): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, 40);
  if (isDate(s)) {
    return fc
      .tuple(fc.integer({ min: 1990, max: 2030 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  }
  if (/email|^to$/i.test(name)) return fc.constantFrom(...env.pool.emails.slice(0, 12), 'nobody@example.com');
  if (name === 'name' && env.path.startsWith('/api/ListeDc/') && env.pool.otherSkill.length) {
    return fc.oneof(fc.constantFrom(...env.pool.otherSkill), fc.constantFrom(...WORDS));
  }
  if (name === 'fileName') {
    const own = env.pool.file.filter((f) => f.personId === ctx.personId).map((f) => f.fileName);
    return fc.constantFrom(...own, ...env.pool.file.map((f) => f.fileName), 'cv.pdf');
  }
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((x) => x.length >= minLength && x.length <= (s.maxLength ?? 1e9));
    } catch {
      /* fall through to a plain string */
    }
  }
  return fc
    .oneof(fc.constantFrom(...WORDS), fc.string({ minLength, maxLength }))
    .filter((x) => x.length >= minLength && x.length <= (s.maxLength ?? 1e9));
}

/** A value that satisfies the schema (as far as this generator knows), preferring real, related ids. */
export function validArb(s: JsonSchema, name: string, env: GenEnv, ctx: DcContext): fc.Arbitrary<unknown> {
  const alt = branches(s);
  const base: fc.Arbitrary<unknown> = isIntegerSchema(s)
    ? // An id is sent as a number, now and then as its digits (both are the same value to the API).
      fc
        .tuple(integerArb(integerBranch(s), name, env, ctx), fc.nat(9))
        .map(([v, n]) => (alt && n === 0 && typeof v === 'number' ? String(v) : v))
    : alt
      ? fc.oneof(...alt.map((b) => validArb(b, name, env, ctx)))
      : s.enum
        ? fc.constantFrom(...s.enum)
        : isIntegerSchema(s)
          ? integerArb(s, name, env, ctx)
          : types(s).includes('boolean')
            ? fc.boolean()
            : types(s).includes('string')
              ? stringArb(s, name, env, ctx)
              : types(s).includes('array')
                ? fc.array(validArb(s.items ?? {}, name, env, ctx), {
                    minLength: s.minItems ?? 0,
                    maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)),
                  })
                : types(s).includes('object') || s.properties
                  ? objectArb(s, env, ctx)
                  : fc.constant('x');
  return s.nullable ? fc.oneof({ arbitrary: base, weight: 6 }, { arbitrary: fc.constant(null), weight: 1 }) : base;
}

export function objectArb(s: JsonSchema, env: GenEnv, ctx: DcContext): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) model[k] = validArb(v, k, env, ctx);
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\r\n', '\t'];
const NASTY = ["'; drop table person; --", '../../etc/passwd', '%00', '\u202eevil', '😀👍🏽', '<script>x</script>', ' '];

const acceptsNull = (s: JsonSchema) =>
  s.nullable === true || types(s).includes('null') || (branches(s) ?? []).some(acceptsNull);
const enumOf = (s: JsonSchema) => s.enum ?? branches(s)?.flatMap((b) => b.enum ?? []);
const isStringOnly = (s: JsonSchema) => {
  const alt = branches(s);
  return alt ? alt.every(isStringOnly) : types(s).length === 1 && types(s)[0] === 'string';
};

/** Mutations of one value of schema `s`, each tagged with the schema rule it breaks (if any). */
export function mutationArb(s: JsonSchema, name: string, env: GenEnv, ctx: DcContext): fc.Arbitrary<Gen> {
  const g = (value: unknown, violation: string | null, label: string): Gen => ({ value, violation, label });
  const wrong = (what: string) =>
    `${name}: ${what} where the schema says ${JSON.stringify(s.type ?? s.enum ?? 'anyOf')}`;
  const isInt = isIntegerSchema(s) && !s.enum;
  const isStr = isStringOnly(s) && !enumOf(s);
  const list: fc.Arbitrary<Gen>[] = [];
  if (!types(s).includes('boolean')) {
    list.push(
      fc.constantFrom(
        g(true, wrong('boolean true'), `${name}=true`),
        g(false, wrong('boolean false'), `${name}=false`),
      ),
    );
  }
  if (!types(s).includes('array') && !(branches(s) ?? []).some((b) => types(b).includes('array')))
    list.push(fc.constant(g([1], wrong('array'), `${name}=[1]`)));
  if (!types(s).includes('object')) list.push(fc.constant(g({ a: 1 }, wrong('object'), `${name}={a:1}`)));
  if (!acceptsNull(s)) list.push(fc.constant(g(null, wrong('null'), `${name}=null`)));
  if (isInt) {
    const { min, max } = bounds(s);
    const out = (v: number) => (v < min || v > max ? `${name}: ${v} outside [${min}, ${max}]` : null);
    list.push(
      fc.constantFrom(
        ...[0, -1, -2147483648, 2147483648, 1e15, Number.MAX_SAFE_INTEGER].map((v) => g(v, out(v), `${name}=${v}`)),
        g(1.5, `${name}: 1.5 is not an integer`, `${name}=1.5`),
        g('abc', wrong('string "abc"'), `${name}="abc"`),
        g('12', null, `${name}="12" (numeric string, coercion tolerated)`),
      ),
    );
    const all = [...env.pool.person, ...env.pool.dc.map((d) => d.dcId), ...env.pool.file.map((f) => f.id)];
    if (all.length) list.push(fc.constantFrom(...all).map((v) => g(v, out(v), `${name}=${v} (someone else's id)`)));
  }
  if (isStr) {
    const pattern = s.pattern ?? (isDate(s) ? 'date' : undefined);
    const tooLong = (n: number) =>
      s.maxLength !== undefined && n > s.maxLength ? `${name}: ${n} chars > maxLength ${s.maxLength}` : null;
    // Does the value break the pattern? A value that passes once trimmed may be trimmed or refused: either is right.
    const re = s.pattern ? safeRegExp(s.pattern) : null;
    const breaks = (v: string) => (pattern === undefined ? false : re ? !re.test(v) && !re.test(v.trim()) : true);
    const patterned = (v: string) => (breaks(v) ? `${name}: breaks pattern ${pattern!.slice(0, 30)}` : null);
    list.push(
      fc.tuple(stringArb(s, name, env, ctx), fc.constantFrom(...CONTROL), fc.nat()).map(([base, c, at]) => {
        const i = base.length ? at % (base.length + 1) : 0;
        const value = base.slice(0, i) + c + base.slice(i);
        return g(
          value,
          patterned(value) ?? tooLong(value.length),
          `${name} with control character U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
        );
      }),
      fc.constantFrom(...NASTY).map((v) => g(v, patterned(v) ?? tooLong(v.length), `${name}=${JSON.stringify(v)}`)),
      fc.constant(
        g('', (s.minLength ?? 0) > 0 ? `${name}: empty, minLength ${s.minLength}` : patterned(''), `${name}=""`),
      ),
      fc
        .constantFrom((s.maxLength ?? 255) + 1, 100_000)
        .map((n) => g('x'.repeat(n), tooLong(n), `${name}: ${n} chars`)),
      fc.constant(g(42, wrong('number 42'), `${name}=42`)),
    );
  }
  const e = enumOf(s);
  if (e)
    list.push(
      fc.constant(
        g('zz-not-in-enum', `${name}: not one of ${JSON.stringify(e).slice(0, 40)}`, `${name}=zz-not-in-enum`),
      ),
    );
  if (types(s).includes('array')) {
    list.push(fc.constant(g('x', wrong('string'), `${name}="x"`)));
    if (s.items) {
      list.push(
        mutationArb(s.items, `${name}[0]`, env, ctx).map((m) => g([m.value], m.violation, m.label)),
        fc.constant(g([true], `${name}[0]: boolean`, `${name}=[true]`)),
      );
    }
    if (s.maxItems !== undefined && s.items) {
      const n = s.maxItems + 1;
      list.push(
        validArb(s.items, name, env, ctx).map((v) =>
          g(Array(n).fill(v), `${name}: ${n} items > maxItems`, `${name}: ${n} items`),
        ),
      );
    }
  }
  if (types(s).includes('object') && s.properties) list.push(objectMutationArb(s, env, ctx, name));
  return fc.oneof(...list);
}

/** A valid object with one property mutated, one required property missing, or an unknown property added. */
export function objectMutationArb(s: JsonSchema, env: GenEnv, ctx: DcContext, prefix = 'body'): fc.Arbitrary<Gen> {
  const props = Object.keys(s.properties ?? {});
  const required = (s.required ?? []).filter((k) => props.includes(k));
  const options: fc.Arbitrary<Gen>[] = [];
  if (props.length) {
    options.push(
      fc
        .tuple(objectArb(s, env, ctx), fc.constantFrom(...props))
        .chain(([base, key]) =>
          mutationArb(s.properties![key]!, key, env, ctx).map((m) => ({ ...m, value: { ...base, [key]: m.value } })),
        ),
    );
  }
  if (required.length) {
    options.push(
      fc.tuple(objectArb(s, env, ctx), fc.constantFrom(...required)).map(([base, key]) => {
        const value = { ...base };
        delete value[key];
        return { value, violation: `${prefix}: required ${key} missing`, label: `without ${key}` };
      }),
    );
  }
  options.push(
    objectArb(s, env, ctx).map((base) => ({
      value: { ...base, fuzzExtra: 'x', isAdmin: true },
      violation: s.additionalProperties === false ? `${prefix}: unknown properties` : null,
      label: 'unknown extra properties',
    })),
  );
  return fc.oneof(...options);
}

function safeRegExp(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}
