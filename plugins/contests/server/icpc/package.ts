// GET /api/admin/contest/icpc-package: an ended ACM contest as a contest package (CCS specs 2023-06
// "Contest Package Format"), one zip for its admins (the rule of the token calls: access.ts
// administer), what the ICPC Resolver opens to reveal the frozen results. It holds the admin
// role's event feed of the whole contest (event-feed.ndjson: exactly what the feed call answers
// with stream=false), the admin role's answers of /, the contest, its problems, teams,
// organizations, scoreboard and awards (<endpoint>.json), and a README on running the Resolver.
// The admin role sees every judgement, so a board still sealed is exported complete: the
// Resolver rewinds to the freeze itself.
import { FileBytes, OjError, type PluginContext } from '@oj/sdk';
import { CONTEST_STATUS, CONTEST_TYPE } from '../../shared/index.ts';
import { IcpcPackageQuery, type IcpcApiInfo } from '../../shared/icpc.ts';
import { zip } from '../ac-download.ts';
import type { ContestAccess } from '../access.ts';
import { statusOf, type ContestRow } from '../core.ts';
import { feedText } from './feed.ts';
import type { IcpcSnapshot } from './snapshot.ts';
import type { IcpcCaller } from './tokens.ts';

/** the collections the package holds as <endpoint>.json besides the contest and the scoreboard */
export const PACKAGE_COLLECTIONS = ['problems', 'teams', 'organizations', 'awards'] as const;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/** only an ended ACM contest is exported (its results are complete; the API is an ACM contest's) */
export function requireEndedAcm(c: ContestRow, now = Date.now()): void {
  if (c.type !== CONTEST_TYPE.acm || statusOf(c, now) !== CONTEST_STATUS.ended) throw new OjError('CONTESTS_ICPC_PACKAGE_ENDED_ACM_ONLY');
}

/** the package's README: what is in it and how the ICPC Resolver opens it */
function readme(snapshot: IcpcSnapshot, site: string): string {
  const v = snapshot.view;
  const id = v.contestId;
  const state = v.state().data;
  const unjudged = v.shownSubmissions().filter((s) => !s.judgedAt).length;
  const freeze = v.contest().data.scoreboard_freeze_duration;
  return [
    `ICPC contest package of contest ${id}: ${v.source.contest.title}`,
    `Exported from ${site} on ${new Date(v.now).toISOString()} (ICPC Contest API 2023-06, admin view:`,
    'every submission and judgement, those made during the freeze included).',
    '',
    'Contents',
    '  event-feed.ndjson   the whole contest as the Contest API event feed (one JSON event a line)',
    '  api.json, contest.json, problems.json, teams.json, organizations.json,',
    '  scoreboard.json, awards.json',
    '                      the same objects as the API endpoints of those names answer them',
    '',
    'Revealing the results with the ICPC Resolver',
    '  1. Install Java 17 or newer. Download the Resolver from https://tools.icpc.global and',
    '     unzip it anywhere.',
    `  2. Unzip this package into a folder of its own, named after the contest id: ${id}/`,
    '  3. In the Resolver folder run (resolver.bat on Windows):',
    `       ./resolver.sh /path/to/${id}`,
    '     The Resolver reads the folder as a contest package. Pointing it at the feed file alone',
    `     works too: ./resolver.sh /path/to/${id}/event-feed.ndjson`,
    '     Useful options: --singleStep 10 (click through each step of the top 10 rows), --speed 0.5,',
    '     --info (what each pending submission would change, for the presenter).',
    '  4. Click or press space: the standings as they were when the board froze, then the frozen',
    '     submissions resolved one by one from the bottom row up, pausing at each award',
    '     (winner, medals, first to solve). Ctrl-Q quits.',
    '',
    freeze === null
      ? 'This contest had no frozen (sealed) board, so there is nothing pending: the Resolver starts from the final standings.'
      : `The board froze ${freeze} (h:mm:ss) before the end; the Resolver hides those results and reveals them itself.`,
    state.finalized !== null
      ? `The contest is finalized (${state.finalized}): every submission is judged, as the Resolver expects.`
      : `The contest was not finalized when exported: ${unjudged} submission(s) were still being judged. Export again once they are judged, or run the Resolver with --test, which leaves unjudged submissions out.`,
    '',
  ].join('\n');
}

/** the package's files, in the order the zip lists them */
export async function packageFiles(snapshot: IcpcSnapshot, api: IcpcApiInfo): Promise<Array<{ path: string; data: Buffer }>> {
  const files = [
    { path: 'README.txt', data: Buffer.from(readme(snapshot, api.provider.name), 'utf8') },
    { path: 'event-feed.ndjson', data: Buffer.from(await feedText(snapshot), 'utf8') },
    { path: 'api.json', data: json(api) },
    { path: 'contest.json', data: json(snapshot.view.contest().data) },
  ];
  for (const type of PACKAGE_COLLECTIONS) files.push({ path: `${type}.json`, data: json((await snapshot.list(type)).map((k) => k.data)) });
  files.push({ path: 'scoreboard.json', data: json(await snapshot.scoreboard()) });
  return files;
}

export function icpcPackageRoute(
  ctx: PluginContext, access: ContestAccess, snapshotOf: (caller: IcpcCaller) => Promise<IcpcSnapshot>, apiInfo: () => Promise<IcpcApiInfo>,
): void {
  ctx.http.get('/api/admin/contest/icpc-package', {
    config: { auth: true },
    schema: { tags: ['contests'], querystring: IcpcPackageQuery, produces: ['application/zip'], response: { 200: FileBytes } },
  }, async (request, reply) => {
    const c = await access.administer(request.user!, request.query.cid);
    requireEndedAcm(c);
    const snapshot = await snapshotOf({ contest: c, role: 'admin' });
    const body = await zip(await packageFiles(snapshot, await apiInfo()));
    reply.header('Content-Type', 'application/zip');
    // the spec's advice: the archive is named after the contest id (contest.json's id)
    reply.header('Content-Disposition', `attachment; filename="${c.id}.zip"`);
    return reply.send(body);
  });
}
