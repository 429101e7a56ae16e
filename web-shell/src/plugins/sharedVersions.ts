// A plugin UI runs on the shell's React, router, Semi and @oj/ui (federation singletons): one built
// against another major of them is not loaded, and the page says why (issue 32 §5). The kit records
// the ranges a remote was built against (oj-shared.json, served in GET /api/plugins as `shared`);
// the shell's build records the versions it carries (OJ_SHARED_VERSIONS, core/plugin-kit/src/shared-versions.ts).

declare const OJ_SHARED_VERSIONS: Record<string, string> | undefined;

/** the versions of the shared packages this shell provides (none when run outside its build, as in unit tests) */
export const SHELL_SHARED_VERSIONS: Readonly<Record<string, string>> = typeof OJ_SHARED_VERSIONS === 'undefined' ? {} : OJ_SHARED_VERSIONS;

/** A shared package whose version in the shell is outside the range a plugin UI was built for. */
export interface SharedMismatch {
  pkg: string;
  wanted: string;
  present: string;
}

const numbers = (version: string) => version.split(/[.+-]/).slice(0, 3).map((n) => Number.parseInt(n, 10) || 0);

/**
 * Whether `version` is in the caret range `range` (`^18.0.0`: 18.x from 18.0.0; `^0.4.0`: 0.4.x),
 * the only form the kit writes; another form is not judged (true).
 */
export function caretAdmits(range: string, version: string): boolean {
  const m = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  if (!m) return true;
  const [major, minor, patch] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [a, b, c] = numbers(version);
  if (a !== major || (major === 0 && b !== minor)) return false;
  return a > major || b > minor || (b === minor && c >= patch);
}

/** The first shared package the shell has outside the plugin's range, or null (a package the shell does not report is not judged). */
export function sharedMismatch(wanted: Readonly<Record<string, string>> | null | undefined, present: Readonly<Record<string, string>> = SHELL_SHARED_VERSIONS): SharedMismatch | null {
  for (const [pkg, range] of Object.entries(wanted ?? {})) {
    const have = present[pkg];
    if (have && !caretAdmits(range, have)) return { pkg, wanted: range, present: have };
  }
  return null;
}

/** The error a plugin UI built for other shared versions is recorded with (the notice says it in the reader's language). */
export class IncompatiblePluginError extends Error {
  constructor(readonly pluginId: string, readonly mismatch: SharedMismatch) {
    super(`plugin ${pluginId} was built for ${mismatch.pkg} ${mismatch.wanted}, and this site has ${mismatch.pkg} ${mismatch.present}: its UI is not loaded`);
  }
}
