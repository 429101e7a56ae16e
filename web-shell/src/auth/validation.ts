// spec 1 §5 rules; each returns the message key of the first broken rule, or null.
import { CAPTCHA_MAX, CAPTCHA_MIN, LOGIN_PASSWORD_MAX, PASSWORD_MAX, PASSWORD_MIN, REGISTER_CODE_LENGTH, USERNAME_MAX } from '@oj/ui';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function usernameError(v: string | undefined): string | null {
  if (!v) return 'Username_Check_Required';
  if (v.length > USERNAME_MAX) return 'Username_Check_Max';
  return null;
}

export function passwordError(v: string | undefined): string | null {
  if (!v) return 'Password_Check_Required';
  if (v.length < PASSWORD_MIN || v.length > PASSWORD_MAX) return 'Password_Check_Between';
  return null;
}

/**
 * The password typed to sign in: the 6–20 rule is for choosing one; a generated account may have
 * up to 25 characters (issue 10 item 6), so only what the server's LoginPassword refuses is refused.
 */
export function loginPasswordError(v: string | undefined): string | null {
  if (!v) return 'Password_Check_Required';
  if (v.length > LOGIN_PASSWORD_MAX) return 'Password_Check_Between';
  return null;
}

export function passwordAgainError(v: string | undefined, password: string | undefined): string | null {
  if (!v) return 'Password_Again_Check_Required';
  if (v !== password) return 'Password_does_not_match';
  return null;
}

export function emailError(v: string | undefined): string | null {
  if (!v) return 'Email_Check_Required';
  if (!EMAIL.test(v)) return 'Email_Check_Format';
  return null;
}

export function codeError(v: string | undefined): string | null {
  if (!v) return 'Code_Check_Required';
  if (v.length !== REGISTER_CODE_LENGTH) return 'Code_Check_Length';
  return null;
}

export function captchaError(v: string | undefined): string | null {
  if (!v) return 'Captcha_Check_Required';
  if (v.length < CAPTCHA_MIN || v.length > CAPTCHA_MAX) return 'Captcha_Check_Between';
  return null;
}
