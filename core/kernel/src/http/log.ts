// Request logging without secrets: the push stream takes the session token in its query
// (EventSource cannot send headers), reset links carry their code, account sheets their key.
// Every request line is logged through this serializer, for every route (issue 9 §8).
import type { FastifyServerOptions, FastifyRequest } from 'fastify';

/** query parameters whose values never reach the log */
export const SECRET_QUERY_PARAMS = ['token', 'access_token', 'code', 'key', 'captchaKey'];
const SECRET = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#]*`, 'gi');

export function redactUrl(url: string): string {
  return url.replace(SECRET, '$1[redacted]');
}

function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/** The logger options of a web node: the given ones (or a level) with the redacting request serializer. */
export function redactingLogger(given: FastifyServerOptions['logger'], level: string): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const base = given && typeof given === 'object' ? given : { level };
  return { ...base, serializers: { ...(base as { serializers?: object }).serializers, req: serializeRequest } };
}
