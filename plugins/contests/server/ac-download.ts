// GET /api/file/download-contest-ac-submission (spec 3 §7, reference ContestFileManager): a contest's
// code as a zip for its admins — in an ACM contest each contestant's last accepted submission of
// each problem, in an OI contest their best-scored one (the latest of equal scores) — submitted
// before the end, in one folder per user or per problem. The records of the board say which
// submissions; the submissions plugin gives their code.
import yazl from 'yazl';
import { FileBytes, OjError, ROLE_IDS, type PluginContext } from '@oj/sdk';
import { builtInLanguages } from '@oj/judge-languages';
import { JudgeStatus, submissionsService } from '@oj/plugin-submissions/shared';
import { CONTEST_TYPE } from '../shared/index.ts';
import { AC_SPLIT_TYPES, AcDownloadQuery } from '../shared/board.ts';
import { rowKey, type RecordRow } from './board.ts';
import { truthy } from './core.ts';
import type { ContestAccess } from './access.ts';
import type { ContestRecordStore } from './stores/records.ts';
import type { TeamStore } from './stores/teams.ts';

/** the file extension of a language's source (its judge's source file name); txt when unknown */
const EXTENSIONS = new Map(builtInLanguages.map((l) => [l.name, l.sourceFile.slice(l.sourceFile.lastIndexOf('.') + 1)]));

/** a user name or display id as one path part: no separators, no dot-only names */
export function pathPart(s: string): string {
  const safe = s.replace(/[\u0000-\u001f/\\:*?"<>|]/g, '_').trim();
  return /^\.*$/.test(safe) ? `_${safe}` : safe;
}

/** which of a contest's judged records go into the download: one per user and problem */
export function chosenRecords(records: RecordRow[], oi: boolean, end: Date): RecordRow[] {
  const best = new Map<string, RecordRow>();
  for (const r of records) {
    if (new Date(r.submitTime).getTime() > end.getTime()) continue;
    if (oi ? !(Number(r.score) > 0) : r.status !== JudgeStatus.ACCEPTED) continue;
    const key = `${r.uid}\n${r.displayId}`;
    const had = best.get(key);
    const later = !had || r.submitId > had.submitId;
    if (!had || (oi ? Number(r.score) > Number(had.score) || (Number(r.score) === Number(had.score) && later) : later)) best.set(key, r);
  }
  return [...best.values()].sort((a, b) => a.submitId - b.submitId);
}

export function zip(items: { path: string; data: Buffer }[]): Promise<Buffer> {
  const z = new yazl.ZipFile();
  for (const item of items) z.addBuffer(item.data, item.path);
  z.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    z.outputStream.on('data', (c: Buffer) => chunks.push(c));
    z.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    z.outputStream.on('error', reject);
  });
}

export function acDownloadRoute(ctx: PluginContext, access: ContestAccess, records: ContestRecordStore, teams: TeamStore): void {
  ctx.http.get('/api/file/download-contest-ac-submission', {
    config: { auth: true },
    schema: { tags: ['files'], querystring: AcDownloadQuery, produces: ['application/zip'], response: { 200: FileBytes } },
  }, async (request, reply) => {
    const q = request.query;
    const splitType = q.splitType ?? 'user';
    if (!(AC_SPLIT_TYPES as readonly string[]).includes(splitType)) throw new OjError('CONTESTS_SPLIT_TYPE_BAD');
    const c = await access.administer(request.user!, q.cid);

    const judged = await records.judged(c.id);
    // a team contest: one per team and problem, in the team's folder (named after the team)
    const teamNames = new Map(c.teamMode ? (await teams.all(c.id)).map((t) => [t.id, t.name]) : []);
    const owned = c.teamMode
      ? judged.flatMap((r) => (r.teamId && teamNames.has(r.teamId) ? [{ ...r, uid: rowKey(r), username: teamNames.get(r.teamId)! }] : []))
      : judged;
    let chosen = chosenRecords(owned, c.type === CONTEST_TYPE.oi, c.endTime);
    if (truthy(q.excludeAdmin)) {
      // the contest's admins: its author and the super admins (as the board leaves them out)
      const uids = [...new Set(chosen.map((r) => r.uid))];
      const roots = new Set((await ctx.users.byIds(uids)).filter((u) => u.roleId === ROLE_IDS.root).map((u) => u.uid));
      chosen = chosen.filter((r) => r.uid !== c.uid && !roots.has(r.uid));
    }
    if (chosen.length === 0) throw new OjError('CONTESTS_NO_AC_SUBMISSIONS');
    const code = await ctx.services.get(submissionsService).code(chosen.map((r) => r.submitId));
    const items = chosen.filter((r) => code.has(r.submitId)).map((r) => {
      const { code: text, language } = code.get(r.submitId)!;
      const file = (name: string) => `${name}_${r.submitId}.${EXTENSIONS.get(language) ?? 'txt'}`;
      const path = splitType === 'user'
        ? `${pathPart(r.username)}/${file(pathPart(r.displayId))}`
        : `${pathPart(r.displayId)}/${file(pathPart(r.username))}`;
      return { path, data: Buffer.from(text, 'utf8') };
    });
    if (items.length === 0) throw new OjError('CONTESTS_NO_AC_SUBMISSIONS');
    const body = await zip(items);
    reply.header('Content-Type', 'application/zip');
    reply.header('Content-Disposition', `attachment; filename="contest_${c.id}_ac_submissions.zip"`);
    return reply.send(body);
  });
}
