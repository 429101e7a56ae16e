// The account-limit rule of a contest (spec 3 §3, §5; reference ContestValidator.validateAccountRule):
// which usernames may register for and submit to a contest that has openAccountLimit on.
//
// Stored in `accountLimitRule` as the reference's tagged string, so its admin client's form and
// exported contests keep working:
//
//   <prefix>team</prefix><suffix>_a</suffix><start>1</start><end>10</end><extra>judge1
//   guest</extra>
//
// allows team1_a … team10_a (the number also written zero-padded to the width of <end>, as later
// reference versions generate it: team01_a … team10_a) and the extra accounts judge1 and guest
// (separated by spaces or new lines). A missing tag is empty; a missing or non-numeric start/end
// allows no numbered account (only the extras).

export interface AccountLimitRule {
  prefix: string;
  suffix: string;
  /** null: no numbered accounts */
  start: number | null;
  end: number | null;
  extra: string[];
}

/** spec 3 §9: the admin form's default range */
export const ACCOUNT_LIMIT_DEFAULT_RANGE = { start: 0, end: 10 } as const;

function tag(rule: string, name: string): string {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(rule);
  return m ? m[1] : '';
}

function number(text: string): number | null {
  const t = text.trim();
  return /^\d{1,15}$/.test(t) ? Number(t) : null;
}

export function parseAccountLimitRule(rule: string | null | undefined): AccountLimitRule {
  const text = rule ?? '';
  return {
    prefix: tag(text, 'prefix'),
    suffix: tag(text, 'suffix'),
    start: number(tag(text, 'start')),
    end: number(tag(text, 'end')),
    extra: tag(text, 'extra').split(/\s+/).filter(Boolean),
  };
}

export function formatAccountLimitRule(rule: AccountLimitRule): string {
  return `<prefix>${rule.prefix}</prefix><suffix>${rule.suffix}</suffix><start>${rule.start ?? ''}</start><end>${rule.end ?? ''}</end><extra>${rule.extra.join('\n')}</extra>`;
}

/** may `username` take part under this rule */
export function accountLimitAllows(rule: string | AccountLimitRule | null | undefined, username: string): boolean {
  const r = typeof rule === 'string' || rule == null ? parseAccountLimitRule(rule) : rule;
  if (r.extra.includes(username)) return true;
  if (r.start === null || r.end === null) return false;
  if (username.length <= r.prefix.length + r.suffix.length || !username.startsWith(r.prefix) || !username.endsWith(r.suffix)) return false;
  const digits = username.slice(r.prefix.length, username.length - r.suffix.length);
  if (!/^\d{1,15}$/.test(digits)) return false;
  const n = Number(digits);
  if (n < r.start || n > r.end) return false;
  // written plainly (team7) or padded to the width of the end number (team07 when end is 10)
  return digits === String(n) || digits === String(n).padStart(String(r.end).length, '0');
}
