#!/usr/bin/env node
// The `community-platform` command. Plain JavaScript so that any Node can read it and say
// clearly why it cannot go on; the command itself is TypeScript run by Node's type stripping.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `community-platform needs Node 24; run it through npx/npm scripts so the project's Node is used (this is Node ${process.versions.node})`,
  );
  process.exit(1);
}
// No top-level await: older Nodes must parse this file to print the message above.
import('../src/cli/main.ts').catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
