// Deep nesting at the fuzz's full size (a scale suite, `npm run test:deep`): 100,000 levels through every validator,
// a result and no stack overflow. hostileValues.test.ts runs the same suite at 20,000 levels (test/validator/_deepNesting.ts).
import { deepNestingSuite } from './_deepNesting.js';

deepNestingSuite(100_000);
