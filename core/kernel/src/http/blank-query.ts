// The reference's server reads an empty query value as absent (Spring binds `cid=` to null) and
// its client sends empty filters (`status=&username=`): they are dropped before validation, for
// every route of the kernel and the plugins, so `cid=` means no contest rather than a 400.
import type { FastifyInstance } from 'fastify';

export function dropBlankQueryValues(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (query && typeof query === 'object') for (const name of Object.keys(query)) if (query[name] === '') delete query[name];
  });
}
