// Request decorations and route config, declared once for every scope (STYLE: decorations up front).
import type { RouteAccess, AuthUser } from './roles.ts';
import type { Locale } from './services.ts';

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    /** the caller, or null for visitors */
    user: AuthUser | null;
    locale: Locale;
  }
}
export {};
