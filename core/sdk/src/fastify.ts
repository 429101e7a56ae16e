// Request decorations and route config, declared once for every scope (STYLE: decorations up front).
import type { RouteAccess, AuthUser } from './roles.ts';
import type { Locale } from './services.ts';

/** How a route's JSON body treats properties its schema does not list (refused unless said). */
export interface RouteBodyPolicy {
  /** 'strip' drops them (routes that take the reference client's whole DTOs); default 'refuse' */
  extraFields?: 'refuse' | 'strip';
  /** the envelope's message field: 'msg' (default) or 'mes' (the AI chat's calls, spec 2 §7), errors included */
  messageField?: 'msg' | 'mes';
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess, RouteBodyPolicy {}
  interface FastifyRequest {
    /** the caller, or null for visitors */
    user: AuthUser | null;
    locale: Locale;
  }
}
export {};
