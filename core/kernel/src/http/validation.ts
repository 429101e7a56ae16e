// Request validation for every route, kernel's and plugins' (issue 9 item 1, ARCHITECTURE §3):
// - bodies are checked without type coercion (`{"label":123}` is not a string) and refuse
//   properties their schema does not list, at every depth; a route that takes the reference
//   client's whole DTOs says `config: { extraFields: 'strip' }` and has them dropped instead;
// - except where the reference's client sends a number or a boolean as text (issue 30: its ids come
//   from route params, its inputs hold strings): a body's "12" where only a number may stand is read
//   as 12, "true"/"false" where only a boolean may stand as the boolean, and a null or "" for an
//   optional property that takes neither as if the property were absent (as the reference's server
//   reads them). Nothing else is converted: 123 is still not a string, "12abc" not a number;
// - query strings and path parameters are coerced from text, as they must be;
// - numbers are finite everywhere ("Infinity" never becomes a number).
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { OjError } from '@oj/sdk';

export type ExtraFields = 'refuse' | 'strip';

/** Marks a body schema whose unlisted properties are dropped rather than refused. */
export const EXTRA_FIELDS_KEYWORD = 'x-extra-fields';

/** Marks a number of a query string or path: it must be finite once coerced from text. */
const FINITE_KEYWORD = 'x-finite';

type JsonSchema = Record<string, unknown>;

const COMMON: Options = {
  useDefaults: true,
  allErrors: false, // all errors would let one request make the validator do unbounded work
  strictNumbers: true,
  verbose: true, // errors carry their schema, where the spec's message keys ('x-msg') live
  addUsedSchema: false,
  strict: false, // TypeBox adds its own annotations (e.g. Kind) to schemas
};

function makeAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...COMMON, ...options });
  addFormats.default(ajv);
  ajv.addKeyword({ keyword: 'x-msg', schemaType: 'object' });
  ajv.addKeyword({ keyword: EXTRA_FIELDS_KEYWORD, schemaType: 'string' });
  // coercion turns the text "Infinity" into a number after the type check: catch it here. Not
  // declared for numbers only: with strictNumbers Ajv skips a number keyword for a value that is not
  // finite, so such a keyword never saw the Infinity it is for (a query's n=Infinity went through)
  ajv.addKeyword({ keyword: FINITE_KEYWORD, schemaType: 'boolean', errors: false, validate: (_: boolean, data: unknown) => typeof data !== 'number' || Number.isFinite(data) });
  return ajv;
}

const refusing = makeAjv({ coerceTypes: false, removeAdditional: false });
const stripping = makeAjv({ coerceTypes: false, removeAdditional: true });
const fromText = makeAjv({ coerceTypes: 'array', removeAdditional: false });

/**
 * A copy of `schema` in which every object that lists its properties and says nothing of
 * others refuses them (`additionalProperties: false`). Records and explicit choices are kept.
 */
export function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    // 'properties' maps names to schemas; every other key is a keyword whose value may hold schemas
    out[key] = key === 'properties' && value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, s]) => [name, closeObjects(s)]))
      : key === 'x-msg' || key === 'enum' || key === 'const' || key === 'default' || key === 'examples' ? value : closeObjects(value);
  }
  const isObject = source.type === 'object' || (source.properties !== undefined && source.type === undefined);
  if (isObject && source.additionalProperties === undefined && source.patternProperties === undefined) out.additionalProperties = false;
  // TypeBox keeps its Kind under a symbol key, which Object.entries skips: carry them over
  for (const sym of Object.getOwnPropertySymbols(source)) out[sym as unknown as string] = (source as Record<symbol, unknown>)[sym];
  return out;
}

/** A copy of a query or path schema whose numbers must be finite. */
function finiteNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(finiteNumbers);
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) out[key] = key === 'x-msg' || key === 'enum' || key === 'const' || key === 'default' ? value : finiteNumbers(value);
  if (source.type === 'number' || source.type === 'integer') out[FINITE_KEYWORD] = true;
  for (const sym of Object.getOwnPropertySymbols(source)) out[sym as unknown as string] = (source as Record<symbol, unknown>)[sym];
  return out;
}

