import { main } from './module-sizes.ts';

// `npm run size:modules [file…]`: a built file's bytes by source module (scripts/module-sizes.ts), after a build.
main(process.argv.slice(3));
