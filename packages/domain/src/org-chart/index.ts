export * from './org-chart.schemas';
export * from './tree-layout';
