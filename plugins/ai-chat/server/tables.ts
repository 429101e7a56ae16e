// The AI chat's tables (migrations/) and their rows.
export const T = {
  chat: 'ai_chat_chat',
  message: 'ai_chat_message',
  setting: 'ai_chat_setting',
  contest: 'ai_chat_contest',
  audit: 'ai_chat_audit',
  reservation: 'ai_chat_reservation',
} as const;

export interface ChatRow {
  cid: number;
  uid: string;
  problemId: string;
  contestId: number;
  trainingId: number;
  chatName: string;
  open: boolean;
  lastSeen: Date | null;
  createTime: Date;
}

export interface MessageRow { id: number; cid: number; role: 'user' | 'assistant' | 'system'; content: string; createTime: Date }

/** where a chat lives: a problem's display id ('' none), a contest and a training (0 none) */
export interface ChatPlace { problemId: string; contestId: number; trainingId: number }

export const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
