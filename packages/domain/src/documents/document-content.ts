import { z } from 'zod';
import { API_BASE_PATH } from '../shared/constants';

/*
 * A document's content as the editor (TipTap 3) writes it: a tree of nodes in ProseMirror's JSON form. Only the nodes
 * and marks the editor offers are accepted (StarterKit's blocks, headings, lists, task lists, tables, links and
 * uploaded images), each with the attributes it really has, so nothing else can be stored and later rendered. The
 * limits let a 50-page manual through with room to spare (about 400 KB of JSON) and stop a body built to exhaust the
 * server: the shape is walked once without recursion before zod reads it.
 */

/** How deep nodes may nest (a list in a table cell in a list item… reaches about 12). */
export const MAX_DOCUMENT_DEPTH = 24;
/** Nodes in all, text included. A 50-page manual has about 6,000. */
export const MAX_DOCUMENT_NODES = 60_000;
/** Characters of text in all. A 50-page manual has about 200,000. */
export const MAX_DOCUMENT_TEXT = 1_500_000;
/** Characters in one text node (a pasted log, say). */
export const MAX_TEXT_NODE = 100_000;
/** Bytes of a save's JSON body: the route's body limit. */
export const MAX_DOCUMENT_BODY_BYTES = 4 * 1024 * 1024;

export const DOCUMENT_TOO_DEEP_MESSAGE = `The document nests more than ${MAX_DOCUMENT_DEPTH} levels deep`;
export const DOCUMENT_TOO_LARGE_MESSAGE = `The document has more than ${MAX_DOCUMENT_NODES.toLocaleString('en-US')} parts: split it in two`;
export const DOCUMENT_TOO_MUCH_TEXT_MESSAGE = `The document has more than ${MAX_DOCUMENT_TEXT.toLocaleString('en-US')} characters: split it in two`;
export const LINK_SCHEME_MESSAGE = 'Links must start with http://, https:// or mailto:';
export const IMAGE_SOURCE_MESSAGE = 'Images must be uploaded into the document';
export const CHECKLIST_ID_MESSAGE = 'A checklist id is 6 to 64 letters, digits, - or _';

/** Where an uploaded image is served from: `${API_BASE_PATH}/document_images/<sha-256 hex>`. */
export const DOCUMENT_IMAGE_PATH = `${API_BASE_PATH}/document_images/`;
const IMAGE_URL = new RegExp(`^${DOCUMENT_IMAGE_PATH.replaceAll('/', '\\/')}[0-9a-f]{64}$`);
export const CHECKLIST_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** True for an image address the server made when the image was uploaded: nothing else is ever shown. */
export function isDocumentImageUrl(src: string): boolean {
  return IMAGE_URL.test(src);
}

