// Account field schemas with the spec's validation message keys (spec 1 §5): the bodies of the
// kernel's account, profile and admin calls. Browser-safe (TypeBox only); defined here once, the
// kernel's users/fields.ts re-exports them (and registers the e-mail format for TypeBox's own checker).
import { Type } from '@sinclair/typebox';
import { withMessages } from '../schema.ts';

export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** generated passwords in admin: 6 to 25 characters (spec 1 §9) */
export const GENERATED_PASSWORD_MAX = 25;

/** Username: required, at most 20 characters, no white space. */
export const Username = withMessages(Type.String({ minLength: 1, maxLength: USERNAME_MAX, pattern: '^\\S+$' }), {
  required: 'Username_Check_Required', minLength: 'Username_Check_Required', maxLength: 'Username_Check_Max', pattern: 'OJ_USERNAME_FORMAT', type: 'Username_Check_Required',
});

/** Password: required, 6 to 20 characters. */
export const Password = withMessages(Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }), {
  required: 'Password_Check_Required', minLength: 'Password_Check_Between', maxLength: 'Password_Check_Between', type: 'Password_Check_Required',
});

/** The password typed at login: any stored password may be tried; rules apply when one is set. */
export const LoginPassword = withMessages(Type.String({ minLength: 1, maxLength: 100 }), {
  required: 'Password_Check_Required', minLength: 'Password_Check_Required', maxLength: 'Password_Check_Between', type: 'Password_Check_Required',
});

/** The current password when changing something: only required, any length (old accounts). */
export const CurrentPassword = withMessages(Type.String({ minLength: 1, maxLength: 100 }), {
  required: 'OJ_OLD_PASSWORD_REQUIRED', minLength: 'OJ_OLD_PASSWORD_REQUIRED', maxLength: 'OJ_AUTH_BAD_PASSWORD',
});

export const Email = withMessages(Type.String({ minLength: 3, maxLength: 320, format: 'email' }), {
  required: 'Email_Check_Required', minLength: 'Email_Check_Format', maxLength: 'Email_Check_Format', format: 'Email_Check_Format', type: 'Email_Check_Format',
});

/** The e-mailed register / change-e-mail code: exactly 6 characters. */
export const EmailCode = withMessages(Type.String({ minLength: 6, maxLength: 6 }), {
  required: 'Code_Check_Length', minLength: 'Code_Check_Length', maxLength: 'Code_Check_Length',
});

/** The reset-password code from the mailed link. */
export const ResetCode = withMessages(Type.String({ minLength: 1, maxLength: 64 }), {
  required: 'OJ_CODE_REQUIRED', minLength: 'OJ_CODE_REQUIRED', maxLength: 'OJ_CODE_INVALID',
});

/** Captcha text: 1 to 8 characters. */
export const CaptchaText = withMessages(Type.String({ minLength: 1, maxLength: 8 }), {
  required: 'OJ_CAPTCHA_REQUIRED', minLength: 'OJ_CAPTCHA_REQUIRED', maxLength: 'OJ_CAPTCHA_LENGTH',
});

export const Gender = Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('secrecy'), Type.Literal('other')]);
