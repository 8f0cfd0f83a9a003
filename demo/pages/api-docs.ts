import { dataTable, html, SafeHtml } from './html.ts';

/**
 * `/api/`: the service contract (openapi/storefront-services.yaml) as a page a backend team can read, rendered
 * on the server from the document: every operation with its parameters, request body and answers, then every
 * schema. Every text of the document is escaped (`html`); descriptions keep their paragraphs, `-` lists and
 * `code` spans and nothing else. No script and no inline style, so the demo's CSP holds; the stylesheet is
 * `/demo/api.css`.
 */

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** `code` spans of a line that is already escaped: the backticks themselves never need escaping. */
function inline(escaped: string): string {
  return escaped.replace(/`([^`]+)`/g, '<code>$1</code>');
}

function escape(value: string): string {
  return html`${value}`.value;
}

/** A description: paragraphs split by blank lines, `- ` lines as a list, `code` spans. */
function prose(value: unknown): SafeHtml {
  const blocks = text(value)
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim() !== '');
  const out = blocks.map((block) => {
    const lines = block.split('\n').map((line) => line.trim());
    if (lines.every((line) => line.startsWith('- ') || !line.startsWith('-'))) {
      const items: string[] = [];
      let before = '';
      for (const line of lines) {
        if (line.startsWith('- ')) items.push(line.slice(2));
        else if (items.length > 0) items[items.length - 1] += ` ${line}`;
        else before += `${line} `;
      }
      const list = items.length
        ? `<ul>${items.map((item) => `<li>${inline(escape(item))}</li>`).join('')}</ul>`
        : '';
      const paragraph = before.trim() ? `<p>${inline(escape(before.trim()))}</p>` : '';
      return paragraph + list;
    }
    return `<p>${inline(escape(lines.join(' ')))}</p>`;
  });
  // Built from escaped text only (`escape`), with the few tags added here.
  return new SafeHtml(out.join(''));
}

function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

function schemaId(name: string): string {
  return `schema-${name}`;
}

/** A schema in a few words, with links to named schemas. */
function typeOf(schemaValue: unknown): SafeHtml {
  const schema = record(schemaValue);
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return html`<a href="#${schemaId(name)}">${name}</a>`;
  }
  if (schema.const !== undefined) return html`<code>${JSON.stringify(schema.const)}</code>`;
  if (Array.isArray(schema.enum)) {
    return html`one of
    ${schema.enum.map((value, index) => html`${index > 0 ? ', ' : ''}<code>${JSON.stringify(value)}</code>`)}`;
  }
  for (const [keyword, joiner] of [
    ['oneOf', ' or '],
    ['anyOf', ' or '],
    ['allOf', ' and '],
  ] as const) {
    const parts = schema[keyword];
    if (Array.isArray(parts)) {
      return html`${parts.map((part, index) => html`${index > 0 ? joiner : ''}${typeOf(part)}`)}`;
    }
  }
  if (schema.type === 'array') return html`list of ${typeOf(schema.items)}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : text(schema.type) || 'any';
  const format = typeof schema.format === 'string' ? ` (${schema.format})` : '';
  return html`${type}${format}`;
}

function limits(schema: Json): string {
  const found: string[] = [];
  if (typeof schema.maxLength === 'number') found.push(`at most ${schema.maxLength} characters`);
  if (typeof schema.minLength === 'number' && schema.minLength > 0)
    found.push(`at least ${schema.minLength} character(s)`);
  if (typeof schema.pattern === 'string') found.push(`matches ${schema.pattern}`);
  return found.join('; ');
}

/** The properties of an object schema as a table, inline objects and lists of them nested. */
function properties(schemaValue: unknown, depth = 0): SafeHtml {
  const schema = record(schemaValue);
  const props = Object.entries(record(schema.properties));
  const parts = Array.isArray(schema.allOf) ? schema.allOf.map(record) : [];
  if (props.length === 0 && parts.length === 0) return html``;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const rows = props.map(([name, value]) => {
    const property = record(value);
    const nested = nestedObject(property);
    return html`<tr>
      <th scope="row"><code>${name}</code></th>
      <td>${typeOf(property)}</td>
      <td>${required.has(name) ? 'required' : 'optional'}</td>
      <td>
        ${prose(property.description)}${limits(property) ? html`<p>${limits(property)}</p>` : ''}
        ${nested && depth < 4 ? properties(nested, depth + 1) : ''}
      </td>
    </tr>`;
  });
  return html`${
    rows.length ? dataTable(['Field', 'Type', 'Required', 'Meaning'], rows) : ''
  }${parts.map((part) => properties(part, depth))}`;
}

function nestedObject(property: Json): Json | undefined {
  if (property.properties) return property;
  const items = record(property.items);
  return items.properties ? items : undefined;
}

