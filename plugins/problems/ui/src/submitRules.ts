// spec 2 §5: the code rules shared by submit and test run; the answer is a message key or null.
import { CODE_MAX } from './status.js';

export function codeError(code: string): 'Code_Empty' | 'Code_Too_Long' | null {
  if (!code.trim()) return 'Code_Empty';
  if (code.length > CODE_MAX) return 'Code_Too_Long';
  return null;
}
