// Errors are values with stable codes. The code is also the i18n key of the message, so one
// place (the kernel's error handler) maps every error to the envelope in the caller's language.

/** 503: a service the site depends on (the shared store) cannot be reached now */
export type ErrorStatus = 400 | 401 | 403 | 404 | 429 | 500 | 503;

export class OjError extends Error {
  readonly code: string;
  readonly status: ErrorStatus;
  readonly params: Record<string, string | number>;

  constructor(code: string, status: ErrorStatus = 400, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'OjError';
    this.code = code;
    this.status = status;
    this.params = params;
  }
}

export const badRequest = (code: string, params?: Record<string, string | number>) => new OjError(code, 400, params);
export const notFound = (code: string, params?: Record<string, string | number>) => new OjError(code, 404, params);
export const forbidden = (code: string, params?: Record<string, string | number>) => new OjError(code, 403, params);
