// Who unlocked a private training with its password (trainings_register): asked and written here;
// a private training's rank (records.ts) ranks only the users registered in it.
import type { PluginContext } from '@oj/sdk';

export class RegistrationStore {
  private readonly registrations: string;

  constructor(private readonly ctx: PluginContext) {
    this.registrations = ctx.table('register');
  }

  async isRegistered(tid: number, uid: string): Promise<boolean> {
    return Boolean(await this.ctx.db(this.registrations).where({ tid, uid }).first('tid'));
  }

  /** registers the user: false when they were already */
  async register(tid: number, uid: string): Promise<boolean> {
    const inserted = await this.ctx.db(this.registrations).insert({ tid, uid }).onConflict(['tid', 'uid']).ignore().returning('tid');
    return inserted.length > 0;
  }
}
