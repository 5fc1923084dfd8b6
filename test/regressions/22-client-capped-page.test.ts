// Regression (issue 22): a page of nulls far past the client's caps (the guard's client once counted every violation
// of a page of 10^6 nulls, seconds and 1.2 GB): its report capped, its count a lower bound, or a timeout. At 20,000
// nulls here; the million of the issue is the scale suite 22-client-capped-page.deep.test.ts (`npm run test:deep`).
import { cappedPageSuite } from './_cappedPage.js';

cappedPageSuite(20_000);
