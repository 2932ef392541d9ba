/**
 * Configuration, parsed once from the environment. Nothing else reads process.env.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(60 * 24 * 30).default(8 * 60),
  COOKIE_SECURE: booleanFromEnv.optional(),
  DEV_LOGIN: booleanFromEnv.optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  ENVIRONMENT_LABEL: z.string().max(40).optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SUPPORT_EMAIL: z.string().email().default('support@my-skills.example.com'),
});

export interface Config {
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  dataDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionTtlMinutes: number;
  cookieSecure: boolean;
  devLogin: boolean;
  seedDemoOnFirstStart: boolean;
  environmentLabel: string;
  webDist: string;
  supportEmail: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    database: embedded
      ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
      : { kind: 'postgres', url: e.DATABASE_URL! },
    dataDir,
    logLevel: e.LOG_LEVEL,
    sessionTtlMinutes: e.SESSION_TTL_MINUTES,
    cookieSecure: e.COOKIE_SECURE ?? false,
    devLogin: e.DEV_LOGIN ?? embedded,
    seedDemoOnFirstStart: e.SEED_DEMO ?? embedded,
    environmentLabel: e.ENVIRONMENT_LABEL ?? (embedded ? 'development' : 'production'),
    webDist: path.resolve(e.WEB_DIST),
    supportEmail: e.SUPPORT_EMAIL,
  };
}
