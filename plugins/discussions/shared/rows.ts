// The discussions plugin's stored rows, as its stores (server/stores/) read them: the discussion,
// alone and with its author and category, the categories and the reports. Type-only.

/** a discussion (discussions_discussion); gid: a group's, null: the site's */
export interface DiscussionRow {
  id: number; categoryId: number; title: string; description: string; content: string; pid: string | null; uid: string;
  topPriority: boolean; status: number; gid: number | null; viewNum: number; likeNum: number; commentNum: number;
  gmtCreate: Date; gmtModified: Date;
}

/** a discussion with its author and category (the lists and the detail) */
export interface ListedDiscussionRow extends DiscussionRow {
  categoryName: string; author: string; avatar: string | null; roleId: number; titleName: string | null; titleColor: string | null;
}

/** a category (discussions_category) as lists read it */
export interface DiscussionCategoryRow {
  id: number;
  name: string;
}

/** a report with its discussion's title and its reporter's name (the admin list) */
export interface ListedReportRow {
  id: number; did: number; title: string; reporter: string; content: string; status: boolean; gmtCreate: Date;
}
