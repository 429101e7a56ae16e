// The AI chat's stored rows, as its stores (server/stores/) read them: chats, their messages and
// the audit of chat calls. Type-only.
import type { AuditStatus } from './browser.ts';

/** a user's chat (ai_chat_chat), in a place: a problem's display id ('' none), a contest and a training (0 none) */
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

/** a kept message of a chat (ai_chat_message) */
export interface MessageRow { id: number; cid: number; role: 'user' | 'assistant' | 'system'; content: string; createTime: Date }

/** a chat call's audit row (ai_chat_audit) with its user's name */
export interface ListedAuditRow {
  id: number; uid: string; username: string | null; problemId: string | null; contestId: number | null; trainingId: number | null;
  model: string | null; promptTokens: number; completionTokens: number; status: AuditStatus; createTime: Date;
}
