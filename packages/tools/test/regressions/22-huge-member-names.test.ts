// Regression (issue 22): the secret-name mask ran regular expressions with counted quantifiers (`{40,}`,
// `{8,}`) over whole member names, which V8 runs on its stack: a name of 6 MiB or more overflowed it. The
// client threw a raw RangeError with reportUnknownFields, `validate --show-values` reported an invalid
// document as an internal error (exit 2), the playground threw, and the strict validators answered
// `not_json` for a JSON value. Each surface now gets the name masked (an opaque run) or cut.
// `npm test` runs the behaviours with names of 96 to 128 KiB; the sizes that overflowed run in the scale suite
// (22-huge-member-names.deep.test.ts, docs/testing.md).
import { describeHugeMemberNames } from './_hugeMemberNames.js';

describeHugeMemberNames(16 * 1024, '16 KiB');
