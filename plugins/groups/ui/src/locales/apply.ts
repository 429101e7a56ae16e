// The groups UI's strings for the admin page Admin → group-problem/apply (spec 2 §2).
export const en: Record<string, string> = {
  /** the admin menu's group, when this entry comes first in it */
  Problem_Admin: 'Problem Admin',
  GPA_Nav: 'Group Problem Apply',
  GPA_Title: 'Requests to make group problems public',
  GPA_Hint: 'An approved problem leaves its group and joins the public problem set; a refused one stays in its group.',
  GPA_None: 'No requests waiting',
  GPA_Problem_ID: 'Problem ID',
  GPA_Group: 'Group',
  GPA_Date: 'Date',
  GPA_Approve: 'Approve',
  GPA_Refuse: 'Refuse',
  GPA_Approve_Title: 'Approve the request',
  GPA_Approve_Confirm: 'Make "{{title}}" a public problem of the site?',
  GPA_Refuse_Title: 'Refuse the request',
  GPA_Refuse_Confirm: 'Refuse to make "{{title}}" public? It stays in its group.',
  GPA_Limits: 'Time limit {{time}} ms, memory limit {{memory}} MB',
  GPA_Example: 'Example {{n}}',
};

export const zh: Record<keyof typeof en, string> = {
  Problem_Admin: '题目管理',
  GPA_Nav: '团队题目审批',
  GPA_Title: '团队题目公开申请',
  GPA_Hint: '通过后题目离开所属团队，加入公开题库；拒绝后题目仍留在团队中。',
  GPA_None: '暂无待审批的申请',
  GPA_Problem_ID: '题目 ID',
  GPA_Group: '团队',
  GPA_Date: '日期',
  GPA_Approve: '通过',
  GPA_Refuse: '拒绝',
  GPA_Approve_Title: '通过申请',
  GPA_Approve_Confirm: '将“{{title}}”设为网站的公开题目？',
  GPA_Refuse_Title: '拒绝申请',
  GPA_Refuse_Confirm: '拒绝公开“{{title}}”？题目仍留在团队中。',
  GPA_Limits: '时间限制 {{time}} ms，内存限制 {{memory}} MB',
  GPA_Example: '样例 {{n}}',
};
