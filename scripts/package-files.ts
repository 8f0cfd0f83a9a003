/** What package.json says about the package's files, read the same way by its test and `npm run size`. */
export interface PackageJson {
  name: string;
  private?: boolean;
  main?: string;
  types?: string;
  exports: Record<string, string | Record<string, string>>;
  files: string[];
  customElements?: string;
  sideEffects?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Every file an `exports` entry points at, without the leading `./`. */
export function exportTargets(pkg: PackageJson): string[] {
  return Object.values(pkg.exports)
    .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
    .map((target) => target.replace(/^\.\//, ''));
}
