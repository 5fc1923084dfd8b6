// Regression (issue 22), at the sizes that overflowed (a scale suite: `npm run test:deep` only).: the secret-name mask ran regular expressions with counted quantifiers (`{40,}`,
// `{8,}`) over whole member names, which V8 runs on its stack: a name of 6 MiB or more overflowed it. The
// client threw a raw RangeError with reportUnknownFields, `validate --show-values` reported an invalid
// document as an internal error (exit 2), the playground threw, and the strict validators answered
// `not_json` for a JSON value. Each surface now gets the name masked (an opaque run) or cut.
import { describeHugeMemberNames } from './_hugeMemberNames.js';

describeHugeMemberNames(1024 * 1024, 'MiB');
