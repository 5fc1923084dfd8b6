import { withValue, without } from './jsonEdit.js';
import { FULL_REQUEST } from './vectorBase.js';
import { at, vector, type VectorTest } from './vectorTypes.js';

const R = FULL_REQUEST;
const MINIMAL = without(without(without(R, '/query/include_slots'), '/query/per_page'), '/query/page');

/** Request cases of request.bundle.json: decisions.md 'The request'. */
export function requestCases(): VectorTest[] {
  return [
    vector('decision: request: every parameter and both headers is valid', R, []),
    vector('decision: request: date_from and date_to alone are valid (include_slots, per_page, page default)', MINIMAL, []),
    vector('decision: request: date_from missing is required', without(R, '/query/date_from'), [at('/query/date_from', 'required')]),
    vector('decision: request: date_to missing is required', without(R, '/query/date_to'), [at('/query/date_to', 'required')]),
    vector('decision: request: date_from 2024-1-01 is date_format', withValue(R, '/query/date_from', '2024-1-01'), [at('/query/date_from', 'date_format')]),
    vector('decision: request: date_to 2024-02-30 is date_format', withValue(R, '/query/date_to', '2024-02-30'), [at('/query/date_to', 'date_format')]),
    vector('decision: request: date_from equal to date_to is valid', withValue(R, '/query/date_to', '2024-01-01'), []),
    vector(
      'decision: request: a reversed range is a request error that JSON Schema cannot express (beyondSchema)',
      withValue(R, '/query/date_from', '2024-02-01'),
      [],
      [at('/query/date_to', 'after_or_equal')],
    ),
    vector('decision: request: include_slots "0" is valid', withValue(R, '/query/include_slots', '0'), []),
    vector('decision: request: include_slots "2" is in', withValue(R, '/query/include_slots', '2'), [at('/query/include_slots', 'in')]),
    vector('decision: request: include_slots "true" is in', withValue(R, '/query/include_slots', 'true'), [at('/query/include_slots', 'in')]),
    vector('decision: request: include_slots "01" is in (exactly "0" or "1")', withValue(R, '/query/include_slots', '01'), [at('/query/include_slots', 'in')]),
    vector('decision: request: per_page "1" is valid', withValue(R, '/query/per_page', '1'), []),
    vector('decision: request: per_page "1000" is valid (no maximum shown)', withValue(R, '/query/per_page', '1000'), []),
    vector('decision: request: per_page "9007199254740991" is valid (2^53-1, the largest integer of the contract)', withValue(R, '/query/per_page', '9007199254740991'), []),
    vector('decision: request: per_page "9007199254740992" is integer (beyond 2^53-1, like the summary\'s integers)', withValue(R, '/query/per_page', '9007199254740992'), [at('/query/per_page', 'integer')]),
    vector('decision: request: page "9999999999999999" is integer (16 digits, beyond 2^53-1)', withValue(R, '/query/page', '9999999999999999'), [at('/query/page', 'integer')]),
    vector('decision: request: page "-9007199254740991" is min (an integer, below 0)', withValue(R, '/query/page', '-9007199254740991'), [at('/query/page', 'min')]),
    vector('decision: request: per_page "0" is min', withValue(R, '/query/per_page', '0'), [at('/query/per_page', 'min')]),
    vector('decision: request: per_page "-5" is min', withValue(R, '/query/per_page', '-5'), [at('/query/per_page', 'min')]),
    vector('decision: request: per_page "ten" is integer', withValue(R, '/query/per_page', 'ten'), [at('/query/per_page', 'integer')]),
    vector('decision: request: per_page "1.5" is integer', withValue(R, '/query/per_page', '1.5'), [at('/query/per_page', 'integer')]),
    vector('decision: request: page "0" is valid (served as page 1)', withValue(R, '/query/page', '0'), []),
    vector('decision: request: page "-1" is min', withValue(R, '/query/page', '-1'), [at('/query/page', 'min')]),
    vector('decision: request: page "" is integer', withValue(R, '/query/page', ''), [at('/query/page', 'integer')]),
    vector('decision: request: unknown query parameters are allowed', withValue(R, '/query/sort', 'date'), []),
    vector('decision: request: authorization missing is required', without(R, '/headers/authorization'), [at('/headers/authorization', 'required')]),
    vector('decision: request: content-type missing is required', without(R, '/headers/content-type'), [at('/headers/content-type', 'required')]),
    vector('decision: request: "Basic abc" is bearer', withValue(R, '/headers/authorization', 'Basic abc'), [at('/headers/authorization', 'bearer')]),
    vector('decision: request: "Bearer " (an empty token) is bearer', withValue(R, '/headers/authorization', 'Bearer '), [at('/headers/authorization', 'bearer')]),
    vector('decision: request: content-type text/plain is content_type', withValue(R, '/headers/content-type', 'text/plain'), [at('/headers/content-type', 'content_type')]),
    vector('decision: request: content-type in another case is valid (media types are case-insensitive)', withValue(R, '/headers/content-type', 'Application/JSON'), []),
    vector('decision: request: content-type with a charset is valid', withValue(R, '/headers/content-type', 'application/json; charset=utf-8'), []),
    vector('decision: request: other headers are allowed', withValue(R, '/headers/accept', 'application/json'), []),
    vector('decision: request: no query at all is required', without(R, '/query'), [at('/query', 'required')]),
  ];
}
