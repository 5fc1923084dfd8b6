import { loadStrictReading } from '../precompiled/modules.js';
import { allViolations } from '../validator/validate.js';
import { escapePointerToken } from '../validator/pointer.js';
import type { EnvelopeName } from '../validator/types.js';
import { maskName } from '../validator/mask.js';
import { pathOf } from './path.js';
import { holdsSecret } from './secretForms.js';

/** A member name as a report may show it: `[masked]` when it holds a known secret or looks like one. */
function nameOf(name: string, secrets: readonly string[]): string {
  return holdsSecret(name, secrets) ? '[masked]' : maskName(name);
}

/**
 * The fields of a body that the contract does not know, found with the precompiled strict reading (loaded
 * on first use): the strict fast validator answers first, so a body without unknown fields costs one pass.
 * Paths are generalized (`*` for every array index) and deduplicated; a name that looks like a secret, or that
 * holds one of `secrets` (the client's token) in any form a server may reflect it in, is masked.
 *
 * @returns undefined when there are none
 * @internal
 */
export async function unknownFieldsOf(
  body: unknown,
  envelope: EnvelopeName,
  includeSlots: boolean,
  secrets: readonly string[] = [],
): Promise<{ paths: string[]; count: number } | undefined> {
  const strict = await loadStrictReading(includeSlots);
  if (strict.fast[envelope](body)) return undefined;
  const unknown = allViolations(strict, envelope, body).filter((v) => v.rule === 'unknown_field');
  if (unknown.length === 0) return undefined;
  const paths = new Set<string>();
  for (const violation of unknown) {
    const path = pathOf(body, violation.pointer);
    paths.add(
      path
        .map(
          (segment) => `/${typeof segment === 'number' ? '*' : escapePointerToken(nameOf(String(segment), secrets))}`,
        )
        .join(''),
    );
  }
  return { paths: [...paths].sort(), count: unknown.length };
}
