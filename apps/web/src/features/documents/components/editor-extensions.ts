import { CHECKLIST_ID, isDocumentImageUrl, isSafeLinkHref } from '@groundwork/domain/documents';
import { Image } from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state';
import { addColumnAfter, addRowAfter, deleteColumn, deleteRow, deleteTable, goToNextCell, tableEditing } from '@tiptap/pm/tables';
import { Node, mergeAttributes, type AnyExtension, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';

/*
 * The editor's nodes are exactly the ones the server keeps (packages/domain/src/documents/document-content.ts), each
 * with the attributes the server accepts: anything pasted that the server would refuse (an outside image, a
 * `javascript:` link, a width in percent) is dropped on the way in rather than failing the next save.
 */

/** A whole number of pixels from an HTML attribute, or null ("50%" and "auto" are not kept). */
function pixels(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= 10_000 ? number : null;
}

/** A checklist keeps its id, so an SOP's checklist stays attached to its services while the text around it changes. */
export const ChecklistTaskList = TaskList.extend({
  addAttributes() {
    return {
      checklistId: {
        default: null,
        // A copied checklist is a new one: the server gives it its own id when the document is saved.
        keepOnSplit: false,
        parseHTML: (element) => element.getAttribute('data-checklist-id'),
        renderHTML: (attributes: { checklistId?: string | null }) => (attributes.checklistId ? { 'data-checklist-id': attributes.checklistId } : {}),
      },
    };
  },
  addProseMirrorPlugins() {
    return [
      ...(this.parent?.() ?? []),
      new Plugin({
        key: new PluginKey('checklistIds'),
        // Each checklist (not nested in another) gets its id as it is made, so the first save already names it and
        // the ids the server sends back never differ from the ones on screen.
        appendTransaction: (transactions, _old, state) => {
          if (!transactions.some((transaction) => transaction.docChanged)) return null;
          const seen = new Set<string>();
          const missing: number[] = [];
          state.doc.descendants((node, pos) => {
            if (node.type.name === 'taskList') {
              const id = node.attrs.checklistId as string | null;
              if (id && CHECKLIST_ID.test(id) && !seen.has(id)) seen.add(id);
              else missing.push(pos);
              return false;
            }
            return !node.isTextblock;
          });
          if (missing.length === 0) return null;
          const tr = state.tr;
          for (const pos of missing) tr.setNodeAttribute(pos, 'checklistId', newChecklistId());
          return tr.setMeta('addToHistory', false);
        },
      }),
    ];
  },
});

function newChecklistId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 12);
}

/** Only images uploaded into the document are shown; their size in whole pixels. */
export const DocumentImage = Image.extend({
  addAttributes() {
    return {
      src: { default: null },
      alt: { default: null },
      title: { default: null },
      width: { default: null, parseHTML: (element) => pixels(element.getAttribute('width')) },
      height: { default: null, parseHTML: (element) => pixels(element.getAttribute('height')) },
    };
  },
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (isDocumentImageUrl(element.getAttribute('src') ?? '') ? null : false) }];
  },
}).configure({ inline: false, allowBase64: false });

const cellAttributes = {
  colspan: { default: 1, parseHTML: (element: HTMLElement) => Number(element.getAttribute('colspan') ?? 1) || 1 },
  rowspan: { default: 1, parseHTML: (element: HTMLElement) => Number(element.getAttribute('rowspan') ?? 1) || 1 },
  colwidth: {
    default: null,
    parseHTML: (element: HTMLElement) => {
      const widths = (element.getAttribute('data-colwidth') ?? '').split(',').map((value) => pixels(value));
      return widths.length > 0 && widths.every((width) => width !== null) ? widths : null;
    },
    renderHTML: (attributes: { colwidth?: number[] | null }) => (attributes.colwidth ? { 'data-colwidth': attributes.colwidth.join(',') } : {}),
  },
};

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  tableRole: 'cell',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  tableRole: 'header_cell',
  isolating: true,
  addAttributes: () => cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  tableRole: 'row',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

declare module '@tiptap/core' {
  interface NodeConfig {
    /** prosemirror-tables finds the table, rows and cells by this role in the schema. */
    tableRole?: 'table' | 'row' | 'cell' | 'header_cell';
  }
  interface Commands<ReturnType> {
    documentTable: {
      /** A table with a header row, the cursor in its first cell. */
      insertTable: (options?: { rows?: number; columns?: number }) => ReturnType;
      addTableRow: () => ReturnType;
      addTableColumn: () => ReturnType;
      deleteTableRow: () => ReturnType;
      deleteTableColumn: () => ReturnType;
      deleteWholeTable: () => ReturnType;
    };
  }
}

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  tableRole: 'table',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', ['tbody', 0]],
  addCommands() {
    return {
      insertTable:
        ({ rows = 3, columns = 3 } = {}) =>
        ({ tr, dispatch, editor }) => {
          const { schema } = editor;
          const cell = (type: 'tableCell' | 'tableHeader') => schema.nodes[type]!.createAndFill()!;
          const row = (type: 'tableCell' | 'tableHeader') => schema.nodes.tableRow!.create(null, Array.from({ length: columns }, () => cell(type)));
          const table = schema.nodes.table!.create(null, [row('tableHeader'), ...Array.from({ length: rows - 1 }, () => row('tableCell'))]);
          if (dispatch) {
            const at = tr.selection.from;
            tr.replaceSelectionWith(table).scrollIntoView();
            // The cursor goes to the first text position from where the table went: its first header cell.
            tr.setSelection(TextSelection.near(tr.doc.resolve(Math.min(at + 1, tr.doc.content.size))));
          }
          return true;
        },
      addTableRow:
        () =>
        ({ state, dispatch }) =>
          addRowAfter(state, dispatch),
      addTableColumn:
        () =>
        ({ state, dispatch }) =>
          addColumnAfter(state, dispatch),
      deleteTableRow:
        () =>
        ({ state, dispatch }) =>
          deleteRow(state, dispatch),
      deleteTableColumn:
        () =>
        ({ state, dispatch }) =>
          deleteColumn(state, dispatch),
      deleteWholeTable:
        () =>
        ({ state, dispatch }) =>
          deleteTable(state, dispatch),
    };
  },
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
  addProseMirrorPlugins() {
    return [tableEditing()];
  },
  // Every node's schema spec gets its tableRole (as @tiptap/extension-table does).
  extendNodeSchema(extension) {
    const role = (extension.config as { tableRole?: string }).tableRole;
    return role ? { tableRole: role } : {};
  },
});

/** Everything the document editor offers. */
export function documentExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // The server keeps http(s) and mailto links only.
        isAllowedUri: (url) => isSafeLinkHref(url),
        shouldAutoLink: (url) => isSafeLinkHref(url.includes(':') ? url : `https://${url}`),
      },
    }),
    ChecklistTaskList,
    TaskItem.configure({ nested: true }),
    DocumentImage,
    Table,
    TableRow,
    TableHeader,
    TableCell,
  ];
}

export type DocumentEditor = Editor;
