// The wider HTML allow-list for posts by the super admin and admins (spec 3 §6 shows their
// discussions "unsanitised"; we keep the spirit, never the flaw): presentational tags and media on
// top of the GitHub allow-list everyone gets. Never scripts, handlers, styles, frames or forms.
// The server's sanitiser (ctx.markdown.sanitize(source, { trusted: true })) and the browser's
// renderer (<Markdown trusted>) read this one list.

export const TRUSTED_HTML = {
  tagNames: ['u', 'mark', 'center', 'font', 'small', 'big', 'abbr', 'figure', 'figcaption', 'video', 'audio', 'source'],
  attributes: {
    '*': ['align', 'title'],
    font: ['color', 'size', 'face'],
    img: ['width', 'height'],
    video: ['src', 'controls', 'width', 'height', 'poster', 'loop', 'muted'],
    audio: ['src', 'controls', 'loop'],
    source: ['src', 'type'],
    abbr: ['title'],
  } as Record<string, string[]>,
  protocols: { poster: ['http', 'https'] } as Record<string, string[]>,
} as const;
