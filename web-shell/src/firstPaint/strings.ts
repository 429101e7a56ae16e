// The few words of the first-paint frame, in both languages (the full catalogue loads with the shell).
import type { Language } from '@oj/ui/lang';

export const FRAME_STRINGS: Record<Language, { home: string; loading: string }> = {
  'zh-CN': { home: '首页', loading: '加载中…' },
  'en-US': { home: 'Home', loading: 'Loading…' },
};
