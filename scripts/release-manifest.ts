import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The release manifest, dist/release-manifest.json: every file of a build with its size, its SHA-256 and its
 * Subresource Integrity value, for the shop that deploys dist/ (which files, unchanged?) and the page that loads the
 * entry with `integrity` (docs/decisions/0099). Not the Custom Elements Manifest (dist/custom-elements.json,
 * scripts/manifest.ts), which describes the elements' API.
 */

/** Its name in dist/, the folder a shop deploys. */
export const RELEASE_MANIFEST_FILE = 'release-manifest.json';

/** Folders of dist/ that are the build's own and never deployed or packed: Vite's chunk graph. */
const BUILD_ONLY = ['.vite/'];

interface ReleaseFile {
  /** Its size in bytes, as it lies in dist/ (a server may send it compressed). */
  bytes: number;
  /** The SHA-256 of its bytes, in hex, as `sha256sum` prints it. */
  sha256: string;
  /** The Subresource Integrity value of its bytes: `sha384-` and the digest in base64. */
  integrity: string;
}

export interface ReleaseManifest {
  name: string;
  version: string;
  /** The script a page loads, a path in `files`. */
  entry: string;
  /** Every file of the release by its path relative to dist/ (`/` between folders), sorted. */
  files: Record<string, ReleaseFile>;
}

/**
 * The facts of one file's bytes.
 * @internal Test seam: the tests check the value against the Subresource Integrity specification's example.
 */
export function releaseFile(bytes: Uint8Array): ReleaseFile {
  return {
    bytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    integrity: `sha384-${createHash('sha384').update(bytes).digest('base64')}`,
  };
}

/** The files of a release under `dir` (dist/ or an unpacked package's dist/), relative to it, sorted. */
function releaseFilePaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== RELEASE_MANIFEST_FILE && !BUILD_ONLY.some((folder) => path.startsWith(folder)))
    .sort();
}

/** The manifest of the build in `dir`: the package's name and version, and its entry's path in `dir`. */
export function buildReleaseManifest(
  dir: string,
  { name, version, entry }: Pick<ReleaseManifest, 'name' | 'version' | 'entry'>,
): ReleaseManifest {
  const files = Object.fromEntries(
    releaseFilePaths(dir).map((path) => [path, releaseFile(readFileSync(join(dir, path)))]),
  );
  if (!files[entry]) throw new Error(`${dir} holds no ${entry}: build the bundle first`);
  return { name, version, entry, files };
}

/**
 * How the files under `dir` differ from `manifest`: a file it lacks, one it names that is not there, one whose
 * bytes are not those it describes. Empty when they match.
 */
export function releaseProblems(dir: string, manifest: ReleaseManifest): string[] {
  const present = releaseFilePaths(dir);
  const problems: string[] = [];
  for (const path of present) {
    const listed = manifest.files[path];
    if (!listed) {
      problems.push(`${path}: not in the manifest`);
      continue;
    }
    const actual = releaseFile(readFileSync(join(dir, path)));
    if (
      actual.sha256 !== listed.sha256 ||
      actual.integrity !== listed.integrity ||
      actual.bytes !== listed.bytes
    )
      problems.push(`${path}: not the bytes the manifest describes`);
  }
  for (const path of Object.keys(manifest.files).filter((listed) => !present.includes(listed)))
    problems.push(`${path}: in the manifest, not in the release`);
  return problems;
}
