/* -------------------------------------------------------------------------------------------------
 * NewsletterImage: the CMS image, or the block's own artwork
 * -----------------------------------------------------------------------------------------------*/

export interface NewsletterImageProps {
  /** The custom image (already checked to be http, https or relative); empty for the default artwork. */
  src: string;
  /** Its alt text; empty means decorative. */
  alt: string;
}

/**
 * The image is 400x300 from 1024 px, 273x273 from 767 px, none below. The box has fixed dimensions in CSS, so the
 * image never moves the text when it arrives; it loads lazily. Without a custom image the block shows its own
 * artwork (an inline drawing: no request, nothing to fail).
 */
export function NewsletterImage({ src, alt }: NewsletterImageProps) {
  if (src) {
    return (
      <img
        className="sw-newsletter__image"
        part="image"
        src={src}
        alt={alt}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <svg
      className="sw-newsletter__image sw-newsletter__image--default"
      part="image"
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="400" height="300" className="sw-art-sky" />
      <circle cx="330" cy="62" r="34" className="sw-art-sun" />
      <rect x="120" y="150" width="120" height="100" rx="18" className="sw-art-cup" />
      <path d="M240 172h18a24 24 0 0 1 0 48h-18" className="sw-art-handle" />
      <path
        d="M150 140c-10-18 10-26 0-44M180 140c-10-18 10-26 0-44M210 140c-10-18 10-26 0-44"
        className="sw-art-steam"
      />
      <rect x="80" y="250" width="220" height="12" rx="6" className="sw-art-saucer" />
      <g transform="translate(262 196) rotate(-12)">
        <rect width="96" height="64" rx="6" className="sw-art-letter" />
        <path d="M0 6l48 34 48-34" className="sw-art-fold" />
      </g>
    </svg>
  );
}
