// BUILD PRODUCT: do not edit or commit. Source: schemas/*.schema.json through createAjv('fast') and tierDocuments(strict), by src/codegen/standalone.ts; written by `npm run build`.
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
const FAST_TIER_FAILED = Object.freeze({ keyword: 'fast-tier' });
export const userSummary = validate20;
const formats0 = STANDALONE_FORMATS["contract-ymd"];
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/activity.schema.json","title":"activity","description":"The activity group of a user summary. It has no not-empty rule: an empty object fails once per missing field.","$comment":"Contract: 'Resources and their fields' > activity.","type":"object","required":["date","total_steps","daily_percent","distance","calories","workouts","active_minutes","move_every_hour","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:activity","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"total_steps":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"daily_percent":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"distance":{"description":"double; required_with:activity","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"calories":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"workouts":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"active_minutes":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"move_every_hour":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"total_glasses":{"description":"integer, nullable, minimum 0; optional","$ref":"common.schema.json#/$defs/nullableInteger","type":["integer","null"],"minimum":0,"x-rule":"min"},"slots":{"description":"array of objects; required_with:activity (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"activity slot","description":"One item of activity.slots.","$comment":"Contract: 'Resources and their fields' > activity.slots[] items.","type":"object","required":["timestamp","date","step_count"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"step_count":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"additionalProperties":false}]},"x-missing":"required_with","x-omitted-when":"include_slots=0"}},"additionalProperties":false};
const func1 = Object.prototype.hasOwnProperty;
const formats4 = STANDALONE_FORMATS["contract-hi"];

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/activity.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((data.date === undefined) && (missing0 = "date")) || ((data.total_steps === undefined) && (missing0 = "total_steps"))) || ((data.daily_percent === undefined) && (missing0 = "daily_percent"))) || ((data.distance === undefined) && (missing0 = "distance"))) || ((data.calories === undefined) && (missing0 = "calories"))) || ((data.workouts === undefined) && (missing0 = "workouts"))) || ((data.active_minutes === undefined) && (missing0 = "active_minutes"))) || ((data.move_every_hour === undefined) && (missing0 = "move_every_hour"))) || ((data.slots === undefined) && (missing0 = "slots"))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs2 = errors;
for(const key0 in data){
if(!(func1.call(schema34.properties, key0))){
validate22.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs2 === errors){
if(data.date !== undefined){
let data0 = data.date;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate22.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_steps !== undefined){
const _errs7 = errors;
if(!(Number.isSafeInteger(data.total_steps))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.daily_percent !== undefined){
const _errs10 = errors;
if(!(Number.isSafeInteger(data.daily_percent))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.distance !== undefined){
let data3 = data.distance;
const _errs13 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.calories !== undefined){
const _errs17 = errors;
if(!(Number.isSafeInteger(data.calories))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workouts !== undefined){
const _errs20 = errors;
if(!(Number.isSafeInteger(data.workouts))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active_minutes !== undefined){
const _errs23 = errors;
if(!(Number.isSafeInteger(data.active_minutes))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.move_every_hour !== undefined){
const _errs26 = errors;
if(!(Number.isSafeInteger(data.move_every_hour))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_glasses !== undefined){
let data8 = data.total_glasses;
const _errs29 = errors;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
if(!(data8 === null || Number.isSafeInteger(data8))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
if(errors === _errs29){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data9 = data.slots;
const _errs32 = errors;
if(errors === _errs32){
if(Array.isArray(data9)){
var valid10 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
const _errs34 = errors;
const _errs35 = errors;
if(errors === _errs35){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing1;
if((((data10.timestamp === undefined) && (missing1 = "timestamp")) || ((data10.date === undefined) && (missing1 = "date"))) || ((data10.step_count === undefined) && (missing1 = "step_count"))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs38 = errors;
for(const key1 in data10){
if(!(((key1 === "timestamp") || (key1 === "date")) || (key1 === "step_count"))){
validate22.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs38 === errors){
if(data10.timestamp !== undefined){
const _errs39 = errors;
if(!(Number.isSafeInteger(data10.timestamp))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
var valid12 = _errs39 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data10.date !== undefined){
let data12 = data10.date;
const _errs42 = errors;
const _errs43 = errors;
if(errors === _errs43){
if(errors === _errs43){
if(typeof data12 === "string"){
if(!(formats4(data12))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate22.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid12 = _errs42 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data10.step_count !== undefined){
const _errs46 = errors;
if(!(Number.isSafeInteger(data10.step_count))){
validate22.errors = [FAST_TIER_FAILED];
return false;
}
var valid12 = _errs46 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
}
else {
validate22.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid10 = _errs34 === errors;
if(!valid10){
break;
}
}
}
else {
validate22.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate22.errors = [FAST_TIER_FAILED];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/heart-rate.schema.json","title":"heart_rate","description":"The heart_rate group of a user summary.","$comment":"Contract: 'Resources and their fields' > heart_rate.","type":"object","required":["date","daily_percent","all_time","max_time","performance_time","endurance_time","fat_burn_time","warm_up_time","rest_time","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:heart_rate","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_daily_heart_rate":{"description":"integer, nullable; must be present when avg_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"max_daily_heart_rate":{"description":"integer, nullable; must be present when max_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"rest_daily_heart_rate":{"description":"integer, nullable; must be present when rest_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"avg_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when avg_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"max_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when max_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"rest_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when rest_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"daily_percent":{"description":"integer, nullable; present when heart_rate is present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"all_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"max_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"performance_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"endurance_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"fat_burn_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"warm_up_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"rest_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:heart_rate (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"heart_rate slot","description":"One item of heart_rate.slots.","$comment":"Contract: 'Resources and their fields' > heart_rate.slots[] items.","type":"object","required":["timestamp","date","bpm"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"bpm":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"}},"additionalProperties":false}]},"x-missing":"required_with","x-omitted-when":"include_slots=0"}},"allOf":[{"$comment":"Heat/heart pair: at least one spelling of avg_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["avg_daily_heart_rate"],"properties":{"avg_daily_heart_rate":true}},{"required":["avg_daily_heat_rate"],"properties":{"avg_daily_heat_rate":true}}]},{"$comment":"Heat/heart pair: at least one spelling of max_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["max_daily_heart_rate"],"properties":{"max_daily_heart_rate":true}},{"required":["max_daily_heat_rate"],"properties":{"max_daily_heat_rate":true}}]},{"$comment":"Heat/heart pair: at least one spelling of rest_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["rest_daily_heart_rate"],"properties":{"rest_daily_heart_rate":true}},{"required":["rest_daily_heat_rate"],"properties":{"rest_daily_heat_rate":true}}]}],"additionalProperties":false};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/heart-rate.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.avg_daily_heart_rate === undefined) && (missing0 = "avg_daily_heart_rate")){
const err0 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.avg_daily_heart_rate = true;
}
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.avg_daily_heat_rate === undefined) && (missing1 = "avg_daily_heat_rate")){
const err1 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
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
const err2 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate24.errors = vErrors;
return false;
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
var valid0 = _errs2 === errors;
if(valid0){
const _errs7 = errors;
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.max_daily_heart_rate === undefined) && (missing2 = "max_daily_heart_rate")){
const err3 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
if(_valid1){
var props1 = {};
props1.max_daily_heart_rate = true;
}
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.max_daily_heat_rate === undefined) && (missing3 = "max_daily_heat_rate")){
const err4 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
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
const err5 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate24.errors = vErrors;
return false;
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
var valid0 = _errs7 === errors;
if(valid0){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs12 = errors;
const _errs14 = errors;
let valid3 = false;
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.rest_daily_heart_rate === undefined) && (missing4 = "rest_daily_heart_rate")){
const err6 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
if(_valid2){
var props2 = {};
props2.rest_daily_heart_rate = true;
}
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.rest_daily_heat_rate === undefined) && (missing5 = "rest_daily_heat_rate")){
const err7 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
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
const err8 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate24.errors = vErrors;
return false;
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
var valid0 = _errs12 === errors;
if(valid0){
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if(((((((((((data.date === undefined) && (missing6 = "date")) || ((data.daily_percent === undefined) && (missing6 = "daily_percent"))) || ((data.all_time === undefined) && (missing6 = "all_time"))) || ((data.max_time === undefined) && (missing6 = "max_time"))) || ((data.performance_time === undefined) && (missing6 = "performance_time"))) || ((data.endurance_time === undefined) && (missing6 = "endurance_time"))) || ((data.fat_burn_time === undefined) && (missing6 = "fat_burn_time"))) || ((data.warm_up_time === undefined) && (missing6 = "warm_up_time"))) || ((data.rest_time === undefined) && (missing6 = "rest_time"))) || ((data.slots === undefined) && (missing6 = "slots"))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs17 = errors;
for(const key0 in data){
if(!(func1.call(schema47.properties, key0))){
validate24.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs17 === errors){
if(data.date !== undefined){
let data0 = data.date;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate24.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.avg_daily_heart_rate !== undefined){
let data1 = data.avg_daily_heart_rate;
const _errs22 = errors;
if(!(data1 === null || Number.isSafeInteger(data1))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_daily_heart_rate !== undefined){
let data2 = data.max_daily_heart_rate;
const _errs24 = errors;
if(!(data2 === null || Number.isSafeInteger(data2))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.rest_daily_heart_rate !== undefined){
let data3 = data.rest_daily_heart_rate;
const _errs26 = errors;
if(!(data3 === null || Number.isSafeInteger(data3))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs26 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.avg_daily_heat_rate !== undefined){
let data4 = data.avg_daily_heat_rate;
const _errs28 = errors;
if(!(data4 === null || Number.isSafeInteger(data4))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs28 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_daily_heat_rate !== undefined){
let data5 = data.max_daily_heat_rate;
const _errs30 = errors;
if(!(data5 === null || Number.isSafeInteger(data5))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.rest_daily_heat_rate !== undefined){
let data6 = data.rest_daily_heat_rate;
const _errs32 = errors;
if(!(data6 === null || Number.isSafeInteger(data6))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs32 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.daily_percent !== undefined){
let data7 = data.daily_percent;
const _errs34 = errors;
if(!(data7 === null || Number.isSafeInteger(data7))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs34 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.all_time !== undefined){
const _errs36 = errors;
if(!(Number.isSafeInteger(data.all_time))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs36 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_time !== undefined){
const _errs39 = errors;
if(!(Number.isSafeInteger(data.max_time))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs39 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.performance_time !== undefined){
const _errs42 = errors;
if(!(Number.isSafeInteger(data.performance_time))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs42 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.endurance_time !== undefined){
const _errs45 = errors;
if(!(Number.isSafeInteger(data.endurance_time))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs45 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.fat_burn_time !== undefined){
const _errs48 = errors;
if(!(Number.isSafeInteger(data.fat_burn_time))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs48 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.warm_up_time !== undefined){
const _errs51 = errors;
if(!(Number.isSafeInteger(data.warm_up_time))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs51 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.rest_time !== undefined){
const _errs54 = errors;
if(!(Number.isSafeInteger(data.rest_time))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid4 = _errs54 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.slots !== undefined){
let data15 = data.slots;
const _errs57 = errors;
if(errors === _errs57){
if(Array.isArray(data15)){
var valid20 = true;
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
const _errs59 = errors;
const _errs60 = errors;
if(errors === _errs60){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing7;
if((((data16.timestamp === undefined) && (missing7 = "timestamp")) || ((data16.date === undefined) && (missing7 = "date"))) || ((data16.bpm === undefined) && (missing7 = "bpm"))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs63 = errors;
for(const key1 in data16){
if(!(((key1 === "timestamp") || (key1 === "date")) || (key1 === "bpm"))){
validate24.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs63 === errors){
if(data16.timestamp !== undefined){
const _errs64 = errors;
if(!(Number.isSafeInteger(data16.timestamp))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid22 = _errs64 === errors;
}
else {
var valid22 = true;
}
if(valid22){
if(data16.date !== undefined){
let data18 = data16.date;
const _errs67 = errors;
const _errs68 = errors;
if(errors === _errs68){
if(errors === _errs68){
if(typeof data18 === "string"){
if(!(formats4(data18))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate24.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid22 = _errs67 === errors;
}
else {
var valid22 = true;
}
if(valid22){
if(data16.bpm !== undefined){
let data19 = data16.bpm;
const _errs71 = errors;
if(!(data19 === null || Number.isSafeInteger(data19))){
validate24.errors = [FAST_TIER_FAILED];
return false;
}
var valid22 = _errs71 === errors;
}
else {
var valid22 = true;
}
}
}
}
}
}
else {
validate24.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid20 = _errs59 === errors;
if(!valid20){
break;
}
}
}
else {
validate24.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid4 = _errs57 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate24.errors = [FAST_TIER_FAILED];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema66 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/sleep.schema.json","title":"sleep","description":"The sleep group of a user summary.","$comment":"Contract: 'Resources and their fields' > sleep.","type":"object","required":["date","sleep_duration","daily_percent","awake_time","rem_time","light_time","deep_time","performance","tranquility","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:sleep","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"sleep_duration":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"daily_percent":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"awake_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"rem_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"light_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"deep_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"performance":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"tranquility":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"consistency":{"description":"integer, nullable; when the key is sent it must not be empty (null fails)","$ref":"common.schema.json#/$defs/nullableInteger","not":{"type":"null"},"x-rule":"filled"},"heart_rate":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger"},"heart_rate_quality":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger"},"slots":{"description":"array of objects; required_with:sleep (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"sleep slot","description":"One item of sleep.slots.","$comment":"Contract: 'Resources and their fields' > sleep.slots[] items.","type":"object","required":["timestamp","start_date","end_date","type"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"start_date":{"description":"string, Y-m-d\\TH:i:s; required","$ref":"common.schema.json#/$defs/localDateTime","x-missing":"required"},"end_date":{"description":"string, Y-m-d\\TH:i:s; required","$ref":"common.schema.json#/$defs/localDateTime","x-missing":"required"},"type":{"description":"integer; required; allowed values 0, 1, 2, 3, 4","$ref":"common.schema.json#/$defs/integer","x-missing":"required","enum":[0,1,2,3,4],"x-rule":"in"}},"additionalProperties":false}]},"x-missing":"required_with","x-omitted-when":"include_slots=0"}},"additionalProperties":false};
const formats12 = STANDALONE_FORMATS["contract-ymd-this"];

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/sleep.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.date === undefined) && (missing0 = "date")) || ((data.sleep_duration === undefined) && (missing0 = "sleep_duration"))) || ((data.daily_percent === undefined) && (missing0 = "daily_percent"))) || ((data.awake_time === undefined) && (missing0 = "awake_time"))) || ((data.rem_time === undefined) && (missing0 = "rem_time"))) || ((data.light_time === undefined) && (missing0 = "light_time"))) || ((data.deep_time === undefined) && (missing0 = "deep_time"))) || ((data.performance === undefined) && (missing0 = "performance"))) || ((data.tranquility === undefined) && (missing0 = "tranquility"))) || ((data.slots === undefined) && (missing0 = "slots"))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs2 = errors;
for(const key0 in data){
if(!(func1.call(schema66.properties, key0))){
validate26.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs2 === errors){
if(data.date !== undefined){
let data0 = data.date;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate26.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sleep_duration !== undefined){
const _errs7 = errors;
if(!(Number.isSafeInteger(data.sleep_duration))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.daily_percent !== undefined){
const _errs10 = errors;
if(!(Number.isSafeInteger(data.daily_percent))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.awake_time !== undefined){
const _errs13 = errors;
if(!(Number.isSafeInteger(data.awake_time))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rem_time !== undefined){
const _errs16 = errors;
if(!(Number.isSafeInteger(data.rem_time))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.light_time !== undefined){
const _errs19 = errors;
if(!(Number.isSafeInteger(data.light_time))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deep_time !== undefined){
const _errs22 = errors;
if(!(Number.isSafeInteger(data.deep_time))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.performance !== undefined){
const _errs25 = errors;
if(!(Number.isSafeInteger(data.performance))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tranquility !== undefined){
const _errs28 = errors;
if(!(Number.isSafeInteger(data.tranquility))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consistency !== undefined){
let data9 = data.consistency;
const _errs31 = errors;
const _errs32 = errors;
if(!(data9 === null || Number.isSafeInteger(data9))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid10 = _errs32 === errors;
if(valid10){
const _errs33 = errors;
const _errs34 = errors;
if(data9 !== null){
const err0 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid11 = _errs34 === errors;
if(valid11){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.heart_rate !== undefined){
let data10 = data.heart_rate;
const _errs36 = errors;
if(!(data10 === null || Number.isSafeInteger(data10))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.heart_rate_quality !== undefined){
let data11 = data.heart_rate_quality;
const _errs38 = errors;
if(!(data11 === null || Number.isSafeInteger(data11))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data12 = data.slots;
const _errs40 = errors;
if(errors === _errs40){
if(Array.isArray(data12)){
var valid14 = true;
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
const _errs42 = errors;
const _errs43 = errors;
if(errors === _errs43){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing1;
if(((((data13.timestamp === undefined) && (missing1 = "timestamp")) || ((data13.start_date === undefined) && (missing1 = "start_date"))) || ((data13.end_date === undefined) && (missing1 = "end_date"))) || ((data13.type === undefined) && (missing1 = "type"))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs46 = errors;
for(const key1 in data13){
if(!((((key1 === "timestamp") || (key1 === "start_date")) || (key1 === "end_date")) || (key1 === "type"))){
validate26.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs46 === errors){
if(data13.timestamp !== undefined){
const _errs47 = errors;
if(!(Number.isSafeInteger(data13.timestamp))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid16 = _errs47 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data13.start_date !== undefined){
let data15 = data13.start_date;
const _errs50 = errors;
const _errs51 = errors;
if(errors === _errs51){
if(errors === _errs51){
if(typeof data15 === "string"){
if(!(formats12(data15))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate26.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid16 = _errs50 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data13.end_date !== undefined){
let data16 = data13.end_date;
const _errs54 = errors;
const _errs55 = errors;
if(errors === _errs55){
if(errors === _errs55){
if(typeof data16 === "string"){
if(!(formats12(data16))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate26.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid16 = _errs54 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data13.type !== undefined){
let data17 = data13.type;
const _errs58 = errors;
const _errs59 = errors;
if(!(Number.isSafeInteger(data17))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
var valid20 = _errs59 === errors;
if(valid20){
if(!(((((data17 === 0) || (data17 === 1)) || (data17 === 2)) || (data17 === 3)) || (data17 === 4))){
validate26.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid16 = _errs58 === errors;
}
else {
var valid16 = true;
}
}
}
}
}
}
}
else {
validate26.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid14 = _errs42 === errors;
if(!valid14){
break;
}
}
}
else {
validate26.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate26.errors = [FAST_TIER_FAILED];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema83 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/stress.schema.json","title":"stress","description":"The stress group of a user summary.","$comment":"Contract: 'Resources and their fields' > stress.","type":"object","required":["date","avg_si","avg_si_n","avg_mrr","avg_sdnn","avg_rmssd","avg_pnn50","avg_vlf","avg_vlf_percent","avg_lf","avg_lf_percent","avg_hf","avg_hf_percent","avg_hrv","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:stress","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_si":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_si_n":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_mrr":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_sdnn":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_rmssd":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_pnn50":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_vlf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_vlf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_lf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_lf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hrv":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:stress (may be absent when include_slots=0)","type":"array","items":{"allOf":[{"title":"stress slot","description":"One item of stress.slots.","$comment":"Contract: 'Resources and their fields' > stress.slots[] items.","type":"object","required":["timestamp","date","si","si_n","mrr","sdnn","rmssd","pnn50","vlf","vlf_percent","lf","lf_percent","hf","hf_percent","hrv"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"si":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"si_n":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"mrr":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"sdnn":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"rmssd":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"pnn50":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"vlf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"vlf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"lf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"lf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hrv":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"}},"additionalProperties":false}]},"x-missing":"required_with","x-omitted-when":"include_slots=0"}},"additionalProperties":false};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/stress.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((data.date === undefined) && (missing0 = "date")) || ((data.avg_si === undefined) && (missing0 = "avg_si"))) || ((data.avg_si_n === undefined) && (missing0 = "avg_si_n"))) || ((data.avg_mrr === undefined) && (missing0 = "avg_mrr"))) || ((data.avg_sdnn === undefined) && (missing0 = "avg_sdnn"))) || ((data.avg_rmssd === undefined) && (missing0 = "avg_rmssd"))) || ((data.avg_pnn50 === undefined) && (missing0 = "avg_pnn50"))) || ((data.avg_vlf === undefined) && (missing0 = "avg_vlf"))) || ((data.avg_vlf_percent === undefined) && (missing0 = "avg_vlf_percent"))) || ((data.avg_lf === undefined) && (missing0 = "avg_lf"))) || ((data.avg_lf_percent === undefined) && (missing0 = "avg_lf_percent"))) || ((data.avg_hf === undefined) && (missing0 = "avg_hf"))) || ((data.avg_hf_percent === undefined) && (missing0 = "avg_hf_percent"))) || ((data.avg_hrv === undefined) && (missing0 = "avg_hrv"))) || ((data.slots === undefined) && (missing0 = "slots"))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs2 = errors;
for(const key0 in data){
if(!(func1.call(schema83.properties, key0))){
validate28.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs2 === errors){
if(data.date !== undefined){
let data0 = data.date;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate28.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_si !== undefined){
let data1 = data.avg_si;
const _errs7 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_si_n !== undefined){
let data2 = data.avg_si_n;
const _errs11 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_mrr !== undefined){
let data3 = data.avg_mrr;
const _errs15 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_sdnn !== undefined){
let data4 = data.avg_sdnn;
const _errs19 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_rmssd !== undefined){
let data5 = data.avg_rmssd;
const _errs23 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_pnn50 !== undefined){
let data6 = data.avg_pnn50;
const _errs27 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_vlf !== undefined){
let data7 = data.avg_vlf;
const _errs31 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_vlf_percent !== undefined){
let data8 = data.avg_vlf_percent;
const _errs35 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_lf !== undefined){
let data9 = data.avg_lf;
const _errs39 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_lf_percent !== undefined){
let data10 = data.avg_lf_percent;
const _errs43 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_hf !== undefined){
let data11 = data.avg_hf;
const _errs47 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_hf_percent !== undefined){
let data12 = data.avg_hf_percent;
const _errs51 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_hrv !== undefined){
let data13 = data.avg_hrv;
const _errs55 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data14 = data.slots;
const _errs59 = errors;
if(errors === _errs59){
if(Array.isArray(data14)){
var valid15 = true;
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
const _errs61 = errors;
const _errs62 = errors;
if(errors === _errs62){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing1;
if((((((((((((((((data15.timestamp === undefined) && (missing1 = "timestamp")) || ((data15.date === undefined) && (missing1 = "date"))) || ((data15.si === undefined) && (missing1 = "si"))) || ((data15.si_n === undefined) && (missing1 = "si_n"))) || ((data15.mrr === undefined) && (missing1 = "mrr"))) || ((data15.sdnn === undefined) && (missing1 = "sdnn"))) || ((data15.rmssd === undefined) && (missing1 = "rmssd"))) || ((data15.pnn50 === undefined) && (missing1 = "pnn50"))) || ((data15.vlf === undefined) && (missing1 = "vlf"))) || ((data15.vlf_percent === undefined) && (missing1 = "vlf_percent"))) || ((data15.lf === undefined) && (missing1 = "lf"))) || ((data15.lf_percent === undefined) && (missing1 = "lf_percent"))) || ((data15.hf === undefined) && (missing1 = "hf"))) || ((data15.hf_percent === undefined) && (missing1 = "hf_percent"))) || ((data15.hrv === undefined) && (missing1 = "hrv"))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs65 = errors;
for(const key1 in data15){
if(!(func1.call(schema83.properties.slots.items.allOf[0].properties, key1))){
validate28.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs65 === errors){
if(data15.timestamp !== undefined){
const _errs66 = errors;
if(!(Number.isSafeInteger(data15.timestamp))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs66 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.date !== undefined){
let data17 = data15.date;
const _errs69 = errors;
const _errs70 = errors;
if(errors === _errs70){
if(errors === _errs70){
if(typeof data17 === "string"){
if(!(formats4(data17))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate28.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid17 = _errs69 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.si !== undefined){
let data18 = data15.si;
const _errs73 = errors;
if(!((typeof data18 == "number") && (isFinite(data18)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs73 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.si_n !== undefined){
let data19 = data15.si_n;
const _errs77 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs77 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.mrr !== undefined){
let data20 = data15.mrr;
const _errs81 = errors;
if(!((typeof data20 == "number") && (isFinite(data20)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs81 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.sdnn !== undefined){
let data21 = data15.sdnn;
const _errs85 = errors;
if(!((typeof data21 == "number") && (isFinite(data21)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs85 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.rmssd !== undefined){
let data22 = data15.rmssd;
const _errs89 = errors;
if(!((typeof data22 == "number") && (isFinite(data22)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs89 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.pnn50 !== undefined){
let data23 = data15.pnn50;
const _errs93 = errors;
if(!((typeof data23 == "number") && (isFinite(data23)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs93 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.vlf !== undefined){
let data24 = data15.vlf;
const _errs97 = errors;
if(!((typeof data24 == "number") && (isFinite(data24)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs97 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.vlf_percent !== undefined){
let data25 = data15.vlf_percent;
const _errs101 = errors;
if(!((typeof data25 == "number") && (isFinite(data25)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs101 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.lf !== undefined){
let data26 = data15.lf;
const _errs105 = errors;
if(!((typeof data26 == "number") && (isFinite(data26)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs105 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.lf_percent !== undefined){
let data27 = data15.lf_percent;
const _errs109 = errors;
if(!((typeof data27 == "number") && (isFinite(data27)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs109 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.hf !== undefined){
let data28 = data15.hf;
const _errs113 = errors;
if(!((typeof data28 == "number") && (isFinite(data28)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs113 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.hf_percent !== undefined){
let data29 = data15.hf_percent;
const _errs117 = errors;
if(!((typeof data29 == "number") && (isFinite(data29)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs117 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data15.hrv !== undefined){
let data30 = data15.hrv;
const _errs121 = errors;
if(!((typeof data30 == "number") && (isFinite(data30)))){
validate28.errors = [FAST_TIER_FAILED];
return false;
}
var valid17 = _errs121 === errors;
}
else {
var valid17 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate28.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid15 = _errs61 === errors;
if(!valid15){
break;
}
}
}
else {
validate28.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate28.errors = [FAST_TIER_FAILED];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/respiration-rate.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.date === undefined) && (missing0 = "date")) || ((data.avg_respiration_rate === undefined) && (missing0 = "avg_respiration_rate"))) || ((data.start_timestamp === undefined) && (missing0 = "start_timestamp"))) || ((data.end_timestamp === undefined) && (missing0 = "end_timestamp"))) || ((data.slots === undefined) && (missing0 = "slots"))){
validate30.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs2 = errors;
for(const key0 in data){
if(!(((((key0 === "date") || (key0 === "avg_respiration_rate")) || (key0 === "start_timestamp")) || (key0 === "end_timestamp")) || (key0 === "slots"))){
validate30.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs2 === errors){
if(data.date !== undefined){
let data0 = data.date;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate30.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate30.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_respiration_rate !== undefined){
let data1 = data.avg_respiration_rate;
const _errs7 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate30.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_timestamp !== undefined){
const _errs11 = errors;
if(!(Number.isSafeInteger(data.start_timestamp))){
validate30.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_timestamp !== undefined){
const _errs14 = errors;
if(!(Number.isSafeInteger(data.end_timestamp))){
validate30.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data4 = data.slots;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data4)){
var valid5 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((((data5.timestamp === undefined) && (missing1 = "timestamp")) || ((data5.date === undefined) && (missing1 = "date"))) || ((data5.respiration_rate === undefined) && (missing1 = "respiration_rate"))) || ((data5.quality === undefined) && (missing1 = "quality"))){
validate30.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs23 = errors;
for(const key1 in data5){
if(!((((key1 === "timestamp") || (key1 === "date")) || (key1 === "respiration_rate")) || (key1 === "quality"))){
validate30.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs23 === errors){
if(data5.timestamp !== undefined){
const _errs24 = errors;
if(!(Number.isSafeInteger(data5.timestamp))){
validate30.errors = [FAST_TIER_FAILED];
return false;
}
var valid7 = _errs24 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data5.date !== undefined){
let data7 = data5.date;
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(errors === _errs28){
if(typeof data7 === "string"){
if(!(formats4(data7))){
validate30.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate30.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid7 = _errs27 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data5.respiration_rate !== undefined){
let data8 = data5.respiration_rate;
const _errs31 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate30.errors = [FAST_TIER_FAILED];
return false;
}
var valid7 = _errs31 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data5.quality !== undefined){
let data9 = data5.quality;
const _errs35 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate30.errors = [FAST_TIER_FAILED];
return false;
}
var valid7 = _errs35 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
else {
validate30.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid5 = _errs19 === errors;
if(!valid5){
break;
}
}
}
else {
validate30.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate30.errors = [FAST_TIER_FAILED];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/temperature.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.date === undefined) && (missing0 = "date")) || ((data.avg_temp_sk1 === undefined) && (missing0 = "avg_temp_sk1"))) || ((data.avg_temp_sk2 === undefined) && (missing0 = "avg_temp_sk2"))) || ((data.start_timestamp === undefined) && (missing0 = "start_timestamp"))) || ((data.end_timestamp === undefined) && (missing0 = "end_timestamp"))) || ((data.slots === undefined) && (missing0 = "slots"))){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs2 = errors;
for(const key0 in data){
if(!((((((((key0 === "date") || (key0 === "avg_temp_sk1")) || (key0 === "avg_temp_sk2")) || (key0 === "max_temp_sk1")) || (key0 === "max_temp_sk2")) || (key0 === "start_timestamp")) || (key0 === "end_timestamp")) || (key0 === "slots"))){
validate32.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs2 === errors){
if(data.date !== undefined){
let data0 = data.date;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate32.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_temp_sk1 !== undefined){
let data1 = data.avg_temp_sk1;
const _errs7 = errors;
if((!((typeof data1 == "number") && (isFinite(data1)))) && (data1 !== null)){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_temp_sk2 !== undefined){
let data2 = data.avg_temp_sk2;
const _errs10 = errors;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_temp_sk1 !== undefined){
let data3 = data.max_temp_sk1;
const _errs13 = errors;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_temp_sk2 !== undefined){
let data4 = data.max_temp_sk2;
const _errs16 = errors;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_timestamp !== undefined){
const _errs19 = errors;
if(!(Number.isSafeInteger(data.start_timestamp))){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_timestamp !== undefined){
const _errs22 = errors;
if(!(Number.isSafeInteger(data.end_timestamp))){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data7 = data.slots;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data7)){
var valid8 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
const _errs27 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing1;
if(((((data8.timestamp === undefined) && (missing1 = "timestamp")) || ((data8.date === undefined) && (missing1 = "date"))) || ((data8.temp_sk1 === undefined) && (missing1 = "temp_sk1"))) || ((data8.temp_sk2 === undefined) && (missing1 = "temp_sk2"))){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs31 = errors;
for(const key1 in data8){
if(!((((key1 === "timestamp") || (key1 === "date")) || (key1 === "temp_sk1")) || (key1 === "temp_sk2"))){
validate32.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs31 === errors){
if(data8.timestamp !== undefined){
const _errs32 = errors;
if(!(Number.isSafeInteger(data8.timestamp))){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
var valid10 = _errs32 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data8.date !== undefined){
let data10 = data8.date;
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(typeof data10 === "string"){
if(!(formats4(data10))){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate32.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid10 = _errs35 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data8.temp_sk1 !== undefined){
let data11 = data8.temp_sk1;
const _errs39 = errors;
if((!((typeof data11 == "number") && (isFinite(data11)))) && (data11 !== null)){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
var valid10 = _errs39 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data8.temp_sk2 !== undefined){
let data12 = data8.temp_sk2;
const _errs42 = errors;
if((!((typeof data12 == "number") && (isFinite(data12)))) && (data12 !== null)){
validate32.errors = [FAST_TIER_FAILED];
return false;
}
var valid10 = _errs42 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
}
}
else {
validate32.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid8 = _errs27 === errors;
if(!valid8){
break;
}
}
}
else {
validate32.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate32.errors = [FAST_TIER_FAILED];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/spo2.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.date === undefined) && (missing0 = "date")) || ((data.avg_spo2 === undefined) && (missing0 = "avg_spo2"))) || ((data.start_timestamp === undefined) && (missing0 = "start_timestamp"))) || ((data.end_timestamp === undefined) && (missing0 = "end_timestamp"))) || ((data.slots === undefined) && (missing0 = "slots"))){
validate34.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs2 = errors;
for(const key0 in data){
if(!(((((key0 === "date") || (key0 === "avg_spo2")) || (key0 === "start_timestamp")) || (key0 === "end_timestamp")) || (key0 === "slots"))){
validate34.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs2 === errors){
if(data.date !== undefined){
let data0 = data.date;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate34.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate34.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_spo2 !== undefined){
let data1 = data.avg_spo2;
const _errs7 = errors;
if(!(data1 === null || Number.isSafeInteger(data1))){
validate34.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_timestamp !== undefined){
const _errs9 = errors;
if(!(Number.isSafeInteger(data.start_timestamp))){
validate34.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_timestamp !== undefined){
const _errs12 = errors;
if(!(Number.isSafeInteger(data.end_timestamp))){
validate34.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data4 = data.slots;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data4)){
var valid5 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((((data5.timestamp === undefined) && (missing1 = "timestamp")) || ((data5.date === undefined) && (missing1 = "date"))) || ((data5.spo2 === undefined) && (missing1 = "spo2"))) || ((data5.spo2_q === undefined) && (missing1 = "spo2_q"))){
validate34.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs21 = errors;
for(const key1 in data5){
if(!((((key1 === "timestamp") || (key1 === "date")) || (key1 === "spo2")) || (key1 === "spo2_q"))){
validate34.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs21 === errors){
if(data5.timestamp !== undefined){
const _errs22 = errors;
if(!(Number.isSafeInteger(data5.timestamp))){
validate34.errors = [FAST_TIER_FAILED];
return false;
}
var valid7 = _errs22 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data5.date !== undefined){
let data7 = data5.date;
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(errors === _errs26){
if(typeof data7 === "string"){
if(!(formats4(data7))){
validate34.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate34.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid7 = _errs25 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data5.spo2 !== undefined){
let data8 = data5.spo2;
const _errs29 = errors;
if(!(data8 === null || Number.isSafeInteger(data8))){
validate34.errors = [FAST_TIER_FAILED];
return false;
}
var valid7 = _errs29 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data5.spo2_q !== undefined){
let data9 = data5.spo2_q;
const _errs31 = errors;
if(!(data9 === null || Number.isSafeInteger(data9))){
validate34.errors = [FAST_TIER_FAILED];
return false;
}
var valid7 = _errs31 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
}
else {
validate34.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid5 = _errs17 === errors;
if(!valid5){
break;
}
}
}
else {
validate34.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
validate34.errors = [FAST_TIER_FAILED];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.date === undefined) && (missing0 = "date")){
validate20.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs2 = errors;
for(const key0 in data){
if(!((((((((key0 === "date") || (key0 === "activity")) || (key0 === "heart_rate")) || (key0 === "sleep")) || (key0 === "stress")) || (key0 === "respiration_rate")) || (key0 === "temperature")) || (key0 === "spo2"))){
validate20.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs2 === errors){
if(data.date !== undefined){
let data0 = data.date;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(errors === _errs4){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate20.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate20.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activity !== undefined){
const _errs7 = errors;
if(!(validate22(data.activity, {instancePath:instancePath+"/activity",parentData:data,parentDataProperty:"activity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.heart_rate !== undefined){
let data2 = data.heart_rate;
const _errs8 = errors;
const _errs10 = errors;
const _errs11 = errors;
const _errs12 = errors;
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(data2 !== null){
const err0 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs14 === errors;
valid4 = valid4 || _valid0;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data2)){
if(data2.length > 0){
const err1 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs16 === errors;
valid4 = valid4 || _valid0;
const _errs18 = errors;
if(errors === _errs18){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 0){
const err3 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs18 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const err5 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
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
validate20.errors = [FAST_TIER_FAILED];
return false;
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
var valid2 = _errs10 === errors;
if(valid2){
const _errs20 = errors;
if(!(validate24(data2, {instancePath:instancePath+"/heart_rate",parentData:data,parentDataProperty:"heart_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid2 = _errs20 === errors;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sleep !== undefined){
let data3 = data.sleep;
const _errs21 = errors;
const _errs23 = errors;
const _errs24 = errors;
const _errs25 = errors;
const _errs26 = errors;
let valid7 = false;
const _errs27 = errors;
if(data3 !== null){
const err6 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs27 === errors;
valid7 = valid7 || _valid1;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data3)){
if(data3.length > 0){
const err7 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid1 = _errs29 === errors;
valid7 = valid7 || _valid1;
const _errs31 = errors;
if(errors === _errs31){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 0){
const err9 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs31 === errors;
valid7 = valid7 || _valid1;
if(!valid7){
const err11 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
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
validate20.errors = [FAST_TIER_FAILED];
return false;
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
var valid5 = _errs23 === errors;
if(valid5){
const _errs33 = errors;
if(!(validate26(data3, {instancePath:instancePath+"/sleep",parentData:data,parentDataProperty:"sleep",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid5 = _errs33 === errors;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stress !== undefined){
let data4 = data.stress;
const _errs34 = errors;
const _errs36 = errors;
const _errs37 = errors;
const _errs38 = errors;
const _errs39 = errors;
let valid10 = false;
const _errs40 = errors;
if(data4 !== null){
const err12 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid2 = _errs40 === errors;
valid10 = valid10 || _valid2;
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data4)){
if(data4.length > 0){
const err13 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid2 = _errs42 === errors;
valid10 = valid10 || _valid2;
const _errs44 = errors;
if(errors === _errs44){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 0){
const err15 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid2 = _errs44 === errors;
valid10 = valid10 || _valid2;
if(!valid10){
const err17 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
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
validate20.errors = [FAST_TIER_FAILED];
return false;
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
var valid8 = _errs36 === errors;
if(valid8){
const _errs46 = errors;
if(!(validate28(data4, {instancePath:instancePath+"/stress",parentData:data,parentDataProperty:"stress",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid8 = _errs46 === errors;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.respiration_rate !== undefined){
let data5 = data.respiration_rate;
const _errs47 = errors;
const _errs49 = errors;
const _errs50 = errors;
const _errs51 = errors;
const _errs52 = errors;
let valid13 = false;
const _errs53 = errors;
if(data5 !== null){
const err18 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid3 = _errs53 === errors;
valid13 = valid13 || _valid3;
const _errs55 = errors;
if(errors === _errs55){
if(Array.isArray(data5)){
if(data5.length > 0){
const err19 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid3 = _errs55 === errors;
valid13 = valid13 || _valid3;
const _errs57 = errors;
if(errors === _errs57){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 0){
const err21 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid3 = _errs57 === errors;
valid13 = valid13 || _valid3;
if(!valid13){
const err23 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
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
validate20.errors = [FAST_TIER_FAILED];
return false;
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
var valid11 = _errs49 === errors;
if(valid11){
const _errs59 = errors;
if(!(validate30(data5, {instancePath:instancePath+"/respiration_rate",parentData:data,parentDataProperty:"respiration_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
var valid11 = _errs59 === errors;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.temperature !== undefined){
let data6 = data.temperature;
const _errs60 = errors;
const _errs62 = errors;
const _errs63 = errors;
const _errs64 = errors;
const _errs65 = errors;
let valid16 = false;
const _errs66 = errors;
if(data6 !== null){
const err24 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid4 = _errs66 === errors;
valid16 = valid16 || _valid4;
const _errs68 = errors;
if(errors === _errs68){
if(Array.isArray(data6)){
if(data6.length > 0){
const err25 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var _valid4 = _errs68 === errors;
valid16 = valid16 || _valid4;
const _errs70 = errors;
if(errors === _errs70){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length > 0){
const err27 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
var _valid4 = _errs70 === errors;
valid16 = valid16 || _valid4;
if(!valid16){
const err29 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
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
validate20.errors = [FAST_TIER_FAILED];
return false;
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
var valid14 = _errs62 === errors;
if(valid14){
const _errs72 = errors;
if(!(validate32(data6, {instancePath:instancePath+"/temperature",parentData:data,parentDataProperty:"temperature",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid14 = _errs72 === errors;
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spo2 !== undefined){
let data7 = data.spo2;
const _errs73 = errors;
const _errs75 = errors;
const _errs76 = errors;
const _errs77 = errors;
const _errs78 = errors;
let valid19 = false;
const _errs79 = errors;
if(data7 !== null){
const err30 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid5 = _errs79 === errors;
valid19 = valid19 || _valid5;
const _errs81 = errors;
if(errors === _errs81){
if(Array.isArray(data7)){
if(data7.length > 0){
const err31 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var _valid5 = _errs81 === errors;
valid19 = valid19 || _valid5;
const _errs83 = errors;
if(errors === _errs83){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 0){
const err33 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
var _valid5 = _errs83 === errors;
valid19 = valid19 || _valid5;
if(!valid19){
const err35 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
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
validate20.errors = [FAST_TIER_FAILED];
return false;
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
var valid17 = _errs75 === errors;
if(valid17){
const _errs85 = errors;
if(!(validate34(data7, {instancePath:instancePath+"/spo2",parentData:data,parentDataProperty:"spo2",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid17 = _errs85 === errors;
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate20.errors = [FAST_TIER_FAILED];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const response = validate36;
const schema144 = {"title":"Laravel length-aware paginator","description":"{current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path, per_page, prev_page_url, to, total}","type":"object","required":["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"],"properties":{"current_page":{"description":"integer; the page served","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"first_page_url":{"description":"string (a URL)","type":"string","x-missing":"required"},"from":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"last_page_url":{"description":"string (a URL)","type":"string","x-missing":"required"},"next_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"path":{"description":"string (a URL)","type":"string","x-missing":"required"},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"prev_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"to":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"additionalProperties":false};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate20(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate38.errors = [FAST_TIER_FAILED];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.current_page === undefined) && (missing0 = "current_page")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.first_page_url === undefined) && (missing0 = "first_page_url"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.last_page === undefined) && (missing0 = "last_page"))) || ((data.last_page_url === undefined) && (missing0 = "last_page_url"))) || ((data.next_page_url === undefined) && (missing0 = "next_page_url"))) || ((data.path === undefined) && (missing0 = "path"))) || ((data.per_page === undefined) && (missing0 = "per_page"))) || ((data.prev_page_url === undefined) && (missing0 = "prev_page_url"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.total === undefined) && (missing0 = "total"))){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema144.properties, key0))){
validate37.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs1 === errors){
if(data.current_page !== undefined){
const _errs2 = errors;
if(!(Number.isSafeInteger(data.current_page))){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs5 = errors;
if(!(validate38(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.first_page_url !== undefined){
const _errs6 = errors;
if(typeof data.first_page_url !== "string"){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
let data3 = data.from;
const _errs8 = errors;
if(!(data3 === null || Number.isSafeInteger(data3))){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_page !== undefined){
const _errs10 = errors;
if(!(Number.isSafeInteger(data.last_page))){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_page_url !== undefined){
const _errs13 = errors;
if(typeof data.last_page_url !== "string"){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_page_url !== undefined){
let data6 = data.next_page_url;
const _errs15 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs17 = errors;
if(typeof data.path !== "string"){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.per_page !== undefined){
const _errs19 = errors;
if(!(Number.isSafeInteger(data.per_page))){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prev_page_url !== undefined){
let data9 = data.prev_page_url;
const _errs22 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data10 = data.to;
const _errs24 = errors;
if(!(data10 === null || Number.isSafeInteger(data10))){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total !== undefined){
const _errs26 = errors;
if(!(Number.isSafeInteger(data.total))){
validate37.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate37.errors = [FAST_TIER_FAILED];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.data === undefined) && (missing0 = "data")) || ((data.links === undefined) && (missing0 = "links"))) || ((data.meta === undefined) && (missing0 = "meta"))){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "data") || (key0 === "links")) || (key0 === "meta"))){
validate42.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs1 === errors){
if(data.data !== undefined){
const _errs2 = errors;
if(!(validate38(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data1 = data.links;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.first === undefined) && (missing1 = "first")) || ((data1.last === undefined) && (missing1 = "last"))) || ((data1.prev === undefined) && (missing1 = "prev"))) || ((data1.next === undefined) && (missing1 = "next"))){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs5 = errors;
for(const key1 in data1){
if(!((((key1 === "first") || (key1 === "last")) || (key1 === "prev")) || (key1 === "next"))){
validate42.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs5 === errors){
if(data1.first !== undefined){
let data2 = data1.first;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.last !== undefined){
let data3 = data1.last;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.prev !== undefined){
let data4 = data1.prev;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.next !== undefined){
let data5 = data1.next;
const _errs12 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
validate42.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data6 = data.meta;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if((((((((data6.current_page === undefined) && (missing2 = "current_page")) || ((data6.from === undefined) && (missing2 = "from"))) || ((data6.last_page === undefined) && (missing2 = "last_page"))) || ((data6.path === undefined) && (missing2 = "path"))) || ((data6.per_page === undefined) && (missing2 = "per_page"))) || ((data6.to === undefined) && (missing2 = "to"))) || ((data6.total === undefined) && (missing2 = "total"))){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs16 = errors;
for(const key2 in data6){
if(!((((((((key2 === "current_page") || (key2 === "from")) || (key2 === "last_page")) || (key2 === "path")) || (key2 === "per_page")) || (key2 === "to")) || (key2 === "total")) || (key2 === "links"))){
validate42.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs16 === errors){
if(data6.current_page !== undefined){
const _errs17 = errors;
if(!(Number.isSafeInteger(data6.current_page))){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.from !== undefined){
let data8 = data6.from;
const _errs20 = errors;
if(!(data8 === null || Number.isSafeInteger(data8))){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.last_page !== undefined){
const _errs22 = errors;
if(!(Number.isSafeInteger(data6.last_page))){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.path !== undefined){
const _errs25 = errors;
if(typeof data6.path !== "string"){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.per_page !== undefined){
const _errs27 = errors;
if(!(Number.isSafeInteger(data6.per_page))){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.to !== undefined){
let data12 = data6.to;
const _errs30 = errors;
if(!(data12 === null || Number.isSafeInteger(data12))){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.total !== undefined){
const _errs32 = errors;
if(!(Number.isSafeInteger(data6.total))){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs32 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.links !== undefined){
const _errs35 = errors;
if(!(Array.isArray(data6.links))){
validate42.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs35 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate42.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate42.errors = [FAST_TIER_FAILED];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate20(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate45.errors = [FAST_TIER_FAILED];
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs3 = errors;
if(!(validate42(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
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
if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err0 = FAST_TIER_FAILED;
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate36.errors = vErrors;
return false;
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
validate36.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":true,"dynamicItems":true};

export const paginator = validate48;

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((data.current_page === undefined) && (missing0 = "current_page")) || ((data.data === undefined) && (missing0 = "data"))) || ((data.first_page_url === undefined) && (missing0 = "first_page_url"))) || ((data.from === undefined) && (missing0 = "from"))) || ((data.last_page === undefined) && (missing0 = "last_page"))) || ((data.last_page_url === undefined) && (missing0 = "last_page_url"))) || ((data.next_page_url === undefined) && (missing0 = "next_page_url"))) || ((data.path === undefined) && (missing0 = "path"))) || ((data.per_page === undefined) && (missing0 = "per_page"))) || ((data.prev_page_url === undefined) && (missing0 = "prev_page_url"))) || ((data.to === undefined) && (missing0 = "to"))) || ((data.total === undefined) && (missing0 = "total"))){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema144.properties, key0))){
validate48.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs1 === errors){
if(data.current_page !== undefined){
const _errs2 = errors;
if(!(Number.isSafeInteger(data.current_page))){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs5 = errors;
if(!(validate38(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.first_page_url !== undefined){
const _errs6 = errors;
if(typeof data.first_page_url !== "string"){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.from !== undefined){
let data3 = data.from;
const _errs8 = errors;
if(!(data3 === null || Number.isSafeInteger(data3))){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_page !== undefined){
const _errs10 = errors;
if(!(Number.isSafeInteger(data.last_page))){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_page_url !== undefined){
const _errs13 = errors;
if(typeof data.last_page_url !== "string"){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_page_url !== undefined){
let data6 = data.next_page_url;
const _errs15 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs17 = errors;
if(typeof data.path !== "string"){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.per_page !== undefined){
const _errs19 = errors;
if(!(Number.isSafeInteger(data.per_page))){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prev_page_url !== undefined){
let data9 = data.prev_page_url;
const _errs22 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data10 = data.to;
const _errs24 = errors;
if(!(data10 === null || Number.isSafeInteger(data10))){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total !== undefined){
const _errs26 = errors;
if(!(Number.isSafeInteger(data.total))){
validate48.errors = [FAST_TIER_FAILED];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate48.errors = [FAST_TIER_FAILED];
return false;
}
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const collection = validate50;

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.data === undefined) && (missing0 = "data")) || ((data.links === undefined) && (missing0 = "links"))) || ((data.meta === undefined) && (missing0 = "meta"))){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "data") || (key0 === "links")) || (key0 === "meta"))){
validate50.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs1 === errors){
if(data.data !== undefined){
const _errs2 = errors;
if(!(validate38(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data1 = data.links;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.first === undefined) && (missing1 = "first")) || ((data1.last === undefined) && (missing1 = "last"))) || ((data1.prev === undefined) && (missing1 = "prev"))) || ((data1.next === undefined) && (missing1 = "next"))){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs5 = errors;
for(const key1 in data1){
if(!((((key1 === "first") || (key1 === "last")) || (key1 === "prev")) || (key1 === "next"))){
validate50.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs5 === errors){
if(data1.first !== undefined){
let data2 = data1.first;
const _errs6 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.last !== undefined){
let data3 = data1.last;
const _errs8 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.prev !== undefined){
let data4 = data1.prev;
const _errs10 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.next !== undefined){
let data5 = data1.next;
const _errs12 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
validate50.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data6 = data.meta;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if((((((((data6.current_page === undefined) && (missing2 = "current_page")) || ((data6.from === undefined) && (missing2 = "from"))) || ((data6.last_page === undefined) && (missing2 = "last_page"))) || ((data6.path === undefined) && (missing2 = "path"))) || ((data6.per_page === undefined) && (missing2 = "per_page"))) || ((data6.to === undefined) && (missing2 = "to"))) || ((data6.total === undefined) && (missing2 = "total"))){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs16 = errors;
for(const key2 in data6){
if(!((((((((key2 === "current_page") || (key2 === "from")) || (key2 === "last_page")) || (key2 === "path")) || (key2 === "per_page")) || (key2 === "to")) || (key2 === "total")) || (key2 === "links"))){
validate50.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs16 === errors){
if(data6.current_page !== undefined){
const _errs17 = errors;
if(!(Number.isSafeInteger(data6.current_page))){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.from !== undefined){
let data8 = data6.from;
const _errs20 = errors;
if(!(data8 === null || Number.isSafeInteger(data8))){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.last_page !== undefined){
const _errs22 = errors;
if(!(Number.isSafeInteger(data6.last_page))){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.path !== undefined){
const _errs25 = errors;
if(typeof data6.path !== "string"){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.per_page !== undefined){
const _errs27 = errors;
if(!(Number.isSafeInteger(data6.per_page))){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.to !== undefined){
let data12 = data6.to;
const _errs30 = errors;
if(!(data12 === null || Number.isSafeInteger(data12))){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.total !== undefined){
const _errs32 = errors;
if(!(Number.isSafeInteger(data6.total))){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs32 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.links !== undefined){
const _errs35 = errors;
if(!(Array.isArray(data6.links))){
validate50.errors = [FAST_TIER_FAILED];
return false;
}
var valid2 = _errs35 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate50.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate50.errors = [FAST_TIER_FAILED];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const bare = validate52;

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate20(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate52.errors = [FAST_TIER_FAILED];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const request = validate54;
const func8 = ucs2length;
const pattern4 = new RegExp("^(?:0|-?(?:[1-9][0-9]{0,14}|[1-8][0-9]{15}|900[0-6][0-9]{12}|90070[0-9]{11}|90071[0-8][0-9]{10}|900719[0-8][0-9]{9}|9007199[0-1][0-9]{8}|90071992[0-4][0-9]{7}|900719925[0-3][0-9]{6}|9007199254[0-6][0-9]{5}|90071992547[0-3][0-9]{4}|9007199254740[0-8][0-9]{2}|90071992547409[0-8][0-9]|9007199254740990|9007199254740991))$", "u");
const pattern5 = new RegExp("^[0-9]*[1-9][0-9]*$", "u");
const pattern7 = new RegExp("^[0-9]+$", "u");
const pattern8 = new RegExp("^Bearer +[!-~]+$", "u");
const pattern9 = new RegExp("^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$", "u");

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.query === undefined) && (missing0 = "query")) || ((data.headers === undefined) && (missing0 = "headers"))){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs2 = errors;
for(const key0 in data){
if(!((key0 === "query") || (key0 === "headers"))){
validate54.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs2 === errors){
if(data.query !== undefined){
let data0 = data.query;
const _errs3 = errors;
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.date_from === undefined) && (missing1 = "date_from")) || ((data0.date_to === undefined) && (missing1 = "date_to"))){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
else {
const _errs5 = errors;
for(const key1 in data0){
if(!(((((key1 === "date_from") || (key1 === "date_to")) || (key1 === "include_slots")) || (key1 === "per_page")) || (key1 === "page"))){
validate54.errors = [FAST_TIER_FAILED];
return false;
break;
}
}
if(_errs5 === errors){
if(data0.date_from !== undefined){
let data1 = data0.date_from;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data1 === "string"){
if(!(formats0(data1))){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.date_to !== undefined){
let data2 = data0.date_to;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data2 === "string"){
if(!(formats0(data2))){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.include_slots !== undefined){
let data3 = data0.include_slots;
const _errs14 = errors;
if(typeof data3 !== "string"){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
if(!((data3 === "0") || (data3 === "1"))){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.per_page !== undefined){
let data4 = data0.per_page;
const _errs16 = errors;
if(typeof data4 !== "string"){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
const _errs18 = errors;
if(errors === _errs18){
if(typeof data4 === "string"){
if(func8(data4) > 17){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
else {
if(!pattern4.test(data4)){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid4 = _errs18 === errors;
if(valid4){
const _errs21 = errors;
if(errors === _errs21){
if(typeof data4 === "string"){
if(func8(data4) > 17){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
else {
if(!pattern5.test(data4)){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid4 = _errs21 === errors;
}
var valid1 = _errs16 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.page !== undefined){
let data5 = data0.page;
const _errs23 = errors;
if(typeof data5 !== "string"){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
const _errs25 = errors;
if(errors === _errs25){
if(typeof data5 === "string"){
if(func8(data5) > 17){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
else {
if(!pattern4.test(data5)){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid5 = _errs25 === errors;
if(valid5){
const _errs28 = errors;
if(errors === _errs28){
if(typeof data5 === "string"){
if(func8(data5) > 17){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
else {
if(!pattern7.test(data5)){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid5 = _errs28 === errors;
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data6 = data.headers;
const _errs30 = errors;
if(errors === _errs30){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if(((data6.authorization === undefined) && (missing2 = "authorization")) || ((data6["content-type"] === undefined) && (missing2 = "content-type"))){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
else {
if(data6.authorization !== undefined){
let data7 = data6.authorization;
const _errs34 = errors;
if(errors === _errs34){
if(typeof data7 === "string"){
if(func8(data7) > 8192){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
else {
if(!pattern8.test(data7)){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid6 = _errs34 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6["content-type"] !== undefined){
let data8 = data6["content-type"];
const _errs36 = errors;
if(errors === _errs36){
if(typeof data8 === "string"){
if(func8(data8) > 256){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
else {
if(!pattern9.test(data8)){
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid6 = _errs36 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate54.errors = [FAST_TIER_FAILED];
return false;
}
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
