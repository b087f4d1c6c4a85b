export * from './users';
export * from './jobs';
export * from './files';
