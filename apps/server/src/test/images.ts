import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real image of `width` × `height` (a green square with a transparent corner for PNG/WebP). */
export async function anImage(format: 'png' | 'jpeg' | 'webp', width = 4, height = 4): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index += 1) pixels.set([34, 139, 34, index === 0 ? 0 : 255], index * 4);
  const image = sharp(pixels, { raw: { width, height, channels: 4 } });
  if (format === 'jpeg') return image.jpeg().toBuffer();
  if (format === 'webp') return image.webp({ lossless: true }).toBuffer();
  return image.png().toBuffer();
}

interface Chunk {
  type: string;
  data: Buffer;
}

function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    chunks.push({ type: png.toString('latin1', offset + 4, offset + 8), data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

/** A PNG from chunks, each with a correct checksum: only what the chunk says is wrong, not how it is wrapped. */
function pngOf(chunks: Chunk[]): Buffer {
  const parts: Buffer[] = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])];
  for (const { type, data } of chunks) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    parts.push(head, data, crc);
  }
  return Buffer.concat(parts);
}

function changeChunk(png: Buffer, type: string, change: (data: Buffer) => Buffer): Buffer {
  return pngOf(chunksOf(png).map((chunk) => (chunk.type === type ? { type, data: change(Buffer.from(chunk.data)) } : chunk)));
}

/**
 * PNGs that pass a magic-bytes check but cannot be drawn — each once crashed the whole server when a PDF drew it:
 * a flipped byte in the compressed pixels, a deflate stream cut short, pixels that are not deflate at all, and a
 * header claiming 50,000 × 50,000 pixels.
 */
export async function damagedPngs(): Promise<Array<[string, Buffer]>> {
  const png = await anImage('png');
  return [
    ['one flipped byte in IDAT', changeChunk(png, 'IDAT', (data) => {
      data[Math.floor(data.length / 2)]! ^= 0xff;
      return data;
    })],
    ['a truncated deflate stream', changeChunk(png, 'IDAT', (data) => data.subarray(0, Math.ceil(data.length / 2)))],
    ['garbage instead of IDAT', changeChunk(png, 'IDAT', (data) => Buffer.alloc(data.length + 20, 0xa5))],
    ['an IHDR claiming 50000×50000', changeChunk(png, 'IHDR', (data) => {
      data.writeUInt32BE(50_000, 0);
      data.writeUInt32BE(50_000, 4);
      return data;
    })],
  ];
}
