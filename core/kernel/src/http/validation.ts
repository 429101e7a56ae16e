// Request validation for every route, kernel's and plugins' (issue 9 item 1, ARCHITECTURE §3):
// - bodies are checked without type coercion (`{"label":123}` is not a string) and refuse
//   properties their schema does not list, at every depth; a route that takes the reference
//   client's whole DTOs says `config: { extraFields: 'strip' }` and has them dropped instead;
// - query strings and path parameters are coerced from text, as they must be;
// - numbers are finite everywhere ("Infinity" never becomes a number).
import { Ajv, type Options } from 'ajv';
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
  // coercion turns the text "Infinity" into a number after the type check: catch it here
  ajv.addKeyword({ keyword: FINITE_KEYWORD, type: 'number', schemaType: 'boolean', errors: false, validate: (_: boolean, data: number) => Number.isFinite(data) });
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
  app.addHook('onRoute', (route) => {
    if (!route.schema) return;
    const schema = { ...route.schema };
    if (schema.querystring) schema.querystring = finiteNumbers(schema.querystring);
    if (schema.params) schema.params = finiteNumbers(schema.params);
    if (schema.body) {
      const closed = closeObjects(schema.body) as JsonSchema;
      if (route.config?.extraFields === 'strip') closed[EXTRA_FIELDS_KEYWORD] = 'strip';
      schema.body = closed;
    }
    route.schema = schema;
  });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart !== 'body') return fromText.compile(schema);
    return ((schema as JsonSchema)[EXTRA_FIELDS_KEYWORD] === 'strip' ? stripping : refusing).compile(schema);
  });
}
