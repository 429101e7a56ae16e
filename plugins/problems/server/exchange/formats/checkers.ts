// Checkers of other judges made to speak the site's protocol. HUSTOJ's special judges (FPS files,
// Hydro's checker_type hustoj) are called `spj input answer output` and exit 0 for accepted,
// non-zero for wrong; the judge calls a checker `checker input output answer` (testlib's order)
// and reads exit 0 / 1 the same way, so a prelude put before the code swaps the last two
// arguments before main runs (a glibc constructor receives argc and argv). testlib's standard
// checkers (Polygon's std::*.cpp) map to the judge's own comparisons.
import { line } from './common.ts';
import type { ReportLine, TokenComparison } from './model.ts';

/** the HUSTOJ special judge's code with the prelude that puts its arguments in HUSTOJ's order */
export function hustojChecker(code: string): string {
  return [
    '/* Added on import: HUSTOJ special judges read (input, answer, output); the judge passes (input, output, answer). */',
    '__attribute__((constructor)) static void hustoj_argument_order(int argc, char **argv) {',
    '  if (argc > 3) { char *output = argv[2]; argv[2] = argv[3]; argv[3] = output; }',
    '}',
    '#line 1',
    code,
  ].join('\n');
}

/** a standard checker as a comparison: `comparison` set (Kattis tokens), or `exact` (byte for byte), or `lines` (the site's, trailing blanks ignored) */
export type StandardChecker =
  | { kind: 'comparison'; comparison: TokenComparison; what: ReportLine }
  | { kind: 'exact'; what: ReportLine }
  | { kind: 'lines'; what: ReportLine };

const tokens = (what: ReportLine, extra: Partial<TokenComparison> = {}): StandardChecker => ({
  kind: 'comparison', what, comparison: { caseSensitive: true, spaceChangeSensitive: false, ...extra },
});
const floats = (eps: number): StandardChecker => tokens(line('COMPARE_NUMBERS', { eps }), { floatAbsoluteTolerance: eps, floatRelativeTolerance: eps });

/** testlib's checkers by name (std::wcmp.cpp, wcmp…); undefined: not one the judge can stand in for */
export function standardChecker(name: string): StandardChecker | undefined {
  const base = name.replace(/^std::/, '').replace(/\.(cpp|cc|c)$/, '');
  switch (base) {
    case 'wcmp': return tokens(line('COMPARE_WORDS'));
    case 'ncmp': return tokens(line('COMPARE_INTEGERS'));
    case 'hcmp': return tokens(line('COMPARE_HUGE_INTEGERS'));
    case 'rcmp': return floats(1.5e-6);
    case 'rcmp4': return floats(1e-4);
    case 'rcmp6': return floats(1e-6);
    case 'rcmp9': return floats(1e-9);
    case 'yesno': case 'nyesno': return tokens(line('COMPARE_YES_NO'), { caseSensitive: false });
    case 'fcmp': return { kind: 'exact', what: line('COMPARE_BYTES') };
    case 'lcmp': return { kind: 'lines', what: line('COMPARE_LINES') };
    default: return undefined;
  }
}
