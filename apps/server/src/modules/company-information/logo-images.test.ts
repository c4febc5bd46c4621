import { describe, expect, it } from 'vitest';
import { detectImageType, sanitizeSvg } from './logo-images';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const svg = (body: string) => Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);

describe('detectImageType', () => {
  it.each([
    ['a PNG', png, 'image/png'],
    ['a JPEG', jpeg, 'image/jpeg'],
    ['a WebP', webp, 'image/webp'],
    ['an SVG', svg('<rect width="10" height="10"/>'), 'image/svg+xml'],
    ['an SVG after a comment and doctype', Buffer.from('<!-- logo --><!DOCTYPE svg><svg viewBox="0 0 1 1"></svg>'), 'image/svg+xml'],
  ])('recognises %s by its bytes', (_label, bytes, type) => {
    expect(detectImageType(bytes)).toBe(type);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a....')],
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['HTML', Buffer.from('<html><body><svg></svg></body></html>')],
    ['plain text', Buffer.from('just words')],
    ['empty bytes', Buffer.alloc(0)],
    ['a RIFF that is not WebP', Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WAVE')])],
  ])('refuses %s', (_label, bytes) => {
    expect(detectImageType(bytes)).toBeUndefined();
  });
});

describe('sanitizeSvg', () => {
  const clean = (body: string) => sanitizeSvg(svg(body))?.toString('utf8') ?? '';

  it('keeps the drawing, with its case-sensitive names', () => {
    const out = clean('<defs><linearGradient id="g"><stop offset="0" stop-color="#0a0"/></linearGradient></defs><path d="M0 0h10v10z" fill="url(#g)"/>');
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('fill="url(#g)"');
  });

  it('strips scripts, event handlers and foreign objects', () => {
    const out = clean(
      '<script>alert(1)</script><rect onload="alert(2)" onclick="x()" width="5"/><foreignObject><iframe src="https://evil.example"></iframe><p>hi</p></foreignObject>',
    );
    expect(out).not.toMatch(/script|alert|onload|onclick|foreignObject|iframe|evil/i);
    expect(out).toContain('<rect width="5"');
  });

  it('strips references outside the file', () => {
    const out = clean(
      '<use href="https://evil.example/sprite.svg#a"/><use xlink:href="#inner"/><a href="javascript:alert(1)"><text>x</text></a>' +
        '<image href="https://tracker.example/p.png"/><image href="data:image/png;base64,iVBORw0KGgo="/>' +
        '<rect style="fill:url(https://evil.example/x)"/><style>@import url("https://evil.example/a.css"); .a{fill:url(http://x/y)} .b{fill:url(#g)}</style>',
    );
    expect(out).not.toMatch(/evil|tracker|javascript|@import|http:\/\/x/);
    expect(out).toContain('xlink:href="#inner"');
    expect(out).toContain('data:image/png;base64,iVBORw0KGgo=');
    expect(out).toContain('url(#g)');
  });

  it('refuses entity declarations and documents with nothing drawable', () => {
    expect(sanitizeSvg(Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'))).toBeUndefined();
    expect(sanitizeSvg(Buffer.from([0xff, 0xfe, 0x00]))).toBeUndefined();
  });
});
