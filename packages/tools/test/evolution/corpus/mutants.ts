// Seeded single-keyword mutants of the contract (mutants.json): each changes one keyword of one member (or one
// group's or page's object) of the contract's documents. The seed picks the bounds, values and which mutants are
// kept; the expectations are the oracle's (./oracle.ts), never the diff's.
import { applyPatches, contractDocuments, type CompatibilityCase, type Documents, type Patch } from './caseFormat.js';
import { oracleExpected, plainVersion, type Site, type Tries } from './oracle.js';

/** The seed of the mutants: the same seed, the same corpus. */
const MUTANT_SEED = 44;
/** How many mutants the corpus keeps. */
const MUTANT_COUNT = 280;

/** mulberry32: the generator's own seeded numbers. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A mutant before its expectation: its head's patch, where it lies and what the oracle tries there. */
interface Mutant {
  readonly description: string;
  readonly head: readonly Patch[];
  readonly site: Site;
  readonly tries: Tries;
}

const GROUPS: readonly [string, string][] = [
  ['activity', 'activity'],
  ['heart-rate', 'heart_rate'],
  ['sleep', 'sleep'],
  ['stress', 'stress'],
  ['respiration-rate', 'respiration_rate'],
  ['temperature', 'temperature'],
  ['spo2', 'spo2'],
];

