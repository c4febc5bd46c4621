export * from './profit-accelerator';
