// The mails the kernel sends, in the language of the request that caused them.
import type { I18n, Locale } from '@oj/sdk';
import type { WebConfig } from '../site/settings.ts';
import { CODE_TTL_MINUTES } from '../auth/codes.ts';
import type { Mail } from './mailer.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mail(to: string, subject: string, text: string): Mail {
  const html = `<div style="font-family:sans-serif;line-height:1.6">${text.split('\n').map((l) => `<p>${escape(l)}</p>`).join('')}</div>`;
  return { to, subject, text, html };
}

export function registerCodeMail(i18n: I18n, locale: Locale, web: WebConfig, to: string, code: string): Mail {
  const params = { site: web.shortName, code, minutes: CODE_TTL_MINUTES };
  return mail(to, i18n.t(locale, 'Mail_Register_Subject', params), i18n.t(locale, 'Mail_Register_Text', params));
}

export function changeEmailCodeMail(i18n: I18n, locale: Locale, web: WebConfig, to: string, username: string, code: string): Mail {
  const params = { site: web.shortName, code, minutes: CODE_TTL_MINUTES, username };
  return mail(to, i18n.t(locale, 'Mail_ChangeEmail_Subject', params), i18n.t(locale, 'Mail_ChangeEmail_Text', params));
}

/** The reset page's link on the site's own address (never one taken from the request). */
export function resetLink(base: string, username: string, code: string): string {
  return `${base}/reset-password?username=${encodeURIComponent(username)}&code=${encodeURIComponent(code)}`;
}

export function resetPasswordMail(i18n: I18n, locale: Locale, web: WebConfig, to: string, username: string, link: string): Mail {
  const params = { site: web.shortName, username, link, minutes: CODE_TTL_MINUTES };
  return mail(to, i18n.t(locale, 'Mail_Reset_Subject', params), i18n.t(locale, 'Mail_Reset_Text', params));
}

export function testMail(i18n: I18n, locale: Locale, web: WebConfig, to: string): Mail {
  const params = { site: web.shortName };
  return mail(to, i18n.t(locale, 'Mail_Test_Subject', params), i18n.t(locale, 'Mail_Test_Text', params));
}
