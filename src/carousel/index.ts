export * from './dev';
export * from './motion';
export * from './options';
export * from './url';
