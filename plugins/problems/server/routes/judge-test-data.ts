// The judge nodes' test-data endpoints, exactly as TEST_DATA_ROUTES in the judge protocol
// (judge-runners/worker/src/protocol.ts): the manifest with its hash as ETag (304 when the node
// has it), and each file by name. Authorised by the site's judge token (the kernel's `judge` rule).
// A file is streamed from where the test data lives (the data dir or the shared store). A judge
// that names the content it wants (`?sha256=`, the hash its manifest gave) gets exactly that
// version from the shared store, even when an edit swapped the problem's data since it read the
// manifest: old or new, never a mix. A store that cannot answer is a 503, which a judge node
// takes as an outage (it judges the submission again later), never as a verdict.
// Beside them, the case files of a package a judge node verifies for a web node without a sandbox
// (exchange/verify-remote.ts, protocol.ts VERIFY_PACKAGE_ROUTES): kept in the upload area under
// the verification's key while the call lasts, by the names the job gave them.
import { Type } from '@sinclair/typebox';
import { FileBytes, OjError } from '@oj/sdk';
import { TestDataManifest } from '@oj/judge-worker/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';

const NotFound = Type.Object({ status: Type.Integer(), msg: Type.String(), data: Type.Null() });

export function judgeTestDataRoutes({ ctx, stores, testData }: Deps): void {
  async function manifestOf(problemId: number): Promise<TestDataManifest | null> {
    const manifest = await stores.problems.manifestOf(problemId);
    return manifest ? (JSON.parse(manifest) as TestDataManifest) : null;
  }

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    return reply.status(404).send({ status: 404, msg: ctx.i18n.t(request.locale, 'PROBLEMS_NOT_FOUND'), data: null });
  }

  ctx.http.get('/api/judge/verify-package/:requestId/files/:key', {
    schema: {
      tags: ['judge'],
      params: Type.Object({ requestId: Type.String({ pattern: '^[0-9a-f]{32}$' }), key: Type.String({ pattern: '^verify-[0-9]{1,4}-[0-9]{1,6}$' }) }),
      produces: ['application/octet-stream'],
      response: { 200: FileBytes, 404: NotFound, 503: NotFound },
    },
    config: { judge: true },
  }, async (request, reply) => {
    const { requestId, key } = request.params;
    try {
      const data = await (await testData.uploads.files(requestId))?.read(key);
      if (!data) return reply.status(404).send({ status: 404, msg: ctx.i18n.t(request.locale, 'PROBLEMS_VERIFY_FILE_GONE'), data: null });
      reply.header('Content-Type', 'application/octet-stream');
      return reply.send(data);
    } catch (err) {
      if (!(err instanceof OjError) || err.status !== 503) throw err;
      return reply.status(503).send({ status: 503, msg: ctx.i18n.t(request.locale, err.code), data: null });
    }
  });

  const Params = Type.Object({ problemId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

  ctx.http.get('/api/judge/test-data/:problemId/manifest', {
    schema: { tags: ['judge'], params: Params, response: { 200: TestDataManifest, 304: Type.Null(), 404: NotFound } },
    config: { judge: true },
  }, async (request, reply) => {
    const manifest = await manifestOf(request.params.problemId);
    if (!manifest) return notFound(request, reply);
    reply.header('ETag', `"${manifest.hash}"`);
    const cached = request.headers['if-none-match'];
    if (cached && cached.split(',').map((s) => s.trim()).includes(`"${manifest.hash}"`)) return reply.status(304).send(null);
    return manifest;
  });

  ctx.http.get('/api/judge/test-data/:problemId/files/:name', {
    schema: {
      tags: ['judge'],
      params: Type.Composite([Params, Type.Object({ name: Type.String({ maxLength: 200 }) })]),
      querystring: Type.Object({ sha256: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })) }),
      produces: ['application/octet-stream'],
      response: { 200: FileBytes, 404: NotFound, 503: NotFound },
    },
    config: { judge: true },
  }, async (request, reply) => {
    const { problemId, name } = request.params;
    const manifest = await manifestOf(problemId);
    // only names the manifest lists are served: never a path from the request
    let file = manifest?.files.find((f) => f.name === name);
    if (!file) return notFound(request, reply);
    // content addressed: the version the judge's manifest named, when the store still has it
    const wanted = request.query.sha256;
    if (wanted && wanted !== file.sha256 && ctx.store.kind !== 'local') file = { ...file, sha256: wanted };
    try {
      const body = await testData.open(problemId, file);
      if (!body) return notFound(request, reply);
      reply.header('ETag', `"${file.sha256}"`);
      reply.header('Content-Type', 'application/octet-stream');
      return reply.send(body);
    } catch (err) {
      if (!(err instanceof OjError) || err.status !== 503) throw err;
      return reply.status(503).send({ status: 503, msg: ctx.i18n.t(request.locale, err.code), data: null });
    }
  });
}
