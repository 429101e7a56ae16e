// Response serialisers (fast-json-stringify, Fastify's own), built at a route's first answer of a
// status rather than at the site's start, and once per response schema in a process (issue 29, CI
// time: building every route's serialisers at every start cost a test site about a fifth of its
// start-up, and a test answers from a few of its routes). The first answer of a route pays its build.
import SerializerSelector, { type RouteDefinition, type Serializer, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

/** what Fastify passes to build one serialiser (its type leaves out the content type it also passes) */
type CompilerArgs = RouteDefinition & { contentType?: string };

/** serialisers already built, by response schema (the route modules build their schemas once) */
const built = new WeakMap<object, Map<string, Serializer>>();

/** serialisers not built yet, of every site of the process (compileEverySerializer) */
const unbuilt = new Set<() => Serializer>();

/**
 * Builds every serialiser not built yet now, throwing the first schema fast-json-stringify refuses
 * (a test runs it over every plugin's routes: a schema error must not wait for a route's first answer).
 */
export async function compileEverySerializer(): Promise<number> {
  const all = [...unbuilt];
  for (const [i, build] of all.entries()) {
    build();
    // the process's other work runs between builds
    if (i % 20 === 19) await new Promise((r) => setImmediate(r));
  }
  return all.length;
}

/** Fastify's `schemaController.compilersFactory.buildSerializer`: its default, made lazy and shared. */
export const lazySerializers: SerializerFactory = (externalSchemas, serializerOpts) => {
  const compile = SerializerSelector()(externalSchemas, serializerOpts);
  // shared between sites only when nothing else shapes the build (no schemas added with addSchema)
  const shareable = !externalSchemas || Object.keys(externalSchemas as object).length === 0;
  return (args: CompilerArgs) => {
    let serialize: Serializer | null = null;
    const get = (): Serializer => {
      const schema = args.schema;
      if (!shareable || !schema || typeof schema !== 'object') return (serialize = compile(args));
      let byStatus = built.get(schema);
      if (!byStatus) built.set(schema, (byStatus = new Map()));
      const key = `${args.httpStatus} ${args.contentType ?? ''}`;
      serialize = byStatus.get(key) ?? compile(args);
      byStatus.set(key, serialize);
      return serialize;
    };
    const build = (): Serializer => {
      unbuilt.delete(build);
      return get();
    };
    unbuilt.add(build);
    return (data: unknown) => (serialize ?? build())(data);
  };
};
