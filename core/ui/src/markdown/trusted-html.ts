// The browser's copy of the wider list for posts by admin roles. The UI kit does not depend on
// the server SDK, so the list is written twice; core/kernel/test/markdown.test.ts checks it
// equals @oj/sdk/shared TRUSTED_HTML, which the server stores posts with.

/**
 * Posts by admin roles (spec 3 §6): their raw HTML is rendered, through the wider list the server
 * stored it with (@oj/sdk/shared TRUSTED_HTML; the kernel's markdown test checks the two agree) —
 * presentational tags and media, never scripts, handlers, styles or frames.
 */
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
};

