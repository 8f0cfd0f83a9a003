import { main } from './size-budgets.ts';

// `npm run size`: the page budgets of scripts/size-budgets.ts against the fresh build.
main();
