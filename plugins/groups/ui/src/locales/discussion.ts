// The groups UI's strings for a group's Discussion tab; the posts' own labels (dialog, rows,
// detail, switches) are the discussions plugin's.
export const en: Record<string, string> = {
  Group_Tab_Discussion: 'Discussion',
  Group_Discussions: 'Discussions',
  Group_Discussion_Problem_List: 'Discussions of {{pid}}',
  Group_Discussion_Post: 'Post',
  Group_Discussion_Admin: 'Discussion Admin',
  Group_Discussion_Back_To_List: 'Back to the list',
  Group_Discussion_Back_To_Problem: 'Back to the problem',
  Group_Discussion_All: 'All discussions',
  Group_Discussion_Problem_Link: 'Discussions',
};

export const zh: Record<keyof typeof en, string> = {
  Group_Tab_Discussion: '讨论',
  Group_Discussions: '讨论列表',
  Group_Discussion_Problem_List: '{{pid}} 的讨论',
  Group_Discussion_Post: '发帖',
  Group_Discussion_Admin: '讨论管理',
  Group_Discussion_Back_To_List: '返回列表',
  Group_Discussion_Back_To_Problem: '返回题目',
  Group_Discussion_All: '全部讨论',
  Group_Discussion_Problem_Link: '讨论',
};
