/** What package.json says about the package's files, read the same way by its test and `npm run size`. */
export interface PackageJson {
  name: string;
  version: string;
  private?: boolean;
  main?: string;
  types?: string;
  exports: Record<string, string | Record<string, string>>;
  files: string[];
  scripts?: Record<string, string>;
  customElements?: string;
  sideEffects?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Every file an `exports` entry points at, without the leading `./`; a subpath pattern keeps its `*`. */
export function exportTargets(pkg: PackageJson): string[] {
  return Object.values(pkg.exports)
    .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
    .map((target) => target.replace(/^\.\//, ''));
}

/** Whether a packed file answers an `exports` target: the file itself, or at least one file a `*` pattern matches. */
export function isPacked(target: string, packed: readonly string[]): boolean {
  if (!target.includes('*')) return packed.includes(target);
  const [before, after] = target.split('*') as [string, string];
  return packed.some(
    (file) => file.startsWith(before) && file.endsWith(after) && file.length > before.length + after.length,
  );
}
