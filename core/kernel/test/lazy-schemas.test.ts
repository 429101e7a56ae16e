// Route schemas are compiled at a route's first use, not at a site's start (issue 29, CI time;
// http/validation.ts, http/serialization.ts): a request is still checked and an answer still
// shaped by its schema, and a schema the compilers refuse is still found without calling its route
// (compileEveryValidator / compileEverySerializer, run over every plugin's routes in fuzz-routes).
import t from 'tap';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { compileEveryValidator, installValidation } from '../src/http/validation.ts';
import { compileEverySerializer, lazySerializers } from '../src/http/serialization.ts';

function app() {
  const a = Fastify({ schemaController: { compilersFactory: { buildSerializer: lazySerializers } } });
  installValidation(a);
  return a;
}

t.test('a request is checked and an answer shaped by the schemas compiled at first use', async (t) => {
  const a = app();
  const Body = Type.Object({ name: Type.String({ maxLength: 5 }) });
  const Answer = Type.Object({ kept: Type.String() });
  a.post('/echo', { schema: { body: Body, response: { 200: Answer } } }, async (req) => ({ kept: (req.body as { name: string }).name, secret: 'dropped' }));
  a.get('/n', { schema: { querystring: Type.Object({ n: Type.Integer() }) } }, async (req) => ({ n: (req.query as { n: number }).n }));
  t.teardown(() => a.close());
  await a.ready();
  const ok = await a.inject({ method: 'POST', url: '/echo', payload: { name: 'abc' } });
  t.same([ok.statusCode, ok.json()], [200, { kept: 'abc' }], 'accepted, and the answer holds only what its schema lists');
  t.equal((await a.inject({ method: 'POST', url: '/echo', payload: { name: 'abcdefg' } })).statusCode, 400, 'too long: refused');
  t.equal((await a.inject({ method: 'POST', url: '/echo', payload: { name: 'abc', extra: 1 } })).statusCode, 400, 'an unlisted field: refused');
  t.same((await a.inject({ method: 'GET', url: '/n?n=12' })).json(), { n: 12 }, 'a query number read from text');
  for (const n of ['Infinity', '-Infinity', '1e400']) t.equal((await a.inject({ method: 'GET', url: `/n?n=${n}` })).statusCode, 400, `n=${n}: refused, a number must be finite`);
});

t.test('a schema the compilers refuse is found without calling its route', async (t) => {
  const a = app();
  a.post('/bad-body', { schema: { body: { type: 'object', properties: { x: { $ref: '#/definitions/missing' } } } } }, async () => ({}));
  t.teardown(() => a.close());
  await a.ready();
  await t.rejects(compileEveryValidator(a), /missing/, 'the request schema');
  const b = app();
  b.get('/bad-answer', { schema: { response: { 200: { type: 'object', properties: { x: { $ref: '#/definitions/gone' } } } } } }, async () => ({}));
  t.teardown(() => b.close());
  await b.ready();
  await t.rejects(compileEverySerializer(), /gone/, 'the answer schema');
});
