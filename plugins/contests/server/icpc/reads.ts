// What the ICPC Contest API's routes (routes.ts) and the contest package export (package.ts) both
// read: a caller's snapshot of its contest, and the API information.
import { existsSync, readFileSync } from 'node:fs';
import type { PluginContext } from '@oj/sdk';
import { ICPC_API_VERSION, ICPC_API_VERSION_URL, type IcpcApiInfo } from '../../shared/icpc.ts';
import type { Boards } from '../boards.ts';
import { IcpcSnapshot } from './snapshot.ts';
import type { IcpcSources } from './source.ts';
import type { IcpcCaller } from './tokens.ts';
import { IcpcView } from './view.ts';

/** the provider's version in the API information: this plugin's package version */
const PROVIDER_VERSION = packageVersion();

function packageVersion(): string {
  // from server/icpc (sources) or dist/server/icpc (the build): the first package.json up the tree
  for (let dir = new URL('.', import.meta.url); dir.pathname !== '/'; dir = new URL('..', dir)) {
    const file = new URL('package.json', dir);
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
  }
  return '0.0.0';
}

export class IcpcReads {
  constructor(private readonly ctx: PluginContext, private readonly sources: IcpcSources, private readonly boards: Boards) {}

  /** the caller's view of its contest now, as its token's role sees it */
  snapshotOf = async (caller: IcpcCaller): Promise<IcpcSnapshot> =>
    new IcpcSnapshot(new IcpcView(await this.sources.read(caller.contest), caller.role), this.sources, this.boards);

  /** the API information: the spec's version and this provider */
  apiInfo = async (): Promise<IcpcApiInfo> => {
    const web = await this.ctx.settings.get<{ shortName?: string }>('web');
    return { version: ICPC_API_VERSION, version_url: ICPC_API_VERSION_URL, provider: { name: web.shortName || 'OJ', version: PROVIDER_VERSION } };
  };
}
