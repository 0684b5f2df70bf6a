import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'bench/results/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', Buffer: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  // The layer rules of the house (src/db/README.md, src/http/README.md, src/modules/README.md, src/views/README.md):
  // they hold because the lint fails, not because someone remembers them.
  {
    files: ['src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*', '**/http/*', '**/hosts/*', '**/modules/*', '**/services.ts', '**/views/*', '**/cli/*'], message: 'Layer rule: src/db knows tables, migrations and connections only; no HTTP, no modules or services (src/db/README.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/modules/*', '**/hosts/*', '**/services.ts', '**/cli/*'], message: 'Layer rule: src/http imports no module; what it needs of one it receives through an interface it owns (src/http/README.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/views/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*', '../*'], message: 'Layer rule: src/views is the pages\' shared frame and pieces; it imports nothing outside its folder, no module and no type of one (src/views/README.md).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/modules/*/repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*', '**/hosts/*', '**/views/*'], message: 'Layer rule: a repository is Kysely only and knows no HTTP (src/modules/README.md).' },
          ],
        },
      ],
    },
  },
);
