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
