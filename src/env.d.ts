/** The package version, injected by Vite's `define`. */
declare const __SW_VERSION__: string;
