import { runMatrix } from './run-matrix.ts';

runMatrix('services');
