// A small stroke font for the captcha (issue 9 §7): each character is a few polylines on a
// 4 × 6 grid (x right, y down), so the image can draw it as geometry — an SVG <text> would hand
// the answer to any script that reads the markup.

/** strokes separated by '|', points by ' ', each point two digits: x then y */
const GLYPHS: Record<string, string> = {
  A: '06 20 46|14 34', B: '00 06 36 45 44 33 03|33 42 41 30 00', C: '41 30 10 01 05 16 36 45',
  D: '00 06 26 44 42 20 00', E: '40 00 06 46|03 33', F: '40 00 06|03 33',
  G: '41 30 10 01 05 16 36 45 43 23', H: '00 06|40 46|03 43', J: '40 45 36 16 05',
  K: '00 06|40 04|12 46', L: '00 06 46', M: '06 00 23 40 46', N: '06 00 46 40',
  P: '06 00 30 41 42 33 03', Q: '10 30 41 45 36 16 05 01 10|24 46', R: '06 00 30 41 42 33 03|23 46',
  S: '41 30 10 01 02 13 33 44 45 36 16 05', T: '00 40|20 26', U: '00 05 16 36 45 40', V: '00 26 40',
  W: '00 16 23 36 40', X: '00 46|40 06', Y: '00 23 40|23 26', Z: '00 40 06 46',
  2: '01 10 30 41 42 06 46', 3: '01 10 30 41 42 33 13|33 44 45 36 16 05', 4: '30 04 44|32 36',
  5: '40 00 03 33 44 45 36 16 05', 6: '41 30 10 01 05 16 36 45 44 33 13 04', 7: '00 40 16',
  8: '10 30 41 42 33 13 02 01 10|13 04 05 16 36 45 44 33', 9: '42 33 13 02 01 10 30 41 45 36 16 05',
};

export const GLYPH_WIDTH = 4;
export const GLYPH_HEIGHT = 6;

export type Point = [number, number];

/** The strokes of a character as lists of grid points; throws for a character the font lacks. */
export function glyphStrokes(ch: string): Point[][] {
  const spec = GLYPHS[ch];
  if (!spec) throw new Error(`no stroke glyph for ${JSON.stringify(ch)}`);
  return spec.split('|').map((stroke) => stroke.split(' ').map((p) => [Number(p[0]), Number(p[1])] as Point));
}

export const FONT_CHARACTERS = Object.keys(GLYPHS).join('');
