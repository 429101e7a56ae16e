// The contests UI's strings for the home page widget (namespace 'contests').
export const en: Record<string, string> = {
  Home_Recent_Contests: 'Recent Contests',
  Home_No_Contests: 'No contests yet',
  Home_Contest_Scheduled: 'Scheduled',
  Home_Contest_Running: 'Running',
  Home_Contest_Ended: 'Ended',
  Home_Contest_Login_First: 'Please login first',
};

export const zh: Record<keyof typeof en, string> = {
  Home_Recent_Contests: '近期比赛',
  Home_No_Contests: '暂无比赛',
  Home_Contest_Scheduled: '未开始',
  Home_Contest_Running: '进行中',
  Home_Contest_Ended: '已结束',
  Home_Contest_Login_First: '请先登录',
};
