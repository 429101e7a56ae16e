// Remote judging (issue 17; spec 2 "remote judges"): problems of other judge sites (HDU,
// Codeforces, GYM, POJ, AtCoder, SPOJ, LibreOJ, and any site a third party registers with
// addRemoteSite) are imported into the bank and judged there. Submissions to them flow through the
// submissions plugin's dispatch point, so they count in ranks, contests and trainings like local
// ones. Every connection goes through the guarded outbound client.
import { definePlugin } from '@oj/sdk';
import { judgeDispatchPoint } from '@oj/plugin-submissions/shared';
import { remoteImportPoint, remoteOjPoint } from '@oj/plugin-problems/shared';
import { addRemoteSite, remoteSitePoint } from '../shared/sites.ts';
import { remoteJudgeService } from '../shared/service.ts';
import { Config, type RemoteJudgeConfig } from './config.ts';
import { Sites } from './registry.ts';
import { Health } from './health.ts';
import { Accounts } from './accounts.ts';
import { Runs } from './runs.ts';
import { Importer } from './importer.ts';
import { routes } from './routes.ts';
import { RemoteJudgeStore } from './store.ts';
import { BUILT_IN_SITES } from './sites/index.ts';

export default definePlugin(new URL('..', import.meta.url), {
  id: 'remote-judge',
  requires: ['problems', 'submissions'],
  config: Config,
  migrations: './migrations',
  locales: './locales',
  ui: './ui/dist',
  // the reference's paths (spec 2), kept for its clients, besides /api/remote-judge/ and /api/admin/remote-judge/
  routes: [
    '/api/admin/problem/import-remote-oj-problem',
  ],
  setup(ctx) {
    const config = ctx.config as RemoteJudgeConfig;
    const store = new RemoteJudgeStore(ctx);
    const sites = new Sites(ctx, config);
    const health = new Health(ctx, config, store);
    const accounts = new Accounts(ctx, config, sites, store);
    const runs = new Runs(ctx, config, sites, accounts, health, store);
    const importer = new Importer(ctx, config, sites, accounts, health);
    ctx.provide(remoteJudgeService, {
      addSite(site) {
        if (!/^[A-Z][A-Z0-9]{1,15}$/.test(site.oj)) throw new Error(`remote site "${site.oj}": oj must be 2-16 upper case letters and digits`);
        if (sites.find(site.oj)) throw new Error(`remote site "${site.oj}" is registered twice`);
        ctx.extend(remoteSitePoint, site);
        ctx.extend(remoteOjPoint, {
          oj: site.oj, name: site.name, aliases: site.aliases,
          languages: site.languages.map(({ name, description, editorMode, template }) => ({ name, description, editorMode, template })),
        });
        ctx.extend(remoteImportPoint, { oj: site.oj, importProblem: (problemId, by) => importer.importProblem(site.oj, problemId, by) });
      },
      importProblem: (oj, problemId, by) => importer.importProblem(oj, problemId, by),
    });
    for (const site of BUILT_IN_SITES) addRemoteSite(ctx, site);
    ctx.extend(judgeDispatchPoint, runs.dispatcher());
    runs.start();
    routes(ctx, { sites, accounts, health, importer });
  },
});
