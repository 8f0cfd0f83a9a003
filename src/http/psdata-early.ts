/*
 * psdata as the server-rendered footer imports it before React (`footerBeforeReact`). A chunk of its own that only
 * re-exports: imported dynamically, it keeps its export's name, whereas psdata's own chunk, which the footer's chunk
 * also imports statically, would need the bundler's runtime (0.5 KB gzip) to build a module object for `import()`.
 */
export { customerData } from './psdata.ts';
