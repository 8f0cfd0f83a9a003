import type { BuilderRefusal } from './block.ts';
import type { PerVisitorAttribute } from '../../src/elements/placement.ts';
import type { StorefrontElements } from '../../types/storefront-widgets.d.ts';
import type { BuilderTag } from './block.ts';

/** The languages the block builder speaks; the first is the fallback. */
export const BUILDER_LANGUAGES = ['en', 'de'] as const;
export type BuilderLanguage = (typeof BUILDER_LANGUAGES)[number];

/** The builder's language from a page's `lang` or a `?lang=` value: German for any German tag, else English. */
export function builderLanguage(tag: string | null | undefined): BuilderLanguage {
  return /^de(?:-|$)/i.test(tag ?? '') ? 'de' : 'en';
}

/**
 * Every attribute the builder offers a field for, by its name in HTML: the attributes of its elements as the
 * published types name them (written from the elements' parsers and API modules by `npm run api:write`), but those
 * a page fills in per visitor. An attribute added to an element fails the type check here until both languages
 * give it a label.
 */
type BuilderAttribute = Exclude<
  { [Tag in BuilderTag]: keyof StorefrontElements[Tag]['attributes'] }[BuilderTag],
  PerVisitorAttribute
>;

type AttributeLabels = Record<BuilderAttribute, string>;

export interface BuilderTexts {
  title: string;
  intro: string;
  languages: string;
  noscript: string;
  element: string;
  attributes: string;
  labels: AttributeLabels;
  pageLanguage: string;
  addressHint: string;
  refused: Record<BuilderRefusal, string>;
  preview: string;
  serverRendered: string;
  /** The label of the preview's width, and its option for the column's whole width. */
  previewWidth: string;
  fullWidth: string;
  loadingFragment: string;
  fragmentShown: string;
  fragmentRefused: string;
  /** Beside the preview when an address is on another origin: `{{list}}` is replaced by `attribute: origin` pairs. */
  elsewhere: string;
  markup: string;
  include: string;
  includeNote: string;
  copyMarkup: string;
  copyInclude: string;
  copied: string;
  copyFailed: string;
}

