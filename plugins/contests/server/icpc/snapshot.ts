// One read of the contest for one caller: the view (view.ts) with the board's rows and the
// per-case results read once, and every endpoint's objects by event type — what the REST calls
// and the event feed both answer from.
import type { IcpcEventType } from '../../shared/icpc.ts';
import type { Boards } from '../boards.ts';
import type { RankRow } from '../rules.ts';
import type { IcpcSources } from './source.ts';
import { awards, boardVariant, scoreboard } from './standings.ts';
import type { IcpcView, Keyed } from './view.ts';

export class IcpcSnapshot {
  private rows: Promise<readonly RankRow[]> | null = null;
  private readonly lists = new Map<IcpcEventType, Promise<Keyed<object>[]>>();

  constructor(readonly view: IcpcView, private readonly sources: IcpcSources, private readonly boards: Boards) {}

  /** the live board's placed rows as this role sees it */
  boardRows(): Promise<readonly RankRow[]> {
    return (this.rows ??= this.boards.rows(this.view.source.contest, boardVariant(this.view)));
  }

  async scoreboard() {
    return scoreboard(this.view, await this.boardRows());
  }

  /** the objects of one endpoint, each with when it last changed */
  list(type: IcpcEventType): Promise<Keyed<object>[]> {
    let list = this.lists.get(type);
    if (!list) this.lists.set(type, (list = this.build(type)));
    return list;
  }

  private async build(type: IcpcEventType): Promise<Keyed<object>[]> {
    const v = this.view;
    switch (type) {
      case 'contest': return [v.contest()];
      case 'state': return [v.state()];
      case 'judgement-types': return v.judgementTypes();
      case 'languages': return v.languages();
      case 'problems': return v.problems();
      case 'organizations': return v.organizations();
      case 'teams': return v.teams();
      case 'submissions': return v.submissions();
      case 'judgements': return v.judgements();
      case 'runs': return v.runs(await this.sources.cases(v.runSubmissions().map((s) => s.submitId)));
      case 'clarifications': return v.clarifications();
      case 'awards': {
        // awards follow the standings: they may change whenever a judgement, a team, the state or the settings do
        const before = await Promise.all((['contest', 'state', 'teams', 'judgements'] as const).map((t) => this.list(t)));
        let at = 0;
        for (const list of before) for (const k of list) at = Math.max(at, k.at);
        return awards(v, await this.boardRows()).map((data) => ({ data, at }));
      }
    }
  }
}