/** Every object of a body schema that still accepts unlisted properties, by JSON path (for tests). */
export function openObjects(schema: unknown, path = '#'): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => openObjects(s, `${path}/${i}`));
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as JsonSchema;
  // an enum lists its values (the OpenAPI form of null is an object schema with enum [null])
  const here = (s.type === 'object' || s.properties !== undefined) && s.enum === undefined && s.additionalProperties !== false && s.patternProperties === undefined
    && !(typeof s.additionalProperties === 'object') ? [path] : [];
  const nested = Object.entries(s).filter(([k]) => !['x-msg', 'enum', 'const', 'default', 'examples'].includes(k)).flatMap(([k, v]) =>
    k === 'properties' && v && typeof v === 'object' ? Object.entries(v as JsonSchema).flatMap(([n, c]) => openObjects(c, `${path}/properties/${n}`)) : openObjects(v, `${path}/${k}`));
  return [...here, ...nested];
}

const INTEGER_TEXT = /^-?(0|[1-9]\d{0,15})$/;
const NUMBER_TEXT = /^-?(0|[1-9]\d{0,15})(\.\d{1,15})?$/;

/** The JSON types a schema lets stand at its place, or undefined when it says nothing of them. */
function typesOf(schema: JsonSchema): Set<string> | undefined {
  const branches = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(branches)) {
    const all = new Set<string>();
    for (const b of branches) {
      const t = typesOf(b);
      if (!t) return undefined;
      for (const x of t) all.add(x);
    }
    return all;
  }
  // a literal's own type first: TypeBox writes `type: 'number'` beside `const: 1000`
  const literal = (v: unknown) => (v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v);
  if (schema.const !== undefined) return new Set([literal(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set((schema.enum as unknown[]).map(literal));
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  if (typeof schema.type === 'string') return new Set([schema.type]);
  return undefined;
}

/** A value of the reference client's, read as the scalar the schema wants (or `undefined` for none). */
function readScalar(schema: JsonSchema, value: unknown): { value: unknown } | undefined {
  const types = typesOf(schema);
  if (!types || typeof value !== 'string' || types.has('string')) return undefined;
  if (types.has('integer') && INTEGER_TEXT.test(value)) return { value: Number(value) };
  if (types.has('number') && NUMBER_TEXT.test(value)) return { value: Number(value) };
  if (types.has('boolean') && (value === 'true' || value === 'false')) return { value: value === 'true' };
  return undefined;
}

/**
 * Reads, in place, the numbers and booleans the reference's client sends as text in a body, and
 * drops the nulls and empty strings it sends for optional properties that take neither (see the
 * header). Follows properties, array items and the object branches of a union.
 */
export function readReferenceScalars(schema: unknown, data: unknown): void {
  if (!schema || typeof schema !== 'object' || !data || typeof data !== 'object') return;
  const s = schema as JsonSchema;
  // the branches of a union (or the parts of an intersection) that describe this kind of value
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (!Array.isArray(s[key])) continue;
    for (const b of s[key] as JsonSchema[]) if (b && typeof b === 'object' && (Array.isArray(data) ? b.items : b.properties)) readReferenceScalars(b, data);
  }
  if (Array.isArray(data)) {
    const items = s.items as JsonSchema | undefined;
    if (!items || typeof items !== 'object' || Array.isArray(items)) return;
    data.forEach((v, i) => {
      const read = readScalar(items, v);
      if (read) data[i] = read.value;
      else readReferenceScalars(items, v);
    });
    return;
  }
  const props = s.properties as Record<string, JsonSchema> | undefined;
  if (!props) return;
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const record = data as Record<string, unknown>;
  for (const [name, prop] of Object.entries(props)) {
    if (!Object.hasOwn(record, name) || !prop || typeof prop !== 'object') continue;
    const value = record[name];
    const types = typesOf(prop);
    if (!required.has(name) && types && ((value === null && !types.has('null')) || (value === '' && !types.has('string')))) {
      delete record[name];
      continue;
    }
    const read = readScalar(prop, value);
    if (read) record[name] = read.value;
    else readReferenceScalars(prop, value);
  }
}

/** No name on disk or in a table is longer than a file name may be (NAME_MAX). */
export const MAX_PATH_SEGMENT_BYTES = 255;

export function installValidation(app: FastifyInstance): void {
  // a longer path segment names nothing here; refused before it reaches the file system
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0];
    if (path.length > MAX_PATH_SEGMENT_BYTES && path.split('/').some((seg) => Buffer.byteLength(seg) > MAX_PATH_SEGMENT_BYTES)) {
      throw new OjError('OJ_NOT_FOUND', 404);
    }
  });
  // a call whose arguments the reference's client puts in the query string (bodyFromQuery)
  // and a field it sends one level down (fieldsFrom)
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    if (config?.bodyFromQuery) {
      const body = request.body;
      const empty = body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
      if (empty && request.query && typeof request.query === 'object' && Object.keys(request.query).length > 0) request.body = { ...(request.query as Record<string, unknown>) };
    }
    if (config?.fieldsFrom && request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
      const body = request.body as Record<string, unknown>;
      for (const [field, from] of Object.entries(config.fieldsFrom)) {
        const inner = body[from];
        if ((body[field] === undefined || body[field] === null) && inner && typeof inner === 'object' && !Array.isArray(inner)) {
          const value = (inner as Record<string, unknown>)[field];
          if (value !== undefined && value !== null && value !== '') body[field] = value;
        }
      }
    }
  });
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema = { ...route.schema };
    if (schema.querystring) schema.querystring = once(schema.querystring, 'finite', finiteNumbers);
    if (schema.params) schema.params = once(schema.params, 'finite', finiteNumbers);
    if (schema.body) {
      const strip = route.config?.extraFields === 'strip';
      schema.body = once(schema.body, strip ? 'strip' : 'refuse', (body) => {
        const closed = closeObjects(body) as JsonSchema;
        if (strip) closed[EXTRA_FIELDS_KEYWORD] = 'strip';
        return closed;
      });
    }
    route.schema = schema;
  });
  const pending: (() => void)[] = [];
  uncompiled.set(app, pending);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const compile = (): ValidateFunction => {
      if (httpPart !== 'body') return fromText.compile(schema);
      const check = ((schema as JsonSchema)[EXTRA_FIELDS_KEYWORD] === 'strip' ? stripping : refusing).compile(schema);
      const validate = ((data: unknown) => {
        readReferenceScalars(schema, data);
        const ok = check(data);
        validate.errors = check.errors;
        return ok;
      }) as ValidateFunction;
      return validate;
    };
    return lazily(compile, pending);
  });
}

