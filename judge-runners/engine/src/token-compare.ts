// The Kattis default output validator (problemtools default_validator), for problems whose task
// carries `comparison`: the output is read as tokens split on white space and compared one by one.
//  - tokens compare as strings, ASCII case ignored unless caseSensitive;
//  - with a float tolerance, a judge token that reads as a number asks for a team token that reads
//    as one too, accepted within the absolute OR the relative tolerance (either one given suffices);
//  - with spaceChangeSensitive, the white space between (and around) the tokens must be identical;
//  - missing or extra tokens are Wrong Answer. There is no Presentation Error in this format.
// One pass over both buffers, nothing split into arrays: outputs of tens of megabytes compare in
// linear time and memory.
import { JudgeStatus } from './verdicts.ts';
import type { OutputComparison } from './schema.ts';

export interface TokenComparisonResult {
  status: typeof JudgeStatus.ACCEPTED | typeof JudgeStatus.WRONG_ANSWER;
  /** empty when Accepted; else which token and both values */
  message: string;
}

/** characters of a token or a white-space run quoted in a message */
const SHOWN_TOKEN_MAX_CHARS = 50;

/** C isspace(): space, \t, \n, \v, \f, \r */
function isSpace(byte: number): boolean {
  return byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);
}

interface Span {
  start: number;
  end: number;
}

/** Reads one buffer as alternating white-space runs and tokens. */
class TokenReader {
  private pos = 0;

  constructor(readonly data: Buffer) {}

  /** the white-space run at the position (possibly empty) */
  space(): Span {
    const start = this.pos;
    while (this.pos < this.data.length && isSpace(this.data[this.pos])) this.pos++;
    return { start, end: this.pos };
  }

  /** the token at the position, or null at the end of the data */
  token(): Span | null {
    if (this.pos >= this.data.length) return null;
    const start = this.pos;
    while (this.pos < this.data.length && !isSpace(this.data[this.pos])) this.pos++;
    return { start, end: this.pos };
  }

  atEnd(): boolean {
    return this.pos >= this.data.length;
  }

  bytes(span: Span): Buffer {
    return this.data.subarray(span.start, span.end);
  }
}

function lowerAscii(byte: number): number {
  return byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte;
}

function sameBytes(a: Buffer, aSpan: Span, b: Buffer, bSpan: Span): boolean {
  return aSpan.end - aSpan.start === bSpan.end - bSpan.start && a.compare(b, bSpan.start, bSpan.end, aSpan.start, aSpan.end) === 0;
}

/** strcasecmp in the C locale: ASCII letters fold, every other byte compares as it is */
function sameIgnoringCase(a: Buffer, aSpan: Span, b: Buffer, bSpan: Span): boolean {
  const length = aSpan.end - aSpan.start;
  if (length !== bSpan.end - bSpan.start) return false;
  for (let i = 0; i < length; i++) {
    const x = a[aSpan.start + i];
    const y = b[bSpan.start + i];
    if (x !== y && lowerAscii(x) !== lowerAscii(y)) return false;
  }
  return true;
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const SPECIAL = /^([+-]?)(inf|infinity|nan)$/i;

/**
 * A token as strtod would read it whole: decimals with an optional exponent, inf / infinity and
 * nan with an optional sign, in any case; null when it is not a number.
 */
export function parseFloatToken(token: string): number | null {
  if (DECIMAL.test(token)) return Number(token);
  const special = SPECIAL.exec(token);
  if (!special) return null;
  if (special[2].toLowerCase() === 'nan') return Number.NaN;
  return special[1] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
}

/** |a−b| ≤ abs, or |a−b| ≤ rel·|judge|; inf equals inf of the same sign and nan equals nan */
function withinTolerance(judge: number, team: number, comparison: OutputComparison): boolean {
  if (Number.isNaN(judge) || Number.isNaN(team)) return Number.isNaN(judge) && Number.isNaN(team);
  if (!Number.isFinite(judge) || !Number.isFinite(team)) return judge === team;
  const difference = Math.abs(judge - team);
  const { floatAbsoluteTolerance: abs, floatRelativeTolerance: rel } = comparison;
  return (abs !== undefined && difference <= abs) || (rel !== undefined && difference <= rel * Math.abs(judge));
}

function usesFloats(comparison: OutputComparison): boolean {
  return comparison.floatAbsoluteTolerance !== undefined || comparison.floatRelativeTolerance !== undefined;
}

function shown(bytes: Buffer): string {
  const text = bytes.subarray(0, 4 * SHOWN_TOKEN_MAX_CHARS).toString('utf8');
  return text.length > SHOWN_TOKEN_MAX_CHARS || bytes.length > 4 * SHOWN_TOKEN_MAX_CHARS
    ? `${text.slice(0, SHOWN_TOKEN_MAX_CHARS)}…`
    : text;
}

/** white space as a JSON string, so "\n" and "\r\n" can be told apart */
function shownSpace(bytes: Buffer): string {
  return JSON.stringify(shown(bytes));
}

/** null when the two tokens match; else why not */
function tokenMismatch(judge: TokenReader, judgeToken: Span, team: TokenReader, teamToken: Span, comparison: OutputComparison): string | null {
  // the same bytes are the same string and the same number (nan included)
  if (sameBytes(judge.data, judgeToken, team.data, teamToken)) return null;
  const expected = judge.bytes(judgeToken);
  const actual = team.bytes(teamToken);
  const differ = () => `expected ${shown(expected)}, got ${shown(actual)}`;
  if (usesFloats(comparison)) {
    const judgeValue = parseFloatToken(expected.toString('latin1'));
    if (judgeValue !== null) {
      const teamValue = parseFloatToken(actual.toString('latin1'));
      if (teamValue === null) return `${differ()} (not a number)`;
      return withinTolerance(judgeValue, teamValue, comparison) ? null : differ();
    }
  }
  if (!comparison.caseSensitive && sameIgnoringCase(judge.data, judgeToken, team.data, teamToken)) return null;
  return differ();
}

const accepted: TokenComparisonResult = { status: JudgeStatus.ACCEPTED, message: '' };
const wrong = (message: string): TokenComparisonResult => ({ status: JudgeStatus.WRONG_ANSWER, message });

export function compareTokens(expected: Buffer, actual: Buffer, comparison: OutputComparison): TokenComparisonResult {
  const judge = new TokenReader(expected);
  const team = new TokenReader(actual);
  for (let count = 0; ; count++) {
    const judgeSpace = judge.space();
    const teamSpace = team.space();
    if (comparison.spaceChangeSensitive && !sameBytes(judge.data, judgeSpace, team.data, teamSpace)) {
      const where = !judge.atEnd() ? `white space before token ${count + 1}` : count > 0 ? `white space after token ${count}` : 'white space';
      return wrong(`${where}: expected ${shownSpace(judge.bytes(judgeSpace))}, got ${shownSpace(team.bytes(teamSpace))}`);
    }
    const judgeToken = judge.token();
    const teamToken = team.token();
    if (!judgeToken) {
      if (!teamToken) return accepted;
      return wrong(count === 0 ? 'extra output where none was expected' : `extra output after token ${count}`);
    }
    if (!teamToken) return wrong(`the output ended early at token ${count + 1}`);
    const mismatch = tokenMismatch(judge, judgeToken, team, teamToken, comparison);
    if (mismatch) return wrong(`token ${count + 1}: ${mismatch}`);
  }
}
