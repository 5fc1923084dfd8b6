// BUILD PRODUCT: do not edit or commit. Source: schemas/*.schema.json through createAjv('report') and tierDocuments(strict), by src/codegen/standalone.ts; written by `npm run build`.
/* eslint-disable */
// The runtime the validators call: src/standalone/runtime.ts and src/validator/fastFormats.ts, bundled by esbuild.
// src/validator/fastFormats.ts
var charCodeAt = String.prototype.charCodeAt;
var DAYS_IN_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
var DASH = 45;
var COLON = 58;
var LATIN_T = 84;
function dateAtStart(s) {
  if (charCodeAt.call(s, 4) !== DASH || charCodeAt.call(s, 7) !== DASH) return false;
  const y0 = charCodeAt.call(s, 0) - 48;
  const y1 = charCodeAt.call(s, 1) - 48;
  const y2 = charCodeAt.call(s, 2) - 48;
  const y3 = charCodeAt.call(s, 3) - 48;
  const m0 = charCodeAt.call(s, 5) - 48;
  const m1 = charCodeAt.call(s, 6) - 48;
  const d0 = charCodeAt.call(s, 8) - 48;
  const d1 = charCodeAt.call(s, 9) - 48;
  if ((y0 | 9 - y0 | y1 | 9 - y1 | y2 | 9 - y2 | y3 | 9 - y3 | m0 | 1 - m0 | m1 | 9 - m1 | d0 | 3 - d0 | d1 | 9 - d1) < 0) {
    return false;
  }
  const month = m0 * 10 + m1;
  const day = d0 * 10 + d1;
  const year = y0 * 1e3 + y1 * 100 + y2 * 10 + y3;
  if (month === 0 || month > 12 || day === 0 || year === 0) return false;
  if (day <= 28) return true;
  if (month === 2) return day === 29 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= DAYS_IN_MONTH[month];
}
function timeAt(s, i) {
  if (charCodeAt.call(s, i + 2) !== COLON) return false;
  const h0 = charCodeAt.call(s, i) - 48;
  const h1 = charCodeAt.call(s, i + 1) - 48;
  const m0 = charCodeAt.call(s, i + 3) - 48;
  const m1 = charCodeAt.call(s, i + 4) - 48;
  return (h0 | 2 - h0 | h1 | 9 - h1 | m0 | 5 - m0 | m1 | 9 - m1) >= 0 && (h0 < 2 || h1 < 4);
}
function isContractDate(s) {
  return s.length === 10 && dateAtStart(s);
}
function isContractTime(s) {
  return s.length === 5 && timeAt(s, 0);
}
var lastDateTime = "0001-01-01T00:00:00";
function isContractDateTime(s) {
  if (s === lastDateTime) return true;
  if (s.length !== 19 || charCodeAt.call(s, 10) !== LATIN_T || charCodeAt.call(s, 16) !== COLON) return false;
  const s0 = charCodeAt.call(s, 17) - 48;
  const s1 = charCodeAt.call(s, 18) - 48;
  if ((s0 | 5 - s0 | s1 | 9 - s1) < 0 || !timeAt(s, 11) || !dateAtStart(s)) return false;
  lastDateTime = s;
  return true;
}
var FAST_FORMATS = {
  "contract-ymd": isContractDate,
  "contract-hi": isContractTime,
  "contract-ymd-this": isContractDateTime
};

