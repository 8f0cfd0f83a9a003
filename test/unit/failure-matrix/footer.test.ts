import { runMatrix } from './run-matrix.ts';

runMatrix('footer');
