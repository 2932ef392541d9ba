/**
 * Requests for one route: a valid-looking query and body (coherent with one skills file), then at most one
 * mutation — of a query parameter, of a body property (recursively), or of the whole body (malformed JSON,
 * wrong top-level type, wrong media type, too large). Plus the systematic wrong-type sweep.
 */
import fc from 'fast-check';
import type { DcContext } from './data-watch';
import type { Field, JsonSchema, RouteSpec } from './routes';
import {
  CURRENT_ROW_VERSION,
  isIntegerSchema,
  mutationArb,
  objectArb,
  objectMutationArb,
  validArb,
  type Gen,
  type GenEnv,
} from './values';

export type QueryValue = string | typeof CURRENT_ROW_VERSION;

export type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; payload: string; contentType: string };

export interface FuzzCase {
  query: [string, QueryValue][];
  body: Body;
  /** Why the request breaks the route's schema (then it must be answered 4xx), or null. */
  violation: string | null;
  label: string;
  dcId: number;
}

const toQueryValue = (v: unknown): QueryValue =>
  v === CURRENT_ROW_VERSION ? CURRENT_ROW_VERSION : typeof v === 'string' ? v : JSON.stringify(v);

const enumOf = (s: JsonSchema) => s.enum ?? (s.anyOf ?? s.oneOf)?.flatMap((b) => b.enum ?? []);

function bounds(s: JsonSchema) {
  let min = s.minimum ?? -Infinity;
  let max = s.maximum ?? Infinity;
  if (s.exclusiveMinimum === true) min += 1;
  if (s.exclusiveMaximum === true) max -= 1;
  return { min, max };
}

/** Query strings are coerced: judge a raw string the way a coercing JSON-schema validator would. */
function queryMutationArb(f: Field, env: GenEnv, ctx: DcContext): fc.Arbitrary<Gen> {
  const s = f.schema;
  const g = (value: string, violation: string | null, label: string): Gen => ({ value, violation, label });
  const e = enumOf(s);
  const options: fc.Arbitrary<Gen>[] = [];
  if (isIntegerSchema(s) && !e) {
    const { min, max } = bounds(s);
    const judge = (raw: string) => {
      const n = Number(raw);
      if (raw.trim() === '') return null; // empty: tolerated either way
      if (!Number.isFinite(n)) return `${f.name}=${JSON.stringify(raw)} is not a number`;
      if (!Number.isInteger(n)) return `${f.name}=${raw} is not an integer`;
      return n < min || n > max ? `${f.name}=${raw} outside [${min}, ${max}]` : null;
    };
    options.push(
      fc
        .constantFrom(
          'true',
          'false',
          'abc',
          '1.5',
          '[]',
          '{}',
          'null',
          '',
          '1\u0000',
          '0',
          '-1',
          '2147483648',
          '1e15',
          '9'.repeat(400),
        )
        .map((raw) => g(raw, judge(raw), `${f.name}=${JSON.stringify(raw.slice(0, 20))}`)),
    );
    const ids = [
      ...env.pool.person,
      ...env.pool.dc.map((d) => d.dcId),
      ...env.pool.file.map((x) => x.id),
      ...env.pool.outbox,
    ];
    if (ids.length)
      options.push(fc.constantFrom(...ids).map((v) => g(String(v), judge(String(v)), `${f.name}=${v} (another id)`)));
  } else {
    // Strings (free text, patterns, enums): reuse the body mutations that stay strings.
    options.push(
      mutationArb(s, f.name, env, ctx)
        .filter((m) => typeof m.value === 'string')
        .map((m) => ({ ...m, value: m.value as string })),
    );
    if (e) options.push(fc.constant(g('zz', `${f.name}=zz not in enum`, `${f.name}=zz`)));
  }
  return fc.oneof(...options);
}

function queryArb(fields: Field[], env: GenEnv, ctx: DcContext): fc.Arbitrary<[string, QueryValue][]> {
  return fc
    .tuple(
      ...fields.map((f) =>
        f.required
          ? validArb(f.schema, f.name, env, ctx)
          : fc.option(validArb(f.schema, f.name, env, ctx), { nil: undefined, freq: 3 }),
      ),
    )
    .map((values) =>
      fields.flatMap((f, i): [string, QueryValue][] =>
        values[i] === undefined ? [] : [[f.name, toQueryValue(values[i])]],
      ),
    );
}

const MALFORMED = ['{"idDc":', '{', '', '{"idDc":1,}', '\u0000', "{'a':1}", '{"a":1}{"b":2}', 'NaN'];
const WRONG_TOP = ['null', '[]', '"x"', '42', 'true', '[{"idDc":1}]'];

