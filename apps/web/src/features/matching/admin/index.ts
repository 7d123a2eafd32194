export * from './physicals';
export * from './participants';
export * from './pairs';
export * from './matches';
export * from './calculations';
