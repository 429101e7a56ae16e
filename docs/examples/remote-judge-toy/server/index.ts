// A third party's remote judge site (docs/plugin-guide.md "Writing a remote judge"): one plugin that
// registers Toy OJ with the remote-judge plugin. Once it is enabled, admins import Toy OJ problems
// (TOY-1000) and add Toy OJ accounts in Admin → Remote judges, and users submit to them.
import { defineServiceRef, definePlugin } from '@oj/sdk';
import type { RemoteJudgeService } from '@oj/sdk/extensions';
import { toySite } from './toy.ts';

// The remote-judge plugin's service, matched by its id ('remote-judge'). Only its types come from
// the kit (@oj/sdk/extensions, a type import, gone at run time), so this package needs nothing of it installed.
const remoteJudge = defineServiceRef<RemoteJudgeService>('remote-judge');

export default definePlugin(new URL('..', import.meta.url), {
  id: 'toy-oj',
  requires: ['remote-judge'],
  setup(ctx) {
    ctx.services.get(remoteJudge).addSite(toySite);
  },
});
