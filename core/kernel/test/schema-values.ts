// Values derived from a route's JSON schema (as the OpenAPI document gives it), for the fuzz and
// mass-assignment suites: one plausible valid value, and the hostile variants of each field.
export type JsonSchema = Record<string, unknown> & {
  type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[]; required?: string[];
};

/** Fields a caller must never set through a route that does not list them. */
export const PRIVILEGED_FIELDS: Record<string, unknown> = {
  roleId: 1000, role: 'root', type: 1000, roleList: ['root'], status: 1, passwordHash: 'x', password_hash: 'x',
  titleName: 'owned', titleColor: '#ff0000', email: 'owned@evil.invalid', username: 'owned', uid: 'owned', avatar: '/owned.png',
  isAdmin: true, admin: true, gmtCreate: '2000-01-01T00:00:00Z', id: 1, author: 'owned', constructor: { prototype: { polluted: 1 } },
};

/** One plausible value that satisfies `schema` (best effort: patterns are not solved). */
export function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return sample(branches.find((b) => b.type !== 'null') ?? branches[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type ?? (schema.properties ? 'object' : undefined)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, s] of Object.entries(schema.properties ?? {})) out[name] = sample(s, depth + 1);
      return out;
    }
    case 'array': {
      if (Array.isArray(schema.items)) return schema.items.map((s) => sample(s, depth + 1));
      const n = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: n }, () => sample(schema.items as JsonSchema, depth + 1));
    }
    case 'string': {
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      const min = Number(schema.minLength ?? 1);
      const max = Number(schema.maxLength ?? 16);
      return 'a'.repeat(Math.min(Math.max(min, Math.min(6, max)), max));
    }
    case 'integer': case 'number': return Number(schema.minimum ?? 1);
    case 'boolean': return true;
    case 'null': return null;
    default: return 'a';
  }
}

/** Hostile values for one field of `schema`: wrong types, bounds, non-finite numbers, sizes. */
export function hostile(schema: JsonSchema): unknown[] {
  const out: unknown[] = [null, true, [], {}, 'Infinity', '-Infinity', 'NaN', '1e309', -1, 0, 2 ** 31, 2 ** 53 + 2, 1.5, '\u0000', 'x'.repeat(70_000), { $gt: '' }];
  if (typeof schema.maximum === 'number') out.push(schema.maximum + 1, String(schema.maximum + 1));
  if (typeof schema.minimum === 'number') out.push(schema.minimum - 1, String(schema.minimum - 1));
  if (typeof schema.maxLength === 'number') out.push('y'.repeat(schema.maxLength + 1));
  if (typeof schema.maxItems === 'number') out.push(Array.from({ length: schema.maxItems + 1 }, () => 'a'));
  return out;
}

/** The properties of an object schema, looking through one level of anyOf / allOf. */
export function propertiesOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  if (schema.properties) return schema.properties;
  return Object.assign({}, ...[...(schema.allOf ?? []), ...(schema.anyOf ?? [])].map(propertiesOf));
}
