// Session tokens: a JWT (HS256) naming the user and the session row. The token is only valid
// while its session is — logout revokes the session, so the token is refused afterwards.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signToken(claims: TokenClaims, secret: string): string {
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The claims of a well-signed, unexpired token; undefined otherwise. */
export function verifyToken(token: string, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') return undefined;
    return claims.exp > nowSeconds ? claims : undefined;
  } catch {
    return undefined;
  }
}
