import { CHECKLIST_ID, documentChecklists, documentContentSchema, documentTemplates, withChecklistIds, type DocumentContent } from '@groundwork/domain/documents';
import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentExtensions } from './editor-extensions';

let editor: Editor | null = null;
afterEach(() => {
  editor?.destroy();
  editor = null;
});

function anEditor(content: DocumentContent | string = { type: 'doc', content: [{ type: 'paragraph' }] }): Editor {
  editor = new Editor({ extensions: documentExtensions(), content });
  return editor;
}

const json = (current: Editor) => current.getJSON() as DocumentContent;
let counter = 0;
const fixedId = () => `tpl${String(++counter).padStart(6, '0')}`;

describe('the document editor’s content', () => {
  it.each(documentTemplates.map((template) => [template.name, template] as const))('keeps the %s template’s text and checklists, in a shape the server accepts', (_name, template) => {
    const stored = withChecklistIds(structuredClone(template.content), fixedId);
    const current = anEditor(stored);
    const written = json(current);
    expect(documentContentSchema.safeParse(written).error?.issues).toBeUndefined();
    expect(documentChecklists(written)).toEqual(documentChecklists(stored));
    expect(JSON.stringify(written).match(/"text":"[^"]*"/g)).toEqual(JSON.stringify(stored).match(/"text":"[^"]*"/g));
  });

  it('gives a new checklist its id, keeps an existing one, and a copy gets its own', () => {
    const checklist = (id: string) => ({ type: 'taskList' as const, attrs: { checklistId: id }, content: [{ type: 'taskItem' as const, attrs: { checked: false }, content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Chock the wheels' }] }] }] });
    const text = (value: string) => ({ type: 'paragraph' as const, content: [{ type: 'text' as const, text: value }] });
    const current = anEditor({ type: 'doc', content: [checklist('keepme01'), text('Between'), text('Next')] });
    current.chain().setTextSelection(current.state.doc.content.size - 2).toggleTaskList().run();
    current.commands.insertContentAt(current.state.doc.content.size, [text('Pasted below'), checklist('keepme01')]);
    const ids = json(current).content!.filter((node) => node.type === 'taskList').map((node) => node.attrs?.checklistId);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe('keepme01');
    for (const id of ids.slice(1)) expect(id).toMatch(CHECKLIST_ID);
    expect(new Set(ids).size).toBe(3);
    expect(documentContentSchema.safeParse(json(current)).success).toBe(true);
  });

  it('inserts a table with a header row that the server accepts', () => {
    const current = anEditor();
    current.commands.insertTable({ rows: 2, columns: 2 });
    const table = json(current).content!.find((node) => node.type === 'table');
    expect(table).toMatchObject({ type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableHeader' }, { type: 'tableHeader' }] }, { type: 'tableRow', content: [{ type: 'tableCell' }, { type: 'tableCell' }] }] });
    expect(documentContentSchema.safeParse(json(current)).success).toBe(true);
  });

  it('drops pasted images from elsewhere and links the server would refuse', () => {
    const image = `/api/v2/document_images/${'a'.repeat(64)}`;
    const current = anEditor(`<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p><img src="https://elsewhere.test/x.png"><img src="${image}" width="50%">`);
    const written = json(current);
    expect(documentContentSchema.safeParse(written).error?.issues).toBeUndefined();
    const images = written.content!.filter((node) => node.type === 'image');
    expect(images).toEqual([{ type: 'image', attrs: { src: image, alt: null, title: null, width: null, height: null } }]);
    expect(JSON.stringify(written)).not.toContain('javascript:');
    expect(JSON.stringify(written)).toContain('https://example.com');
  });
});
