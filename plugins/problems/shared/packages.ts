// What importing a problem package answers (issue 31; POST /api/admin/problem/import-package):
// per problem of the archive, where it went, what was taken and what was dropped and why.
// Browser-safe: the admin import page reads it.
import { Type, type Static } from '@sinclair/typebox';

export const PACKAGE_FORMAT_NAMES = ['icpc', 'polygon', 'fps', 'qduoj', 'hydro', 'hoj'] as const;
export const PackageFormatName = Type.Union(PACKAGE_FORMAT_NAMES.map((f) => Type.Literal(f)));

export const ImportedPackageProblem = Type.Object({
  /** the archive (and the folder inside it) the problem came from */
  source: Type.String(),
  format: PackageFormatName,
  pid: Type.Integer(),
  problemId: Type.String(),
  title: Type.String(),
  taken: Type.Array(Type.String()),
  dropped: Type.Array(Type.Object({ item: Type.String(), reason: Type.String() })),
  /** solutions shipped with it (`oj problem verify` judges them) */
  solutions: Type.Integer(),
});
export type ImportedPackageProblem = Static<typeof ImportedPackageProblem>;

export const ImportPackageAnswer = Type.Object({ problems: Type.Array(ImportedPackageProblem) });
export type ImportPackageAnswer = Static<typeof ImportPackageAnswer>;

// What verifying a package answers (issue 31 item 3; POST /api/admin/problem/verify-package): per
// problem of the archive, the time limit it was judged with and each shipped solution's verdict
// against the one its place in the package promises (`oj problem verify`'s lines).
export const VerifiedPackageSolution = Type.Object({
  /** its path inside the package */
  path: Type.String(),
  /** the site's language name, or null when the judge has none for it */
  language: Type.Union([Type.String(), Type.Null()]),
  /** the verdict promised (AC, WA, TLE, RE, CE…) */
  expected: Type.String(),
  /** the judge's short verdict, or null when skipped */
  got: Type.Union([Type.String(), Type.Null()]),
  result: Type.Union([Type.Literal('ok'), Type.Literal('MISMATCH'), Type.Literal('skipped')]),
  /** on a mismatch, the judge's message (a checker's, a compiler's…), as the judge wrote it */
  note: Type.String(),
});
export type VerifiedPackageSolution = Static<typeof VerifiedPackageSolution>;

/** a test input one of the package's input validators did not accept (`oj problem verify`'s `input=` lines) */
export const VerifiedPackageInput = Type.Object({
  /** the input's path inside the package */
  path: Type.String(),
  /** the validator's path inside the package */
  validator: Type.String(),
  /** INVALID: the input breaks the validator's rules; ERROR: the validator itself failed (no build, a crash, another exit code) */
  result: Type.Union([Type.Literal('INVALID'), Type.Literal('ERROR')]),
  /** the validator's message, as it wrote it */
  note: Type.String(),
});
export type VerifiedPackageInput = Static<typeof VerifiedPackageInput>;

export const VerifiedPackageProblem = Type.Object({
  source: Type.String(),
  title: Type.String(),
  /** the time limit judged with, ms; `message` says how it was derived, or why it is the site's default (null: the package's own) */
  timeLimit: Type.Object({ ms: Type.Integer(), message: Type.Union([Type.String(), Type.Null()]) }),
  solutions: Type.Array(VerifiedPackageSolution),
  /** what the package's input validators found (absent: the package has none): inputs and validators counted, each input not accepted */
  inputs: Type.Optional(Type.Object({ inputs: Type.Integer(), validators: Type.Integer(), failed: Type.Array(VerifiedPackageInput) })),
});
export type VerifiedPackageProblem = Static<typeof VerifiedPackageProblem>;

export const VerifyPackageAnswer = Type.Object({ problems: Type.Array(VerifiedPackageProblem) });
export type VerifyPackageAnswer = Static<typeof VerifyPackageAnswer>;

// "Verify solutions" as a run (issue 31): POST /api/admin/problem/verify-package answers its id at
// once, GET /api/admin/problem/verify-package/<id> its state, polled by the import page.
export const VerifyPackageStarted = Type.Object({ verifyId: Type.String() });
export type VerifyPackageStarted = Static<typeof VerifyPackageStarted>;

export const VerifyPackageState = Type.Object({
  state: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  /** solutions judged so far, of all the package ships */
  judged: Type.Integer(),
  total: Type.Integer(),
  /** per problem, the solutions judged so far (a judge node tells only their count until it is done) */
  problems: Type.Array(Type.Object({ source: Type.String(), title: Type.String(), solutions: Type.Array(VerifiedPackageSolution) })),
  /** when done: the whole answer */
  answer: Type.Optional(VerifyPackageAnswer),
  /** when failed: why, in the request's language */
  message: Type.Optional(Type.String()),
});
export type VerifyPackageState = Static<typeof VerifyPackageState>;
