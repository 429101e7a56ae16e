// The site's own address for absolute links in mails (issue 9 §2). It is never taken from a
// request's Host or X-Forwarded-Host header: anyone can send those, and a reset mail would then
// point at their host. The address is the admin's Base URL (web config), else the operator's
// OJ_PUBLIC_URL / publicUrl, else the one recorded on the site's first start
// (http://localhost:<port>), with a warning on every start until one is configured.
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { LoadedConfig } from '../config/load.ts';
import type { SiteSettings } from './settings.ts';

/** the site_settings row holding the address recorded on the first start */
const RECORDED_GROUP = 'recordedBaseUrl';

interface BaseUrlSources { db: Knex; config: LoadedConfig; settings: SiteSettings; log: FastifyBaseLogger }

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** On boot: records a base URL once, and tells the operator when none is configured. */
export async function recordBaseUrl({ db, config, settings, log }: BaseUrlSources): Promise<void> {
  const web = await settings.group('web');
  if (web.baseUrl || config.publicUrl) return;
  const first = `http://localhost:${config.port || 8080}`;
  await db('siteSettings').insert({ group: RECORDED_GROUP, value: JSON.stringify({ baseUrl: first }) }).onConflict('group').ignore();
  const recorded = await recordedBaseUrl(db);
  log.warn(`No base URL is configured: links in mails (password reset) use ${recorded}. Set OJ_PUBLIC_URL (or publicUrl in oj.config.json, or Base URL in the admin's web settings) to the address users open the site at.`);
}

async function recordedBaseUrl(db: Knex): Promise<string> {
  const row = await db('siteSettings').where({ group: RECORDED_GROUP }).first();
  return (row?.value as { baseUrl?: string } | undefined)?.baseUrl ?? 'http://localhost:8080';
}

/** The address absolute links start with, without a trailing slash. */
export async function siteBaseUrl({ db, config, settings }: Omit<BaseUrlSources, 'log'>): Promise<string> {
  const web = await settings.group('web');
  return trimSlash(web.baseUrl || config.publicUrl || (await recordedBaseUrl(db)));
}
