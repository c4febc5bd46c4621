import type { DocumentContent } from '@groundwork/domain/documents';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListChecksIcon,
  ListIcon,
  ListOrderedIcon,
  MinusIcon,
  Redo2Icon,
  TableIcon,
  Undo2Icon,
  type LucideIcon,
} from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { documentExtensions } from './editor-extensions';

/*
 * The document editor (TipTap 3), in a chunk of its own: React.lazy loads it when a document opens. The JSON it gives
 * back is the domain's DocumentContent, which the server validates node by node, renders to HTML and sanitises.
 */

type Block = { label: string; hint: string; icon: LucideIcon; run: (editor: Editor) => void; keywords: string };

export type RichTextEditorProps = {
  content: DocumentContent;
  /** The document's title element: the editing area is labelled by it. */
  labelledBy: string;
  onChange: (content: DocumentContent) => void;
  /** Uploads an image into the document and answers its address. */
  onUploadImage: (file: File) => Promise<string>;
};

export default function RichTextEditor({ content, labelledBy, onChange, onUploadImage }: RichTextEditorProps) {
  const imageInputId = useId();
  const [uploading, setUploading] = useState(false);
  const [slash, setSlash] = useState<{ query: string; top: number; left: number; active: number } | null>(null);
  // What the editor's own callbacks (made once) read: the latest menu and change handler.
  const slashRef = useRef(slash);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    slashRef.current = slash;
    onChangeRef.current = onChange;
  });

  const pickImage = () => document.getElementById(imageInputId)?.click();

  const blocks: Block[] = [
    { label: 'Heading', hint: 'A section title', icon: Heading2Icon, keywords: 'heading title h2', run: (editor) => editor.chain().focus().setHeading({ level: 2 }).run() },
    { label: 'Subheading', hint: 'A smaller title', icon: Heading3Icon, keywords: 'subheading h3', run: (editor) => editor.chain().focus().setHeading({ level: 3 }).run() },
    { label: 'Bulleted list', hint: 'Points in any order', icon: ListIcon, keywords: 'bullet list unordered', run: (editor) => editor.chain().focus().toggleBulletList().run() },
    { label: 'Numbered list', hint: 'Steps in order', icon: ListOrderedIcon, keywords: 'numbered ordered list steps', run: (editor) => editor.chain().focus().toggleOrderedList().run() },
    { label: 'Checklist', hint: 'Steps a crew ticks off', icon: ListChecksIcon, keywords: 'checklist task todo', run: (editor) => editor.chain().focus().toggleTaskList().run() },
    { label: 'Table', hint: 'Three columns, a header row', icon: TableIcon, keywords: 'table grid', run: (editor) => editor.chain().focus().insertTable({ rows: 3, columns: 3 }).run() },
    { label: 'Image', hint: 'A photo or diagram', icon: ImageIcon, keywords: 'image photo picture', run: () => pickImage() },
    { label: 'Divider', hint: 'A line across the page', icon: MinusIcon, keywords: 'divider line rule', run: (editor) => editor.chain().focus().setHorizontalRule().run() },
  ];
  const matching = (query: string) => blocks.filter((block) => `${block.label} ${block.keywords}`.toLowerCase().includes(query.toLowerCase()));
  const blocksRef = useRef({ matching, apply: (_block: Block) => {} });

  const editor = useEditor({
    // The nodes the server keeps, with the attributes it accepts (editor-extensions.ts), and a hint in an empty one.
    extensions: [...documentExtensions(), Placeholder.configure({ placeholder: 'Write here, or type / for a heading, list, checklist, table or image…' })],
    content,
    editorProps: {
      attributes: { class: 'prose-doc min-h-[50vh] px-4 py-4 outline-none sm:px-6', 'aria-labelledby': labelledBy, 'aria-multiline': 'true', role: 'textbox' },
      handleKeyDown: (_view, event) => {
        const open = slashRef.current;
        if (!open) return false;
        const options = blocksRef.current.matching(open.query);
        if (event.key === 'Escape') {
          setSlash(null);
          return true;
        }
        if (options.length === 0) return false;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setSlash({ ...open, active: (open.active + step + options.length) % options.length });
          return true;
        }
        if (event.key === 'Enter' || event.key === 'Tab') {
          blocksRef.current.apply(options[Math.min(open.active, options.length - 1)]!);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getJSON() as DocumentContent),
    onTransaction: ({ editor: current }) => {
      const { selection } = current.state;
      const { $from } = selection;
      const text = $from.parent.textContent;
      const typingSlash = selection.empty && $from.parent.type.name === 'paragraph' && text.startsWith('/') && $from.parentOffset === text.length && !/\s/.test(text);
      if (!typingSlash) {
        if (slashRef.current) setSlash(null);
        return;
      }
      const coords = current.view.coordsAtPos($from.pos);
      const box = current.view.dom.getBoundingClientRect();
      const query = text.slice(1);
      setSlash((open) => ({ query, top: coords.bottom - box.top + 4, left: Math.max(0, coords.left - box.left), active: open?.query === query ? open.active : 0 }));
    },
  });

  const apply = (block: Block) => {
    if (!editor) return;
    const { $from } = editor.state.selection;
    // The typed "/query" goes; the block takes its paragraph's place.
    editor.chain().focus().deleteRange({ from: $from.start(), to: $from.end() }).run();
    setSlash(null);
    block.run(editor);
  };
  useLayoutEffect(() => {
    blocksRef.current = { matching, apply };
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bullets: current.isActive('bulletList'),
            numbers: current.isActive('orderedList'),
            checklist: current.isActive('taskList'),
            link: current.isActive('link'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });

  const upload = async (file: File) => {
    if (!editor) return;
    setUploading(true);
    try {
      const src = await onUploadImage(file);
      editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[a-z0-9]+$/i, '') }).run();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not upload the image'));
    } finally {
      setUploading(false);
    }
  };

  const setLink = () => {
    if (!editor) return;
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address (https://… or mailto:…); empty removes the link', current ?? 'https://');
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const tools: Array<{ label: string; icon: LucideIcon; active?: boolean; disabled?: boolean; run: () => void } | 'gap'> = editor
    ? [
        { label: 'Bold', icon: BoldIcon, active: state?.bold, run: () => editor.chain().focus().toggleBold().run() },
        { label: 'Italic', icon: ItalicIcon, active: state?.italic, run: () => editor.chain().focus().toggleItalic().run() },
        'gap',
        { label: 'Heading', icon: Heading2Icon, active: state?.h2, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
        { label: 'Subheading', icon: Heading3Icon, active: state?.h3, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
        'gap',
        { label: 'Bulleted list', icon: ListIcon, active: state?.bullets, run: () => editor.chain().focus().toggleBulletList().run() },
        { label: 'Numbered list', icon: ListOrderedIcon, active: state?.numbers, run: () => editor.chain().focus().toggleOrderedList().run() },
        { label: 'Checklist', icon: ListChecksIcon, active: state?.checklist, run: () => editor.chain().focus().toggleTaskList().run() },
        'gap',
        { label: 'Link', icon: LinkIcon, active: state?.link, run: setLink },
        { label: 'Table', icon: TableIcon, run: () => editor.chain().focus().insertTable({ rows: 3, columns: 3 }).run() },
        { label: uploading ? 'Uploading image…' : 'Image', icon: ImageIcon, disabled: uploading, run: pickImage },
        'gap',
        { label: 'Undo', icon: Undo2Icon, disabled: !state?.canUndo, run: () => editor.chain().focus().undo().run() },
        { label: 'Redo', icon: Redo2Icon, disabled: !state?.canRedo, run: () => editor.chain().focus().redo().run() },
      ]
    : [];

  const options = slash ? matching(slash.query) : [];

  return (
    <div className="rounded-xl border border-border bg-card">
      <div role="toolbar" aria-label="Formatting" className="sticky top-0 z-10 flex flex-wrap items-center gap-0.5 rounded-t-xl border-b border-border bg-card/95 p-1.5 backdrop-blur">
        {tools.map((tool, index) =>
          tool === 'gap' ? (
            <span key={`gap-${index}`} className="mx-1 h-5 w-px bg-border" aria-hidden="true" />
          ) : (
            <button
              key={tool.label}
              type="button"
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.active === undefined ? undefined : tool.active}
              disabled={tool.disabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-40',
                tool.active && 'bg-muted text-foreground',
              )}
            >
              <tool.icon className="size-4" aria-hidden="true" />
            </button>
          ),
        )}
      </div>
      <div className="relative">
        <EditorContent editor={editor} />
        {slash && options.length > 0 && (
          <ul
            role="listbox"
            aria-label="Insert a block"
            className="absolute z-20 grid w-64 max-w-[calc(100%-1rem)] gap-0.5 rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-lg"
            style={{ top: slash.top, left: Math.min(slash.left, 9999) }}
          >
            {options.map((block, index) => (
              <li
                key={block.label}
                role="option"
                aria-selected={index === slash.active}
                className={cn('flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm', index === slash.active && 'bg-muted')}
                onMouseDown={(event) => {
                  event.preventDefault();
                  apply(block);
                }}
              >
                <block.icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="grid">
                  <span className="font-medium">{block.label}</span>
                  <span className="text-xs text-muted-foreground">{block.hint}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <input
        id={imageInputId}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-label="Upload an image"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </div>
  );
}
