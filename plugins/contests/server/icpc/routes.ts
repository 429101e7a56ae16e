// The ICPC Contest API, read only (CCS specs 2023-06), under /api/icpc: the API information, the
// contest, its access, state, judgement types, languages, problems, organizations, teams,
// submissions (and their files), judgements, runs, clarifications, awards, scoreboard and event
// feed. Every call is made with a token a contest admin issued (tokens.ts) and sees what the
// token's role may (view.ts). Answers are the spec's JSON (shared/icpc.ts), not the envelope;
// refusals are the envelope with the HTTP status of its `status` (ICPC clients read it).
// The contest's admins also export an ended contest as a contest package for the ICPC Resolver
// (package.ts), from the same admin-role snapshot.
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { FileBytes, OjError, type PluginContext } from '@oj/sdk';
import { builtInLanguages } from '@oj/judge-languages';
import { submissionsService } from '@oj/plugin-submissions/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ICPC_EVENT_DATA, ICPC_FILTERS, IcpcAccess, IcpcApiInfo, IcpcContest, IcpcContestParams, IcpcFeedQuery,
  IcpcObjectParams, IcpcScoreboard, IcpcState, icpcFilterQuery, type IcpcEventType,
} from '../../shared/icpc.ts';
import { zip } from '../ac-download.ts';
import { feedText, parseFeedToken, type FeedStreams } from './feed.ts';
import type { IcpcReads } from './reads.ts';
import { programOf } from './source.ts';
import type { IcpcTokens } from './tokens.ts';

/** the endpoints with a collection and an object per id */
const COLLECTIONS = ['judgement-types', 'languages', 'problems', 'organizations', 'teams', 'submissions', 'judgements', 'runs', 'clarifications', 'awards'] as const;

/** the source file of each built-in language, as the submission's zip names it */
const SOURCE_FILES = new Map(builtInLanguages.map((l) => [l.name, l.sourceFile]));

/**
 * Every ICPC route is open as far as the kernel's access hook goes — it is called without a site
 * session — and checks its own ICPC token in the handler (tokens.caller): 401 without a valid,
 * unrevoked token of this contest.
 */
const ICPC_TOKEN_CHECKED_BY_HANDLER = { public: true } as const;

/** refusals keep the envelope but answer with its status as the HTTP status (400, 404 as well as 401, 403) */
async function httpStatusOfEnvelope(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith('{"status":')) {
    const m = /^\{"status":([0-9]{3}),/.exec(payload);
    if (m && m[1] !== '200') reply.code(Number(m[1]));
  }
  return payload;
}