/**
 * A copy of a route's schema made once per schema object and kind (see `once`): the route modules
 * build their schemas once, so every site of a process hands Ajv the same objects, and Ajv keeps a
 * compiled validator per object — a second test site in one process compiles nothing again.
 */
const copies = new WeakMap<object, Map<string, unknown>>();
function once(schema: unknown, kind: string, make: (schema: unknown) => unknown): unknown {
  if (!schema || typeof schema !== 'object') return make(schema);
  let made = copies.get(schema);
  if (!made) copies.set(schema, (made = new Map()));
  if (!made.has(kind)) made.set(kind, make(schema));
  return made.get(kind);
}

/** each site's validators not compiled yet (compileEveryValidator) */
const uncompiled = new WeakMap<FastifyInstance, (() => void)[]>();

/**
 * A route's validator, compiled at the route's first call instead of at the site's start (issue 29,
 * CI time: compiling every route's schemas at every start was most of a test site's start-up, about
 * 1.2 CPU-s of 1.9 with seven plugins, and a test calls a few of its routes). A site starts sooner;
 * the first call of a route pays its compile once (a few ms).
 */
function lazily(compile: () => ValidateFunction, pending: (() => void)[]): ValidateFunction {
  let check: ValidateFunction | null = null;
  const get = (): ValidateFunction => (check ??= compile());
  const validate = ((data: unknown) => {
    const c = get();
    const ok = c(data);
    validate.errors = c.errors;
    return ok;
  }) as ValidateFunction;
  pending.push(() => void get());
  return validate;
}

/**
 * Compiles every validator of the site's routes now, throwing the first schema Ajv refuses (a test
 * runs it over every plugin's routes: a schema error must not wait for a route's first call). It
 * lets the site's other work run between compiles (a second of compiling at once starved its
 * database pool's waiting calls).
 */
export async function compileEveryValidator(app: FastifyInstance): Promise<number> {
  const pending = uncompiled.get(app) ?? [];
  for (const [i, compile] of pending.entries()) {
    compile();
    if (i % 20 === 19) await new Promise((r) => setImmediate(r));
  }
  return pending.length;
}
