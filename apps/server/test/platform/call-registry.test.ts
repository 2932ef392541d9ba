import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '@my-skills/shared/calls/registry';
import { isMessageKey, translate } from '../../src/i18n/messages';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registry = allCalls.map((c) => `${c.method} ${c.path}`).sort();

/**
 * The app's /api routes (the OpenAPI UI under /api/docs aside), as "METHOD /path", read from Fastify's own route
 * tree: each line of printRoutes is a node whose path continues its parent's (one level per 4 characters of indent).
 */
function appRoutes(): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes.sort();
}

describe('the call registry (packages/shared/src/calls)', () => {
  it('has exactly one server route per entry, and every /api route is an entry', () => {
    expect(appRoutes()).toEqual(registry);
    for (const call of allCalls) expect(t.app.hasRoute({ method: call.method, url: call.path }), call.name).toBe(true);
  });

  it('documents every entry in the OpenAPI document with its query, body and answer', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<
          string,
          {
            tags?: string[];
            summary?: string;
            parameters?: unknown[];
            requestBody?: unknown;
            responses: Record<string, { content?: object }>;
          }
        >
      >;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(registry);
    for (const call of allCalls) {
      const operation = doc.paths[call.path]![call.method.toLowerCase()]!;
      expect(operation.tags?.length, `${call.name} tags`).toBeGreaterThan(0);
      expect(operation.summary, `${call.name} summary`).toBeTruthy();
      expect(Boolean(operation.parameters?.length), `${call.name} query`).toBe(Boolean(call.query));
      expect(Boolean(operation.requestBody), `${call.name} body`).toBe(Boolean(call.body));
      expect('application/json' in (operation.responses['200']?.content ?? {}), `${call.name} answer`).toBe(
        Boolean(call.response),
      );
    }
  });

  it('names as success message a server text in both languages', () => {
    const withMessage = allCalls.filter((call) => call.message !== undefined);
    expect(withMessage.length).toBeGreaterThan(0);
    for (const { name, message } of withMessage) {
      expect(isMessageKey(message!), `${name}: ${message}`).toBe(true);
      const french = translate(1, message!);
      const english = translate(2, message!);
      expect(french, `${name}: ${message} in French`).not.toBe(message);
      // English falls back to French when it lacks the text.
      expect(english, `${name}: ${message} in English`).not.toBe(french);
    }
  });
});
