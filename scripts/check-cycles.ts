import { importCycles, moduleGraph } from './module-graph.ts';

// `npm test`: no module imports itself through others, types included (docs/decisions/0057).
const cycles = importCycles(moduleGraph(process.cwd()));
if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const cycle of cycles) console.error(`- ${cycle.join(' <-> ')}`);
  process.exit(1);
}
console.log('Import cycles: none.');
