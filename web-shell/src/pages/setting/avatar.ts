import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@oj/ui';

/** spec 1 §5 avatar checks; returns a message key or null. */
export function avatarFileError(file: { name: string; size: number }): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!AVATAR_TYPES.includes(ext)) return 'File_Type_Not_Support';
  if (file.size > AVATAR_MAX_BYTES) return 'File_Exceed_Max_Size';
  return null;
}
