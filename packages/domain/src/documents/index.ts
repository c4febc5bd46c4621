export * from './checklists';
export * from './document-content';
export * from './document.schemas';
export * from './render-html';
export * from './sop.schemas';
export * from './sops';
export * from './templates';
export * from './long-document';
