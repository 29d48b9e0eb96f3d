import { deflateSync, inflateSync } from 'node:zlib';

export interface PngInfo {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
}
export interface DecodedPng extends PngInfo {
  pixels: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function hasPngSignature(data: Buffer): boolean {
  return data.subarray(0, 8).equals(SIGNATURE);
}

export function readPngInfo(data: Buffer): PngInfo {
  if (!hasPngSignature(data) || data.toString('ascii', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), bitDepth: data[24]!, colorType: data[25]! };
}

/** Decodes 8-bit RGBA, non-interlaced PNGs (what resvg writes) into raw pixels. */
export function decodePng(data: Buffer): DecodedPng {
  const info = readPngInfo(data);
  if (info.bitDepth !== 8 || info.colorType !== 6) throw new Error(`unsupported PNG ${info.bitDepth}/${info.colorType}`);
  const idat: Buffer[] = [];
  for (let offset = 8; offset < data.length;) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('ascii', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(data.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = info.width * 4;
  const pixels = new Uint8Array(info.height * stride);
  for (let y = 0; y < info.height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= 4 ? pixels[y * stride + x - 4]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4]! : 0;
      let value = line[x]!;
      if (filter === 1) value += left;
      else if (filter === 2) value += up;
      else if (filter === 3) value += Math.floor((left + up) / 2);
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + x] = value & 255;
    }
  }
  return { ...info, pixels };
}

export function pixelAt(png: DecodedPng, x: number, y: number): [number, number, number, number] {
  const i = (y * png.width + x) * 4;
  return [png.pixels[i]!, png.pixels[i + 1]!, png.pixels[i + 2]!, png.pixels[i + 3]!];
}

/** A tiny PNG written by hand (2x2, RGBA), for stand-in services to answer with. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer): number => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 255]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, body: Buffer): Buffer => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(body.length, 0);
    head.write(type, 4, 'ascii');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), body])), 0);
    return Buffer.concat([head, body, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const rows = Buffer.from([0, 255, 120, 80, 255, 90, 160, 255, 255, 0, 255, 220, 90, 255, 0, 0, 0, 0]);
  return Buffer.concat([SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
