// Who takes part in a contest and where they sit (contests_register, contests_seat): the
// registrations made with a contest's password, and the seat list balloon runners read.
import type { PluginContext } from '@oj/sdk';
import type { ContestRegisterRow, ContestSeatRow } from '../../shared/index.ts';
import { Store, tableOf } from './base.ts';

/** rows written per insert when a seat list is replaced */
const SEAT_CHUNK = 500;

export class RegistrationStore extends Store {
  private readonly registers: string;
  private readonly seats: string;

  constructor(ctx: PluginContext) {
    super(ctx);
    this.registers = tableOf(ctx, 'register');
    this.seats = tableOf(ctx, 'seat');
  }

  async isRegistered(cid: number, uid: string): Promise<boolean> {
    return Boolean(await this.ctx.db<ContestRegisterRow>(this.registers).where({ cid, uid }).first('id'));
  }

  /** registers `uid`; false when already registered */
  async register(cid: number, uid: string): Promise<boolean> {
    const inserted = await this.ctx.db(this.registers).insert({ cid, uid }).onConflict(['cid', 'uid']).ignore().returning('id');
    return inserted.length > 0;
  }

  /** the contest's registered users */
  uids(cid: number): Promise<string[]> {
    return this.ctx.db<ContestRegisterRow>(this.registers).where({ cid }).pluck('uid');
  }

  /** the contest's registrations with when each was made */
  registered(cid: number): Promise<Array<Pick<ContestRegisterRow, 'uid' | 'gmtCreate'>>> {
    return this.ctx.db<ContestRegisterRow>(this.registers).where({ cid }).select('uid', 'gmtCreate');
  }

  /** the contest's seat list */
  seatList(cid: number): Promise<Array<Pick<ContestSeatRow, 'uid' | 'room' | 'seat'>>> {
    return this.ctx.db<ContestSeatRow>(this.seats).where({ cid }).select('uid', 'room', 'seat');
  }

  /** the contest's seat list replaced by `seats`, at once (or left as it was) */
  async replaceSeats(cid: number, seats: ReadonlyArray<Omit<ContestSeatRow, 'cid'>>): Promise<void> {
    await this.transaction(async (trx) => {
      await trx(this.seats).where({ cid }).delete();
      for (let i = 0; i < seats.length; i += SEAT_CHUNK) {
        await trx(this.seats).insert(seats.slice(i, i + SEAT_CHUNK).map((s) => ({ cid, uid: s.uid, room: s.room, seat: s.seat })));
      }
    });
  }
}
