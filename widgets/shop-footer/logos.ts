import { LOGO_PATH, LOGO_SOURCES, type LogoSource } from '../../src/contract/footer.ts';
import { serviceUrl } from '../../src/http/service-base.ts';

/**
 * The logos of the footer, each an image under the logo service (`LOGO_PATH`) named after its source. An
 * unknown source gives an empty image and one console error (logoUrl returns undefined). The footer documents
 * and logos do not go through the HTTP client: the page's services setting is applied here.
 */

/**
 * The file of each source: its name in kebab case, as SVG.
 * @internal Test seam: the tests check a file exists for every logo source.
 */
export function logoFileName(source: LogoSource): string {
  return `${source.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}.svg`;
}

function isLogoSource(value: string): value is LogoSource {
  return (LOGO_SOURCES as readonly string[]).includes(value);
}

/** The image address of a logo source, or undefined for a source the map does not know. */
export function logoUrl(source: string): string | undefined {
  return isLogoSource(source) ? serviceUrl(LOGO_PATH.replace('{file}', logoFileName(source))) : undefined;
}
