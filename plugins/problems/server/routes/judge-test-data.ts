// The judge nodes' test-data endpoints, exactly as TEST_DATA_ROUTES in the judge protocol
// (judge-runners/worker/src/protocol.ts): the manifest with its hash as ETag (304 when the node
// has it), and each file by name. Authorised by the site's judge token (the kernel's `judge` rule).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import { FileBytes } from '@oj/sdk';
import { TestDataManifest } from '@oj/judge-worker/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { testCaseDir } from '../test-data/layout.ts';
import type { ProblemRow } from '../rows.ts';

const NotFound = Type.Object({ status: Type.Integer(), msg: Type.String(), data: Type.Null() });

export function judgeTestDataRoutes({ ctx, db, t }: Deps): void {
  async function manifestOf(problemId: number): Promise<TestDataManifest | null> {
    const row = (await db(t.problem).where({ id: problemId }).first('testDataManifest')) as Pick<ProblemRow, 'testDataManifest'> | undefined;
    return row?.testDataManifest ? (JSON.parse(row.testDataManifest) as TestDataManifest) : null;
  }

  function notFound(request: FastifyRequest, reply: FastifyReply) {
    return reply.status(404).send({ status: 404, msg: ctx.i18n.t(request.locale, 'PROBLEMS_NOT_FOUND'), data: null });
  }

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
    schema: { tags: ['judge'], params: Type.Composite([Params, Type.Object({ name: Type.String({ maxLength: 200 }) })]), produces: ['application/octet-stream'], response: { 200: FileBytes, 404: NotFound } },
    config: { judge: true },
  }, async (request, reply) => {
    const manifest = await manifestOf(request.params.problemId);
    // only names the manifest lists are served: never a path from the request
    const file = manifest?.files.find((f) => f.name === request.params.name);
    if (!file) return notFound(request, reply);
    let data: Buffer;
    try {
      data = await readFile(join(testCaseDir(ctx.dataDir, request.params.problemId), file.name));
    } catch {
      return notFound(request, reply);
    }
    reply.header('ETag', `"${file.sha256}"`);
    reply.header('Content-Type', 'application/octet-stream');
    return reply.send(data);
  });
}