const REF = 'common.schema.json#/$defs/';
const escapeToken = (name: string): string => name.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every mutant the generator knows, before the seed keeps some. */
function allMutants(documents: Documents, pick: () => number): Mutant[] {
  const out: Mutant[] = [];
  const int = (low: number, high: number): number => low + Math.floor(pick() * (high - low + 1));
  const docOf = (file: string): Record<string, any> =>
    documents.find((d) => d.file === file)?.schema as Record<string, any>;
  const objects: { file: string; tokens: string[]; entry: 'summary' | 'paginator'; base: string }[] = [];
  for (const [stem, group] of GROUPS) {
    objects.push({ file: `${stem}.schema.json`, tokens: [group], entry: 'summary', base: '' });
    objects.push({ file: `${stem}-slot.schema.json`, tokens: [group, 'slots', '*'], entry: 'summary', base: '' });
  }
  objects.push({ file: 'response.schema.json', tokens: [], entry: 'paginator', base: '/$defs/paginator' });
  for (const object of objects) {
    let node = docOf(object.file);
    for (const token of object.base.split('/').slice(1)) node = node[token];
    const requiredList: string[] = node['required'] ?? [];
    const where = object.tokens.length === 0 ? 'the page' : object.tokens.join('.');
    out.push({
      description: `${where} closed (additionalProperties: false)`,
      head: [{ file: object.file, op: 'add', path: `${object.base}/additionalProperties`, value: false }],
      site: { entry: object.entry, tokens: object.tokens },
      tries: { unlisted: true },
    });
    for (const [name, property] of Object.entries(node['properties'] as Record<string, Record<string, any>>)) {
      const path = `${object.base}/properties/${escapeToken(name)}`;
      const site: Site = { entry: object.entry, tokens: [...object.tokens, name] };
      const label = `${where}.${name}`;
      const ref = String(property['$ref'] ?? '').replace(REF, '');
      const type = property['type'];
      const add = (description: string, patch: Patch[], tries: Tries = {}): void => {
        out.push({ description: `${label}: ${description}`, head: patch, site, tries });
      };
      const index = requiredList.indexOf(name);
      if (index >= 0) {
        add('no longer required', [{ file: object.file, op: 'remove', path: `${object.base}/required/${index}` }]);
        if (property['x-missing'] === 'required_with')
          add('reported as present when missing', [
            { file: object.file, op: 'replace', path: `${path}/x-missing`, value: 'present' },
          ]);
      } else if (name !== 'slots') {
        // A pair's spelling made required: a record that sent the other spelling instead.
        const spelling = /^(avg|max|rest)_daily_(heart|heat)_rate$/.exec(name);
        const partner =
          spelling === null ? undefined : `${spelling[1]}_daily_${spelling[2] === 'heart' ? 'heat' : 'heart'}_rate`;
        add('required', [{ file: object.file, op: 'add', path: `${object.base}/required/-`, value: name }], {
          ...(partner === undefined ? {} : { partner }),
        });
      }
      if (ref === 'integer') {
        add('nullable', [{ file: object.file, op: 'replace', path: `${path}/$ref`, value: `${REF}nullableInteger` }]);
        add('a number', [{ file: object.file, op: 'replace', path: `${path}/$ref`, value: `${REF}number` }]);
        const low = int(1, 100);
        add(`minimum ${low}`, [{ file: object.file, op: 'add', path: `${path}/minimum`, value: low }], {
          numbers: [low],
        });
        const high = int(0, 5000);
        add(`maximum ${high}`, [{ file: object.file, op: 'add', path: `${path}/maximum`, value: high }], {
          numbers: [high],
        });
      } else if (ref === 'nullableInteger') {
        add('not nullable', [
          { file: object.file, op: 'replace', path: `${path}/$ref`, value: `${REF}integer` },
          ...(Array.isArray(type)
            ? [{ file: object.file, op: 'replace' as const, path: `${path}/type`, value: 'integer' }]
            : []),
        ]);
        if (property['minimum'] === undefined) {
          const low = int(1, 100);
          add(`minimum ${low}`, [{ file: object.file, op: 'add', path: `${path}/minimum`, value: low }], {
            numbers: [low],
          });
        }
      } else if (ref === 'number') {
        add('an integer', [{ file: object.file, op: 'replace', path: `${path}/$ref`, value: `${REF}integer` }]);
        add('nullable', [{ file: object.file, op: 'replace', path: `${path}/$ref`, value: `${REF}nullableNumber` }]);
        const bound = int(0, 50);
        add(
          `exclusiveMinimum ${bound}`,
          [{ file: object.file, op: 'add', path: `${path}/exclusiveMinimum`, value: bound }],
          {
            numbers: [bound],
          },
        );
      } else if (ref === 'nullableNumber') {
        add('not nullable', [{ file: object.file, op: 'replace', path: `${path}/$ref`, value: `${REF}number` }]);
      } else if (ref === 'date' || ref === 'time' || ref === 'localDateTime') {
        const width = ref === 'date' ? 10 : ref === 'time' ? 5 : 19;
        add(`maxLength ${width - 1}`, [{ file: object.file, op: 'add', path: `${path}/maxLength`, value: width - 1 }], {
          lengths: [width - 1],
        });
      } else if (type === 'string' || (Array.isArray(type) && type.includes('string'))) {
        const length = [16, 64, 2048][int(0, 2)] as number;
        add(`maxLength ${length}`, [{ file: object.file, op: 'add', path: `${path}/maxLength`, value: length }], {
          lengths: [length],
        });
        add('minLength 1', [{ file: object.file, op: 'add', path: `${path}/minLength`, value: 1 }], { lengths: [1] });
        if (Array.isArray(type))
          add('not nullable', [{ file: object.file, op: 'replace', path: `${path}/type`, value: 'string' }]);
      }
      if (name === 'slots') {
        const count = [0, 1, 2, 1440][int(0, 3)] as number;
        add(`maxItems ${count}`, [{ file: object.file, op: 'add', path: `${path}/maxItems`, value: count }], {
          counts: [count],
        });
        add('minItems 1', [{ file: object.file, op: 'add', path: `${path}/minItems`, value: 1 }], { counts: [1] });
      }
      if (Array.isArray(property['enum'])) {
        const value = int(5, 9);
        add(`value ${value} allowed`, [{ file: object.file, op: 'add', path: `${path}/enum/-`, value }], {
          numbers: [value],
        });
        const drop = int(0, property['enum'].length - 1);
        add(`value ${String(property['enum'][drop])} no longer allowed`, [
          { file: object.file, op: 'remove', path: `${path}/enum/${drop}` },
        ]);
      }
    }
  }
  const common = docOf('common.schema.json')['$defs'] as Record<string, Record<string, unknown>>;
  for (const [def, width] of [
    ['date', 10],
    ['time', 5],
    ['localDateTime', 19],
  ] as const) {
    const site: Site =
      def === 'date'
        ? { entry: 'summary', tokens: ['date'] }
        : def === 'time'
          ? { entry: 'summary', tokens: ['activity', 'slots', '*', 'date'] }
          : { entry: 'summary', tokens: ['sleep', 'slots', '*', 'start_date'] };
    out.push({
      description: `common ${def}: its pattern removed`,
      head: [{ file: 'common.schema.json', op: 'remove', path: `/$defs/${def}/pattern` }],
      site,
      tries: { lengths: [width] },
    });
    if (common[def]?.['format'] !== undefined)
      out.push({
        description: `common ${def}: its format removed`,
        head: [{ file: 'common.schema.json', op: 'remove', path: `/$defs/${def}/format` }],
        site,
        tries: {},
      });
  }
  for (const pair of ['avg', 'max', 'rest']) {
    for (const [branch, spelling] of [
      [0, 'heart'],
      [1, 'heat'],
    ] as const) {
      const allOf = ['avg', 'max', 'rest'].indexOf(pair);
      out.push({
        description: `heart_rate: the ${spelling} spelling of ${pair} no longer meets its pair`,
        head: [{ file: 'heart-rate.schema.json', op: 'remove', path: `/allOf/${allOf}/anyOf/${branch}` }],
        site: {
          entry: 'summary',
          tokens: ['heart_rate', `${pair}_daily_${spelling === 'heart' ? 'heat' : 'heart'}_rate`],
        },
        tries: { partner: `${pair}_daily_${spelling}_rate` },
      });
    }
  }
  return out;
}

/**
 * The corpus's mutants with their oracle's expectations: every mutant the generator knows, shuffled by the seed,
 * the first {@link MUTANT_COUNT} kept (`expect: false` leaves the oracle out: the patches alone, for the quick
 * staleness test).
 */
export function generateMutants(
  options: { readonly expect: boolean } = { expect: true },
  judged: (index: number) => boolean = () => true,
): CompatibilityCase[] {
  const documents = contractDocuments();
  const pick = random(MUTANT_SEED);
  const all = allMutants(documents, pick);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(pick() * (i + 1));
    [all[i], all[j]] = [all[j] as Mutant, all[i] as Mutant];
  }
  const kept = all.slice(0, MUTANT_COUNT).sort((x, y) => (x.description < y.description ? -1 : 1));
  const base = options.expect ? plainVersion(documents) : undefined;
  return kept.map((mutant, index) => {
    const expected =
      base === undefined || !judged(index)
        ? undefined
        : oracleExpected(base, plainVersion(applyPatches(documents, mutant.head)), mutant.site, mutant.tries);
    return { description: mutant.description, base: [], head: mutant.head, expected } as CompatibilityCase;
  });
}