function wholeBodyArb(route: RouteSpec): fc.Arbitrary<{ body: Body; violation: string | null; label: string }> {
  const json = (payload: string) => ({ kind: 'raw' as const, payload, contentType: 'application/json' });
  return fc.oneof(
    fc
      .constantFrom(...MALFORMED)
      .map((p) => ({ body: json(p), violation: 'malformed JSON body', label: `body ${JSON.stringify(p)}` })),
    fc.constantFrom(...WRONG_TOP).map((p) => ({
      body: json(p),
      violation: route.body ? 'body is not an object' : null,
      label: `body ${p}`,
    })),
    fc.constant({
      body: { kind: 'raw' as const, payload: 'idDc=1', contentType: 'application/x-www-form-urlencoded' },
      violation: 'unsupported media type',
      label: 'form-encoded body',
    }),
    fc.constant({
      body: json(JSON.stringify({ pad: 'x'.repeat(1_100_000) })),
      violation: 'body larger than the 1 MiB limit',
      label: '1.1 MB body',
    }),
  );
}

function multipart(parts: { name: string; fileName?: string; type?: string; content: string }[]): Body {
  const boundary = '----fuzzBoundary7MA4YWxk';
  const payload =
    parts
      .map(
        (p) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.fileName !== undefined ? `; filename="${p.fileName}"` : ''}\r\n` +
          `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n${p.content}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { kind: 'raw', payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

function multipartArb(): fc.Arbitrary<{ body: Body; violation: string | null; label: string }> {
  return fc.constantFrom(
    {
      body: multipart([{ name: 'file', fileName: 'fuzz.pdf', type: 'application/pdf', content: PDF }]),
      violation: null,
      label: 'pdf upload',
    },
    {
      body: multipart([{ name: 'file', fileName: 'a\u0000b.pdf', type: 'application/pdf', content: PDF }]),
      violation: null,
      label: 'upload named with NUL',
    },
    {
      body: multipart([{ name: 'file', fileName: 'x.txt', type: 'text/plain', content: 'hello' }]),
      violation: null,
      label: 'text upload',
    },
    { body: multipart([{ name: 'file', fileName: '', content: '' }]), violation: null, label: 'empty upload' },
    {
      body: multipart([
        { name: 'a', fileName: 'a.pdf', content: PDF },
        { name: 'b', fileName: 'b.pdf', content: PDF },
      ]),
      violation: null,
      label: 'two files',
    },
    { body: multipart([{ name: 'note', content: 'no file' }]), violation: null, label: 'no file part' },
    {
      body: { kind: 'json' as const, value: { file: 'x' } },
      violation: 'JSON body where multipart is expected',
      label: 'JSON body',
    },
  );
}

/** A valid-looking request (the base of the wrong-type sweep). */
export function baseCaseArb(route: RouteSpec, env: GenEnv, ctxArb: fc.Arbitrary<DcContext>): fc.Arbitrary<FuzzCase> {
  return ctxArb.chain((ctx) =>
    fc
      .record({
        query: queryArb(route.query, env, ctx),
        body: route.body
          ? objectArb(route.body.schema, env, ctx).map((value): Body => ({ kind: 'json', value }))
          : fc.constant<Body>({ kind: 'none' }),
      })
      .map((b) => ({ ...b, violation: null, label: 'valid-looking', dcId: ctx.dcId })),
  );
}

/** One request for `route`: valid-looking values, then at most one mutation. */
export function caseArb(route: RouteSpec, env: GenEnv, ctxArb: fc.Arbitrary<DcContext>): fc.Arbitrary<FuzzCase> {
  return ctxArb.chain((ctx) => {
    const body: fc.Arbitrary<Body> = route.body
      ? objectArb(route.body.schema, env, ctx).map((value) => ({ kind: 'json', value }))
      : fc.constant({ kind: 'none' });
    const base = fc.record({ query: queryArb(route.query, env, ctx), body });
    const make = (over: Partial<FuzzCase> & { label: string }) => (b: { query: FuzzCase['query']; body: Body }) => ({
      ...b,
      violation: null,
      dcId: ctx.dcId,
      ...over,
    });
    const options: fc.WeightedArbitrary<FuzzCase>[] = [
      { arbitrary: base.map(make({ label: 'valid-looking' })), weight: 3 },
    ];
    if (route.query.length) {
      options.push({
        weight: 3,
        arbitrary: fc.tuple(base, fc.constantFrom(...route.query)).chain(([b, f]) =>
          queryMutationArb(f, env, ctx).map((m) => ({
            ...b,
            query: [...b.query.filter(([k]) => k !== f.name), [f.name, m.value as string] as [string, QueryValue]],
            violation: m.violation,
            label: m.label,
            dcId: ctx.dcId,
          })),
        ),
      });
      options.push({
        weight: 1,
        arbitrary: fc.tuple(base, fc.constantFrom(...route.query), fc.nat(2)).map(([b, f, how]): FuzzCase => {
          const rest = b.query.filter(([k]) => k !== f.name);
          const value = b.query.find(([k]) => k === f.name)?.[1] ?? '1';
          if (how === 0)
            return {
              ...b,
              query: rest,
              violation: f.required ? `${f.name} missing` : null,
              label: `without ${f.name}`,
              dcId: ctx.dcId,
            };
          if (how === 1)
            return {
              ...b,
              query: [...rest, [f.name, value], [f.name, value]],
              violation: `${f.name} given twice`,
              label: `${f.name} twice`,
              dcId: ctx.dcId,
            };
          return {
            ...b,
            query: [...b.query, ['fuzzExtra', '1']],
            violation: null,
            label: 'unknown query parameter',
            dcId: ctx.dcId,
          };
        }),
      });
    }
    if (route.body) {
      options.push({
        weight: 4,
        arbitrary: fc.tuple(base, objectMutationArb(route.body.schema, env, ctx)).map(([b, m]) => ({
          ...b,
          body: { kind: 'json' as const, value: m.value },
          violation: m.violation,
          label: m.label,
          dcId: ctx.dcId,
        })),
      });
    }
    if (route.body || (route.method !== 'GET' && !route.multipart)) {
      options.push({
        weight: 1,
        arbitrary: fc.tuple(base, wholeBodyArb(route)).map(([b, w]) => ({ ...b, ...w, dcId: ctx.dcId })),
      });
    }
    if (route.multipart) {
      options.push({
        weight: 4,
        arbitrary: fc.tuple(base, multipartArb()).map(([b, w]) => ({ ...b, ...w, dcId: ctx.dcId })),
      });
    }
    return fc.oneof(...options);
  });
}

/**
 * The systematic sweeps, on top of a valid-looking request: every integer field of the query or the body (top
 * level) receives a boolean, every string body field a number — each must be refused with a 4xx — and every
 * free-text field (query or body) a NUL character, which may be accepted or refused but never answered 5xx.
 */
export function sweeps(route: RouteSpec, base: FuzzCase): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const withNul = (v: unknown) =>
    typeof v === 'string' && v.length ? `${v.slice(0, 1)}\u0000${v.slice(1)}` : 'a\u0000b';
  const nulViolation = (name: string, s: JsonSchema) =>
    s.pattern ? `${name}: NUL breaks pattern ${s.pattern.slice(0, 30)}` : null;
  for (const f of route.query) {
    const rest = base.query.filter(([k]) => k !== f.name);
    if (isIntegerSchema(f.schema) && !enumOf(f.schema)) {
      cases.push({
        ...base,
        query: [...rest, [f.name, 'true']],
        violation: `${f.name}=true where the schema says integer`,
        label: `sweep ${f.name}=true`,
      });
    } else if (f.schema.type === 'string' && !enumOf(f.schema)) {
      const value = withNul(base.query.find(([k]) => k === f.name)?.[1]);
      cases.push({
        ...base,
        query: [...rest, [f.name, value]],
        violation: nulViolation(f.name, f.schema),
        label: `sweep ${f.name} with NUL`,
      });
    }
  }
  const value = base.body.kind === 'json' ? (base.body.value as Record<string, unknown>) : undefined;
  if (route.body && value) {
    for (const [name, s] of Object.entries(route.body.schema.properties ?? {})) {
      const wrong = isIntegerSchema(s) && !enumOf(s) ? true : s.type === 'string' && !enumOf(s) ? 12 : undefined;
      if (wrong === undefined) continue;
      cases.push({
        ...base,
        body: { kind: 'json', value: { ...value, [name]: wrong } },
        violation: `${name}: ${JSON.stringify(wrong)} where the schema says ${String(s.type)}`,
        label: `sweep ${name}=${JSON.stringify(wrong)}`,
      });
      if (s.type === 'string') {
        cases.push({
          ...base,
          body: { kind: 'json', value: { ...value, [name]: withNul(value[name]) } },
          violation: nulViolation(name, s),
          label: `sweep ${name} with NUL`,
        });
      }
    }
  }
  return cases;
}
