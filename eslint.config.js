import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The floors of the modules, from the ground up (src/modules/README.md). A module imports only
 * modules on the floors below its own: no import runs back up, so no loop of modules can form.
 * One that must call a module above it names what it calls as an interface it owns, and
 * src/services.ts gives it that module's service (ReaderFacts and ReaderRules of the change
 * feed, say). A new module takes the lowest floor above everything it imports.
 */
const MODULE_FLOORS = [
  ['audit', 'changes', 'families', 'idempotency', 'mail'],
  ['users'],
  ['apps', 'churches'],
  ['donations', 'events', 'groups', 'identity', 'prayers'],
  ['churchadmin', 'exports', 'mcp'],
  ['accounts'],
  ['admin', 'attendance', 'calendars', 'checkin', 'households', 'people', 'webhooks'],
  ['churchpages', 'dashboard'],
];

const REPOSITORY_RULE = {
  group: ['fastify', '@fastify/*', '**/hosts/*', '**/views/*'],
  message: 'Layer rule: a repository is Kysely only and knows no HTTP (src/modules/README.md).',
};

/** For each module, the modules it may not import (its own floor and those above), and for its repository the repository rule too. */
function moduleFloorRules() {
  return MODULE_FLOORS.flatMap((floor, level) =>
    floor.flatMap((name) => {
      const notBelow = MODULE_FLOORS.slice(level).flat().filter((other) => other !== name);
      const floorRule = notBelow.length
        ? [{ group: notBelow.map((other) => `../${other}/*`), message: `Layer rule: ${name} is on floor ${level + 1} of the modules; it imports only modules on lower floors, and calls one above through an interface it owns, given in src/services.ts (eslint.config.js, src/modules/README.md).` }]
        : [];
      return [
        { files: [`src/modules/${name}/*.ts`], ignores: ['**/*.test.ts'], rules: { 'no-restricted-imports': ['error', { patterns: floorRule }] } },
        { files: [`src/modules/${name}/repository.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [...floorRule, REPOSITORY_RULE] }] } },
      ];
    }),
  );
}

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
  { files: ['src/modules/*/repository.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [REPOSITORY_RULE] }] } },
  ...moduleFloorRules(),
);
