export * from './auth';
export * from './dict';
export * from './rbac';
export * from './tenancy';
export * from './users';
