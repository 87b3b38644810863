// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import * as importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** The web app's feature folders (apps/web/src/features/*). */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The architecture's boundaries as lint rules, so nobody has to remember them:
 * shared stays framework-free, apps do not reach into each other, only route files and
 * plugins know Fastify, and only config/env.ts reads the environment.
 */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Fastify plugins are async by convention, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      // Services are closures from factories, never classes: passing their methods is safe.
      '@typescript-eslint/unbound-method': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/shared',
              from: './apps',
              message: 'packages/shared 不能依赖应用代码',
            },
            { target: './apps/server', from: './apps/web', message: '服务端不能引用前端代码' },
            { target: './apps/web', from: './apps/server', message: '前端不能引用服务端代码' },
            {
              target: './apps/server/src/lib',
              from: ['./apps/server/src/modules', './apps/server/src/plugins'],
              message: 'lib 是底层工具，不能依赖模块或插件',
            },
            {
              target: './apps/server/src/db',
              from: ['./apps/server/src/modules', './apps/server/src/plugins'],
              message: 'db 层不能依赖模块或插件',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The web app's layers: features stay apart; shared parts never reach into features.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Every feature, present and future: each may import only itself.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: '功能模块之间不能互相引用，由 app/ 组合',
            })),
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/stores',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'components、lib、config 与 stores 不能引用 features 或 app',
            },
            { target: './apps/web/src', from: './apps/server', message: '前端不能引用服务端代码' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: '只有 lib/api-client.ts 可以调用 fetch' }],
    },
  },
  {
    files: ['apps/web/src/lib/api-client.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Pages call endpoints by name, typed by the endpoint map, never by URL with a hand-written type.
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['apiRequest', 'apiRequestBlob'],
              message: '请用 lib/api-call 的 call / download / queryOptionsOf 按接口名调用',
            },
          ],
        },
      ],
    },
  },
  {
    // Times users enter are Beijing time whatever the browser's zone: one picker for all of them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/date-time/beijing-date-picker.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='antd'] > ImportSpecifier[imported.name=/^(DatePicker|TimePicker)$/]",
          message: '请用 components/date-time 的 BeijingDatePicker（北京时间）',
        },
      ],
    },
  },
  {
    // A feature's endpoint calls and query keys live in its api/ folder; components use those.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/features/**/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client'],
              importNames: ['apiRequest', 'apiRequestBlob'],
              message: '请用 lib/api-call 的 call / download / queryOptionsOf 按接口名调用',
            },
            {
              group: ['**/lib/api-call'],
              message: '接口调用与查询键放在本功能的 api/ 目录，组件从那里引用',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser tests take test and expect from e2e/support/test.ts, which closes the contexts a
    // test opens itself; left open, their live pages tick on and slow every later test.
    files: ['e2e/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: '请从 ./support/test 引入（测试结束时关闭自己打开的浏览器上下文）',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|\\.)',
              message: 'packages/shared 只能依赖 zod 和自身的纯函数',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // Tests may hand an environment to a child server process.
    ignores: ['apps/server/src/config/env.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: '只有 config/env.ts 可以读取环境变量' },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.routes.ts', 'apps/server/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: '只有 *.routes.ts 与 plugins/ 可以使用 Fastify',
            },
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$).+',
              message: '模块之间只能通过对方的 index.ts 互相引用',
            },
          ],
        },
      ],
    },
  },
  {
    // A file past 300 lines is usually two files, a function past 80 lines two functions. Tests
    // and their support are left out (a describe block is long by nature); a data table that
    // must stay long says why in an eslint-disable comment of its own.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.spec.ts',
      'apps/server/test/**',
      'apps/web/test/**',
      'e2e/support/**',
    ],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    files: ['**/*.test.ts', 'apps/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // expect.any() and friends are typed any by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'import-x/no-named-as-default-member': 'off' },
  },
  prettier,
);
