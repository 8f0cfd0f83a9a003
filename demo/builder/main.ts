/**
 * The block builder's page script (/builder/): the form of the chosen element, its live preview (the element
 * itself, or its server-rendered fragment) and the markup to copy. Plain DOM, texts set as text only; the rules
 * are the element's own (block.ts).
 */
import {
  BUILDER_TAGS,
  builderTag,
  fields,
  fragmentUrl,
  includeLine,
  markup,
  otherOrigins,
  placedAttributes,
  previewAttributes,
  refusal,
  textInFragment,
  type BuilderTag,
  type Entry,
  type Field,
} from './block.ts';
import { BUILDER_TEXTS, builderLanguage } from './texts.ts';

/** The widths the preview's slot can take (demo.css has a class `slot-N` for each), in px, or the column's full width. */
const PREVIEW_WIDTHS = ['320', '480', '768', 'full'] as const;

/** How long typing pauses before the preview follows. */
const PREVIEW_DELAY_MS = 300;

const texts = BUILDER_TEXTS[builderLanguage(document.documentElement.lang)];

/** An element with attributes and children (text, or other nodes). */
function make<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const root = document.getElementById('builder-root');
if (root) start(root);

function start(root: HTMLElement): void {
  const query = new URLSearchParams(location.search);
  let tag = builderTag(query.get('element'));
  let entries: Record<string, Entry> = {};
  let fragmentRequest: AbortController | undefined;
  let previewTimer: ReturnType<typeof setTimeout> | undefined;

  const tagSelect = make(
    'select',
    { id: 'builder-element' },
    ...BUILDER_TAGS.map((candidate) => make('option', { value: candidate }, `<${candidate}>`)),
  );
  const attributeSet = make('fieldset', { class: 'builder-fields' });
  const form = make(
    'form',
    { class: 'builder-form', 'aria-labelledby': 'builder-form-heading' },
    make('h2', { id: 'builder-form-heading' }, texts.attributes),
    make(
      'p',
      { class: 'builder-field' },
      make('label', { for: 'builder-element' }, texts.element),
      tagSelect,
    ),
    attributeSet,
  );
  form.addEventListener('submit', (event) => event.preventDefault());

  const serverSwitch = make('input', { type: 'checkbox', id: 'builder-server', role: 'switch' });
  const previewStatus = make('p', { role: 'status', class: 'builder-status' });
  const elsewhereNote = make('p', { class: 'builder-hint', id: 'builder-elsewhere' });
  const preview = make('div', { class: 'builder-preview', id: 'builder-preview' });
  // The width of the slot the block previews in; the element lays itself out by it, whatever this page's width.
  const widthSelect = make(
    'select',
    { id: 'builder-width' },
    ...PREVIEW_WIDTHS.map((width) =>
      make('option', { value: width }, width === 'full' ? texts.fullWidth : `${width} px`),
    ),
  );
  widthSelect.value = 'full';
  widthSelect.addEventListener('change', () => {
    preview.className = `builder-preview slot-${widthSelect.value}`;
  });
  const previewSection = make(
    'section',
    { 'aria-labelledby': 'builder-preview-heading' },
    make('h2', { id: 'builder-preview-heading' }, texts.preview),
    make(
      'p',
      { class: 'builder-check' },
      serverSwitch,
      make('label', { for: 'builder-server' }, texts.serverRendered),
    ),
    make(
      'p',
      { class: 'builder-field' },
      make('label', { for: 'builder-width' }, texts.previewWidth),
      widthSelect,
    ),
    previewStatus,
    elsewhereNote,
    make('div', { class: 'builder-stage' }, preview),
  );

  const markupCode = make('code', { id: 'builder-markup' });
  const includeCode = make('code', { id: 'builder-include' });
  const includeNote = make('p', { class: 'builder-hint', id: 'builder-include-note' }, texts.includeNote);
  const copyStatus = make('p', { role: 'status', class: 'builder-status' });
  const copyMarkup = make('button', { type: 'button' }, texts.copyMarkup);
  const copyInclude = make('button', { type: 'button' }, texts.copyInclude);
  const includePart = make(
    'div',
    { hidden: '' },
    make('h3', { id: 'builder-include-heading' }, texts.include),
    make('pre', { 'aria-labelledby': 'builder-include-heading' }, includeCode),
    includeNote,
    copyInclude,
  );
  const markupSection = make(
    'section',
    { 'aria-labelledby': 'builder-markup-heading' },
    make('h2', { id: 'builder-markup-heading' }, texts.markup),
    make('pre', { 'aria-labelledby': 'builder-markup-heading' }, markupCode),
    copyMarkup,
    includePart,
    copyStatus,
  );

  root.replaceChildren(form, previewSection, markupSection);

  async function copy(text: string): Promise<void> {
    copyStatus.textContent = '';
    try {
      await navigator.clipboard.writeText(text);
      copyStatus.textContent = texts.copied;
    } catch {
      copyStatus.textContent = texts.copyFailed;
    }
  }
  copyMarkup.addEventListener('click', () => void copy(markupCode.textContent ?? ''));
  copyInclude.addEventListener('click', () => void copy(includeCode.textContent ?? ''));

  /** A field's input, label, hint and the place of its message. */
  function fieldRow(field: Field): HTMLElement {
    const id = `builder-field-${field.name}`;
    const label = make(
      'label',
      { for: id },
      `${texts.labels[field.name as keyof typeof texts.labels]} `,
      make('code', {}, field.name),
    );
    if (field.kind === 'boolean') {
      const box = make('input', { type: 'checkbox', id, name: field.name });
      box.addEventListener('change', () => update(field.name, box.checked));
      return make('p', { class: 'builder-check' }, box, label);
    }
    if (field.values) {
      const options = field.values.map((value) => make('option', { value }, value));
      const select = make(
        'select',
        { id, name: field.name },
        ...(field.kind === 'language' ? [make('option', { value: '' }, texts.pageLanguage)] : []),
        ...options,
      );
      select.value = field.fallback;
      entries[field.name] = field.fallback;
      select.addEventListener('change', () => update(field.name, select.value));
      return make('p', { class: 'builder-field' }, label, select);
    }
    const input = make('input', { type: 'text', id, name: field.name, autocomplete: 'off' });
    const message = make('p', { id: `${id}-message`, class: 'builder-error', 'aria-live': 'polite' });
    const hint =
      field.kind === 'url'
        ? make('p', { id: `${id}-hint`, class: 'builder-hint' }, texts.addressHint)
        : undefined;
    if (field.kind === 'url') input.inputMode = 'url';
    const describe = (invalid: boolean) => {
      const ids = [...(hint ? [hint.id] : []), ...(invalid ? [message.id] : [])];
      if (ids.length) input.setAttribute('aria-describedby', ids.join(' '));
      else input.removeAttribute('aria-describedby');
    };
    describe(false);
    input.addEventListener('input', () => {
      const reason = refusal(field, input.value);
      input.setAttribute('aria-invalid', reason ? 'true' : 'false');
      message.textContent = reason ? texts.refused[reason] : '';
      describe(Boolean(reason));
      update(field.name, input.value);
    });
    return make('div', { class: 'builder-field' }, label, input, ...(hint ? [hint] : []), message);
  }

  function showElement(next: BuilderTag): void {
    tag = next;
    tagSelect.value = tag;
    entries = {};
    attributeSet.replaceChildren(
      make('legend', {}, `${texts.attributes}: <${tag}>`),
      ...fields(tag).map(fieldRow),
    );
    const url = new URL(location.href);
    url.searchParams.set('element', tag);
    history.replaceState(null, '', url);
    preview.replaceChildren();
    render();
  }

  tagSelect.addEventListener('change', () => showElement(builderTag(tagSelect.value)));
  serverSwitch.addEventListener('change', () => {
    preview.replaceChildren();
    render();
  });

  function update(name: string, entry: Entry): void {
    entries[name] = entry;
    render();
  }

  /** The markup, the include line and the preview, from what the form holds now. */
  function render(): void {
    const placed = placedAttributes(tag, entries);
    markupCode.textContent = markup(tag, placed);
    const fragment = fragmentUrl(tag, placed);
    includeCode.textContent = includeLine(fragment);
    includePart.hidden = !serverSwitch.checked;
    includeNote.hidden = textInFragment(tag, placed).length === 0;
    // Addresses on another origin: named beside the preview, which leaves them out (this page's policy blocks them).
    const elsewhere = otherOrigins(tag, placed, location.origin);
    elsewhereNote.hidden = elsewhere.length === 0;
    elsewhereNote.textContent = texts.elsewhere.replace(
      '{{list}}',
      elsewhere.map(({ name, origin }) => `${name}: ${origin}`).join(', '),
    );
    // The preview follows once typing pauses: a half-typed address ("javascript" before its colon is a path)
    // would otherwise be fetched by the element at each key.
    clearTimeout(previewTimer);
    previewTimer = setTimeout(() => {
      if (serverSwitch.checked) void showFragment(fragment);
      else showInBrowser(previewAttributes(placed, elsewhere));
    }, PREVIEW_DELAY_MS);
  }

  /**
   * The element itself, kept while its attributes change: it renders again for each change, as on a page; in its
   * storefront's language unless the block names one (`previewAttributes`).
   */
  function showInBrowser(placed: readonly [string, string | true][]): void {
    fragmentRequest?.abort();
    previewStatus.textContent = '';
    let element = preview.firstElementChild;
    if (element?.localName !== tag) {
      element = document.createElement(tag);
      preview.replaceChildren(element);
    }
    for (const { name } of [...element.attributes]) {
      if (!placed.some(([placedName]) => placedName === name)) element.removeAttribute(name);
    }
    for (const [name, value] of placed) {
      const text = value === true ? '' : value;
      if (element.getAttribute(name) !== text) element.setAttribute(name, text);
    }
  }

  /** The server's rendering of the block, its declarative shadow root kept (`innerHTML` would drop it). */
  async function showFragment(url: string): Promise<void> {
    fragmentRequest?.abort();
    const request = new AbortController();
    fragmentRequest = request;
    previewStatus.textContent = texts.loadingFragment;
    try {
      const response = await fetch(url, { signal: request.signal });
      const body = await response.text();
      if (request.signal.aborted) return;
      if (!response.ok) {
        preview.replaceChildren();
        previewStatus.textContent = `${texts.fragmentRefused} ${body}`;
        return;
      }
      preview.setHTMLUnsafe(body);
      previewStatus.textContent = texts.fragmentShown;
    } catch (error) {
      if (!request.signal.aborted) previewStatus.textContent = `${texts.fragmentRefused} ${String(error)}`;
    }
  }

  showElement(tag);
}
