// CSV import of 7 columns (hoj-reference §2 insert-batch-user):
// username, password, email, realname, gender, nickname, school.
export const IMPORT_COLUMNS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'] as const;

/** Splits a CSV text into rows of exactly 7 cells (quotes and commas inside quotes handled). */
export function parseUserCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const cells: string[] = [];
    let cur = '';
    let quoted = false;
    for (let i = 0; i < raw.length; i++) {
      const ch = raw[i];
      if (quoted) {
        if (ch === '"' && raw[i + 1] === '"') {
          cur += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cur += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        cells.push(cur.trim());
        cur = '';
      } else cur += ch;
    }
    cells.push(cur.trim());
    while (cells.length < IMPORT_COLUMNS.length) cells.push('');
    rows.push(cells.slice(0, IMPORT_COLUMNS.length));
  }
  // a header row naming the columns is skipped
  if (rows[0]?.[0]?.toLowerCase() === 'username') rows.shift();
  return rows;
}

export const ROLE_IDS = [1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008] as const;
