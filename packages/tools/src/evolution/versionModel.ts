import type { SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';
import { escapePointerToken, parsePointer } from 'user-summaries-contract/internal/validator/pointer';
import type { ContractVersion, VersionDocument } from './readVersion.js';

/** A schema node of a version, with the document it sits in and its pointer there. */
export interface NodeRef {
  readonly doc: VersionDocument;
  readonly node: SchemaNode;
  readonly pointer: string;
  /** `<$id>#<pointer>`: the node's identity. */
  readonly key: string;
}

/** A version's documents cannot be modelled: the file and the reason (a `$ref` that resolves nowhere, a cycle). */
export class ModelProblem extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * A version's documents by `$id`, and the schema nodes they reach: `$ref`s resolved against each document's
 * `$id` (a JSON pointer fragment, or none), `allOf` branches merged into the node's parts. The subset of JSON
 * Schema the contract uses; anything else is left to the validators, which judge every record.
 */
export class VersionModel {
  readonly #byId = new Map<string, VersionDocument>();
  readonly #parts = new Map<string, readonly NodeRef[]>();

  constructor(readonly version: ContractVersion) {
    for (const doc of version.documents) this.#byId.set(doc.schema.$id, doc);
  }

  /** The document of a file name, or undefined. */
  document(file: string): VersionDocument | undefined {
    return this.version.documents.find((doc) => doc.file === file);
  }

  /** The node at a pointer of a document, or undefined. */
  nodeAt(doc: VersionDocument, pointer: string): NodeRef | undefined {
    let node: unknown = doc.schema;
    for (const token of parsePointer(pointer)) {
      if (Array.isArray(node) && /^(0|[1-9][0-9]*)$/.test(token)) node = node[Number(token)];
      else if (isSchemaNode(node) && Object.hasOwn(node, token)) node = node[token];
      else return undefined;
    }
    return isSchemaNode(node) ? { doc, node, pointer, key: `${doc.schema.$id}#${pointer}` } : undefined;
  }

  /** A child node of a node (`properties/name`, `items`...), or undefined when it is not a schema object. */
  child(parent: NodeRef, ...tokens: string[]): NodeRef | undefined {
    let node: unknown = parent.node;
    for (const token of tokens)
      node =
        (isSchemaNode(node) || Array.isArray(node)) && Object.hasOwn(node, token)
          ? (node as Record<string, unknown>)[token]
          : undefined;
    if (!isSchemaNode(node)) return undefined;
    const pointer = `${parent.pointer}/${tokens.map(escapePointerToken).join('/')}`;
    return { doc: parent.doc, node, pointer, key: `${parent.doc.schema.$id}#${pointer}` };
  }

  /** Where a `$ref` of a node points. */
  resolve(from: NodeRef, ref: string): NodeRef {
    let url: URL;
    let fragment: string;
    try {
      url = new URL(ref, from.doc.schema.$id);
      fragment = decodeURIComponent(url.hash.slice(1));
    } catch {
      throw new ModelProblem(from.doc.file, `a $ref at ${from.pointer || '/'} is not a URI reference`);
    }
    url.hash = '';
    const doc = this.#byId.get(url.href);
    if (doc === undefined)
      throw new ModelProblem(from.doc.file, `a $ref at ${from.pointer || '/'} names no document of the version`);
    if (fragment !== '' && !fragment.startsWith('/'))
      throw new ModelProblem(
        from.doc.file,
        `a $ref at ${from.pointer || '/'} names an anchor (only JSON pointers are read)`,
      );
    const target = this.nodeAt(doc, fragment);
    if (target === undefined)
      throw new ModelProblem(from.doc.file, `a $ref at ${from.pointer || '/'} points to no schema object`);
    return target;
  }

  /**
   * The parts of a node: itself, what its `$ref` reaches and its `allOf` branches, each followed the same way.
   * A cycle of `$ref`s and `allOf`s (a node that is one of its own parts) is a problem: no record can be built from it.
   */
  parts(ref: NodeRef): readonly NodeRef[] {
    const known = this.#parts.get(ref.key);
    if (known !== undefined) return known;
    const out: NodeRef[] = [];
    this.#collect(ref, out, new Set());
    this.#parts.set(ref.key, out);
    return out;
  }

  #collect(ref: NodeRef, out: NodeRef[], path: Set<string>): void {
    if (path.has(ref.key))
      throw new ModelProblem(
        ref.doc.file,
        `the schema at ${ref.pointer || '/'} is one of its own parts (a cycle of $ref or allOf)`,
      );
    if (out.some((part) => part.key === ref.key)) return;
    path.add(ref.key);
    out.push(ref);
    const target = ref.node['$ref'];
    if (typeof target === 'string') this.#collect(this.resolve(ref, target), out, path);
    const branches = ref.node['allOf'];
    if (Array.isArray(branches)) {
      branches.forEach((_, i) => {
        const branch = this.child(ref, 'allOf', String(i));
        if (branch !== undefined) this.#collect(branch, out, path);
      });
    }
    path.delete(ref.key);
  }
}
