// The slide puzzle's picture as pixels (issue 28 §4). Drawn as SVG, the hole was the one path with
// its own fill and stroke, so a script read the answer off the markup. A PNG has no markup: the
// hole is a square of the piece's size on the piece's row, and decoys drawn exactly like it sit on
// other rows, so only looking at the picture (which row the piece slides along) tells them apart.
import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

type Colour = readonly [r: number, g: number, b: number, alpha: number];

const HOLE_FILL: Colour = [0, 0, 0, 0.45];
const HOLE_EDGE: Colour = [255, 255, 255, 1];
const LIGHT_DECOY: Colour = [255, 255, 255, 0.3];
const GRADIENT = [[0x6a, 0x85, 0xb6], [0xba, 0xc8, 0xe0], [0x8f, 0xd3, 0xf4]] as const;

class Canvas {
  readonly rgb: Uint8Array;
  constructor(readonly width: number, readonly height: number) {
    this.rgb = new Uint8Array(width * height * 3);
  }

  blend(x: number, y: number, [r, g, b, a]: Colour): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    this.rgb[i] = Math.round(this.rgb[i] * (1 - a) + r * a);
    this.rgb[i + 1] = Math.round(this.rgb[i + 1] * (1 - a) + g * a);
    this.rgb[i + 2] = Math.round(this.rgb[i + 2] * (1 - a) + b * a);
  }

  /** the diagonal gradient the login form's canvas shows behind the picture */
  background(): void {
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const t = (x / this.width + y / this.height) / 2;
        const [from, to, f] = t < 0.5 ? [GRADIENT[0], GRADIENT[1], t * 2] : [GRADIENT[1], GRADIENT[2], t * 2 - 1];
        this.blend(x, y, [from[0] + (to[0] - from[0]) * f, from[1] + (to[1] - from[1]) * f, from[2] + (to[2] - from[2]) * f, 1]);
      }
    }
  }

  circle(cx: number, cy: number, r: number, colour: Colour): void {
    for (let y = cy - r; y <= cy + r; y++) for (let x = cx - r; x <= cx + r; x++) if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) this.blend(x, y, colour);
  }

  square(x0: number, y0: number, size: number, fill: Colour, edge?: Colour): void {
    for (let y = y0; y < y0 + size; y++) {
      for (let x = x0; x < x0 + size; x++) {
        const onEdge = x === x0 || y === y0 || x === x0 + size - 1 || y === y0 + size - 1;
        this.blend(x, y, onEdge && edge ? edge : fill);
      }
    }
  }

  png(): Buffer {
    const rowBytes = this.width * 3;
    // each row filtered with Sub (the gradient changes little from one pixel to the next)
    const raw = Buffer.alloc((rowBytes + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      const out = y * (rowBytes + 1);
      raw[out] = 1;
      for (let i = 0; i < rowBytes; i++) {
        const cur = this.rgb[y * rowBytes + i];
        const left = i >= 3 ? this.rgb[y * rowBytes + i - 3] : 0;
        raw[out + 1 + i] = (cur - left) & 0xff;
      }
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, adaptive filters, no interlace
    return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
  }
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Rows a decoy drawn like the hole may start on: none shares a pixel row with the piece's. */
function decoyRows(y: number, piece: number, height: number): number[] {
  const rows: number[] = [];
  for (let dy = 0; dy <= height - piece; dy++) if (Math.abs(dy - y) >= piece) rows.push(dy);
  return rows;
}

/** The picture: the hole at (targetX, y), two decoys drawn the same way on other rows, lighter decoys and circles anywhere. */
export function puzzlePicture(width: number, height: number, piece: number, targetX: number, y: number): Buffer {
  const canvas = new Canvas(width, height);
  canvas.background();
  for (let i = 0; i < 7; i++) canvas.circle(randomInt(width), randomInt(height), 12 + randomInt(40), [randomInt(256), randomInt(256), randomInt(256), 0.3]);
  for (let i = 0; i < 2; i++) canvas.square(randomInt(width - piece), randomInt(height - piece), piece, LIGHT_DECOY);
  const rows = decoyRows(y, piece, height);
  for (let i = 0; i < 2 && rows.length > 0; i++) canvas.square(randomInt(width - piece), rows[randomInt(rows.length)], piece, HOLE_FILL, HOLE_EDGE);
  canvas.square(targetX, y, piece, HOLE_FILL, HOLE_EDGE);
  return canvas.png();
}
