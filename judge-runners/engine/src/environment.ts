// The environment every sandboxed command starts from (nothing is inherited from the judge).
export const BASE_ENVIRONMENT: Readonly<Record<string, string>> = {
  PATH: '/usr/local/bin:/usr/bin:/bin',
  HOME: '/w',
  LANG: 'C.UTF-8',
  LC_ALL: 'C.UTF-8',
  TMPDIR: '/tmp',
};

export function environment(extra: Record<string, string>): Record<string, string> {
  return { ...BASE_ENVIRONMENT, ...extra };
}

/** a name a file beside the program may have: letters, digits, _ . - (not first: . -), at most 100 */
export const isPlainFileName = (name: string): boolean => /^[A-Za-z0-9_][A-Za-z0-9_.\-]{0,99}$/.test(name);

/** user and judge extra files are named by problem setters: plain names only */
export function assertPlainFileNames(files: Record<string, string> | undefined, what: string): void {
  for (const name of Object.keys(files ?? {})) {
    if (!isPlainFileName(name)) throw new Error(`${what}: bad file name ${JSON.stringify(name)}`);
  }
}
