import { CHECKLIST_ID, type AnyNode, type BlockNode, type DocumentContent, type TaskListNode } from './document-content';

/*
 * A checklist is a task list at the top of a document's structure (not inside another checklist). In an SOP each is a
 * run of steps; one can be attached to a service, and that service's work orders show it to the crew
 * (docs/business-development.md, "SOPs"). Its `checklistId` names it for good: the editor gives each new checklist one,
 * and the server gives one to any checklist that arrives without (or with a copy of another's, after a paste).
 */

/** Longest step text kept for a crew's phone. */
export const MAX_CHECKLIST_ITEM_TEXT = 500;

export interface DocumentChecklist {
  checklistId: string;
  /** The nearest heading above it, or "Checklist n". */
  title: string;
  /** Its items' text, nested items flattened in reading order. */
  items: string[];
}

const children = (node: AnyNode): readonly AnyNode[] => ('content' in node && Array.isArray(node.content) ? (node.content as AnyNode[]) : []);

/** The plain text of a node: its text pieces joined, a line break as a space. */
export function nodeText(node: AnyNode): string {
  if (node.type === 'text') return node.text;
  if (node.type === 'hardBreak') return ' ';
  return children(node).map(nodeText).join('');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function checklistItems(list: TaskListNode): string[] {
  const items: string[] = [];
  const visit = (node: AnyNode) => {
    if (node.type !== 'taskItem') return;
    // The item's own text: its blocks that are not lists nested under it.
    const own = children(node).filter((child) => child.type !== 'taskList' && child.type !== 'bulletList' && child.type !== 'orderedList');
    const text = collapse(own.map(nodeText).join(' '));
    if (text) items.push(text.length > MAX_CHECKLIST_ITEM_TEXT ? `${text.slice(0, MAX_CHECKLIST_ITEM_TEXT - 1)}…` : text);
    for (const child of children(node)) if (child.type === 'taskList') for (const nested of children(child)) visit(nested);
  };
  for (const item of children(list)) visit(item);
  return items;
}

/** Every checklist of a document in reading order, with the heading it sits under. */
export function documentChecklists(content: DocumentContent): DocumentChecklist[] {
  const found: DocumentChecklist[] = [];
  let heading = '';
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'heading') heading = collapse(nodeText(node));
      else if (node.type === 'taskList') {
        const title = (heading || `Checklist ${found.length + 1}`).slice(0, 200);
        found.push({ checklistId: node.attrs?.checklistId ?? '', title, items: checklistItems(node) });
      } else walk(children(node));
    }
  };
  walk(children(content));
  return found.filter((checklist) => checklist.checklistId !== '');
}

/**
 * The content with every top-level checklist named once: one without an id, with an invalid one, or with the id of
 * an earlier one (a copy) gets `newId()`. Returns the same object when nothing changed.
 */
export function withChecklistIds(content: DocumentContent, newId: () => string): DocumentContent {
  const seen = new Set<string>();
  // Each list answers itself when nothing under it changed, so unchanged branches are shared, not copied.
  const fix = (nodes: readonly AnyNode[]): readonly AnyNode[] => {
    let changed = false;
    const next = nodes.map((node) => {
      if (node.type === 'taskList') {
        const id = node.attrs?.checklistId;
        if (id && CHECKLIST_ID.test(id) && !seen.has(id)) {
          seen.add(id);
          return node;
        }
        changed = true;
        const fresh = newId();
        seen.add(fresh);
        return { ...node, attrs: { ...node.attrs, checklistId: fresh } };
      }
      const inner = children(node);
      if (inner.length === 0) return node;
      const fixed = fix(inner);
      if (fixed === inner) return node;
      changed = true;
      return { ...node, content: fixed } as AnyNode;
    });
    return changed ? next : nodes;
  };
  const inner = children(content);
  const fixed = fix(inner);
  return fixed === inner ? content : { ...content, content: fixed as BlockNode[] };
}

/** Words in a document: the list shows them, and the bench's 50-page document is measured by them. */
export function documentWordCount(content: DocumentContent): number {
  let words = 0;
  const walk = (node: AnyNode) => {
    if (node.type === 'text') words += node.text.split(/\s+/).filter(Boolean).length;
    else for (const child of children(node)) walk(child);
  };
  walk(content);
  return words;
}
