export * from './auction';
export * from './auth';
export * from './certification';
export * from './dict';
export * from './files';
export * from './rbac';
export * from './tenancy';
export * from './users';
