// Regression (issue 22) at the size: a page of 10^6 nulls took seconds and 1.2 GB with timeoutMs 3000 and
// ended under `throw` as a ContractViolationError that had counted every violation. A scale suite
// (`npm run test:deep`); 22-client-capped-page.test.ts runs the same suite over 20,000 nulls.
import { cappedPageSuite } from './_cappedPage.js';

cappedPageSuite(1_000_000);
