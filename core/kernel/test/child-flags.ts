// How a test starts an `oj` child process (a site, a judge node, a CLI command): from the
// TypeScript sources through tsx, so an edit is tested without a build, or, in CI, from the compiled
// dist/ an operator runs — CI builds every package in its set-up (scripts/setup.sh), and the build
// loads with about half the CPU of the sources (issue 29, CI time). OJ_SITE_SOURCE=1 keeps the
// sources in CI too (a plugin that exists only as TypeScript needs them).
export function runsBuildInCi(): boolean {
  return process.env.CI === 'true' && process.env.OJ_SITE_SOURCE !== '1';
}

/** node's flags for an `oj` child: the oj-source condition unless it runs the build (above); `source` forces one way */
export function ojChildFlags(source?: boolean): string[] {
  return (source ?? !runsBuildInCi()) ? ['--conditions=oj-source'] : [];
}
