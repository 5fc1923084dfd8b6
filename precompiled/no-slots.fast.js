// GENERATED FILE: do not edit. Source: schemas/*.schema.json through createAjv('fast') and tierDocuments(no-slots), by src/codegen/standalone.ts.
// Regenerate with `npm run generate`; a test fails when this file is stale.
/* eslint-disable */
/** Links the precompiled validators to their runtime (src/standalone/runtimeBindings.ts). */
export function link({ ucs2length, equal, STANDALONE_FORMATS }) {
const userSummary = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/user-summary.schema.json","title":"User Summary","description":"One day of a user's activity: the date and up to seven optional groups. Unknown members are allowed (the live API sends _id, user_id, created_at, ...); the strict profile reports them.","$comment":"Contract: 'Resources and their fields' > User Summary.","type":"object","required":["date"],"properties":{"date":{"description":"string, Y-m-d; required","$ref":"common.schema.json#/$defs/date","x-missing":"required"},"activity":{"description":"object; optional group","$ref":"activity.schema.json"},"heart_rate":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}]},"x-rule":"filled","$ref":"heart-rate.schema.json"},"sleep":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}]},"x-rule":"filled","$ref":"sleep.schema.json"},"stress":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}]},"x-rule":"filled","$ref":"stress.schema.json"},"respiration_rate":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}]},"x-rule":"filled","$ref":"respiration-rate.schema.json"},"temperature":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}]},"x-rule":"filled","$ref":"temperature.schema.json"},"spo2":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}]},"x-rule":"filled","$ref":"spo2.schema.json"}}};
const schema33 = {"$comment":"Y-m-d: exactly YYYY-MM-DD, a real calendar date (leap years included, year 0000 excluded).","description":"A calendar date written Y-m-d.","type":"string","x-format":"Y-m-d","x-rule":"date_format","format":"contract-ymd"};
const formats0 = STANDALONE_FORMATS["contract-ymd"];
const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/activity.schema.json","title":"activity","description":"The activity group of a user summary. It has no not-empty rule: an empty object fails once per missing field.","$comment":"Contract: 'Resources and their fields' > activity.","type":"object","required":["date","total_steps","daily_percent","distance","calories","workouts","active_minutes","move_every_hour"],"properties":{"date":{"description":"string, Y-m-d; required_with:activity","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"total_steps":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"daily_percent":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"distance":{"description":"double; required_with:activity","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"calories":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"workouts":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"active_minutes":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"move_every_hour":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"total_glasses":{"description":"integer, nullable, minimum 0; optional","$ref":"common.schema.json#/$defs/nullableInteger","type":["integer","null"],"minimum":0,"x-rule":"min"},"slots":{"description":"array of objects; required_with:activity (may be absent when include_slots=0)","type":"array","items":{"$ref":"activity-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0"}}};
const schema36 = {"$comment":"integer: a JSON number without fraction inside the IEEE-754 safe range; 12.0 is the same JSON value as 12.","description":"An integer.","type":"integer","minimum":-9007199254740991,"maximum":9007199254740991,"x-rule":"type"};
const schema38 = {"$comment":"double: any finite JSON number, integers included (real data sends \"distance\": 0).","description":"A number.","type":"number"};
const schema43 = {"description":"An integer or null.","type":["integer","null"],"minimum":-9007199254740991,"maximum":9007199254740991,"x-rule":"type"};
const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/activity-slot.schema.json","title":"activity slot","description":"One item of activity.slots.","$comment":"Contract: 'Resources and their fields' > activity.slots[] items.","type":"object","required":["timestamp","date","step_count"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"step_count":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}}};
const schema46 = {"$comment":"H:i: exactly HH:MM, 00:00 to 23:59.","description":"A wall-clock time written H:i.","type":"string","x-format":"H:i","x-rule":"date_format","format":"contract-hi"};
const formats4 = STANDALONE_FORMATS["contract-hi"];

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/activity-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.timestamp === undefined) && (missing0 = "timestamp")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.step_count === undefined) && (missing0 = "step_count"))){
validate23.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.timestamp !== undefined){
let data0 = data.timestamp;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate23.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate23.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data0 < -9007199254740991 || isNaN(data0)){
validate23.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
let data1 = data.date;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data1 === "string"){
if(!(formats4(data1))){
validate23.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/format",keyword:"format",params:{format: "contract-hi"}}];
return false;
}
}
else {
validate23.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.step_count !== undefined){
let data2 = data.step_count;
const _errs10 = errors;
const _errs11 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate23.errors = [{instancePath:instancePath+"/step_count",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs11){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate23.errors = [{instancePath:instancePath+"/step_count",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data2 < -9007199254740991 || isNaN(data2)){
validate23.errors = [{instancePath:instancePath+"/step_count",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"timestamp":true,"date":true,"step_count":true},"dynamicProps":false,"dynamicItems":false};


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
if(((((((((data.date === undefined) && (missing0 = "date")) || ((data.total_steps === undefined) && (missing0 = "total_steps"))) || ((data.daily_percent === undefined) && (missing0 = "daily_percent"))) || ((data.distance === undefined) && (missing0 = "distance"))) || ((data.calories === undefined) && (missing0 = "calories"))) || ((data.workouts === undefined) && (missing0 = "workouts"))) || ((data.active_minutes === undefined) && (missing0 = "active_minutes"))) || ((data.move_every_hour === undefined) && (missing0 = "move_every_hour"))){
validate22.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.date !== undefined){
let data0 = data.date;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate22.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "contract-ymd"}}];
return false;
}
}
else {
validate22.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_steps !== undefined){
let data1 = data.total_steps;
const _errs6 = errors;
const _errs7 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate22.errors = [{instancePath:instancePath+"/total_steps",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
validate22.errors = [{instancePath:instancePath+"/total_steps",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data1 < -9007199254740991 || isNaN(data1)){
validate22.errors = [{instancePath:instancePath+"/total_steps",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.daily_percent !== undefined){
let data2 = data.daily_percent;
const _errs10 = errors;
const _errs11 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate22.errors = [{instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs11){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate22.errors = [{instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data2 < -9007199254740991 || isNaN(data2)){
validate22.errors = [{instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.distance !== undefined){
let data3 = data.distance;
const _errs14 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate22.errors = [{instancePath:instancePath+"/distance",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.calories !== undefined){
let data4 = data.calories;
const _errs18 = errors;
const _errs19 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate22.errors = [{instancePath:instancePath+"/calories",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs19){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
validate22.errors = [{instancePath:instancePath+"/calories",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data4 < -9007199254740991 || isNaN(data4)){
validate22.errors = [{instancePath:instancePath+"/calories",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.workouts !== undefined){
let data5 = data.workouts;
const _errs22 = errors;
const _errs23 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate22.errors = [{instancePath:instancePath+"/workouts",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs23){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate22.errors = [{instancePath:instancePath+"/workouts",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data5 < -9007199254740991 || isNaN(data5)){
validate22.errors = [{instancePath:instancePath+"/workouts",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.active_minutes !== undefined){
let data6 = data.active_minutes;
const _errs26 = errors;
const _errs27 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate22.errors = [{instancePath:instancePath+"/active_minutes",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs27){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9007199254740991 || isNaN(data6)){
validate22.errors = [{instancePath:instancePath+"/active_minutes",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data6 < -9007199254740991 || isNaN(data6)){
validate22.errors = [{instancePath:instancePath+"/active_minutes",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.move_every_hour !== undefined){
let data7 = data.move_every_hour;
const _errs30 = errors;
const _errs31 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate22.errors = [{instancePath:instancePath+"/move_every_hour",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs31){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate22.errors = [{instancePath:instancePath+"/move_every_hour",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data7 < -9007199254740991 || isNaN(data7)){
validate22.errors = [{instancePath:instancePath+"/move_every_hour",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total_glasses !== undefined){
let data8 = data.total_glasses;
const _errs34 = errors;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
validate22.errors = [{instancePath:instancePath+"/total_glasses",schemaPath:"#/properties/total_glasses/type",keyword:"type",params:{type: schema34.properties.total_glasses.type}}];
return false;
}
const _errs35 = errors;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
validate22.errors = [{instancePath:instancePath+"/total_glasses",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs35){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
validate22.errors = [{instancePath:instancePath+"/total_glasses",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data8 < -9007199254740991 || isNaN(data8)){
validate22.errors = [{instancePath:instancePath+"/total_glasses",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
if(errors === _errs34){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
validate22.errors = [{instancePath:instancePath+"/total_glasses",schemaPath:"#/properties/total_glasses/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}}];
return false;
}
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data9 = data.slots;
const _errs38 = errors;
if(errors === _errs38){
if(Array.isArray(data9)){
var valid10 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
const _errs40 = errors;
if(!(validate23(data9[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data9,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid10 = _errs40 === errors;
if(!valid10){
break;
}
}
}
else {
validate22.errors = [{instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs38 === errors;
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
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"date":true,"total_steps":true,"daily_percent":true,"distance":true,"calories":true,"workouts":true,"active_minutes":true,"move_every_hour":true,"total_glasses":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const schema48 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/heart-rate.schema.json","title":"heart_rate","description":"The heart_rate group of a user summary.","$comment":"Contract: 'Resources and their fields' > heart_rate.","type":"object","required":["date","daily_percent","all_time","max_time","performance_time","endurance_time","fat_burn_time","warm_up_time","rest_time"],"properties":{"date":{"description":"string, Y-m-d; required_with:heart_rate","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_daily_heart_rate":{"description":"integer, nullable; must be present when avg_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"max_daily_heart_rate":{"description":"integer, nullable; must be present when max_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"rest_daily_heart_rate":{"description":"integer, nullable; must be present when rest_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"avg_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when avg_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"max_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when max_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"rest_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when rest_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"daily_percent":{"description":"integer, nullable; present when heart_rate is present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"all_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"max_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"performance_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"endurance_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"fat_burn_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"warm_up_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"rest_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:heart_rate (may be absent when include_slots=0)","type":"array","items":{"$ref":"heart-rate-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0"}},"allOf":[{"$comment":"Heat/heart pair: at least one spelling of avg_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["avg_daily_heart_rate"],"properties":{"avg_daily_heart_rate":true}},{"required":["avg_daily_heat_rate"],"properties":{"avg_daily_heat_rate":true}}]},{"$comment":"Heat/heart pair: at least one spelling of max_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["max_daily_heart_rate"],"properties":{"max_daily_heart_rate":true}},{"required":["max_daily_heat_rate"],"properties":{"max_daily_heat_rate":true}}]},{"$comment":"Heat/heart pair: at least one spelling of rest_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["rest_daily_heart_rate"],"properties":{"rest_daily_heart_rate":true}},{"required":["rest_daily_heat_rate"],"properties":{"rest_daily_heat_rate":true}}]}]};
const schema64 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json","title":"heart_rate slot","description":"One item of heart_rate.slots.","$comment":"Contract: 'Resources and their fields' > heart_rate.slots[] items.","type":"object","required":["timestamp","date","bpm"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"bpm":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"}}};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.timestamp === undefined) && (missing0 = "timestamp")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.bpm === undefined) && (missing0 = "bpm"))){
validate27.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.timestamp !== undefined){
let data0 = data.timestamp;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate27.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate27.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data0 < -9007199254740991 || isNaN(data0)){
validate27.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
let data1 = data.date;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data1 === "string"){
if(!(formats4(data1))){
validate27.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/format",keyword:"format",params:{format: "contract-hi"}}];
return false;
}
}
else {
validate27.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bpm !== undefined){
let data2 = data.bpm;
const _errs10 = errors;
const _errs11 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate27.errors = [{instancePath:instancePath+"/bpm",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs11){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate27.errors = [{instancePath:instancePath+"/bpm",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data2 < -9007199254740991 || isNaN(data2)){
validate27.errors = [{instancePath:instancePath+"/bpm",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"timestamp":true,"date":true,"bpm":true},"dynamicProps":false,"dynamicItems":false};


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
const _errs2 = errors;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.avg_daily_heart_rate === undefined) && (missing0 = "avg_daily_heart_rate")){
const err0 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/required",keyword:"required",params:{missingProperty: missing0}};
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
const err1 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: missing1}};
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
const err2 = {instancePath,schemaPath:"#/allOf/0/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate26.errors = vErrors;
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
const err3 = {instancePath,schemaPath:"#/allOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: missing2}};
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
const err4 = {instancePath,schemaPath:"#/allOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: missing3}};
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
const err5 = {instancePath,schemaPath:"#/allOf/1/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate26.errors = vErrors;
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
const err6 = {instancePath,schemaPath:"#/allOf/2/anyOf/0/required",keyword:"required",params:{missingProperty: missing4}};
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
const err7 = {instancePath,schemaPath:"#/allOf/2/anyOf/1/required",keyword:"required",params:{missingProperty: missing5}};
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
const err8 = {instancePath,schemaPath:"#/allOf/2/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate26.errors = vErrors;
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
if((((((((((data.date === undefined) && (missing6 = "date")) || ((data.daily_percent === undefined) && (missing6 = "daily_percent"))) || ((data.all_time === undefined) && (missing6 = "all_time"))) || ((data.max_time === undefined) && (missing6 = "max_time"))) || ((data.performance_time === undefined) && (missing6 = "performance_time"))) || ((data.endurance_time === undefined) && (missing6 = "endurance_time"))) || ((data.fat_burn_time === undefined) && (missing6 = "fat_burn_time"))) || ((data.warm_up_time === undefined) && (missing6 = "warm_up_time"))) || ((data.rest_time === undefined) && (missing6 = "rest_time"))){
validate26.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing6}}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.date = true;
props0.avg_daily_heart_rate = true;
props0.max_daily_heart_rate = true;
props0.rest_daily_heart_rate = true;
props0.avg_daily_heat_rate = true;
props0.max_daily_heat_rate = true;
props0.rest_daily_heat_rate = true;
props0.daily_percent = true;
props0.all_time = true;
props0.max_time = true;
props0.performance_time = true;
props0.endurance_time = true;
props0.fat_burn_time = true;
props0.warm_up_time = true;
props0.rest_time = true;
props0.slots = true;
}
if(data.date !== undefined){
let data0 = data.date;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(errors === _errs18){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate26.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "contract-ymd"}}];
return false;
}
}
else {
validate26.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.avg_daily_heart_rate !== undefined){
let data1 = data.avg_daily_heart_rate;
const _errs21 = errors;
const _errs22 = errors;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
validate26.errors = [{instancePath:instancePath+"/avg_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs22){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
validate26.errors = [{instancePath:instancePath+"/avg_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data1 < -9007199254740991 || isNaN(data1)){
validate26.errors = [{instancePath:instancePath+"/avg_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_daily_heart_rate !== undefined){
let data2 = data.max_daily_heart_rate;
const _errs24 = errors;
const _errs25 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate26.errors = [{instancePath:instancePath+"/max_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs25){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate26.errors = [{instancePath:instancePath+"/max_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data2 < -9007199254740991 || isNaN(data2)){
validate26.errors = [{instancePath:instancePath+"/max_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.rest_daily_heart_rate !== undefined){
let data3 = data.rest_daily_heart_rate;
const _errs27 = errors;
const _errs28 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate26.errors = [{instancePath:instancePath+"/rest_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs28){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate26.errors = [{instancePath:instancePath+"/rest_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data3 < -9007199254740991 || isNaN(data3)){
validate26.errors = [{instancePath:instancePath+"/rest_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.avg_daily_heat_rate !== undefined){
let data4 = data.avg_daily_heat_rate;
const _errs30 = errors;
const _errs31 = errors;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
validate26.errors = [{instancePath:instancePath+"/avg_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs31){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
validate26.errors = [{instancePath:instancePath+"/avg_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data4 < -9007199254740991 || isNaN(data4)){
validate26.errors = [{instancePath:instancePath+"/avg_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs30 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_daily_heat_rate !== undefined){
let data5 = data.max_daily_heat_rate;
const _errs33 = errors;
const _errs34 = errors;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
validate26.errors = [{instancePath:instancePath+"/max_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs34){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate26.errors = [{instancePath:instancePath+"/max_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data5 < -9007199254740991 || isNaN(data5)){
validate26.errors = [{instancePath:instancePath+"/max_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs33 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.rest_daily_heat_rate !== undefined){
let data6 = data.rest_daily_heat_rate;
const _errs36 = errors;
const _errs37 = errors;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
validate26.errors = [{instancePath:instancePath+"/rest_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs37){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9007199254740991 || isNaN(data6)){
validate26.errors = [{instancePath:instancePath+"/rest_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data6 < -9007199254740991 || isNaN(data6)){
validate26.errors = [{instancePath:instancePath+"/rest_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs36 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.daily_percent !== undefined){
let data7 = data.daily_percent;
const _errs39 = errors;
const _errs40 = errors;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
validate26.errors = [{instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs40){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate26.errors = [{instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data7 < -9007199254740991 || isNaN(data7)){
validate26.errors = [{instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs39 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.all_time !== undefined){
let data8 = data.all_time;
const _errs42 = errors;
const _errs43 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate26.errors = [{instancePath:instancePath+"/all_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs43){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
validate26.errors = [{instancePath:instancePath+"/all_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data8 < -9007199254740991 || isNaN(data8)){
validate26.errors = [{instancePath:instancePath+"/all_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs42 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.max_time !== undefined){
let data9 = data.max_time;
const _errs46 = errors;
const _errs47 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate26.errors = [{instancePath:instancePath+"/max_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs47){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9007199254740991 || isNaN(data9)){
validate26.errors = [{instancePath:instancePath+"/max_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data9 < -9007199254740991 || isNaN(data9)){
validate26.errors = [{instancePath:instancePath+"/max_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs46 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.performance_time !== undefined){
let data10 = data.performance_time;
const _errs50 = errors;
const _errs51 = errors;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
validate26.errors = [{instancePath:instancePath+"/performance_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs51){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 9007199254740991 || isNaN(data10)){
validate26.errors = [{instancePath:instancePath+"/performance_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data10 < -9007199254740991 || isNaN(data10)){
validate26.errors = [{instancePath:instancePath+"/performance_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs50 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.endurance_time !== undefined){
let data11 = data.endurance_time;
const _errs54 = errors;
const _errs55 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate26.errors = [{instancePath:instancePath+"/endurance_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs55){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
validate26.errors = [{instancePath:instancePath+"/endurance_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data11 < -9007199254740991 || isNaN(data11)){
validate26.errors = [{instancePath:instancePath+"/endurance_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs54 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.fat_burn_time !== undefined){
let data12 = data.fat_burn_time;
const _errs58 = errors;
const _errs59 = errors;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
validate26.errors = [{instancePath:instancePath+"/fat_burn_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs59){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 9007199254740991 || isNaN(data12)){
validate26.errors = [{instancePath:instancePath+"/fat_burn_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data12 < -9007199254740991 || isNaN(data12)){
validate26.errors = [{instancePath:instancePath+"/fat_burn_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs58 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.warm_up_time !== undefined){
let data13 = data.warm_up_time;
const _errs62 = errors;
const _errs63 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate26.errors = [{instancePath:instancePath+"/warm_up_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs63){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 9007199254740991 || isNaN(data13)){
validate26.errors = [{instancePath:instancePath+"/warm_up_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data13 < -9007199254740991 || isNaN(data13)){
validate26.errors = [{instancePath:instancePath+"/warm_up_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs62 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.rest_time !== undefined){
let data14 = data.rest_time;
const _errs66 = errors;
const _errs67 = errors;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
validate26.errors = [{instancePath:instancePath+"/rest_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs67){
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
validate26.errors = [{instancePath:instancePath+"/rest_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data14 < -9007199254740991 || isNaN(data14)){
validate26.errors = [{instancePath:instancePath+"/rest_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs66 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.slots !== undefined){
let data15 = data.slots;
const _errs70 = errors;
if(errors === _errs70){
if(Array.isArray(data15)){
var valid20 = true;
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
const _errs72 = errors;
if(!(validate27(data15[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data15,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid20 = _errs72 === errors;
if(!valid20){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid4 = _errs70 === errors;
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
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate26.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema68 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/sleep.schema.json","title":"sleep","description":"The sleep group of a user summary.","$comment":"Contract: 'Resources and their fields' > sleep.","type":"object","required":["date","sleep_duration","daily_percent","awake_time","rem_time","light_time","deep_time","performance","tranquility"],"properties":{"date":{"description":"string, Y-m-d; required_with:sleep","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"sleep_duration":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"daily_percent":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"awake_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"rem_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"light_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"deep_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"performance":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"tranquility":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"consistency":{"description":"integer, nullable; when the key is sent it must not be empty (null fails)","$ref":"common.schema.json#/$defs/nullableInteger","not":{"const":null},"x-rule":"filled"},"heart_rate":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger"},"heart_rate_quality":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger"},"slots":{"description":"array of objects; required_with:sleep (may be absent when include_slots=0)","type":"array","items":{"$ref":"sleep-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0"}}};
const schema81 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/sleep-slot.schema.json","title":"sleep slot","description":"One item of sleep.slots.","$comment":"Contract: 'Resources and their fields' > sleep.slots[] items.","type":"object","required":["timestamp","start_date","end_date","type"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"start_date":{"description":"string, Y-m-d\\TH:i:s; required","$ref":"common.schema.json#/$defs/localDateTime","x-missing":"required"},"end_date":{"description":"string, Y-m-d\\TH:i:s; required","$ref":"common.schema.json#/$defs/localDateTime","x-missing":"required"},"type":{"description":"integer; required; allowed values 0, 1, 2, 3, 4","$ref":"common.schema.json#/$defs/integer","x-missing":"required","enum":[0,1,2,3,4],"x-rule":"in"}}};
const schema83 = {"$comment":"Y-m-d\\TH:i:s: exactly YYYY-MM-DDTHH:MM:SS, no zone, no fraction, a real date and time.","description":"A local date and time written Y-m-d\\TH:i:s.","type":"string","x-format":"Y-m-d\\TH:i:s","x-rule":"date_format","format":"contract-ymd-this"};
const formats12 = STANDALONE_FORMATS["contract-ymd-this"];

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/sleep-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.timestamp === undefined) && (missing0 = "timestamp")) || ((data.start_date === undefined) && (missing0 = "start_date"))) || ((data.end_date === undefined) && (missing0 = "end_date"))) || ((data.type === undefined) && (missing0 = "type"))){
validate31.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.timestamp !== undefined){
let data0 = data.timestamp;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate31.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate31.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data0 < -9007199254740991 || isNaN(data0)){
validate31.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_date !== undefined){
let data1 = data.start_date;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data1 === "string"){
if(!(formats12(data1))){
validate31.errors = [{instancePath:instancePath+"/start_date",schemaPath:"common.schema.json#/$defs/localDateTime/format",keyword:"format",params:{format: "contract-ymd-this"}}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/start_date",schemaPath:"common.schema.json#/$defs/localDateTime/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_date !== undefined){
let data2 = data.end_date;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(typeof data2 === "string"){
if(!(formats12(data2))){
validate31.errors = [{instancePath:instancePath+"/end_date",schemaPath:"common.schema.json#/$defs/localDateTime/format",keyword:"format",params:{format: "contract-ymd-this"}}];
return false;
}
}
else {
validate31.errors = [{instancePath:instancePath+"/end_date",schemaPath:"common.schema.json#/$defs/localDateTime/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data3 = data.type;
const _errs14 = errors;
const _errs15 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate31.errors = [{instancePath:instancePath+"/type",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs15){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate31.errors = [{instancePath:instancePath+"/type",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data3 < -9007199254740991 || isNaN(data3)){
validate31.errors = [{instancePath:instancePath+"/type",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid4 = _errs15 === errors;
if(valid4){
if(!(((((data3 === 0) || (data3 === 1)) || (data3 === 2)) || (data3 === 3)) || (data3 === 4))){
validate31.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema81.properties.type.enum}}];
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
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"timestamp":true,"start_date":true,"end_date":true,"type":true},"dynamicProps":false,"dynamicItems":false};


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/sleep.schema.json" */;
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
if((((((((((data.date === undefined) && (missing0 = "date")) || ((data.sleep_duration === undefined) && (missing0 = "sleep_duration"))) || ((data.daily_percent === undefined) && (missing0 = "daily_percent"))) || ((data.awake_time === undefined) && (missing0 = "awake_time"))) || ((data.rem_time === undefined) && (missing0 = "rem_time"))) || ((data.light_time === undefined) && (missing0 = "light_time"))) || ((data.deep_time === undefined) && (missing0 = "deep_time"))) || ((data.performance === undefined) && (missing0 = "performance"))) || ((data.tranquility === undefined) && (missing0 = "tranquility"))){
validate30.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.date !== undefined){
let data0 = data.date;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate30.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "contract-ymd"}}];
return false;
}
}
else {
validate30.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sleep_duration !== undefined){
let data1 = data.sleep_duration;
const _errs6 = errors;
const _errs7 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate30.errors = [{instancePath:instancePath+"/sleep_duration",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs7){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
validate30.errors = [{instancePath:instancePath+"/sleep_duration",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data1 < -9007199254740991 || isNaN(data1)){
validate30.errors = [{instancePath:instancePath+"/sleep_duration",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.daily_percent !== undefined){
let data2 = data.daily_percent;
const _errs10 = errors;
const _errs11 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate30.errors = [{instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs11){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate30.errors = [{instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data2 < -9007199254740991 || isNaN(data2)){
validate30.errors = [{instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.awake_time !== undefined){
let data3 = data.awake_time;
const _errs14 = errors;
const _errs15 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate30.errors = [{instancePath:instancePath+"/awake_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs15){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate30.errors = [{instancePath:instancePath+"/awake_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data3 < -9007199254740991 || isNaN(data3)){
validate30.errors = [{instancePath:instancePath+"/awake_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rem_time !== undefined){
let data4 = data.rem_time;
const _errs18 = errors;
const _errs19 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate30.errors = [{instancePath:instancePath+"/rem_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs19){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
validate30.errors = [{instancePath:instancePath+"/rem_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data4 < -9007199254740991 || isNaN(data4)){
validate30.errors = [{instancePath:instancePath+"/rem_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.light_time !== undefined){
let data5 = data.light_time;
const _errs22 = errors;
const _errs23 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate30.errors = [{instancePath:instancePath+"/light_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs23){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate30.errors = [{instancePath:instancePath+"/light_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data5 < -9007199254740991 || isNaN(data5)){
validate30.errors = [{instancePath:instancePath+"/light_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deep_time !== undefined){
let data6 = data.deep_time;
const _errs26 = errors;
const _errs27 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate30.errors = [{instancePath:instancePath+"/deep_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs27){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9007199254740991 || isNaN(data6)){
validate30.errors = [{instancePath:instancePath+"/deep_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data6 < -9007199254740991 || isNaN(data6)){
validate30.errors = [{instancePath:instancePath+"/deep_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.performance !== undefined){
let data7 = data.performance;
const _errs30 = errors;
const _errs31 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate30.errors = [{instancePath:instancePath+"/performance",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs31){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate30.errors = [{instancePath:instancePath+"/performance",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data7 < -9007199254740991 || isNaN(data7)){
validate30.errors = [{instancePath:instancePath+"/performance",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tranquility !== undefined){
let data8 = data.tranquility;
const _errs34 = errors;
const _errs35 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate30.errors = [{instancePath:instancePath+"/tranquility",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs35){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
validate30.errors = [{instancePath:instancePath+"/tranquility",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data8 < -9007199254740991 || isNaN(data8)){
validate30.errors = [{instancePath:instancePath+"/tranquility",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.consistency !== undefined){
let data9 = data.consistency;
const _errs38 = errors;
const _errs39 = errors;
if((!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) && (data9 !== null)){
validate30.errors = [{instancePath:instancePath+"/consistency",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs39){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9007199254740991 || isNaN(data9)){
validate30.errors = [{instancePath:instancePath+"/consistency",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data9 < -9007199254740991 || isNaN(data9)){
validate30.errors = [{instancePath:instancePath+"/consistency",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid10 = _errs39 === errors;
if(valid10){
const _errs41 = errors;
const _errs42 = errors;
if(null !== data9){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid11 = _errs42 === errors;
if(valid11){
validate30.errors = [{instancePath:instancePath+"/consistency",schemaPath:"#/properties/consistency/not",keyword:"not",params:{}}];
return false;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.heart_rate !== undefined){
let data10 = data.heart_rate;
const _errs43 = errors;
const _errs44 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate30.errors = [{instancePath:instancePath+"/heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs44){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 9007199254740991 || isNaN(data10)){
validate30.errors = [{instancePath:instancePath+"/heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data10 < -9007199254740991 || isNaN(data10)){
validate30.errors = [{instancePath:instancePath+"/heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.heart_rate_quality !== undefined){
let data11 = data.heart_rate_quality;
const _errs46 = errors;
const _errs47 = errors;
if((!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) && (data11 !== null)){
validate30.errors = [{instancePath:instancePath+"/heart_rate_quality",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs47){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
validate30.errors = [{instancePath:instancePath+"/heart_rate_quality",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data11 < -9007199254740991 || isNaN(data11)){
validate30.errors = [{instancePath:instancePath+"/heart_rate_quality",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data12 = data.slots;
const _errs49 = errors;
if(errors === _errs49){
if(Array.isArray(data12)){
var valid14 = true;
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
const _errs51 = errors;
if(!(validate31(data12[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data12,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid14 = _errs51 === errors;
if(!valid14){
break;
}
}
}
else {
validate30.errors = [{instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs49 === errors;
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
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"date":true,"sleep_duration":true,"daily_percent":true,"awake_time":true,"rem_time":true,"light_time":true,"deep_time":true,"performance":true,"tranquility":true,"consistency":true,"heart_rate":true,"heart_rate_quality":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const schema86 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/stress.schema.json","title":"stress","description":"The stress group of a user summary.","$comment":"Contract: 'Resources and their fields' > stress.","type":"object","required":["date","avg_si","avg_si_n","avg_mrr","avg_sdnn","avg_rmssd","avg_pnn50","avg_vlf","avg_vlf_percent","avg_lf","avg_lf_percent","avg_hf","avg_hf_percent","avg_hrv"],"properties":{"date":{"description":"string, Y-m-d; required_with:stress","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_si":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_si_n":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_mrr":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_sdnn":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_rmssd":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_pnn50":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_vlf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_vlf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_lf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_lf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hrv":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:stress (may be absent when include_slots=0)","type":"array","items":{"$ref":"stress-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0"}}};
const schema101 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/stress-slot.schema.json","title":"stress slot","description":"One item of stress.slots.","$comment":"Contract: 'Resources and their fields' > stress.slots[] items.","type":"object","required":["timestamp","date","si","si_n","mrr","sdnn","rmssd","pnn50","vlf","vlf_percent","lf","lf_percent","hf","hf_percent","hrv"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"si":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"si_n":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"mrr":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"sdnn":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"rmssd":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"pnn50":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"vlf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"vlf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"lf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"lf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hrv":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/stress-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((data.timestamp === undefined) && (missing0 = "timestamp")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.si === undefined) && (missing0 = "si"))) || ((data.si_n === undefined) && (missing0 = "si_n"))) || ((data.mrr === undefined) && (missing0 = "mrr"))) || ((data.sdnn === undefined) && (missing0 = "sdnn"))) || ((data.rmssd === undefined) && (missing0 = "rmssd"))) || ((data.pnn50 === undefined) && (missing0 = "pnn50"))) || ((data.vlf === undefined) && (missing0 = "vlf"))) || ((data.vlf_percent === undefined) && (missing0 = "vlf_percent"))) || ((data.lf === undefined) && (missing0 = "lf"))) || ((data.lf_percent === undefined) && (missing0 = "lf_percent"))) || ((data.hf === undefined) && (missing0 = "hf"))) || ((data.hf_percent === undefined) && (missing0 = "hf_percent"))) || ((data.hrv === undefined) && (missing0 = "hrv"))){
validate35.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.timestamp !== undefined){
let data0 = data.timestamp;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate35.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate35.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data0 < -9007199254740991 || isNaN(data0)){
validate35.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
let data1 = data.date;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data1 === "string"){
if(!(formats4(data1))){
validate35.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/format",keyword:"format",params:{format: "contract-hi"}}];
return false;
}
}
else {
validate35.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.si !== undefined){
let data2 = data.si;
const _errs10 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate35.errors = [{instancePath:instancePath+"/si",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.si_n !== undefined){
let data3 = data.si_n;
const _errs14 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate35.errors = [{instancePath:instancePath+"/si_n",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.mrr !== undefined){
let data4 = data.mrr;
const _errs18 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate35.errors = [{instancePath:instancePath+"/mrr",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sdnn !== undefined){
let data5 = data.sdnn;
const _errs22 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate35.errors = [{instancePath:instancePath+"/sdnn",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rmssd !== undefined){
let data6 = data.rmssd;
const _errs26 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate35.errors = [{instancePath:instancePath+"/rmssd",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pnn50 !== undefined){
let data7 = data.pnn50;
const _errs30 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate35.errors = [{instancePath:instancePath+"/pnn50",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vlf !== undefined){
let data8 = data.vlf;
const _errs34 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate35.errors = [{instancePath:instancePath+"/vlf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.vlf_percent !== undefined){
let data9 = data.vlf_percent;
const _errs38 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate35.errors = [{instancePath:instancePath+"/vlf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lf !== undefined){
let data10 = data.lf;
const _errs42 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate35.errors = [{instancePath:instancePath+"/lf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.lf_percent !== undefined){
let data11 = data.lf_percent;
const _errs46 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate35.errors = [{instancePath:instancePath+"/lf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hf !== undefined){
let data12 = data.hf;
const _errs50 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate35.errors = [{instancePath:instancePath+"/hf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hf_percent !== undefined){
let data13 = data.hf_percent;
const _errs54 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
validate35.errors = [{instancePath:instancePath+"/hf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hrv !== undefined){
let data14 = data.hrv;
const _errs58 = errors;
if(!((typeof data14 == "number") && (isFinite(data14)))){
validate35.errors = [{instancePath:instancePath+"/hrv",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs58 === errors;
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
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"timestamp":true,"date":true,"si":true,"si_n":true,"mrr":true,"sdnn":true,"rmssd":true,"pnn50":true,"vlf":true,"vlf_percent":true,"lf":true,"lf_percent":true,"hf":true,"hf_percent":true,"hrv":true},"dynamicProps":false,"dynamicItems":false};


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/stress.schema.json" */;
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
if(((((((((((((((data.date === undefined) && (missing0 = "date")) || ((data.avg_si === undefined) && (missing0 = "avg_si"))) || ((data.avg_si_n === undefined) && (missing0 = "avg_si_n"))) || ((data.avg_mrr === undefined) && (missing0 = "avg_mrr"))) || ((data.avg_sdnn === undefined) && (missing0 = "avg_sdnn"))) || ((data.avg_rmssd === undefined) && (missing0 = "avg_rmssd"))) || ((data.avg_pnn50 === undefined) && (missing0 = "avg_pnn50"))) || ((data.avg_vlf === undefined) && (missing0 = "avg_vlf"))) || ((data.avg_vlf_percent === undefined) && (missing0 = "avg_vlf_percent"))) || ((data.avg_lf === undefined) && (missing0 = "avg_lf"))) || ((data.avg_lf_percent === undefined) && (missing0 = "avg_lf_percent"))) || ((data.avg_hf === undefined) && (missing0 = "avg_hf"))) || ((data.avg_hf_percent === undefined) && (missing0 = "avg_hf_percent"))) || ((data.avg_hrv === undefined) && (missing0 = "avg_hrv"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.date !== undefined){
let data0 = data.date;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate34.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "contract-ymd"}}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_si !== undefined){
let data1 = data.avg_si;
const _errs6 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate34.errors = [{instancePath:instancePath+"/avg_si",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_si_n !== undefined){
let data2 = data.avg_si_n;
const _errs10 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate34.errors = [{instancePath:instancePath+"/avg_si_n",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_mrr !== undefined){
let data3 = data.avg_mrr;
const _errs14 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate34.errors = [{instancePath:instancePath+"/avg_mrr",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_sdnn !== undefined){
let data4 = data.avg_sdnn;
const _errs18 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate34.errors = [{instancePath:instancePath+"/avg_sdnn",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_rmssd !== undefined){
let data5 = data.avg_rmssd;
const _errs22 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate34.errors = [{instancePath:instancePath+"/avg_rmssd",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_pnn50 !== undefined){
let data6 = data.avg_pnn50;
const _errs26 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate34.errors = [{instancePath:instancePath+"/avg_pnn50",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_vlf !== undefined){
let data7 = data.avg_vlf;
const _errs30 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate34.errors = [{instancePath:instancePath+"/avg_vlf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_vlf_percent !== undefined){
let data8 = data.avg_vlf_percent;
const _errs34 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate34.errors = [{instancePath:instancePath+"/avg_vlf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_lf !== undefined){
let data9 = data.avg_lf;
const _errs38 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate34.errors = [{instancePath:instancePath+"/avg_lf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_lf_percent !== undefined){
let data10 = data.avg_lf_percent;
const _errs42 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate34.errors = [{instancePath:instancePath+"/avg_lf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_hf !== undefined){
let data11 = data.avg_hf;
const _errs46 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate34.errors = [{instancePath:instancePath+"/avg_hf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_hf_percent !== undefined){
let data12 = data.avg_hf_percent;
const _errs50 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate34.errors = [{instancePath:instancePath+"/avg_hf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_hrv !== undefined){
let data13 = data.avg_hrv;
const _errs54 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
validate34.errors = [{instancePath:instancePath+"/avg_hrv",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data14 = data.slots;
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data14)){
var valid15 = true;
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
const _errs60 = errors;
if(!(validate35(data14[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data14,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var valid15 = _errs60 === errors;
if(!valid15){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs58 === errors;
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
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":{"date":true,"avg_si":true,"avg_si_n":true,"avg_mrr":true,"avg_sdnn":true,"avg_rmssd":true,"avg_pnn50":true,"avg_vlf":true,"avg_vlf_percent":true,"avg_lf":true,"avg_lf_percent":true,"avg_hf":true,"avg_hf_percent":true,"avg_hrv":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const schema117 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/respiration-rate.schema.json","title":"respiration_rate","description":"The respiration_rate group of a user summary.","$comment":"Contract: 'Resources and their fields' > respiration_rate.","type":"object","required":["date","avg_respiration_rate","start_timestamp","end_timestamp"],"properties":{"date":{"description":"string, Y-m-d; required_with:respiration_rate","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_respiration_rate":{"description":"double; required_with:respiration_rate","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"start_timestamp":{"description":"integer; required_with:respiration_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:respiration_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:respiration_rate (may be absent when include_slots=0)","type":"array","items":{"$ref":"respiration-rate-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0"}}};
const schema122 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json","title":"respiration_rate slot","description":"One item of respiration_rate.slots.","$comment":"Contract: 'Resources and their fields' > respiration_rate.slots[] items.","type":"object","required":["timestamp","date","respiration_rate","quality"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"respiration_rate":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"quality":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.timestamp === undefined) && (missing0 = "timestamp")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.respiration_rate === undefined) && (missing0 = "respiration_rate"))) || ((data.quality === undefined) && (missing0 = "quality"))){
validate39.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.timestamp !== undefined){
let data0 = data.timestamp;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate39.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate39.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data0 < -9007199254740991 || isNaN(data0)){
validate39.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
let data1 = data.date;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data1 === "string"){
if(!(formats4(data1))){
validate39.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/format",keyword:"format",params:{format: "contract-hi"}}];
return false;
}
}
else {
validate39.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.respiration_rate !== undefined){
let data2 = data.respiration_rate;
const _errs10 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate39.errors = [{instancePath:instancePath+"/respiration_rate",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.quality !== undefined){
let data3 = data.quality;
const _errs14 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate39.errors = [{instancePath:instancePath+"/quality",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
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
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"timestamp":true,"date":true,"respiration_rate":true,"quality":true},"dynamicProps":false,"dynamicItems":false};


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/respiration-rate.schema.json" */;
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
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.date === undefined) && (missing0 = "date")) || ((data.avg_respiration_rate === undefined) && (missing0 = "avg_respiration_rate"))) || ((data.start_timestamp === undefined) && (missing0 = "start_timestamp"))) || ((data.end_timestamp === undefined) && (missing0 = "end_timestamp"))){
validate38.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.date !== undefined){
let data0 = data.date;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate38.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "contract-ymd"}}];
return false;
}
}
else {
validate38.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_respiration_rate !== undefined){
let data1 = data.avg_respiration_rate;
const _errs6 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate38.errors = [{instancePath:instancePath+"/avg_respiration_rate",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_timestamp !== undefined){
let data2 = data.start_timestamp;
const _errs10 = errors;
const _errs11 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate38.errors = [{instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs11){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate38.errors = [{instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data2 < -9007199254740991 || isNaN(data2)){
validate38.errors = [{instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_timestamp !== undefined){
let data3 = data.end_timestamp;
const _errs14 = errors;
const _errs15 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate38.errors = [{instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs15){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate38.errors = [{instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data3 < -9007199254740991 || isNaN(data3)){
validate38.errors = [{instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data4 = data.slots;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data4)){
var valid5 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs20 = errors;
if(!(validate39(data4[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
if(!valid5){
break;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
var valid0 = _errs18 === errors;
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
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":{"date":true,"avg_respiration_rate":true,"start_timestamp":true,"end_timestamp":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const schema127 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/temperature.schema.json","title":"temperature","description":"The temperature group of a user summary.","$comment":"Contract: 'Resources and their fields' > temperature.","type":"object","required":["date","avg_temp_sk1","avg_temp_sk2","start_timestamp","end_timestamp"],"properties":{"date":{"description":"string, Y-m-d; required_with:temperature","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_temp_sk1":{"description":"double, nullable; present when temperature is present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"avg_temp_sk2":{"description":"double, nullable; present when temperature is present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"max_temp_sk1":{"description":"double, nullable","$ref":"common.schema.json#/$defs/nullableNumber"},"max_temp_sk2":{"description":"double, nullable","$ref":"common.schema.json#/$defs/nullableNumber"},"start_timestamp":{"description":"integer; required_with:temperature","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:temperature","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:temperature (may be absent when include_slots=0)","type":"array","items":{"$ref":"temperature-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0"}}};
const schema129 = {"description":"A number or null.","type":["number","null"]};
const schema135 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/temperature-slot.schema.json","title":"temperature slot","description":"One item of temperature.slots.","$comment":"Contract: 'Resources and their fields' > temperature.slots[] items.","type":"object","required":["timestamp","date","temp_sk1","temp_sk2"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"temp_sk1":{"description":"double, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"temp_sk2":{"description":"double, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/temperature-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.timestamp === undefined) && (missing0 = "timestamp")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.temp_sk1 === undefined) && (missing0 = "temp_sk1"))) || ((data.temp_sk2 === undefined) && (missing0 = "temp_sk2"))){
validate43.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.timestamp !== undefined){
let data0 = data.timestamp;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate43.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate43.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data0 < -9007199254740991 || isNaN(data0)){
validate43.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
let data1 = data.date;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data1 === "string"){
if(!(formats4(data1))){
validate43.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/format",keyword:"format",params:{format: "contract-hi"}}];
return false;
}
}
else {
validate43.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.temp_sk1 !== undefined){
let data2 = data.temp_sk1;
const _errs10 = errors;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
validate43.errors = [{instancePath:instancePath+"/temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema129.type}}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.temp_sk2 !== undefined){
let data3 = data.temp_sk2;
const _errs13 = errors;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
validate43.errors = [{instancePath:instancePath+"/temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema129.type}}];
return false;
}
var valid0 = _errs13 === errors;
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
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":{"timestamp":true,"date":true,"temp_sk1":true,"temp_sk2":true},"dynamicProps":false,"dynamicItems":false};


function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/temperature.schema.json" */;
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
if((((((data.date === undefined) && (missing0 = "date")) || ((data.avg_temp_sk1 === undefined) && (missing0 = "avg_temp_sk1"))) || ((data.avg_temp_sk2 === undefined) && (missing0 = "avg_temp_sk2"))) || ((data.start_timestamp === undefined) && (missing0 = "start_timestamp"))) || ((data.end_timestamp === undefined) && (missing0 = "end_timestamp"))){
validate42.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.date !== undefined){
let data0 = data.date;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate42.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "contract-ymd"}}];
return false;
}
}
else {
validate42.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_temp_sk1 !== undefined){
let data1 = data.avg_temp_sk1;
const _errs6 = errors;
if((!((typeof data1 == "number") && (isFinite(data1)))) && (data1 !== null)){
validate42.errors = [{instancePath:instancePath+"/avg_temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema129.type}}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_temp_sk2 !== undefined){
let data2 = data.avg_temp_sk2;
const _errs9 = errors;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
validate42.errors = [{instancePath:instancePath+"/avg_temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema129.type}}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_temp_sk1 !== undefined){
let data3 = data.max_temp_sk1;
const _errs12 = errors;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
validate42.errors = [{instancePath:instancePath+"/max_temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema129.type}}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.max_temp_sk2 !== undefined){
let data4 = data.max_temp_sk2;
const _errs15 = errors;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
validate42.errors = [{instancePath:instancePath+"/max_temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema129.type}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_timestamp !== undefined){
let data5 = data.start_timestamp;
const _errs18 = errors;
const _errs19 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate42.errors = [{instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs19){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
validate42.errors = [{instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data5 < -9007199254740991 || isNaN(data5)){
validate42.errors = [{instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_timestamp !== undefined){
let data6 = data.end_timestamp;
const _errs22 = errors;
const _errs23 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
validate42.errors = [{instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs23){
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9007199254740991 || isNaN(data6)){
validate42.errors = [{instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data6 < -9007199254740991 || isNaN(data6)){
validate42.errors = [{instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.slots !== undefined){
let data7 = data.slots;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data7)){
var valid8 = true;
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
const _errs28 = errors;
if(!(validate43(data7[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var valid8 = _errs28 === errors;
if(!valid8){
break;
}
}
}
else {
validate42.errors = [{instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"}}];
return false;
}
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
else {
validate42.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"date":true,"avg_temp_sk1":true,"avg_temp_sk2":true,"max_temp_sk1":true,"max_temp_sk2":true,"start_timestamp":true,"end_timestamp":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const schema140 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/spo2.schema.json","title":"spo2","description":"The spo2 group of a user summary.","$comment":"Contract: 'Resources and their fields' > spo2.","type":"object","required":["date","avg_spo2","start_timestamp","end_timestamp"],"properties":{"date":{"description":"string, Y-m-d; required_with:spo2","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_spo2":{"description":"integer, nullable; present when spo2 is present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"start_timestamp":{"description":"integer; required_with:spo2","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:spo2","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:spo2 (may be absent when include_slots=0)","type":"array","items":{"$ref":"spo2-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0"}}};
const schema145 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/spo2-slot.schema.json","title":"spo2 slot","description":"One item of spo2.slots.","$comment":"Contract: 'Resources and their fields' > spo2.slots[] items.","type":"object","required":["timestamp","date","spo2","spo2_q"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"spo2":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"spo2_q":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/spo2-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.timestamp === undefined) && (missing0 = "timestamp")) || ((data.date === undefined) && (missing0 = "date"))) || ((data.spo2 === undefined) && (missing0 = "spo2"))) || ((data.spo2_q === undefined) && (missing0 = "spo2_q"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.timestamp !== undefined){
let data0 = data.timestamp;
const _errs2 = errors;
const _errs3 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate47.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs3){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate47.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data0 < -9007199254740991 || isNaN(data0)){
validate47.errors = [{instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.date !== undefined){
let data1 = data.date;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data1 === "string"){
if(!(formats4(data1))){
validate47.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/format",keyword:"format",params:{format: "contract-hi"}}];
return false;
}
}
else {
validate47.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spo2 !== undefined){
let data2 = data.spo2;
const _errs10 = errors;
const _errs11 = errors;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
validate47.errors = [{instancePath:instancePath+"/spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs11){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate47.errors = [{instancePath:instancePath+"/spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data2 < -9007199254740991 || isNaN(data2)){
validate47.errors = [{instancePath:instancePath+"/spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spo2_q !== undefined){
let data3 = data.spo2_q;
const _errs13 = errors;
const _errs14 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate47.errors = [{instancePath:instancePath+"/spo2_q",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs14){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate47.errors = [{instancePath:instancePath+"/spo2_q",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data3 < -9007199254740991 || isNaN(data3)){
validate47.errors = [{instancePath:instancePath+"/spo2_q",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs13 === errors;
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
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":{"timestamp":true,"date":true,"spo2":true,"spo2_q":true},"dynamicProps":false,"dynamicItems":false};


function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/spo2.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.date === undefined) && (missing0 = "date")) || ((data.avg_spo2 === undefined) && (missing0 = "avg_spo2"))) || ((data.start_timestamp === undefined) && (missing0 = "start_timestamp"))) || ((data.end_timestamp === undefined) && (missing0 = "end_timestamp"))){
validate46.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.date !== undefined){
let data0 = data.date;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate46.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "contract-ymd"}}];
return false;
}
}
else {
validate46.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.avg_spo2 !== undefined){
let data1 = data.avg_spo2;
const _errs6 = errors;
const _errs7 = errors;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
validate46.errors = [{instancePath:instancePath+"/avg_spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs7){
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
validate46.errors = [{instancePath:instancePath+"/avg_spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data1 < -9007199254740991 || isNaN(data1)){
validate46.errors = [{instancePath:instancePath+"/avg_spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.start_timestamp !== undefined){
let data2 = data.start_timestamp;
const _errs9 = errors;
const _errs10 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate46.errors = [{instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs10){
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
validate46.errors = [{instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data2 < -9007199254740991 || isNaN(data2)){
validate46.errors = [{instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.end_timestamp !== undefined){
let data3 = data.end_timestamp;
const _errs13 = errors;
const _errs14 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate46.errors = [{instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs14){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate46.errors = [{instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data3 < -9007199254740991 || isNaN(data3)){
validate46.errors = [{instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs13 === errors;
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
const _errs19 = errors;
if(!(validate47(data4[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid5 = _errs19 === errors;
if(!valid5){
break;
}
}
}
else {
validate46.errors = [{instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"}}];
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
else {
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":{"date":true,"avg_spo2":true,"start_timestamp":true,"end_timestamp":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const func0 = equal;

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
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.date !== undefined){
let data0 = data.date;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data0 === "string"){
if(!(formats0(data0))){
validate20.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "contract-ymd"}}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.activity !== undefined){
const _errs6 = errors;
if(!(validate22(data.activity, {instancePath:instancePath+"/activity",parentData:data,parentDataProperty:"activity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.heart_rate !== undefined){
let data2 = data.heart_rate;
const _errs7 = errors;
if(!(validate26(data2, {instancePath:instancePath+"/heart_rate",parentData:data,parentDataProperty:"heart_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
else {
const _errs9 = errors;
const _errs10 = errors;
const vSchema0 = schema31.properties.heart_rate.not.enum;
if(!(((data2 === null) || (func0(data2, vSchema0[1]))) || (func0(data2, vSchema0[2])))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid2 = _errs10 === errors;
if(valid2){
validate20.errors = [{instancePath:instancePath+"/heart_rate",schemaPath:"#/properties/heart_rate/not",keyword:"not",params:{}}];
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
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sleep !== undefined){
let data3 = data.sleep;
const _errs11 = errors;
if(!(validate30(data3, {instancePath:instancePath+"/sleep",parentData:data,parentDataProperty:"sleep",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
else {
const _errs13 = errors;
const _errs14 = errors;
const vSchema1 = schema31.properties.sleep.not.enum;
if(!(((data3 === null) || (func0(data3, vSchema1[1]))) || (func0(data3, vSchema1[2])))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid3 = _errs14 === errors;
if(valid3){
validate20.errors = [{instancePath:instancePath+"/sleep",schemaPath:"#/properties/sleep/not",keyword:"not",params:{}}];
return false;
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
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.stress !== undefined){
let data4 = data.stress;
const _errs15 = errors;
if(!(validate34(data4, {instancePath:instancePath+"/stress",parentData:data,parentDataProperty:"stress",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
else {
const _errs17 = errors;
const _errs18 = errors;
const vSchema2 = schema31.properties.stress.not.enum;
if(!(((data4 === null) || (func0(data4, vSchema2[1]))) || (func0(data4, vSchema2[2])))){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid4 = _errs18 === errors;
if(valid4){
validate20.errors = [{instancePath:instancePath+"/stress",schemaPath:"#/properties/stress/not",keyword:"not",params:{}}];
return false;
}
else {
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.respiration_rate !== undefined){
let data5 = data.respiration_rate;
const _errs19 = errors;
if(!(validate38(data5, {instancePath:instancePath+"/respiration_rate",parentData:data,parentDataProperty:"respiration_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
else {
const _errs21 = errors;
const _errs22 = errors;
const vSchema3 = schema31.properties.respiration_rate.not.enum;
if(!(((data5 === null) || (func0(data5, vSchema3[1]))) || (func0(data5, vSchema3[2])))){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid5 = _errs22 === errors;
if(valid5){
validate20.errors = [{instancePath:instancePath+"/respiration_rate",schemaPath:"#/properties/respiration_rate/not",keyword:"not",params:{}}];
return false;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.temperature !== undefined){
let data6 = data.temperature;
const _errs23 = errors;
if(!(validate42(data6, {instancePath:instancePath+"/temperature",parentData:data,parentDataProperty:"temperature",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
else {
const _errs25 = errors;
const _errs26 = errors;
const vSchema4 = schema31.properties.temperature.not.enum;
if(!(((data6 === null) || (func0(data6, vSchema4[1]))) || (func0(data6, vSchema4[2])))){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid6 = _errs26 === errors;
if(valid6){
validate20.errors = [{instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/not",keyword:"not",params:{}}];
return false;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.spo2 !== undefined){
let data7 = data.spo2;
const _errs27 = errors;
if(!(validate46(data7, {instancePath:instancePath+"/spo2",parentData:data,parentDataProperty:"spo2",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
else {
const _errs29 = errors;
const _errs30 = errors;
const vSchema5 = schema31.properties.spo2.not.enum;
if(!(((data7 === null) || (func0(data7, vSchema5[1]))) || (func0(data7, vSchema5[2])))){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid7 = _errs30 === errors;
if(valid7){
validate20.errors = [{instancePath:instancePath+"/spo2",schemaPath:"#/properties/spo2/not",keyword:"not",params:{}}];
return false;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
var valid0 = _errs27 === errors;
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
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"date":true,"activity":true,"heart_rate":true,"sleep":true,"stress":true,"respiration_rate":true,"temperature":true,"spo2":true},"dynamicProps":false,"dynamicItems":false};

const response = validate50;
const schema150 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/response.schema.json","title":"GET /user-summaries response","description":"The response body of GET /user-summaries in one of the three accepted envelopes: the Laravel length-aware paginator (what the live API sends), the resource collection {data, links, meta}, or a bare array of summaries.","$comment":"The contract does not show the envelope; decisions.md 'The response' names the three accepted shapes.","anyOf":[{"$ref":"#/$defs/paginator"},{"$ref":"#/$defs/collection"},{"$ref":"#/$defs/bare"}],"x-rule":"envelope","$defs":{"summaries":{"description":"The list of summaries.","type":"array","items":{"$ref":"user-summary.schema.json"}},"paginator":{"title":"Laravel length-aware paginator","description":"{current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path, per_page, prev_page_url, to, total}","type":"object","required":["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"],"properties":{"current_page":{"description":"integer; the page served","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"first_page_url":{"description":"string (a URL)","type":"string","x-missing":"required"},"from":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"last_page_url":{"description":"string (a URL)","type":"string","x-missing":"required"},"next_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"path":{"description":"string (a URL)","type":"string","x-missing":"required"},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"prev_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"to":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}}},"collection":{"title":"Resource collection","description":"{data, links, meta}","type":"object","required":["data","links","meta"],"properties":{"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"links":{"description":"object","type":"object","required":["first","last","prev","next"],"properties":{"first":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"last":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"prev":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"next":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"}},"x-missing":"required"},"meta":{"description":"object","type":"object","required":["current_page","from","last_page","path","per_page","to","total"],"properties":{"current_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"from":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"path":{"description":"string (a URL)","type":"string","x-missing":"required"},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"to":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"links":{"description":"array of page links (optional)","type":"array"}},"x-missing":"required"}}},"bare":{"title":"Bare array","description":"A bare array of summaries.","$ref":"#/$defs/summaries"}}};
const schema151 = {"title":"Laravel length-aware paginator","description":"{current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path, per_page, prev_page_url, to, total}","type":"object","required":["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"],"properties":{"current_page":{"description":"integer; the page served","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"first_page_url":{"description":"string (a URL)","type":"string","x-missing":"required"},"from":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"last_page_url":{"description":"string (a URL)","type":"string","x-missing":"required"},"next_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"path":{"description":"string (a URL)","type":"string","x-missing":"required"},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"prev_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"to":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}}};
const schema153 = {"description":"The list of summaries.","type":"array","items":{"$ref":"user-summary.schema.json"}};

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
validate52.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
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
validate51.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.current_page !== undefined){
let data0 = data.current_page;
const _errs1 = errors;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate51.errors = [{instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate51.errors = [{instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data0 < -9007199254740991 || isNaN(data0)){
validate51.errors = [{instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs5 = errors;
if(!(validate52(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
validate51.errors = [{instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/type",keyword:"type",params:{type: "string"}}];
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
const _errs9 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate51.errors = [{instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate51.errors = [{instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data3 < -9007199254740991 || isNaN(data3)){
validate51.errors = [{instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_page !== undefined){
let data4 = data.last_page;
const _errs11 = errors;
const _errs12 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate51.errors = [{instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
validate51.errors = [{instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data4 < -9007199254740991 || isNaN(data4)){
validate51.errors = [{instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_page_url !== undefined){
const _errs15 = errors;
if(typeof data.last_page_url !== "string"){
validate51.errors = [{instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_page_url !== undefined){
let data6 = data.next_page_url;
const _errs17 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate51.errors = [{instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/type",keyword:"type",params:{type: schema151.properties.next_page_url.type}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs19 = errors;
if(typeof data.path !== "string"){
validate51.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.per_page !== undefined){
let data8 = data.per_page;
const _errs21 = errors;
const _errs22 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate51.errors = [{instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs22){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
validate51.errors = [{instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data8 < -9007199254740991 || isNaN(data8)){
validate51.errors = [{instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prev_page_url !== undefined){
let data9 = data.prev_page_url;
const _errs25 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate51.errors = [{instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/type",keyword:"type",params:{type: schema151.properties.prev_page_url.type}}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data10 = data.to;
const _errs27 = errors;
const _errs28 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate51.errors = [{instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs28){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 9007199254740991 || isNaN(data10)){
validate51.errors = [{instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data10 < -9007199254740991 || isNaN(data10)){
validate51.errors = [{instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total !== undefined){
let data11 = data.total;
const _errs30 = errors;
const _errs31 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate51.errors = [{instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs31){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
validate51.errors = [{instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data11 < -9007199254740991 || isNaN(data11)){
validate51.errors = [{instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
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
validate51.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"current_page":true,"data":true,"first_page_url":true,"from":true,"last_page":true,"last_page_url":true,"next_page_url":true,"path":true,"per_page":true,"prev_page_url":true,"to":true,"total":true},"dynamicProps":false,"dynamicItems":false};

const schema159 = {"title":"Resource collection","description":"{data, links, meta}","type":"object","required":["data","links","meta"],"properties":{"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"links":{"description":"object","type":"object","required":["first","last","prev","next"],"properties":{"first":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"last":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"prev":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"},"next":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required"}},"x-missing":"required"},"meta":{"description":"object","type":"object","required":["current_page","from","last_page","path","per_page","to","total"],"properties":{"current_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"from":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"path":{"description":"string (a URL)","type":"string","x-missing":"required"},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"to":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"links":{"description":"array of page links (optional)","type":"array"}},"x-missing":"required"}}};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.data === undefined) && (missing0 = "data")) || ((data.links === undefined) && (missing0 = "links"))) || ((data.meta === undefined) && (missing0 = "meta"))){
validate56.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.data !== undefined){
const _errs1 = errors;
if(!(validate52(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data1 = data.links;
const _errs2 = errors;
if(errors === _errs2){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.first === undefined) && (missing1 = "first")) || ((data1.last === undefined) && (missing1 = "last"))) || ((data1.prev === undefined) && (missing1 = "prev"))) || ((data1.next === undefined) && (missing1 = "next"))){
validate56.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.first !== undefined){
let data2 = data1.first;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate56.errors = [{instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/type",keyword:"type",params:{type: schema159.properties.links.properties.first.type}}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.last !== undefined){
let data3 = data1.last;
const _errs6 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate56.errors = [{instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/type",keyword:"type",params:{type: schema159.properties.links.properties.last.type}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.prev !== undefined){
let data4 = data1.prev;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate56.errors = [{instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/type",keyword:"type",params:{type: schema159.properties.links.properties.prev.type}}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.next !== undefined){
let data5 = data1.next;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate56.errors = [{instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/type",keyword:"type",params:{type: schema159.properties.links.properties.next.type}}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate56.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data6 = data.meta;
const _errs12 = errors;
if(errors === _errs12){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if((((((((data6.current_page === undefined) && (missing2 = "current_page")) || ((data6.from === undefined) && (missing2 = "from"))) || ((data6.last_page === undefined) && (missing2 = "last_page"))) || ((data6.path === undefined) && (missing2 = "path"))) || ((data6.per_page === undefined) && (missing2 = "per_page"))) || ((data6.to === undefined) && (missing2 = "to"))) || ((data6.total === undefined) && (missing2 = "total"))){
validate56.errors = [{instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data6.current_page !== undefined){
let data7 = data6.current_page;
const _errs14 = errors;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate56.errors = [{instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate56.errors = [{instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data7 < -9007199254740991 || isNaN(data7)){
validate56.errors = [{instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.from !== undefined){
let data8 = data6.from;
const _errs18 = errors;
const _errs19 = errors;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
validate56.errors = [{instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs19){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
validate56.errors = [{instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data8 < -9007199254740991 || isNaN(data8)){
validate56.errors = [{instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.last_page !== undefined){
let data9 = data6.last_page;
const _errs21 = errors;
const _errs22 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate56.errors = [{instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs22){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9007199254740991 || isNaN(data9)){
validate56.errors = [{instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data9 < -9007199254740991 || isNaN(data9)){
validate56.errors = [{instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.path !== undefined){
const _errs25 = errors;
if(typeof data6.path !== "string"){
validate56.errors = [{instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.per_page !== undefined){
let data11 = data6.per_page;
const _errs27 = errors;
const _errs28 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate56.errors = [{instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs28){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
validate56.errors = [{instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data11 < -9007199254740991 || isNaN(data11)){
validate56.errors = [{instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.to !== undefined){
let data12 = data6.to;
const _errs31 = errors;
const _errs32 = errors;
if((!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) && (data12 !== null)){
validate56.errors = [{instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs32){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 9007199254740991 || isNaN(data12)){
validate56.errors = [{instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data12 < -9007199254740991 || isNaN(data12)){
validate56.errors = [{instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.total !== undefined){
let data13 = data6.total;
const _errs34 = errors;
const _errs35 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate56.errors = [{instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs35){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 9007199254740991 || isNaN(data13)){
validate56.errors = [{instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data13 < -9007199254740991 || isNaN(data13)){
validate56.errors = [{instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.links !== undefined){
const _errs38 = errors;
if(!(Array.isArray(data6.links))){
validate56.errors = [{instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/type",keyword:"type",params:{type: "array"}}];
return false;
}
var valid2 = _errs38 === errors;
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
else {
validate56.errors = [{instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate56.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"data":true,"links":true,"meta":true},"dynamicProps":false,"dynamicItems":false};


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
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
validate59.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(!(validate51(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = {};
props0.current_page = true;
props0.data = true;
props0.first_page_url = true;
props0.from = true;
props0.last_page = true;
props0.last_page_url = true;
props0.next_page_url = true;
props0.path = true;
props0.per_page = true;
props0.prev_page_url = true;
props0.to = true;
props0.total = true;
}
const _errs3 = errors;
if(!(validate56(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.data = true;
props0.links = true;
props0.meta = true;
}
}
const _errs4 = errors;
if(!(validate59(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate50.errors = vErrors;
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
validate50.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate50.evaluated = {"dynamicProps":true,"dynamicItems":true};

const paginator = validate62;

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
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
validate62.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.current_page !== undefined){
let data0 = data.current_page;
const _errs1 = errors;
const _errs2 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate62.errors = [{instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs2){
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
validate62.errors = [{instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data0 < -9007199254740991 || isNaN(data0)){
validate62.errors = [{instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.data !== undefined){
const _errs5 = errors;
if(!(validate52(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
validate62.errors = [{instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/type",keyword:"type",params:{type: "string"}}];
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
const _errs9 = errors;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
validate62.errors = [{instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs9){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
validate62.errors = [{instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data3 < -9007199254740991 || isNaN(data3)){
validate62.errors = [{instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_page !== undefined){
let data4 = data.last_page;
const _errs11 = errors;
const _errs12 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate62.errors = [{instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs12){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
validate62.errors = [{instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data4 < -9007199254740991 || isNaN(data4)){
validate62.errors = [{instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.last_page_url !== undefined){
const _errs15 = errors;
if(typeof data.last_page_url !== "string"){
validate62.errors = [{instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.next_page_url !== undefined){
let data6 = data.next_page_url;
const _errs17 = errors;
if((typeof data6 !== "string") && (data6 !== null)){
validate62.errors = [{instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/type",keyword:"type",params:{type: schema151.properties.next_page_url.type}}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.path !== undefined){
const _errs19 = errors;
if(typeof data.path !== "string"){
validate62.errors = [{instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.per_page !== undefined){
let data8 = data.per_page;
const _errs21 = errors;
const _errs22 = errors;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
validate62.errors = [{instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs22){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
validate62.errors = [{instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data8 < -9007199254740991 || isNaN(data8)){
validate62.errors = [{instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.prev_page_url !== undefined){
let data9 = data.prev_page_url;
const _errs25 = errors;
if((typeof data9 !== "string") && (data9 !== null)){
validate62.errors = [{instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/type",keyword:"type",params:{type: schema151.properties.prev_page_url.type}}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.to !== undefined){
let data10 = data.to;
const _errs27 = errors;
const _errs28 = errors;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
validate62.errors = [{instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs28){
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 9007199254740991 || isNaN(data10)){
validate62.errors = [{instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data10 < -9007199254740991 || isNaN(data10)){
validate62.errors = [{instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.total !== undefined){
let data11 = data.total;
const _errs30 = errors;
const _errs31 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate62.errors = [{instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs31){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
validate62.errors = [{instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data11 < -9007199254740991 || isNaN(data11)){
validate62.errors = [{instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
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
validate62.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"current_page":true,"data":true,"first_page_url":true,"from":true,"last_page":true,"last_page_url":true,"next_page_url":true,"path":true,"per_page":true,"prev_page_url":true,"to":true,"total":true},"dynamicProps":false,"dynamicItems":false};

const collection = validate64;

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.data === undefined) && (missing0 = "data")) || ((data.links === undefined) && (missing0 = "links"))) || ((data.meta === undefined) && (missing0 = "meta"))){
validate64.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.data !== undefined){
const _errs1 = errors;
if(!(validate52(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data1 = data.links;
const _errs2 = errors;
if(errors === _errs2){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((data1.first === undefined) && (missing1 = "first")) || ((data1.last === undefined) && (missing1 = "last"))) || ((data1.prev === undefined) && (missing1 = "prev"))) || ((data1.next === undefined) && (missing1 = "next"))){
validate64.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data1.first !== undefined){
let data2 = data1.first;
const _errs4 = errors;
if((typeof data2 !== "string") && (data2 !== null)){
validate64.errors = [{instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/type",keyword:"type",params:{type: schema159.properties.links.properties.first.type}}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.last !== undefined){
let data3 = data1.last;
const _errs6 = errors;
if((typeof data3 !== "string") && (data3 !== null)){
validate64.errors = [{instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/type",keyword:"type",params:{type: schema159.properties.links.properties.last.type}}];
return false;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.prev !== undefined){
let data4 = data1.prev;
const _errs8 = errors;
if((typeof data4 !== "string") && (data4 !== null)){
validate64.errors = [{instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/type",keyword:"type",params:{type: schema159.properties.links.properties.prev.type}}];
return false;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.next !== undefined){
let data5 = data1.next;
const _errs10 = errors;
if((typeof data5 !== "string") && (data5 !== null)){
validate64.errors = [{instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/type",keyword:"type",params:{type: schema159.properties.links.properties.next.type}}];
return false;
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
validate64.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.meta !== undefined){
let data6 = data.meta;
const _errs12 = errors;
if(errors === _errs12){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if((((((((data6.current_page === undefined) && (missing2 = "current_page")) || ((data6.from === undefined) && (missing2 = "from"))) || ((data6.last_page === undefined) && (missing2 = "last_page"))) || ((data6.path === undefined) && (missing2 = "path"))) || ((data6.per_page === undefined) && (missing2 = "per_page"))) || ((data6.to === undefined) && (missing2 = "to"))) || ((data6.total === undefined) && (missing2 = "total"))){
validate64.errors = [{instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data6.current_page !== undefined){
let data7 = data6.current_page;
const _errs14 = errors;
const _errs15 = errors;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
validate64.errors = [{instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
validate64.errors = [{instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data7 < -9007199254740991 || isNaN(data7)){
validate64.errors = [{instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.from !== undefined){
let data8 = data6.from;
const _errs18 = errors;
const _errs19 = errors;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
validate64.errors = [{instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs19){
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
validate64.errors = [{instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data8 < -9007199254740991 || isNaN(data8)){
validate64.errors = [{instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.last_page !== undefined){
let data9 = data6.last_page;
const _errs21 = errors;
const _errs22 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate64.errors = [{instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs22){
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9007199254740991 || isNaN(data9)){
validate64.errors = [{instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data9 < -9007199254740991 || isNaN(data9)){
validate64.errors = [{instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.path !== undefined){
const _errs25 = errors;
if(typeof data6.path !== "string"){
validate64.errors = [{instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/type",keyword:"type",params:{type: "string"}}];
return false;
}
var valid2 = _errs25 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.per_page !== undefined){
let data11 = data6.per_page;
const _errs27 = errors;
const _errs28 = errors;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
validate64.errors = [{instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs28){
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
validate64.errors = [{instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data11 < -9007199254740991 || isNaN(data11)){
validate64.errors = [{instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.to !== undefined){
let data12 = data6.to;
const _errs31 = errors;
const _errs32 = errors;
if((!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) && (data12 !== null)){
validate64.errors = [{instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema43.type}}];
return false;
}
if(errors === _errs32){
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 9007199254740991 || isNaN(data12)){
validate64.errors = [{instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data12 < -9007199254740991 || isNaN(data12)){
validate64.errors = [{instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.total !== undefined){
let data13 = data6.total;
const _errs34 = errors;
const _errs35 = errors;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
validate64.errors = [{instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"}}];
return false;
}
if(errors === _errs35){
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 9007199254740991 || isNaN(data13)){
validate64.errors = [{instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}}];
return false;
}
else {
if(data13 < -9007199254740991 || isNaN(data13)){
validate64.errors = [{instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991}}];
return false;
}
}
}
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.links !== undefined){
const _errs38 = errors;
if(!(Array.isArray(data6.links))){
validate64.errors = [{instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/type",keyword:"type",params:{type: "array"}}];
return false;
}
var valid2 = _errs38 === errors;
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
else {
validate64.errors = [{instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate64.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"data":true,"links":true,"meta":true},"dynamicProps":false,"dynamicItems":false};

const bare = validate66;

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
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
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"}}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const request = validate68;
const schema182 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/request.schema.json","title":"GET /user-summaries request","description":"The request as sent on the wire: query parameters as strings and header names in lower case. A reversed range (date_from after date_to) cannot be expressed in JSON Schema and is checked by validateRequest().","$comment":"Contract: 'Endpoints' > Get user summaries, 'Authentication'; decisions.md 'The request'.","type":"object","required":["query","headers"],"properties":{"query":{"description":"Query parameters as strings.","type":"object","required":["date_from","date_to"],"x-missing":"required","properties":{"date_from":{"description":"date (Y-m-d); required; start of the range","$ref":"common.schema.json#/$defs/date","x-missing":"required"},"date_to":{"description":"date (Y-m-d); required; end of the range, on or after date_from (checked by validateRequest)","$ref":"common.schema.json#/$defs/date","x-missing":"required","x-after-or-equal":"date_from"},"include_slots":{"description":"integer; 0 or 1; default 0","type":"string","enum":["0","1"],"x-rule":"in"},"per_page":{"description":"integer >= 1; default 10","type":"string","allOf":[{"pattern":"^(?:0|-?[1-9][0-9]*)$","maxLength":16,"x-rule":"integer","type":"string"},{"pattern":"^[0-9]*[1-9][0-9]*$","x-rule":"min","type":"string","x-minimum":1,"maxLength":16}]},"page":{"description":"integer >= 0 (page 0 is served as page 1); default 1","type":"string","allOf":[{"pattern":"^(?:0|-?[1-9][0-9]*)$","maxLength":16,"x-rule":"integer","type":"string"},{"pattern":"^[0-9]+$","x-rule":"min","type":"string","x-minimum":0,"maxLength":16}]}}},"headers":{"description":"Request headers, names in lower case.","type":"object","required":["authorization","content-type"],"x-missing":"required","properties":{"authorization":{"description":"Bearer <ACCESS_TOKEN> with a non-empty token","type":"string","maxLength":8192,"pattern":"^Bearer +[!-~]+$","x-rule":"bearer","x-missing":"required"},"content-type":{"description":"application/json","type":"string","maxLength":256,"pattern":"^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$","x-rule":"content_type","x-missing":"required"}},"additionalProperties":true,"$comment":"Other headers (User-Agent, Accept, ...) are always allowed, in the strict profile too: real clients send them."}}};
const func7 = ucs2length;
const pattern4 = new RegExp("^(?:0|-?[1-9][0-9]*)$", "u");
const pattern5 = new RegExp("^[0-9]*[1-9][0-9]*$", "u");
const pattern7 = new RegExp("^[0-9]+$", "u");
const pattern8 = new RegExp("^Bearer +[!-~]+$", "u");
const pattern9 = new RegExp("^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$", "u");

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
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
validate68.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0}}];
return false;
}
else {
if(data.query !== undefined){
let data0 = data.query;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.date_from === undefined) && (missing1 = "date_from")) || ((data0.date_to === undefined) && (missing1 = "date_to"))){
validate68.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: missing1}}];
return false;
}
else {
if(data0.date_from !== undefined){
let data1 = data0.date_from;
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data1 === "string"){
if(!(formats0(data1))){
validate68.errors = [{instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "contract-ymd"}}];
return false;
}
}
else {
validate68.errors = [{instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.date_to !== undefined){
let data2 = data0.date_to;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(typeof data2 === "string"){
if(!(formats0(data2))){
validate68.errors = [{instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "contract-ymd"}}];
return false;
}
}
else {
validate68.errors = [{instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.include_slots !== undefined){
let data3 = data0.include_slots;
const _errs12 = errors;
if(typeof data3 !== "string"){
validate68.errors = [{instancePath:instancePath+"/query/include_slots",schemaPath:"#/properties/query/properties/include_slots/type",keyword:"type",params:{type: "string"}}];
return false;
}
if(!((data3 === "0") || (data3 === "1"))){
validate68.errors = [{instancePath:instancePath+"/query/include_slots",schemaPath:"#/properties/query/properties/include_slots/enum",keyword:"enum",params:{allowedValues: schema182.properties.query.properties.include_slots.enum}}];
return false;
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.per_page !== undefined){
let data4 = data0.per_page;
const _errs14 = errors;
if(typeof data4 !== "string"){
validate68.errors = [{instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/type",keyword:"type",params:{type: "string"}}];
return false;
}
const _errs16 = errors;
if(errors === _errs16){
if(typeof data4 === "string"){
if(func7(data4) > 16){
validate68.errors = [{instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/maxLength",keyword:"maxLength",params:{limit: 16}}];
return false;
}
else {
if(!pattern4.test(data4)){
validate68.errors = [{instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:0|-?[1-9][0-9]*)$"}}];
return false;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid4 = _errs16 === errors;
if(valid4){
const _errs18 = errors;
if(errors === _errs18){
if(typeof data4 === "string"){
if(func7(data4) > 16){
validate68.errors = [{instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/maxLength",keyword:"maxLength",params:{limit: 16}}];
return false;
}
else {
if(!pattern5.test(data4)){
validate68.errors = [{instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]*[1-9][0-9]*$"}}];
return false;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid4 = _errs18 === errors;
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.page !== undefined){
let data5 = data0.page;
const _errs20 = errors;
if(typeof data5 !== "string"){
validate68.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "string"}}];
return false;
}
const _errs22 = errors;
if(errors === _errs22){
if(typeof data5 === "string"){
if(func7(data5) > 16){
validate68.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/maxLength",keyword:"maxLength",params:{limit: 16}}];
return false;
}
else {
if(!pattern4.test(data5)){
validate68.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:0|-?[1-9][0-9]*)$"}}];
return false;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid5 = _errs22 === errors;
if(valid5){
const _errs24 = errors;
if(errors === _errs24){
if(typeof data5 === "string"){
if(func7(data5) > 16){
validate68.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/maxLength",keyword:"maxLength",params:{limit: 16}}];
return false;
}
else {
if(!pattern7.test(data5)){
validate68.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"}}];
return false;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid5 = _errs24 === errors;
}
var valid1 = _errs20 === errors;
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
validate68.errors = [{instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data6 = data.headers;
const _errs26 = errors;
if(errors === _errs26){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing2;
if(((data6.authorization === undefined) && (missing2 = "authorization")) || ((data6["content-type"] === undefined) && (missing2 = "content-type"))){
validate68.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: missing2}}];
return false;
}
else {
if(data6.authorization !== undefined){
let data7 = data6.authorization;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data7 === "string"){
if(func7(data7) > 8192){
validate68.errors = [{instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/maxLength",keyword:"maxLength",params:{limit: 8192}}];
return false;
}
else {
if(!pattern8.test(data7)){
validate68.errors = [{instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/pattern",keyword:"pattern",params:{pattern: "^Bearer +[!-~]+$"}}];
return false;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid6 = _errs30 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data6["content-type"] !== undefined){
let data8 = data6["content-type"];
const _errs32 = errors;
if(errors === _errs32){
if(typeof data8 === "string"){
if(func7(data8) > 256){
validate68.errors = [{instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/maxLength",keyword:"maxLength",params:{limit: 256}}];
return false;
}
else {
if(!pattern9.test(data8)){
validate68.errors = [{instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/pattern",keyword:"pattern",params:{pattern: "^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$"}}];
return false;
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/type",keyword:"type",params:{type: "string"}}];
return false;
}
}
var valid6 = _errs32 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate68.errors = [{instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate68.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}}];
return false;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":{"query":true,"headers":true},"dynamicProps":false,"dynamicItems":false};
return { userSummary, response, paginator, collection, bare, request };
}
