/**
 * The address of the loader chunk (`chunks/loader-<hash>.js` as the package ships it). The entry compares it with
 * its own address to tell whether it runs from the files the build wrote (`runsAsShipped` in chunk-imports.ts):
 * a host's bundler puts this code into files of its own, under other names.
 */
export const LOADER_URL: string = import.meta.url;
