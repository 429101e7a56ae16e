export interface Reply {
  id: number;
  commentId: number;
  content: string;
  fromUid: string;
  fromName: string;
  fromAvatar?: string;
  fromRole?: string;
  fromTitleName?: string;
  fromTitleColor?: string;
  toUid: string;
  toName: string;
  toAvatar?: string;
  gmtCreate: string;
}

export interface Comment {
  id: number;
  content: string;
  fromUid: string;
  fromName: string;
  fromAvatar?: string;
  fromRole?: string;
  fromTitleName?: string;
  fromTitleColor?: string;
  likeNum: number;
  gmtCreate: string;
  totalReplyNum: number;
  replyList: Reply[];
}

export interface ReplyTarget {
  commentId: number;
  toUid: string;
  toName: string;
  toAvatar?: string;
  quoteId: number;
  quoteType: 'Comment' | 'Reply';
}
