// spec 1 §8: what the client does for each kind of failed call, as data, so it is testable
// without a browser. `applyErrorAction` in client.ts carries the decision out.

export type CallOutcome =
  | { kind: 'response'; httpStatus: number; body: { status?: number; msg?: string } | null }
  | { kind: 'timeout' }
  | { kind: 'network' };

/**
 * issue 28 §8: a failed call shows one message, the toast — no notification besides it (the
 * reference's toast + "Error" notification showed every error twice on a desktop).
 */
export interface ErrorAction {
  /** Text for the error toast; `messageIsKey` means it is an i18n key. */
  message: string | null;
  messageIsKey: boolean;
  clearSession: boolean;
  openLogin: boolean;
  goto: '/admin/login' | '/admin' | null;
  refreshRoles: boolean;
}

export const ERROR_KEYS = {
  notFound: 'Query_error_unable_to_find_the_resource_to_request',
  server: 'Server_error_please_refresh_again',
  timeout: 'Request_timed_out_please_try_again_later',
  network: 'Network_error_abnormal_link_with_server_please_try_again_later',
  chunk: 'ChunkLoadError',
  cssChunk: 'CSS_CHUNK_LOAD_FAILED',
} as const;

const none: ErrorAction = {
  message: null,
  messageIsKey: false,
  clearSession: false,
  openLogin: false,
  goto: null,
  refreshRoles: false,
};

/** null means success: the caller gets the data. */
export function decideErrorAction(outcome: CallOutcome, ctx: { admin: boolean; mobile: boolean }): ErrorAction | null {
  if (outcome.kind === 'timeout') return { ...none, message: ERROR_KEYS.timeout, messageIsKey: true };
  if (outcome.kind === 'network') return { ...none, message: ERROR_KEYS.network, messageIsKey: true };
  const { httpStatus, body } = outcome;
  const msg = body?.msg ? String(body.msg) : null;
  const status = httpStatus === 200 ? (body?.status ?? 200) : httpStatus;
  if (httpStatus === 200 && (body?.status === undefined || body.status === 200)) return null;
  if (status === 401) {
    return {
      ...none,
      message: msg,
      clearSession: true,
      openLogin: !ctx.admin,
      goto: ctx.admin ? '/admin/login' : null,
    };
  }
  if (status === 403) {
    return { ...none, message: msg, refreshRoles: true, goto: ctx.admin ? '/admin' : null };
  }
  if (httpStatus === 200) {
    // a business error: HTTP 200 with body status 400/404/500...
    return { ...none, message: msg ?? ERROR_KEYS.server, messageIsKey: !msg };
  }
  if (httpStatus === 404) return { ...none, message: ERROR_KEYS.notFound, messageIsKey: true };
  return { ...none, message: msg ?? ERROR_KEYS.server, messageIsKey: !msg };
}

/** Is this error a failed script or stylesheet chunk (spec 1 §8)? Returns the catalogue key. */
export function chunkErrorKey(error: unknown): string | null {
  const e = error as { name?: string; message?: string; code?: string } | null;
  if (!e) return null;
  const text = `${e.name ?? ''} ${e.code ?? ''} ${e.message ?? ''}`;
  if (/CSS_CHUNK_LOAD_FAILED|Loading CSS chunk/i.test(text)) return ERROR_KEYS.cssChunk;
  if (/ChunkLoadError|Loading chunk .* failed|RUNTIME-00[38]|Failed to fetch dynamically imported module/i.test(text)) return ERROR_KEYS.chunk;
  return null;
}
