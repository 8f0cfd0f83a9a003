/** The part of es-check's Node API that scripts/browser-floor.ts uses (the package ships no types). */
declare module 'es-check' {
  interface EsCheckConfig {
    ecmaVersion: string;
    files: string[];
    module?: boolean;
    checkFeatures?: boolean;
    checkBrowser?: boolean;
    browserslistQuery?: string;
    /** Feature names to leave unchecked, comma-separated. */
    ignore?: string;
  }
  /** With an options object (not a logger) it returns instead of exiting the process. */
  export function runChecks(
    configs: EsCheckConfig[],
    options: { logger?: unknown },
  ): { success: boolean; errors: { file: string; err: Error }[] };
}