export function icpcRoutes(ctx: PluginContext, reads: IcpcReads, tokens: IcpcTokens, feeds: FeedStreams): void {
  const { snapshotOf, apiInfo } = reads;
  /** the caller's snapshot of contest `id`, its token checked */
  const read = (request: FastifyRequest, id: string) => async () => snapshotOf(await tokens.caller(request, id));
  const options = { config: ICPC_TOKEN_CHECKED_BY_HANDLER, onSend: httpStatusOfEnvelope };
  const tags = ['icpc'];

  // the API information endpoint, with and without the trailing slash the spec writes it with
  for (const path of ['/api/icpc', '/api/icpc/']) {
    ctx.http.get(path, {
      ...options,
      schema: { tags, response: { 200: IcpcApiInfo } },
    }, async (request): Promise<IcpcApiInfo> => {
      await tokens.caller(request, null);
      return apiInfo();
    });
  }

  // a token names one contest: the list is that contest
  ctx.http.get('/api/icpc/contests', {
    ...options,
    schema: { tags, response: { 200: Type.Array(IcpcContest) } },
  }, async (request) => {
    const caller = await tokens.caller(request, null);
    return [(await snapshotOf(caller)).view.contest().data];
  });

  ctx.http.get('/api/icpc/contests/:id', {
    ...options,
    schema: { tags, params: IcpcContestParams, response: { 200: IcpcContest } },
  }, async (request) => (await read(request, request.params.id)()).view.contest().data);

  ctx.http.get('/api/icpc/contests/:id/access', {
    ...options,
    schema: { tags, params: IcpcContestParams, response: { 200: IcpcAccess } },
  }, async (request): Promise<IcpcAccess> => {
    await tokens.caller(request, request.params.id);
    return {
      capabilities: [],
      endpoints: (Object.entries(ICPC_EVENT_DATA) as Array<[IcpcEventType, TObject]>).map(([type, schema]) => ({ type, properties: Object.keys(schema.properties) })),
    };
  });

  ctx.http.get('/api/icpc/contests/:id/state', {
    ...options,
    schema: { tags, params: IcpcContestParams, response: { 200: IcpcState } },
  }, async (request) => (await read(request, request.params.id)()).view.state().data);

  ctx.http.get('/api/icpc/contests/:id/scoreboard', {
    ...options,
    schema: { tags, params: IcpcContestParams, response: { 200: IcpcScoreboard } },
  }, async (request) => (await read(request, request.params.id)()).scoreboard());

  function collection(type: (typeof COLLECTIONS)[number], item: TObject): void {
    const filters: readonly string[] = ICPC_FILTERS[type];
    ctx.http.get(`/api/icpc/contests/:id/${type}`, {
      ...options,
      schema: { tags, params: IcpcContestParams, querystring: icpcFilterQuery(type), response: { 200: Type.Array(item) } },
    }, async (request) => {
      const asked = Object.entries(request.query as Record<string, string | undefined>).filter(([k, v]) => v !== undefined && filters.includes(k));
      const list = await (await read(request, request.params.id)()).list(type);
      // an empty value asks for the objects whose property is null (`?to_team_id=`: sent to every team)
      return list.map((k) => k.data as Static<TObject>).filter((d) => asked.every(([k, v]) => ((d as Record<string, unknown>)[k] ?? null) === (v === '' ? null : v)));
    });
    ctx.http.get(`/api/icpc/contests/:id/${type}/:oid`, {
      ...options,
      schema: { tags, params: IcpcObjectParams, response: { 200: item } },
    }, async (request) => {
      const list = await (await read(request, request.params.id)()).list(type);
      const found = list.find((k) => (k.data as { id: string }).id === request.params.oid);
      if (!found) throw new OjError('CONTESTS_ICPC_NOT_FOUND', 404);
      return found.data as Static<TObject>;
    });
  }
  for (const type of COLLECTIONS) collection(type, ICPC_EVENT_DATA[type]);

  // the source of a submission as the spec's one zip: the admin role's
  ctx.http.get('/api/icpc/contests/:id/submissions/:oid/files', {
    ...options,
    schema: { tags, params: IcpcObjectParams, produces: ['application/zip'], response: { 200: FileBytes } },
  }, async (request, reply) => {
    const snapshot = await read(request, request.params.id)();
    if (!snapshot.view.admin) throw new OjError('CONTESTS_ICPC_ADMIN_ROLE_ONLY', 403);
    const submission = snapshot.view.shownSubmissions().find((s) => String(s.submitId) === request.params.oid);
    if (!submission) throw new OjError('CONTESTS_ICPC_NOT_FOUND', 404);
    const code = (await ctx.services.get(submissionsService).code([submission.submitId])).get(submission.submitId);
    if (!code) throw new OjError('CONTESTS_ICPC_NOT_FOUND', 404);
    // a Java class not named Main is in a file of its own name (javac refuses it in Main.java)
    const named = programOf(code.language, code.code);
    const file = SOURCE_FILES.get(code.language) ?? 'main.txt';
    const body = await zip([{ path: named ? `${named}${file.slice(file.lastIndexOf('.'))}` : file, data: Buffer.from(code.code, 'utf8') }]);
    reply.header('Content-Type', 'application/zip');
    reply.header('Content-Disposition', 'attachment; filename="files.zip"');
    return reply.send(body);
  });

  // NDJSON: what exists (after since_token), then every change while the client stays (stream=false: what exists, then the end)
  ctx.http.get('/api/icpc/contests/:id/event-feed', {
    ...options,
    schema: { tags, params: IcpcContestParams, querystring: IcpcFeedQuery, produces: ['application/x-ndjson'], response: { 200: FileBytes } },
  }, async (request, reply) => {
    const since = request.query.since_token === undefined ? null : parseFeedToken(request.query.since_token);
    if (request.query.since_token !== undefined && !since) throw new OjError('CONTESTS_ICPC_BAD_SINCE_TOKEN');
    const reader = read(request, request.params.id);
    const snapshot = await reader();
    if (request.query.stream === false) {
      return reply.type('application/x-ndjson; charset=utf-8').send(await feedText(snapshot, since));
    }
    await feeds.stream(reply, snapshot.view.source.contest.id, snapshot, reader, since);
  });
}
