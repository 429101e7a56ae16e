// The banks of problems (spec 2 §2 bank filter): this site's, and each remote judge a plugin
// contributes (remoteOjPoint, issue 11 §3). A remote judge's languages join the language list
// under its bank once every plugin is set up.
import { mountCall, ok } from '@oj/sdk';
import { LOCAL_OJ, remoteOjPoint } from '../../shared/service.ts';
import { problemCalls } from '../../shared/browser.ts';
import type { Deps } from '../deps.ts';

/** remote judges' languages come after this site's own in list order */
const REMOTE_LANGUAGE_SEQ = 2000;

export function bankRoutes({ ctx, stores }: Deps): void {
  ctx.http.addHook('onReady', async () => {
    const rows = ctx.extensions(remoteOjPoint).flatMap((r) => (r.languages ?? []).map((l, i) => ({
      name: l.name, description: l.description ?? l.name, contentType: l.editorMode ?? 'text/plain', compileCommand: '',
      template: l.template ?? '', codeTemplate: l.template ?? '', isSpj: false, oj: r.oj, seq: REMOTE_LANGUAGE_SEQ + i,
    })));
    if (rows.length) await stores.languages.seed(rows);
  });

  mountCall(ctx.http, problemCalls.banks, { config: { public: true }, tags: ['problems'] }, async () => ok([{ oj: LOCAL_OJ, name: 'Mine' }, ...ctx.extensions(remoteOjPoint).map((r) => ({ oj: r.oj, name: r.name }))]));
}
