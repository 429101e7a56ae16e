// One place maps every error to the envelope in the caller's language: OjError values, schema
// validation failures (with the spec's message keys where a schema names them), malformed
// bodies, oversized uploads, values the database refuses and unexpected failures.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { pickLocale } from '../i18n/index.ts';
import { OjError, type I18n } from '@oj/sdk';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: Record<string, unknown> & { properties?: Record<string, Record<string, unknown>> };
}

const GENERIC: Record<string, string> = {
  required: 'Validation_required',
  maxLength: 'Validation_maxLength',
  minLength: 'Validation_minLength',
  maxItems: 'Validation_maxItems',
  minItems: 'Validation_minItems',
  maximum: 'Validation_maximum',
  minimum: 'Validation_minimum',
  pattern: 'Validation_pattern',
  format: 'Validation_format',
  type: 'Validation_type',
  enum: 'Validation_enum',
  const: 'Validation_enum',
  anyOf: 'Validation_type',
  additionalProperties: 'Validation_additional',
  'x-finite': 'Validation_type',
};

export function validationMessage(error: FastifyError, i18n: I18n, locale: 'zh-CN' | 'en-US'): string {
  const first = (error.validation?.[0] ?? {}) as unknown as AjvError;
  const keyword = first.keyword ?? 'invalid';
  const missing = typeof first.params?.missingProperty === 'string' ? first.params.missingProperty : undefined;
  const extra = typeof first.params?.additionalProperty === 'string' ? first.params.additionalProperty : undefined;
  const field = missing ?? extra ?? (first.instancePath?.split('/').filter(Boolean).pop() || error.validationContext || 'request');
  const schema = missing ? first.parentSchema?.properties?.[missing] : first.parentSchema;
  const custom = (schema?.['x-msg'] as Record<string, string> | undefined)?.[keyword];
  if (custom) return i18n.t(locale, custom);
  const limit = first.params?.limit ?? first.params?.allowedValues ?? '';
  return i18n.t(locale, GENERIC[keyword] ?? 'Validation_invalid', { field, limit: Array.isArray(limit) ? limit.join(', ') : String(limit) });
}

/** Error bodies are sent pre-serialised: a route's response schema describes its success only. */
function send(reply: FastifyReply, httpStatus: number, body: { status: number; msg: string; code: string }) {
  // a route whose client reads `mes` (spec 2 §7) gets its errors in that shape too
  const out = reply.request?.routeOptions?.config?.messageField === 'mes' ? { status: body.status, mes: body.msg, code: body.code } : body;
  return reply.status(httpStatus).type('application/json; charset=utf-8').send(JSON.stringify({ ...out, data: null }));
}

/** PostgreSQL's data exceptions (SQLSTATE class 22): invalid encoding, out of range, bad text for a type */
function isDataException(error: unknown): boolean {
  const e = error as { code?: unknown; severity?: unknown; constructor?: { name?: string } };
  return e.constructor?.name === 'DatabaseError' && typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code);
}

/** PostgreSQL's unique violation (23505): two requests raced for one name, or a check was missed */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constructor?: { name?: string } };
  return e.constructor?.name === 'DatabaseError' && e.code === '23505';
}

/**
 * Errors Fastify meets before any hook runs (a path parameter longer than any name here, a URL it
 * cannot decode): answered in the envelope like every other error.
 */
export function frameworkErrors(i18n: () => I18n): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error, request, reply) => {
    const locale = pickLocale(request.query, request.headers['accept-language']);
    const notFound = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const code = notFound ? 'OJ_NOT_FOUND' : 'OJ_BAD_REQUEST_BODY';
    return send(reply, notFound ? 404 : 200, { status: notFound ? 404 : 400, msg: i18n().t(locale, code), code });
  };
}

export function installErrorHandling(app: FastifyInstance, i18n: I18n): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const locale = request.locale ?? 'zh-CN';
    if (error instanceof OjError) {
      const httpStatus = error.status === 401 || error.status === 403 ? error.status : 200;
      return send(reply, httpStatus, { status: error.status, msg: i18n.t(locale, error.code, error.params), code: error.code });
    }
    if (error.validation) {
      return send(reply, 200, { status: 400, msg: validationMessage(error, i18n, locale), code: 'OJ_VALIDATION' });
    }
    const code = error.code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      return send(reply, 200, { status: 400, msg: i18n.t(locale, 'OJ_FILE_TOO_LARGE'), code: 'OJ_FILE_TOO_LARGE' });
    }
    if (code.startsWith('FST_ERR_CTP') || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || (error.statusCode === 400)) {
      return send(reply, 200, { status: 400, msg: i18n.t(locale, 'OJ_BAD_REQUEST_BODY'), code: 'OJ_BAD_REQUEST_BODY' });
    }
    if (isDataException(error)) {
      // PostgreSQL refused a value the schema let through (a NUL byte in a text, a number out of a
      // column's range): the caller's input, not a server fault
      request.log.warn({ err: error }, 'a request value the database refused');
      return send(reply, 200, { status: 400, msg: i18n.t(locale, 'OJ_INVALID_VALUE'), code: 'OJ_INVALID_VALUE' });
    }
    if (isUniqueViolation(error)) {
      request.log.warn({ err: error }, 'a unique value already taken');
      return send(reply, 200, { status: 400, msg: i18n.t(locale, 'OJ_DUPLICATE_VALUE'), code: 'OJ_DUPLICATE_VALUE' });
    }
    // a file answer's own refusals (issue 28 §5): a Range past its end, an If-Match it does not meet
    if (error.statusCode === 416 || error.statusCode === 412) {
      const key = error.statusCode === 416 ? 'OJ_RANGE_NOT_SATISFIABLE' : 'OJ_PRECONDITION_FAILED';
      return send(reply, error.statusCode, { status: error.statusCode, msg: i18n.t(locale, key), code: key });
    }
    if (error.statusCode === 404 || code === 'ENAMETOOLONG' || code === 'ENOENT') {
      return send(reply, 404, { status: 404, msg: i18n.t(locale, 'OJ_NOT_FOUND'), code: 'OJ_NOT_FOUND' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { status: 500, msg: i18n.t(locale, 'OJ_SERVER_ERROR'), code: 'OJ_SERVER_ERROR' });
  });
}
