// Request decorations and route config, declared once for every scope (STYLE: decorations up front).
import type { RouteAccess, AuthUser } from './roles.ts';
import type { Locale } from './services.ts';

/** How a route's JSON body treats properties its schema does not list (refused unless said). */
export interface RouteBodyPolicy {
  /** 'strip' drops them (routes that take the reference client's whole DTOs); default 'refuse' */
  extraFields?: 'refuse' | 'strip';
  /**
   * the body's fields may come in the query string instead: the reference's client sends some calls'
   * arguments as `?gid=2&code=…` with an empty JSON body `{}`; such a body is read from the query
   * (its text numbers and booleans read as the schema says). A body with any field is read as sent.
   */
  bodyFromQuery?: boolean;
  /**
   * a body field the reference's client sends one level down: `{ cid: 'problem' }` reads a body
   * without `cid` as if it had `problem.cid` (its problem form carries the contest's id inside the
   * problem). A field sent at the top wins.
   */
  fieldsFrom?: Record<string, string>;
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
