// Where a discussion lives: the site's area, or a group's (spec 3 "Group discussion list"). The
// groups plugin mounts this plugin's dialog, rows and detail page inside a group and says, through
// this context, which calls write there, who moderates and where its lists and problems are.
// Without one (null) they are the site's.
import type { Envelope } from '@oj/ui';
import type { DiscussionBody } from '@oj/plugin-discussions/browser';
import { createContext, useContext } from 'react';
import type { DiscussionView } from './api.js';

export interface DiscussionArea {
  create(body: DiscussionBody): Promise<Envelope<DiscussionView>>;
  update(body: DiscussionBody): Promise<Envelope<null>>;
  remove(did: number): Promise<Envelope<null>>;
  /** the viewer moderates the area (deletes others' posts): the group's admins */
  moderator: boolean;
  /** the area's list: all posts, or one problem's (its display id) */
  listPath(pid?: string | null): string;
  detailPath(did: number): string;
  /** a problem's page in the area */
  problemPath(pid: string): string;
}

export const DiscussionAreaContext = createContext<DiscussionArea | null>(null);

/** the area the screen is in; null: the site's */
export const useDiscussionArea = () => useContext(DiscussionAreaContext);
