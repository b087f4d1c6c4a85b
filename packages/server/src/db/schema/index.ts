export * from './users';
export * from './jobs';
export * from './files';
export * from './auth';
export * from './contact';
export * from './credits';
export * from './billing';
