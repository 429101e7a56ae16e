// Account field schemas with the spec's validation message keys (spec 1 §5), shared by the
// account, profile and admin routes. Defined once, browser-safe, with the kernel's calls
// (@oj/sdk/shared, kernel-calls/fields.ts); here the kernel registers the e-mail format for
// TypeBox's own checker, which checks batch rows outside a route.
import { FormatRegistry } from '@sinclair/typebox';
import { kernelPayloads } from '@oj/sdk';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (v) => EMAIL_PATTERN.test(v));

export const {
  Username, Password, LoginPassword, CurrentPassword, Email, EmailCode, ResetCode, CaptchaText, Gender,
  USERNAME_MAX, PASSWORD_MIN, PASSWORD_MAX, GENERATED_PASSWORD_MAX,
} = kernelPayloads;
