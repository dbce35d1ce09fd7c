import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * The router decodes the server's data asynchronously and suspends its first render until it
 * has. Preact (the browser's runtime) cannot hydrate through a suspension at the root, so
 * the entry waits for the data first: a call outside a render throws the decoding promise.
 */
async function dataDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (!isThenable(thrown)) throw thrown;
    await thrown;
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * The document as a container whose one child is <html>. Given the document itself, Preact
 * renders into <html> and would nest a second <html> inside it instead of adopting it.
 */
function documentContainer(): Element {
  const container = {
    nodeType: 1,
    namespaceURI: document.documentElement.namespaceURI,
    ownerDocument: document,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
    appendChild: (node: Node) => document.appendChild(node),
    removeChild: (node: Node) => document.removeChild(node),
    contains: (node: Node) => document.contains(node),
  };
  return container as unknown as Element;
}

void dataDecoded().then(() => hydrateRoot(documentContainer(), <HydratedRouter />));
