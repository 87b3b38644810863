import { createContext } from 'react';

/**
 * Whether antd's providers are already around: a page under a shell that brought them adds
 * no second set (app/antd/antd-scope.tsx).
 */
export const InAntdScope = createContext(false);
