import type { LogoContentType } from '@groundwork/domain/company-information';
import sanitizeHtml from 'sanitize-html';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const utf8 = new TextDecoder('utf-8', { fatal: true });

function asText(bytes: Buffer): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** An SVG document: UTF-8 text whose first element, after the XML declaration, comments and doctype, is <svg>. */
function looksLikeSvg(bytes: Buffer): boolean {
  const text = asText(bytes);
  if (text === undefined) return false;
  const rest = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(rest);
}

/** The image type by its content (magic bytes), never by the name or the declared type. */
export function detectImageType(bytes: Buffer): LogoContentType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return undefined;
}

const svgTags = [
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'style',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker', 'image',
  'filter', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix', 'feFlood', 'feComposite', 'feMerge',
  'feMergeNode', 'feMorphology', 'feDropShadow',
];

const INLINE_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** CSS that can reach nothing outside the image: no @import, no url() but #fragments, no script-ish values. */
function sanitizeCss(css: string): string {
  return css
    .replace(/<!\[CDATA\[|\]\]>/g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)(?!#)[^)]*\)/gi, 'none')
    .replace(/expression\s*\(/gi, '(')
    .replace(/javascript:/gi, '')
    .replace(/</g, '');
}

function isSafeAttribute(tagName: string, name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return false; // event handlers
  if (/(javascript|vbscript|data):/i.test(value.replace(/\s/g, '')) && !(tagName === 'image' && INLINE_RASTER.test(value))) return false;
  if (lower === 'href' || lower === 'xlink:href') return value.startsWith('#') || (tagName === 'image' && INLINE_RASTER.test(value));
  if (/url\(\s*['"]?(?!#)/i.test(value)) return false; // external references in presentation attributes or style
  return true;
}

/**
 * An SVG logo made safe to serve: only drawing elements survive (no script, foreignObject, iframe, animation
 * that can set hrefs), no event handlers, and nothing refers outside the file (links only to #fragments,
 * embedded images only as data: rasters). Documents declaring entities are refused (entity-expansion bombs).
 * Returns undefined when nothing drawable is left.
 */
export function sanitizeSvg(bytes: Buffer): Buffer | undefined {
  const text = asText(bytes);
  if (text === undefined || /<!ENTITY/i.test(text)) return undefined;
  const withoutPreamble = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/gi, '')
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '')
    .replace(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi, (_match, attributes: string, css: string) => `<style${attributes}>${sanitizeCss(css)}</style>`);
  const clean = sanitizeHtml(withoutPreamble, {
    allowedTags: svgTags,
    allowedAttributes: false,
    allowVulnerableTags: true,
    allowedSchemes: [],
    allowedSchemesByTag: { image: ['data'] },
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href', 'src'],
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'noscript', 'foreignObject', 'iframe', 'textarea', 'option', 'metadata'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
    transformTags: {
      '*': (tagName, attribs) => ({
        tagName,
        attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => isSafeAttribute(tagName, name, value))),
      }),
    },
  }).trim();
  if (!/^<svg[\s>]/.test(clean)) return undefined;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${clean}\n`, 'utf8');
}
