import { staleReferences } from './references.ts';

// `npm run references` (in `npm run check` and `npm test`): the documents and the code comments name only paths,
// files and symbols that exist (scripts/references.ts says what it reads and how).
const started = performance.now();
const stale = staleReferences(process.cwd());
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (stale.length > 0) {
  console.error(`Names of what does not exist (${stale.length}):`);
  for (const { at, name, kind } of stale) console.error(`- ${at}: ${kind} ${name}`);
  console.error(
    [
      '',
      'Name what exists now (the file or symbol that took its role), or reword. A name that is gone on purpose',
      "(a decision telling what it removed) is struck through, ~~`name`~~; another project's name goes into",
      'ALLOWED in scripts/references.ts. A decision is cited by the number its file in docs/decisions/ starts with,',
      'docs/decisions/0042.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Stale references: none (${seconds} s).`);
