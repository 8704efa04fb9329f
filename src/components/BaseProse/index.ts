export { default as BaseProse } from './BaseProse.vue';
export * from './types';