function resolveRef(document: Json, value: unknown): Json {
  const object = record(value);
  if (typeof object.$ref !== 'string' || !object.$ref.startsWith('#/')) return object;
  const target = object.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => record(node)[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  return record(target);
}

function content(contentValue: unknown): SafeHtml {
  const entries = Object.entries(record(contentValue));
  if (entries.length === 0) return html`<p class="meta">No body.</p>`;
  return html`<ul class="media">
    ${entries.map(
      ([type, media]) =>
        html`<li>
          <code>${type}</code>${record(media).schema ? html`: ${typeOf(record(media).schema)}` : ''}
        </li>`,
    )}
  </ul>`;
}

function parameterRows(document: Json, parameters: unknown[]): SafeHtml {
  return dataTable(
    ['Name', 'In', 'Type', 'Required', 'Meaning'],
    parameters.map((value) => {
      const parameter = resolveRef(document, value);
      return html`<tr>
        <th scope="row"><code>${text(parameter.name)}</code></th>
        <td>${text(parameter.in)}</td>
        <td>${typeOf(parameter.schema)}</td>
        <td>${parameter.required === true ? 'required' : 'optional'}</td>
        <td>${prose(parameter.description)}</td>
      </tr>`;
    }),
  );
}

function serverPaths(value: unknown): string[] {
  return Array.isArray(value) ? value.map((server) => text(record(server).url)) : [];
}

interface Operation {
  id: string;
  method: string;
  path: string;
  bases: string[];
  operation: Json;
  parameters: unknown[];
}

function operationsOf(document: Json): Operation[] {
  return Object.entries(record(document.paths)).flatMap(([path, itemValue]) => {
    const item = record(itemValue);
    return METHODS.filter((method) => item[method]).map((method) => {
      const operation = record(item[method]);
      return {
        id: text(operation.operationId) || `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        bases: serverPaths(item.servers),
        operation,
        parameters: [
          ...(Array.isArray(item.parameters) ? item.parameters : []),
          ...(Array.isArray(operation.parameters) ? operation.parameters : []),
        ],
      };
    });
  });
}

function operationSection(document: Json, { id, method, path, bases, operation, parameters }: Operation) {
  const body = record(operation.requestBody);
  const responses = Object.entries(record(operation.responses));
  return html`<article class="operation" id="${id}">
    <h3><span class="method">${method}</span> <code>${path}</code></h3>
    <p class="summary">${text(operation.summary)}</p>
    ${
      bases.length
        ? html`<p class="meta">
            Under ${bases.map((base, index) => html`${index > 0 ? ' or ' : ''}<code>${base}</code>`)}
          </p>`
        : ''
    }
    ${prose(operation.description)}
    ${
      parameters.length
        ? html`<h4>Parameters</h4>
            ${parameterRows(document, parameters)}`
        : ''
    }
    ${
      operation.requestBody
        ? html`<h4>Request body${body.required === true ? '' : ' (optional)'}</h4>
            ${prose(body.description)}${content(body.content)}`
        : ''
    }
    <h4>Answers</h4>
    ${dataTable(
      ['Status', 'Meaning', 'Body'],
      responses.map(([status, value]) => {
        const response = resolveRef(document, value);
        return html`<tr>
          <th scope="row">${status}</th>
          <td>${prose(response.description)}</td>
          <td>${response.content ? content(response.content) : ''}</td>
        </tr>`;
      }),
    )}
  </article>`;
}

/** The whole page. */
export function apiDocsPage(document: Json): string {
  const info = record(document.info);
  const tags = Array.isArray(document.tags) ? document.tags.map(record) : [];
  const operations = operationsOf(document);
  const schemas = Object.entries(record(record(document.components).schemas));
  const tagged = (name: string) =>
    operations.filter((entry) => Array.isArray(entry.operation.tags) && entry.operation.tags.includes(name));
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${text(info.title)}</title>
        <link rel="stylesheet" href="/demo/demo.css" />
        <link rel="stylesheet" href="/demo/api.css" />
      </head>
      <body>
        <header class="shop-header">
          <p class="brand"><a href="/">storefront-widgets</a> · services</p>
        </header>
        <main class="content api-docs">
          <h1>${text(info.title)}</h1>
          <p class="meta">
            OpenAPI ${text(document.openapi)} · version ${text(info.version)} · the document:
            <a href="/api/openapi.yaml">openapi.yaml</a>, <a href="/api/openapi.json">openapi.json</a>
          </p>
          <p class="summary">${text(info.summary)}</p>
          ${prose(info.description)}
          <nav aria-label="Operations">
            <h2>Operations</h2>
            <ul>
              ${tags.map(
                (tag) =>
                  html`<li>
                    <a href="#tag-${text(tag.name)}">${text(tag.name)}</a>
                    <ul>
                      ${tagged(text(tag.name)).map(
                        (entry) =>
                          html`<li>
                            <a href="#${entry.id}"
                              ><span class="method">${entry.method}</span> ${entry.path}</a
                            >
                          </li>`,
                      )}
                    </ul>
                  </li>`,
              )}
              <li><a href="#schemas">Schemas</a></li>
            </ul>
          </nav>
          ${tags.map(
            (tag) =>
              html`<section id="tag-${text(tag.name)}">
                <h2>${text(tag.name)}</h2>
                ${prose(tag.description)}
                ${tagged(text(tag.name)).map((entry) => operationSection(document, entry))}
              </section>`,
          )}
          <section id="schemas">
            <h2>Schemas</h2>
            ${schemas.map(
              ([name, schema]) =>
                html`<article class="schema" id="${schemaId(name)}">
                  <h3>${name}</h3>
                  ${prose(record(schema).description)}
                  <p class="meta">${typeOf({ ...record(schema), description: undefined })}</p>
                  ${properties(schema)}
                </article>`,
            )}
          </section>
        </main>
      </body>
    </html> `.value;
}
