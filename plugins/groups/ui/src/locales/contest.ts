// The groups UI's strings for a group's Contest tab (the cards, the admin list); the contest's
// own labels and the admin pages' are the contests plugin's ('contests' namespace).
export const en: Record<string, string> = {
  Group_Tab_Contest: 'Contest',
  Group_Contests: 'Contests',
  Group_Contest_Create: 'Create',
  Group_Contest_Admin: 'Contest Admin',
  Group_Contest_Back_To_List: 'Back to the list',
  Group_No_Contests: 'No contests',
  Group_Contest_Not_Yours: "Only the group's root or the contest's creator may change it",
};

export const zh: Record<keyof typeof en, string> = {
  Group_Tab_Contest: '比赛',
  Group_Contests: '比赛列表',
  Group_Contest_Create: '创建',
  Group_Contest_Admin: '比赛管理',
  Group_Contest_Back_To_List: '返回列表',
  Group_No_Contests: '暂无比赛',
  Group_Contest_Not_Yours: '只有团队超级管理员或比赛创建者可以修改',
};