/** True for an http(s) or mailto link: `javascript:`, `data:` and relative addresses are refused. */
export function isSafeLinkHref(href: string): boolean {
  if (href.length > 2048 || /[\s<>"]/.test(href)) return false;
  try {
    const protocol = new URL(href).protocol;
    return protocol === 'http:' || protocol === 'https:' || protocol === 'mailto:';
  } catch {
    return false;
  }
}

// ── The node types (the TypeScript side of the schema below) ────────────────────────────────────────────────

export type SimpleMarkType = 'bold' | 'italic' | 'strike' | 'code' | 'underline';
export interface LinkAttrs {
  href: string;
  target?: '_blank' | null;
  rel?: string | null;
  class?: null;
  title?: string | null;
}
export type Mark = { type: SimpleMarkType } | { type: 'link'; attrs: LinkAttrs };

export interface TextNode {
  type: 'text';
  text: string;
  marks?: Mark[];
}
export interface HardBreakNode {
  type: 'hardBreak';
  marks?: Mark[];
}
export type InlineNode = TextNode | HardBreakNode;

export interface ParagraphNode {
  type: 'paragraph';
  content?: InlineNode[];
}
export interface HeadingNode {
  type: 'heading';
  attrs: { level: 1 | 2 | 3 | 4 | 5 | 6 };
  content?: InlineNode[];
}
export interface BlockquoteNode {
  type: 'blockquote';
  content?: BlockNode[];
}
export interface CodeBlockNode {
  type: 'codeBlock';
  attrs?: { language?: string | null };
  content?: TextNode[];
}
export interface HorizontalRuleNode {
  type: 'horizontalRule';
}
export interface ListItemNode {
  type: 'listItem';
  content?: BlockNode[];
}
export interface BulletListNode {
  type: 'bulletList';
  content?: ListItemNode[];
}
export interface OrderedListNode {
  type: 'orderedList';
  attrs?: { start?: number; type?: string | null };
  content?: ListItemNode[];
}
export interface TaskItemNode {
  type: 'taskItem';
  attrs?: { checked?: boolean };
  content?: BlockNode[];
}
export interface TaskListNode {
  type: 'taskList';
  /** Names the checklist for good, so it can be attached to a service (SOPs) though the text around it changes. */
  attrs?: { checklistId?: string | null };
  content?: TaskItemNode[];
}
export interface ImageNode {
  type: 'image';
  attrs: { src: string; alt?: string | null; title?: string | null; width?: number | null; height?: number | null };
}
export interface TableCellAttrs {
  colspan?: number;
  rowspan?: number;
  colwidth?: Array<number | null> | null;
}
export interface TableCellNode {
  type: 'tableCell' | 'tableHeader';
  attrs?: TableCellAttrs;
  content?: BlockNode[];
}
export interface TableRowNode {
  type: 'tableRow';
  content?: TableCellNode[];
}
export interface TableNode {
  type: 'table';
  content?: TableRowNode[];
}
export type BlockNode =
  | ParagraphNode
  | HeadingNode
  | BlockquoteNode
  | CodeBlockNode
  | HorizontalRuleNode
  | BulletListNode
  | OrderedListNode
  | TaskListNode
  | ImageNode
  | TableNode;
export interface DocumentContent {
  type: 'doc';
  content?: BlockNode[];
}
export type AnyNode = DocumentContent | BlockNode | ListItemNode | TaskItemNode | TableRowNode | TableCellNode | InlineNode;

/** A new document: one empty paragraph, as the editor starts. */
export const emptyDocumentContent = (): DocumentContent => ({ type: 'doc', content: [{ type: 'paragraph' }] });

// ── The schema ────────────────────────────────────────────────────────────────────────────────────────────────

const optionalText = (label: string, max: number) => z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`).nullish();

const linkAttrsSchema = z
  .object({
    href: z.string({ error: 'A link needs an address' }).refine(isSafeLinkHref, LINK_SCHEME_MESSAGE),
    target: z.literal('_blank', { error: 'A link opens here or in a new tab (_blank)' }).nullish(),
    rel: optionalText('Link rel', 100),
    class: z.null().optional(),
    title: optionalText('Link title', 500),
  })
  .strict();

const markSchema: z.ZodType<Mark> = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('bold') }).strict(),
    z.object({ type: z.literal('italic') }).strict(),
    z.object({ type: z.literal('strike') }).strict(),
    z.object({ type: z.literal('code') }).strict(),
    z.object({ type: z.literal('underline') }).strict(),
    z.object({ type: z.literal('link'), attrs: linkAttrsSchema }).strict(),
  ],
  { error: 'Only bold, italic, underline, strike, code and links are kept' },
);
const marksSchema = z.array(markSchema).max(12, 'At most 12 marks on a piece of text').optional();

const textSchema = z
  .object({
    type: z.literal('text'),
    text: z.string({ error: 'Text must be text' }).min(1, 'Text cannot be empty').max(MAX_TEXT_NODE, `A piece of text must be at most ${MAX_TEXT_NODE.toLocaleString('en-US')} characters`),
    marks: marksSchema,
  })
  .strict();
const plainTextSchema = z.object({ type: z.literal('text'), text: textSchema.shape.text }).strict();

const inlineSchema: z.ZodType<InlineNode> = z.discriminatedUnion('type', [textSchema, z.object({ type: z.literal('hardBreak'), marks: marksSchema }).strict()], {
  error: 'Only text and line breaks go inside a paragraph or heading',
});
const inlineContent = z.array(inlineSchema).optional();

// The block content is recursive: each use goes through z.lazy.
const blocks = (): z.ZodType<BlockNode[] | undefined> => z.array(z.lazy(() => blockSchema)).optional();

const listItemSchema: z.ZodType<ListItemNode> = z.object({ type: z.literal('listItem', { error: 'A list holds list items' }), content: blocks() }).strict();
const taskItemSchema: z.ZodType<TaskItemNode> = z
  .object({
    type: z.literal('taskItem', { error: 'A checklist holds checklist items' }),
    attrs: z.object({ checked: z.boolean({ error: 'Checked must be true or false' }).optional() }).strict().optional(),
    content: blocks(),
  })
  .strict();

const cellAttrs = z
  .object({
    colspan: z.number().int().min(1).max(50).optional(),
    rowspan: z.number().int().min(1).max(500).optional(),
    colwidth: z.array(z.number().int().min(1).max(5000).nullable()).max(50).nullish(),
  })
  .strict()
  .optional();
const tableCellSchema: z.ZodType<TableCellNode> = z
  .object({ type: z.enum(['tableCell', 'tableHeader'], { error: 'A table row holds cells' }), attrs: cellAttrs, content: blocks() })
  .strict();
const tableRowSchema: z.ZodType<TableRowNode> = z
  .object({ type: z.literal('tableRow', { error: 'A table holds rows' }), content: z.array(tableCellSchema).max(50, 'A table row has at most 50 cells').optional() })
  .strict();

const blockSchema: z.ZodType<BlockNode> = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('paragraph'), content: inlineContent }).strict(),
    z
      .object({
        type: z.literal('heading'),
        attrs: z.object({ level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)], { error: 'A heading level is 1 to 6' }) }).strict(),
        content: inlineContent,
      })
      .strict(),
    z.object({ type: z.literal('blockquote'), content: blocks() }).strict(),
    z
      .object({
        type: z.literal('codeBlock'),
        attrs: z
          .object({ language: z.string().max(40).regex(/^[A-Za-z0-9+#_-]*$/, 'A code language is letters and digits').nullish() })
          .strict()
          .optional(),
        content: z.array(plainTextSchema).optional(),
      })
      .strict(),
    z.object({ type: z.literal('horizontalRule') }).strict(),
    z.object({ type: z.literal('bulletList'), content: z.array(listItemSchema).optional() }).strict(),
    z
      .object({
        type: z.literal('orderedList'),
        attrs: z
          .object({
            start: z.number().int().min(0).max(1_000_000).optional(),
            type: z.enum(['1', 'a', 'A', 'i', 'I']).nullish(),
          })
          .strict()
          .optional(),
        content: z.array(listItemSchema).optional(),
      })
      .strict(),
    z
      .object({
        type: z.literal('taskList'),
        attrs: z.object({ checklistId: z.string().regex(CHECKLIST_ID, CHECKLIST_ID_MESSAGE).nullish() }).strict().optional(),
        content: z.array(taskItemSchema).optional(),
      })
      .strict(),
    z
      .object({
        type: z.literal('image'),
        attrs: z
          .object({
            src: z.string({ error: IMAGE_SOURCE_MESSAGE }).refine(isDocumentImageUrl, IMAGE_SOURCE_MESSAGE),
            alt: optionalText('Image description', 500),
            title: optionalText('Image title', 500),
            width: z.number().int().min(1).max(10_000).nullish(),
            height: z.number().int().min(1).max(10_000).nullish(),
          })
          .strict(),
      })
      .strict(),
    z.object({ type: z.literal('table'), content: z.array(tableRowSchema).max(1000, 'A table has at most 1,000 rows').optional() }).strict(),
  ],
  { error: 'Only paragraphs, headings, lists, checklists, quotes, code, rules, images and tables are kept' },
);

/**
 * What could only be found by walking the whole tree, checked first and without recursion: too deep, too many
 * nodes, too much text. Null when within the limits.
 */
export function documentLimitIssue(value: unknown): string | null {
  const pending: Array<[unknown, number]> = [[value, 1]];
  let nodes = 0;
  let text = 0;
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth > MAX_DOCUMENT_DEPTH) return DOCUMENT_TOO_DEEP_MESSAGE;
    nodes += 1;
    if (nodes > MAX_DOCUMENT_NODES) return DOCUMENT_TOO_LARGE_MESSAGE;
    const { text: nodeText, content } = node as { text?: unknown; content?: unknown };
    if (typeof nodeText === 'string') {
      text += nodeText.length;
      if (text > MAX_DOCUMENT_TEXT) return DOCUMENT_TOO_MUCH_TEXT_MESSAGE;
    }
    if (Array.isArray(content)) for (const child of content) pending.push([child, depth + 1]);
  }
  return null;
}

/** A document's content: checked against the limits first, then node by node. */
export const documentContentSchema: z.ZodType<DocumentContent> = z
  .unknown()
  .superRefine((value, context) => {
    const issue = documentLimitIssue(value);
    if (issue) context.addIssue({ code: 'custom', message: issue });
  })
  .pipe(
    z
      .object(
        {
          type: z.literal('doc', { error: 'A document starts with its doc node' }),
          content: blocks(),
        },
        { error: 'The document must be an editor document (type doc)' },
      )
      .strict(),
  );