// src/standalone/runtime.ts
function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  while (pos < len) {
    length++;
    const value = str.charCodeAt(pos++);
    if (value >= 55296 && value <= 56319 && pos < len) {
      if ((str.charCodeAt(pos) & 64512) === 56320) pos++;
    }
  }
  return length;
}
function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a === "object" && typeof b === "object") {
    if (a.constructor !== b.constructor) return false;
    if (Array.isArray(a)) {
      const other = b;
      if (a.length !== other.length) return false;
      for (let i = a.length; i-- !== 0; ) if (!equal(a[i], other[i])) return false;
      return true;
    }
    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (let i = keys.length; i-- !== 0; ) if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
    for (let i = keys.length; i-- !== 0; ) {
      const key = keys[i];
      if (!equal(a[key], b[key])) return false;
    }
    return true;
  }
  return a !== a && b !== b;
}
var FULL_DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function isLeapYear(year) {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
function isFullDate(str) {
  const matches = FULL_DATE.exec(str);
  if (!matches) return false;
  const year = Number(matches[1]);
  const month = Number(matches[2]);
  const day = Number(matches[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
}
var STANDALONE_FORMATS = {
  date: { validate: isFullDate },
  ...FAST_FORMATS
};
// The validators: Ajv standalone code.
const CONTRACT_PATTERN_CHECKS = {
  "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$": STANDALONE_FORMATS["contract-ymd"],
  "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$": STANDALONE_FORMATS["contract-hi"],
  "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$": STANDALONE_FORMATS["contract-ymd-this"],
};
function contractPattern(pattern, flags) {
  const test = Object.hasOwn(CONTRACT_PATTERN_CHECKS, pattern) ? CONTRACT_PATTERN_CHECKS[pattern] : undefined;
  return test === undefined ? new RegExp(pattern, flags) : { test };
}
export const reportBudget = { errors: Infinity, raised: 0, cutAt: null, requireSlots: true };
const REPORT_BUDGET = reportBudget;
export const userSummary = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/user-summary.schema.json","title":"User Summary","description":"One day of a user's activity: the date and up to seven optional groups. Unknown members are allowed (the live API sends _id, user_id, created_at, ...); the strict profile reports them.","$comment":"Contract: 'Resources and their fields' > User Summary.","type":"object","required":["date"],"properties":{"activity":{"description":"object; optional group","$ref":"activity.schema.json"},"date":{"description":"string, Y-m-d; required","$ref":"common.schema.json#/$defs/date","x-missing":"required"},"heart_rate":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value (null, [], {}) is one `filled` violation at the group; any other non-object is one `type` violation. Emptiness is tested by type and size, never by deep equality (which calls a payload's own toString/valueOf members), and in its own allOf branch so that engines inferring types from the sibling $ref (@exodus/schemasafe) accept it.","allOf":[{"not":{"anyOf":[{"type":"null","x-messages":{"type":"must be null"}},{"type":"array","maxItems":0,"errorMessage":{"type":"must be an array"},"x-messages-start":true},{"type":"object","maxProperties":0,"errorMessage":{"type":"must be an object"},"x-messages-start":true}],"x-messages":{"anyOf":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","x-messages":{"not":"must not be empty when it is sent"}},{"$ref":"heart-rate.schema.json"}]},"respiration_rate":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value (null, [], {}) is one `filled` violation at the group; any other non-object is one `type` violation. Emptiness is tested by type and size, never by deep equality (which calls a payload's own toString/valueOf members), and in its own allOf branch so that engines inferring types from the sibling $ref (@exodus/schemasafe) accept it.","allOf":[{"not":{"anyOf":[{"type":"null","x-messages":{"type":"must be null"}},{"type":"array","maxItems":0,"errorMessage":{"type":"must be an array"},"x-messages-start":true},{"type":"object","maxProperties":0,"errorMessage":{"type":"must be an object"},"x-messages-start":true}],"x-messages":{"anyOf":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","x-messages":{"not":"must not be empty when it is sent"}},{"$ref":"respiration-rate.schema.json"}]},"sleep":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value (null, [], {}) is one `filled` violation at the group; any other non-object is one `type` violation. Emptiness is tested by type and size, never by deep equality (which calls a payload's own toString/valueOf members), and in its own allOf branch so that engines inferring types from the sibling $ref (@exodus/schemasafe) accept it.","allOf":[{"not":{"anyOf":[{"type":"null","x-messages":{"type":"must be null"}},{"type":"array","maxItems":0,"errorMessage":{"type":"must be an array"},"x-messages-start":true},{"type":"object","maxProperties":0,"errorMessage":{"type":"must be an object"},"x-messages-start":true}],"x-messages":{"anyOf":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","x-messages":{"not":"must not be empty when it is sent"}},{"$ref":"sleep.schema.json"}]},"spo2":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value (null, [], {}) is one `filled` violation at the group; any other non-object is one `type` violation. Emptiness is tested by type and size, never by deep equality (which calls a payload's own toString/valueOf members), and in its own allOf branch so that engines inferring types from the sibling $ref (@exodus/schemasafe) accept it.","allOf":[{"not":{"anyOf":[{"type":"null","x-messages":{"type":"must be null"}},{"type":"array","maxItems":0,"errorMessage":{"type":"must be an array"},"x-messages-start":true},{"type":"object","maxProperties":0,"errorMessage":{"type":"must be an object"},"x-messages-start":true}],"x-messages":{"anyOf":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","x-messages":{"not":"must not be empty when it is sent"}},{"$ref":"spo2.schema.json"}]},"stress":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value (null, [], {}) is one `filled` violation at the group; any other non-object is one `type` violation. Emptiness is tested by type and size, never by deep equality (which calls a payload's own toString/valueOf members), and in its own allOf branch so that engines inferring types from the sibling $ref (@exodus/schemasafe) accept it.","allOf":[{"not":{"anyOf":[{"type":"null","x-messages":{"type":"must be null"}},{"type":"array","maxItems":0,"errorMessage":{"type":"must be an array"},"x-messages-start":true},{"type":"object","maxProperties":0,"errorMessage":{"type":"must be an object"},"x-messages-start":true}],"x-messages":{"anyOf":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","x-messages":{"not":"must not be empty when it is sent"}},{"$ref":"stress.schema.json"}]},"temperature":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value (null, [], {}) is one `filled` violation at the group; any other non-object is one `type` violation. Emptiness is tested by type and size, never by deep equality (which calls a payload's own toString/valueOf members), and in its own allOf branch so that engines inferring types from the sibling $ref (@exodus/schemasafe) accept it.","allOf":[{"not":{"anyOf":[{"type":"null","x-messages":{"type":"must be null"}},{"type":"array","maxItems":0,"errorMessage":{"type":"must be an array"},"x-messages-start":true},{"type":"object","maxProperties":0,"errorMessage":{"type":"must be an object"},"x-messages-start":true}],"x-messages":{"anyOf":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","x-messages":{"not":"must not be empty when it is sent"}},{"$ref":"temperature.schema.json"}]}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required"}},"x-messages-start":true};
const schema37 = {"$comment":"Y-m-d: exactly YYYY-MM-DD, a real calendar date (leap years included, year 0000 excluded).","description":"A calendar date written Y-m-d.","type":"string","pattern":"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$","format":"date","x-format":"Y-m-d","x-rule":"date_format","x-messages":{"type":"must be a string","pattern":"must match the format Y-m-d","format":"must match the format Y-m-d"},"x-location":"https://schemas.user-summaries.example/v1/common.schema.json#/$defs/date"};
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/activity.schema.json","title":"activity","description":"The activity group of a user summary. It has no not-empty rule: an empty object fails once per missing field.","$comment":"Contract: 'Resources and their fields' > activity.","type":"object","required":["date","total_steps","daily_percent","distance","calories","workouts","active_minutes","move_every_hour","slots"],"properties":{"active_minutes":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"calories":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"daily_percent":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"date":{"description":"string, Y-m-d; required_with:activity","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"distance":{"description":"double; required_with:activity","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"move_every_hour":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:activity (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"activity slot","description":"One item of activity.slots.","$comment":"Contract: 'Resources and their fields' > activity.slots[] items.","type":"object","required":["timestamp","date","step_count"],"properties":{"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/activity-slot.schema.json#/properties/date"},"step_count":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/activity-slot.schema.json#/properties/step_count"},"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/activity-slot.schema.json#/properties/timestamp"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","step_count":"is required"}},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/activity-slot.schema.json#"}]},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"},"x-messages-start":true},"total_glasses":{"description":"integer, nullable, minimum 0; optional","$ref":"common.schema.json#/$defs/nullableInteger","type":["integer","null"],"minimum":0,"x-rule":"min","errorMessage":{"type":"must be an integer or null","minimum":"must be at least 0"},"x-messages-start":true},"total_steps":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"workouts":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when activity is present (required_with:activity)","total_steps":"is required when activity is present (required_with:activity)","daily_percent":"is required when activity is present (required_with:activity)","distance":"is required when activity is present (required_with:activity)","calories":"is required when activity is present (required_with:activity)","workouts":"is required when activity is present (required_with:activity)","active_minutes":"is required when activity is present (required_with:activity)","move_every_hour":"is required when activity is present (required_with:activity)","slots":"is required when activity is present (required_with:activity)"}},"x-messages-start":true};
const schema34 = {"$comment":"integer: a JSON number without fraction inside the IEEE-754 safe range; 12.0 is the same JSON value as 12.","description":"An integer.","x-rule":"type","x-safe-integer":"integer","x-messages":{"type":"must be an integer","minimum":"must be an integer within the IEEE-754 safe range (the value would be rounded)","maximum":"must be an integer within the IEEE-754 safe range (the value would be rounded)"},"x-location":"https://schemas.user-summaries.example/v1/common.schema.json#/$defs/integer"};
const schema38 = {"$comment":"double: any finite JSON number, integers included (real data sends \"distance\": 0).","description":"A number.","type":"number","x-messages":{"type":"must be a number"},"x-location":"https://schemas.user-summaries.example/v1/common.schema.json#/$defs/number"};
const schema40 = {"$comment":"H:i: exactly HH:MM, 00:00 to 23:59.","description":"A wall-clock time written H:i.","type":"string","pattern":"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$","x-format":"H:i","x-rule":"date_format","x-messages":{"type":"must be a string","pattern":"must match the format H:i"},"x-location":"https://schemas.user-summaries.example/v1/common.schema.json#/$defs/time"};
const func5 = Object.prototype.hasOwnProperty;
const func0 = contractPattern;
const func8 = function contractMessages(vErrors, instancePath, errSchemaPath, messages, parentSchema, data, keywords, requiredKeys, knownStart) {
  const at = errSchemaPath.length;
  const depth = instancePath.length;
  let start = knownStart;
  if (start < 0) {
    start = vErrors.length;
    while (start > 0) {
      const path = vErrors[start - 1].instancePath;
      if (path !== instancePath && (path.charCodeAt(depth) !== 47 || !path.startsWith(instancePath))) break;
      start--;
    }
  }
  let any = false;
  for (let i = start; i < vErrors.length; i++) {
    const e = vErrors[i];
    if (e.instancePath === instancePath && e.keyword !== "errorMessage" && e.emUsed !== true && e.schemaPath.startsWith(errSchemaPath) && e.schemaPath.charCodeAt(at) === 47 && e.schemaPath.indexOf("/", at + 1) === -1 && (keywords.includes(e.keyword) || (e.keyword === "required" && requiredKeys.includes(e.params.missingProperty)))) {
      any = true;
      break;
    }
  }
  if (!any) return null;
  const end = vErrors.length;
  const wrappers = [];
  for (let k = 0; k < keywords.length; k++) {
    let errors = null;
    for (let i = start; i < end; i++) {
      const e = vErrors[i];
      if (e.keyword === keywords[k] && e.instancePath === instancePath && e.emUsed !== true && e.schemaPath.startsWith(errSchemaPath) && e.schemaPath.charCodeAt(at) === 47 && e.schemaPath.indexOf("/", at + 1) === -1) {
        (errors ??= []).push(e);
        e.emUsed = true;
      }
    }
    if (errors !== null) wrappers.push({ instancePath, schemaPath: errSchemaPath + "/errorMessage", keyword: "errorMessage", params: { errors }, message: messages[keywords[k]], schema: messages, parentSchema, data });
  }
  for (let k = 0; k < requiredKeys.length; k++) {
    let errors = null;
    for (let i = start; i < end; i++) {
      const e = vErrors[i];
      if (e.keyword === "required" && e.params.missingProperty === requiredKeys[k] && e.instancePath === instancePath && e.emUsed !== true && e.schemaPath.startsWith(errSchemaPath) && e.schemaPath.charCodeAt(at) === 47 && e.schemaPath.indexOf("/", at + 1) === -1) {
        (errors ??= []).push(e);
        e.emUsed = true;
      }
    }
    if (errors !== null) wrappers.push({ instancePath, schemaPath: errSchemaPath + "/errorMessage", keyword: "errorMessage", params: { errors }, message: messages.required[requiredKeys[k]], schema: messages, parentSchema, data });
  }
  let kept = start;
  for (let i = start; i < end; i++) if (vErrors[i].emUsed !== true) vErrors[kept++] = vErrors[i];
  vErrors.length = kept;
  for (const w of wrappers) vErrors.push(w);
  return vErrors;
};
const formats0 = STANDALONE_FORMATS.date;
const pattern4 = func0("^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$", "u");
const pattern5 = func0("^(?:[01][0-9]|2[0-3]):[0-5][0-9]$", "u");
const obj0 = ["type","additionalProperties"];
const obj1 = ["timestamp","date","step_count"];
const obj2 = ["type"];
const obj3 = [];
const obj4 = ["type","minimum"];
const obj5 = [];
const obj6 = ["type","additionalProperties"];
const obj7 = ["date","total_steps","daily_percent","distance","calories","workouts","active_minutes","move_every_hour","slots"];
const schema43 = {"description":"An integer or null.","x-rule":"type","x-safe-integer":["integer","null"],"x-messages":{"type":"must be an integer or null","minimum":"must be an integer or null within the IEEE-754 safe range (the value would be rounded)","maximum":"must be an integer or null within the IEEE-754 safe range (the value would be rounded)"},"x-location":"https://schemas.user-summaries.example/v1/common.schema.json#/$defs/nullableInteger"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data === null || Number.isSafeInteger(data))){
if(!((typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data)) || data === null)){
const err0 = {instancePath: instancePath, schemaPath: "#/type", keyword: "type", params: {type: schema43["x-safe-integer"]}, message: "must be integer,null", schema: schema43["x-safe-integer"], parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data == "number" && isFinite(data)){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath: instancePath, schemaPath: "#/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath: instancePath, schemaPath: "#/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/activity.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.total_steps === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_steps"},message:"must have required property '"+"total_steps"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.daily_percent === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_percent"},message:"must have required property '"+"daily_percent"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.distance === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "distance"},message:"must have required property '"+"distance"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.calories === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "calories"},message:"must have required property '"+"calories"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.workouts === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workouts"},message:"must have required property '"+"workouts"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.active_minutes === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "active_minutes"},message:"must have required property '"+"active_minutes"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.move_every_hour === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "move_every_hour"},message:"must have required property '"+"move_every_hour"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.slots === undefined && REPORT_BUDGET.requireSlots){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!(func5.call(schema32.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.active_minutes !== undefined){
let data0 = data.active_minutes;
if(!(Number.isSafeInteger(data0))){
if(!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))){
const err10 = {instancePath: instancePath+"/active_minutes", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data0 == "number" && isFinite(data0)){
if(data0 > 9007199254740991 || isNaN(data0)){
const err11 = {instancePath: instancePath+"/active_minutes", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err12 = {instancePath: instancePath+"/active_minutes", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.calories !== undefined){
let data1 = data.calories;
if(!(Number.isSafeInteger(data1))){
if(!(typeof data1 == "number" && !(data1 % 1) && !isNaN(data1) && isFinite(data1))){
const err13 = {instancePath: instancePath+"/calories", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data1 == "number" && isFinite(data1)){
if(data1 > 9007199254740991 || isNaN(data1)){
const err14 = {instancePath: instancePath+"/calories", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
if(data1 < -9007199254740991 || isNaN(data1)){
const err15 = {instancePath: instancePath+"/calories", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.daily_percent !== undefined){
let data2 = data.daily_percent;
if(!(Number.isSafeInteger(data2))){
if(!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))){
const err16 = {instancePath: instancePath+"/daily_percent", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data2 == "number" && isFinite(data2)){
if(data2 > 9007199254740991 || isNaN(data2)){
const err17 = {instancePath: instancePath+"/daily_percent", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err18 = {instancePath: instancePath+"/daily_percent", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.date !== undefined){
let data3 = data.date;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err19 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(formats0.validate(data3))){
const err20 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err21 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.distance !== undefined){
let data4 = data.distance;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err22 = {instancePath:instancePath+"/distance",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.move_every_hour !== undefined){
let data5 = data.move_every_hour;
if(!(Number.isSafeInteger(data5))){
if(!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))){
const err23 = {instancePath: instancePath+"/move_every_hour", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data5 == "number" && isFinite(data5)){
if(data5 > 9007199254740991 || isNaN(data5)){
const err24 = {instancePath: instancePath+"/move_every_hour", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
if(data5 < -9007199254740991 || isNaN(data5)){
const err25 = {instancePath: instancePath+"/move_every_hour", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.slots !== undefined){
let data6 = data.slots;
var emStart1 = errors;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(REPORT_BUDGET.raised >= REPORT_BUDGET.errors){if(REPORT_BUDGET.cutAt === null){REPORT_BUDGET.cutAt = instancePath+"/slots/" + i0;}break;}
let data7 = data6[i0];
var emStart2 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.timestamp === undefined){
const err26 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema32.properties.slots.items.allOf[0].required,parentSchema:schema32.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
if(data7.date === undefined){
const err27 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema32.properties.slots.items.allOf[0].required,parentSchema:schema32.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
if(data7.step_count === undefined){
const err28 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "step_count"},message:"must have required property '"+"step_count"+"'",schema:schema32.properties.slots.items.allOf[0].required,parentSchema:schema32.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key1 in data7){
if(!(((key1 === "date") || (key1 === "step_count")) || (key1 === "timestamp"))){
const err29 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema32.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data7.date !== undefined){
let data8 = data7.date;
if(typeof data8 === "string"){
if(!pattern5.test(data8)){
const err30 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema40,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err31 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.type,parentSchema:schema40,data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data7.step_count !== undefined){
let data9 = data7.step_count;
if(!(Number.isSafeInteger(data9))){
if(!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))){
const err32 = {instancePath: instancePath+"/slots/" + i0+"/step_count", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data9 == "number" && isFinite(data9)){
if(data9 > 9007199254740991 || isNaN(data9)){
const err33 = {instancePath: instancePath+"/slots/" + i0+"/step_count", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;REPORT_BUDGET.raised++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err34 = {instancePath: instancePath+"/slots/" + i0+"/step_count", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data7.timestamp !== undefined){
let data10 = data7.timestamp;
if(!(Number.isSafeInteger(data10))){
if(!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10))){
const err35 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data10 == "number" && isFinite(data10)){
if(data10 > 9007199254740991 || isNaN(data10)){
const err36 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;REPORT_BUDGET.raised++;
}
if(data10 < -9007199254740991 || isNaN(data10)){
const err37 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data10};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err38 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.properties.slots.items.allOf[0].type,parentSchema:schema32.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart2){
const emOut0 = func8(vErrors, instancePath+"/slots/" + i0, "#/properties/slots/items/allOf/0", schema32.properties.slots.items.allOf[0].errorMessage, schema32.properties.slots.items.allOf[0], data7, obj0, obj1, emStart2);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
}
}
else {
const err39 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.slots.type,parentSchema:schema32.properties.slots,data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart1){
const emOut1 = func8(vErrors, instancePath+"/slots", "#/properties/slots", schema32.properties.slots.errorMessage, schema32.properties.slots, data6, obj2, obj3, emStart1);
if(emOut1 !== null){
vErrors = emOut1;
errors = emOut1.length;
}
}
}
if(data.total_glasses !== undefined){
let data11 = data.total_glasses;
if((!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) && (data11 !== null)){
const err40 = {instancePath:instancePath+"/total_glasses",schemaPath:"#/properties/total_glasses/type",keyword:"type",params:{type: schema32.properties.total_glasses.type},message:"must be integer,null",schema:schema32.properties.total_glasses.type,parentSchema:schema32.properties.total_glasses,data:data11};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(validate23(data11, {instancePath:instancePath+"/total_glasses",parentData:data,parentDataProperty:"total_glasses",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate23.errors;}else{const appended = validate23.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 < 0 || isNaN(data11)){
const err41 = {instancePath:instancePath+"/total_glasses",schemaPath:"#/properties/total_glasses/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.total_glasses,data:data11};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(errors > 0){
const emOut2 = func8(vErrors, instancePath+"/total_glasses", "#/properties/total_glasses", schema32.properties.total_glasses.errorMessage, schema32.properties.total_glasses, data11, obj4, obj5, -1);
if(emOut2 !== null){
vErrors = emOut2;
errors = emOut2.length;
}
}
}
if(data.total_steps !== undefined){
let data12 = data.total_steps;
if(!(Number.isSafeInteger(data12))){
if(!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))){
const err42 = {instancePath: instancePath+"/total_steps", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data12 == "number" && isFinite(data12)){
if(data12 > 9007199254740991 || isNaN(data12)){
const err43 = {instancePath: instancePath+"/total_steps", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;REPORT_BUDGET.raised++;
}
if(data12 < -9007199254740991 || isNaN(data12)){
const err44 = {instancePath: instancePath+"/total_steps", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.workouts !== undefined){
let data13 = data.workouts;
if(!(Number.isSafeInteger(data13))){
if(!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13))){
const err45 = {instancePath: instancePath+"/workouts", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data13};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data13 == "number" && isFinite(data13)){
if(data13 > 9007199254740991 || isNaN(data13)){
const err46 = {instancePath: instancePath+"/workouts", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data13};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;REPORT_BUDGET.raised++;
}
if(data13 < -9007199254740991 || isNaN(data13)){
const err47 = {instancePath: instancePath+"/workouts", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data13};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut3 = func8(vErrors, instancePath, "#", schema32.errorMessage, schema32, data, obj6, obj7, emStart0);
if(emOut3 !== null){
vErrors = emOut3;
errors = emOut3.length;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/heart-rate.schema.json","title":"heart_rate","description":"The heart_rate group of a user summary.","$comment":"Contract: 'Resources and their fields' > heart_rate.","type":"object","required":["date","daily_percent","all_time","max_time","performance_time","endurance_time","fat_burn_time","warm_up_time","rest_time","slots"],"properties":{"all_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"avg_daily_heart_rate":{"description":"integer, nullable; must be present when avg_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"avg_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when avg_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"daily_percent":{"description":"integer, nullable; present when heart_rate is present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"date":{"description":"string, Y-m-d; required_with:heart_rate","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"endurance_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"fat_burn_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"max_daily_heart_rate":{"description":"integer, nullable; must be present when max_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"max_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when max_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"max_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"performance_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"rest_daily_heart_rate":{"description":"integer, nullable; must be present when rest_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"rest_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when rest_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"rest_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:heart_rate (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"heart_rate slot","description":"One item of heart_rate.slots.","$comment":"Contract: 'Resources and their fields' > heart_rate.slots[] items.","type":"object","required":["timestamp","date","bpm"],"properties":{"bpm":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present","x-location":"https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json#/properties/bpm"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json#/properties/date"},"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json#/properties/timestamp"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","bpm":"must be present (its value may be null)"}},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json#"}]},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"},"x-messages-start":true},"warm_up_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"}},"allOf":[{"$comment":"Heat/heart pair: at least one spelling of avg_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["avg_daily_heart_rate"],"properties":{"avg_daily_heart_rate":true},"errorMessage":{"required":{"avg_daily_heart_rate":"is required"}},"x-messages-start":true},{"required":["avg_daily_heat_rate"],"properties":{"avg_daily_heat_rate":true},"errorMessage":{"required":{"avg_daily_heat_rate":"is required"}},"x-messages-start":true}],"x-messages":{"anyOf":"must be present when avg_daily_heat_rate is absent (send at least one spelling of the pair)"}},{"$comment":"Heat/heart pair: at least one spelling of max_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["max_daily_heart_rate"],"properties":{"max_daily_heart_rate":true},"errorMessage":{"required":{"max_daily_heart_rate":"is required"}},"x-messages-start":true},{"required":["max_daily_heat_rate"],"properties":{"max_daily_heat_rate":true},"errorMessage":{"required":{"max_daily_heat_rate":"is required"}},"x-messages-start":true}],"x-messages":{"anyOf":"must be present when max_daily_heat_rate is absent (send at least one spelling of the pair)"}},{"$comment":"Heat/heart pair: at least one spelling of rest_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["rest_daily_heart_rate"],"properties":{"rest_daily_heart_rate":true},"errorMessage":{"required":{"rest_daily_heart_rate":"is required"}},"x-messages-start":true},{"required":["rest_daily_heat_rate"],"properties":{"rest_daily_heat_rate":true},"errorMessage":{"required":{"rest_daily_heat_rate":"is required"}},"x-messages-start":true}],"x-messages":{"anyOf":"must be present when rest_daily_heat_rate is absent (send at least one spelling of the pair)"}}],"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when heart_rate is present (required_with:heart_rate)","daily_percent":"must be present (its value may be null)","all_time":"is required when heart_rate is present (required_with:heart_rate)","max_time":"is required when heart_rate is present (required_with:heart_rate)","performance_time":"is required when heart_rate is present (required_with:heart_rate)","endurance_time":"is required when heart_rate is present (required_with:heart_rate)","fat_burn_time":"is required when heart_rate is present (required_with:heart_rate)","warm_up_time":"is required when heart_rate is present (required_with:heart_rate)","rest_time":"is required when heart_rate is present (required_with:heart_rate)","slots":"is required when heart_rate is present (required_with:heart_rate)"}},"x-messages-start":true};
const obj8 = [];
const obj9 = ["avg_daily_heart_rate"];
const obj10 = [];
const obj11 = ["avg_daily_heat_rate"];
const obj12 = [];
const obj13 = ["max_daily_heart_rate"];
const obj14 = [];
const obj15 = ["max_daily_heat_rate"];
const obj16 = [];
const obj17 = ["rest_daily_heart_rate"];
const obj18 = [];
const obj19 = ["rest_daily_heat_rate"];
const obj20 = ["type","additionalProperties"];
const obj21 = ["timestamp","date","bpm"];
const obj22 = ["type"];
const obj23 = [];
const obj24 = ["type","additionalProperties"];
const obj25 = ["date","daily_percent","all_time","max_time","performance_time","endurance_time","fat_burn_time","warm_up_time","rest_time","slots"];

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data === null || Number.isSafeInteger(data))){
if(!((typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data)) || data === null)){
const err0 = {instancePath: instancePath, schemaPath: "#/type", keyword: "type", params: {type: schema43["x-safe-integer"]}, message: "must be integer,null", schema: schema43["x-safe-integer"], parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data == "number" && isFinite(data)){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath: instancePath, schemaPath: "#/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath: instancePath, schemaPath: "#/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/heart-rate.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
var emStart1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.avg_daily_heart_rate === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/required",keyword:"required",params:{missingProperty: "avg_daily_heart_rate"},message:"must have required property '"+"avg_daily_heart_rate"+"'",schema:schema47.allOf[0].anyOf[0].required,parentSchema:schema47.allOf[0].anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(errors > emStart1){
const emOut0 = func8(vErrors, instancePath, "#/allOf/0/anyOf/0", schema47.allOf[0].anyOf[0].errorMessage, schema47.allOf[0].anyOf[0], data, obj8, obj9, emStart1);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.avg_daily_heart_rate = true;
}
const _errs6 = errors;
var emStart2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.avg_daily_heat_rate === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "avg_daily_heat_rate"},message:"must have required property '"+"avg_daily_heat_rate"+"'",schema:schema47.allOf[0].anyOf[1].required,parentSchema:schema47.allOf[0].anyOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(errors > emStart2){
const emOut1 = func8(vErrors, instancePath, "#/allOf/0/anyOf/1", schema47.allOf[0].anyOf[1].errorMessage, schema47.allOf[0].anyOf[1], data, obj10, obj11, emStart2);
if(emOut1 !== null){
vErrors = emOut1;
errors = emOut1.length;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.avg_daily_heat_rate = true;
}
}
if(!valid1){
const err2 = {instancePath,schemaPath:"#/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema47.allOf[0].anyOf,parentSchema:schema47.allOf[0],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
var emStart3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max_daily_heart_rate === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: "max_daily_heart_rate"},message:"must have required property '"+"max_daily_heart_rate"+"'",schema:schema47.allOf[1].anyOf[0].required,parentSchema:schema47.allOf[1].anyOf[0],data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(errors > emStart3){
const emOut2 = func8(vErrors, instancePath, "#/allOf/1/anyOf/0", schema47.allOf[1].anyOf[0].errorMessage, schema47.allOf[1].anyOf[0], data, obj12, obj13, emStart3);
if(emOut2 !== null){
vErrors = emOut2;
errors = emOut2.length;
}
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
if(_valid1){
var props1 = {};
props1.max_daily_heart_rate = true;
}
const _errs11 = errors;
var emStart4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max_daily_heat_rate === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: "max_daily_heat_rate"},message:"must have required property '"+"max_daily_heat_rate"+"'",schema:schema47.allOf[1].anyOf[1].required,parentSchema:schema47.allOf[1].anyOf[1],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(errors > emStart4){
const emOut3 = func8(vErrors, instancePath, "#/allOf/1/anyOf/1", schema47.allOf[1].anyOf[1].errorMessage, schema47.allOf[1].anyOf[1], data, obj14, obj15, emStart4);
if(emOut3 !== null){
vErrors = emOut3;
errors = emOut3.length;
}
}
var _valid1 = _errs11 === errors;
valid2 = valid2 || _valid1;
if(_valid1){
if(props1 !== true){
props1 = props1 || {};
props1.max_daily_heat_rate = true;
}
}
if(!valid2){
const err5 = {instancePath,schemaPath:"#/allOf/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema47.allOf[1].anyOf,parentSchema:schema47.allOf[1],data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
var emStart5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rest_daily_heart_rate === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/2/anyOf/0/required",keyword:"required",params:{missingProperty: "rest_daily_heart_rate"},message:"must have required property '"+"rest_daily_heart_rate"+"'",schema:schema47.allOf[2].anyOf[0].required,parentSchema:schema47.allOf[2].anyOf[0],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(errors > emStart5){
const emOut4 = func8(vErrors, instancePath, "#/allOf/2/anyOf/0", schema47.allOf[2].anyOf[0].errorMessage, schema47.allOf[2].anyOf[0], data, obj16, obj17, emStart5);
if(emOut4 !== null){
vErrors = emOut4;
errors = emOut4.length;
}
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
if(_valid2){
var props2 = {};
props2.rest_daily_heart_rate = true;
}
const _errs16 = errors;
var emStart6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rest_daily_heat_rate === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/2/anyOf/1/required",keyword:"required",params:{missingProperty: "rest_daily_heat_rate"},message:"must have required property '"+"rest_daily_heat_rate"+"'",schema:schema47.allOf[2].anyOf[1].required,parentSchema:schema47.allOf[2].anyOf[1],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(errors > emStart6){
const emOut5 = func8(vErrors, instancePath, "#/allOf/2/anyOf/1", schema47.allOf[2].anyOf[1].errorMessage, schema47.allOf[2].anyOf[1], data, obj18, obj19, emStart6);
if(emOut5 !== null){
vErrors = emOut5;
errors = emOut5.length;
}
}
var _valid2 = _errs16 === errors;
valid3 = valid3 || _valid2;
if(_valid2){
if(props2 !== true){
props2 = props2 || {};
props2.rest_daily_heat_rate = true;
}
}
if(!valid3){
const err8 = {instancePath,schemaPath:"#/allOf/2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema47.allOf[2].anyOf,parentSchema:schema47.allOf[2],data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.daily_percent === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_percent"},message:"must have required property '"+"daily_percent"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.all_time === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "all_time"},message:"must have required property '"+"all_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.max_time === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max_time"},message:"must have required property '"+"max_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.performance_time === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "performance_time"},message:"must have required property '"+"performance_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.endurance_time === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endurance_time"},message:"must have required property '"+"endurance_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.fat_burn_time === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fat_burn_time"},message:"must have required property '"+"fat_burn_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.warm_up_time === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warm_up_time"},message:"must have required property '"+"warm_up_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.rest_time === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rest_time"},message:"must have required property '"+"rest_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.slots === undefined && REPORT_BUDGET.requireSlots){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!(func5.call(schema47.properties, key0))){
const err19 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.all_time !== undefined){
let data0 = data.all_time;
if(!(Number.isSafeInteger(data0))){
if(!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))){
const err20 = {instancePath: instancePath+"/all_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data0 == "number" && isFinite(data0)){
if(data0 > 9007199254740991 || isNaN(data0)){
const err21 = {instancePath: instancePath+"/all_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err22 = {instancePath: instancePath+"/all_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.avg_daily_heart_rate !== undefined){
if(!(validate27(data.avg_daily_heart_rate, {instancePath:instancePath+"/avg_daily_heart_rate",parentData:data,parentDataProperty:"avg_daily_heart_rate",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate27.errors;}else{const appended = validate27.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.avg_daily_heat_rate !== undefined){
if(!(validate27(data.avg_daily_heat_rate, {instancePath:instancePath+"/avg_daily_heat_rate",parentData:data,parentDataProperty:"avg_daily_heat_rate",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate27.errors;}else{const appended = validate27.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.daily_percent !== undefined){
if(!(validate27(data.daily_percent, {instancePath:instancePath+"/daily_percent",parentData:data,parentDataProperty:"daily_percent",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate27.errors;}else{const appended = validate27.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.date !== undefined){
let data4 = data.date;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err23 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema37,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(formats0.validate(data4))){
const err24 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema37,data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err25 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.endurance_time !== undefined){
let data5 = data.endurance_time;
if(!(Number.isSafeInteger(data5))){
if(!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))){
const err26 = {instancePath: instancePath+"/endurance_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data5 == "number" && isFinite(data5)){
if(data5 > 9007199254740991 || isNaN(data5)){
const err27 = {instancePath: instancePath+"/endurance_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data5};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
if(data5 < -9007199254740991 || isNaN(data5)){
const err28 = {instancePath: instancePath+"/endurance_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.fat_burn_time !== undefined){
let data6 = data.fat_burn_time;
if(!(Number.isSafeInteger(data6))){
if(!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))){
const err29 = {instancePath: instancePath+"/fat_burn_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data6 == "number" && isFinite(data6)){
if(data6 > 9007199254740991 || isNaN(data6)){
const err30 = {instancePath: instancePath+"/fat_burn_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6 < -9007199254740991 || isNaN(data6)){
const err31 = {instancePath: instancePath+"/fat_burn_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.max_daily_heart_rate !== undefined){
if(!(validate27(data.max_daily_heart_rate, {instancePath:instancePath+"/max_daily_heart_rate",parentData:data,parentDataProperty:"max_daily_heart_rate",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate27.errors;}else{const appended = validate27.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.max_daily_heat_rate !== undefined){
if(!(validate27(data.max_daily_heat_rate, {instancePath:instancePath+"/max_daily_heat_rate",parentData:data,parentDataProperty:"max_daily_heat_rate",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate27.errors;}else{const appended = validate27.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.max_time !== undefined){
let data9 = data.max_time;
if(!(Number.isSafeInteger(data9))){
if(!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))){
const err32 = {instancePath: instancePath+"/max_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data9 == "number" && isFinite(data9)){
if(data9 > 9007199254740991 || isNaN(data9)){
const err33 = {instancePath: instancePath+"/max_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;REPORT_BUDGET.raised++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err34 = {instancePath: instancePath+"/max_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.performance_time !== undefined){
let data10 = data.performance_time;
if(!(Number.isSafeInteger(data10))){
if(!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10))){
const err35 = {instancePath: instancePath+"/performance_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data10 == "number" && isFinite(data10)){
if(data10 > 9007199254740991 || isNaN(data10)){
const err36 = {instancePath: instancePath+"/performance_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;REPORT_BUDGET.raised++;
}
if(data10 < -9007199254740991 || isNaN(data10)){
const err37 = {instancePath: instancePath+"/performance_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data10};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.rest_daily_heart_rate !== undefined){
if(!(validate27(data.rest_daily_heart_rate, {instancePath:instancePath+"/rest_daily_heart_rate",parentData:data,parentDataProperty:"rest_daily_heart_rate",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate27.errors;}else{const appended = validate27.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.rest_daily_heat_rate !== undefined){
if(!(validate27(data.rest_daily_heat_rate, {instancePath:instancePath+"/rest_daily_heat_rate",parentData:data,parentDataProperty:"rest_daily_heat_rate",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate27.errors;}else{const appended = validate27.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.rest_time !== undefined){
let data13 = data.rest_time;
if(!(Number.isSafeInteger(data13))){
if(!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13))){
const err38 = {instancePath: instancePath+"/rest_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data13 == "number" && isFinite(data13)){
if(data13 > 9007199254740991 || isNaN(data13)){
const err39 = {instancePath: instancePath+"/rest_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data13};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;REPORT_BUDGET.raised++;
}
if(data13 < -9007199254740991 || isNaN(data13)){
const err40 = {instancePath: instancePath+"/rest_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data13};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.slots !== undefined){
let data14 = data.slots;
var emStart7 = errors;
if(Array.isArray(data14)){
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
if(REPORT_BUDGET.raised >= REPORT_BUDGET.errors){if(REPORT_BUDGET.cutAt === null){REPORT_BUDGET.cutAt = instancePath+"/slots/" + i0;}break;}
let data15 = data14[i0];
var emStart8 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.timestamp === undefined){
const err41 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema47.properties.slots.items.allOf[0].required,parentSchema:schema47.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.date === undefined){
const err42 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema47.properties.slots.items.allOf[0].required,parentSchema:schema47.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.bpm === undefined){
const err43 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "bpm"},message:"must have required property '"+"bpm"+"'",schema:schema47.properties.slots.items.allOf[0].required,parentSchema:schema47.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key1 in data15){
if(!(((key1 === "bpm") || (key1 === "date")) || (key1 === "timestamp"))){
const err44 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema47.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.bpm !== undefined){
if(!(validate27(data15.bpm, {instancePath:instancePath+"/slots/" + i0+"/bpm",parentData:data15,parentDataProperty:"bpm",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate27.errors;}else{const appended = validate27.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data15.date !== undefined){
let data17 = data15.date;
if(typeof data17 === "string"){
if(!pattern5.test(data17)){
const err45 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema40,data:data17};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err46 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.type,parentSchema:schema40,data:data17};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.timestamp !== undefined){
let data18 = data15.timestamp;
if(!(Number.isSafeInteger(data18))){
if(!(typeof data18 == "number" && !(data18 % 1) && !isNaN(data18) && isFinite(data18))){
const err47 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data18};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data18 == "number" && isFinite(data18)){
if(data18 > 9007199254740991 || isNaN(data18)){
const err48 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data18};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;REPORT_BUDGET.raised++;
}
if(data18 < -9007199254740991 || isNaN(data18)){
const err49 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data18};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err50 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.properties.slots.items.allOf[0].type,parentSchema:schema47.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart8){
const emOut6 = func8(vErrors, instancePath+"/slots/" + i0, "#/properties/slots/items/allOf/0", schema47.properties.slots.items.allOf[0].errorMessage, schema47.properties.slots.items.allOf[0], data15, obj20, obj21, emStart8);
if(emOut6 !== null){
vErrors = emOut6;
errors = emOut6.length;
}
}
}
}
else {
const err51 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema47.properties.slots.type,parentSchema:schema47.properties.slots,data:data14};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart7){
const emOut7 = func8(vErrors, instancePath+"/slots", "#/properties/slots", schema47.properties.slots.errorMessage, schema47.properties.slots, data14, obj22, obj23, emStart7);
if(emOut7 !== null){
vErrors = emOut7;
errors = emOut7.length;
}
}
}
if(data.warm_up_time !== undefined){
let data19 = data.warm_up_time;
if(!(Number.isSafeInteger(data19))){
if(!(typeof data19 == "number" && !(data19 % 1) && !isNaN(data19) && isFinite(data19))){
const err52 = {instancePath: instancePath+"/warm_up_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data19 == "number" && isFinite(data19)){
if(data19 > 9007199254740991 || isNaN(data19)){
const err53 = {instancePath: instancePath+"/warm_up_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data19};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;REPORT_BUDGET.raised++;
}
if(data19 < -9007199254740991 || isNaN(data19)){
const err54 = {instancePath: instancePath+"/warm_up_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data19};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err55 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut8 = func8(vErrors, instancePath, "#", schema47.errorMessage, schema47, data, obj24, obj25, emStart0);
if(emOut8 !== null){
vErrors = emOut8;
errors = emOut8.length;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema59 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/respiration-rate.schema.json","title":"respiration_rate","description":"The respiration_rate group of a user summary.","$comment":"Contract: 'Resources and their fields' > respiration_rate.","type":"object","required":["date","avg_respiration_rate","start_timestamp","end_timestamp","slots"],"properties":{"avg_respiration_rate":{"description":"double; required_with:respiration_rate","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"date":{"description":"string, Y-m-d; required_with:respiration_rate","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:respiration_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:respiration_rate (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"respiration_rate slot","description":"One item of respiration_rate.slots.","$comment":"Contract: 'Resources and their fields' > respiration_rate.slots[] items.","type":"object","required":["timestamp","date","respiration_rate","quality"],"properties":{"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json#/properties/date"},"quality":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json#/properties/quality"},"respiration_rate":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json#/properties/respiration_rate"},"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json#/properties/timestamp"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","respiration_rate":"is required","quality":"is required"}},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json#"}]},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"},"x-messages-start":true},"start_timestamp":{"description":"integer; required_with:respiration_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when respiration_rate is present (required_with:respiration_rate)","avg_respiration_rate":"is required when respiration_rate is present (required_with:respiration_rate)","start_timestamp":"is required when respiration_rate is present (required_with:respiration_rate)","end_timestamp":"is required when respiration_rate is present (required_with:respiration_rate)","slots":"is required when respiration_rate is present (required_with:respiration_rate)"}},"x-messages-start":true};
const obj26 = ["type","additionalProperties"];
const obj27 = ["timestamp","date","respiration_rate","quality"];
const obj28 = ["type"];
const obj29 = [];
const obj30 = ["type","additionalProperties"];
const obj31 = ["date","avg_respiration_rate","start_timestamp","end_timestamp","slots"];

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/respiration-rate.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_respiration_rate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_respiration_rate"},message:"must have required property '"+"avg_respiration_rate"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.start_timestamp === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_timestamp"},message:"must have required property '"+"start_timestamp"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.end_timestamp === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_timestamp"},message:"must have required property '"+"end_timestamp"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.slots === undefined && REPORT_BUDGET.requireSlots){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!(((((key0 === "avg_respiration_rate") || (key0 === "date")) || (key0 === "end_timestamp")) || (key0 === "slots")) || (key0 === "start_timestamp"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_respiration_rate !== undefined){
let data0 = data.avg_respiration_rate;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err6 = {instancePath:instancePath+"/avg_respiration_rate",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err7 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema37,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(formats0.validate(data1))){
const err8 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema37,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err9 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.end_timestamp !== undefined){
let data2 = data.end_timestamp;
if(!(Number.isSafeInteger(data2))){
if(!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))){
const err10 = {instancePath: instancePath+"/end_timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data2 == "number" && isFinite(data2)){
if(data2 > 9007199254740991 || isNaN(data2)){
const err11 = {instancePath: instancePath+"/end_timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err12 = {instancePath: instancePath+"/end_timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.slots !== undefined){
let data3 = data.slots;
var emStart1 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(REPORT_BUDGET.raised >= REPORT_BUDGET.errors){if(REPORT_BUDGET.cutAt === null){REPORT_BUDGET.cutAt = instancePath+"/slots/" + i0;}break;}
let data4 = data3[i0];
var emStart2 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.timestamp === undefined){
const err13 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema59.properties.slots.items.allOf[0].required,parentSchema:schema59.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
if(data4.date === undefined){
const err14 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema59.properties.slots.items.allOf[0].required,parentSchema:schema59.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
if(data4.respiration_rate === undefined){
const err15 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "respiration_rate"},message:"must have required property '"+"respiration_rate"+"'",schema:schema59.properties.slots.items.allOf[0].required,parentSchema:schema59.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
if(data4.quality === undefined){
const err16 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "quality"},message:"must have required property '"+"quality"+"'",schema:schema59.properties.slots.items.allOf[0].required,parentSchema:schema59.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key1 in data4){
if(!((((key1 === "date") || (key1 === "quality")) || (key1 === "respiration_rate")) || (key1 === "timestamp"))){
const err17 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema59.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data4.date !== undefined){
let data5 = data4.date;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err18 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema40,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err19 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.type,parentSchema:schema40,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data4.quality !== undefined){
let data6 = data4.quality;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err20 = {instancePath:instancePath+"/slots/" + i0+"/quality",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data4.respiration_rate !== undefined){
let data7 = data4.respiration_rate;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err21 = {instancePath:instancePath+"/slots/" + i0+"/respiration_rate",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data4.timestamp !== undefined){
let data8 = data4.timestamp;
if(!(Number.isSafeInteger(data8))){
if(!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))){
const err22 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data8 == "number" && isFinite(data8)){
if(data8 > 9007199254740991 || isNaN(data8)){
const err23 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err24 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err25 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.properties.slots.items.allOf[0].type,parentSchema:schema59.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart2){
const emOut0 = func8(vErrors, instancePath+"/slots/" + i0, "#/properties/slots/items/allOf/0", schema59.properties.slots.items.allOf[0].errorMessage, schema59.properties.slots.items.allOf[0], data4, obj26, obj27, emStart2);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
}
}
else {
const err26 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema59.properties.slots.type,parentSchema:schema59.properties.slots,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart1){
const emOut1 = func8(vErrors, instancePath+"/slots", "#/properties/slots", schema59.properties.slots.errorMessage, schema59.properties.slots, data3, obj28, obj29, emStart1);
if(emOut1 !== null){
vErrors = emOut1;
errors = emOut1.length;
}
}
}
if(data.start_timestamp !== undefined){
let data9 = data.start_timestamp;
if(!(Number.isSafeInteger(data9))){
if(!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))){
const err27 = {instancePath: instancePath+"/start_timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data9 == "number" && isFinite(data9)){
if(data9 > 9007199254740991 || isNaN(data9)){
const err28 = {instancePath: instancePath+"/start_timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err29 = {instancePath: instancePath+"/start_timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut2 = func8(vErrors, instancePath, "#", schema59.errorMessage, schema59, data, obj30, obj31, emStart0);
if(emOut2 !== null){
vErrors = emOut2;
errors = emOut2.length;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema68 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/sleep.schema.json","title":"sleep","description":"The sleep group of a user summary.","$comment":"Contract: 'Resources and their fields' > sleep.","type":"object","required":["date","sleep_duration","daily_percent","awake_time","rem_time","light_time","deep_time","performance","tranquility","slots"],"properties":{"awake_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"consistency":{"description":"integer, nullable; when the key is sent it must not be empty (null fails)","$ref":"common.schema.json#/$defs/nullableInteger","not":{"type":"null","x-messages":{"type":"must be null"}},"x-rule":"filled","errorMessage":{"not":"must not be empty when it is sent"},"x-messages-start":true},"daily_percent":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"date":{"description":"string, Y-m-d; required_with:sleep","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"deep_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"heart_rate":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger"},"heart_rate_quality":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger"},"light_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"performance":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"rem_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"sleep_duration":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:sleep (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"sleep slot","description":"One item of sleep.slots.","$comment":"Contract: 'Resources and their fields' > sleep.slots[] items.","type":"object","required":["timestamp","start_date","end_date","type"],"properties":{"end_date":{"description":"string, Y-m-d\\TH:i:s; required","$ref":"common.schema.json#/$defs/localDateTime","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/sleep-slot.schema.json#/properties/end_date"},"start_date":{"description":"string, Y-m-d\\TH:i:s; required","$ref":"common.schema.json#/$defs/localDateTime","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/sleep-slot.schema.json#/properties/start_date"},"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/sleep-slot.schema.json#/properties/timestamp"},"type":{"description":"integer; required; allowed values 0, 1, 2, 3, 4","$ref":"common.schema.json#/$defs/integer","x-missing":"required","enum":[0,1,2,3,4],"x-rule":"in","errorMessage":{"enum":"must be one of 0, 1, 2, 3, 4"},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/sleep-slot.schema.json#/properties/type"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","start_date":"is required","end_date":"is required","type":"is required"}},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/sleep-slot.schema.json#"}]},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"},"x-messages-start":true},"tranquility":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when sleep is present (required_with:sleep)","sleep_duration":"is required when sleep is present (required_with:sleep)","daily_percent":"is required when sleep is present (required_with:sleep)","awake_time":"is required when sleep is present (required_with:sleep)","rem_time":"is required when sleep is present (required_with:sleep)","light_time":"is required when sleep is present (required_with:sleep)","deep_time":"is required when sleep is present (required_with:sleep)","performance":"is required when sleep is present (required_with:sleep)","tranquility":"is required when sleep is present (required_with:sleep)","slots":"is required when sleep is present (required_with:sleep)"}},"x-messages-start":true};
const schema78 = {"$comment":"Y-m-d\\TH:i:s: exactly YYYY-MM-DDTHH:MM:SS, no zone, no fraction, a real date and time.","description":"A local date and time written Y-m-d\\TH:i:s.","type":"string","pattern":"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$","x-format":"Y-m-d\\TH:i:s","x-rule":"date_format","x-messages":{"type":"must be a string","pattern":"must match the format Y-m-d\\TH:i:s"},"x-location":"https://schemas.user-summaries.example/v1/common.schema.json#/$defs/localDateTime"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data === null || Number.isSafeInteger(data))){
if(!((typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data)) || data === null)){
const err0 = {instancePath: instancePath, schemaPath: "#/type", keyword: "type", params: {type: schema43["x-safe-integer"]}, message: "must be integer,null", schema: schema43["x-safe-integer"], parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data == "number" && isFinite(data)){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath: instancePath, schemaPath: "#/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath: instancePath, schemaPath: "#/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

const obj32 = ["not"];
const obj33 = [];
const obj34 = ["enum"];
const obj35 = [];
const obj36 = ["type","additionalProperties"];
const obj37 = ["timestamp","start_date","end_date","type"];
const obj38 = ["type"];
const obj39 = [];
const obj40 = ["type","additionalProperties"];
const obj41 = ["date","sleep_duration","daily_percent","awake_time","rem_time","light_time","deep_time","performance","tranquility","slots"];
const pattern12 = func0("^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$", "u");

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/sleep.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.sleep_duration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sleep_duration"},message:"must have required property '"+"sleep_duration"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.daily_percent === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_percent"},message:"must have required property '"+"daily_percent"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.awake_time === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "awake_time"},message:"must have required property '"+"awake_time"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.rem_time === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rem_time"},message:"must have required property '"+"rem_time"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.light_time === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "light_time"},message:"must have required property '"+"light_time"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.deep_time === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deep_time"},message:"must have required property '"+"deep_time"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.performance === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "performance"},message:"must have required property '"+"performance"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.tranquility === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tranquility"},message:"must have required property '"+"tranquility"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.slots === undefined && REPORT_BUDGET.requireSlots){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!(func5.call(schema68.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.awake_time !== undefined){
let data0 = data.awake_time;
if(!(Number.isSafeInteger(data0))){
if(!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))){
const err11 = {instancePath: instancePath+"/awake_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data0 == "number" && isFinite(data0)){
if(data0 > 9007199254740991 || isNaN(data0)){
const err12 = {instancePath: instancePath+"/awake_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err13 = {instancePath: instancePath+"/awake_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.consistency !== undefined){
let data1 = data.consistency;
var emStart1 = errors;
if(!(validate40(data1, {instancePath:instancePath+"/consistency",parentData:data,parentDataProperty:"consistency",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate40.errors;}else{const appended = validate40.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
const _errs7 = errors;
const _errs8 = errors;
if(data1 !== null){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
var valid2 = _errs8 === errors;
if(valid2){
const err15 = {instancePath:instancePath+"/consistency",schemaPath:"#/properties/consistency/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema68.properties.consistency.not,parentSchema:schema68.properties.consistency,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
if(errors > emStart1){
const emOut0 = func8(vErrors, instancePath+"/consistency", "#/properties/consistency", schema68.properties.consistency.errorMessage, schema68.properties.consistency, data1, obj32, obj33, emStart1);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
}
if(data.daily_percent !== undefined){
let data2 = data.daily_percent;
if(!(Number.isSafeInteger(data2))){
if(!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))){
const err16 = {instancePath: instancePath+"/daily_percent", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data2 == "number" && isFinite(data2)){
if(data2 > 9007199254740991 || isNaN(data2)){
const err17 = {instancePath: instancePath+"/daily_percent", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err18 = {instancePath: instancePath+"/daily_percent", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.date !== undefined){
let data3 = data.date;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err19 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(formats0.validate(data3))){
const err20 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err21 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.deep_time !== undefined){
let data4 = data.deep_time;
if(!(Number.isSafeInteger(data4))){
if(!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))){
const err22 = {instancePath: instancePath+"/deep_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data4 == "number" && isFinite(data4)){
if(data4 > 9007199254740991 || isNaN(data4)){
const err23 = {instancePath: instancePath+"/deep_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
if(data4 < -9007199254740991 || isNaN(data4)){
const err24 = {instancePath: instancePath+"/deep_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.heart_rate !== undefined){
if(!(validate40(data.heart_rate, {instancePath:instancePath+"/heart_rate",parentData:data,parentDataProperty:"heart_rate",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate40.errors;}else{const appended = validate40.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.heart_rate_quality !== undefined){
if(!(validate40(data.heart_rate_quality, {instancePath:instancePath+"/heart_rate_quality",parentData:data,parentDataProperty:"heart_rate_quality",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate40.errors;}else{const appended = validate40.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.light_time !== undefined){
let data7 = data.light_time;
if(!(Number.isSafeInteger(data7))){
if(!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))){
const err25 = {instancePath: instancePath+"/light_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data7 == "number" && isFinite(data7)){
if(data7 > 9007199254740991 || isNaN(data7)){
const err26 = {instancePath: instancePath+"/light_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
if(data7 < -9007199254740991 || isNaN(data7)){
const err27 = {instancePath: instancePath+"/light_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.performance !== undefined){
let data8 = data.performance;
if(!(Number.isSafeInteger(data8))){
if(!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))){
const err28 = {instancePath: instancePath+"/performance", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data8 == "number" && isFinite(data8)){
if(data8 > 9007199254740991 || isNaN(data8)){
const err29 = {instancePath: instancePath+"/performance", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err30 = {instancePath: instancePath+"/performance", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.rem_time !== undefined){
let data9 = data.rem_time;
if(!(Number.isSafeInteger(data9))){
if(!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))){
const err31 = {instancePath: instancePath+"/rem_time", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data9 == "number" && isFinite(data9)){
if(data9 > 9007199254740991 || isNaN(data9)){
const err32 = {instancePath: instancePath+"/rem_time", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;REPORT_BUDGET.raised++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err33 = {instancePath: instancePath+"/rem_time", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.sleep_duration !== undefined){
let data10 = data.sleep_duration;
if(!(Number.isSafeInteger(data10))){
if(!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10))){
const err34 = {instancePath: instancePath+"/sleep_duration", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data10 == "number" && isFinite(data10)){
if(data10 > 9007199254740991 || isNaN(data10)){
const err35 = {instancePath: instancePath+"/sleep_duration", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;REPORT_BUDGET.raised++;
}
if(data10 < -9007199254740991 || isNaN(data10)){
const err36 = {instancePath: instancePath+"/sleep_duration", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.slots !== undefined){
let data11 = data.slots;
var emStart2 = errors;
if(Array.isArray(data11)){
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
if(REPORT_BUDGET.raised >= REPORT_BUDGET.errors){if(REPORT_BUDGET.cutAt === null){REPORT_BUDGET.cutAt = instancePath+"/slots/" + i0;}break;}
let data12 = data11[i0];
var emStart3 = errors;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.timestamp === undefined){
const err37 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema68.properties.slots.items.allOf[0].required,parentSchema:schema68.properties.slots.items.allOf[0],data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;REPORT_BUDGET.raised++;
}
if(data12.start_date === undefined){
const err38 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "start_date"},message:"must have required property '"+"start_date"+"'",schema:schema68.properties.slots.items.allOf[0].required,parentSchema:schema68.properties.slots.items.allOf[0],data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;REPORT_BUDGET.raised++;
}
if(data12.end_date === undefined){
const err39 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "end_date"},message:"must have required property '"+"end_date"+"'",schema:schema68.properties.slots.items.allOf[0].required,parentSchema:schema68.properties.slots.items.allOf[0],data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;REPORT_BUDGET.raised++;
}
if(data12.type === undefined){
const err40 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema68.properties.slots.items.allOf[0].required,parentSchema:schema68.properties.slots.items.allOf[0],data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key1 in data12){
if(!((((key1 === "end_date") || (key1 === "start_date")) || (key1 === "timestamp")) || (key1 === "type"))){
const err41 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema68.properties.slots.items.allOf[0],data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data12.end_date !== undefined){
let data13 = data12.end_date;
if(typeof data13 === "string"){
if(!pattern12.test(data13)){
const err42 = {instancePath:instancePath+"/slots/" + i0+"/end_date",schemaPath:"common.schema.json#/$defs/localDateTime/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",parentSchema:schema78,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err43 = {instancePath:instancePath+"/slots/" + i0+"/end_date",schemaPath:"common.schema.json#/$defs/localDateTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.type,parentSchema:schema78,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data12.start_date !== undefined){
let data14 = data12.start_date;
if(typeof data14 === "string"){
if(!pattern12.test(data14)){
const err44 = {instancePath:instancePath+"/slots/" + i0+"/start_date",schemaPath:"common.schema.json#/$defs/localDateTime/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",parentSchema:schema78,data:data14};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err45 = {instancePath:instancePath+"/slots/" + i0+"/start_date",schemaPath:"common.schema.json#/$defs/localDateTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.type,parentSchema:schema78,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data12.timestamp !== undefined){
let data15 = data12.timestamp;
if(!(Number.isSafeInteger(data15))){
if(!(typeof data15 == "number" && !(data15 % 1) && !isNaN(data15) && isFinite(data15))){
const err46 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data15};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data15 == "number" && isFinite(data15)){
if(data15 > 9007199254740991 || isNaN(data15)){
const err47 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data15};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15 < -9007199254740991 || isNaN(data15)){
const err48 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data12.type !== undefined){
let data16 = data12.type;
var emStart4 = errors;
if(!(Number.isSafeInteger(data16))){
if(!(typeof data16 == "number" && !(data16 % 1) && !isNaN(data16) && isFinite(data16))){
const err49 = {instancePath: instancePath+"/slots/" + i0+"/type", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data16};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data16 == "number" && isFinite(data16)){
if(data16 > 9007199254740991 || isNaN(data16)){
const err50 = {instancePath: instancePath+"/slots/" + i0+"/type", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data16};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;REPORT_BUDGET.raised++;
}
if(data16 < -9007199254740991 || isNaN(data16)){
const err51 = {instancePath: instancePath+"/slots/" + i0+"/type", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data16};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
if(!(((((data16 === 0) || (data16 === 1)) || (data16 === 2)) || (data16 === 3)) || (data16 === 4))){
const err52 = {instancePath:instancePath+"/slots/" + i0+"/type",schemaPath:"#/properties/slots/items/allOf/0/properties/type/enum",keyword:"enum",params:{allowedValues: schema68.properties.slots.items.allOf[0].properties.type.enum},message:"must be equal to one of the allowed values",schema:schema68.properties.slots.items.allOf[0].properties.type.enum,parentSchema:schema68.properties.slots.items.allOf[0].properties.type,data:data16};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart4){
const emOut1 = func8(vErrors, instancePath+"/slots/" + i0+"/type", "#/properties/slots/items/allOf/0/properties/type", schema68.properties.slots.items.allOf[0].properties.type.errorMessage, schema68.properties.slots.items.allOf[0].properties.type, data16, obj34, obj35, emStart4);
if(emOut1 !== null){
vErrors = emOut1;
errors = emOut1.length;
}
}
}
}
else {
const err53 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.properties.slots.items.allOf[0].type,parentSchema:schema68.properties.slots.items.allOf[0],data:data12};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart3){
const emOut2 = func8(vErrors, instancePath+"/slots/" + i0, "#/properties/slots/items/allOf/0", schema68.properties.slots.items.allOf[0].errorMessage, schema68.properties.slots.items.allOf[0], data12, obj36, obj37, emStart3);
if(emOut2 !== null){
vErrors = emOut2;
errors = emOut2.length;
}
}
}
}
else {
const err54 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema68.properties.slots.type,parentSchema:schema68.properties.slots,data:data11};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart2){
const emOut3 = func8(vErrors, instancePath+"/slots", "#/properties/slots", schema68.properties.slots.errorMessage, schema68.properties.slots, data11, obj38, obj39, emStart2);
if(emOut3 !== null){
vErrors = emOut3;
errors = emOut3.length;
}
}
}
if(data.tranquility !== undefined){
let data17 = data.tranquility;
if(!(Number.isSafeInteger(data17))){
if(!(typeof data17 == "number" && !(data17 % 1) && !isNaN(data17) && isFinite(data17))){
const err55 = {instancePath: instancePath+"/tranquility", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data17};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data17 == "number" && isFinite(data17)){
if(data17 > 9007199254740991 || isNaN(data17)){
const err56 = {instancePath: instancePath+"/tranquility", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data17};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;REPORT_BUDGET.raised++;
}
if(data17 < -9007199254740991 || isNaN(data17)){
const err57 = {instancePath: instancePath+"/tranquility", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data17};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err58 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut4 = func8(vErrors, instancePath, "#", schema68.errorMessage, schema68, data, obj40, obj41, emStart0);
if(emOut4 !== null){
vErrors = emOut4;
errors = emOut4.length;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema83 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/spo2.schema.json","title":"spo2","description":"The spo2 group of a user summary.","$comment":"Contract: 'Resources and their fields' > spo2.","type":"object","required":["date","avg_spo2","start_timestamp","end_timestamp","slots"],"properties":{"avg_spo2":{"description":"integer, nullable; present when spo2 is present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"date":{"description":"string, Y-m-d; required_with:spo2","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:spo2","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:spo2 (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"spo2 slot","description":"One item of spo2.slots.","$comment":"Contract: 'Resources and their fields' > spo2.slots[] items.","type":"object","required":["timestamp","date","spo2","spo2_q"],"properties":{"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/spo2-slot.schema.json#/properties/date"},"spo2":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present","x-location":"https://schemas.user-summaries.example/v1/spo2-slot.schema.json#/properties/spo2"},"spo2_q":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present","x-location":"https://schemas.user-summaries.example/v1/spo2-slot.schema.json#/properties/spo2_q"},"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/spo2-slot.schema.json#/properties/timestamp"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","spo2":"must be present (its value may be null)","spo2_q":"must be present (its value may be null)"}},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/spo2-slot.schema.json#"}]},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"},"x-messages-start":true},"start_timestamp":{"description":"integer; required_with:spo2","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when spo2 is present (required_with:spo2)","avg_spo2":"must be present (its value may be null)","start_timestamp":"is required when spo2 is present (required_with:spo2)","end_timestamp":"is required when spo2 is present (required_with:spo2)","slots":"is required when spo2 is present (required_with:spo2)"}},"x-messages-start":true};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data === null || Number.isSafeInteger(data))){
if(!((typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data)) || data === null)){
const err0 = {instancePath: instancePath, schemaPath: "#/type", keyword: "type", params: {type: schema43["x-safe-integer"]}, message: "must be integer,null", schema: schema43["x-safe-integer"], parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data == "number" && isFinite(data)){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath: instancePath, schemaPath: "#/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath: instancePath, schemaPath: "#/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"dynamicProps":false,"dynamicItems":false};

const obj42 = ["type","additionalProperties"];
const obj43 = ["timestamp","date","spo2","spo2_q"];
const obj44 = ["type"];
const obj45 = [];
const obj46 = ["type","additionalProperties"];
const obj47 = ["date","avg_spo2","start_timestamp","end_timestamp","slots"];

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/spo2.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_spo2 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_spo2"},message:"must have required property '"+"avg_spo2"+"'",schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.start_timestamp === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_timestamp"},message:"must have required property '"+"start_timestamp"+"'",schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.end_timestamp === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_timestamp"},message:"must have required property '"+"end_timestamp"+"'",schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.slots === undefined && REPORT_BUDGET.requireSlots){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!(((((key0 === "avg_spo2") || (key0 === "date")) || (key0 === "end_timestamp")) || (key0 === "slots")) || (key0 === "start_timestamp"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_spo2 !== undefined){
if(!(validate46(data.avg_spo2, {instancePath:instancePath+"/avg_spo2",parentData:data,parentDataProperty:"avg_spo2",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate46.errors;}else{const appended = validate46.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema37,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(formats0.validate(data1))){
const err7 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema37,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err8 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.end_timestamp !== undefined){
let data2 = data.end_timestamp;
if(!(Number.isSafeInteger(data2))){
if(!(typeof data2 == "number" && !(data2 % 1) && !isNaN(data2) && isFinite(data2))){
const err9 = {instancePath: instancePath+"/end_timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data2 == "number" && isFinite(data2)){
if(data2 > 9007199254740991 || isNaN(data2)){
const err10 = {instancePath: instancePath+"/end_timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err11 = {instancePath: instancePath+"/end_timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.slots !== undefined){
let data3 = data.slots;
var emStart1 = errors;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(REPORT_BUDGET.raised >= REPORT_BUDGET.errors){if(REPORT_BUDGET.cutAt === null){REPORT_BUDGET.cutAt = instancePath+"/slots/" + i0;}break;}
let data4 = data3[i0];
var emStart2 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.timestamp === undefined){
const err12 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema83.properties.slots.items.allOf[0].required,parentSchema:schema83.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
if(data4.date === undefined){
const err13 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema83.properties.slots.items.allOf[0].required,parentSchema:schema83.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
if(data4.spo2 === undefined){
const err14 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "spo2"},message:"must have required property '"+"spo2"+"'",schema:schema83.properties.slots.items.allOf[0].required,parentSchema:schema83.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
if(data4.spo2_q === undefined){
const err15 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "spo2_q"},message:"must have required property '"+"spo2_q"+"'",schema:schema83.properties.slots.items.allOf[0].required,parentSchema:schema83.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key1 in data4){
if(!((((key1 === "date") || (key1 === "spo2")) || (key1 === "spo2_q")) || (key1 === "timestamp"))){
const err16 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema83.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data4.date !== undefined){
let data5 = data4.date;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err17 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema40,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err18 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.type,parentSchema:schema40,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data4.spo2 !== undefined){
if(!(validate46(data4.spo2, {instancePath:instancePath+"/slots/" + i0+"/spo2",parentData:data4,parentDataProperty:"spo2",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate46.errors;}else{const appended = validate46.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data4.spo2_q !== undefined){
if(!(validate46(data4.spo2_q, {instancePath:instancePath+"/slots/" + i0+"/spo2_q",parentData:data4,parentDataProperty:"spo2_q",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate46.errors;}else{const appended = validate46.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data4.timestamp !== undefined){
let data8 = data4.timestamp;
if(!(Number.isSafeInteger(data8))){
if(!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))){
const err19 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data8 == "number" && isFinite(data8)){
if(data8 > 9007199254740991 || isNaN(data8)){
const err20 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err21 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema83.properties.slots.items.allOf[0].type,parentSchema:schema83.properties.slots.items.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart2){
const emOut0 = func8(vErrors, instancePath+"/slots/" + i0, "#/properties/slots/items/allOf/0", schema83.properties.slots.items.allOf[0].errorMessage, schema83.properties.slots.items.allOf[0], data4, obj42, obj43, emStart2);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema83.properties.slots.type,parentSchema:schema83.properties.slots,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart1){
const emOut1 = func8(vErrors, instancePath+"/slots", "#/properties/slots", schema83.properties.slots.errorMessage, schema83.properties.slots, data3, obj44, obj45, emStart1);
if(emOut1 !== null){
vErrors = emOut1;
errors = emOut1.length;
}
}
}
if(data.start_timestamp !== undefined){
let data9 = data.start_timestamp;
if(!(Number.isSafeInteger(data9))){
if(!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))){
const err24 = {instancePath: instancePath+"/start_timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data9 == "number" && isFinite(data9)){
if(data9 > 9007199254740991 || isNaN(data9)){
const err25 = {instancePath: instancePath+"/start_timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err26 = {instancePath: instancePath+"/start_timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema83.type,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut2 = func8(vErrors, instancePath, "#", schema83.errorMessage, schema83, data, obj46, obj47, emStart0);
if(emOut2 !== null){
vErrors = emOut2;
errors = emOut2.length;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema90 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/stress.schema.json","title":"stress","description":"The stress group of a user summary.","$comment":"Contract: 'Resources and their fields' > stress.","type":"object","required":["date","avg_si","avg_si_n","avg_mrr","avg_sdnn","avg_rmssd","avg_pnn50","avg_vlf","avg_vlf_percent","avg_lf","avg_lf_percent","avg_hf","avg_hf_percent","avg_hrv","slots"],"properties":{"avg_hf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hrv":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_lf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_lf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_mrr":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_pnn50":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_rmssd":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_sdnn":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_si":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_si_n":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_vlf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_vlf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"date":{"description":"string, Y-m-d; required_with:stress","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:stress (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"stress slot","description":"One item of stress.slots.","$comment":"Contract: 'Resources and their fields' > stress.slots[] items.","type":"object","required":["timestamp","date","si","si_n","mrr","sdnn","rmssd","pnn50","vlf","vlf_percent","lf","lf_percent","hf","hf_percent","hrv"],"properties":{"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/date"},"hf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/hf"},"hf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/hf_percent"},"hrv":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/hrv"},"lf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/lf"},"lf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/lf_percent"},"mrr":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/mrr"},"pnn50":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/pnn50"},"rmssd":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/rmssd"},"sdnn":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/sdnn"},"si":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/si"},"si_n":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/si_n"},"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/timestamp"},"vlf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/vlf"},"vlf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#/properties/vlf_percent"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","si":"is required","si_n":"is required","mrr":"is required","sdnn":"is required","rmssd":"is required","pnn50":"is required","vlf":"is required","vlf_percent":"is required","lf":"is required","lf_percent":"is required","hf":"is required","hf_percent":"is required","hrv":"is required"}},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/stress-slot.schema.json#"}]},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"},"x-messages-start":true}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when stress is present (required_with:stress)","avg_si":"is required when stress is present (required_with:stress)","avg_si_n":"is required when stress is present (required_with:stress)","avg_mrr":"is required when stress is present (required_with:stress)","avg_sdnn":"is required when stress is present (required_with:stress)","avg_rmssd":"is required when stress is present (required_with:stress)","avg_pnn50":"is required when stress is present (required_with:stress)","avg_vlf":"is required when stress is present (required_with:stress)","avg_vlf_percent":"is required when stress is present (required_with:stress)","avg_lf":"is required when stress is present (required_with:stress)","avg_lf_percent":"is required when stress is present (required_with:stress)","avg_hf":"is required when stress is present (required_with:stress)","avg_hf_percent":"is required when stress is present (required_with:stress)","avg_hrv":"is required when stress is present (required_with:stress)","slots":"is required when stress is present (required_with:stress)"}},"x-messages-start":true};
const obj48 = ["type","additionalProperties"];
const obj49 = ["timestamp","date","si","si_n","mrr","sdnn","rmssd","pnn50","vlf","vlf_percent","lf","lf_percent","hf","hf_percent","hrv"];
const obj50 = ["type"];
const obj51 = [];
const obj52 = ["type","additionalProperties"];
const obj53 = ["date","avg_si","avg_si_n","avg_mrr","avg_sdnn","avg_rmssd","avg_pnn50","avg_vlf","avg_vlf_percent","avg_lf","avg_lf_percent","avg_hf","avg_hf_percent","avg_hrv","slots"];

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/stress.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_si === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_si"},message:"must have required property '"+"avg_si"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_si_n === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_si_n"},message:"must have required property '"+"avg_si_n"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_mrr === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_mrr"},message:"must have required property '"+"avg_mrr"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_sdnn === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_sdnn"},message:"must have required property '"+"avg_sdnn"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_rmssd === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_rmssd"},message:"must have required property '"+"avg_rmssd"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_pnn50 === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_pnn50"},message:"must have required property '"+"avg_pnn50"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_vlf === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_vlf"},message:"must have required property '"+"avg_vlf"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_vlf_percent === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_vlf_percent"},message:"must have required property '"+"avg_vlf_percent"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_lf === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_lf"},message:"must have required property '"+"avg_lf"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_lf_percent === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_lf_percent"},message:"must have required property '"+"avg_lf_percent"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_hf === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_hf"},message:"must have required property '"+"avg_hf"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_hf_percent === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_hf_percent"},message:"must have required property '"+"avg_hf_percent"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_hrv === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_hrv"},message:"must have required property '"+"avg_hrv"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.slots === undefined && REPORT_BUDGET.requireSlots){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema90.required,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!(func5.call(schema90.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_hf !== undefined){
let data0 = data.avg_hf;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err16 = {instancePath:instancePath+"/avg_hf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_hf_percent !== undefined){
let data1 = data.avg_hf_percent;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err17 = {instancePath:instancePath+"/avg_hf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data1};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_hrv !== undefined){
let data2 = data.avg_hrv;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err18 = {instancePath:instancePath+"/avg_hrv",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_lf !== undefined){
let data3 = data.avg_lf;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err19 = {instancePath:instancePath+"/avg_lf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_lf_percent !== undefined){
let data4 = data.avg_lf_percent;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err20 = {instancePath:instancePath+"/avg_lf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_mrr !== undefined){
let data5 = data.avg_mrr;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err21 = {instancePath:instancePath+"/avg_mrr",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_pnn50 !== undefined){
let data6 = data.avg_pnn50;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err22 = {instancePath:instancePath+"/avg_pnn50",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_rmssd !== undefined){
let data7 = data.avg_rmssd;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err23 = {instancePath:instancePath+"/avg_rmssd",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_sdnn !== undefined){
let data8 = data.avg_sdnn;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err24 = {instancePath:instancePath+"/avg_sdnn",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_si !== undefined){
let data9 = data.avg_si;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err25 = {instancePath:instancePath+"/avg_si",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_si_n !== undefined){
let data10 = data.avg_si_n;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err26 = {instancePath:instancePath+"/avg_si_n",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_vlf !== undefined){
let data11 = data.avg_vlf;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err27 = {instancePath:instancePath+"/avg_vlf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_vlf_percent !== undefined){
let data12 = data.avg_vlf_percent;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/avg_vlf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data12};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.date !== undefined){
let data13 = data.date;
if(typeof data13 === "string"){
if(!pattern4.test(data13)){
const err29 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema37,data:data13};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(formats0.validate(data13))){
const err30 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema37,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err31 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.slots !== undefined){
let data14 = data.slots;
var emStart1 = errors;
if(Array.isArray(data14)){
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
if(REPORT_BUDGET.raised >= REPORT_BUDGET.errors){if(REPORT_BUDGET.cutAt === null){REPORT_BUDGET.cutAt = instancePath+"/slots/" + i0;}break;}
let data15 = data14[i0];
var emStart2 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.timestamp === undefined){
const err32 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.date === undefined){
const err33 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.si === undefined){
const err34 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "si"},message:"must have required property '"+"si"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.si_n === undefined){
const err35 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "si_n"},message:"must have required property '"+"si_n"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.mrr === undefined){
const err36 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "mrr"},message:"must have required property '"+"mrr"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.sdnn === undefined){
const err37 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "sdnn"},message:"must have required property '"+"sdnn"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.rmssd === undefined){
const err38 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "rmssd"},message:"must have required property '"+"rmssd"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.pnn50 === undefined){
const err39 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "pnn50"},message:"must have required property '"+"pnn50"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.vlf === undefined){
const err40 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "vlf"},message:"must have required property '"+"vlf"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.vlf_percent === undefined){
const err41 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "vlf_percent"},message:"must have required property '"+"vlf_percent"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.lf === undefined){
const err42 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "lf"},message:"must have required property '"+"lf"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.lf_percent === undefined){
const err43 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "lf_percent"},message:"must have required property '"+"lf_percent"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.hf === undefined){
const err44 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "hf"},message:"must have required property '"+"hf"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.hf_percent === undefined){
const err45 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "hf_percent"},message:"must have required property '"+"hf_percent"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;REPORT_BUDGET.raised++;
}
if(data15.hrv === undefined){
const err46 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "hrv"},message:"must have required property '"+"hrv"+"'",schema:schema90.properties.slots.items.allOf[0].required,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key1 in data15){
if(!(func5.call(schema90.properties.slots.items.allOf[0].properties, key1))){
const err47 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.date !== undefined){
let data16 = data15.date;
if(typeof data16 === "string"){
if(!pattern5.test(data16)){
const err48 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema40,data:data16};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err49 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.type,parentSchema:schema40,data:data16};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.hf !== undefined){
let data17 = data15.hf;
if(!((typeof data17 == "number") && (isFinite(data17)))){
const err50 = {instancePath:instancePath+"/slots/" + i0+"/hf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.hf_percent !== undefined){
let data18 = data15.hf_percent;
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err51 = {instancePath:instancePath+"/slots/" + i0+"/hf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data18};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.hrv !== undefined){
let data19 = data15.hrv;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err52 = {instancePath:instancePath+"/slots/" + i0+"/hrv",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data19};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.lf !== undefined){
let data20 = data15.lf;
if(!((typeof data20 == "number") && (isFinite(data20)))){
const err53 = {instancePath:instancePath+"/slots/" + i0+"/lf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data20};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.lf_percent !== undefined){
let data21 = data15.lf_percent;
if(!((typeof data21 == "number") && (isFinite(data21)))){
const err54 = {instancePath:instancePath+"/slots/" + i0+"/lf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data21};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.mrr !== undefined){
let data22 = data15.mrr;
if(!((typeof data22 == "number") && (isFinite(data22)))){
const err55 = {instancePath:instancePath+"/slots/" + i0+"/mrr",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.pnn50 !== undefined){
let data23 = data15.pnn50;
if(!((typeof data23 == "number") && (isFinite(data23)))){
const err56 = {instancePath:instancePath+"/slots/" + i0+"/pnn50",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data23};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.rmssd !== undefined){
let data24 = data15.rmssd;
if(!((typeof data24 == "number") && (isFinite(data24)))){
const err57 = {instancePath:instancePath+"/slots/" + i0+"/rmssd",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data24};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.sdnn !== undefined){
let data25 = data15.sdnn;
if(!((typeof data25 == "number") && (isFinite(data25)))){
const err58 = {instancePath:instancePath+"/slots/" + i0+"/sdnn",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data25};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.si !== undefined){
let data26 = data15.si;
if(!((typeof data26 == "number") && (isFinite(data26)))){
const err59 = {instancePath:instancePath+"/slots/" + i0+"/si",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data26};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.si_n !== undefined){
let data27 = data15.si_n;
if(!((typeof data27 == "number") && (isFinite(data27)))){
const err60 = {instancePath:instancePath+"/slots/" + i0+"/si_n",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data27};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.timestamp !== undefined){
let data28 = data15.timestamp;
if(!(Number.isSafeInteger(data28))){
if(!(typeof data28 == "number" && !(data28 % 1) && !isNaN(data28) && isFinite(data28))){
const err61 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data28};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data28 == "number" && isFinite(data28)){
if(data28 > 9007199254740991 || isNaN(data28)){
const err62 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data28};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;REPORT_BUDGET.raised++;
}
if(data28 < -9007199254740991 || isNaN(data28)){
const err63 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data28};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data15.vlf !== undefined){
let data29 = data15.vlf;
if(!((typeof data29 == "number") && (isFinite(data29)))){
const err64 = {instancePath:instancePath+"/slots/" + i0+"/vlf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data29};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data15.vlf_percent !== undefined){
let data30 = data15.vlf_percent;
if(!((typeof data30 == "number") && (isFinite(data30)))){
const err65 = {instancePath:instancePath+"/slots/" + i0+"/vlf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.type,parentSchema:schema38,data:data30};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema90.properties.slots.items.allOf[0].type,parentSchema:schema90.properties.slots.items.allOf[0],data:data15};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart2){
const emOut0 = func8(vErrors, instancePath+"/slots/" + i0, "#/properties/slots/items/allOf/0", schema90.properties.slots.items.allOf[0].errorMessage, schema90.properties.slots.items.allOf[0], data15, obj48, obj49, emStart2);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
}
}
else {
const err67 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema90.properties.slots.type,parentSchema:schema90.properties.slots,data:data14};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart1){
const emOut1 = func8(vErrors, instancePath+"/slots", "#/properties/slots", schema90.properties.slots.errorMessage, schema90.properties.slots, data14, obj50, obj51, emStart1);
if(emOut1 !== null){
vErrors = emOut1;
errors = emOut1.length;
}
}
}
}
else {
const err68 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema90.type,parentSchema:schema90,data};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut2 = func8(vErrors, instancePath, "#", schema90.errorMessage, schema90, data, obj52, obj53, emStart0);
if(emOut2 !== null){
vErrors = emOut2;
errors = emOut2.length;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema120 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/temperature.schema.json","title":"temperature","description":"The temperature group of a user summary.","$comment":"Contract: 'Resources and their fields' > temperature.","type":"object","required":["date","avg_temp_sk1","avg_temp_sk2","start_timestamp","end_timestamp","slots"],"properties":{"avg_temp_sk1":{"description":"double, nullable; present when temperature is present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"avg_temp_sk2":{"description":"double, nullable; present when temperature is present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"date":{"description":"string, Y-m-d; required_with:temperature","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:temperature","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"max_temp_sk1":{"description":"double, nullable","$ref":"common.schema.json#/$defs/nullableNumber"},"max_temp_sk2":{"description":"double, nullable","$ref":"common.schema.json#/$defs/nullableNumber"},"slots":{"description":"array of objects; required_with:temperature (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"temperature slot","description":"One item of temperature.slots.","$comment":"Contract: 'Resources and their fields' > temperature.slots[] items.","type":"object","required":["timestamp","date","temp_sk1","temp_sk2"],"properties":{"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/temperature-slot.schema.json#/properties/date"},"temp_sk1":{"description":"double, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present","x-location":"https://schemas.user-summaries.example/v1/temperature-slot.schema.json#/properties/temp_sk1"},"temp_sk2":{"description":"double, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present","x-location":"https://schemas.user-summaries.example/v1/temperature-slot.schema.json#/properties/temp_sk2"},"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/temperature-slot.schema.json#/properties/timestamp"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","temp_sk1":"must be present (its value may be null)","temp_sk2":"must be present (its value may be null)"}},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/temperature-slot.schema.json#"}]},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"},"x-messages-start":true},"start_timestamp":{"description":"integer; required_with:temperature","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when temperature is present (required_with:temperature)","avg_temp_sk1":"must be present (its value may be null)","avg_temp_sk2":"must be present (its value may be null)","start_timestamp":"is required when temperature is present (required_with:temperature)","end_timestamp":"is required when temperature is present (required_with:temperature)","slots":"is required when temperature is present (required_with:temperature)"}},"x-messages-start":true};
const schema121 = {"description":"A number or null.","type":["number","null"],"x-messages":{"type":"must be a number or null"},"x-location":"https://schemas.user-summaries.example/v1/common.schema.json#/$defs/nullableNumber"};
const obj54 = ["type","additionalProperties"];
const obj55 = ["timestamp","date","temp_sk1","temp_sk2"];
const obj56 = ["type"];
const obj57 = [];
const obj58 = ["type","additionalProperties"];
const obj59 = ["date","avg_temp_sk1","avg_temp_sk2","start_timestamp","end_timestamp","slots"];

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/temperature.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema120.required,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_temp_sk1 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_temp_sk1"},message:"must have required property '"+"avg_temp_sk1"+"'",schema:schema120.required,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.avg_temp_sk2 === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_temp_sk2"},message:"must have required property '"+"avg_temp_sk2"+"'",schema:schema120.required,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.start_timestamp === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_timestamp"},message:"must have required property '"+"start_timestamp"+"'",schema:schema120.required,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.end_timestamp === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_timestamp"},message:"must have required property '"+"end_timestamp"+"'",schema:schema120.required,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.slots === undefined && REPORT_BUDGET.requireSlots){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema120.required,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!((((((((key0 === "avg_temp_sk1") || (key0 === "avg_temp_sk2")) || (key0 === "date")) || (key0 === "end_timestamp")) || (key0 === "max_temp_sk1")) || (key0 === "max_temp_sk2")) || (key0 === "slots")) || (key0 === "start_timestamp"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_temp_sk1 !== undefined){
let data0 = data.avg_temp_sk1;
if((!((typeof data0 == "number") && (isFinite(data0)))) && (data0 !== null)){
const err7 = {instancePath:instancePath+"/avg_temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema121.type},message:"must be number,null",schema:schema121.type,parentSchema:schema121,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.avg_temp_sk2 !== undefined){
let data1 = data.avg_temp_sk2;
if((!((typeof data1 == "number") && (isFinite(data1)))) && (data1 !== null)){
const err8 = {instancePath:instancePath+"/avg_temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema121.type},message:"must be number,null",schema:schema121.type,parentSchema:schema121,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.date !== undefined){
let data2 = data.date;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema37,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(formats0.validate(data2))){
const err10 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema37,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err11 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.end_timestamp !== undefined){
let data3 = data.end_timestamp;
if(!(Number.isSafeInteger(data3))){
if(!(typeof data3 == "number" && !(data3 % 1) && !isNaN(data3) && isFinite(data3))){
const err12 = {instancePath: instancePath+"/end_timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data3 == "number" && isFinite(data3)){
if(data3 > 9007199254740991 || isNaN(data3)){
const err13 = {instancePath: instancePath+"/end_timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
if(data3 < -9007199254740991 || isNaN(data3)){
const err14 = {instancePath: instancePath+"/end_timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.max_temp_sk1 !== undefined){
let data4 = data.max_temp_sk1;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err15 = {instancePath:instancePath+"/max_temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema121.type},message:"must be number,null",schema:schema121.type,parentSchema:schema121,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.max_temp_sk2 !== undefined){
let data5 = data.max_temp_sk2;
if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){
const err16 = {instancePath:instancePath+"/max_temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema121.type},message:"must be number,null",schema:schema121.type,parentSchema:schema121,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.slots !== undefined){
let data6 = data.slots;
var emStart1 = errors;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
if(REPORT_BUDGET.raised >= REPORT_BUDGET.errors){if(REPORT_BUDGET.cutAt === null){REPORT_BUDGET.cutAt = instancePath+"/slots/" + i0;}break;}
let data7 = data6[i0];
var emStart2 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.timestamp === undefined){
const err17 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema120.properties.slots.items.allOf[0].required,parentSchema:schema120.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
if(data7.date === undefined){
const err18 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema120.properties.slots.items.allOf[0].required,parentSchema:schema120.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
if(data7.temp_sk1 === undefined){
const err19 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "temp_sk1"},message:"must have required property '"+"temp_sk1"+"'",schema:schema120.properties.slots.items.allOf[0].required,parentSchema:schema120.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
if(data7.temp_sk2 === undefined){
const err20 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/required",keyword:"required",params:{missingProperty: "temp_sk2"},message:"must have required property '"+"temp_sk2"+"'",schema:schema120.properties.slots.items.allOf[0].required,parentSchema:schema120.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key1 in data7){
if(!((((key1 === "date") || (key1 === "temp_sk1")) || (key1 === "temp_sk2")) || (key1 === "timestamp"))){
const err21 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema120.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data7.date !== undefined){
let data8 = data7.date;
if(typeof data8 === "string"){
if(!pattern5.test(data8)){
const err22 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema40,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err23 = {instancePath:instancePath+"/slots/" + i0+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.type,parentSchema:schema40,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data7.temp_sk1 !== undefined){
let data9 = data7.temp_sk1;
if((!((typeof data9 == "number") && (isFinite(data9)))) && (data9 !== null)){
const err24 = {instancePath:instancePath+"/slots/" + i0+"/temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema121.type},message:"must be number,null",schema:schema121.type,parentSchema:schema121,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data7.temp_sk2 !== undefined){
let data10 = data7.temp_sk2;
if((!((typeof data10 == "number") && (isFinite(data10)))) && (data10 !== null)){
const err25 = {instancePath:instancePath+"/slots/" + i0+"/temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema121.type},message:"must be number,null",schema:schema121.type,parentSchema:schema121,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data7.timestamp !== undefined){
let data11 = data7.timestamp;
if(!(Number.isSafeInteger(data11))){
if(!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))){
const err26 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data11 == "number" && isFinite(data11)){
if(data11 > 9007199254740991 || isNaN(data11)){
const err27 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
if(data11 < -9007199254740991 || isNaN(data11)){
const err28 = {instancePath: instancePath+"/slots/" + i0+"/timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err29 = {instancePath:instancePath+"/slots/" + i0,schemaPath:"#/properties/slots/items/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema120.properties.slots.items.allOf[0].type,parentSchema:schema120.properties.slots.items.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart2){
const emOut0 = func8(vErrors, instancePath+"/slots/" + i0, "#/properties/slots/items/allOf/0", schema120.properties.slots.items.allOf[0].errorMessage, schema120.properties.slots.items.allOf[0], data7, obj54, obj55, emStart2);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
}
}
else {
const err30 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema120.properties.slots.type,parentSchema:schema120.properties.slots,data:data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart1){
const emOut1 = func8(vErrors, instancePath+"/slots", "#/properties/slots", schema120.properties.slots.errorMessage, schema120.properties.slots, data6, obj56, obj57, emStart1);
if(emOut1 !== null){
vErrors = emOut1;
errors = emOut1.length;
}
}
}
if(data.start_timestamp !== undefined){
let data12 = data.start_timestamp;
if(!(Number.isSafeInteger(data12))){
if(!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))){
const err31 = {instancePath: instancePath+"/start_timestamp", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data12 == "number" && isFinite(data12)){
if(data12 > 9007199254740991 || isNaN(data12)){
const err32 = {instancePath: instancePath+"/start_timestamp", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;REPORT_BUDGET.raised++;
}
if(data12 < -9007199254740991 || isNaN(data12)){
const err33 = {instancePath: instancePath+"/start_timestamp", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema120.type,parentSchema:schema120,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut2 = func8(vErrors, instancePath, "#", schema120.errorMessage, schema120, data, obj58, obj59, emStart0);
if(emOut2 !== null){
vErrors = emOut2;
errors = emOut2.length;
}
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const obj60 = ["type","additionalProperties"];
const obj61 = ["date"];

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/user-summary.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!((((((((key0 === "activity") || (key0 === "date")) || (key0 === "heart_rate")) || (key0 === "respiration_rate")) || (key0 === "sleep")) || (key0 === "spo2")) || (key0 === "stress")) || (key0 === "temperature"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.activity !== undefined){
if(!(validate21(data.activity, {instancePath:instancePath+"/activity",parentData:data,parentDataProperty:"activity",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate21.errors;}else{const appended = validate21.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err2 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema37,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(formats0.validate(data1))){
const err3 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema37,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err4 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.heart_rate !== undefined){
let data2 = data.heart_rate;
const _errs11 = errors;
const _errs12 = errors;
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(data2 !== null){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
var _valid0 = _errs14 === errors;
valid4 = valid4 || _valid0;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data2)){
if(data2.length > 0){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid0 = _errs16 === errors;
valid4 = valid4 || _valid0;
const _errs18 = errors;
if(errors === _errs18){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 0){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid0 = _errs18 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs12 === errors;
if(valid3){
const err11 = {instancePath:instancePath+"/heart_rate",schemaPath:"#/properties/heart_rate/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema31.properties.heart_rate.allOf[0].not,parentSchema:schema31.properties.heart_rate.allOf[0],data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
if(!(validate26(data2, {instancePath:instancePath+"/heart_rate",parentData:data,parentDataProperty:"heart_rate",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate26.errors;}else{const appended = validate26.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.respiration_rate !== undefined){
let data3 = data.respiration_rate;
const _errs24 = errors;
const _errs25 = errors;
const _errs26 = errors;
let valid7 = false;
const _errs27 = errors;
if(data3 !== null){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
var _valid1 = _errs27 === errors;
valid7 = valid7 || _valid1;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data3)){
if(data3.length > 0){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid1 = _errs29 === errors;
valid7 = valid7 || _valid1;
const _errs31 = errors;
if(errors === _errs31){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 0){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid1 = _errs31 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs25 === errors;
if(valid6){
const err18 = {instancePath:instancePath+"/respiration_rate",schemaPath:"#/properties/respiration_rate/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema31.properties.respiration_rate.allOf[0].not,parentSchema:schema31.properties.respiration_rate.allOf[0],data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
if(!(validate37(data3, {instancePath:instancePath+"/respiration_rate",parentData:data,parentDataProperty:"respiration_rate",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate37.errors;}else{const appended = validate37.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.sleep !== undefined){
let data4 = data.sleep;
const _errs37 = errors;
const _errs38 = errors;
const _errs39 = errors;
let valid10 = false;
const _errs40 = errors;
if(data4 !== null){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
var _valid2 = _errs40 === errors;
valid10 = valid10 || _valid2;
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data4)){
if(data4.length > 0){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid2 = _errs42 === errors;
valid10 = valid10 || _valid2;
const _errs44 = errors;
if(errors === _errs44){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 0){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid2 = _errs44 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid9 = _errs38 === errors;
if(valid9){
const err25 = {instancePath:instancePath+"/sleep",schemaPath:"#/properties/sleep/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema31.properties.sleep.allOf[0].not,parentSchema:schema31.properties.sleep.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
if(!(validate39(data4, {instancePath:instancePath+"/sleep",parentData:data,parentDataProperty:"sleep",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate39.errors;}else{const appended = validate39.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.spo2 !== undefined){
let data5 = data.spo2;
const _errs50 = errors;
const _errs51 = errors;
const _errs52 = errors;
let valid13 = false;
const _errs53 = errors;
if(data5 !== null){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
var _valid3 = _errs53 === errors;
valid13 = valid13 || _valid3;
const _errs55 = errors;
if(errors === _errs55){
if(Array.isArray(data5)){
if(data5.length > 0){
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid3 = _errs55 === errors;
valid13 = valid13 || _valid3;
const _errs57 = errors;
if(errors === _errs57){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 0){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid3 = _errs57 === errors;
valid13 = valid13 || _valid3;
if(!valid13){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
var valid12 = _errs51 === errors;
if(valid12){
const err32 = {instancePath:instancePath+"/spo2",schemaPath:"#/properties/spo2/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema31.properties.spo2.allOf[0].not,parentSchema:schema31.properties.spo2.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
}
if(!(validate45(data5, {instancePath:instancePath+"/spo2",parentData:data,parentDataProperty:"spo2",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate45.errors;}else{const appended = validate45.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.stress !== undefined){
let data6 = data.stress;
const _errs63 = errors;
const _errs64 = errors;
const _errs65 = errors;
let valid16 = false;
const _errs66 = errors;
if(data6 !== null){
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;REPORT_BUDGET.raised++;
}
var _valid4 = _errs66 === errors;
valid16 = valid16 || _valid4;
const _errs68 = errors;
if(errors === _errs68){
if(Array.isArray(data6)){
if(data6.length > 0){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid4 = _errs68 === errors;
valid16 = valid16 || _valid4;
const _errs70 = errors;
if(errors === _errs70){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length > 0){
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid4 = _errs70 === errors;
valid16 = valid16 || _valid4;
if(!valid16){
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs65;
if(vErrors !== null){
if(_errs65){
vErrors.length = _errs65;
}
else {
vErrors = null;
}
}
}
var valid15 = _errs64 === errors;
if(valid15){
const err39 = {instancePath:instancePath+"/stress",schemaPath:"#/properties/stress/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema31.properties.stress.allOf[0].not,parentSchema:schema31.properties.stress.allOf[0],data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
if(!(validate51(data6, {instancePath:instancePath+"/stress",parentData:data,parentDataProperty:"stress",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate51.errors;}else{const appended = validate51.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.temperature !== undefined){
let data7 = data.temperature;
const _errs76 = errors;
const _errs77 = errors;
const _errs78 = errors;
let valid19 = false;
const _errs79 = errors;
if(data7 !== null){
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;REPORT_BUDGET.raised++;
}
var _valid5 = _errs79 === errors;
valid19 = valid19 || _valid5;
const _errs81 = errors;
if(errors === _errs81){
if(Array.isArray(data7)){
if(data7.length > 0){
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid5 = _errs81 === errors;
valid19 = valid19 || _valid5;
const _errs83 = errors;
if(errors === _errs83){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 0){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err44 = {};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;REPORT_BUDGET.raised++;
}
}
var _valid5 = _errs83 === errors;
valid19 = valid19 || _valid5;
if(!valid19){
const err45 = {};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
var valid18 = _errs77 === errors;
if(valid18){
const err46 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema31.properties.temperature.allOf[0].not,parentSchema:schema31.properties.temperature.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs76;
if(vErrors !== null){
if(_errs76){
vErrors.length = _errs76;
}
else {
vErrors = null;
}
}
}
if(!(validate53(data7, {instancePath:instancePath+"/temperature",parentData:data,parentDataProperty:"temperature",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate53.errors;}else{const appended = validate53.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut0 = func8(vErrors, instancePath, "#", schema31.errorMessage, schema31, data, obj60, obj61, emStart0);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const response = validate55;
const schema132 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/response.schema.json","title":"GET /user-summaries response","description":"The response body of GET /user-summaries in one of the three accepted envelopes: the Laravel length-aware paginator (what the live API sends), the resource collection {data, links, meta}, or a bare array of summaries.","$comment":"The contract does not show the envelope; decisions.md 'The response' names the three accepted shapes.","anyOf":[{"$ref":"#/$defs/paginator"},{"$ref":"#/$defs/collection"},{"$ref":"#/$defs/bare"}],"x-rule":"envelope","$defs":{"summaries":{"description":"The list of summaries.","type":"array","items":{"$ref":"user-summary.schema.json"},"errorMessage":{"type":"must be an array"},"x-messages-start":true},"paginator":{"title":"Laravel length-aware paginator","description":"{current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path, per_page, prev_page_url, to, total}","type":"object","required":["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"],"properties":{"current_page":{"description":"integer; the page served","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"first_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","x-messages":{"type":"must be a string"}},"from":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"last_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","x-messages":{"type":"must be a string"}},"next_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}},"path":{"description":"string (a URL)","type":"string","x-missing":"required","x-messages":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"prev_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}},"to":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"current_page":"is required","data":"is required","first_page_url":"is required","from":"is required","last_page":"is required","last_page_url":"is required","next_page_url":"is required","path":"is required","per_page":"is required","prev_page_url":"is required","to":"is required","total":"is required"}},"x-messages-start":true},"collection":{"title":"Resource collection","description":"{data, links, meta}","type":"object","required":["data","links","meta"],"properties":{"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"links":{"description":"object","type":"object","required":["first","last","prev","next"],"properties":{"first":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}},"last":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}},"next":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}},"prev":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}}},"x-missing":"required","additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"first":"is required","last":"is required","prev":"is required","next":"is required"}},"x-messages-start":true},"meta":{"description":"object","type":"object","required":["current_page","from","last_page","path","per_page","to","total"],"properties":{"current_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"from":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"links":{"description":"array of page links (optional)","type":"array","x-messages":{"type":"must be an array"}},"path":{"description":"string (a URL)","type":"string","x-missing":"required","x-messages":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"to":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"x-missing":"required","additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"current_page":"is required","from":"is required","last_page":"is required","path":"is required","per_page":"is required","to":"is required","total":"is required"}},"x-messages-start":true}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"data":"is required","links":"is required","meta":"is required"}},"x-messages-start":true},"bare":{"title":"Bare array","description":"A bare array of summaries.","$ref":"#/$defs/summaries"}},"errorMessage":{"anyOf":"must be a Laravel paginator, a {data, links, meta} object or an array of summaries"},"x-messages-start":true};
const schema133 = {"title":"Laravel length-aware paginator","description":"{current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path, per_page, prev_page_url, to, total}","type":"object","required":["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"],"properties":{"current_page":{"description":"integer; the page served","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"first_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","x-messages":{"type":"must be a string"}},"from":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"last_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","x-messages":{"type":"must be a string"}},"next_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}},"path":{"description":"string (a URL)","type":"string","x-missing":"required","x-messages":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"prev_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}},"to":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"current_page":"is required","data":"is required","first_page_url":"is required","from":"is required","last_page":"is required","last_page_url":"is required","next_page_url":"is required","path":"is required","per_page":"is required","prev_page_url":"is required","to":"is required","total":"is required"}},"x-messages-start":true};
const schema135 = {"description":"The list of summaries.","type":"array","items":{"$ref":"user-summary.schema.json"},"errorMessage":{"type":"must be an array"},"x-messages-start":true};
const obj62 = ["type"];
const obj63 = [];

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(REPORT_BUDGET.raised >= REPORT_BUDGET.errors){if(REPORT_BUDGET.cutAt === null){REPORT_BUDGET.cutAt = instancePath+"/" + i0;}break;}
if(!(validate20(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate20.errors;}else{const appended = validate20.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema135.type,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut0 = func8(vErrors, instancePath, "#", schema135.errorMessage, schema135, data, obj62, obj63, emStart0);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data === null || Number.isSafeInteger(data))){
if(!((typeof data == "number" && !(data % 1) && !isNaN(data) && isFinite(data)) || data === null)){
const err0 = {instancePath: instancePath, schemaPath: "#/type", keyword: "type", params: {type: schema43["x-safe-integer"]}, message: "must be integer,null", schema: schema43["x-safe-integer"], parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data == "number" && isFinite(data)){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath: instancePath, schemaPath: "#/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath: instancePath, schemaPath: "#/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema43, data: data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"dynamicProps":false,"dynamicItems":false};

const obj64 = ["type","additionalProperties"];
const obj65 = ["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"];

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.current_page === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.first_page_url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_page_url"},message:"must have required property '"+"first_page_url"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.from === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.last_page === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.last_page_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page_url"},message:"must have required property '"+"last_page_url"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.next_page_url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_page_url"},message:"must have required property '"+"next_page_url"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.path === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.per_page === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.prev_page_url === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prev_page_url"},message:"must have required property '"+"prev_page_url"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.to === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.total === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!(func5.call(schema133.properties, key0))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.current_page !== undefined){
let data0 = data.current_page;
if(!(Number.isSafeInteger(data0))){
if(!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))){
const err13 = {instancePath: instancePath+"/current_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data0 == "number" && isFinite(data0)){
if(data0 > 9007199254740991 || isNaN(data0)){
const err14 = {instancePath: instancePath+"/current_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err15 = {instancePath: instancePath+"/current_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.data !== undefined){
if(!(validate57(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate57.errors;}else{const appended = validate57.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.first_page_url !== undefined){
let data2 = data.first_page_url;
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema133.properties.first_page_url.type,parentSchema:schema133.properties.first_page_url,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.from !== undefined){
if(!(validate60(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate60.errors;}else{const appended = validate60.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.last_page !== undefined){
let data4 = data.last_page;
if(!(Number.isSafeInteger(data4))){
if(!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))){
const err17 = {instancePath: instancePath+"/last_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data4 == "number" && isFinite(data4)){
if(data4 > 9007199254740991 || isNaN(data4)){
const err18 = {instancePath: instancePath+"/last_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
if(data4 < -9007199254740991 || isNaN(data4)){
const err19 = {instancePath: instancePath+"/last_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.last_page_url !== undefined){
let data5 = data.last_page_url;
if(typeof data5 !== "string"){
const err20 = {instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema133.properties.last_page_url.type,parentSchema:schema133.properties.last_page_url,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.next_page_url !== undefined){
let data6 = data.next_page_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err21 = {instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/type",keyword:"type",params:{type: schema133.properties.next_page_url.type},message:"must be string,null",schema:schema133.properties.next_page_url.type,parentSchema:schema133.properties.next_page_url,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.path !== undefined){
let data7 = data.path;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema133.properties.path.type,parentSchema:schema133.properties.path,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.per_page !== undefined){
let data8 = data.per_page;
if(!(Number.isSafeInteger(data8))){
if(!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))){
const err23 = {instancePath: instancePath+"/per_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data8 == "number" && isFinite(data8)){
if(data8 > 9007199254740991 || isNaN(data8)){
const err24 = {instancePath: instancePath+"/per_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err25 = {instancePath: instancePath+"/per_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.prev_page_url !== undefined){
let data9 = data.prev_page_url;
if((typeof data9 !== "string") && (data9 !== null)){
const err26 = {instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/type",keyword:"type",params:{type: schema133.properties.prev_page_url.type},message:"must be string,null",schema:schema133.properties.prev_page_url.type,parentSchema:schema133.properties.prev_page_url,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.to !== undefined){
if(!(validate60(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate60.errors;}else{const appended = validate60.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.total !== undefined){
let data11 = data.total;
if(!(Number.isSafeInteger(data11))){
if(!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))){
const err27 = {instancePath: instancePath+"/total", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data11 == "number" && isFinite(data11)){
if(data11 > 9007199254740991 || isNaN(data11)){
const err28 = {instancePath: instancePath+"/total", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
if(data11 < -9007199254740991 || isNaN(data11)){
const err29 = {instancePath: instancePath+"/total", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema133.type,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut0 = func8(vErrors, instancePath, "#", schema133.errorMessage, schema133, data, obj64, obj65, emStart0);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema140 = {"title":"Resource collection","description":"{data, links, meta}","type":"object","required":["data","links","meta"],"properties":{"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"links":{"description":"object","type":"object","required":["first","last","prev","next"],"properties":{"first":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}},"last":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}},"next":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}},"prev":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","x-messages":{"type":"must be a string or null"}}},"x-missing":"required","additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"first":"is required","last":"is required","prev":"is required","next":"is required"}},"x-messages-start":true},"meta":{"description":"object","type":"object","required":["current_page","from","last_page","path","per_page","to","total"],"properties":{"current_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"from":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"links":{"description":"array of page links (optional)","type":"array","x-messages":{"type":"must be an array"}},"path":{"description":"string (a URL)","type":"string","x-missing":"required","x-messages":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"to":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"x-missing":"required","additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"current_page":"is required","from":"is required","last_page":"is required","path":"is required","per_page":"is required","to":"is required","total":"is required"}},"x-messages-start":true}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"data":"is required","links":"is required","meta":"is required"}},"x-messages-start":true};
const obj66 = ["type","additionalProperties"];
const obj67 = ["first","last","prev","next"];
const obj68 = ["type","additionalProperties"];
const obj69 = ["current_page","from","last_page","path","per_page","to","total"];
const obj70 = ["type","additionalProperties"];
const obj71 = ["data","links","meta"];

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.links === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.meta === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!(((key0 === "data") || (key0 === "links")) || (key0 === "meta"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.data !== undefined){
if(!(validate57(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate57.errors;}else{const appended = validate57.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.links !== undefined){
let data1 = data.links;
var emStart1 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.first === undefined){
const err4 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "first"},message:"must have required property '"+"first"+"'",schema:schema140.properties.links.required,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
if(data1.last === undefined){
const err5 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "last"},message:"must have required property '"+"last"+"'",schema:schema140.properties.links.required,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
if(data1.prev === undefined){
const err6 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "prev"},message:"must have required property '"+"prev"+"'",schema:schema140.properties.links.required,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
if(data1.next === undefined){
const err7 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "next"},message:"must have required property '"+"next"+"'",schema:schema140.properties.links.required,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key1 in data1){
if(!((((key1 === "first") || (key1 === "last")) || (key1 === "next")) || (key1 === "prev"))){
const err8 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data1.first !== undefined){
let data2 = data1.first;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/type",keyword:"type",params:{type: schema140.properties.links.properties.first.type},message:"must be string,null",schema:schema140.properties.links.properties.first.type,parentSchema:schema140.properties.links.properties.first,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data1.last !== undefined){
let data3 = data1.last;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/type",keyword:"type",params:{type: schema140.properties.links.properties.last.type},message:"must be string,null",schema:schema140.properties.links.properties.last.type,parentSchema:schema140.properties.links.properties.last,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data1.next !== undefined){
let data4 = data1.next;
if((typeof data4 !== "string") && (data4 !== null)){
const err11 = {instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/type",keyword:"type",params:{type: schema140.properties.links.properties.next.type},message:"must be string,null",schema:schema140.properties.links.properties.next.type,parentSchema:schema140.properties.links.properties.next,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data1.prev !== undefined){
let data5 = data1.prev;
if((typeof data5 !== "string") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/type",keyword:"type",params:{type: schema140.properties.links.properties.prev.type},message:"must be string,null",schema:schema140.properties.links.properties.prev.type,parentSchema:schema140.properties.links.properties.prev,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema140.properties.links.type,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart1){
const emOut0 = func8(vErrors, instancePath+"/links", "#/properties/links", schema140.properties.links.errorMessage, schema140.properties.links, data1, obj66, obj67, emStart1);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
}
if(data.meta !== undefined){
let data6 = data.meta;
var emStart2 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.current_page === undefined){
const err14 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.from === undefined){
const err15 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.last_page === undefined){
const err16 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.path === undefined){
const err17 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.per_page === undefined){
const err18 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.to === undefined){
const err19 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.total === undefined){
const err20 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key2 in data6){
if(!((((((((key2 === "current_page") || (key2 === "from")) || (key2 === "last_page")) || (key2 === "links")) || (key2 === "path")) || (key2 === "per_page")) || (key2 === "to")) || (key2 === "total"))){
const err21 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data6.current_page !== undefined){
let data7 = data6.current_page;
if(!(Number.isSafeInteger(data7))){
if(!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))){
const err22 = {instancePath: instancePath+"/meta/current_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data7 == "number" && isFinite(data7)){
if(data7 > 9007199254740991 || isNaN(data7)){
const err23 = {instancePath: instancePath+"/meta/current_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
if(data7 < -9007199254740991 || isNaN(data7)){
const err24 = {instancePath: instancePath+"/meta/current_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data6.from !== undefined){
if(!(validate60(data6.from, {instancePath:instancePath+"/meta/from",parentData:data6,parentDataProperty:"from",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate60.errors;}else{const appended = validate60.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data6.last_page !== undefined){
let data9 = data6.last_page;
if(!(Number.isSafeInteger(data9))){
if(!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))){
const err25 = {instancePath: instancePath+"/meta/last_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data9 == "number" && isFinite(data9)){
if(data9 > 9007199254740991 || isNaN(data9)){
const err26 = {instancePath: instancePath+"/meta/last_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err27 = {instancePath: instancePath+"/meta/last_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data6.links !== undefined){
let data10 = data6.links;
if(!(Array.isArray(data10))){
const err28 = {instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema140.properties.meta.properties.links.type,parentSchema:schema140.properties.meta.properties.links,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data6.path !== undefined){
let data11 = data6.path;
if(typeof data11 !== "string"){
const err29 = {instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema140.properties.meta.properties.path.type,parentSchema:schema140.properties.meta.properties.path,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data6.per_page !== undefined){
let data12 = data6.per_page;
if(!(Number.isSafeInteger(data12))){
if(!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))){
const err30 = {instancePath: instancePath+"/meta/per_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data12 == "number" && isFinite(data12)){
if(data12 > 9007199254740991 || isNaN(data12)){
const err31 = {instancePath: instancePath+"/meta/per_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;REPORT_BUDGET.raised++;
}
if(data12 < -9007199254740991 || isNaN(data12)){
const err32 = {instancePath: instancePath+"/meta/per_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data6.to !== undefined){
if(!(validate60(data6.to, {instancePath:instancePath+"/meta/to",parentData:data6,parentDataProperty:"to",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate60.errors;}else{const appended = validate60.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data6.total !== undefined){
let data14 = data6.total;
if(!(Number.isSafeInteger(data14))){
if(!(typeof data14 == "number" && !(data14 % 1) && !isNaN(data14) && isFinite(data14))){
const err33 = {instancePath: instancePath+"/meta/total", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data14 == "number" && isFinite(data14)){
if(data14 > 9007199254740991 || isNaN(data14)){
const err34 = {instancePath: instancePath+"/meta/total", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;REPORT_BUDGET.raised++;
}
if(data14 < -9007199254740991 || isNaN(data14)){
const err35 = {instancePath: instancePath+"/meta/total", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema140.properties.meta.type,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart2){
const emOut1 = func8(vErrors, instancePath+"/meta", "#/properties/meta", schema140.properties.meta.errorMessage, schema140.properties.meta, data6, obj68, obj69, emStart2);
if(emOut1 !== null){
vErrors = emOut1;
errors = emOut1.length;
}
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema140.type,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut2 = func8(vErrors, instancePath, "#", schema140.errorMessage, schema140, data, obj70, obj71, emStart0);
if(emOut2 !== null){
vErrors = emOut2;
errors = emOut2.length;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const obj72 = ["type"];
const obj73 = [];

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(REPORT_BUDGET.raised >= REPORT_BUDGET.errors){if(REPORT_BUDGET.cutAt === null){REPORT_BUDGET.cutAt = instancePath+"/" + i0;}break;}
if(!(validate20(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate20.errors;}else{const appended = validate20.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema135.type,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut0 = func8(vErrors, instancePath, "#", schema135.errorMessage, schema135, data, obj72, obj73, emStart0);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const obj74 = ["anyOf"];
const obj75 = [];

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate56.errors;}else{const appended = validate56.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs3 = errors;
if(!(validate64(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate64.errors;}else{const appended = validate64.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = true;
}
}
const _errs4 = errors;
if(!(validate69(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate69.errors;}else{const appended = validate69.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema132.anyOf,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors > emStart0){
const emOut0 = func8(vErrors, instancePath, "#", schema132.errorMessage, schema132, data, obj74, obj75, emStart0);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
validate55.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate55.evaluated = {"dynamicProps":true,"dynamicItems":true};

export const paginator = validate72;
const obj76 = ["type","additionalProperties"];
const obj77 = ["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"];

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.current_page === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.first_page_url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_page_url"},message:"must have required property '"+"first_page_url"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.from === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.last_page === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.last_page_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page_url"},message:"must have required property '"+"last_page_url"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.next_page_url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_page_url"},message:"must have required property '"+"next_page_url"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.path === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.per_page === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.prev_page_url === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prev_page_url"},message:"must have required property '"+"prev_page_url"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.to === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.total === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema133.required,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!(func5.call(schema133.properties, key0))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.current_page !== undefined){
let data0 = data.current_page;
if(!(Number.isSafeInteger(data0))){
if(!(typeof data0 == "number" && !(data0 % 1) && !isNaN(data0) && isFinite(data0))){
const err13 = {instancePath: instancePath+"/current_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data0 == "number" && isFinite(data0)){
if(data0 > 9007199254740991 || isNaN(data0)){
const err14 = {instancePath: instancePath+"/current_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err15 = {instancePath: instancePath+"/current_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.data !== undefined){
if(!(validate57(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate57.errors;}else{const appended = validate57.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.first_page_url !== undefined){
let data2 = data.first_page_url;
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema133.properties.first_page_url.type,parentSchema:schema133.properties.first_page_url,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.from !== undefined){
if(!(validate60(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate60.errors;}else{const appended = validate60.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.last_page !== undefined){
let data4 = data.last_page;
if(!(Number.isSafeInteger(data4))){
if(!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))){
const err17 = {instancePath: instancePath+"/last_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data4 == "number" && isFinite(data4)){
if(data4 > 9007199254740991 || isNaN(data4)){
const err18 = {instancePath: instancePath+"/last_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
if(data4 < -9007199254740991 || isNaN(data4)){
const err19 = {instancePath: instancePath+"/last_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.last_page_url !== undefined){
let data5 = data.last_page_url;
if(typeof data5 !== "string"){
const err20 = {instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema133.properties.last_page_url.type,parentSchema:schema133.properties.last_page_url,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.next_page_url !== undefined){
let data6 = data.next_page_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err21 = {instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/type",keyword:"type",params:{type: schema133.properties.next_page_url.type},message:"must be string,null",schema:schema133.properties.next_page_url.type,parentSchema:schema133.properties.next_page_url,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.path !== undefined){
let data7 = data.path;
if(typeof data7 !== "string"){
const err22 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema133.properties.path.type,parentSchema:schema133.properties.path,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.per_page !== undefined){
let data8 = data.per_page;
if(!(Number.isSafeInteger(data8))){
if(!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))){
const err23 = {instancePath: instancePath+"/per_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data8 == "number" && isFinite(data8)){
if(data8 > 9007199254740991 || isNaN(data8)){
const err24 = {instancePath: instancePath+"/per_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err25 = {instancePath: instancePath+"/per_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data.prev_page_url !== undefined){
let data9 = data.prev_page_url;
if((typeof data9 !== "string") && (data9 !== null)){
const err26 = {instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/type",keyword:"type",params:{type: schema133.properties.prev_page_url.type},message:"must be string,null",schema:schema133.properties.prev_page_url.type,parentSchema:schema133.properties.prev_page_url,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.to !== undefined){
if(!(validate60(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate60.errors;}else{const appended = validate60.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.total !== undefined){
let data11 = data.total;
if(!(Number.isSafeInteger(data11))){
if(!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))){
const err27 = {instancePath: instancePath+"/total", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data11 == "number" && isFinite(data11)){
if(data11 > 9007199254740991 || isNaN(data11)){
const err28 = {instancePath: instancePath+"/total", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
if(data11 < -9007199254740991 || isNaN(data11)){
const err29 = {instancePath: instancePath+"/total", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema133.type,parentSchema:schema133,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut0 = func8(vErrors, instancePath, "#", schema133.errorMessage, schema133, data, obj76, obj77, emStart0);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const collection = validate76;
const obj78 = ["type","additionalProperties"];
const obj79 = ["first","last","prev","next"];
const obj80 = ["type","additionalProperties"];
const obj81 = ["current_page","from","last_page","path","per_page","to","total"];
const obj82 = ["type","additionalProperties"];
const obj83 = ["data","links","meta"];

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.links === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.meta === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!(((key0 === "data") || (key0 === "links")) || (key0 === "meta"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.data !== undefined){
if(!(validate57(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate57.errors;}else{const appended = validate57.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data.links !== undefined){
let data1 = data.links;
var emStart1 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.first === undefined){
const err4 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "first"},message:"must have required property '"+"first"+"'",schema:schema140.properties.links.required,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
if(data1.last === undefined){
const err5 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "last"},message:"must have required property '"+"last"+"'",schema:schema140.properties.links.required,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
if(data1.prev === undefined){
const err6 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "prev"},message:"must have required property '"+"prev"+"'",schema:schema140.properties.links.required,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
if(data1.next === undefined){
const err7 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "next"},message:"must have required property '"+"next"+"'",schema:schema140.properties.links.required,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key1 in data1){
if(!((((key1 === "first") || (key1 === "last")) || (key1 === "next")) || (key1 === "prev"))){
const err8 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data1.first !== undefined){
let data2 = data1.first;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/type",keyword:"type",params:{type: schema140.properties.links.properties.first.type},message:"must be string,null",schema:schema140.properties.links.properties.first.type,parentSchema:schema140.properties.links.properties.first,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data1.last !== undefined){
let data3 = data1.last;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/type",keyword:"type",params:{type: schema140.properties.links.properties.last.type},message:"must be string,null",schema:schema140.properties.links.properties.last.type,parentSchema:schema140.properties.links.properties.last,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data1.next !== undefined){
let data4 = data1.next;
if((typeof data4 !== "string") && (data4 !== null)){
const err11 = {instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/type",keyword:"type",params:{type: schema140.properties.links.properties.next.type},message:"must be string,null",schema:schema140.properties.links.properties.next.type,parentSchema:schema140.properties.links.properties.next,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data1.prev !== undefined){
let data5 = data1.prev;
if((typeof data5 !== "string") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/type",keyword:"type",params:{type: schema140.properties.links.properties.prev.type},message:"must be string,null",schema:schema140.properties.links.properties.prev.type,parentSchema:schema140.properties.links.properties.prev,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
else {
const err13 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema140.properties.links.type,parentSchema:schema140.properties.links,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart1){
const emOut0 = func8(vErrors, instancePath+"/links", "#/properties/links", schema140.properties.links.errorMessage, schema140.properties.links, data1, obj78, obj79, emStart1);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
}
if(data.meta !== undefined){
let data6 = data.meta;
var emStart2 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.current_page === undefined){
const err14 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.from === undefined){
const err15 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.last_page === undefined){
const err16 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.path === undefined){
const err17 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.per_page === undefined){
const err18 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.to === undefined){
const err19 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
if(data6.total === undefined){
const err20 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema140.properties.meta.required,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key2 in data6){
if(!((((((((key2 === "current_page") || (key2 === "from")) || (key2 === "last_page")) || (key2 === "links")) || (key2 === "path")) || (key2 === "per_page")) || (key2 === "to")) || (key2 === "total"))){
const err21 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data6.current_page !== undefined){
let data7 = data6.current_page;
if(!(Number.isSafeInteger(data7))){
if(!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))){
const err22 = {instancePath: instancePath+"/meta/current_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data7 == "number" && isFinite(data7)){
if(data7 > 9007199254740991 || isNaN(data7)){
const err23 = {instancePath: instancePath+"/meta/current_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
if(data7 < -9007199254740991 || isNaN(data7)){
const err24 = {instancePath: instancePath+"/meta/current_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data6.from !== undefined){
if(!(validate60(data6.from, {instancePath:instancePath+"/meta/from",parentData:data6,parentDataProperty:"from",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate60.errors;}else{const appended = validate60.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data6.last_page !== undefined){
let data9 = data6.last_page;
if(!(Number.isSafeInteger(data9))){
if(!(typeof data9 == "number" && !(data9 % 1) && !isNaN(data9) && isFinite(data9))){
const err25 = {instancePath: instancePath+"/meta/last_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data9 == "number" && isFinite(data9)){
if(data9 > 9007199254740991 || isNaN(data9)){
const err26 = {instancePath: instancePath+"/meta/last_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err27 = {instancePath: instancePath+"/meta/last_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data6.links !== undefined){
let data10 = data6.links;
if(!(Array.isArray(data10))){
const err28 = {instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema140.properties.meta.properties.links.type,parentSchema:schema140.properties.meta.properties.links,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data6.path !== undefined){
let data11 = data6.path;
if(typeof data11 !== "string"){
const err29 = {instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema140.properties.meta.properties.path.type,parentSchema:schema140.properties.meta.properties.path,data:data11};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data6.per_page !== undefined){
let data12 = data6.per_page;
if(!(Number.isSafeInteger(data12))){
if(!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))){
const err30 = {instancePath: instancePath+"/meta/per_page", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data12 == "number" && isFinite(data12)){
if(data12 > 9007199254740991 || isNaN(data12)){
const err31 = {instancePath: instancePath+"/meta/per_page", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;REPORT_BUDGET.raised++;
}
if(data12 < -9007199254740991 || isNaN(data12)){
const err32 = {instancePath: instancePath+"/meta/per_page", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
if(data6.to !== undefined){
if(!(validate60(data6.to, {instancePath:instancePath+"/meta/to",parentData:data6,parentDataProperty:"to",rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate60.errors;}else{const appended = validate60.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
if(data6.total !== undefined){
let data14 = data6.total;
if(!(Number.isSafeInteger(data14))){
if(!(typeof data14 == "number" && !(data14 % 1) && !isNaN(data14) && isFinite(data14))){
const err33 = {instancePath: instancePath+"/meta/total", schemaPath: "common.schema.json#/$defs/integer/type", keyword: "type", params: {type: "integer"}, message: "must be integer", schema: "integer", parentSchema: schema34, data: data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;REPORT_BUDGET.raised++;
}
if(typeof data14 == "number" && isFinite(data14)){
if(data14 > 9007199254740991 || isNaN(data14)){
const err34 = {instancePath: instancePath+"/meta/total", schemaPath: "common.schema.json#/$defs/integer/maximum", keyword: "maximum", params: {comparison: "<=", limit: 9007199254740991}, message: "must be <= 9007199254740991", schema: 9007199254740991, parentSchema: schema34, data: data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;REPORT_BUDGET.raised++;
}
if(data14 < -9007199254740991 || isNaN(data14)){
const err35 = {instancePath: instancePath+"/meta/total", schemaPath: "common.schema.json#/$defs/integer/minimum", keyword: "minimum", params: {comparison: ">=", limit: -9007199254740991}, message: "must be >= -9007199254740991", schema: -9007199254740991, parentSchema: schema34, data: data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;REPORT_BUDGET.raised++;
}
}
}
}
}
else {
const err36 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema140.properties.meta.type,parentSchema:schema140.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart2){
const emOut1 = func8(vErrors, instancePath+"/meta", "#/properties/meta", schema140.properties.meta.errorMessage, schema140.properties.meta, data6, obj80, obj81, emStart2);
if(emOut1 !== null){
vErrors = emOut1;
errors = emOut1.length;
}
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema140.type,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut2 = func8(vErrors, instancePath, "#", schema140.errorMessage, schema140, data, obj82, obj83, emStart0);
if(emOut2 !== null){
vErrors = emOut2;
errors = emOut2.length;
}
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const bare = validate80;
const obj84 = ["type"];
const obj85 = [];

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(REPORT_BUDGET.raised >= REPORT_BUDGET.errors){if(REPORT_BUDGET.cutAt === null){REPORT_BUDGET.cutAt = instancePath+"/" + i0;}break;}
if(!(validate20(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
if(vErrors === null){vErrors = validate20.errors;}else{const appended = validate20.errors;for(let a = 0; a < appended.length; a++){vErrors.push(appended[a]);}}
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema135.type,parentSchema:schema135,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut0 = func8(vErrors, instancePath, "#", schema135.errorMessage, schema135, data, obj84, obj85, emStart0);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const request = validate82;
const schema157 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/request.schema.json","title":"GET /user-summaries request","description":"The request as sent on the wire: query parameters as strings and header names in lower case. A reversed range (date_from after date_to) cannot be expressed in JSON Schema and is checked by validateRequest().","$comment":"Contract: 'Endpoints' > Get user summaries, 'Authentication'; decisions.md 'The request'.","type":"object","required":["query","headers"],"properties":{"headers":{"description":"Request headers, names in lower case.","type":"object","required":["authorization","content-type"],"x-missing":"required","properties":{"authorization":{"description":"Bearer <ACCESS_TOKEN> with a non-empty token","type":"string","maxLength":8192,"pattern":"^Bearer +[!-~]+$","x-rule":"bearer","x-missing":"required","errorMessage":{"type":"must be a string","pattern":"must be \"Bearer <ACCESS_TOKEN>\" with a non-empty token","maxLength":"must be \"Bearer <ACCESS_TOKEN>\" with a non-empty token"},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/headers/properties/authorization"},"content-type":{"description":"application/json: the media type in any case, optional parameters such as ; charset=utf-8","type":"string","maxLength":256,"pattern":"^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$","x-rule":"content_type","x-missing":"required","errorMessage":{"type":"must be a string","pattern":"must be application/json","maxLength":"must be application/json"},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/headers/properties/content-type"}},"additionalProperties":true,"$comment":"Other headers (User-Agent, Accept, ...) are always allowed, in the strict profile too: real clients send them.","errorMessage":{"type":"must be an object","required":{"authorization":"is required","content-type":"is required"}},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/headers"},"query":{"description":"Query parameters as strings.","type":"object","required":["date_from","date_to"],"x-missing":"required","properties":{"date_from":{"description":"date (Y-m-d); required; start of the range","$ref":"common.schema.json#/$defs/date","x-missing":"required","x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/query/properties/date_from"},"date_to":{"description":"date (Y-m-d); required; end of the range, on or after date_from (checked by validateRequest)","$ref":"common.schema.json#/$defs/date","x-missing":"required","x-after-or-equal":"date_from","x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/query/properties/date_to"},"include_slots":{"description":"integer; 0 or 1; default 0","type":"string","enum":["0","1"],"x-rule":"in","errorMessage":{"type":"must be a string","enum":"must be one of 0, 1"},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/query/properties/include_slots"},"page":{"description":"integer >= 0 (at most 2^53-1, like every integer of the contract; page 0 is served as page 1); default 1","type":"string","allOf":[{"$comment":"integer: a canonical decimal integer (no sign on 0, no leading zero) inside the IEEE-754 safe range, +-(2^53-1), the range of the summary's integers (common.schema.json#/$defs/integer). The pattern carries the bound; maxLength only bounds regex work.","pattern":"^(?:0|-?(?:[1-9][0-9]{0,14}|[1-8][0-9]{15}|900[0-6][0-9]{12}|90070[0-9]{11}|90071[0-8][0-9]{10}|900719[0-8][0-9]{9}|9007199[0-1][0-9]{8}|90071992[0-4][0-9]{7}|900719925[0-3][0-9]{6}|9007199254[0-6][0-9]{5}|90071992547[0-3][0-9]{4}|9007199254740[0-8][0-9]{2}|90071992547409[0-8][0-9]|9007199254740990|9007199254740991))$","maxLength":17,"x-rule":"integer","type":"string","errorMessage":{"type":"must be a string","pattern":"must be an integer","maxLength":"must be an integer"},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/query/properties/page/allOf/0"},{"pattern":"^[0-9]+$","x-rule":"min","type":"string","x-minimum":0,"maxLength":17,"errorMessage":{"type":"must be a string","pattern":"must be at least 0","maxLength":"must be at least 0"},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/query/properties/page/allOf/1"}],"errorMessage":{"type":"must be a string"},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/query/properties/page"},"per_page":{"description":"integer >= 1 (at most 2^53-1, like every integer of the contract); default 10","type":"string","allOf":[{"$comment":"integer: a canonical decimal integer (no sign on 0, no leading zero) inside the IEEE-754 safe range, +-(2^53-1), the range of the summary's integers (common.schema.json#/$defs/integer). The pattern carries the bound; maxLength only bounds regex work.","pattern":"^(?:0|-?(?:[1-9][0-9]{0,14}|[1-8][0-9]{15}|900[0-6][0-9]{12}|90070[0-9]{11}|90071[0-8][0-9]{10}|900719[0-8][0-9]{9}|9007199[0-1][0-9]{8}|90071992[0-4][0-9]{7}|900719925[0-3][0-9]{6}|9007199254[0-6][0-9]{5}|90071992547[0-3][0-9]{4}|9007199254740[0-8][0-9]{2}|90071992547409[0-8][0-9]|9007199254740990|9007199254740991))$","maxLength":17,"x-rule":"integer","type":"string","errorMessage":{"type":"must be a string","pattern":"must be an integer","maxLength":"must be an integer"},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/query/properties/per_page/allOf/0"},{"pattern":"^[0-9]*[1-9][0-9]*$","x-rule":"min","type":"string","x-minimum":1,"maxLength":17,"errorMessage":{"type":"must be a string","pattern":"must be at least 1","maxLength":"must be at least 1"},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/query/properties/per_page/allOf/1"}],"errorMessage":{"type":"must be a string"},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/query/properties/per_page"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date_from":"is required","date_to":"is required"}},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#/properties/query"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"query":"is required","headers":"is required"}},"x-messages-start":true,"x-location":"https://schemas.user-summaries.example/v1/request.schema.json#"};
const func71 = ucs2length;
const pattern20 = func0("^Bearer +[!-~]+$", "u");
const pattern21 = func0("^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$", "u");
const pattern24 = func0("^(?:0|-?(?:[1-9][0-9]{0,14}|[1-8][0-9]{15}|900[0-6][0-9]{12}|90070[0-9]{11}|90071[0-8][0-9]{10}|900719[0-8][0-9]{9}|9007199[0-1][0-9]{8}|90071992[0-4][0-9]{7}|900719925[0-3][0-9]{6}|9007199254[0-6][0-9]{5}|90071992547[0-3][0-9]{4}|9007199254740[0-8][0-9]{2}|90071992547409[0-8][0-9]|9007199254740990|9007199254740991))$", "u");
const pattern25 = func0("^[0-9]+$", "u");
const pattern27 = func0("^[0-9]*[1-9][0-9]*$", "u");
const obj86 = ["type","pattern","maxLength"];
const obj87 = [];
const obj88 = ["type","pattern","maxLength"];
const obj89 = [];
const obj90 = ["type"];
const obj91 = ["authorization","content-type"];
const obj92 = ["type","enum"];
const obj93 = [];
const obj94 = ["type","pattern","maxLength"];
const obj95 = [];
const obj96 = ["type","pattern","maxLength"];
const obj97 = [];
const obj98 = ["type"];
const obj99 = [];
const obj100 = ["type","pattern","maxLength"];
const obj101 = [];
const obj102 = ["type","pattern","maxLength"];
const obj103 = [];
const obj104 = ["type"];
const obj105 = [];
const obj106 = ["type","additionalProperties"];
const obj107 = ["date_from","date_to"];
const obj108 = ["type","additionalProperties"];
const obj109 = ["query","headers"];

function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
var emStart0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'",schema:schema157.required,parentSchema:schema157,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;REPORT_BUDGET.raised++;
}
if(data.headers === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'",schema:schema157.required,parentSchema:schema157,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key0 in data){
if(!((key0 === "headers") || (key0 === "query"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema157,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data.headers !== undefined){
let data0 = data.headers;
var emStart1 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.authorization === undefined){
const err3 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "authorization"},message:"must have required property '"+"authorization"+"'",schema:schema157.properties.headers.required,parentSchema:schema157.properties.headers,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;REPORT_BUDGET.raised++;
}
if(data0["content-type"] === undefined){
const err4 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "content-type"},message:"must have required property '"+"content-type"+"'",schema:schema157.properties.headers.required,parentSchema:schema157.properties.headers,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;REPORT_BUDGET.raised++;
}
if(data0.authorization !== undefined){
let data1 = data0.authorization;
var emStart2 = errors;
if(typeof data1 === "string"){
if(func71(data1) > 8192){
const err5 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters",schema:8192,parentSchema:schema157.properties.headers.properties.authorization,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;REPORT_BUDGET.raised++;
}
if(!pattern20.test(data1)){
const err6 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/pattern",keyword:"pattern",params:{pattern: "^Bearer +[!-~]+$"},message:"must match pattern \""+"^Bearer +[!-~]+$"+"\"",schema:"^Bearer +[!-~]+$",parentSchema:schema157.properties.headers.properties.authorization,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err7 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema157.properties.headers.properties.authorization.type,parentSchema:schema157.properties.headers.properties.authorization,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart2){
const emOut0 = func8(vErrors, instancePath+"/headers/authorization", "#/properties/headers/properties/authorization", schema157.properties.headers.properties.authorization.errorMessage, schema157.properties.headers.properties.authorization, data1, obj86, obj87, emStart2);
if(emOut0 !== null){
vErrors = emOut0;
errors = emOut0.length;
}
}
}
if(data0["content-type"] !== undefined){
let data2 = data0["content-type"];
var emStart3 = errors;
if(typeof data2 === "string"){
if(func71(data2) > 256){
const err8 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema157.properties.headers.properties["content-type"],data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;REPORT_BUDGET.raised++;
}
if(!pattern21.test(data2)){
const err9 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/pattern",keyword:"pattern",params:{pattern: "^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$"},message:"must match pattern \""+"^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$"+"\"",schema:"^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$",parentSchema:schema157.properties.headers.properties["content-type"],data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err10 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema157.properties.headers.properties["content-type"].type,parentSchema:schema157.properties.headers.properties["content-type"],data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart3){
const emOut1 = func8(vErrors, instancePath+"/headers/content-type", "#/properties/headers/properties/content-type", schema157.properties.headers.properties["content-type"].errorMessage, schema157.properties.headers.properties["content-type"], data2, obj88, obj89, emStart3);
if(emOut1 !== null){
vErrors = emOut1;
errors = emOut1.length;
}
}
}
}
else {
const err11 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema157.properties.headers.type,parentSchema:schema157.properties.headers,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart1){
const emOut2 = func8(vErrors, instancePath+"/headers", "#/properties/headers", schema157.properties.headers.errorMessage, schema157.properties.headers, data0, obj90, obj91, emStart1);
if(emOut2 !== null){
vErrors = emOut2;
errors = emOut2.length;
}
}
}
if(data.query !== undefined){
let data3 = data.query;
var emStart4 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.date_from === undefined){
const err12 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "date_from"},message:"must have required property '"+"date_from"+"'",schema:schema157.properties.query.required,parentSchema:schema157.properties.query,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;REPORT_BUDGET.raised++;
}
if(data3.date_to === undefined){
const err13 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "date_to"},message:"must have required property '"+"date_to"+"'",schema:schema157.properties.query.required,parentSchema:schema157.properties.query,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;REPORT_BUDGET.raised++;
}
for(const key1 in data3){
if(!(((((key1 === "date_from") || (key1 === "date_to")) || (key1 === "include_slots")) || (key1 === "page")) || (key1 === "per_page"))){
const err14 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema157.properties.query,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data3.date_from !== undefined){
let data4 = data3.date_from;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err15 = {instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema37,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(formats0.validate(data4))){
const err16 = {instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema37,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err17 = {instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data3.date_to !== undefined){
let data5 = data3.date_to;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err18 = {instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema37,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;REPORT_BUDGET.raised++;
}
if(!(formats0.validate(data5))){
const err19 = {instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema37,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err20 = {instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;REPORT_BUDGET.raised++;
}
}
if(data3.include_slots !== undefined){
let data6 = data3.include_slots;
if(typeof data6 !== "string"){
const err21 = {instancePath:instancePath+"/query/include_slots",schemaPath:"#/properties/query/properties/include_slots/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema157.properties.query.properties.include_slots.type,parentSchema:schema157.properties.query.properties.include_slots,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;REPORT_BUDGET.raised++;
}
if(!((data6 === "0") || (data6 === "1"))){
const err22 = {instancePath:instancePath+"/query/include_slots",schemaPath:"#/properties/query/properties/include_slots/enum",keyword:"enum",params:{allowedValues: schema157.properties.query.properties.include_slots.enum},message:"must be equal to one of the allowed values",schema:schema157.properties.query.properties.include_slots.enum,parentSchema:schema157.properties.query.properties.include_slots,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > 0){
const emOut3 = func8(vErrors, instancePath+"/query/include_slots", "#/properties/query/properties/include_slots", schema157.properties.query.properties.include_slots.errorMessage, schema157.properties.query.properties.include_slots, data6, obj92, obj93, -1);
if(emOut3 !== null){
vErrors = emOut3;
errors = emOut3.length;
}
}
}
if(data3.page !== undefined){
let data7 = data3.page;
if(typeof data7 !== "string"){
const err23 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema157.properties.query.properties.page.type,parentSchema:schema157.properties.query.properties.page,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;REPORT_BUDGET.raised++;
}
var emStart7 = errors;
if(typeof data7 === "string"){
if(func71(data7) > 17){
const err24 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/maxLength",keyword:"maxLength",params:{limit: 17},message:"must NOT have more than 17 characters",schema:17,parentSchema:schema157.properties.query.properties.page.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;REPORT_BUDGET.raised++;
}
if(!pattern24.test(data7)){
const err25 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:0|-?(?:[1-9][0-9]{0,14}|[1-8][0-9]{15}|900[0-6][0-9]{12}|90070[0-9]{11}|90071[0-8][0-9]{10}|900719[0-8][0-9]{9}|9007199[0-1][0-9]{8}|90071992[0-4][0-9]{7}|900719925[0-3][0-9]{6}|9007199254[0-6][0-9]{5}|90071992547[0-3][0-9]{4}|9007199254740[0-8][0-9]{2}|90071992547409[0-8][0-9]|9007199254740990|9007199254740991))$"},message:"must match pattern \""+"^(?:0|-?(?:[1-9][0-9]{0,14}|[1-8][0-9]{15}|900[0-6][0-9]{12}|90070[0-9]{11}|90071[0-8][0-9]{10}|900719[0-8][0-9]{9}|9007199[0-1][0-9]{8}|90071992[0-4][0-9]{7}|900719925[0-3][0-9]{6}|9007199254[0-6][0-9]{5}|90071992547[0-3][0-9]{4}|9007199254740[0-8][0-9]{2}|90071992547409[0-8][0-9]|9007199254740990|9007199254740991))$"+"\"",schema:"^(?:0|-?(?:[1-9][0-9]{0,14}|[1-8][0-9]{15}|900[0-6][0-9]{12}|90070[0-9]{11}|90071[0-8][0-9]{10}|900719[0-8][0-9]{9}|9007199[0-1][0-9]{8}|90071992[0-4][0-9]{7}|900719925[0-3][0-9]{6}|9007199254[0-6][0-9]{5}|90071992547[0-3][0-9]{4}|9007199254740[0-8][0-9]{2}|90071992547409[0-8][0-9]|9007199254740990|9007199254740991))$",parentSchema:schema157.properties.query.properties.page.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err26 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema157.properties.query.properties.page.allOf[0].type,parentSchema:schema157.properties.query.properties.page.allOf[0],data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart7){
const emOut4 = func8(vErrors, instancePath+"/query/page", "#/properties/query/properties/page/allOf/0", schema157.properties.query.properties.page.allOf[0].errorMessage, schema157.properties.query.properties.page.allOf[0], data7, obj94, obj95, emStart7);
if(emOut4 !== null){
vErrors = emOut4;
errors = emOut4.length;
}
}
var emStart8 = errors;
if(typeof data7 === "string"){
if(func71(data7) > 17){
const err27 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/maxLength",keyword:"maxLength",params:{limit: 17},message:"must NOT have more than 17 characters",schema:17,parentSchema:schema157.properties.query.properties.page.allOf[1],data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;REPORT_BUDGET.raised++;
}
if(!pattern25.test(data7)){
const err28 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema157.properties.query.properties.page.allOf[1],data:data7};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err29 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema157.properties.query.properties.page.allOf[1].type,parentSchema:schema157.properties.query.properties.page.allOf[1],data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart8){
const emOut5 = func8(vErrors, instancePath+"/query/page", "#/properties/query/properties/page/allOf/1", schema157.properties.query.properties.page.allOf[1].errorMessage, schema157.properties.query.properties.page.allOf[1], data7, obj96, obj97, emStart8);
if(emOut5 !== null){
vErrors = emOut5;
errors = emOut5.length;
}
}
if(errors > 0){
const emOut6 = func8(vErrors, instancePath+"/query/page", "#/properties/query/properties/page", schema157.properties.query.properties.page.errorMessage, schema157.properties.query.properties.page, data7, obj98, obj99, -1);
if(emOut6 !== null){
vErrors = emOut6;
errors = emOut6.length;
}
}
}
if(data3.per_page !== undefined){
let data8 = data3.per_page;
if(typeof data8 !== "string"){
const err30 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema157.properties.query.properties.per_page.type,parentSchema:schema157.properties.query.properties.per_page,data:data8};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;REPORT_BUDGET.raised++;
}
var emStart10 = errors;
if(typeof data8 === "string"){
if(func71(data8) > 17){
const err31 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/maxLength",keyword:"maxLength",params:{limit: 17},message:"must NOT have more than 17 characters",schema:17,parentSchema:schema157.properties.query.properties.per_page.allOf[0],data:data8};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;REPORT_BUDGET.raised++;
}
if(!pattern24.test(data8)){
const err32 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:0|-?(?:[1-9][0-9]{0,14}|[1-8][0-9]{15}|900[0-6][0-9]{12}|90070[0-9]{11}|90071[0-8][0-9]{10}|900719[0-8][0-9]{9}|9007199[0-1][0-9]{8}|90071992[0-4][0-9]{7}|900719925[0-3][0-9]{6}|9007199254[0-6][0-9]{5}|90071992547[0-3][0-9]{4}|9007199254740[0-8][0-9]{2}|90071992547409[0-8][0-9]|9007199254740990|9007199254740991))$"},message:"must match pattern \""+"^(?:0|-?(?:[1-9][0-9]{0,14}|[1-8][0-9]{15}|900[0-6][0-9]{12}|90070[0-9]{11}|90071[0-8][0-9]{10}|900719[0-8][0-9]{9}|9007199[0-1][0-9]{8}|90071992[0-4][0-9]{7}|900719925[0-3][0-9]{6}|9007199254[0-6][0-9]{5}|90071992547[0-3][0-9]{4}|9007199254740[0-8][0-9]{2}|90071992547409[0-8][0-9]|9007199254740990|9007199254740991))$"+"\"",schema:"^(?:0|-?(?:[1-9][0-9]{0,14}|[1-8][0-9]{15}|900[0-6][0-9]{12}|90070[0-9]{11}|90071[0-8][0-9]{10}|900719[0-8][0-9]{9}|9007199[0-1][0-9]{8}|90071992[0-4][0-9]{7}|900719925[0-3][0-9]{6}|9007199254[0-6][0-9]{5}|90071992547[0-3][0-9]{4}|9007199254740[0-8][0-9]{2}|90071992547409[0-8][0-9]|9007199254740990|9007199254740991))$",parentSchema:schema157.properties.query.properties.per_page.allOf[0],data:data8};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err33 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema157.properties.query.properties.per_page.allOf[0].type,parentSchema:schema157.properties.query.properties.per_page.allOf[0],data:data8};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart10){
const emOut7 = func8(vErrors, instancePath+"/query/per_page", "#/properties/query/properties/per_page/allOf/0", schema157.properties.query.properties.per_page.allOf[0].errorMessage, schema157.properties.query.properties.per_page.allOf[0], data8, obj100, obj101, emStart10);
if(emOut7 !== null){
vErrors = emOut7;
errors = emOut7.length;
}
}
var emStart11 = errors;
if(typeof data8 === "string"){
if(func71(data8) > 17){
const err34 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/maxLength",keyword:"maxLength",params:{limit: 17},message:"must NOT have more than 17 characters",schema:17,parentSchema:schema157.properties.query.properties.per_page.allOf[1],data:data8};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;REPORT_BUDGET.raised++;
}
if(!pattern27.test(data8)){
const err35 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]*[1-9][0-9]*$"},message:"must match pattern \""+"^[0-9]*[1-9][0-9]*$"+"\"",schema:"^[0-9]*[1-9][0-9]*$",parentSchema:schema157.properties.query.properties.per_page.allOf[1],data:data8};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;REPORT_BUDGET.raised++;
}
}
else {
const err36 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema157.properties.query.properties.per_page.allOf[1].type,parentSchema:schema157.properties.query.properties.per_page.allOf[1],data:data8};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart11){
const emOut8 = func8(vErrors, instancePath+"/query/per_page", "#/properties/query/properties/per_page/allOf/1", schema157.properties.query.properties.per_page.allOf[1].errorMessage, schema157.properties.query.properties.per_page.allOf[1], data8, obj102, obj103, emStart11);
if(emOut8 !== null){
vErrors = emOut8;
errors = emOut8.length;
}
}
if(errors > 0){
const emOut9 = func8(vErrors, instancePath+"/query/per_page", "#/properties/query/properties/per_page", schema157.properties.query.properties.per_page.errorMessage, schema157.properties.query.properties.per_page, data8, obj104, obj105, -1);
if(emOut9 !== null){
vErrors = emOut9;
errors = emOut9.length;
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema157.properties.query.type,parentSchema:schema157.properties.query,data:data3};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart4){
const emOut10 = func8(vErrors, instancePath+"/query", "#/properties/query", schema157.properties.query.errorMessage, schema157.properties.query, data3, obj106, obj107, emStart4);
if(emOut10 !== null){
vErrors = emOut10;
errors = emOut10.length;
}
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema157.type,parentSchema:schema157,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;REPORT_BUDGET.raised++;
}
if(errors > emStart0){
const emOut11 = func8(vErrors, instancePath, "#", schema157.errorMessage, schema157, data, obj108, obj109, emStart0);
if(emOut11 !== null){
vErrors = emOut11;
errors = emOut11.length;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
/** Each schema object the code embeds, with the absolute location of the node it copies. */
export const schemaLocations = [
  [schema37, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/date"],
  [schema40, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/time"],
  [schema78, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/localDateTime"],
  [schema34, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/integer"],
  [schema43, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/nullableInteger"],
  [schema38, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/number"],
  [schema121, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/nullableNumber"],
  [schema31, "https://schemas.user-summaries.example/v1/user-summary.schema.json#"],
  [schema32, "https://schemas.user-summaries.example/v1/activity.schema.json#"],
  [schema47, "https://schemas.user-summaries.example/v1/heart-rate.schema.json#"],
  [schema68, "https://schemas.user-summaries.example/v1/sleep.schema.json#"],
  [schema90, "https://schemas.user-summaries.example/v1/stress.schema.json#"],
  [schema59, "https://schemas.user-summaries.example/v1/respiration-rate.schema.json#"],
  [schema120, "https://schemas.user-summaries.example/v1/temperature.schema.json#"],
  [schema83, "https://schemas.user-summaries.example/v1/spo2.schema.json#"],
  [schema157, "https://schemas.user-summaries.example/v1/request.schema.json#"],
  [schema132, "https://schemas.user-summaries.example/v1/response.schema.json#"],
  [schema135, "https://schemas.user-summaries.example/v1/response.schema.json#/$defs/summaries"],
  [schema133, "https://schemas.user-summaries.example/v1/response.schema.json#/$defs/paginator"],
  [schema140, "https://schemas.user-summaries.example/v1/response.schema.json#/$defs/collection"],
];
/** `[location, key]` of every key the include_slots=0 reading drops from `required`. */
export const optionalWithoutSlots = [
  ["https://schemas.user-summaries.example/v1/activity.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/heart-rate.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/sleep.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/stress.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/respiration-rate.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/temperature.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/spo2.schema.json#", "slots"],
];
