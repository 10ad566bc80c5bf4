import path from 'node:path';
import { z } from 'zod';
import { MAP_PROVIDERS, type MapProviderName } from './core/maps';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set to "false" to serve the API without starting background jobs (tests, one-off scripts). */
  JOBS: z.enum(['true', 'false']).default('true'),
  /** Marks session cookies Secure; set when served over HTTPS. */
  COOKIE_SECURE: z.enum(['true', 'false']).default('false'),
  /** Directory of the built web app to serve; empty disables it. */
  WEB_DIST: z.string().optional(),
  HOTLINE: z.string().default('400-800-1234'),
  /** Trust X-Forwarded-For from this many proxies (behind a load balancer), so limits see client IPs. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Which geocoder turns addresses into coordinates (core/maps.ts); only "local" is implemented. */
  MAP_PROVIDER: z
    .enum(MAP_PROVIDERS, {
      error: (issue) =>
        `unknown map provider ${JSON.stringify(issue.input)}; the implemented providers are: ${MAP_PROVIDERS.join(', ')}`,
    })
    .default('local'),
  /** Who writes document summaries (modules/knowledge/summary): "local" (extractive, offline) or "llm". */
  SUMMARY_PROVIDER: z.enum(['local', 'llm']).default('local'),
  /** The LLM provider: an OpenAI-compatible chat-completions URL, its key and model. */
  SUMMARY_LLM_URL: z.url().optional(),
  SUMMARY_LLM_KEY: z.string().optional(),
  SUMMARY_LLM_MODEL: z.string().default('gpt-4o-mini'),
  /** The mail server of the email message channel (smtp://user:pass@host:587, smtps://…); unset: no email. */
  SMTP_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Fieldline <no-reply@fieldline.local>'),
  /** Hosts a chat-app group robot may be on (comma-separated): WeCom's and DingTalk's own by default. */
  CHAT_APP_HOSTS: z
    .string()
    .default('qyapi.weixin.qq.com,oapi.dingtalk.com')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
  /**
   * Platform administrators (read the built-in SMS outbox in the product): their phones, comma-separated,
   * matched in the first enterprise created on this server. Empty: nobody.
   */
  PLATFORM_ADMIN_PHONES: z
    .string()
    .default('13800000001')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^1\d{10}$/, 'each entry must be an 11-digit mobile number'))),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  jobs: boolean;
  cookieSecure: boolean;
  webDist?: string;
  hotline: string;
  trustProxy: number;
  mapProvider: MapProviderName;
  platformAdminPhones: string[];
  smtpUrl?: string;
  mailFrom: string;
  chatAppHosts: string[];
  summary: { provider: 'local' | 'llm'; url?: string; key?: string; model: string };
}

const here = path.dirname(new URL(import.meta.url).pathname);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    jobs: e.JOBS === 'true',
    cookieSecure: e.COOKIE_SECURE === 'true',
    webDist: e.WEB_DIST ?? path.resolve(here, '../../web/dist'),
    hotline: e.HOTLINE,
    trustProxy: e.TRUST_PROXY,
    mapProvider: e.MAP_PROVIDER,
    platformAdminPhones: e.PLATFORM_ADMIN_PHONES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    chatAppHosts: e.CHAT_APP_HOSTS,
    summary: {
      provider: e.SUMMARY_PROVIDER,
      url: e.SUMMARY_LLM_URL,
      key: e.SUMMARY_LLM_KEY,
      model: e.SUMMARY_LLM_MODEL,
    },
  };
}
