// What the remote-judge plugin offers other plugins (`ctx.services.get(remoteJudgeService)`).
import { defineServiceRef, type AuthUser } from '@oj/sdk';
import type { RemoteSite } from './sites.ts';

export interface RemoteJudgeService {
  /**
   * Registers a site (call it from your plugin's setup, with `requires: ['remote-judge']`): its
   * problems are judged through the remote-judge plugin, its bank and languages appear on the
   * problem list, and "import remote problem" offers it. A second site with the same oj stops the boot.
   */
  addSite(site: RemoteSite): void;
  /**
   * Imports the site's problem into the main set (or finds the one imported before) and answers
   * its pid. Throws an OjError with a clear message: unknown site, site off, malformed id, no such
   * problem, site unreachable.
   */
  importProblem(oj: string, problemId: string, by: AuthUser): Promise<number>;
}

export const remoteJudgeService = defineServiceRef<RemoteJudgeService>('remote-judge');