/** The builder's own texts (the elements it shows speak their own). */
export const BUILDER_TEXTS: Record<BuilderLanguage, BuilderTexts> = {
  en: {
    title: 'Block builder',
    intro:
      'Choose an element, fill in its attributes and copy the markup into your CMS block or page template. The ' +
      'preview is the element itself; every field is checked by the rules the element applies.',
    languages: 'Language of the builder',
    noscript: 'The block builder needs JavaScript.',
    element: 'Element',
    attributes: 'Attributes',
    labels: {
      site: 'Storefront',
      headline: 'Headline',
      'image-src': 'Image address',
      'image-alt': 'Image description (alt text)',
      'discount-text': 'Discount text',
      'voucher-text': 'Voucher text',
      origin: 'Origin of the sign-up',
      'origin-addition': 'Origin addition (tracking)',
      'api-base': 'Newsletter service address',
      spa: 'Inside the single-page app',
      reduced: 'Reduced footer (checkout)',
      preview: 'Page in preview mode',
      'hide-newsletter': 'Hide the newsletter form',
      'content-src': 'Footer content address',
      lang: 'Language of the texts',
    },
    pageLanguage: 'The page language',
    addressHint: 'An http or https address, or a path such as /cms/image.jpg.',
    refused: {
      'not-a-web-address':
        'Refused: only an http or https address or a path is allowed. It stays out of the markup.',
      'not-a-value': 'Refused: not one of the values this attribute takes. It stays out of the markup.',
      'boolean-false': 'Refused: a boolean attribute is on whenever it is present.',
      'outside-the-schema':
        "Refused: the block's JSON Schema, which a CMS checks blocks with, takes http or https addresses with a host name or an IPv4 address, and paths; not this one. It stays out of the markup.",
    },
    preview: 'Preview',
    serverRendered: 'Show the server-rendered fragment',
    previewWidth: 'Preview width',
    fullWidth: 'Full width',
    loadingFragment: 'Loading the server-rendered fragment…',
    fragmentShown: 'The server-rendered fragment is shown.',
    fragmentRefused: 'The fragment server refused this block:',
    elsewhere:
      "Not shown in this preview: {{list}}. This page's Content-Security-Policy loads images and content from its own address only; a shop's page shows them when its policy lists that address (img-src for an image, connect-src for content).",
    markup: 'Markup to copy',
    include: 'Include line for a server-rendered fragment (SSI)',
    includeNote:
      'Public fragment URLs may set only enumerations and booleans by default: for the free-text and address ' +
      'attributes in this line, list them in the fragment handler’s allowAttributes.',
    copyMarkup: 'Copy the markup',
    copyInclude: 'Copy the include line',
    copied: 'Copied to the clipboard.',
    copyFailed: 'Copying failed: select the text and copy it with the keyboard.',
  },
  de: {
    title: 'Block-Baukasten',
    intro:
      'Wählen Sie ein Element, füllen Sie seine Attribute aus und kopieren Sie das Markup in Ihren CMS-Block oder ' +
      'Ihre Seitenvorlage. Die Vorschau ist das Element selbst; jedes Feld wird nach den Regeln des Elements geprüft.',
    languages: 'Sprache des Baukastens',
    noscript: 'Der Block-Baukasten braucht JavaScript.',
    element: 'Element',
    attributes: 'Attribute',
    labels: {
      site: 'Shop',
      headline: 'Überschrift',
      'image-src': 'Bildadresse',
      'image-alt': 'Bildbeschreibung (Alternativtext)',
      'discount-text': 'Rabatttext',
      'voucher-text': 'Gutscheintext',
      origin: 'Herkunft der Anmeldung',
      'origin-addition': 'Herkunftszusatz (Tracking)',
      'api-base': 'Adresse des Newsletter-Dienstes',
      spa: 'In der Single-Page-App',
      reduced: 'Reduzierter Footer (Checkout)',
      preview: 'Seite im Vorschaumodus',
      'hide-newsletter': 'Newsletter-Formular ausblenden',
      'content-src': 'Adresse der Footer-Inhalte',
      lang: 'Sprache der Texte',
    },
    pageLanguage: 'Die Sprache der Seite',
    addressHint: 'Eine http- oder https-Adresse oder ein Pfad wie /cms/bild.jpg.',
    refused: {
      'not-a-web-address':
        'Abgelehnt: Nur eine http- oder https-Adresse oder ein Pfad ist erlaubt. Der Wert kommt nicht ins Markup.',
      'not-a-value': 'Abgelehnt: Diesen Wert nimmt das Attribut nicht. Er kommt nicht ins Markup.',
      'boolean-false': 'Abgelehnt: Ein boolesches Attribut ist eingeschaltet, sobald es vorhanden ist.',
      'outside-the-schema':
        'Abgelehnt: Das JSON-Schema des Blocks, mit dem ein CMS Blöcke prüft, nimmt http- oder https-Adressen mit Hostnamen oder IPv4-Adresse und Pfade, diese nicht. Der Wert kommt nicht ins Markup.',
    },
    preview: 'Vorschau',
    serverRendered: 'Serverseitig gerendertes Fragment zeigen',
    previewWidth: 'Vorschaubreite',
    fullWidth: 'Volle Breite',
    loadingFragment: 'Das serverseitig gerenderte Fragment wird geladen …',
    fragmentShown: 'Das serverseitig gerenderte Fragment wird gezeigt.',
    fragmentRefused: 'Der Fragment-Server hat diesen Block abgelehnt:',
    elsewhere:
      'In dieser Vorschau nicht zu sehen: {{list}}. Die Content-Security-Policy dieser Seite lädt Bilder und Inhalte nur von ihrer eigenen Adresse; die Seite eines Shops zeigt sie, wenn ihre Policy diese Adresse nennt (img-src für ein Bild, connect-src für Inhalte).',
    markup: 'Markup zum Kopieren',
    include: 'Include-Zeile für ein serverseitig gerendertes Fragment (SSI)',
    includeNote:
      'Öffentliche Fragment-URLs dürfen ohne Weiteres nur Aufzählungen und boolesche Attribute setzen: Freitext- und ' +
      'Adressattribute in dieser Zeile müssen in allowAttributes des Fragment-Handlers stehen.',
    copyMarkup: 'Markup kopieren',
    copyInclude: 'Include-Zeile kopieren',
    copied: 'In die Zwischenablage kopiert.',
    copyFailed: 'Kopieren fehlgeschlagen: Markieren Sie den Text und kopieren Sie ihn mit der Tastatur.',
  },
};
