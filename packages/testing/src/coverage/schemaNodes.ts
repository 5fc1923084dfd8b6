import type { SchemaDocument, SchemaNode } from 'user-summaries-contract/internal/schemas/documents';
import { isSchemaNode } from 'user-summaries-contract/internal/schemas/walk';
import { escapePointerToken, parsePointer } from 'user-summaries-contract/internal/validator/pointer';

/** A schema node with where it sits: its file and its pointer in that file. */
export interface PlacedNode {
  readonly node: SchemaNode;
  readonly file: string;
  readonly pointer: string;
}

/** The node's address as the coverage items write it: `<file>#<pointer>`. */
export function addressOf(placed: PlacedNode): string {
  return `${placed.file}#${placed.pointer}`;
}

/** A child of a placed node, by the keyword path below it (`properties`, `date`). */
export function childOf(parent: PlacedNode, node: SchemaNode, ...tokens: readonly (string | number)[]): PlacedNode {
  return {
    node,
    file: parent.file,
    pointer: `${parent.pointer}${tokens.map((t) => `/${escapePointerToken(String(t))}`).join('')}`,
  };
}

/** Reads the contract's documents by file and pointer, and follows their `$ref`s. */
export class SchemaNodes {
  private readonly byFile: ReadonlyMap<string, SchemaNode>;

  constructor(documents: readonly SchemaDocument[]) {
    this.byFile = new Map(documents.map((d) => [d.file, d.schema]));
  }

  /** The root of a document. */
  root(file: string): PlacedNode {
    return this.at(file, '');
  }

  /** The node at `pointer` in `file`; an unknown place is a defect of the schemas, so it throws. */
  at(file: string, pointer: string): PlacedNode {
    let node: unknown = this.byFile.get(file);
    for (const token of parsePointer(pointer))
      node = isSchemaNode(node) || Array.isArray(node) ? (node as Record<string, unknown>)[token] : undefined;
    if (!isSchemaNode(node)) throw new Error(`coverage: no schema node at ${file}#${pointer}`);
    return { node, file, pointer };
  }

  /** The target of a `$ref` written in `from`'s file (`other.schema.json#/$defs/x`, `#/$defs/x`, `other.schema.json`). */
  target(from: PlacedNode, ref: string): PlacedNode {
    const hash = ref.indexOf('#');
    const file = hash === 0 ? from.file : hash === -1 ? ref : ref.slice(0, hash);
    return this.at(file, hash === -1 ? '' : ref.slice(hash + 1));
  }

  /**
   * The parts a property is made of: the node, its `allOf` branches, and the chain of `$ref` targets of each
   * (not the targets' own `allOf`: a group's pairs belong to the group, not to its property).
   */
  parts(placed: PlacedNode): PlacedNode[] {
    const own = [placed];
    const branches = placed.node['allOf'];
    if (Array.isArray(branches))
      branches.forEach((branch: unknown, i) => {
        if (isSchemaNode(branch)) own.push(childOf(placed, branch, 'allOf', i));
      });
    const out: PlacedNode[] = [];
    for (const part of own) {
      out.push(part);
      let at = part;
      for (let ref = at.node['$ref']; typeof ref === 'string'; ref = at.node['$ref']) {
        at = this.target(at, ref);
        out.push(at);
      }
    }
    return out;
  }
}
