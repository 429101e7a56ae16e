// Issue 28 §4: the login slide puzzle is not solved by reading its markup. The parse a tester used
// on the SVG picture (the one path whose fill and stroke differ from the others, its x) finds
// nothing in the picture the server sends; the picture still shows the hole where the server
// expects the piece, so a person who slides the piece along its row to the hole passes.
import t from 'tap';
import { inflateSync } from 'node:zlib';
import { TestSite } from './harness.ts';

const site = await TestSite.start();
t.teardown(() => site.close());

interface Puzzle { puzzleKey: string; img: string; y: number; width: number; height: number; piece: number }
let address = 0;
async function getPuzzle(): Promise<{ puzzle: Puzzle; ip: string; targetX: number }> {
  const ip = `198.51.100.${++address}`;
  const res = await site.app.inject({ method: 'GET', url: '/api/login-puzzle', remoteAddress: ip });
  const puzzle = JSON.parse(res.body).data as Puzzle;
  const { targetX } = await site.db('loginPuzzles').where({ key: puzzle.puzzleKey }).first();
  return { puzzle, ip, targetX };
}

/** the tester's script: the path drawn with a style no other path has, and the x it starts at */
function oddPathX(img: string): number | null {
  const m = /^data:image\/svg\+xml;base64,(.*)$/.exec(img);
  if (!m) return null;
  const svg = Buffer.from(m[1], 'base64').toString('utf8');
  // the background circles differ only in hue: they count as one style
  const paths = [...svg.matchAll(/<path d="([^"]*)"([^>]*)>/g)].map(([, d, style]) => ({ d, style: style.replace(/hsla\([^)]*\)/g, 'hsla') }));
  const odd = paths.filter((p) => paths.filter((q) => q.style === p.style).length === 1);
  if (odd.length !== 1) return null;
  return Math.min(...[...odd[0].d.matchAll(/([\d.]+) [\d.]+/g)].map((x) => Number(x[1])));
}

/** the picture's pixels (a PNG of 8-bit RGB rows; the filters the server uses: none and Sub) */
function pixels(img: string): { width: number; height: number; at(x: number, y: number): [number, number, number] } {
  const png = Buffer.from(img.replace(/^data:image\/png;base64,/, ''), 'base64');
  t.equal(png.subarray(1, 4).toString('ascii'), 'PNG', 'a PNG picture');
  const width = png.readUInt32BE(16), height = png.readUInt32BE(20);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const len = png.readUInt32BE(at), type = png.subarray(at + 4, at + 8).toString('ascii');
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const row = width * 3, rgb = new Uint8Array(row * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (row + 1)];
    for (let i = 0; i < row; i++) {
      const v = raw[y * (row + 1) + 1 + i];
      rgb[y * row + i] = filter === 1 ? (v + (i >= 3 ? rgb[y * row + i - 3] : 0)) & 0xff : v;
    }
  }
  return { width, height, at: (x, y) => [rgb[(y * width + x) * 3], rgb[(y * width + x) * 3 + 1], rgb[(y * width + x) * 3 + 2]] };
}

/** what a person does: looks along the piece's row for the outlined hole, and takes its left edge */
function holeOnRow(img: string, y: number, piece: number): number[] {
  const pic = pixels(img);
  const white = (x: number, yy: number) => pic.at(x, yy).every((c) => c === 255);
  const found: number[] = [];
  for (let x = 0; x + piece <= pic.width; x++) {
    let outlined = true;
    for (let k = 0; k < piece && outlined; k++) outlined = white(x, y + k) && white(x + piece - 1, y + k) && white(x + k, y) && white(x + k, y + piece - 1);
    if (outlined) found.push(x);
  }
  return found;
}

t.test('the parse that read the hole off the SVG finds nothing: the picture has no paths to read', async (t) => {
  for (let i = 0; i < 10; i++) {
    const { puzzle, targetX } = await getPuzzle();
    const x = oddPathX(puzzle.img);
    t.ok(x === null || Math.abs(x - targetX) > 3, `the odd path does not give the answer (${x} vs ${targetX})`);
    t.notMatch(puzzle.img, /^data:image\/svg/, 'not an SVG');
    t.notOk(JSON.stringify(puzzle).includes(`"x":`), 'no x in the answer');
  }
});

t.test('the hole is drawn where the server expects the piece, once on the piece\'s row; sliding there solves it', async (t) => {
  for (let i = 0; i < 10; i++) {
    const { puzzle, ip, targetX } = await getPuzzle();
    t.same(holeOnRow(puzzle.img, puzzle.y, puzzle.piece), [targetX], 'one outlined hole on the piece\'s row, at the answer');
    const check = await site.app.inject({ method: 'POST', url: '/api/check-login-puzzle', remoteAddress: ip, payload: { puzzleKey: puzzle.puzzleKey, x: targetX + 1 } });
    t.equal(JSON.parse(check.body).status, 200, 'solved');
  }
});
