// GENERATED FILE: do not edit. Source: schemas/*.schema.json through createAjv('report') and tierDocuments(strict), by src/codegen/standalone.ts.
// Regenerate with `npm run generate`; a test fails when this file is stale.
/* eslint-disable */
/** Links the precompiled validators to their runtime (src/standalone/runtimeBindings.ts). */
export function link({ ucs2length, equal, STANDALONE_FORMATS }) {
const userSummary = validate24;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/user-summary.schema.json","title":"User Summary","description":"One day of a user's activity: the date and up to seven optional groups. Unknown members are allowed (the live API sends _id, user_id, created_at, ...); the strict profile reports them.","$comment":"Contract: 'Resources and their fields' > User Summary.","type":"object","required":["date"],"properties":{"date":{"description":"string, Y-m-d; required","$ref":"common.schema.json#/$defs/date","x-missing":"required"},"activity":{"description":"object; optional group","$ref":"activity.schema.json"},"heart_rate":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"heart-rate.schema.json","errorMessage":{"not":"must not be empty when it is sent"}},"sleep":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"sleep.schema.json","errorMessage":{"not":"must not be empty when it is sent"}},"stress":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"stress.schema.json","errorMessage":{"not":"must not be empty when it is sent"}},"respiration_rate":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"respiration-rate.schema.json","errorMessage":{"not":"must not be empty when it is sent"}},"temperature":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"temperature.schema.json","errorMessage":{"not":"must not be empty when it is sent"}},"spo2":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"spo2.schema.json","errorMessage":{"not":"must not be empty when it is sent"}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required"}}};
const schema38 = {"$comment":"Y-m-d: exactly YYYY-MM-DD, a real calendar date (leap years included, year 0000 excluded).","description":"A calendar date written Y-m-d.","type":"string","minLength":10,"maxLength":10,"pattern":"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$","format":"date","x-format":"Y-m-d","x-rule":"date_format","errorMessage":{"type":"must be a string","pattern":"must match the format Y-m-d","format":"must match the format Y-m-d","minLength":"must match the format Y-m-d","maxLength":"must match the format Y-m-d"}};
const formats0 = STANDALONE_FORMATS.date;
const func1 = ucs2length;
const func0 = equal;
const pattern4 = new RegExp("^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$", "u");
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/activity.schema.json","title":"activity","description":"The activity group of a user summary. It has no not-empty rule: an empty object fails once per missing field.","$comment":"Contract: 'Resources and their fields' > activity.","type":"object","required":["date","total_steps","daily_percent","distance","calories","workouts","active_minutes","move_every_hour","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:activity","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"total_steps":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"daily_percent":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"distance":{"description":"double; required_with:activity","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"calories":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"workouts":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"active_minutes":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"move_every_hour":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"total_glasses":{"description":"integer, nullable, minimum 0; optional","$ref":"common.schema.json#/$defs/nullableInteger","type":["integer","null"],"minimum":0,"x-rule":"min","errorMessage":{"type":"must be an integer or null","minimum":"must be at least 0"}},"slots":{"description":"array of objects; required_with:activity (may be absent when include_slots=0)","type":"array","items":{"$ref":"activity-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when activity is present (required_with:activity)","total_steps":"is required when activity is present (required_with:activity)","daily_percent":"is required when activity is present (required_with:activity)","distance":"is required when activity is present (required_with:activity)","calories":"is required when activity is present (required_with:activity)","workouts":"is required when activity is present (required_with:activity)","active_minutes":"is required when activity is present (required_with:activity)","move_every_hour":"is required when activity is present (required_with:activity)","slots":"is required when activity is present (required_with:activity)"}}};
const schema41 = {"$comment":"integer: a JSON number without fraction inside the IEEE-754 safe range; 12.0 is the same JSON value as 12.","description":"An integer.","type":"integer","minimum":-9007199254740991,"maximum":9007199254740991,"x-rule":"type","errorMessage":{"type":"must be an integer","minimum":"must be an integer within the IEEE-754 safe range (the value would be rounded)","maximum":"must be an integer within the IEEE-754 safe range (the value would be rounded)"}};
const schema43 = {"$comment":"double: any finite JSON number, integers included (real data sends \"distance\": 0).","description":"A number.","type":"number","errorMessage":{"type":"must be a number"}};
const schema48 = {"description":"An integer or null.","type":["integer","null"],"minimum":-9007199254740991,"maximum":9007199254740991,"x-rule":"type","errorMessage":{"type":"must be an integer or null","minimum":"must be an integer or null within the IEEE-754 safe range (the value would be rounded)","maximum":"must be an integer or null within the IEEE-754 safe range (the value would be rounded)"}};
const func3 = Object.prototype.hasOwnProperty;
const schema49 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/activity-slot.schema.json","title":"activity slot","description":"One item of activity.slots.","$comment":"Contract: 'Resources and their fields' > activity.slots[] items.","type":"object","required":["timestamp","date","step_count"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"step_count":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","step_count":"is required"}}};
const schema51 = {"$comment":"H:i: exactly HH:MM, 00:00 to 23:59.","description":"A wall-clock time written H:i.","type":"string","minLength":5,"maxLength":5,"pattern":"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$","x-format":"H:i","x-rule":"date_format","errorMessage":{"type":"must be a string","pattern":"must match the format H:i","minLength":"must match the format H:i","maxLength":"must match the format H:i"}};
const pattern6 = new RegExp("^(?:[01][0-9]|2[0-3]):[0-5][0-9]$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/activity-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.step_count === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "step_count"},message:"must have required property '"+"step_count"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "timestamp") || (key0 === "date")) || (key0 === "step_count"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data0 = data.timestamp;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath+"/timestamp")) && (err7.keyword in emErrors0)) && (err7.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(33)))){
emErrors0[err7.keyword].push(err7);
err7.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err8 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema41.errorMessage[key1],schema:schema41.errorMessage,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
const emErrs0 = [];
for(const err9 of vErrors){
if(!err9.emUsed){
emErrs0.push(err9);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(func1(data1) > 5){
const err10 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data1) < 5){
const err11 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern6.test(data1)){
const err12 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates1 = {};
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath+"/date")) && (err14.keyword in emErrors1)) && (err14.schemaPath.indexOf("common.schema.json#/$defs/time") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(30)))){
emErrors1[err14.keyword].push(err14);
err14.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err15 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema51.errorMessage[key2],schema:schema51.errorMessage,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
const emErrs1 = [];
for(const err16 of vErrors){
if(!err16.emUsed){
emErrs1.push(err16);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.step_count !== undefined){
let data2 = data.step_count;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err17 = {instancePath:instancePath+"/step_count",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
const err18 = {instancePath:instancePath+"/step_count",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err19 = {instancePath:instancePath+"/step_count",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"type":[],"minimum":[],"maximum":[]};
const templates2 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/step_count")) && (err20.keyword in emErrors2)) && (err20.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(33)))){
emErrors2[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err21 = {instancePath:instancePath+"/step_count",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema41.errorMessage[key3],schema:schema41.errorMessage,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs2 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs2.push(err22);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[],"additionalProperties":[]};
const templates3 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath)) && (err24.keyword in emErrors3)) && (err24.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(1)))){
emErrors3[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err25 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema49.errorMessage[key4],schema:schema49.errorMessage,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrors4 = {"required":{"timestamp":[],"date":[],"step_count":[]}};
const templates4 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath)) && (err26.keyword in emErrors4)) && (err26.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(1)))){
emPropParams0 = obj0[err26.keyword];
emParamsErrors0 = emErrors4[err26.keyword][err26.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err26);
err26.emUsed = true;
}
}
}
for(const key5 in emErrors4){
for(const keyProp0 in emErrors4[key5]){
emParamsErrors0 = emErrors4[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates4[key5] && templates4[key5][keyProp0];
const err27 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema49.errorMessage[key5][keyProp0],schema:schema49.errorMessage,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err28 of vErrors){
if(!err28.emUsed){
emErrs3.push(err28);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/activity.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.total_steps === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_steps"},message:"must have required property '"+"total_steps"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.daily_percent === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_percent"},message:"must have required property '"+"daily_percent"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.distance === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "distance"},message:"must have required property '"+"distance"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.calories === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "calories"},message:"must have required property '"+"calories"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.workouts === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workouts"},message:"must have required property '"+"workouts"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.active_minutes === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "active_minutes"},message:"must have required property '"+"active_minutes"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.move_every_hour === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "move_every_hour"},message:"must have required property '"+"move_every_hour"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.slots === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema39.required,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema39.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(func1(data0) > 10){
const err10 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data0) < 10){
const err11 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern4.test(data0)){
const err12 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0.validate(data0))){
const err13 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data:data0};
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
const err14 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err15 of vErrors){
if((((((err15.keyword !== "errorMessage") && (!err15.emUsed)) && (err15.instancePath === instancePath+"/date")) && (err15.keyword in emErrors0)) && (err15.schemaPath.indexOf("common.schema.json#/$defs/date") === 0)) && (/^\/[^\/]*$/.test(err15.schemaPath.slice(30)))){
emErrors0[err15.keyword].push(err15);
err15.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err16 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema38.errorMessage[key1],schema:schema38.errorMessage,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
const emErrs0 = [];
for(const err17 of vErrors){
if(!err17.emUsed){
emErrs0.push(err17);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.total_steps !== undefined){
let data1 = data.total_steps;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err18 = {instancePath:instancePath+"/total_steps",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
const err19 = {instancePath:instancePath+"/total_steps",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data1 < -9007199254740991 || isNaN(data1)){
const err20 = {instancePath:instancePath+"/total_steps",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data1};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"type":[],"minimum":[],"maximum":[]};
const templates1 = {};
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath+"/total_steps")) && (err21.keyword in emErrors1)) && (err21.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(33)))){
emErrors1[err21.keyword].push(err21);
err21.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err22 = {instancePath:instancePath+"/total_steps",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema41.errorMessage[key2],schema:schema41.errorMessage,parentSchema:schema41,data:data1};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
const emErrs1 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs1.push(err23);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.daily_percent !== undefined){
let data2 = data.daily_percent;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err24 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
const err25 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err26 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"type":[],"minimum":[],"maximum":[]};
const templates2 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath+"/daily_percent")) && (err27.keyword in emErrors2)) && (err27.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(33)))){
emErrors2[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err28 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema41.errorMessage[key3],schema:schema41.errorMessage,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrs2 = [];
for(const err29 of vErrors){
if(!err29.emUsed){
emErrs2.push(err29);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.distance !== undefined){
let data3 = data.distance;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err30 = {instancePath:instancePath+"/distance",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err31 of vErrors){
if((((((err31.keyword !== "errorMessage") && (!err31.emUsed)) && (err31.instancePath === instancePath+"/distance")) && (err31.keyword in emErrors3)) && (err31.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err31.schemaPath.slice(32)))){
emErrors3[err31.keyword].push(err31);
err31.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err32 = {instancePath:instancePath+"/distance",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema43.errorMessage[key4],schema:schema43.errorMessage,parentSchema:schema43,data:data3};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
const emErrs3 = [];
for(const err33 of vErrors){
if(!err33.emUsed){
emErrs3.push(err33);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.calories !== undefined){
let data4 = data.calories;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err34 = {instancePath:instancePath+"/calories",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
const err35 = {instancePath:instancePath+"/calories",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data4 < -9007199254740991 || isNaN(data4)){
const err36 = {instancePath:instancePath+"/calories",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(errors > 0){
const emErrors4 = {"type":[],"minimum":[],"maximum":[]};
const templates4 = {};
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath+"/calories")) && (err37.keyword in emErrors4)) && (err37.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(33)))){
emErrors4[err37.keyword].push(err37);
err37.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err38 = {instancePath:instancePath+"/calories",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema41.errorMessage[key5],schema:schema41.errorMessage,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
const emErrs4 = [];
for(const err39 of vErrors){
if(!err39.emUsed){
emErrs4.push(err39);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.workouts !== undefined){
let data5 = data.workouts;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err40 = {instancePath:instancePath+"/workouts",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
const err41 = {instancePath:instancePath+"/workouts",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data5 < -9007199254740991 || isNaN(data5)){
const err42 = {instancePath:instancePath+"/workouts",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(errors > 0){
const emErrors5 = {"type":[],"minimum":[],"maximum":[]};
const templates5 = {};
for(const err43 of vErrors){
if((((((err43.keyword !== "errorMessage") && (!err43.emUsed)) && (err43.instancePath === instancePath+"/workouts")) && (err43.keyword in emErrors5)) && (err43.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err43.schemaPath.slice(33)))){
emErrors5[err43.keyword].push(err43);
err43.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err44 = {instancePath:instancePath+"/workouts",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema41.errorMessage[key6],schema:schema41.errorMessage,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
const emErrs5 = [];
for(const err45 of vErrors){
if(!err45.emUsed){
emErrs5.push(err45);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.active_minutes !== undefined){
let data6 = data.active_minutes;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err46 = {instancePath:instancePath+"/active_minutes",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9007199254740991 || isNaN(data6)){
const err47 = {instancePath:instancePath+"/active_minutes",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data6 < -9007199254740991 || isNaN(data6)){
const err48 = {instancePath:instancePath+"/active_minutes",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(errors > 0){
const emErrors6 = {"type":[],"minimum":[],"maximum":[]};
const templates6 = {};
for(const err49 of vErrors){
if((((((err49.keyword !== "errorMessage") && (!err49.emUsed)) && (err49.instancePath === instancePath+"/active_minutes")) && (err49.keyword in emErrors6)) && (err49.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err49.schemaPath.slice(33)))){
emErrors6[err49.keyword].push(err49);
err49.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err50 = {instancePath:instancePath+"/active_minutes",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema41.errorMessage[key7],schema:schema41.errorMessage,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
const emErrs6 = [];
for(const err51 of vErrors){
if(!err51.emUsed){
emErrs6.push(err51);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.move_every_hour !== undefined){
let data7 = data.move_every_hour;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err52 = {instancePath:instancePath+"/move_every_hour",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
const err53 = {instancePath:instancePath+"/move_every_hour",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data7 < -9007199254740991 || isNaN(data7)){
const err54 = {instancePath:instancePath+"/move_every_hour",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"type":[],"minimum":[],"maximum":[]};
const templates7 = {};
for(const err55 of vErrors){
if((((((err55.keyword !== "errorMessage") && (!err55.emUsed)) && (err55.instancePath === instancePath+"/move_every_hour")) && (err55.keyword in emErrors7)) && (err55.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err55.schemaPath.slice(33)))){
emErrors7[err55.keyword].push(err55);
err55.emUsed = true;
}
}
for(const key8 in emErrors7){
if(emErrors7[key8].length){
const err56 = {instancePath:instancePath+"/move_every_hour",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key8]},message:key8 in templates7 ? templates7[key8]() : schema41.errorMessage[key8],schema:schema41.errorMessage,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
const emErrs7 = [];
for(const err57 of vErrors){
if(!err57.emUsed){
emErrs7.push(err57);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.total_glasses !== undefined){
let data8 = data.total_glasses;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err58 = {instancePath:instancePath+"/total_glasses",schemaPath:"#/properties/total_glasses/type",keyword:"type",params:{type: schema39.properties.total_glasses.type},message:"must be integer,null",schema:schema39.properties.total_glasses.type,parentSchema:schema39.properties.total_glasses,data:data8};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err59 = {instancePath:instancePath+"/total_glasses",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
const err60 = {instancePath:instancePath+"/total_glasses",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err61 = {instancePath:instancePath+"/total_glasses",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(errors > 0){
const emErrors8 = {"type":[],"minimum":[],"maximum":[]};
const templates8 = {};
for(const err62 of vErrors){
if((((((err62.keyword !== "errorMessage") && (!err62.emUsed)) && (err62.instancePath === instancePath+"/total_glasses")) && (err62.keyword in emErrors8)) && (err62.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err62.schemaPath.slice(41)))){
emErrors8[err62.keyword].push(err62);
err62.emUsed = true;
}
}
for(const key9 in emErrors8){
if(emErrors8[key9].length){
const err63 = {instancePath:instancePath+"/total_glasses",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key9]},message:key9 in templates8 ? templates8[key9]() : schema48.errorMessage[key9],schema:schema48.errorMessage,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
const emErrs8 = [];
for(const err64 of vErrors){
if(!err64.emUsed){
emErrs8.push(err64);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err65 = {instancePath:instancePath+"/total_glasses",schemaPath:"#/properties/total_glasses/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema39.properties.total_glasses,data:data8};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(errors > 0){
const emErrors9 = {"type":[],"minimum":[]};
const templates9 = {};
for(const err66 of vErrors){
if((((((err66.keyword !== "errorMessage") && (!err66.emUsed)) && (err66.instancePath === instancePath+"/total_glasses")) && (err66.keyword in emErrors9)) && (err66.schemaPath.indexOf("#/properties/total_glasses") === 0)) && (/^\/[^\/]*$/.test(err66.schemaPath.slice(26)))){
emErrors9[err66.keyword].push(err66);
err66.emUsed = true;
}
}
for(const key10 in emErrors9){
if(emErrors9[key10].length){
const err67 = {instancePath:instancePath+"/total_glasses",schemaPath:"#/properties/total_glasses/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key10]},message:key10 in templates9 ? templates9[key10]() : schema39.properties.total_glasses.errorMessage[key10],schema:schema39.properties.total_glasses.errorMessage,parentSchema:schema39.properties.total_glasses,data:data8};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
const emErrs9 = [];
for(const err68 of vErrors){
if(!err68.emUsed){
emErrs9.push(err68);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data.slots !== undefined){
let data9 = data.slots;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(!(validate27(data9[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data9,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err69 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema39.properties.slots.type,parentSchema:schema39.properties.slots,data:data9};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"type":[]};
const templates10 = {};
for(const err70 of vErrors){
if((((((err70.keyword !== "errorMessage") && (!err70.emUsed)) && (err70.instancePath === instancePath+"/slots")) && (err70.keyword in emErrors10)) && (err70.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err70.schemaPath.slice(18)))){
emErrors10[err70.keyword].push(err70);
err70.emUsed = true;
}
}
for(const key11 in emErrors10){
if(emErrors10[key11].length){
const err71 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key11]},message:key11 in templates10 ? templates10[key11]() : schema39.properties.slots.errorMessage[key11],schema:schema39.properties.slots.errorMessage,parentSchema:schema39.properties.slots,data:data9};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
const emErrs10 = [];
for(const err72 of vErrors){
if(!err72.emUsed){
emErrs10.push(err72);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
}
else {
const err73 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"type":[],"additionalProperties":[]};
const templates11 = {};
for(const err74 of vErrors){
if((((((err74.keyword !== "errorMessage") && (!err74.emUsed)) && (err74.instancePath === instancePath)) && (err74.keyword in emErrors11)) && (err74.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err74.schemaPath.slice(1)))){
emErrors11[err74.keyword].push(err74);
err74.emUsed = true;
}
}
for(const key12 in emErrors11){
if(emErrors11[key12].length){
const err75 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key12]},message:key12 in templates11 ? templates11[key12]() : schema39.errorMessage[key12],schema:schema39.errorMessage,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
const emErrors12 = {"required":{"date":[],"total_steps":[],"daily_percent":[],"distance":[],"calories":[],"workouts":[],"active_minutes":[],"move_every_hour":[],"slots":[]}};
const templates12 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err76 of vErrors){
if((((((err76.keyword !== "errorMessage") && (!err76.emUsed)) && (err76.instancePath === instancePath)) && (err76.keyword in emErrors12)) && (err76.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err76.schemaPath.slice(1)))){
emPropParams0 = obj0[err76.keyword];
emParamsErrors0 = emErrors12[err76.keyword][err76.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err76);
err76.emUsed = true;
}
}
}
for(const key13 in emErrors12){
for(const keyProp0 in emErrors12[key13]){
emParamsErrors0 = emErrors12[key13][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates12[key13] && templates12[key13][keyProp0];
const err77 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema39.errorMessage[key13][keyProp0],schema:schema39.errorMessage,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
const emErrs11 = [];
for(const err78 of vErrors){
if(!err78.emUsed){
emErrs11.push(err78);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/heart-rate.schema.json","title":"heart_rate","description":"The heart_rate group of a user summary.","$comment":"Contract: 'Resources and their fields' > heart_rate.","type":"object","required":["date","daily_percent","all_time","max_time","performance_time","endurance_time","fat_burn_time","warm_up_time","rest_time","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:heart_rate","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_daily_heart_rate":{"description":"integer, nullable; must be present when avg_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"max_daily_heart_rate":{"description":"integer, nullable; must be present when max_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"rest_daily_heart_rate":{"description":"integer, nullable; must be present when rest_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"avg_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when avg_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"max_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when max_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"rest_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when rest_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"daily_percent":{"description":"integer, nullable; present when heart_rate is present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"all_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"max_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"performance_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"endurance_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"fat_burn_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"warm_up_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"rest_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:heart_rate (may be absent when include_slots=0)","type":"array","items":{"$ref":"heart-rate-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"allOf":[{"$comment":"Heat/heart pair: at least one spelling of avg_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["avg_daily_heart_rate"],"properties":{"avg_daily_heart_rate":true},"errorMessage":{"required":{"avg_daily_heart_rate":"is required"}}},{"required":["avg_daily_heat_rate"],"properties":{"avg_daily_heat_rate":true},"errorMessage":{"required":{"avg_daily_heat_rate":"is required"}}}],"errorMessage":{"anyOf":"must be present when avg_daily_heat_rate is absent (send at least one spelling of the pair)"}},{"$comment":"Heat/heart pair: at least one spelling of max_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["max_daily_heart_rate"],"properties":{"max_daily_heart_rate":true},"errorMessage":{"required":{"max_daily_heart_rate":"is required"}}},{"required":["max_daily_heat_rate"],"properties":{"max_daily_heat_rate":true},"errorMessage":{"required":{"max_daily_heat_rate":"is required"}}}],"errorMessage":{"anyOf":"must be present when max_daily_heat_rate is absent (send at least one spelling of the pair)"}},{"$comment":"Heat/heart pair: at least one spelling of rest_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["rest_daily_heart_rate"],"properties":{"rest_daily_heart_rate":true},"errorMessage":{"required":{"rest_daily_heart_rate":"is required"}}},{"required":["rest_daily_heat_rate"],"properties":{"rest_daily_heat_rate":true},"errorMessage":{"required":{"rest_daily_heat_rate":"is required"}}}],"errorMessage":{"anyOf":"must be present when rest_daily_heat_rate is absent (send at least one spelling of the pair)"}}],"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when heart_rate is present (required_with:heart_rate)","daily_percent":"must be present (its value may be null)","all_time":"is required when heart_rate is present (required_with:heart_rate)","max_time":"is required when heart_rate is present (required_with:heart_rate)","performance_time":"is required when heart_rate is present (required_with:heart_rate)","endurance_time":"is required when heart_rate is present (required_with:heart_rate)","fat_burn_time":"is required when heart_rate is present (required_with:heart_rate)","warm_up_time":"is required when heart_rate is present (required_with:heart_rate)","rest_time":"is required when heart_rate is present (required_with:heart_rate)","slots":"is required when heart_rate is present (required_with:heart_rate)"}}};
const schema69 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json","title":"heart_rate slot","description":"One item of heart_rate.slots.","$comment":"Contract: 'Resources and their fields' > heart_rate.slots[] items.","type":"object","required":["timestamp","date","bpm"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"bpm":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","bpm":"must be present (its value may be null)"}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.bpm === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bpm"},message:"must have required property '"+"bpm"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "timestamp") || (key0 === "date")) || (key0 === "bpm"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data0 = data.timestamp;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err4 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath+"/timestamp")) && (err7.keyword in emErrors0)) && (err7.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(33)))){
emErrors0[err7.keyword].push(err7);
err7.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err8 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema41.errorMessage[key1],schema:schema41.errorMessage,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
const emErrs0 = [];
for(const err9 of vErrors){
if(!err9.emUsed){
emErrs0.push(err9);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(func1(data1) > 5){
const err10 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func1(data1) < 5){
const err11 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern6.test(data1)){
const err12 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates1 = {};
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath+"/date")) && (err14.keyword in emErrors1)) && (err14.schemaPath.indexOf("common.schema.json#/$defs/time") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(30)))){
emErrors1[err14.keyword].push(err14);
err14.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err15 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema51.errorMessage[key2],schema:schema51.errorMessage,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
const emErrs1 = [];
for(const err16 of vErrors){
if(!err16.emUsed){
emErrs1.push(err16);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.bpm !== undefined){
let data2 = data.bpm;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err17 = {instancePath:instancePath+"/bpm",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
const err18 = {instancePath:instancePath+"/bpm",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err19 = {instancePath:instancePath+"/bpm",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"type":[],"minimum":[],"maximum":[]};
const templates2 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/bpm")) && (err20.keyword in emErrors2)) && (err20.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(41)))){
emErrors2[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err21 = {instancePath:instancePath+"/bpm",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema48.errorMessage[key3],schema:schema48.errorMessage,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs2 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs2.push(err22);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[],"additionalProperties":[]};
const templates3 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath)) && (err24.keyword in emErrors3)) && (err24.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(1)))){
emErrors3[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err25 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema69.errorMessage[key4],schema:schema69.errorMessage,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrors4 = {"required":{"timestamp":[],"date":[],"bpm":[]}};
const templates4 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath)) && (err26.keyword in emErrors4)) && (err26.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(1)))){
emPropParams0 = obj0[err26.keyword];
emParamsErrors0 = emErrors4[err26.keyword][err26.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err26);
err26.emUsed = true;
}
}
}
for(const key5 in emErrors4){
for(const keyProp0 in emErrors4[key5]){
emParamsErrors0 = emErrors4[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates4[key5] && templates4[key5][keyProp0];
const err27 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema69.errorMessage[key5][keyProp0],schema:schema69.errorMessage,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err28 of vErrors){
if(!err28.emUsed){
emErrs3.push(err28);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/heart-rate.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.avg_daily_heart_rate === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/required",keyword:"required",params:{missingProperty: "avg_daily_heart_rate"},message:"must have required property '"+"avg_daily_heart_rate"+"'",schema:schema53.allOf[0].anyOf[0].required,parentSchema:schema53.allOf[0].anyOf[0],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"avg_daily_heart_rate":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err1 of vErrors){
if((((((err1.keyword !== "errorMessage") && (!err1.emUsed)) && (err1.instancePath === instancePath)) && (err1.keyword in emErrors0)) && (err1.schemaPath.indexOf("#/allOf/0/anyOf/0") === 0)) && (/^\/[^\/]*$/.test(err1.schemaPath.slice(17)))){
emPropParams0 = obj0[err1.keyword];
emParamsErrors0 = emErrors0[err1.keyword][err1.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err1);
err1.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err2 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.allOf[0].anyOf[0].errorMessage[key0][keyProp0],schema:schema53.allOf[0].anyOf[0].errorMessage,parentSchema:schema53.allOf[0].anyOf[0],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err3 of vErrors){
if(!err3.emUsed){
emErrs0.push(err3);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(_valid0){
var props0 = {};
props0.avg_daily_heart_rate = true;
}
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.avg_daily_heat_rate === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "avg_daily_heat_rate"},message:"must have required property '"+"avg_daily_heat_rate"+"'",schema:schema53.allOf[0].anyOf[1].required,parentSchema:schema53.allOf[0].anyOf[1],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"required":{"avg_daily_heat_rate":[]}};
const templates1 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors1)) && (err5.schemaPath.indexOf("#/allOf/0/anyOf/1") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(17)))){
emPropParams1 = obj0[err5.keyword];
emParamsErrors1 = emErrors1[err5.keyword][err5.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err5);
err5.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp1 in emErrors1[key1]){
emParamsErrors1 = emErrors1[key1][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates1[key1] && templates1[key1][keyProp1];
const err6 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.allOf[0].anyOf[1].errorMessage[key1][keyProp1],schema:schema53.allOf[0].anyOf[1].errorMessage,parentSchema:schema53.allOf[0].anyOf[1],data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
const emErrs1 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs1.push(err7);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
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
const err8 = {instancePath,schemaPath:"#/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema53.allOf[0].anyOf,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
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
if(errors > 0){
const emErrors2 = {"anyOf":[]};
const templates2 = {};
for(const err9 of vErrors){
if((((((err9.keyword !== "errorMessage") && (!err9.emUsed)) && (err9.instancePath === instancePath)) && (err9.keyword in emErrors2)) && (err9.schemaPath.indexOf("#/allOf/0") === 0)) && (/^\/[^\/]*$/.test(err9.schemaPath.slice(9)))){
emErrors2[err9.keyword].push(err9);
err9.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err10 = {instancePath,schemaPath:"#/allOf/0/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.allOf[0].errorMessage[key2],schema:schema53.allOf[0].errorMessage,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
const emErrs2 = [];
for(const err11 of vErrors){
if(!err11.emUsed){
emErrs2.push(err11);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
const _errs9 = errors;
let valid2 = false;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max_daily_heart_rate === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: "max_daily_heart_rate"},message:"must have required property '"+"max_daily_heart_rate"+"'",schema:schema53.allOf[1].anyOf[0].required,parentSchema:schema53.allOf[1].anyOf[0],data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"required":{"max_daily_heart_rate":[]}};
const templates3 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath)) && (err13.keyword in emErrors3)) && (err13.schemaPath.indexOf("#/allOf/1/anyOf/0") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(17)))){
emPropParams2 = obj0[err13.keyword];
emParamsErrors2 = emErrors3[err13.keyword][err13.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err13);
err13.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp2 in emErrors3[key3]){
emParamsErrors2 = emErrors3[key3][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates3[key3] && templates3[key3][keyProp2];
const err14 = {instancePath,schemaPath:"#/allOf/1/anyOf/0/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema53.allOf[1].anyOf[0].errorMessage[key3][keyProp2],schema:schema53.allOf[1].anyOf[0].errorMessage,parentSchema:schema53.allOf[1].anyOf[0],data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs3.push(err15);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
var _valid1 = _errs10 === errors;
valid2 = valid2 || _valid1;
if(_valid1){
var props1 = {};
props1.max_daily_heart_rate = true;
}
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.max_daily_heat_rate === undefined){
const err16 = {instancePath,schemaPath:"#/allOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: "max_daily_heat_rate"},message:"must have required property '"+"max_daily_heat_rate"+"'",schema:schema53.allOf[1].anyOf[1].required,parentSchema:schema53.allOf[1].anyOf[1],data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(errors > 0){
const emErrors4 = {"required":{"max_daily_heat_rate":[]}};
const templates4 = {required:{}};
let emPropParams3;
let emParamsErrors3;
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath)) && (err17.keyword in emErrors4)) && (err17.schemaPath.indexOf("#/allOf/1/anyOf/1") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(17)))){
emPropParams3 = obj0[err17.keyword];
emParamsErrors3 = emErrors4[err17.keyword][err17.params[emPropParams3]];
if(emParamsErrors3){
emParamsErrors3.push(err17);
err17.emUsed = true;
}
}
}
for(const key4 in emErrors4){
for(const keyProp3 in emErrors4[key4]){
emParamsErrors3 = emErrors4[key4][keyProp3];
if(emParamsErrors3.length){
const tmpl3 = templates4[key4] && templates4[key4][keyProp3];
const err18 = {instancePath,schemaPath:"#/allOf/1/anyOf/1/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors3},message:tmpl3 ? tmpl3() : schema53.allOf[1].anyOf[1].errorMessage[key4][keyProp3],schema:schema53.allOf[1].anyOf[1].errorMessage,parentSchema:schema53.allOf[1].anyOf[1],data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs4.push(err19);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
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
const err20 = {instancePath,schemaPath:"#/allOf/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema53.allOf[1].anyOf,parentSchema:schema53.allOf[1],data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
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
if(errors > 0){
const emErrors5 = {"anyOf":[]};
const templates5 = {};
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath)) && (err21.keyword in emErrors5)) && (err21.schemaPath.indexOf("#/allOf/1") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(9)))){
emErrors5[err21.keyword].push(err21);
err21.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err22 = {instancePath,schemaPath:"#/allOf/1/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.allOf[1].errorMessage[key5],schema:schema53.allOf[1].errorMessage,parentSchema:schema53.allOf[1],data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
const emErrs5 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs5.push(err23);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rest_daily_heart_rate === undefined){
const err24 = {instancePath,schemaPath:"#/allOf/2/anyOf/0/required",keyword:"required",params:{missingProperty: "rest_daily_heart_rate"},message:"must have required property '"+"rest_daily_heart_rate"+"'",schema:schema53.allOf[2].anyOf[0].required,parentSchema:schema53.allOf[2].anyOf[0],data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(errors > 0){
const emErrors6 = {"required":{"rest_daily_heart_rate":[]}};
const templates6 = {required:{}};
let emPropParams4;
let emParamsErrors4;
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath)) && (err25.keyword in emErrors6)) && (err25.schemaPath.indexOf("#/allOf/2/anyOf/0") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(17)))){
emPropParams4 = obj0[err25.keyword];
emParamsErrors4 = emErrors6[err25.keyword][err25.params[emPropParams4]];
if(emParamsErrors4){
emParamsErrors4.push(err25);
err25.emUsed = true;
}
}
}
for(const key6 in emErrors6){
for(const keyProp4 in emErrors6[key6]){
emParamsErrors4 = emErrors6[key6][keyProp4];
if(emParamsErrors4.length){
const tmpl4 = templates6[key6] && templates6[key6][keyProp4];
const err26 = {instancePath,schemaPath:"#/allOf/2/anyOf/0/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors4},message:tmpl4 ? tmpl4() : schema53.allOf[2].anyOf[0].errorMessage[key6][keyProp4],schema:schema53.allOf[2].anyOf[0].errorMessage,parentSchema:schema53.allOf[2].anyOf[0],data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
const emErrs6 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs6.push(err27);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
var _valid2 = _errs15 === errors;
valid3 = valid3 || _valid2;
if(_valid2){
var props2 = {};
props2.rest_daily_heart_rate = true;
}
const _errs16 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rest_daily_heat_rate === undefined){
const err28 = {instancePath,schemaPath:"#/allOf/2/anyOf/1/required",keyword:"required",params:{missingProperty: "rest_daily_heat_rate"},message:"must have required property '"+"rest_daily_heat_rate"+"'",schema:schema53.allOf[2].anyOf[1].required,parentSchema:schema53.allOf[2].anyOf[1],data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"required":{"rest_daily_heat_rate":[]}};
const templates7 = {required:{}};
let emPropParams5;
let emParamsErrors5;
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath)) && (err29.keyword in emErrors7)) && (err29.schemaPath.indexOf("#/allOf/2/anyOf/1") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(17)))){
emPropParams5 = obj0[err29.keyword];
emParamsErrors5 = emErrors7[err29.keyword][err29.params[emPropParams5]];
if(emParamsErrors5){
emParamsErrors5.push(err29);
err29.emUsed = true;
}
}
}
for(const key7 in emErrors7){
for(const keyProp5 in emErrors7[key7]){
emParamsErrors5 = emErrors7[key7][keyProp5];
if(emParamsErrors5.length){
const tmpl5 = templates7[key7] && templates7[key7][keyProp5];
const err30 = {instancePath,schemaPath:"#/allOf/2/anyOf/1/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors5},message:tmpl5 ? tmpl5() : schema53.allOf[2].anyOf[1].errorMessage[key7][keyProp5],schema:schema53.allOf[2].anyOf[1].errorMessage,parentSchema:schema53.allOf[2].anyOf[1],data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
const emErrs7 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs7.push(err31);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
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
const err32 = {instancePath,schemaPath:"#/allOf/2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema53.allOf[2].anyOf,parentSchema:schema53.allOf[2],data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
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
if(errors > 0){
const emErrors8 = {"anyOf":[]};
const templates8 = {};
for(const err33 of vErrors){
if((((((err33.keyword !== "errorMessage") && (!err33.emUsed)) && (err33.instancePath === instancePath)) && (err33.keyword in emErrors8)) && (err33.schemaPath.indexOf("#/allOf/2") === 0)) && (/^\/[^\/]*$/.test(err33.schemaPath.slice(9)))){
emErrors8[err33.keyword].push(err33);
err33.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err34 = {instancePath,schemaPath:"#/allOf/2/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema53.allOf[2].errorMessage[key8],schema:schema53.allOf[2].errorMessage,parentSchema:schema53.allOf[2],data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
const emErrs8 = [];
for(const err35 of vErrors){
if(!err35.emUsed){
emErrs8.push(err35);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
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
const err36 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.daily_percent === undefined){
const err37 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_percent"},message:"must have required property '"+"daily_percent"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.all_time === undefined){
const err38 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "all_time"},message:"must have required property '"+"all_time"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.max_time === undefined){
const err39 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max_time"},message:"must have required property '"+"max_time"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.performance_time === undefined){
const err40 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "performance_time"},message:"must have required property '"+"performance_time"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.endurance_time === undefined){
const err41 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endurance_time"},message:"must have required property '"+"endurance_time"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.fat_burn_time === undefined){
const err42 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fat_burn_time"},message:"must have required property '"+"fat_burn_time"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.warm_up_time === undefined){
const err43 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warm_up_time"},message:"must have required property '"+"warm_up_time"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.rest_time === undefined){
const err44 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rest_time"},message:"must have required property '"+"rest_time"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.slots === undefined){
const err45 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key9 in data){
if(!(func3.call(schema53.properties, key9))){
const err46 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(func1(data0) > 10){
const err47 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(func1(data0) < 10){
const err48 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!pattern4.test(data0)){
const err49 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!(formats0.validate(data0))){
const err50 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates9 = {};
for(const err52 of vErrors){
if((((((err52.keyword !== "errorMessage") && (!err52.emUsed)) && (err52.instancePath === instancePath+"/date")) && (err52.keyword in emErrors9)) && (err52.schemaPath.indexOf("common.schema.json#/$defs/date") === 0)) && (/^\/[^\/]*$/.test(err52.schemaPath.slice(30)))){
emErrors9[err52.keyword].push(err52);
err52.emUsed = true;
}
}
for(const key10 in emErrors9){
if(emErrors9[key10].length){
const err53 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key10]},message:key10 in templates9 ? templates9[key10]() : schema38.errorMessage[key10],schema:schema38.errorMessage,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
const emErrs9 = [];
for(const err54 of vErrors){
if(!err54.emUsed){
emErrs9.push(err54);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data.avg_daily_heart_rate !== undefined){
let data1 = data.avg_daily_heart_rate;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
const err55 = {instancePath:instancePath+"/avg_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data1};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
const err56 = {instancePath:instancePath+"/avg_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data1};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data1 < -9007199254740991 || isNaN(data1)){
const err57 = {instancePath:instancePath+"/avg_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data1};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(errors > 0){
const emErrors10 = {"type":[],"minimum":[],"maximum":[]};
const templates10 = {};
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath+"/avg_daily_heart_rate")) && (err58.keyword in emErrors10)) && (err58.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(41)))){
emErrors10[err58.keyword].push(err58);
err58.emUsed = true;
}
}
for(const key11 in emErrors10){
if(emErrors10[key11].length){
const err59 = {instancePath:instancePath+"/avg_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key11]},message:key11 in templates10 ? templates10[key11]() : schema48.errorMessage[key11],schema:schema48.errorMessage,parentSchema:schema48,data:data1};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
const emErrs10 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs10.push(err60);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data.max_daily_heart_rate !== undefined){
let data2 = data.max_daily_heart_rate;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err61 = {instancePath:instancePath+"/max_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
const err62 = {instancePath:instancePath+"/max_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err63 = {instancePath:instancePath+"/max_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(errors > 0){
const emErrors11 = {"type":[],"minimum":[],"maximum":[]};
const templates11 = {};
for(const err64 of vErrors){
if((((((err64.keyword !== "errorMessage") && (!err64.emUsed)) && (err64.instancePath === instancePath+"/max_daily_heart_rate")) && (err64.keyword in emErrors11)) && (err64.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err64.schemaPath.slice(41)))){
emErrors11[err64.keyword].push(err64);
err64.emUsed = true;
}
}
for(const key12 in emErrors11){
if(emErrors11[key12].length){
const err65 = {instancePath:instancePath+"/max_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key12]},message:key12 in templates11 ? templates11[key12]() : schema48.errorMessage[key12],schema:schema48.errorMessage,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
const emErrs11 = [];
for(const err66 of vErrors){
if(!err66.emUsed){
emErrs11.push(err66);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
if(data.rest_daily_heart_rate !== undefined){
let data3 = data.rest_daily_heart_rate;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err67 = {instancePath:instancePath+"/rest_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
const err68 = {instancePath:instancePath+"/rest_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data3 < -9007199254740991 || isNaN(data3)){
const err69 = {instancePath:instancePath+"/rest_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(errors > 0){
const emErrors12 = {"type":[],"minimum":[],"maximum":[]};
const templates12 = {};
for(const err70 of vErrors){
if((((((err70.keyword !== "errorMessage") && (!err70.emUsed)) && (err70.instancePath === instancePath+"/rest_daily_heart_rate")) && (err70.keyword in emErrors12)) && (err70.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err70.schemaPath.slice(41)))){
emErrors12[err70.keyword].push(err70);
err70.emUsed = true;
}
}
for(const key13 in emErrors12){
if(emErrors12[key13].length){
const err71 = {instancePath:instancePath+"/rest_daily_heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors12[key13]},message:key13 in templates12 ? templates12[key13]() : schema48.errorMessage[key13],schema:schema48.errorMessage,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
const emErrs12 = [];
for(const err72 of vErrors){
if(!err72.emUsed){
emErrs12.push(err72);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
if(data.avg_daily_heat_rate !== undefined){
let data4 = data.avg_daily_heat_rate;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (data4 !== null)){
const err73 = {instancePath:instancePath+"/avg_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data4};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
const err74 = {instancePath:instancePath+"/avg_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data4};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data4 < -9007199254740991 || isNaN(data4)){
const err75 = {instancePath:instancePath+"/avg_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data4};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(errors > 0){
const emErrors13 = {"type":[],"minimum":[],"maximum":[]};
const templates13 = {};
for(const err76 of vErrors){
if((((((err76.keyword !== "errorMessage") && (!err76.emUsed)) && (err76.instancePath === instancePath+"/avg_daily_heat_rate")) && (err76.keyword in emErrors13)) && (err76.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err76.schemaPath.slice(41)))){
emErrors13[err76.keyword].push(err76);
err76.emUsed = true;
}
}
for(const key14 in emErrors13){
if(emErrors13[key14].length){
const err77 = {instancePath:instancePath+"/avg_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors13[key14]},message:key14 in templates13 ? templates13[key14]() : schema48.errorMessage[key14],schema:schema48.errorMessage,parentSchema:schema48,data:data4};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
const emErrs13 = [];
for(const err78 of vErrors){
if(!err78.emUsed){
emErrs13.push(err78);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
}
if(data.max_daily_heat_rate !== undefined){
let data5 = data.max_daily_heat_rate;
if((!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))) && (data5 !== null)){
const err79 = {instancePath:instancePath+"/max_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data5};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
const err80 = {instancePath:instancePath+"/max_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data5};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data5 < -9007199254740991 || isNaN(data5)){
const err81 = {instancePath:instancePath+"/max_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data5};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(errors > 0){
const emErrors14 = {"type":[],"minimum":[],"maximum":[]};
const templates14 = {};
for(const err82 of vErrors){
if((((((err82.keyword !== "errorMessage") && (!err82.emUsed)) && (err82.instancePath === instancePath+"/max_daily_heat_rate")) && (err82.keyword in emErrors14)) && (err82.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err82.schemaPath.slice(41)))){
emErrors14[err82.keyword].push(err82);
err82.emUsed = true;
}
}
for(const key15 in emErrors14){
if(emErrors14[key15].length){
const err83 = {instancePath:instancePath+"/max_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors14[key15]},message:key15 in templates14 ? templates14[key15]() : schema48.errorMessage[key15],schema:schema48.errorMessage,parentSchema:schema48,data:data5};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
const emErrs14 = [];
for(const err84 of vErrors){
if(!err84.emUsed){
emErrs14.push(err84);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
}
if(data.rest_daily_heat_rate !== undefined){
let data6 = data.rest_daily_heat_rate;
if((!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))) && (data6 !== null)){
const err85 = {instancePath:instancePath+"/rest_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data6};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9007199254740991 || isNaN(data6)){
const err86 = {instancePath:instancePath+"/rest_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data6};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data6 < -9007199254740991 || isNaN(data6)){
const err87 = {instancePath:instancePath+"/rest_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data6};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(errors > 0){
const emErrors15 = {"type":[],"minimum":[],"maximum":[]};
const templates15 = {};
for(const err88 of vErrors){
if((((((err88.keyword !== "errorMessage") && (!err88.emUsed)) && (err88.instancePath === instancePath+"/rest_daily_heat_rate")) && (err88.keyword in emErrors15)) && (err88.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err88.schemaPath.slice(41)))){
emErrors15[err88.keyword].push(err88);
err88.emUsed = true;
}
}
for(const key16 in emErrors15){
if(emErrors15[key16].length){
const err89 = {instancePath:instancePath+"/rest_daily_heat_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors15[key16]},message:key16 in templates15 ? templates15[key16]() : schema48.errorMessage[key16],schema:schema48.errorMessage,parentSchema:schema48,data:data6};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
const emErrs15 = [];
for(const err90 of vErrors){
if(!err90.emUsed){
emErrs15.push(err90);
}
}
vErrors = emErrs15;
errors = emErrs15.length;
}
}
if(data.daily_percent !== undefined){
let data7 = data.daily_percent;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
const err91 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data7};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
const err92 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data7};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data7 < -9007199254740991 || isNaN(data7)){
const err93 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data7};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
if(errors > 0){
const emErrors16 = {"type":[],"minimum":[],"maximum":[]};
const templates16 = {};
for(const err94 of vErrors){
if((((((err94.keyword !== "errorMessage") && (!err94.emUsed)) && (err94.instancePath === instancePath+"/daily_percent")) && (err94.keyword in emErrors16)) && (err94.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err94.schemaPath.slice(41)))){
emErrors16[err94.keyword].push(err94);
err94.emUsed = true;
}
}
for(const key17 in emErrors16){
if(emErrors16[key17].length){
const err95 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors16[key17]},message:key17 in templates16 ? templates16[key17]() : schema48.errorMessage[key17],schema:schema48.errorMessage,parentSchema:schema48,data:data7};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
const emErrs16 = [];
for(const err96 of vErrors){
if(!err96.emUsed){
emErrs16.push(err96);
}
}
vErrors = emErrs16;
errors = emErrs16.length;
}
}
if(data.all_time !== undefined){
let data8 = data.all_time;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err97 = {instancePath:instancePath+"/all_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
const err98 = {instancePath:instancePath+"/all_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err99 = {instancePath:instancePath+"/all_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(errors > 0){
const emErrors17 = {"type":[],"minimum":[],"maximum":[]};
const templates17 = {};
for(const err100 of vErrors){
if((((((err100.keyword !== "errorMessage") && (!err100.emUsed)) && (err100.instancePath === instancePath+"/all_time")) && (err100.keyword in emErrors17)) && (err100.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err100.schemaPath.slice(33)))){
emErrors17[err100.keyword].push(err100);
err100.emUsed = true;
}
}
for(const key18 in emErrors17){
if(emErrors17[key18].length){
const err101 = {instancePath:instancePath+"/all_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors17[key18]},message:key18 in templates17 ? templates17[key18]() : schema41.errorMessage[key18],schema:schema41.errorMessage,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
const emErrs17 = [];
for(const err102 of vErrors){
if(!err102.emUsed){
emErrs17.push(err102);
}
}
vErrors = emErrs17;
errors = emErrs17.length;
}
}
if(data.max_time !== undefined){
let data9 = data.max_time;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err103 = {instancePath:instancePath+"/max_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9007199254740991 || isNaN(data9)){
const err104 = {instancePath:instancePath+"/max_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err105 = {instancePath:instancePath+"/max_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(errors > 0){
const emErrors18 = {"type":[],"minimum":[],"maximum":[]};
const templates18 = {};
for(const err106 of vErrors){
if((((((err106.keyword !== "errorMessage") && (!err106.emUsed)) && (err106.instancePath === instancePath+"/max_time")) && (err106.keyword in emErrors18)) && (err106.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err106.schemaPath.slice(33)))){
emErrors18[err106.keyword].push(err106);
err106.emUsed = true;
}
}
for(const key19 in emErrors18){
if(emErrors18[key19].length){
const err107 = {instancePath:instancePath+"/max_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors18[key19]},message:key19 in templates18 ? templates18[key19]() : schema41.errorMessage[key19],schema:schema41.errorMessage,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
const emErrs18 = [];
for(const err108 of vErrors){
if(!err108.emUsed){
emErrs18.push(err108);
}
}
vErrors = emErrs18;
errors = emErrs18.length;
}
}
if(data.performance_time !== undefined){
let data10 = data.performance_time;
if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){
const err109 = {instancePath:instancePath+"/performance_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data10};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 9007199254740991 || isNaN(data10)){
const err110 = {instancePath:instancePath+"/performance_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data10};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(data10 < -9007199254740991 || isNaN(data10)){
const err111 = {instancePath:instancePath+"/performance_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data10};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(errors > 0){
const emErrors19 = {"type":[],"minimum":[],"maximum":[]};
const templates19 = {};
for(const err112 of vErrors){
if((((((err112.keyword !== "errorMessage") && (!err112.emUsed)) && (err112.instancePath === instancePath+"/performance_time")) && (err112.keyword in emErrors19)) && (err112.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err112.schemaPath.slice(33)))){
emErrors19[err112.keyword].push(err112);
err112.emUsed = true;
}
}
for(const key20 in emErrors19){
if(emErrors19[key20].length){
const err113 = {instancePath:instancePath+"/performance_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors19[key20]},message:key20 in templates19 ? templates19[key20]() : schema41.errorMessage[key20],schema:schema41.errorMessage,parentSchema:schema41,data:data10};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
const emErrs19 = [];
for(const err114 of vErrors){
if(!err114.emUsed){
emErrs19.push(err114);
}
}
vErrors = emErrs19;
errors = emErrs19.length;
}
}
if(data.endurance_time !== undefined){
let data11 = data.endurance_time;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err115 = {instancePath:instancePath+"/endurance_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
const err116 = {instancePath:instancePath+"/endurance_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data11 < -9007199254740991 || isNaN(data11)){
const err117 = {instancePath:instancePath+"/endurance_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
if(errors > 0){
const emErrors20 = {"type":[],"minimum":[],"maximum":[]};
const templates20 = {};
for(const err118 of vErrors){
if((((((err118.keyword !== "errorMessage") && (!err118.emUsed)) && (err118.instancePath === instancePath+"/endurance_time")) && (err118.keyword in emErrors20)) && (err118.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err118.schemaPath.slice(33)))){
emErrors20[err118.keyword].push(err118);
err118.emUsed = true;
}
}
for(const key21 in emErrors20){
if(emErrors20[key21].length){
const err119 = {instancePath:instancePath+"/endurance_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors20[key21]},message:key21 in templates20 ? templates20[key21]() : schema41.errorMessage[key21],schema:schema41.errorMessage,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
const emErrs20 = [];
for(const err120 of vErrors){
if(!err120.emUsed){
emErrs20.push(err120);
}
}
vErrors = emErrs20;
errors = emErrs20.length;
}
}
if(data.fat_burn_time !== undefined){
let data12 = data.fat_burn_time;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err121 = {instancePath:instancePath+"/fat_burn_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data12};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 9007199254740991 || isNaN(data12)){
const err122 = {instancePath:instancePath+"/fat_burn_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data12};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data12 < -9007199254740991 || isNaN(data12)){
const err123 = {instancePath:instancePath+"/fat_burn_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data12};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(errors > 0){
const emErrors21 = {"type":[],"minimum":[],"maximum":[]};
const templates21 = {};
for(const err124 of vErrors){
if((((((err124.keyword !== "errorMessage") && (!err124.emUsed)) && (err124.instancePath === instancePath+"/fat_burn_time")) && (err124.keyword in emErrors21)) && (err124.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err124.schemaPath.slice(33)))){
emErrors21[err124.keyword].push(err124);
err124.emUsed = true;
}
}
for(const key22 in emErrors21){
if(emErrors21[key22].length){
const err125 = {instancePath:instancePath+"/fat_burn_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors21[key22]},message:key22 in templates21 ? templates21[key22]() : schema41.errorMessage[key22],schema:schema41.errorMessage,parentSchema:schema41,data:data12};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
const emErrs21 = [];
for(const err126 of vErrors){
if(!err126.emUsed){
emErrs21.push(err126);
}
}
vErrors = emErrs21;
errors = emErrs21.length;
}
}
if(data.warm_up_time !== undefined){
let data13 = data.warm_up_time;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err127 = {instancePath:instancePath+"/warm_up_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 9007199254740991 || isNaN(data13)){
const err128 = {instancePath:instancePath+"/warm_up_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data13 < -9007199254740991 || isNaN(data13)){
const err129 = {instancePath:instancePath+"/warm_up_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(errors > 0){
const emErrors22 = {"type":[],"minimum":[],"maximum":[]};
const templates22 = {};
for(const err130 of vErrors){
if((((((err130.keyword !== "errorMessage") && (!err130.emUsed)) && (err130.instancePath === instancePath+"/warm_up_time")) && (err130.keyword in emErrors22)) && (err130.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err130.schemaPath.slice(33)))){
emErrors22[err130.keyword].push(err130);
err130.emUsed = true;
}
}
for(const key23 in emErrors22){
if(emErrors22[key23].length){
const err131 = {instancePath:instancePath+"/warm_up_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors22[key23]},message:key23 in templates22 ? templates22[key23]() : schema41.errorMessage[key23],schema:schema41.errorMessage,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
const emErrs22 = [];
for(const err132 of vErrors){
if(!err132.emUsed){
emErrs22.push(err132);
}
}
vErrors = emErrs22;
errors = emErrs22.length;
}
}
if(data.rest_time !== undefined){
let data14 = data.rest_time;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err133 = {instancePath:instancePath+"/rest_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data14};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 9007199254740991 || isNaN(data14)){
const err134 = {instancePath:instancePath+"/rest_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data14};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
if(data14 < -9007199254740991 || isNaN(data14)){
const err135 = {instancePath:instancePath+"/rest_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data14};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(errors > 0){
const emErrors23 = {"type":[],"minimum":[],"maximum":[]};
const templates23 = {};
for(const err136 of vErrors){
if((((((err136.keyword !== "errorMessage") && (!err136.emUsed)) && (err136.instancePath === instancePath+"/rest_time")) && (err136.keyword in emErrors23)) && (err136.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err136.schemaPath.slice(33)))){
emErrors23[err136.keyword].push(err136);
err136.emUsed = true;
}
}
for(const key24 in emErrors23){
if(emErrors23[key24].length){
const err137 = {instancePath:instancePath+"/rest_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors23[key24]},message:key24 in templates23 ? templates23[key24]() : schema41.errorMessage[key24],schema:schema41.errorMessage,parentSchema:schema41,data:data14};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
const emErrs23 = [];
for(const err138 of vErrors){
if(!err138.emUsed){
emErrs23.push(err138);
}
}
vErrors = emErrs23;
errors = emErrs23.length;
}
}
if(data.slots !== undefined){
let data15 = data.slots;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
if(!(validate31(data15[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data15,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
}
else {
const err139 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.slots.type,parentSchema:schema53.properties.slots,data:data15};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(errors > 0){
const emErrors24 = {"type":[]};
const templates24 = {};
for(const err140 of vErrors){
if((((((err140.keyword !== "errorMessage") && (!err140.emUsed)) && (err140.instancePath === instancePath+"/slots")) && (err140.keyword in emErrors24)) && (err140.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err140.schemaPath.slice(18)))){
emErrors24[err140.keyword].push(err140);
err140.emUsed = true;
}
}
for(const key25 in emErrors24){
if(emErrors24[key25].length){
const err141 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors24[key25]},message:key25 in templates24 ? templates24[key25]() : schema53.properties.slots.errorMessage[key25],schema:schema53.properties.slots.errorMessage,parentSchema:schema53.properties.slots,data:data15};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
const emErrs24 = [];
for(const err142 of vErrors){
if(!err142.emUsed){
emErrs24.push(err142);
}
}
vErrors = emErrs24;
errors = emErrs24.length;
}
}
}
else {
const err143 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(errors > 0){
const emErrors25 = {"type":[],"additionalProperties":[]};
const templates25 = {};
for(const err144 of vErrors){
if((((((err144.keyword !== "errorMessage") && (!err144.emUsed)) && (err144.instancePath === instancePath)) && (err144.keyword in emErrors25)) && (err144.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err144.schemaPath.slice(1)))){
emErrors25[err144.keyword].push(err144);
err144.emUsed = true;
}
}
for(const key26 in emErrors25){
if(emErrors25[key26].length){
const err145 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors25[key26]},message:key26 in templates25 ? templates25[key26]() : schema53.errorMessage[key26],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
const emErrors26 = {"required":{"date":[],"daily_percent":[],"all_time":[],"max_time":[],"performance_time":[],"endurance_time":[],"fat_burn_time":[],"warm_up_time":[],"rest_time":[],"slots":[]}};
const templates26 = {required:{}};
let emPropParams6;
let emParamsErrors6;
for(const err146 of vErrors){
if((((((err146.keyword !== "errorMessage") && (!err146.emUsed)) && (err146.instancePath === instancePath)) && (err146.keyword in emErrors26)) && (err146.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err146.schemaPath.slice(1)))){
emPropParams6 = obj0[err146.keyword];
emParamsErrors6 = emErrors26[err146.keyword][err146.params[emPropParams6]];
if(emParamsErrors6){
emParamsErrors6.push(err146);
err146.emUsed = true;
}
}
}
for(const key27 in emErrors26){
for(const keyProp6 in emErrors26[key27]){
emParamsErrors6 = emErrors26[key27][keyProp6];
if(emParamsErrors6.length){
const tmpl6 = templates26[key27] && templates26[key27][keyProp6];
const err147 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors6},message:tmpl6 ? tmpl6() : schema53.errorMessage[key27][keyProp6],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
const emErrs25 = [];
for(const err148 of vErrors){
if(!err148.emUsed){
emErrs25.push(err148);
}
}
vErrors = emErrs25;
errors = emErrs25.length;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema73 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/sleep.schema.json","title":"sleep","description":"The sleep group of a user summary.","$comment":"Contract: 'Resources and their fields' > sleep.","type":"object","required":["date","sleep_duration","daily_percent","awake_time","rem_time","light_time","deep_time","performance","tranquility","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:sleep","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"sleep_duration":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"daily_percent":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"awake_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"rem_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"light_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"deep_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"performance":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"tranquility":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"consistency":{"description":"integer, nullable; when the key is sent it must not be empty (null fails)","$ref":"common.schema.json#/$defs/nullableInteger","not":{"const":null,"errorMessage":{"const":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","errorMessage":{"not":"must not be empty when it is sent"}},"heart_rate":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger"},"heart_rate_quality":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger"},"slots":{"description":"array of objects; required_with:sleep (may be absent when include_slots=0)","type":"array","items":{"$ref":"sleep-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when sleep is present (required_with:sleep)","sleep_duration":"is required when sleep is present (required_with:sleep)","daily_percent":"is required when sleep is present (required_with:sleep)","awake_time":"is required when sleep is present (required_with:sleep)","rem_time":"is required when sleep is present (required_with:sleep)","light_time":"is required when sleep is present (required_with:sleep)","deep_time":"is required when sleep is present (required_with:sleep)","performance":"is required when sleep is present (required_with:sleep)","tranquility":"is required when sleep is present (required_with:sleep)","slots":"is required when sleep is present (required_with:sleep)"}}};
const schema86 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/sleep-slot.schema.json","title":"sleep slot","description":"One item of sleep.slots.","$comment":"Contract: 'Resources and their fields' > sleep.slots[] items.","type":"object","required":["timestamp","start_date","end_date","type"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"start_date":{"description":"string, Y-m-d\\TH:i:s; required","$ref":"common.schema.json#/$defs/localDateTime","x-missing":"required"},"end_date":{"description":"string, Y-m-d\\TH:i:s; required","$ref":"common.schema.json#/$defs/localDateTime","x-missing":"required"},"type":{"description":"integer; required; allowed values 0, 1, 2, 3, 4","$ref":"common.schema.json#/$defs/integer","x-missing":"required","enum":[0,1,2,3,4],"x-rule":"in","errorMessage":{"enum":"must be one of 0, 1, 2, 3, 4"}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","start_date":"is required","end_date":"is required","type":"is required"}}};
const schema88 = {"$comment":"Y-m-d\\TH:i:s: exactly YYYY-MM-DDTHH:MM:SS, no zone, no fraction, a real date and time.","description":"A local date and time written Y-m-d\\TH:i:s.","type":"string","minLength":19,"maxLength":19,"pattern":"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$","x-format":"Y-m-d\\TH:i:s","x-rule":"date_format","errorMessage":{"type":"must be a string","pattern":"must match the format Y-m-d\\TH:i:s","minLength":"must match the format Y-m-d\\TH:i:s","maxLength":"must match the format Y-m-d\\TH:i:s"}};
const pattern10 = new RegExp("^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$", "u");

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/sleep-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema86.required,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.start_date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_date"},message:"must have required property '"+"start_date"+"'",schema:schema86.required,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.end_date === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_date"},message:"must have required property '"+"end_date"+"'",schema:schema86.required,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema86.required,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "timestamp") || (key0 === "start_date")) || (key0 === "end_date")) || (key0 === "type"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data0 = data.timestamp;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/timestamp")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(33)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err9 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema41.errorMessage[key1],schema:schema41.errorMessage,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs0 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs0.push(err10);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.start_date !== undefined){
let data1 = data.start_date;
if(typeof data1 === "string"){
if(func1(data1) > 19){
const err11 = {instancePath:instancePath+"/start_date",schemaPath:"common.schema.json#/$defs/localDateTime/maxLength",keyword:"maxLength",params:{limit: 19},message:"must NOT have more than 19 characters",schema:19,parentSchema:schema88,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 19){
const err12 = {instancePath:instancePath+"/start_date",schemaPath:"common.schema.json#/$defs/localDateTime/minLength",keyword:"minLength",params:{limit: 19},message:"must NOT have fewer than 19 characters",schema:19,parentSchema:schema88,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern10.test(data1)){
const err13 = {instancePath:instancePath+"/start_date",schemaPath:"common.schema.json#/$defs/localDateTime/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",parentSchema:schema88,data:data1};
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
const err14 = {instancePath:instancePath+"/start_date",schemaPath:"common.schema.json#/$defs/localDateTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema88.type,parentSchema:schema88,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates1 = {};
for(const err15 of vErrors){
if((((((err15.keyword !== "errorMessage") && (!err15.emUsed)) && (err15.instancePath === instancePath+"/start_date")) && (err15.keyword in emErrors1)) && (err15.schemaPath.indexOf("common.schema.json#/$defs/localDateTime") === 0)) && (/^\/[^\/]*$/.test(err15.schemaPath.slice(39)))){
emErrors1[err15.keyword].push(err15);
err15.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err16 = {instancePath:instancePath+"/start_date",schemaPath:"common.schema.json#/$defs/localDateTime/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema88.errorMessage[key2],schema:schema88.errorMessage,parentSchema:schema88,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
const emErrs1 = [];
for(const err17 of vErrors){
if(!err17.emUsed){
emErrs1.push(err17);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.end_date !== undefined){
let data2 = data.end_date;
if(typeof data2 === "string"){
if(func1(data2) > 19){
const err18 = {instancePath:instancePath+"/end_date",schemaPath:"common.schema.json#/$defs/localDateTime/maxLength",keyword:"maxLength",params:{limit: 19},message:"must NOT have more than 19 characters",schema:19,parentSchema:schema88,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(func1(data2) < 19){
const err19 = {instancePath:instancePath+"/end_date",schemaPath:"common.schema.json#/$defs/localDateTime/minLength",keyword:"minLength",params:{limit: 19},message:"must NOT have fewer than 19 characters",schema:19,parentSchema:schema88,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern10.test(data2)){
const err20 = {instancePath:instancePath+"/end_date",schemaPath:"common.schema.json#/$defs/localDateTime/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",parentSchema:schema88,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/end_date",schemaPath:"common.schema.json#/$defs/localDateTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema88.type,parentSchema:schema88,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates2 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/end_date")) && (err22.keyword in emErrors2)) && (err22.schemaPath.indexOf("common.schema.json#/$defs/localDateTime") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(39)))){
emErrors2[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err23 = {instancePath:instancePath+"/end_date",schemaPath:"common.schema.json#/$defs/localDateTime/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema88.errorMessage[key3],schema:schema88.errorMessage,parentSchema:schema88,data:data2};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs2 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs2.push(err24);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.type !== undefined){
let data3 = data.type;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err25 = {instancePath:instancePath+"/type",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
const err26 = {instancePath:instancePath+"/type",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data3 < -9007199254740991 || isNaN(data3)){
const err27 = {instancePath:instancePath+"/type",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"type":[],"minimum":[],"maximum":[]};
const templates3 = {};
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/type")) && (err28.keyword in emErrors3)) && (err28.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(33)))){
emErrors3[err28.keyword].push(err28);
err28.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err29 = {instancePath:instancePath+"/type",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema41.errorMessage[key4],schema:schema41.errorMessage,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
const emErrs3 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs3.push(err30);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
if(!(((((data3 === 0) || (data3 === 1)) || (data3 === 2)) || (data3 === 3)) || (data3 === 4))){
const err31 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema86.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema86.properties.type.enum,parentSchema:schema86.properties.type,data:data3};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"enum":[]};
const templates4 = {};
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath+"/type")) && (err32.keyword in emErrors4)) && (err32.schemaPath.indexOf("#/properties/type") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(17)))){
emErrors4[err32.keyword].push(err32);
err32.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err33 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema86.properties.type.errorMessage[key5],schema:schema86.properties.type.errorMessage,parentSchema:schema86.properties.type,data:data3};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
const emErrs4 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs4.push(err34);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema86.type,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[],"additionalProperties":[]};
const templates5 = {};
for(const err36 of vErrors){
if((((((err36.keyword !== "errorMessage") && (!err36.emUsed)) && (err36.instancePath === instancePath)) && (err36.keyword in emErrors5)) && (err36.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err36.schemaPath.slice(1)))){
emErrors5[err36.keyword].push(err36);
err36.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err37 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema86.errorMessage[key6],schema:schema86.errorMessage,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
const emErrors6 = {"required":{"timestamp":[],"start_date":[],"end_date":[],"type":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err38 of vErrors){
if((((((err38.keyword !== "errorMessage") && (!err38.emUsed)) && (err38.instancePath === instancePath)) && (err38.keyword in emErrors6)) && (err38.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err38.schemaPath.slice(1)))){
emPropParams0 = obj0[err38.keyword];
emParamsErrors0 = emErrors6[err38.keyword][err38.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err38);
err38.emUsed = true;
}
}
}
for(const key7 in emErrors6){
for(const keyProp0 in emErrors6[key7]){
emParamsErrors0 = emErrors6[key7][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key7] && templates6[key7][keyProp0];
const err39 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema86.errorMessage[key7][keyProp0],schema:schema86.errorMessage,parentSchema:schema86,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err40 of vErrors){
if(!err40.emUsed){
emErrs5.push(err40);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/sleep.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sleep_duration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sleep_duration"},message:"must have required property '"+"sleep_duration"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.daily_percent === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_percent"},message:"must have required property '"+"daily_percent"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.awake_time === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "awake_time"},message:"must have required property '"+"awake_time"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.rem_time === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rem_time"},message:"must have required property '"+"rem_time"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.light_time === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "light_time"},message:"must have required property '"+"light_time"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.deep_time === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deep_time"},message:"must have required property '"+"deep_time"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.performance === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "performance"},message:"must have required property '"+"performance"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.tranquility === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tranquility"},message:"must have required property '"+"tranquility"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.slots === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema73.properties, key0))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(func1(data0) > 10){
const err11 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data0) < 10){
const err12 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern4.test(data0)){
const err13 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats0.validate(data0))){
const err14 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath+"/date")) && (err16.keyword in emErrors0)) && (err16.schemaPath.indexOf("common.schema.json#/$defs/date") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(30)))){
emErrors0[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err17 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema38.errorMessage[key1],schema:schema38.errorMessage,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
const emErrs0 = [];
for(const err18 of vErrors){
if(!err18.emUsed){
emErrs0.push(err18);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.sleep_duration !== undefined){
let data1 = data.sleep_duration;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err19 = {instancePath:instancePath+"/sleep_duration",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
const err20 = {instancePath:instancePath+"/sleep_duration",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data1};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data1 < -9007199254740991 || isNaN(data1)){
const err21 = {instancePath:instancePath+"/sleep_duration",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data1};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"type":[],"minimum":[],"maximum":[]};
const templates1 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/sleep_duration")) && (err22.keyword in emErrors1)) && (err22.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(33)))){
emErrors1[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err23 = {instancePath:instancePath+"/sleep_duration",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema41.errorMessage[key2],schema:schema41.errorMessage,parentSchema:schema41,data:data1};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs1 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs1.push(err24);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.daily_percent !== undefined){
let data2 = data.daily_percent;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err25 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
const err26 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err27 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"type":[],"minimum":[],"maximum":[]};
const templates2 = {};
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/daily_percent")) && (err28.keyword in emErrors2)) && (err28.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(33)))){
emErrors2[err28.keyword].push(err28);
err28.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err29 = {instancePath:instancePath+"/daily_percent",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema41.errorMessage[key3],schema:schema41.errorMessage,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
const emErrs2 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs2.push(err30);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.awake_time !== undefined){
let data3 = data.awake_time;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err31 = {instancePath:instancePath+"/awake_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
const err32 = {instancePath:instancePath+"/awake_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data3 < -9007199254740991 || isNaN(data3)){
const err33 = {instancePath:instancePath+"/awake_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"type":[],"minimum":[],"maximum":[]};
const templates3 = {};
for(const err34 of vErrors){
if((((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && (err34.instancePath === instancePath+"/awake_time")) && (err34.keyword in emErrors3)) && (err34.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err34.schemaPath.slice(33)))){
emErrors3[err34.keyword].push(err34);
err34.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err35 = {instancePath:instancePath+"/awake_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema41.errorMessage[key4],schema:schema41.errorMessage,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
const emErrs3 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs3.push(err36);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.rem_time !== undefined){
let data4 = data.rem_time;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err37 = {instancePath:instancePath+"/rem_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
const err38 = {instancePath:instancePath+"/rem_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data4 < -9007199254740991 || isNaN(data4)){
const err39 = {instancePath:instancePath+"/rem_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(errors > 0){
const emErrors4 = {"type":[],"minimum":[],"maximum":[]};
const templates4 = {};
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/rem_time")) && (err40.keyword in emErrors4)) && (err40.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(33)))){
emErrors4[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err41 = {instancePath:instancePath+"/rem_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema41.errorMessage[key5],schema:schema41.errorMessage,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
const emErrs4 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs4.push(err42);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.light_time !== undefined){
let data5 = data.light_time;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err43 = {instancePath:instancePath+"/light_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
const err44 = {instancePath:instancePath+"/light_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data5 < -9007199254740991 || isNaN(data5)){
const err45 = {instancePath:instancePath+"/light_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(errors > 0){
const emErrors5 = {"type":[],"minimum":[],"maximum":[]};
const templates5 = {};
for(const err46 of vErrors){
if((((((err46.keyword !== "errorMessage") && (!err46.emUsed)) && (err46.instancePath === instancePath+"/light_time")) && (err46.keyword in emErrors5)) && (err46.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err46.schemaPath.slice(33)))){
emErrors5[err46.keyword].push(err46);
err46.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err47 = {instancePath:instancePath+"/light_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema41.errorMessage[key6],schema:schema41.errorMessage,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
const emErrs5 = [];
for(const err48 of vErrors){
if(!err48.emUsed){
emErrs5.push(err48);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.deep_time !== undefined){
let data6 = data.deep_time;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err49 = {instancePath:instancePath+"/deep_time",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9007199254740991 || isNaN(data6)){
const err50 = {instancePath:instancePath+"/deep_time",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data6 < -9007199254740991 || isNaN(data6)){
const err51 = {instancePath:instancePath+"/deep_time",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(errors > 0){
const emErrors6 = {"type":[],"minimum":[],"maximum":[]};
const templates6 = {};
for(const err52 of vErrors){
if((((((err52.keyword !== "errorMessage") && (!err52.emUsed)) && (err52.instancePath === instancePath+"/deep_time")) && (err52.keyword in emErrors6)) && (err52.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err52.schemaPath.slice(33)))){
emErrors6[err52.keyword].push(err52);
err52.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err53 = {instancePath:instancePath+"/deep_time",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema41.errorMessage[key7],schema:schema41.errorMessage,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
const emErrs6 = [];
for(const err54 of vErrors){
if(!err54.emUsed){
emErrs6.push(err54);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.performance !== undefined){
let data7 = data.performance;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err55 = {instancePath:instancePath+"/performance",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
const err56 = {instancePath:instancePath+"/performance",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data7 < -9007199254740991 || isNaN(data7)){
const err57 = {instancePath:instancePath+"/performance",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"type":[],"minimum":[],"maximum":[]};
const templates7 = {};
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath+"/performance")) && (err58.keyword in emErrors7)) && (err58.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(33)))){
emErrors7[err58.keyword].push(err58);
err58.emUsed = true;
}
}
for(const key8 in emErrors7){
if(emErrors7[key8].length){
const err59 = {instancePath:instancePath+"/performance",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key8]},message:key8 in templates7 ? templates7[key8]() : schema41.errorMessage[key8],schema:schema41.errorMessage,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
const emErrs7 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs7.push(err60);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.tranquility !== undefined){
let data8 = data.tranquility;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err61 = {instancePath:instancePath+"/tranquility",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
const err62 = {instancePath:instancePath+"/tranquility",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err63 = {instancePath:instancePath+"/tranquility",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(errors > 0){
const emErrors8 = {"type":[],"minimum":[],"maximum":[]};
const templates8 = {};
for(const err64 of vErrors){
if((((((err64.keyword !== "errorMessage") && (!err64.emUsed)) && (err64.instancePath === instancePath+"/tranquility")) && (err64.keyword in emErrors8)) && (err64.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err64.schemaPath.slice(33)))){
emErrors8[err64.keyword].push(err64);
err64.emUsed = true;
}
}
for(const key9 in emErrors8){
if(emErrors8[key9].length){
const err65 = {instancePath:instancePath+"/tranquility",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key9]},message:key9 in templates8 ? templates8[key9]() : schema41.errorMessage[key9],schema:schema41.errorMessage,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
const emErrs8 = [];
for(const err66 of vErrors){
if(!err66.emUsed){
emErrs8.push(err66);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data.consistency !== undefined){
let data9 = data.consistency;
if((!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))) && (data9 !== null)){
const err67 = {instancePath:instancePath+"/consistency",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data9};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9007199254740991 || isNaN(data9)){
const err68 = {instancePath:instancePath+"/consistency",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data9};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err69 = {instancePath:instancePath+"/consistency",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data9};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(errors > 0){
const emErrors9 = {"type":[],"minimum":[],"maximum":[]};
const templates9 = {};
for(const err70 of vErrors){
if((((((err70.keyword !== "errorMessage") && (!err70.emUsed)) && (err70.instancePath === instancePath+"/consistency")) && (err70.keyword in emErrors9)) && (err70.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err70.schemaPath.slice(41)))){
emErrors9[err70.keyword].push(err70);
err70.emUsed = true;
}
}
for(const key10 in emErrors9){
if(emErrors9[key10].length){
const err71 = {instancePath:instancePath+"/consistency",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key10]},message:key10 in templates9 ? templates9[key10]() : schema48.errorMessage[key10],schema:schema48.errorMessage,parentSchema:schema48,data:data9};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
const emErrs9 = [];
for(const err72 of vErrors){
if(!err72.emUsed){
emErrs9.push(err72);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
const _errs42 = errors;
const _errs43 = errors;
if(null !== data9){
const err73 = {};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var valid11 = _errs43 === errors;
if(valid11){
const err74 = {instancePath:instancePath+"/consistency",schemaPath:"#/properties/consistency/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema73.properties.consistency.not,parentSchema:schema73.properties.consistency,data:data9};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
else {
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
}
if(errors > 0){
const emErrors10 = {"not":[]};
const templates10 = {};
for(const err75 of vErrors){
if((((((err75.keyword !== "errorMessage") && (!err75.emUsed)) && (err75.instancePath === instancePath+"/consistency")) && (err75.keyword in emErrors10)) && (err75.schemaPath.indexOf("#/properties/consistency") === 0)) && (/^\/[^\/]*$/.test(err75.schemaPath.slice(24)))){
emErrors10[err75.keyword].push(err75);
err75.emUsed = true;
}
}
for(const key11 in emErrors10){
if(emErrors10[key11].length){
const err76 = {instancePath:instancePath+"/consistency",schemaPath:"#/properties/consistency/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key11]},message:key11 in templates10 ? templates10[key11]() : schema73.properties.consistency.errorMessage[key11],schema:schema73.properties.consistency.errorMessage,parentSchema:schema73.properties.consistency,data:data9};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
const emErrs10 = [];
for(const err77 of vErrors){
if(!err77.emUsed){
emErrs10.push(err77);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data.heart_rate !== undefined){
let data10 = data.heart_rate;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err78 = {instancePath:instancePath+"/heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 9007199254740991 || isNaN(data10)){
const err79 = {instancePath:instancePath+"/heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data10 < -9007199254740991 || isNaN(data10)){
const err80 = {instancePath:instancePath+"/heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(errors > 0){
const emErrors11 = {"type":[],"minimum":[],"maximum":[]};
const templates11 = {};
for(const err81 of vErrors){
if((((((err81.keyword !== "errorMessage") && (!err81.emUsed)) && (err81.instancePath === instancePath+"/heart_rate")) && (err81.keyword in emErrors11)) && (err81.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err81.schemaPath.slice(41)))){
emErrors11[err81.keyword].push(err81);
err81.emUsed = true;
}
}
for(const key12 in emErrors11){
if(emErrors11[key12].length){
const err82 = {instancePath:instancePath+"/heart_rate",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key12]},message:key12 in templates11 ? templates11[key12]() : schema48.errorMessage[key12],schema:schema48.errorMessage,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
const emErrs11 = [];
for(const err83 of vErrors){
if(!err83.emUsed){
emErrs11.push(err83);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
if(data.heart_rate_quality !== undefined){
let data11 = data.heart_rate_quality;
if((!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))) && (data11 !== null)){
const err84 = {instancePath:instancePath+"/heart_rate_quality",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data11};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
const err85 = {instancePath:instancePath+"/heart_rate_quality",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data11};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data11 < -9007199254740991 || isNaN(data11)){
const err86 = {instancePath:instancePath+"/heart_rate_quality",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data11};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(errors > 0){
const emErrors12 = {"type":[],"minimum":[],"maximum":[]};
const templates12 = {};
for(const err87 of vErrors){
if((((((err87.keyword !== "errorMessage") && (!err87.emUsed)) && (err87.instancePath === instancePath+"/heart_rate_quality")) && (err87.keyword in emErrors12)) && (err87.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err87.schemaPath.slice(41)))){
emErrors12[err87.keyword].push(err87);
err87.emUsed = true;
}
}
for(const key13 in emErrors12){
if(emErrors12[key13].length){
const err88 = {instancePath:instancePath+"/heart_rate_quality",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors12[key13]},message:key13 in templates12 ? templates12[key13]() : schema48.errorMessage[key13],schema:schema48.errorMessage,parentSchema:schema48,data:data11};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
const emErrs12 = [];
for(const err89 of vErrors){
if(!err89.emUsed){
emErrs12.push(err89);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
if(data.slots !== undefined){
let data12 = data.slots;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
if(!(validate35(data12[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data12,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
}
}
else {
const err90 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema73.properties.slots.type,parentSchema:schema73.properties.slots,data:data12};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(errors > 0){
const emErrors13 = {"type":[]};
const templates13 = {};
for(const err91 of vErrors){
if((((((err91.keyword !== "errorMessage") && (!err91.emUsed)) && (err91.instancePath === instancePath+"/slots")) && (err91.keyword in emErrors13)) && (err91.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err91.schemaPath.slice(18)))){
emErrors13[err91.keyword].push(err91);
err91.emUsed = true;
}
}
for(const key14 in emErrors13){
if(emErrors13[key14].length){
const err92 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors13[key14]},message:key14 in templates13 ? templates13[key14]() : schema73.properties.slots.errorMessage[key14],schema:schema73.properties.slots.errorMessage,parentSchema:schema73.properties.slots,data:data12};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
const emErrs13 = [];
for(const err93 of vErrors){
if(!err93.emUsed){
emErrs13.push(err93);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
}
}
else {
const err94 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.type,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(errors > 0){
const emErrors14 = {"type":[],"additionalProperties":[]};
const templates14 = {};
for(const err95 of vErrors){
if((((((err95.keyword !== "errorMessage") && (!err95.emUsed)) && (err95.instancePath === instancePath)) && (err95.keyword in emErrors14)) && (err95.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err95.schemaPath.slice(1)))){
emErrors14[err95.keyword].push(err95);
err95.emUsed = true;
}
}
for(const key15 in emErrors14){
if(emErrors14[key15].length){
const err96 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors14[key15]},message:key15 in templates14 ? templates14[key15]() : schema73.errorMessage[key15],schema:schema73.errorMessage,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
const emErrors15 = {"required":{"date":[],"sleep_duration":[],"daily_percent":[],"awake_time":[],"rem_time":[],"light_time":[],"deep_time":[],"performance":[],"tranquility":[],"slots":[]}};
const templates15 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err97 of vErrors){
if((((((err97.keyword !== "errorMessage") && (!err97.emUsed)) && (err97.instancePath === instancePath)) && (err97.keyword in emErrors15)) && (err97.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err97.schemaPath.slice(1)))){
emPropParams0 = obj0[err97.keyword];
emParamsErrors0 = emErrors15[err97.keyword][err97.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err97);
err97.emUsed = true;
}
}
}
for(const key16 in emErrors15){
for(const keyProp0 in emErrors15[key16]){
emParamsErrors0 = emErrors15[key16][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates15[key16] && templates15[key16][keyProp0];
const err98 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema73.errorMessage[key16][keyProp0],schema:schema73.errorMessage,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
}
const emErrs14 = [];
for(const err99 of vErrors){
if(!err99.emUsed){
emErrs14.push(err99);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema91 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/stress.schema.json","title":"stress","description":"The stress group of a user summary.","$comment":"Contract: 'Resources and their fields' > stress.","type":"object","required":["date","avg_si","avg_si_n","avg_mrr","avg_sdnn","avg_rmssd","avg_pnn50","avg_vlf","avg_vlf_percent","avg_lf","avg_lf_percent","avg_hf","avg_hf_percent","avg_hrv","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:stress","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_si":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_si_n":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_mrr":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_sdnn":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_rmssd":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_pnn50":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_vlf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_vlf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_lf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_lf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hrv":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:stress (may be absent when include_slots=0)","type":"array","items":{"$ref":"stress-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when stress is present (required_with:stress)","avg_si":"is required when stress is present (required_with:stress)","avg_si_n":"is required when stress is present (required_with:stress)","avg_mrr":"is required when stress is present (required_with:stress)","avg_sdnn":"is required when stress is present (required_with:stress)","avg_rmssd":"is required when stress is present (required_with:stress)","avg_pnn50":"is required when stress is present (required_with:stress)","avg_vlf":"is required when stress is present (required_with:stress)","avg_vlf_percent":"is required when stress is present (required_with:stress)","avg_lf":"is required when stress is present (required_with:stress)","avg_lf_percent":"is required when stress is present (required_with:stress)","avg_hf":"is required when stress is present (required_with:stress)","avg_hf_percent":"is required when stress is present (required_with:stress)","avg_hrv":"is required when stress is present (required_with:stress)","slots":"is required when stress is present (required_with:stress)"}}};
const schema106 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/stress-slot.schema.json","title":"stress slot","description":"One item of stress.slots.","$comment":"Contract: 'Resources and their fields' > stress.slots[] items.","type":"object","required":["timestamp","date","si","si_n","mrr","sdnn","rmssd","pnn50","vlf","vlf_percent","lf","lf_percent","hf","hf_percent","hrv"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"si":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"si_n":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"mrr":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"sdnn":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"rmssd":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"pnn50":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"vlf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"vlf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"lf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"lf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hrv":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","si":"is required","si_n":"is required","mrr":"is required","sdnn":"is required","rmssd":"is required","pnn50":"is required","vlf":"is required","vlf_percent":"is required","lf":"is required","lf_percent":"is required","hf":"is required","hf_percent":"is required","hrv":"is required"}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/stress-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.si === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "si"},message:"must have required property '"+"si"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.si_n === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "si_n"},message:"must have required property '"+"si_n"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.mrr === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mrr"},message:"must have required property '"+"mrr"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.sdnn === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sdnn"},message:"must have required property '"+"sdnn"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.rmssd === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rmssd"},message:"must have required property '"+"rmssd"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.pnn50 === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pnn50"},message:"must have required property '"+"pnn50"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.vlf === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vlf"},message:"must have required property '"+"vlf"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.vlf_percent === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vlf_percent"},message:"must have required property '"+"vlf_percent"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.lf === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lf"},message:"must have required property '"+"lf"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.lf_percent === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lf_percent"},message:"must have required property '"+"lf_percent"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.hf === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hf"},message:"must have required property '"+"hf"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.hf_percent === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hf_percent"},message:"must have required property '"+"hf_percent"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.hrv === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hrv"},message:"must have required property '"+"hrv"+"'",schema:schema106.required,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema106.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data0 = data.timestamp;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err16 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err17 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err18 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err19 of vErrors){
if((((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && (err19.instancePath === instancePath+"/timestamp")) && (err19.keyword in emErrors0)) && (err19.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err19.schemaPath.slice(33)))){
emErrors0[err19.keyword].push(err19);
err19.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err20 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema41.errorMessage[key1],schema:schema41.errorMessage,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
const emErrs0 = [];
for(const err21 of vErrors){
if(!err21.emUsed){
emErrs0.push(err21);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(func1(data1) > 5){
const err22 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data1) < 5){
const err23 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern6.test(data1)){
const err24 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates1 = {};
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath+"/date")) && (err26.keyword in emErrors1)) && (err26.schemaPath.indexOf("common.schema.json#/$defs/time") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(30)))){
emErrors1[err26.keyword].push(err26);
err26.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err27 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema51.errorMessage[key2],schema:schema51.errorMessage,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
const emErrs1 = [];
for(const err28 of vErrors){
if(!err28.emUsed){
emErrs1.push(err28);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.si !== undefined){
let data2 = data.si;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err29 = {instancePath:instancePath+"/si",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data2};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err30 of vErrors){
if((((((err30.keyword !== "errorMessage") && (!err30.emUsed)) && (err30.instancePath === instancePath+"/si")) && (err30.keyword in emErrors2)) && (err30.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err30.schemaPath.slice(32)))){
emErrors2[err30.keyword].push(err30);
err30.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err31 = {instancePath:instancePath+"/si",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema43.errorMessage[key3],schema:schema43.errorMessage,parentSchema:schema43,data:data2};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
const emErrs2 = [];
for(const err32 of vErrors){
if(!err32.emUsed){
emErrs2.push(err32);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.si_n !== undefined){
let data3 = data.si_n;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err33 = {instancePath:instancePath+"/si_n",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data3};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err34 of vErrors){
if((((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && (err34.instancePath === instancePath+"/si_n")) && (err34.keyword in emErrors3)) && (err34.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err34.schemaPath.slice(32)))){
emErrors3[err34.keyword].push(err34);
err34.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err35 = {instancePath:instancePath+"/si_n",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema43.errorMessage[key4],schema:schema43.errorMessage,parentSchema:schema43,data:data3};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
const emErrs3 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs3.push(err36);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.mrr !== undefined){
let data4 = data.mrr;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err37 = {instancePath:instancePath+"/mrr",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data4};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err38 of vErrors){
if((((((err38.keyword !== "errorMessage") && (!err38.emUsed)) && (err38.instancePath === instancePath+"/mrr")) && (err38.keyword in emErrors4)) && (err38.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err38.schemaPath.slice(32)))){
emErrors4[err38.keyword].push(err38);
err38.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err39 = {instancePath:instancePath+"/mrr",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema43.errorMessage[key5],schema:schema43.errorMessage,parentSchema:schema43,data:data4};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
const emErrs4 = [];
for(const err40 of vErrors){
if(!err40.emUsed){
emErrs4.push(err40);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.sdnn !== undefined){
let data5 = data.sdnn;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err41 = {instancePath:instancePath+"/sdnn",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[]};
const templates5 = {};
for(const err42 of vErrors){
if((((((err42.keyword !== "errorMessage") && (!err42.emUsed)) && (err42.instancePath === instancePath+"/sdnn")) && (err42.keyword in emErrors5)) && (err42.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err42.schemaPath.slice(32)))){
emErrors5[err42.keyword].push(err42);
err42.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err43 = {instancePath:instancePath+"/sdnn",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema43.errorMessage[key6],schema:schema43.errorMessage,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
const emErrs5 = [];
for(const err44 of vErrors){
if(!err44.emUsed){
emErrs5.push(err44);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.rmssd !== undefined){
let data6 = data.rmssd;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err45 = {instancePath:instancePath+"/rmssd",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data6};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"type":[]};
const templates6 = {};
for(const err46 of vErrors){
if((((((err46.keyword !== "errorMessage") && (!err46.emUsed)) && (err46.instancePath === instancePath+"/rmssd")) && (err46.keyword in emErrors6)) && (err46.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err46.schemaPath.slice(32)))){
emErrors6[err46.keyword].push(err46);
err46.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err47 = {instancePath:instancePath+"/rmssd",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema43.errorMessage[key7],schema:schema43.errorMessage,parentSchema:schema43,data:data6};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
const emErrs6 = [];
for(const err48 of vErrors){
if(!err48.emUsed){
emErrs6.push(err48);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.pnn50 !== undefined){
let data7 = data.pnn50;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err49 = {instancePath:instancePath+"/pnn50",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"type":[]};
const templates7 = {};
for(const err50 of vErrors){
if((((((err50.keyword !== "errorMessage") && (!err50.emUsed)) && (err50.instancePath === instancePath+"/pnn50")) && (err50.keyword in emErrors7)) && (err50.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err50.schemaPath.slice(32)))){
emErrors7[err50.keyword].push(err50);
err50.emUsed = true;
}
}
for(const key8 in emErrors7){
if(emErrors7[key8].length){
const err51 = {instancePath:instancePath+"/pnn50",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key8]},message:key8 in templates7 ? templates7[key8]() : schema43.errorMessage[key8],schema:schema43.errorMessage,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
const emErrs7 = [];
for(const err52 of vErrors){
if(!err52.emUsed){
emErrs7.push(err52);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.vlf !== undefined){
let data8 = data.vlf;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err53 = {instancePath:instancePath+"/vlf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data8};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"type":[]};
const templates8 = {};
for(const err54 of vErrors){
if((((((err54.keyword !== "errorMessage") && (!err54.emUsed)) && (err54.instancePath === instancePath+"/vlf")) && (err54.keyword in emErrors8)) && (err54.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err54.schemaPath.slice(32)))){
emErrors8[err54.keyword].push(err54);
err54.emUsed = true;
}
}
for(const key9 in emErrors8){
if(emErrors8[key9].length){
const err55 = {instancePath:instancePath+"/vlf",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key9]},message:key9 in templates8 ? templates8[key9]() : schema43.errorMessage[key9],schema:schema43.errorMessage,parentSchema:schema43,data:data8};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
const emErrs8 = [];
for(const err56 of vErrors){
if(!err56.emUsed){
emErrs8.push(err56);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data.vlf_percent !== undefined){
let data9 = data.vlf_percent;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err57 = {instancePath:instancePath+"/vlf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data9};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"type":[]};
const templates9 = {};
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath+"/vlf_percent")) && (err58.keyword in emErrors9)) && (err58.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(32)))){
emErrors9[err58.keyword].push(err58);
err58.emUsed = true;
}
}
for(const key10 in emErrors9){
if(emErrors9[key10].length){
const err59 = {instancePath:instancePath+"/vlf_percent",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key10]},message:key10 in templates9 ? templates9[key10]() : schema43.errorMessage[key10],schema:schema43.errorMessage,parentSchema:schema43,data:data9};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
const emErrs9 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs9.push(err60);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data.lf !== undefined){
let data10 = data.lf;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err61 = {instancePath:instancePath+"/lf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data10};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"type":[]};
const templates10 = {};
for(const err62 of vErrors){
if((((((err62.keyword !== "errorMessage") && (!err62.emUsed)) && (err62.instancePath === instancePath+"/lf")) && (err62.keyword in emErrors10)) && (err62.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err62.schemaPath.slice(32)))){
emErrors10[err62.keyword].push(err62);
err62.emUsed = true;
}
}
for(const key11 in emErrors10){
if(emErrors10[key11].length){
const err63 = {instancePath:instancePath+"/lf",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key11]},message:key11 in templates10 ? templates10[key11]() : schema43.errorMessage[key11],schema:schema43.errorMessage,parentSchema:schema43,data:data10};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
const emErrs10 = [];
for(const err64 of vErrors){
if(!err64.emUsed){
emErrs10.push(err64);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data.lf_percent !== undefined){
let data11 = data.lf_percent;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err65 = {instancePath:instancePath+"/lf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data11};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"type":[]};
const templates11 = {};
for(const err66 of vErrors){
if((((((err66.keyword !== "errorMessage") && (!err66.emUsed)) && (err66.instancePath === instancePath+"/lf_percent")) && (err66.keyword in emErrors11)) && (err66.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err66.schemaPath.slice(32)))){
emErrors11[err66.keyword].push(err66);
err66.emUsed = true;
}
}
for(const key12 in emErrors11){
if(emErrors11[key12].length){
const err67 = {instancePath:instancePath+"/lf_percent",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key12]},message:key12 in templates11 ? templates11[key12]() : schema43.errorMessage[key12],schema:schema43.errorMessage,parentSchema:schema43,data:data11};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
const emErrs11 = [];
for(const err68 of vErrors){
if(!err68.emUsed){
emErrs11.push(err68);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
if(data.hf !== undefined){
let data12 = data.hf;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err69 = {instancePath:instancePath+"/hf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data12};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(errors > 0){
const emErrors12 = {"type":[]};
const templates12 = {};
for(const err70 of vErrors){
if((((((err70.keyword !== "errorMessage") && (!err70.emUsed)) && (err70.instancePath === instancePath+"/hf")) && (err70.keyword in emErrors12)) && (err70.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err70.schemaPath.slice(32)))){
emErrors12[err70.keyword].push(err70);
err70.emUsed = true;
}
}
for(const key13 in emErrors12){
if(emErrors12[key13].length){
const err71 = {instancePath:instancePath+"/hf",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors12[key13]},message:key13 in templates12 ? templates12[key13]() : schema43.errorMessage[key13],schema:schema43.errorMessage,parentSchema:schema43,data:data12};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
const emErrs12 = [];
for(const err72 of vErrors){
if(!err72.emUsed){
emErrs12.push(err72);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
if(data.hf_percent !== undefined){
let data13 = data.hf_percent;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err73 = {instancePath:instancePath+"/hf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data13};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(errors > 0){
const emErrors13 = {"type":[]};
const templates13 = {};
for(const err74 of vErrors){
if((((((err74.keyword !== "errorMessage") && (!err74.emUsed)) && (err74.instancePath === instancePath+"/hf_percent")) && (err74.keyword in emErrors13)) && (err74.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err74.schemaPath.slice(32)))){
emErrors13[err74.keyword].push(err74);
err74.emUsed = true;
}
}
for(const key14 in emErrors13){
if(emErrors13[key14].length){
const err75 = {instancePath:instancePath+"/hf_percent",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors13[key14]},message:key14 in templates13 ? templates13[key14]() : schema43.errorMessage[key14],schema:schema43.errorMessage,parentSchema:schema43,data:data13};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
const emErrs13 = [];
for(const err76 of vErrors){
if(!err76.emUsed){
emErrs13.push(err76);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
}
if(data.hrv !== undefined){
let data14 = data.hrv;
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err77 = {instancePath:instancePath+"/hrv",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data14};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(errors > 0){
const emErrors14 = {"type":[]};
const templates14 = {};
for(const err78 of vErrors){
if((((((err78.keyword !== "errorMessage") && (!err78.emUsed)) && (err78.instancePath === instancePath+"/hrv")) && (err78.keyword in emErrors14)) && (err78.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err78.schemaPath.slice(32)))){
emErrors14[err78.keyword].push(err78);
err78.emUsed = true;
}
}
for(const key15 in emErrors14){
if(emErrors14[key15].length){
const err79 = {instancePath:instancePath+"/hrv",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors14[key15]},message:key15 in templates14 ? templates14[key15]() : schema43.errorMessage[key15],schema:schema43.errorMessage,parentSchema:schema43,data:data14};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
const emErrs14 = [];
for(const err80 of vErrors){
if(!err80.emUsed){
emErrs14.push(err80);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
}
}
else {
const err81 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema106.type,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(errors > 0){
const emErrors15 = {"type":[],"additionalProperties":[]};
const templates15 = {};
for(const err82 of vErrors){
if((((((err82.keyword !== "errorMessage") && (!err82.emUsed)) && (err82.instancePath === instancePath)) && (err82.keyword in emErrors15)) && (err82.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err82.schemaPath.slice(1)))){
emErrors15[err82.keyword].push(err82);
err82.emUsed = true;
}
}
for(const key16 in emErrors15){
if(emErrors15[key16].length){
const err83 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors15[key16]},message:key16 in templates15 ? templates15[key16]() : schema106.errorMessage[key16],schema:schema106.errorMessage,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
const emErrors16 = {"required":{"timestamp":[],"date":[],"si":[],"si_n":[],"mrr":[],"sdnn":[],"rmssd":[],"pnn50":[],"vlf":[],"vlf_percent":[],"lf":[],"lf_percent":[],"hf":[],"hf_percent":[],"hrv":[]}};
const templates16 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err84 of vErrors){
if((((((err84.keyword !== "errorMessage") && (!err84.emUsed)) && (err84.instancePath === instancePath)) && (err84.keyword in emErrors16)) && (err84.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err84.schemaPath.slice(1)))){
emPropParams0 = obj0[err84.keyword];
emParamsErrors0 = emErrors16[err84.keyword][err84.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err84);
err84.emUsed = true;
}
}
}
for(const key17 in emErrors16){
for(const keyProp0 in emErrors16[key17]){
emParamsErrors0 = emErrors16[key17][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates16[key17] && templates16[key17][keyProp0];
const err85 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema106.errorMessage[key17][keyProp0],schema:schema106.errorMessage,parentSchema:schema106,data};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
}
const emErrs15 = [];
for(const err86 of vErrors){
if(!err86.emUsed){
emErrs15.push(err86);
}
}
vErrors = emErrs15;
errors = emErrs15.length;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/stress.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.avg_si === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_si"},message:"must have required property '"+"avg_si"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.avg_si_n === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_si_n"},message:"must have required property '"+"avg_si_n"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.avg_mrr === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_mrr"},message:"must have required property '"+"avg_mrr"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.avg_sdnn === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_sdnn"},message:"must have required property '"+"avg_sdnn"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.avg_rmssd === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_rmssd"},message:"must have required property '"+"avg_rmssd"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.avg_pnn50 === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_pnn50"},message:"must have required property '"+"avg_pnn50"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.avg_vlf === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_vlf"},message:"must have required property '"+"avg_vlf"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.avg_vlf_percent === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_vlf_percent"},message:"must have required property '"+"avg_vlf_percent"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.avg_lf === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_lf"},message:"must have required property '"+"avg_lf"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.avg_lf_percent === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_lf_percent"},message:"must have required property '"+"avg_lf_percent"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.avg_hf === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_hf"},message:"must have required property '"+"avg_hf"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.avg_hf_percent === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_hf_percent"},message:"must have required property '"+"avg_hf_percent"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.avg_hrv === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_hrv"},message:"must have required property '"+"avg_hrv"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.slots === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema91.required,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema91.properties, key0))){
const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(func1(data0) > 10){
const err16 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(func1(data0) < 10){
const err17 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!pattern4.test(data0)){
const err18 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!(formats0.validate(data0))){
const err19 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data:data0};
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
const err20 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath+"/date")) && (err21.keyword in emErrors0)) && (err21.schemaPath.indexOf("common.schema.json#/$defs/date") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(30)))){
emErrors0[err21.keyword].push(err21);
err21.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err22 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema38.errorMessage[key1],schema:schema38.errorMessage,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
const emErrs0 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs0.push(err23);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.avg_si !== undefined){
let data1 = data.avg_si;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err24 = {instancePath:instancePath+"/avg_si",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data1};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/avg_si")) && (err25.keyword in emErrors1)) && (err25.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(32)))){
emErrors1[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err26 = {instancePath:instancePath+"/avg_si",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema43.errorMessage[key2],schema:schema43.errorMessage,parentSchema:schema43,data:data1};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs1 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs1.push(err27);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.avg_si_n !== undefined){
let data2 = data.avg_si_n;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err28 = {instancePath:instancePath+"/avg_si_n",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data2};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/avg_si_n")) && (err29.keyword in emErrors2)) && (err29.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(32)))){
emErrors2[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err30 = {instancePath:instancePath+"/avg_si_n",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema43.errorMessage[key3],schema:schema43.errorMessage,parentSchema:schema43,data:data2};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
const emErrs2 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs2.push(err31);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.avg_mrr !== undefined){
let data3 = data.avg_mrr;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err32 = {instancePath:instancePath+"/avg_mrr",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data3};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err33 of vErrors){
if((((((err33.keyword !== "errorMessage") && (!err33.emUsed)) && (err33.instancePath === instancePath+"/avg_mrr")) && (err33.keyword in emErrors3)) && (err33.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err33.schemaPath.slice(32)))){
emErrors3[err33.keyword].push(err33);
err33.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err34 = {instancePath:instancePath+"/avg_mrr",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema43.errorMessage[key4],schema:schema43.errorMessage,parentSchema:schema43,data:data3};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
const emErrs3 = [];
for(const err35 of vErrors){
if(!err35.emUsed){
emErrs3.push(err35);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.avg_sdnn !== undefined){
let data4 = data.avg_sdnn;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err36 = {instancePath:instancePath+"/avg_sdnn",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data4};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath+"/avg_sdnn")) && (err37.keyword in emErrors4)) && (err37.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(32)))){
emErrors4[err37.keyword].push(err37);
err37.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err38 = {instancePath:instancePath+"/avg_sdnn",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema43.errorMessage[key5],schema:schema43.errorMessage,parentSchema:schema43,data:data4};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
const emErrs4 = [];
for(const err39 of vErrors){
if(!err39.emUsed){
emErrs4.push(err39);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.avg_rmssd !== undefined){
let data5 = data.avg_rmssd;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err40 = {instancePath:instancePath+"/avg_rmssd",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[]};
const templates5 = {};
for(const err41 of vErrors){
if((((((err41.keyword !== "errorMessage") && (!err41.emUsed)) && (err41.instancePath === instancePath+"/avg_rmssd")) && (err41.keyword in emErrors5)) && (err41.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err41.schemaPath.slice(32)))){
emErrors5[err41.keyword].push(err41);
err41.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err42 = {instancePath:instancePath+"/avg_rmssd",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema43.errorMessage[key6],schema:schema43.errorMessage,parentSchema:schema43,data:data5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
const emErrs5 = [];
for(const err43 of vErrors){
if(!err43.emUsed){
emErrs5.push(err43);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.avg_pnn50 !== undefined){
let data6 = data.avg_pnn50;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err44 = {instancePath:instancePath+"/avg_pnn50",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"type":[]};
const templates6 = {};
for(const err45 of vErrors){
if((((((err45.keyword !== "errorMessage") && (!err45.emUsed)) && (err45.instancePath === instancePath+"/avg_pnn50")) && (err45.keyword in emErrors6)) && (err45.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err45.schemaPath.slice(32)))){
emErrors6[err45.keyword].push(err45);
err45.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err46 = {instancePath:instancePath+"/avg_pnn50",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema43.errorMessage[key7],schema:schema43.errorMessage,parentSchema:schema43,data:data6};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
const emErrs6 = [];
for(const err47 of vErrors){
if(!err47.emUsed){
emErrs6.push(err47);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.avg_vlf !== undefined){
let data7 = data.avg_vlf;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err48 = {instancePath:instancePath+"/avg_vlf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"type":[]};
const templates7 = {};
for(const err49 of vErrors){
if((((((err49.keyword !== "errorMessage") && (!err49.emUsed)) && (err49.instancePath === instancePath+"/avg_vlf")) && (err49.keyword in emErrors7)) && (err49.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err49.schemaPath.slice(32)))){
emErrors7[err49.keyword].push(err49);
err49.emUsed = true;
}
}
for(const key8 in emErrors7){
if(emErrors7[key8].length){
const err50 = {instancePath:instancePath+"/avg_vlf",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key8]},message:key8 in templates7 ? templates7[key8]() : schema43.errorMessage[key8],schema:schema43.errorMessage,parentSchema:schema43,data:data7};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
const emErrs7 = [];
for(const err51 of vErrors){
if(!err51.emUsed){
emErrs7.push(err51);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.avg_vlf_percent !== undefined){
let data8 = data.avg_vlf_percent;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err52 = {instancePath:instancePath+"/avg_vlf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data8};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"type":[]};
const templates8 = {};
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath+"/avg_vlf_percent")) && (err53.keyword in emErrors8)) && (err53.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(32)))){
emErrors8[err53.keyword].push(err53);
err53.emUsed = true;
}
}
for(const key9 in emErrors8){
if(emErrors8[key9].length){
const err54 = {instancePath:instancePath+"/avg_vlf_percent",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key9]},message:key9 in templates8 ? templates8[key9]() : schema43.errorMessage[key9],schema:schema43.errorMessage,parentSchema:schema43,data:data8};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
const emErrs8 = [];
for(const err55 of vErrors){
if(!err55.emUsed){
emErrs8.push(err55);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data.avg_lf !== undefined){
let data9 = data.avg_lf;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err56 = {instancePath:instancePath+"/avg_lf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data9};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"type":[]};
const templates9 = {};
for(const err57 of vErrors){
if((((((err57.keyword !== "errorMessage") && (!err57.emUsed)) && (err57.instancePath === instancePath+"/avg_lf")) && (err57.keyword in emErrors9)) && (err57.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err57.schemaPath.slice(32)))){
emErrors9[err57.keyword].push(err57);
err57.emUsed = true;
}
}
for(const key10 in emErrors9){
if(emErrors9[key10].length){
const err58 = {instancePath:instancePath+"/avg_lf",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key10]},message:key10 in templates9 ? templates9[key10]() : schema43.errorMessage[key10],schema:schema43.errorMessage,parentSchema:schema43,data:data9};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
const emErrs9 = [];
for(const err59 of vErrors){
if(!err59.emUsed){
emErrs9.push(err59);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data.avg_lf_percent !== undefined){
let data10 = data.avg_lf_percent;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err60 = {instancePath:instancePath+"/avg_lf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data10};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"type":[]};
const templates10 = {};
for(const err61 of vErrors){
if((((((err61.keyword !== "errorMessage") && (!err61.emUsed)) && (err61.instancePath === instancePath+"/avg_lf_percent")) && (err61.keyword in emErrors10)) && (err61.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err61.schemaPath.slice(32)))){
emErrors10[err61.keyword].push(err61);
err61.emUsed = true;
}
}
for(const key11 in emErrors10){
if(emErrors10[key11].length){
const err62 = {instancePath:instancePath+"/avg_lf_percent",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key11]},message:key11 in templates10 ? templates10[key11]() : schema43.errorMessage[key11],schema:schema43.errorMessage,parentSchema:schema43,data:data10};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
const emErrs10 = [];
for(const err63 of vErrors){
if(!err63.emUsed){
emErrs10.push(err63);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data.avg_hf !== undefined){
let data11 = data.avg_hf;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err64 = {instancePath:instancePath+"/avg_hf",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data11};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"type":[]};
const templates11 = {};
for(const err65 of vErrors){
if((((((err65.keyword !== "errorMessage") && (!err65.emUsed)) && (err65.instancePath === instancePath+"/avg_hf")) && (err65.keyword in emErrors11)) && (err65.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err65.schemaPath.slice(32)))){
emErrors11[err65.keyword].push(err65);
err65.emUsed = true;
}
}
for(const key12 in emErrors11){
if(emErrors11[key12].length){
const err66 = {instancePath:instancePath+"/avg_hf",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key12]},message:key12 in templates11 ? templates11[key12]() : schema43.errorMessage[key12],schema:schema43.errorMessage,parentSchema:schema43,data:data11};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
const emErrs11 = [];
for(const err67 of vErrors){
if(!err67.emUsed){
emErrs11.push(err67);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
if(data.avg_hf_percent !== undefined){
let data12 = data.avg_hf_percent;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err68 = {instancePath:instancePath+"/avg_hf_percent",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data12};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(errors > 0){
const emErrors12 = {"type":[]};
const templates12 = {};
for(const err69 of vErrors){
if((((((err69.keyword !== "errorMessage") && (!err69.emUsed)) && (err69.instancePath === instancePath+"/avg_hf_percent")) && (err69.keyword in emErrors12)) && (err69.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err69.schemaPath.slice(32)))){
emErrors12[err69.keyword].push(err69);
err69.emUsed = true;
}
}
for(const key13 in emErrors12){
if(emErrors12[key13].length){
const err70 = {instancePath:instancePath+"/avg_hf_percent",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors12[key13]},message:key13 in templates12 ? templates12[key13]() : schema43.errorMessage[key13],schema:schema43.errorMessage,parentSchema:schema43,data:data12};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
const emErrs12 = [];
for(const err71 of vErrors){
if(!err71.emUsed){
emErrs12.push(err71);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
if(data.avg_hrv !== undefined){
let data13 = data.avg_hrv;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err72 = {instancePath:instancePath+"/avg_hrv",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data13};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(errors > 0){
const emErrors13 = {"type":[]};
const templates13 = {};
for(const err73 of vErrors){
if((((((err73.keyword !== "errorMessage") && (!err73.emUsed)) && (err73.instancePath === instancePath+"/avg_hrv")) && (err73.keyword in emErrors13)) && (err73.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err73.schemaPath.slice(32)))){
emErrors13[err73.keyword].push(err73);
err73.emUsed = true;
}
}
for(const key14 in emErrors13){
if(emErrors13[key14].length){
const err74 = {instancePath:instancePath+"/avg_hrv",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors13[key14]},message:key14 in templates13 ? templates13[key14]() : schema43.errorMessage[key14],schema:schema43.errorMessage,parentSchema:schema43,data:data13};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
const emErrs13 = [];
for(const err75 of vErrors){
if(!err75.emUsed){
emErrs13.push(err75);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
}
if(data.slots !== undefined){
let data14 = data.slots;
if(Array.isArray(data14)){
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
if(!(validate39(data14[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data14,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
}
}
else {
const err76 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema91.properties.slots.type,parentSchema:schema91.properties.slots,data:data14};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(errors > 0){
const emErrors14 = {"type":[]};
const templates14 = {};
for(const err77 of vErrors){
if((((((err77.keyword !== "errorMessage") && (!err77.emUsed)) && (err77.instancePath === instancePath+"/slots")) && (err77.keyword in emErrors14)) && (err77.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err77.schemaPath.slice(18)))){
emErrors14[err77.keyword].push(err77);
err77.emUsed = true;
}
}
for(const key15 in emErrors14){
if(emErrors14[key15].length){
const err78 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors14[key15]},message:key15 in templates14 ? templates14[key15]() : schema91.properties.slots.errorMessage[key15],schema:schema91.properties.slots.errorMessage,parentSchema:schema91.properties.slots,data:data14};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
const emErrs14 = [];
for(const err79 of vErrors){
if(!err79.emUsed){
emErrs14.push(err79);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
}
}
else {
const err80 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema91.type,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(errors > 0){
const emErrors15 = {"type":[],"additionalProperties":[]};
const templates15 = {};
for(const err81 of vErrors){
if((((((err81.keyword !== "errorMessage") && (!err81.emUsed)) && (err81.instancePath === instancePath)) && (err81.keyword in emErrors15)) && (err81.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err81.schemaPath.slice(1)))){
emErrors15[err81.keyword].push(err81);
err81.emUsed = true;
}
}
for(const key16 in emErrors15){
if(emErrors15[key16].length){
const err82 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors15[key16]},message:key16 in templates15 ? templates15[key16]() : schema91.errorMessage[key16],schema:schema91.errorMessage,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
const emErrors16 = {"required":{"date":[],"avg_si":[],"avg_si_n":[],"avg_mrr":[],"avg_sdnn":[],"avg_rmssd":[],"avg_pnn50":[],"avg_vlf":[],"avg_vlf_percent":[],"avg_lf":[],"avg_lf_percent":[],"avg_hf":[],"avg_hf_percent":[],"avg_hrv":[],"slots":[]}};
const templates16 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err83 of vErrors){
if((((((err83.keyword !== "errorMessage") && (!err83.emUsed)) && (err83.instancePath === instancePath)) && (err83.keyword in emErrors16)) && (err83.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err83.schemaPath.slice(1)))){
emPropParams0 = obj0[err83.keyword];
emParamsErrors0 = emErrors16[err83.keyword][err83.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err83);
err83.emUsed = true;
}
}
}
for(const key17 in emErrors16){
for(const keyProp0 in emErrors16[key17]){
emParamsErrors0 = emErrors16[key17][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates16[key17] && templates16[key17][keyProp0];
const err84 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema91.errorMessage[key17][keyProp0],schema:schema91.errorMessage,parentSchema:schema91,data};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
const emErrs15 = [];
for(const err85 of vErrors){
if(!err85.emUsed){
emErrs15.push(err85);
}
}
vErrors = emErrs15;
errors = emErrs15.length;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema122 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/respiration-rate.schema.json","title":"respiration_rate","description":"The respiration_rate group of a user summary.","$comment":"Contract: 'Resources and their fields' > respiration_rate.","type":"object","required":["date","avg_respiration_rate","start_timestamp","end_timestamp","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:respiration_rate","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_respiration_rate":{"description":"double; required_with:respiration_rate","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"start_timestamp":{"description":"integer; required_with:respiration_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:respiration_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:respiration_rate (may be absent when include_slots=0)","type":"array","items":{"$ref":"respiration-rate-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when respiration_rate is present (required_with:respiration_rate)","avg_respiration_rate":"is required when respiration_rate is present (required_with:respiration_rate)","start_timestamp":"is required when respiration_rate is present (required_with:respiration_rate)","end_timestamp":"is required when respiration_rate is present (required_with:respiration_rate)","slots":"is required when respiration_rate is present (required_with:respiration_rate)"}}};
const schema127 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json","title":"respiration_rate slot","description":"One item of respiration_rate.slots.","$comment":"Contract: 'Resources and their fields' > respiration_rate.slots[] items.","type":"object","required":["timestamp","date","respiration_rate","quality"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"respiration_rate":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"quality":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","respiration_rate":"is required","quality":"is required"}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.respiration_rate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "respiration_rate"},message:"must have required property '"+"respiration_rate"+"'",schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.quality === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quality"},message:"must have required property '"+"quality"+"'",schema:schema127.required,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "timestamp") || (key0 === "date")) || (key0 === "respiration_rate")) || (key0 === "quality"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data0 = data.timestamp;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/timestamp")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(33)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err9 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema41.errorMessage[key1],schema:schema41.errorMessage,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs0 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs0.push(err10);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(func1(data1) > 5){
const err11 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 5){
const err12 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern6.test(data1)){
const err13 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema51,data:data1};
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
const err14 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates1 = {};
for(const err15 of vErrors){
if((((((err15.keyword !== "errorMessage") && (!err15.emUsed)) && (err15.instancePath === instancePath+"/date")) && (err15.keyword in emErrors1)) && (err15.schemaPath.indexOf("common.schema.json#/$defs/time") === 0)) && (/^\/[^\/]*$/.test(err15.schemaPath.slice(30)))){
emErrors1[err15.keyword].push(err15);
err15.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err16 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema51.errorMessage[key2],schema:schema51.errorMessage,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
const emErrs1 = [];
for(const err17 of vErrors){
if(!err17.emUsed){
emErrs1.push(err17);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.respiration_rate !== undefined){
let data2 = data.respiration_rate;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err18 = {instancePath:instancePath+"/respiration_rate",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err19 of vErrors){
if((((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && (err19.instancePath === instancePath+"/respiration_rate")) && (err19.keyword in emErrors2)) && (err19.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err19.schemaPath.slice(32)))){
emErrors2[err19.keyword].push(err19);
err19.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err20 = {instancePath:instancePath+"/respiration_rate",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema43.errorMessage[key3],schema:schema43.errorMessage,parentSchema:schema43,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
const emErrs2 = [];
for(const err21 of vErrors){
if(!err21.emUsed){
emErrs2.push(err21);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.quality !== undefined){
let data3 = data.quality;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err22 = {instancePath:instancePath+"/quality",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err23 of vErrors){
if((((((err23.keyword !== "errorMessage") && (!err23.emUsed)) && (err23.instancePath === instancePath+"/quality")) && (err23.keyword in emErrors3)) && (err23.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err23.schemaPath.slice(32)))){
emErrors3[err23.keyword].push(err23);
err23.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err24 = {instancePath:instancePath+"/quality",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema43.errorMessage[key4],schema:schema43.errorMessage,parentSchema:schema43,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
const emErrs3 = [];
for(const err25 of vErrors){
if(!err25.emUsed){
emErrs3.push(err25);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema127.type,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"additionalProperties":[]};
const templates4 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath)) && (err27.keyword in emErrors4)) && (err27.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(1)))){
emErrors4[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err28 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema127.errorMessage[key5],schema:schema127.errorMessage,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrors5 = {"required":{"timestamp":[],"date":[],"respiration_rate":[],"quality":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath)) && (err29.keyword in emErrors5)) && (err29.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(1)))){
emPropParams0 = obj0[err29.keyword];
emParamsErrors0 = emErrors5[err29.keyword][err29.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err29);
err29.emUsed = true;
}
}
}
for(const key6 in emErrors5){
for(const keyProp0 in emErrors5[key6]){
emParamsErrors0 = emErrors5[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key6] && templates5[key6][keyProp0];
const err30 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema127.errorMessage[key6][keyProp0],schema:schema127.errorMessage,parentSchema:schema127,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs4.push(err31);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/respiration-rate.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.avg_respiration_rate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_respiration_rate"},message:"must have required property '"+"avg_respiration_rate"+"'",schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.start_timestamp === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_timestamp"},message:"must have required property '"+"start_timestamp"+"'",schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.end_timestamp === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_timestamp"},message:"must have required property '"+"end_timestamp"+"'",schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.slots === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema122.required,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "date") || (key0 === "avg_respiration_rate")) || (key0 === "start_timestamp")) || (key0 === "end_timestamp")) || (key0 === "slots"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(func1(data0) > 10){
const err6 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data0) < 10){
const err7 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data0)){
const err8 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats0.validate(data0))){
const err9 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data:data0};
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
const err10 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/date")) && (err11.keyword in emErrors0)) && (err11.schemaPath.indexOf("common.schema.json#/$defs/date") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(30)))){
emErrors0[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err12 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema38.errorMessage[key1],schema:schema38.errorMessage,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs0 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs0.push(err13);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.avg_respiration_rate !== undefined){
let data1 = data.avg_respiration_rate;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err14 = {instancePath:instancePath+"/avg_respiration_rate",schemaPath:"common.schema.json#/$defs/number/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.type,parentSchema:schema43,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err15 of vErrors){
if((((((err15.keyword !== "errorMessage") && (!err15.emUsed)) && (err15.instancePath === instancePath+"/avg_respiration_rate")) && (err15.keyword in emErrors1)) && (err15.schemaPath.indexOf("common.schema.json#/$defs/number") === 0)) && (/^\/[^\/]*$/.test(err15.schemaPath.slice(32)))){
emErrors1[err15.keyword].push(err15);
err15.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err16 = {instancePath:instancePath+"/avg_respiration_rate",schemaPath:"common.schema.json#/$defs/number/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema43.errorMessage[key2],schema:schema43.errorMessage,parentSchema:schema43,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
const emErrs1 = [];
for(const err17 of vErrors){
if(!err17.emUsed){
emErrs1.push(err17);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.start_timestamp !== undefined){
let data2 = data.start_timestamp;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err18 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
const err19 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err20 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"type":[],"minimum":[],"maximum":[]};
const templates2 = {};
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath+"/start_timestamp")) && (err21.keyword in emErrors2)) && (err21.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(33)))){
emErrors2[err21.keyword].push(err21);
err21.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err22 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema41.errorMessage[key3],schema:schema41.errorMessage,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
const emErrs2 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs2.push(err23);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.end_timestamp !== undefined){
let data3 = data.end_timestamp;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err24 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
const err25 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data3 < -9007199254740991 || isNaN(data3)){
const err26 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"type":[],"minimum":[],"maximum":[]};
const templates3 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath+"/end_timestamp")) && (err27.keyword in emErrors3)) && (err27.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(33)))){
emErrors3[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err28 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema41.errorMessage[key4],schema:schema41.errorMessage,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrs3 = [];
for(const err29 of vErrors){
if(!err29.emUsed){
emErrs3.push(err29);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.slots !== undefined){
let data4 = data.slots;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate43(data4[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
else {
const err30 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema122.properties.slots.type,parentSchema:schema122.properties.slots,data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err31 of vErrors){
if((((((err31.keyword !== "errorMessage") && (!err31.emUsed)) && (err31.instancePath === instancePath+"/slots")) && (err31.keyword in emErrors4)) && (err31.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err31.schemaPath.slice(18)))){
emErrors4[err31.keyword].push(err31);
err31.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err32 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema122.properties.slots.errorMessage[key5],schema:schema122.properties.slots.errorMessage,parentSchema:schema122.properties.slots,data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
const emErrs4 = [];
for(const err33 of vErrors){
if(!err33.emUsed){
emErrs4.push(err33);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err34 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema122.type,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[],"additionalProperties":[]};
const templates5 = {};
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath)) && (err35.keyword in emErrors5)) && (err35.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(1)))){
emErrors5[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err36 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema122.errorMessage[key6],schema:schema122.errorMessage,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
const emErrors6 = {"required":{"date":[],"avg_respiration_rate":[],"start_timestamp":[],"end_timestamp":[],"slots":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath)) && (err37.keyword in emErrors6)) && (err37.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(1)))){
emPropParams0 = obj0[err37.keyword];
emParamsErrors0 = emErrors6[err37.keyword][err37.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err37);
err37.emUsed = true;
}
}
}
for(const key7 in emErrors6){
for(const keyProp0 in emErrors6[key7]){
emParamsErrors0 = emErrors6[key7][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key7] && templates6[key7][keyProp0];
const err38 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema122.errorMessage[key7][keyProp0],schema:schema122.errorMessage,parentSchema:schema122,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err39 of vErrors){
if(!err39.emUsed){
emErrs5.push(err39);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema132 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/temperature.schema.json","title":"temperature","description":"The temperature group of a user summary.","$comment":"Contract: 'Resources and their fields' > temperature.","type":"object","required":["date","avg_temp_sk1","avg_temp_sk2","start_timestamp","end_timestamp","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:temperature","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_temp_sk1":{"description":"double, nullable; present when temperature is present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"avg_temp_sk2":{"description":"double, nullable; present when temperature is present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"max_temp_sk1":{"description":"double, nullable","$ref":"common.schema.json#/$defs/nullableNumber"},"max_temp_sk2":{"description":"double, nullable","$ref":"common.schema.json#/$defs/nullableNumber"},"start_timestamp":{"description":"integer; required_with:temperature","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:temperature","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:temperature (may be absent when include_slots=0)","type":"array","items":{"$ref":"temperature-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when temperature is present (required_with:temperature)","avg_temp_sk1":"must be present (its value may be null)","avg_temp_sk2":"must be present (its value may be null)","start_timestamp":"is required when temperature is present (required_with:temperature)","end_timestamp":"is required when temperature is present (required_with:temperature)","slots":"is required when temperature is present (required_with:temperature)"}}};
const schema134 = {"description":"A number or null.","type":["number","null"],"errorMessage":{"type":"must be a number or null"}};
const schema140 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/temperature-slot.schema.json","title":"temperature slot","description":"One item of temperature.slots.","$comment":"Contract: 'Resources and their fields' > temperature.slots[] items.","type":"object","required":["timestamp","date","temp_sk1","temp_sk2"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"temp_sk1":{"description":"double, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"temp_sk2":{"description":"double, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","temp_sk1":"must be present (its value may be null)","temp_sk2":"must be present (its value may be null)"}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/temperature-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.temp_sk1 === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "temp_sk1"},message:"must have required property '"+"temp_sk1"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.temp_sk2 === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "temp_sk2"},message:"must have required property '"+"temp_sk2"+"'",schema:schema140.required,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "timestamp") || (key0 === "date")) || (key0 === "temp_sk1")) || (key0 === "temp_sk2"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data0 = data.timestamp;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/timestamp")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(33)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err9 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema41.errorMessage[key1],schema:schema41.errorMessage,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs0 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs0.push(err10);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(func1(data1) > 5){
const err11 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 5){
const err12 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern6.test(data1)){
const err13 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema51,data:data1};
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
const err14 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates1 = {};
for(const err15 of vErrors){
if((((((err15.keyword !== "errorMessage") && (!err15.emUsed)) && (err15.instancePath === instancePath+"/date")) && (err15.keyword in emErrors1)) && (err15.schemaPath.indexOf("common.schema.json#/$defs/time") === 0)) && (/^\/[^\/]*$/.test(err15.schemaPath.slice(30)))){
emErrors1[err15.keyword].push(err15);
err15.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err16 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema51.errorMessage[key2],schema:schema51.errorMessage,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
const emErrs1 = [];
for(const err17 of vErrors){
if(!err17.emUsed){
emErrs1.push(err17);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.temp_sk1 !== undefined){
let data2 = data.temp_sk1;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err18 = {instancePath:instancePath+"/temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema134.type},message:"must be number,null",schema:schema134.type,parentSchema:schema134,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err19 of vErrors){
if((((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && (err19.instancePath === instancePath+"/temp_sk1")) && (err19.keyword in emErrors2)) && (err19.schemaPath.indexOf("common.schema.json#/$defs/nullableNumber") === 0)) && (/^\/[^\/]*$/.test(err19.schemaPath.slice(40)))){
emErrors2[err19.keyword].push(err19);
err19.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err20 = {instancePath:instancePath+"/temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema134.errorMessage[key3],schema:schema134.errorMessage,parentSchema:schema134,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
const emErrs2 = [];
for(const err21 of vErrors){
if(!err21.emUsed){
emErrs2.push(err21);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.temp_sk2 !== undefined){
let data3 = data.temp_sk2;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err22 = {instancePath:instancePath+"/temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema134.type},message:"must be number,null",schema:schema134.type,parentSchema:schema134,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err23 of vErrors){
if((((((err23.keyword !== "errorMessage") && (!err23.emUsed)) && (err23.instancePath === instancePath+"/temp_sk2")) && (err23.keyword in emErrors3)) && (err23.schemaPath.indexOf("common.schema.json#/$defs/nullableNumber") === 0)) && (/^\/[^\/]*$/.test(err23.schemaPath.slice(40)))){
emErrors3[err23.keyword].push(err23);
err23.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err24 = {instancePath:instancePath+"/temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema134.errorMessage[key4],schema:schema134.errorMessage,parentSchema:schema134,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
const emErrs3 = [];
for(const err25 of vErrors){
if(!err25.emUsed){
emErrs3.push(err25);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema140.type,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"additionalProperties":[]};
const templates4 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath)) && (err27.keyword in emErrors4)) && (err27.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(1)))){
emErrors4[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err28 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema140.errorMessage[key5],schema:schema140.errorMessage,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrors5 = {"required":{"timestamp":[],"date":[],"temp_sk1":[],"temp_sk2":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath)) && (err29.keyword in emErrors5)) && (err29.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(1)))){
emPropParams0 = obj0[err29.keyword];
emParamsErrors0 = emErrors5[err29.keyword][err29.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err29);
err29.emUsed = true;
}
}
}
for(const key6 in emErrors5){
for(const keyProp0 in emErrors5[key6]){
emParamsErrors0 = emErrors5[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key6] && templates5[key6][keyProp0];
const err30 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema140.errorMessage[key6][keyProp0],schema:schema140.errorMessage,parentSchema:schema140,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs4.push(err31);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/temperature.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema132.required,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.avg_temp_sk1 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_temp_sk1"},message:"must have required property '"+"avg_temp_sk1"+"'",schema:schema132.required,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.avg_temp_sk2 === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_temp_sk2"},message:"must have required property '"+"avg_temp_sk2"+"'",schema:schema132.required,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.start_timestamp === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_timestamp"},message:"must have required property '"+"start_timestamp"+"'",schema:schema132.required,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.end_timestamp === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_timestamp"},message:"must have required property '"+"end_timestamp"+"'",schema:schema132.required,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.slots === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema132.required,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "date") || (key0 === "avg_temp_sk1")) || (key0 === "avg_temp_sk2")) || (key0 === "max_temp_sk1")) || (key0 === "max_temp_sk2")) || (key0 === "start_timestamp")) || (key0 === "end_timestamp")) || (key0 === "slots"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(func1(data0) > 10){
const err7 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data0) < 10){
const err8 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data0)){
const err9 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats0.validate(data0))){
const err10 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/date")) && (err12.keyword in emErrors0)) && (err12.schemaPath.indexOf("common.schema.json#/$defs/date") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(30)))){
emErrors0[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err13 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema38.errorMessage[key1],schema:schema38.errorMessage,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs0 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs0.push(err14);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.avg_temp_sk1 !== undefined){
let data1 = data.avg_temp_sk1;
if((!((typeof data1 == "number") && (isFinite(data1)))) && (data1 !== null)){
const err15 = {instancePath:instancePath+"/avg_temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema134.type},message:"must be number,null",schema:schema134.type,parentSchema:schema134,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath+"/avg_temp_sk1")) && (err16.keyword in emErrors1)) && (err16.schemaPath.indexOf("common.schema.json#/$defs/nullableNumber") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(40)))){
emErrors1[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err17 = {instancePath:instancePath+"/avg_temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema134.errorMessage[key2],schema:schema134.errorMessage,parentSchema:schema134,data:data1};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
const emErrs1 = [];
for(const err18 of vErrors){
if(!err18.emUsed){
emErrs1.push(err18);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.avg_temp_sk2 !== undefined){
let data2 = data.avg_temp_sk2;
if((!((typeof data2 == "number") && (isFinite(data2)))) && (data2 !== null)){
const err19 = {instancePath:instancePath+"/avg_temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema134.type},message:"must be number,null",schema:schema134.type,parentSchema:schema134,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/avg_temp_sk2")) && (err20.keyword in emErrors2)) && (err20.schemaPath.indexOf("common.schema.json#/$defs/nullableNumber") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(40)))){
emErrors2[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err21 = {instancePath:instancePath+"/avg_temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema134.errorMessage[key3],schema:schema134.errorMessage,parentSchema:schema134,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs2 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs2.push(err22);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.max_temp_sk1 !== undefined){
let data3 = data.max_temp_sk1;
if((!((typeof data3 == "number") && (isFinite(data3)))) && (data3 !== null)){
const err23 = {instancePath:instancePath+"/max_temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema134.type},message:"must be number,null",schema:schema134.type,parentSchema:schema134,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/max_temp_sk1")) && (err24.keyword in emErrors3)) && (err24.schemaPath.indexOf("common.schema.json#/$defs/nullableNumber") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(40)))){
emErrors3[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err25 = {instancePath:instancePath+"/max_temp_sk1",schemaPath:"common.schema.json#/$defs/nullableNumber/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema134.errorMessage[key4],schema:schema134.errorMessage,parentSchema:schema134,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrs3 = [];
for(const err26 of vErrors){
if(!err26.emUsed){
emErrs3.push(err26);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.max_temp_sk2 !== undefined){
let data4 = data.max_temp_sk2;
if((!((typeof data4 == "number") && (isFinite(data4)))) && (data4 !== null)){
const err27 = {instancePath:instancePath+"/max_temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/type",keyword:"type",params:{type: schema134.type},message:"must be number,null",schema:schema134.type,parentSchema:schema134,data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/max_temp_sk2")) && (err28.keyword in emErrors4)) && (err28.schemaPath.indexOf("common.schema.json#/$defs/nullableNumber") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(40)))){
emErrors4[err28.keyword].push(err28);
err28.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err29 = {instancePath:instancePath+"/max_temp_sk2",schemaPath:"common.schema.json#/$defs/nullableNumber/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema134.errorMessage[key5],schema:schema134.errorMessage,parentSchema:schema134,data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
const emErrs4 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs4.push(err30);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.start_timestamp !== undefined){
let data5 = data.start_timestamp;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err31 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 9007199254740991 || isNaN(data5)){
const err32 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data5 < -9007199254740991 || isNaN(data5)){
const err33 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(errors > 0){
const emErrors5 = {"type":[],"minimum":[],"maximum":[]};
const templates5 = {};
for(const err34 of vErrors){
if((((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && (err34.instancePath === instancePath+"/start_timestamp")) && (err34.keyword in emErrors5)) && (err34.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err34.schemaPath.slice(33)))){
emErrors5[err34.keyword].push(err34);
err34.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err35 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema41.errorMessage[key6],schema:schema41.errorMessage,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
const emErrs5 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs5.push(err36);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.end_timestamp !== undefined){
let data6 = data.end_timestamp;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err37 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 > 9007199254740991 || isNaN(data6)){
const err38 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data6 < -9007199254740991 || isNaN(data6)){
const err39 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(errors > 0){
const emErrors6 = {"type":[],"minimum":[],"maximum":[]};
const templates6 = {};
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/end_timestamp")) && (err40.keyword in emErrors6)) && (err40.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(33)))){
emErrors6[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err41 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema41.errorMessage[key7],schema:schema41.errorMessage,parentSchema:schema41,data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
const emErrs6 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs6.push(err42);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.slots !== undefined){
let data7 = data.slots;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate47(data7[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
}
}
else {
const err43 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema132.properties.slots.type,parentSchema:schema132.properties.slots,data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"type":[]};
const templates7 = {};
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath+"/slots")) && (err44.keyword in emErrors7)) && (err44.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(18)))){
emErrors7[err44.keyword].push(err44);
err44.emUsed = true;
}
}
for(const key8 in emErrors7){
if(emErrors7[key8].length){
const err45 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key8]},message:key8 in templates7 ? templates7[key8]() : schema132.properties.slots.errorMessage[key8],schema:schema132.properties.slots.errorMessage,parentSchema:schema132.properties.slots,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
const emErrs7 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs7.push(err46);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
}
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema132.type,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"type":[],"additionalProperties":[]};
const templates8 = {};
for(const err48 of vErrors){
if((((((err48.keyword !== "errorMessage") && (!err48.emUsed)) && (err48.instancePath === instancePath)) && (err48.keyword in emErrors8)) && (err48.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err48.schemaPath.slice(1)))){
emErrors8[err48.keyword].push(err48);
err48.emUsed = true;
}
}
for(const key9 in emErrors8){
if(emErrors8[key9].length){
const err49 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key9]},message:key9 in templates8 ? templates8[key9]() : schema132.errorMessage[key9],schema:schema132.errorMessage,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
const emErrors9 = {"required":{"date":[],"avg_temp_sk1":[],"avg_temp_sk2":[],"start_timestamp":[],"end_timestamp":[],"slots":[]}};
const templates9 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err50 of vErrors){
if((((((err50.keyword !== "errorMessage") && (!err50.emUsed)) && (err50.instancePath === instancePath)) && (err50.keyword in emErrors9)) && (err50.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err50.schemaPath.slice(1)))){
emPropParams0 = obj0[err50.keyword];
emParamsErrors0 = emErrors9[err50.keyword][err50.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err50);
err50.emUsed = true;
}
}
}
for(const key10 in emErrors9){
for(const keyProp0 in emErrors9[key10]){
emParamsErrors0 = emErrors9[key10][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates9[key10] && templates9[key10][keyProp0];
const err51 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema132.errorMessage[key10][keyProp0],schema:schema132.errorMessage,parentSchema:schema132,data};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
const emErrs8 = [];
for(const err52 of vErrors){
if(!err52.emUsed){
emErrs8.push(err52);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema145 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/spo2.schema.json","title":"spo2","description":"The spo2 group of a user summary.","$comment":"Contract: 'Resources and their fields' > spo2.","type":"object","required":["date","avg_spo2","start_timestamp","end_timestamp","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:spo2","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_spo2":{"description":"integer, nullable; present when spo2 is present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"start_timestamp":{"description":"integer; required_with:spo2","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:spo2","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:spo2 (may be absent when include_slots=0)","type":"array","items":{"$ref":"spo2-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date":"is required when spo2 is present (required_with:spo2)","avg_spo2":"must be present (its value may be null)","start_timestamp":"is required when spo2 is present (required_with:spo2)","end_timestamp":"is required when spo2 is present (required_with:spo2)","slots":"is required when spo2 is present (required_with:spo2)"}}};
const schema150 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/spo2-slot.schema.json","title":"spo2 slot","description":"One item of spo2.slots.","$comment":"Contract: 'Resources and their fields' > spo2.slots[] items.","type":"object","required":["timestamp","date","spo2","spo2_q"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"spo2":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"spo2_q":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"timestamp":"is required","date":"is required","spo2":"must be present (its value may be null)","spo2_q":"must be present (its value may be null)"}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/spo2-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema150.required,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema150.required,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.spo2 === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spo2"},message:"must have required property '"+"spo2"+"'",schema:schema150.required,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spo2_q === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spo2_q"},message:"must have required property '"+"spo2_q"+"'",schema:schema150.required,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "timestamp") || (key0 === "date")) || (key0 === "spo2")) || (key0 === "spo2_q"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data0 = data.timestamp;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err5 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err6 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err7 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/timestamp")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(33)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err9 = {instancePath:instancePath+"/timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema41.errorMessage[key1],schema:schema41.errorMessage,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs0 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs0.push(err10);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(func1(data1) > 5){
const err11 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data1) < 5){
const err12 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern6.test(data1)){
const err13 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema51,data:data1};
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
const err14 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.type,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates1 = {};
for(const err15 of vErrors){
if((((((err15.keyword !== "errorMessage") && (!err15.emUsed)) && (err15.instancePath === instancePath+"/date")) && (err15.keyword in emErrors1)) && (err15.schemaPath.indexOf("common.schema.json#/$defs/time") === 0)) && (/^\/[^\/]*$/.test(err15.schemaPath.slice(30)))){
emErrors1[err15.keyword].push(err15);
err15.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err16 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/time/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema51.errorMessage[key2],schema:schema51.errorMessage,parentSchema:schema51,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
const emErrs1 = [];
for(const err17 of vErrors){
if(!err17.emUsed){
emErrs1.push(err17);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.spo2 !== undefined){
let data2 = data.spo2;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (data2 !== null)){
const err18 = {instancePath:instancePath+"/spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
const err19 = {instancePath:instancePath+"/spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err20 = {instancePath:instancePath+"/spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"type":[],"minimum":[],"maximum":[]};
const templates2 = {};
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath+"/spo2")) && (err21.keyword in emErrors2)) && (err21.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(41)))){
emErrors2[err21.keyword].push(err21);
err21.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err22 = {instancePath:instancePath+"/spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema48.errorMessage[key3],schema:schema48.errorMessage,parentSchema:schema48,data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
const emErrs2 = [];
for(const err23 of vErrors){
if(!err23.emUsed){
emErrs2.push(err23);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.spo2_q !== undefined){
let data3 = data.spo2_q;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err24 = {instancePath:instancePath+"/spo2_q",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
const err25 = {instancePath:instancePath+"/spo2_q",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data3 < -9007199254740991 || isNaN(data3)){
const err26 = {instancePath:instancePath+"/spo2_q",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"type":[],"minimum":[],"maximum":[]};
const templates3 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath+"/spo2_q")) && (err27.keyword in emErrors3)) && (err27.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(41)))){
emErrors3[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err28 = {instancePath:instancePath+"/spo2_q",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema48.errorMessage[key4],schema:schema48.errorMessage,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrs3 = [];
for(const err29 of vErrors){
if(!err29.emUsed){
emErrs3.push(err29);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema150.type,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"additionalProperties":[]};
const templates4 = {};
for(const err31 of vErrors){
if((((((err31.keyword !== "errorMessage") && (!err31.emUsed)) && (err31.instancePath === instancePath)) && (err31.keyword in emErrors4)) && (err31.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err31.schemaPath.slice(1)))){
emErrors4[err31.keyword].push(err31);
err31.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err32 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema150.errorMessage[key5],schema:schema150.errorMessage,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
const emErrors5 = {"required":{"timestamp":[],"date":[],"spo2":[],"spo2_q":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err33 of vErrors){
if((((((err33.keyword !== "errorMessage") && (!err33.emUsed)) && (err33.instancePath === instancePath)) && (err33.keyword in emErrors5)) && (err33.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err33.schemaPath.slice(1)))){
emPropParams0 = obj0[err33.keyword];
emParamsErrors0 = emErrors5[err33.keyword][err33.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err33);
err33.emUsed = true;
}
}
}
for(const key6 in emErrors5){
for(const keyProp0 in emErrors5[key6]){
emParamsErrors0 = emErrors5[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key6] && templates5[key6][keyProp0];
const err34 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema150.errorMessage[key6][keyProp0],schema:schema150.errorMessage,parentSchema:schema150,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err35 of vErrors){
if(!err35.emUsed){
emErrs4.push(err35);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/spo2.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema145.required,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.avg_spo2 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_spo2"},message:"must have required property '"+"avg_spo2"+"'",schema:schema145.required,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.start_timestamp === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_timestamp"},message:"must have required property '"+"start_timestamp"+"'",schema:schema145.required,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.end_timestamp === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_timestamp"},message:"must have required property '"+"end_timestamp"+"'",schema:schema145.required,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.slots === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema145.required,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "date") || (key0 === "avg_spo2")) || (key0 === "start_timestamp")) || (key0 === "end_timestamp")) || (key0 === "slots"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(func1(data0) > 10){
const err6 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data0) < 10){
const err7 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data0)){
const err8 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats0.validate(data0))){
const err9 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data:data0};
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
const err10 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/date")) && (err11.keyword in emErrors0)) && (err11.schemaPath.indexOf("common.schema.json#/$defs/date") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(30)))){
emErrors0[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err12 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema38.errorMessage[key1],schema:schema38.errorMessage,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs0 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs0.push(err13);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.avg_spo2 !== undefined){
let data1 = data.avg_spo2;
if((!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))) && (data1 !== null)){
const err14 = {instancePath:instancePath+"/avg_spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 9007199254740991 || isNaN(data1)){
const err15 = {instancePath:instancePath+"/avg_spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data1 < -9007199254740991 || isNaN(data1)){
const err16 = {instancePath:instancePath+"/avg_spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data1};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"type":[],"minimum":[],"maximum":[]};
const templates1 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/avg_spo2")) && (err17.keyword in emErrors1)) && (err17.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(41)))){
emErrors1[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err18 = {instancePath:instancePath+"/avg_spo2",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema48.errorMessage[key2],schema:schema48.errorMessage,parentSchema:schema48,data:data1};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs1 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs1.push(err19);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.start_timestamp !== undefined){
let data2 = data.start_timestamp;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err20 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 9007199254740991 || isNaN(data2)){
const err21 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data2 < -9007199254740991 || isNaN(data2)){
const err22 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"type":[],"minimum":[],"maximum":[]};
const templates2 = {};
for(const err23 of vErrors){
if((((((err23.keyword !== "errorMessage") && (!err23.emUsed)) && (err23.instancePath === instancePath+"/start_timestamp")) && (err23.keyword in emErrors2)) && (err23.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err23.schemaPath.slice(33)))){
emErrors2[err23.keyword].push(err23);
err23.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err24 = {instancePath:instancePath+"/start_timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema41.errorMessage[key3],schema:schema41.errorMessage,parentSchema:schema41,data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
const emErrs2 = [];
for(const err25 of vErrors){
if(!err25.emUsed){
emErrs2.push(err25);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.end_timestamp !== undefined){
let data3 = data.end_timestamp;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err26 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
const err27 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data3 < -9007199254740991 || isNaN(data3)){
const err28 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"type":[],"minimum":[],"maximum":[]};
const templates3 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/end_timestamp")) && (err29.keyword in emErrors3)) && (err29.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(33)))){
emErrors3[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err30 = {instancePath:instancePath+"/end_timestamp",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema41.errorMessage[key4],schema:schema41.errorMessage,parentSchema:schema41,data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
const emErrs3 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs3.push(err31);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.slots !== undefined){
let data4 = data.slots;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate51(data4[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema145.properties.slots.type,parentSchema:schema145.properties.slots,data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err33 of vErrors){
if((((((err33.keyword !== "errorMessage") && (!err33.emUsed)) && (err33.instancePath === instancePath+"/slots")) && (err33.keyword in emErrors4)) && (err33.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err33.schemaPath.slice(18)))){
emErrors4[err33.keyword].push(err33);
err33.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err34 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema145.properties.slots.errorMessage[key5],schema:schema145.properties.slots.errorMessage,parentSchema:schema145.properties.slots,data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
const emErrs4 = [];
for(const err35 of vErrors){
if(!err35.emUsed){
emErrs4.push(err35);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema145.type,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[],"additionalProperties":[]};
const templates5 = {};
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath)) && (err37.keyword in emErrors5)) && (err37.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(1)))){
emErrors5[err37.keyword].push(err37);
err37.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err38 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema145.errorMessage[key6],schema:schema145.errorMessage,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
const emErrors6 = {"required":{"date":[],"avg_spo2":[],"start_timestamp":[],"end_timestamp":[],"slots":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err39 of vErrors){
if((((((err39.keyword !== "errorMessage") && (!err39.emUsed)) && (err39.instancePath === instancePath)) && (err39.keyword in emErrors6)) && (err39.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err39.schemaPath.slice(1)))){
emPropParams0 = obj0[err39.keyword];
emParamsErrors0 = emErrors6[err39.keyword][err39.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err39);
err39.emUsed = true;
}
}
}
for(const key7 in emErrors6){
for(const keyProp0 in emErrors6[key7]){
emParamsErrors0 = emErrors6[key7][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key7] && templates6[key7][keyProp0];
const err40 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema145.errorMessage[key7][keyProp0],schema:schema145.errorMessage,parentSchema:schema145,data};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err41 of vErrors){
if(!err41.emUsed){
emErrs5.push(err41);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/user-summary.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "date") || (key0 === "activity")) || (key0 === "heart_rate")) || (key0 === "sleep")) || (key0 === "stress")) || (key0 === "respiration_rate")) || (key0 === "temperature")) || (key0 === "spo2"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.date !== undefined){
let data0 = data.date;
if(typeof data0 === "string"){
if(func1(data0) > 10){
const err2 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 10){
const err3 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.validate(data0))){
const err5 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath+"/date")) && (err7.keyword in emErrors0)) && (err7.schemaPath.indexOf("common.schema.json#/$defs/date") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(30)))){
emErrors0[err7.keyword].push(err7);
err7.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err8 = {instancePath:instancePath+"/date",schemaPath:"common.schema.json#/$defs/date/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema38.errorMessage[key1],schema:schema38.errorMessage,parentSchema:schema38,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
const emErrs0 = [];
for(const err9 of vErrors){
if(!err9.emUsed){
emErrs0.push(err9);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.activity !== undefined){
if(!(validate26(data.activity, {instancePath:instancePath+"/activity",parentData:data,parentDataProperty:"activity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.heart_rate !== undefined){
let data2 = data.heart_rate;
if(!(validate30(data2, {instancePath:instancePath+"/heart_rate",parentData:data,parentDataProperty:"heart_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
const _errs10 = errors;
const _errs11 = errors;
const vSchema0 = schema36.properties.heart_rate.not.enum;
if(!(((data2 === null) || (func0(data2, vSchema0[1]))) || (func0(data2, vSchema0[2])))){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid2 = _errs11 === errors;
if(valid2){
const err11 = {instancePath:instancePath+"/heart_rate",schemaPath:"#/properties/heart_rate/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.heart_rate.not,parentSchema:schema36.properties.heart_rate,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
if(errors > 0){
const emErrors1 = {"not":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/heart_rate")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/heart_rate") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(23)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err13 = {instancePath:instancePath+"/heart_rate",schemaPath:"#/properties/heart_rate/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema36.properties.heart_rate.errorMessage[key2],schema:schema36.properties.heart_rate.errorMessage,parentSchema:schema36.properties.heart_rate,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs1 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs1.push(err14);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.sleep !== undefined){
let data3 = data.sleep;
if(!(validate34(data3, {instancePath:instancePath+"/sleep",parentData:data,parentDataProperty:"sleep",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
const _errs14 = errors;
const _errs15 = errors;
const vSchema1 = schema36.properties.sleep.not.enum;
if(!(((data3 === null) || (func0(data3, vSchema1[1]))) || (func0(data3, vSchema1[2])))){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid3 = _errs15 === errors;
if(valid3){
const err16 = {instancePath:instancePath+"/sleep",schemaPath:"#/properties/sleep/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.sleep.not,parentSchema:schema36.properties.sleep,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
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
if(errors > 0){
const emErrors2 = {"not":[]};
const templates2 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/sleep")) && (err17.keyword in emErrors2)) && (err17.schemaPath.indexOf("#/properties/sleep") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(18)))){
emErrors2[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err18 = {instancePath:instancePath+"/sleep",schemaPath:"#/properties/sleep/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema36.properties.sleep.errorMessage[key3],schema:schema36.properties.sleep.errorMessage,parentSchema:schema36.properties.sleep,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs2 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs2.push(err19);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.stress !== undefined){
let data4 = data.stress;
if(!(validate38(data4, {instancePath:instancePath+"/stress",parentData:data,parentDataProperty:"stress",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
const _errs18 = errors;
const _errs19 = errors;
const vSchema2 = schema36.properties.stress.not.enum;
if(!(((data4 === null) || (func0(data4, vSchema2[1]))) || (func0(data4, vSchema2[2])))){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid4 = _errs19 === errors;
if(valid4){
const err21 = {instancePath:instancePath+"/stress",schemaPath:"#/properties/stress/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.stress.not,parentSchema:schema36.properties.stress,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
if(errors > 0){
const emErrors3 = {"not":[]};
const templates3 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/stress")) && (err22.keyword in emErrors3)) && (err22.schemaPath.indexOf("#/properties/stress") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(19)))){
emErrors3[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err23 = {instancePath:instancePath+"/stress",schemaPath:"#/properties/stress/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema36.properties.stress.errorMessage[key4],schema:schema36.properties.stress.errorMessage,parentSchema:schema36.properties.stress,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs3 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs3.push(err24);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.respiration_rate !== undefined){
let data5 = data.respiration_rate;
if(!(validate42(data5, {instancePath:instancePath+"/respiration_rate",parentData:data,parentDataProperty:"respiration_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
const _errs22 = errors;
const _errs23 = errors;
const vSchema3 = schema36.properties.respiration_rate.not.enum;
if(!(((data5 === null) || (func0(data5, vSchema3[1]))) || (func0(data5, vSchema3[2])))){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var valid5 = _errs23 === errors;
if(valid5){
const err26 = {instancePath:instancePath+"/respiration_rate",schemaPath:"#/properties/respiration_rate/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.respiration_rate.not,parentSchema:schema36.properties.respiration_rate,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
if(errors > 0){
const emErrors4 = {"not":[]};
const templates4 = {};
for(const err27 of vErrors){
if((((((err27.keyword !== "errorMessage") && (!err27.emUsed)) && (err27.instancePath === instancePath+"/respiration_rate")) && (err27.keyword in emErrors4)) && (err27.schemaPath.indexOf("#/properties/respiration_rate") === 0)) && (/^\/[^\/]*$/.test(err27.schemaPath.slice(29)))){
emErrors4[err27.keyword].push(err27);
err27.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err28 = {instancePath:instancePath+"/respiration_rate",schemaPath:"#/properties/respiration_rate/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema36.properties.respiration_rate.errorMessage[key5],schema:schema36.properties.respiration_rate.errorMessage,parentSchema:schema36.properties.respiration_rate,data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
const emErrs4 = [];
for(const err29 of vErrors){
if(!err29.emUsed){
emErrs4.push(err29);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.temperature !== undefined){
let data6 = data.temperature;
if(!(validate46(data6, {instancePath:instancePath+"/temperature",parentData:data,parentDataProperty:"temperature",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
const _errs26 = errors;
const _errs27 = errors;
const vSchema4 = schema36.properties.temperature.not.enum;
if(!(((data6 === null) || (func0(data6, vSchema4[1]))) || (func0(data6, vSchema4[2])))){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var valid6 = _errs27 === errors;
if(valid6){
const err31 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.temperature.not,parentSchema:schema36.properties.temperature,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
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
if(errors > 0){
const emErrors5 = {"not":[]};
const templates5 = {};
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath+"/temperature")) && (err32.keyword in emErrors5)) && (err32.schemaPath.indexOf("#/properties/temperature") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(24)))){
emErrors5[err32.keyword].push(err32);
err32.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err33 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema36.properties.temperature.errorMessage[key6],schema:schema36.properties.temperature.errorMessage,parentSchema:schema36.properties.temperature,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
const emErrs5 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs5.push(err34);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.spo2 !== undefined){
let data7 = data.spo2;
if(!(validate50(data7, {instancePath:instancePath+"/spo2",parentData:data,parentDataProperty:"spo2",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
const _errs30 = errors;
const _errs31 = errors;
const vSchema5 = schema36.properties.spo2.not.enum;
if(!(((data7 === null) || (func0(data7, vSchema5[1]))) || (func0(data7, vSchema5[2])))){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var valid7 = _errs31 === errors;
if(valid7){
const err36 = {instancePath:instancePath+"/spo2",schemaPath:"#/properties/spo2/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.spo2.not,parentSchema:schema36.properties.spo2,data:data7};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
if(errors > 0){
const emErrors6 = {"not":[]};
const templates6 = {};
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath+"/spo2")) && (err37.keyword in emErrors6)) && (err37.schemaPath.indexOf("#/properties/spo2") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(17)))){
emErrors6[err37.keyword].push(err37);
err37.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err38 = {instancePath:instancePath+"/spo2",schemaPath:"#/properties/spo2/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema36.properties.spo2.errorMessage[key7],schema:schema36.properties.spo2.errorMessage,parentSchema:schema36.properties.spo2,data:data7};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
const emErrs6 = [];
for(const err39 of vErrors){
if(!err39.emUsed){
emErrs6.push(err39);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"type":[],"additionalProperties":[]};
const templates7 = {};
for(const err41 of vErrors){
if((((((err41.keyword !== "errorMessage") && (!err41.emUsed)) && (err41.instancePath === instancePath)) && (err41.keyword in emErrors7)) && (err41.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err41.schemaPath.slice(1)))){
emErrors7[err41.keyword].push(err41);
err41.emUsed = true;
}
}
for(const key8 in emErrors7){
if(emErrors7[key8].length){
const err42 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key8]},message:key8 in templates7 ? templates7[key8]() : schema36.errorMessage[key8],schema:schema36.errorMessage,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
const emErrors8 = {"required":{"date":[]}};
const templates8 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err43 of vErrors){
if((((((err43.keyword !== "errorMessage") && (!err43.emUsed)) && (err43.instancePath === instancePath)) && (err43.keyword in emErrors8)) && (err43.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err43.schemaPath.slice(1)))){
emPropParams0 = obj0[err43.keyword];
emParamsErrors0 = emErrors8[err43.keyword][err43.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err43);
err43.emUsed = true;
}
}
}
for(const key9 in emErrors8){
for(const keyProp0 in emErrors8[key9]){
emParamsErrors0 = emErrors8[key9][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates8[key9] && templates8[key9][keyProp0];
const err44 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema36.errorMessage[key9][keyProp0],schema:schema36.errorMessage,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
const emErrs7 = [];
for(const err45 of vErrors){
if(!err45.emUsed){
emErrs7.push(err45);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const response = validate54;
const schema155 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/response.schema.json","title":"GET /user-summaries response","description":"The response body of GET /user-summaries in one of the three accepted envelopes: the Laravel length-aware paginator (what the live API sends), the resource collection {data, links, meta}, or a bare array of summaries.","$comment":"The contract does not show the envelope; decisions.md 'The response' names the three accepted shapes.","anyOf":[{"$ref":"#/$defs/paginator"},{"$ref":"#/$defs/collection"},{"$ref":"#/$defs/bare"}],"x-rule":"envelope","$defs":{"summaries":{"description":"The list of summaries.","type":"array","items":{"$ref":"user-summary.schema.json"},"errorMessage":{"type":"must be an array"}},"paginator":{"title":"Laravel length-aware paginator","description":"{current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path, per_page, prev_page_url, to, total}","type":"object","required":["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"],"properties":{"current_page":{"description":"integer; the page served","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"first_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"from":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"last_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"next_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"path":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"prev_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"to":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"current_page":"is required","data":"is required","first_page_url":"is required","from":"is required","last_page":"is required","last_page_url":"is required","next_page_url":"is required","path":"is required","per_page":"is required","prev_page_url":"is required","to":"is required","total":"is required"}}},"collection":{"title":"Resource collection","description":"{data, links, meta}","type":"object","required":["data","links","meta"],"properties":{"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"links":{"description":"object","type":"object","required":["first","last","prev","next"],"properties":{"first":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"last":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"prev":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"next":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}}},"x-missing":"required","additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"first":"is required","last":"is required","prev":"is required","next":"is required"}}},"meta":{"description":"object","type":"object","required":["current_page","from","last_page","path","per_page","to","total"],"properties":{"current_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"from":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"path":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"to":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"links":{"description":"array of page links (optional)","type":"array","errorMessage":{"type":"must be an array"}}},"x-missing":"required","additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"current_page":"is required","from":"is required","last_page":"is required","path":"is required","per_page":"is required","to":"is required","total":"is required"}}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"data":"is required","links":"is required","meta":"is required"}}},"bare":{"title":"Bare array","description":"A bare array of summaries.","$ref":"#/$defs/summaries"}},"errorMessage":{"anyOf":"must be a Laravel paginator, a {data, links, meta} object or an array of summaries"}};
const schema156 = {"title":"Laravel length-aware paginator","description":"{current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path, per_page, prev_page_url, to, total}","type":"object","required":["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"],"properties":{"current_page":{"description":"integer; the page served","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"first_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"from":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"last_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"next_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"path":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"prev_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"to":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"current_page":"is required","data":"is required","first_page_url":"is required","from":"is required","last_page":"is required","last_page_url":"is required","next_page_url":"is required","path":"is required","per_page":"is required","prev_page_url":"is required","to":"is required","total":"is required"}}};
const schema158 = {"description":"The list of summaries.","type":"array","items":{"$ref":"user-summary.schema.json"},"errorMessage":{"type":"must be an array"}};

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
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema158.type,parentSchema:schema158,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err1 of vErrors){
if((((((err1.keyword !== "errorMessage") && (!err1.emUsed)) && (err1.instancePath === instancePath)) && (err1.keyword in emErrors0)) && (err1.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err1.schemaPath.slice(1)))){
emErrors0[err1.keyword].push(err1);
err1.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema158.errorMessage[key0],schema:schema158.errorMessage,parentSchema:schema158,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
const emErrs0 = [];
for(const err3 of vErrors){
if(!err3.emUsed){
emErrs0.push(err3);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.current_page === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.first_page_url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_page_url"},message:"must have required property '"+"first_page_url"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.from === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.last_page === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.last_page_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page_url"},message:"must have required property '"+"last_page_url"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.next_page_url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_page_url"},message:"must have required property '"+"next_page_url"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.path === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.per_page === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.prev_page_url === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prev_page_url"},message:"must have required property '"+"prev_page_url"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.to === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.total === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema156.properties, key0))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.current_page !== undefined){
let data0 = data.current_page;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err13 = {instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err14 = {instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err15 = {instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath+"/current_page")) && (err16.keyword in emErrors0)) && (err16.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(33)))){
emErrors0[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err17 = {instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema41.errorMessage[key1],schema:schema41.errorMessage,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
const emErrs0 = [];
for(const err18 of vErrors){
if(!err18.emUsed){
emErrs0.push(err18);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.data !== undefined){
if(!(validate56(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
if(data.first_page_url !== undefined){
let data2 = data.first_page_url;
if(typeof data2 !== "string"){
const err19 = {instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema156.properties.first_page_url.type,parentSchema:schema156.properties.first_page_url,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/first_page_url")) && (err20.keyword in emErrors1)) && (err20.schemaPath.indexOf("#/properties/first_page_url") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(27)))){
emErrors1[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err21 = {instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema156.properties.first_page_url.errorMessage[key2],schema:schema156.properties.first_page_url.errorMessage,parentSchema:schema156.properties.first_page_url,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs1 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs1.push(err22);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.from !== undefined){
let data3 = data.from;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err23 = {instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
const err24 = {instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data3 < -9007199254740991 || isNaN(data3)){
const err25 = {instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"type":[],"minimum":[],"maximum":[]};
const templates2 = {};
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath+"/from")) && (err26.keyword in emErrors2)) && (err26.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(41)))){
emErrors2[err26.keyword].push(err26);
err26.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err27 = {instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema48.errorMessage[key3],schema:schema48.errorMessage,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
const emErrs2 = [];
for(const err28 of vErrors){
if(!err28.emUsed){
emErrs2.push(err28);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.last_page !== undefined){
let data4 = data.last_page;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err29 = {instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
const err30 = {instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data4 < -9007199254740991 || isNaN(data4)){
const err31 = {instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"type":[],"minimum":[],"maximum":[]};
const templates3 = {};
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath+"/last_page")) && (err32.keyword in emErrors3)) && (err32.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(33)))){
emErrors3[err32.keyword].push(err32);
err32.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err33 = {instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema41.errorMessage[key4],schema:schema41.errorMessage,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
const emErrs3 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs3.push(err34);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.last_page_url !== undefined){
let data5 = data.last_page_url;
if(typeof data5 !== "string"){
const err35 = {instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema156.properties.last_page_url.type,parentSchema:schema156.properties.last_page_url,data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err36 of vErrors){
if((((((err36.keyword !== "errorMessage") && (!err36.emUsed)) && (err36.instancePath === instancePath+"/last_page_url")) && (err36.keyword in emErrors4)) && (err36.schemaPath.indexOf("#/properties/last_page_url") === 0)) && (/^\/[^\/]*$/.test(err36.schemaPath.slice(26)))){
emErrors4[err36.keyword].push(err36);
err36.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err37 = {instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema156.properties.last_page_url.errorMessage[key5],schema:schema156.properties.last_page_url.errorMessage,parentSchema:schema156.properties.last_page_url,data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
const emErrs4 = [];
for(const err38 of vErrors){
if(!err38.emUsed){
emErrs4.push(err38);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.next_page_url !== undefined){
let data6 = data.next_page_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err39 = {instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/type",keyword:"type",params:{type: schema156.properties.next_page_url.type},message:"must be string,null",schema:schema156.properties.next_page_url.type,parentSchema:schema156.properties.next_page_url,data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[]};
const templates5 = {};
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/next_page_url")) && (err40.keyword in emErrors5)) && (err40.schemaPath.indexOf("#/properties/next_page_url") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(26)))){
emErrors5[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err41 = {instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema156.properties.next_page_url.errorMessage[key6],schema:schema156.properties.next_page_url.errorMessage,parentSchema:schema156.properties.next_page_url,data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
const emErrs5 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs5.push(err42);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.path !== undefined){
let data7 = data.path;
if(typeof data7 !== "string"){
const err43 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema156.properties.path.type,parentSchema:schema156.properties.path,data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"type":[]};
const templates6 = {};
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath+"/path")) && (err44.keyword in emErrors6)) && (err44.schemaPath.indexOf("#/properties/path") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(17)))){
emErrors6[err44.keyword].push(err44);
err44.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err45 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema156.properties.path.errorMessage[key7],schema:schema156.properties.path.errorMessage,parentSchema:schema156.properties.path,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
const emErrs6 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs6.push(err46);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.per_page !== undefined){
let data8 = data.per_page;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err47 = {instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
const err48 = {instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err49 = {instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"type":[],"minimum":[],"maximum":[]};
const templates7 = {};
for(const err50 of vErrors){
if((((((err50.keyword !== "errorMessage") && (!err50.emUsed)) && (err50.instancePath === instancePath+"/per_page")) && (err50.keyword in emErrors7)) && (err50.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err50.schemaPath.slice(33)))){
emErrors7[err50.keyword].push(err50);
err50.emUsed = true;
}
}
for(const key8 in emErrors7){
if(emErrors7[key8].length){
const err51 = {instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key8]},message:key8 in templates7 ? templates7[key8]() : schema41.errorMessage[key8],schema:schema41.errorMessage,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
const emErrs7 = [];
for(const err52 of vErrors){
if(!err52.emUsed){
emErrs7.push(err52);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.prev_page_url !== undefined){
let data9 = data.prev_page_url;
if((typeof data9 !== "string") && (data9 !== null)){
const err53 = {instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/type",keyword:"type",params:{type: schema156.properties.prev_page_url.type},message:"must be string,null",schema:schema156.properties.prev_page_url.type,parentSchema:schema156.properties.prev_page_url,data:data9};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"type":[]};
const templates8 = {};
for(const err54 of vErrors){
if((((((err54.keyword !== "errorMessage") && (!err54.emUsed)) && (err54.instancePath === instancePath+"/prev_page_url")) && (err54.keyword in emErrors8)) && (err54.schemaPath.indexOf("#/properties/prev_page_url") === 0)) && (/^\/[^\/]*$/.test(err54.schemaPath.slice(26)))){
emErrors8[err54.keyword].push(err54);
err54.emUsed = true;
}
}
for(const key9 in emErrors8){
if(emErrors8[key9].length){
const err55 = {instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key9]},message:key9 in templates8 ? templates8[key9]() : schema156.properties.prev_page_url.errorMessage[key9],schema:schema156.properties.prev_page_url.errorMessage,parentSchema:schema156.properties.prev_page_url,data:data9};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
const emErrs8 = [];
for(const err56 of vErrors){
if(!err56.emUsed){
emErrs8.push(err56);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data.to !== undefined){
let data10 = data.to;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err57 = {instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 9007199254740991 || isNaN(data10)){
const err58 = {instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data10 < -9007199254740991 || isNaN(data10)){
const err59 = {instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(errors > 0){
const emErrors9 = {"type":[],"minimum":[],"maximum":[]};
const templates9 = {};
for(const err60 of vErrors){
if((((((err60.keyword !== "errorMessage") && (!err60.emUsed)) && (err60.instancePath === instancePath+"/to")) && (err60.keyword in emErrors9)) && (err60.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err60.schemaPath.slice(41)))){
emErrors9[err60.keyword].push(err60);
err60.emUsed = true;
}
}
for(const key10 in emErrors9){
if(emErrors9[key10].length){
const err61 = {instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key10]},message:key10 in templates9 ? templates9[key10]() : schema48.errorMessage[key10],schema:schema48.errorMessage,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
const emErrs9 = [];
for(const err62 of vErrors){
if(!err62.emUsed){
emErrs9.push(err62);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data.total !== undefined){
let data11 = data.total;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err63 = {instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
const err64 = {instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data11 < -9007199254740991 || isNaN(data11)){
const err65 = {instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(errors > 0){
const emErrors10 = {"type":[],"minimum":[],"maximum":[]};
const templates10 = {};
for(const err66 of vErrors){
if((((((err66.keyword !== "errorMessage") && (!err66.emUsed)) && (err66.instancePath === instancePath+"/total")) && (err66.keyword in emErrors10)) && (err66.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err66.schemaPath.slice(33)))){
emErrors10[err66.keyword].push(err66);
err66.emUsed = true;
}
}
for(const key11 in emErrors10){
if(emErrors10[key11].length){
const err67 = {instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key11]},message:key11 in templates10 ? templates10[key11]() : schema41.errorMessage[key11],schema:schema41.errorMessage,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
const emErrs10 = [];
for(const err68 of vErrors){
if(!err68.emUsed){
emErrs10.push(err68);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
}
else {
const err69 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema156.type,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"type":[],"additionalProperties":[]};
const templates11 = {};
for(const err70 of vErrors){
if((((((err70.keyword !== "errorMessage") && (!err70.emUsed)) && (err70.instancePath === instancePath)) && (err70.keyword in emErrors11)) && (err70.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err70.schemaPath.slice(1)))){
emErrors11[err70.keyword].push(err70);
err70.emUsed = true;
}
}
for(const key12 in emErrors11){
if(emErrors11[key12].length){
const err71 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key12]},message:key12 in templates11 ? templates11[key12]() : schema156.errorMessage[key12],schema:schema156.errorMessage,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
const emErrors12 = {"required":{"current_page":[],"data":[],"first_page_url":[],"from":[],"last_page":[],"last_page_url":[],"next_page_url":[],"path":[],"per_page":[],"prev_page_url":[],"to":[],"total":[]}};
const templates12 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err72 of vErrors){
if((((((err72.keyword !== "errorMessage") && (!err72.emUsed)) && (err72.instancePath === instancePath)) && (err72.keyword in emErrors12)) && (err72.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err72.schemaPath.slice(1)))){
emPropParams0 = obj0[err72.keyword];
emParamsErrors0 = emErrors12[err72.keyword][err72.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err72);
err72.emUsed = true;
}
}
}
for(const key13 in emErrors12){
for(const keyProp0 in emErrors12[key13]){
emParamsErrors0 = emErrors12[key13][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates12[key13] && templates12[key13][keyProp0];
const err73 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema156.errorMessage[key13][keyProp0],schema:schema156.errorMessage,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
const emErrs11 = [];
for(const err74 of vErrors){
if(!err74.emUsed){
emErrs11.push(err74);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema164 = {"title":"Resource collection","description":"{data, links, meta}","type":"object","required":["data","links","meta"],"properties":{"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"links":{"description":"object","type":"object","required":["first","last","prev","next"],"properties":{"first":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"last":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"prev":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"next":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}}},"x-missing":"required","additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"first":"is required","last":"is required","prev":"is required","next":"is required"}}},"meta":{"description":"object","type":"object","required":["current_page","from","last_page","path","per_page","to","total"],"properties":{"current_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"from":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"path":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"to":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"links":{"description":"array of page links (optional)","type":"array","errorMessage":{"type":"must be an array"}}},"x-missing":"required","additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"current_page":"is required","from":"is required","last_page":"is required","path":"is required","per_page":"is required","to":"is required","total":"is required"}}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"data":"is required","links":"is required","meta":"is required"}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema164.required,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.links === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'",schema:schema164.required,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.meta === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'",schema:schema164.required,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "data") || (key0 === "links")) || (key0 === "meta"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate56(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
if(data.links !== undefined){
let data1 = data.links;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.first === undefined){
const err4 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "first"},message:"must have required property '"+"first"+"'",schema:schema164.properties.links.required,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.last === undefined){
const err5 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "last"},message:"must have required property '"+"last"+"'",schema:schema164.properties.links.required,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.prev === undefined){
const err6 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "prev"},message:"must have required property '"+"prev"+"'",schema:schema164.properties.links.required,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.next === undefined){
const err7 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "next"},message:"must have required property '"+"next"+"'",schema:schema164.properties.links.required,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "first") || (key1 === "last")) || (key1 === "prev")) || (key1 === "next"))){
const err8 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.first !== undefined){
let data2 = data1.first;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/type",keyword:"type",params:{type: schema164.properties.links.properties.first.type},message:"must be string,null",schema:schema164.properties.links.properties.first.type,parentSchema:schema164.properties.links.properties.first,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath+"/links/first")) && (err10.keyword in emErrors0)) && (err10.schemaPath.indexOf("#/properties/links/properties/first") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(35)))){
emErrors0[err10.keyword].push(err10);
err10.emUsed = true;
}
}
for(const key2 in emErrors0){
if(emErrors0[key2].length){
const err11 = {instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key2]},message:key2 in templates0 ? templates0[key2]() : schema164.properties.links.properties.first.errorMessage[key2],schema:schema164.properties.links.properties.first.errorMessage,parentSchema:schema164.properties.links.properties.first,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
const emErrs0 = [];
for(const err12 of vErrors){
if(!err12.emUsed){
emErrs0.push(err12);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data1.last !== undefined){
let data3 = data1.last;
if((typeof data3 !== "string") && (data3 !== null)){
const err13 = {instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/type",keyword:"type",params:{type: schema164.properties.links.properties.last.type},message:"must be string,null",schema:schema164.properties.links.properties.last.type,parentSchema:schema164.properties.links.properties.last,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath+"/links/last")) && (err14.keyword in emErrors1)) && (err14.schemaPath.indexOf("#/properties/links/properties/last") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(34)))){
emErrors1[err14.keyword].push(err14);
err14.emUsed = true;
}
}
for(const key3 in emErrors1){
if(emErrors1[key3].length){
const err15 = {instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key3]},message:key3 in templates1 ? templates1[key3]() : schema164.properties.links.properties.last.errorMessage[key3],schema:schema164.properties.links.properties.last.errorMessage,parentSchema:schema164.properties.links.properties.last,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
const emErrs1 = [];
for(const err16 of vErrors){
if(!err16.emUsed){
emErrs1.push(err16);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data1.prev !== undefined){
let data4 = data1.prev;
if((typeof data4 !== "string") && (data4 !== null)){
const err17 = {instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/type",keyword:"type",params:{type: schema164.properties.links.properties.prev.type},message:"must be string,null",schema:schema164.properties.links.properties.prev.type,parentSchema:schema164.properties.links.properties.prev,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err18 of vErrors){
if((((((err18.keyword !== "errorMessage") && (!err18.emUsed)) && (err18.instancePath === instancePath+"/links/prev")) && (err18.keyword in emErrors2)) && (err18.schemaPath.indexOf("#/properties/links/properties/prev") === 0)) && (/^\/[^\/]*$/.test(err18.schemaPath.slice(34)))){
emErrors2[err18.keyword].push(err18);
err18.emUsed = true;
}
}
for(const key4 in emErrors2){
if(emErrors2[key4].length){
const err19 = {instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key4]},message:key4 in templates2 ? templates2[key4]() : schema164.properties.links.properties.prev.errorMessage[key4],schema:schema164.properties.links.properties.prev.errorMessage,parentSchema:schema164.properties.links.properties.prev,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
const emErrs2 = [];
for(const err20 of vErrors){
if(!err20.emUsed){
emErrs2.push(err20);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data1.next !== undefined){
let data5 = data1.next;
if((typeof data5 !== "string") && (data5 !== null)){
const err21 = {instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/type",keyword:"type",params:{type: schema164.properties.links.properties.next.type},message:"must be string,null",schema:schema164.properties.links.properties.next.type,parentSchema:schema164.properties.links.properties.next,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/links/next")) && (err22.keyword in emErrors3)) && (err22.schemaPath.indexOf("#/properties/links/properties/next") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(34)))){
emErrors3[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key5 in emErrors3){
if(emErrors3[key5].length){
const err23 = {instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key5]},message:key5 in templates3 ? templates3[key5]() : schema164.properties.links.properties.next.errorMessage[key5],schema:schema164.properties.links.properties.next.errorMessage,parentSchema:schema164.properties.links.properties.next,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs3 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs3.push(err24);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema164.properties.links.type,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"additionalProperties":[]};
const templates4 = {};
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath+"/links")) && (err26.keyword in emErrors4)) && (err26.schemaPath.indexOf("#/properties/links") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(18)))){
emErrors4[err26.keyword].push(err26);
err26.emUsed = true;
}
}
for(const key6 in emErrors4){
if(emErrors4[key6].length){
const err27 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key6]},message:key6 in templates4 ? templates4[key6]() : schema164.properties.links.errorMessage[key6],schema:schema164.properties.links.errorMessage,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
const emErrors5 = {"required":{"first":[],"last":[],"prev":[],"next":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/links")) && (err28.keyword in emErrors5)) && (err28.schemaPath.indexOf("#/properties/links") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(18)))){
emPropParams0 = obj0[err28.keyword];
emParamsErrors0 = emErrors5[err28.keyword][err28.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err28);
err28.emUsed = true;
}
}
}
for(const key7 in emErrors5){
for(const keyProp0 in emErrors5[key7]){
emParamsErrors0 = emErrors5[key7][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key7] && templates5[key7][keyProp0];
const err29 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema164.properties.links.errorMessage[key7][keyProp0],schema:schema164.properties.links.errorMessage,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs4.push(err30);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.meta !== undefined){
let data6 = data.meta;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.current_page === undefined){
const err31 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6.from === undefined){
const err32 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data6.last_page === undefined){
const err33 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data6.path === undefined){
const err34 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data6.per_page === undefined){
const err35 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data6.to === undefined){
const err36 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data6.total === undefined){
const err37 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key8 in data6){
if(!((((((((key8 === "current_page") || (key8 === "from")) || (key8 === "last_page")) || (key8 === "path")) || (key8 === "per_page")) || (key8 === "to")) || (key8 === "total")) || (key8 === "links"))){
const err38 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data6.current_page !== undefined){
let data7 = data6.current_page;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err39 = {instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
const err40 = {instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data7 < -9007199254740991 || isNaN(data7)){
const err41 = {instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(errors > 0){
const emErrors6 = {"type":[],"minimum":[],"maximum":[]};
const templates6 = {};
for(const err42 of vErrors){
if((((((err42.keyword !== "errorMessage") && (!err42.emUsed)) && (err42.instancePath === instancePath+"/meta/current_page")) && (err42.keyword in emErrors6)) && (err42.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err42.schemaPath.slice(33)))){
emErrors6[err42.keyword].push(err42);
err42.emUsed = true;
}
}
for(const key9 in emErrors6){
if(emErrors6[key9].length){
const err43 = {instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key9]},message:key9 in templates6 ? templates6[key9]() : schema41.errorMessage[key9],schema:schema41.errorMessage,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
const emErrs5 = [];
for(const err44 of vErrors){
if(!err44.emUsed){
emErrs5.push(err44);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data6.from !== undefined){
let data8 = data6.from;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err45 = {instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
const err46 = {instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err47 = {instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"type":[],"minimum":[],"maximum":[]};
const templates7 = {};
for(const err48 of vErrors){
if((((((err48.keyword !== "errorMessage") && (!err48.emUsed)) && (err48.instancePath === instancePath+"/meta/from")) && (err48.keyword in emErrors7)) && (err48.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err48.schemaPath.slice(41)))){
emErrors7[err48.keyword].push(err48);
err48.emUsed = true;
}
}
for(const key10 in emErrors7){
if(emErrors7[key10].length){
const err49 = {instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key10]},message:key10 in templates7 ? templates7[key10]() : schema48.errorMessage[key10],schema:schema48.errorMessage,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
const emErrs6 = [];
for(const err50 of vErrors){
if(!err50.emUsed){
emErrs6.push(err50);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data6.last_page !== undefined){
let data9 = data6.last_page;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err51 = {instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9007199254740991 || isNaN(data9)){
const err52 = {instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err53 = {instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(errors > 0){
const emErrors8 = {"type":[],"minimum":[],"maximum":[]};
const templates8 = {};
for(const err54 of vErrors){
if((((((err54.keyword !== "errorMessage") && (!err54.emUsed)) && (err54.instancePath === instancePath+"/meta/last_page")) && (err54.keyword in emErrors8)) && (err54.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err54.schemaPath.slice(33)))){
emErrors8[err54.keyword].push(err54);
err54.emUsed = true;
}
}
for(const key11 in emErrors8){
if(emErrors8[key11].length){
const err55 = {instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key11]},message:key11 in templates8 ? templates8[key11]() : schema41.errorMessage[key11],schema:schema41.errorMessage,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
const emErrs7 = [];
for(const err56 of vErrors){
if(!err56.emUsed){
emErrs7.push(err56);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data6.path !== undefined){
let data10 = data6.path;
if(typeof data10 !== "string"){
const err57 = {instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema164.properties.meta.properties.path.type,parentSchema:schema164.properties.meta.properties.path,data:data10};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"type":[]};
const templates9 = {};
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath+"/meta/path")) && (err58.keyword in emErrors9)) && (err58.schemaPath.indexOf("#/properties/meta/properties/path") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(33)))){
emErrors9[err58.keyword].push(err58);
err58.emUsed = true;
}
}
for(const key12 in emErrors9){
if(emErrors9[key12].length){
const err59 = {instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key12]},message:key12 in templates9 ? templates9[key12]() : schema164.properties.meta.properties.path.errorMessage[key12],schema:schema164.properties.meta.properties.path.errorMessage,parentSchema:schema164.properties.meta.properties.path,data:data10};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
const emErrs8 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs8.push(err60);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data6.per_page !== undefined){
let data11 = data6.per_page;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err61 = {instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
const err62 = {instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data11 < -9007199254740991 || isNaN(data11)){
const err63 = {instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(errors > 0){
const emErrors10 = {"type":[],"minimum":[],"maximum":[]};
const templates10 = {};
for(const err64 of vErrors){
if((((((err64.keyword !== "errorMessage") && (!err64.emUsed)) && (err64.instancePath === instancePath+"/meta/per_page")) && (err64.keyword in emErrors10)) && (err64.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err64.schemaPath.slice(33)))){
emErrors10[err64.keyword].push(err64);
err64.emUsed = true;
}
}
for(const key13 in emErrors10){
if(emErrors10[key13].length){
const err65 = {instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key13]},message:key13 in templates10 ? templates10[key13]() : schema41.errorMessage[key13],schema:schema41.errorMessage,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
const emErrs9 = [];
for(const err66 of vErrors){
if(!err66.emUsed){
emErrs9.push(err66);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data6.to !== undefined){
let data12 = data6.to;
if((!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) && (data12 !== null)){
const err67 = {instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data12};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 9007199254740991 || isNaN(data12)){
const err68 = {instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data12};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data12 < -9007199254740991 || isNaN(data12)){
const err69 = {instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data12};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(errors > 0){
const emErrors11 = {"type":[],"minimum":[],"maximum":[]};
const templates11 = {};
for(const err70 of vErrors){
if((((((err70.keyword !== "errorMessage") && (!err70.emUsed)) && (err70.instancePath === instancePath+"/meta/to")) && (err70.keyword in emErrors11)) && (err70.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err70.schemaPath.slice(41)))){
emErrors11[err70.keyword].push(err70);
err70.emUsed = true;
}
}
for(const key14 in emErrors11){
if(emErrors11[key14].length){
const err71 = {instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key14]},message:key14 in templates11 ? templates11[key14]() : schema48.errorMessage[key14],schema:schema48.errorMessage,parentSchema:schema48,data:data12};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
const emErrs10 = [];
for(const err72 of vErrors){
if(!err72.emUsed){
emErrs10.push(err72);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data6.total !== undefined){
let data13 = data6.total;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err73 = {instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 9007199254740991 || isNaN(data13)){
const err74 = {instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data13 < -9007199254740991 || isNaN(data13)){
const err75 = {instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(errors > 0){
const emErrors12 = {"type":[],"minimum":[],"maximum":[]};
const templates12 = {};
for(const err76 of vErrors){
if((((((err76.keyword !== "errorMessage") && (!err76.emUsed)) && (err76.instancePath === instancePath+"/meta/total")) && (err76.keyword in emErrors12)) && (err76.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err76.schemaPath.slice(33)))){
emErrors12[err76.keyword].push(err76);
err76.emUsed = true;
}
}
for(const key15 in emErrors12){
if(emErrors12[key15].length){
const err77 = {instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors12[key15]},message:key15 in templates12 ? templates12[key15]() : schema41.errorMessage[key15],schema:schema41.errorMessage,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
const emErrs11 = [];
for(const err78 of vErrors){
if(!err78.emUsed){
emErrs11.push(err78);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
if(data6.links !== undefined){
let data14 = data6.links;
if(!(Array.isArray(data14))){
const err79 = {instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema164.properties.meta.properties.links.type,parentSchema:schema164.properties.meta.properties.links,data:data14};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(errors > 0){
const emErrors13 = {"type":[]};
const templates13 = {};
for(const err80 of vErrors){
if((((((err80.keyword !== "errorMessage") && (!err80.emUsed)) && (err80.instancePath === instancePath+"/meta/links")) && (err80.keyword in emErrors13)) && (err80.schemaPath.indexOf("#/properties/meta/properties/links") === 0)) && (/^\/[^\/]*$/.test(err80.schemaPath.slice(34)))){
emErrors13[err80.keyword].push(err80);
err80.emUsed = true;
}
}
for(const key16 in emErrors13){
if(emErrors13[key16].length){
const err81 = {instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emErrors13[key16]},message:key16 in templates13 ? templates13[key16]() : schema164.properties.meta.properties.links.errorMessage[key16],schema:schema164.properties.meta.properties.links.errorMessage,parentSchema:schema164.properties.meta.properties.links,data:data14};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
const emErrs12 = [];
for(const err82 of vErrors){
if(!err82.emUsed){
emErrs12.push(err82);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
}
else {
const err83 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema164.properties.meta.type,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(errors > 0){
const emErrors14 = {"type":[],"additionalProperties":[]};
const templates14 = {};
for(const err84 of vErrors){
if((((((err84.keyword !== "errorMessage") && (!err84.emUsed)) && (err84.instancePath === instancePath+"/meta")) && (err84.keyword in emErrors14)) && (err84.schemaPath.indexOf("#/properties/meta") === 0)) && (/^\/[^\/]*$/.test(err84.schemaPath.slice(17)))){
emErrors14[err84.keyword].push(err84);
err84.emUsed = true;
}
}
for(const key17 in emErrors14){
if(emErrors14[key17].length){
const err85 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/errorMessage",keyword:"errorMessage",params:{errors: emErrors14[key17]},message:key17 in templates14 ? templates14[key17]() : schema164.properties.meta.errorMessage[key17],schema:schema164.properties.meta.errorMessage,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
const emErrors15 = {"required":{"current_page":[],"from":[],"last_page":[],"path":[],"per_page":[],"to":[],"total":[]}};
const templates15 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err86 of vErrors){
if((((((err86.keyword !== "errorMessage") && (!err86.emUsed)) && (err86.instancePath === instancePath+"/meta")) && (err86.keyword in emErrors15)) && (err86.schemaPath.indexOf("#/properties/meta") === 0)) && (/^\/[^\/]*$/.test(err86.schemaPath.slice(17)))){
emPropParams1 = obj0[err86.keyword];
emParamsErrors1 = emErrors15[err86.keyword][err86.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err86);
err86.emUsed = true;
}
}
}
for(const key18 in emErrors15){
for(const keyProp1 in emErrors15[key18]){
emParamsErrors1 = emErrors15[key18][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates15[key18] && templates15[key18][keyProp1];
const err87 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema164.properties.meta.errorMessage[key18][keyProp1],schema:schema164.properties.meta.errorMessage,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
const emErrs13 = [];
for(const err88 of vErrors){
if(!err88.emUsed){
emErrs13.push(err88);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
}
}
else {
const err89 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema164.type,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(errors > 0){
const emErrors16 = {"type":[],"additionalProperties":[]};
const templates16 = {};
for(const err90 of vErrors){
if((((((err90.keyword !== "errorMessage") && (!err90.emUsed)) && (err90.instancePath === instancePath)) && (err90.keyword in emErrors16)) && (err90.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err90.schemaPath.slice(1)))){
emErrors16[err90.keyword].push(err90);
err90.emUsed = true;
}
}
for(const key19 in emErrors16){
if(emErrors16[key19].length){
const err91 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors16[key19]},message:key19 in templates16 ? templates16[key19]() : schema164.errorMessage[key19],schema:schema164.errorMessage,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
const emErrors17 = {"required":{"data":[],"links":[],"meta":[]}};
const templates17 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err92 of vErrors){
if((((((err92.keyword !== "errorMessage") && (!err92.emUsed)) && (err92.instancePath === instancePath)) && (err92.keyword in emErrors17)) && (err92.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err92.schemaPath.slice(1)))){
emPropParams2 = obj0[err92.keyword];
emParamsErrors2 = emErrors17[err92.keyword][err92.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err92);
err92.emUsed = true;
}
}
}
for(const key20 in emErrors17){
for(const keyProp2 in emErrors17[key20]){
emParamsErrors2 = emErrors17[key20][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates17[key20] && templates17[key20][keyProp2];
const err93 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema164.errorMessage[key20][keyProp2],schema:schema164.errorMessage,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
const emErrs14 = [];
for(const err94 of vErrors){
if(!err94.emUsed){
emErrs14.push(err94);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema158.type,parentSchema:schema158,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err1 of vErrors){
if((((((err1.keyword !== "errorMessage") && (!err1.emUsed)) && (err1.instancePath === instancePath)) && (err1.keyword in emErrors0)) && (err1.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err1.schemaPath.slice(1)))){
emErrors0[err1.keyword].push(err1);
err1.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema158.errorMessage[key0],schema:schema158.errorMessage,parentSchema:schema158,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
const emErrs0 = [];
for(const err3 of vErrors){
if(!err3.emUsed){
emErrs0.push(err3);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(!(validate55(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs3 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
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
if(!(validate63(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema155.anyOf,parentSchema:schema155,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
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
if(errors > 0){
const emErrors0 = {"anyOf":[]};
const templates0 = {};
for(const err1 of vErrors){
if((((((err1.keyword !== "errorMessage") && (!err1.emUsed)) && (err1.instancePath === instancePath)) && (err1.keyword in emErrors0)) && (err1.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err1.schemaPath.slice(1)))){
emErrors0[err1.keyword].push(err1);
err1.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema155.errorMessage[key0],schema:schema155.errorMessage,parentSchema:schema155,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
const emErrs0 = [];
for(const err3 of vErrors){
if(!err3.emUsed){
emErrs0.push(err3);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate54.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate54.evaluated = {"dynamicProps":true,"dynamicItems":true};

const paginator = validate66;

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.current_page === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.first_page_url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_page_url"},message:"must have required property '"+"first_page_url"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.from === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.last_page === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.last_page_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page_url"},message:"must have required property '"+"last_page_url"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.next_page_url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_page_url"},message:"must have required property '"+"next_page_url"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.path === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.per_page === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.prev_page_url === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prev_page_url"},message:"must have required property '"+"prev_page_url"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.to === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.total === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema156.required,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key0 in data){
if(!(func3.call(schema156.properties, key0))){
const err12 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.current_page !== undefined){
let data0 = data.current_page;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err13 = {instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 9007199254740991 || isNaN(data0)){
const err14 = {instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data0 < -9007199254740991 || isNaN(data0)){
const err15 = {instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath+"/current_page")) && (err16.keyword in emErrors0)) && (err16.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(33)))){
emErrors0[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key1 in emErrors0){
if(emErrors0[key1].length){
const err17 = {instancePath:instancePath+"/current_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key1]},message:key1 in templates0 ? templates0[key1]() : schema41.errorMessage[key1],schema:schema41.errorMessage,parentSchema:schema41,data:data0};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
const emErrs0 = [];
for(const err18 of vErrors){
if(!err18.emUsed){
emErrs0.push(err18);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.data !== undefined){
if(!(validate56(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
if(data.first_page_url !== undefined){
let data2 = data.first_page_url;
if(typeof data2 !== "string"){
const err19 = {instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema156.properties.first_page_url.type,parentSchema:schema156.properties.first_page_url,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/first_page_url")) && (err20.keyword in emErrors1)) && (err20.schemaPath.indexOf("#/properties/first_page_url") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(27)))){
emErrors1[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key2 in emErrors1){
if(emErrors1[key2].length){
const err21 = {instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key2]},message:key2 in templates1 ? templates1[key2]() : schema156.properties.first_page_url.errorMessage[key2],schema:schema156.properties.first_page_url.errorMessage,parentSchema:schema156.properties.first_page_url,data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs1 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs1.push(err22);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.from !== undefined){
let data3 = data.from;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err23 = {instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 9007199254740991 || isNaN(data3)){
const err24 = {instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data3 < -9007199254740991 || isNaN(data3)){
const err25 = {instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"type":[],"minimum":[],"maximum":[]};
const templates2 = {};
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath+"/from")) && (err26.keyword in emErrors2)) && (err26.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(41)))){
emErrors2[err26.keyword].push(err26);
err26.emUsed = true;
}
}
for(const key3 in emErrors2){
if(emErrors2[key3].length){
const err27 = {instancePath:instancePath+"/from",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key3]},message:key3 in templates2 ? templates2[key3]() : schema48.errorMessage[key3],schema:schema48.errorMessage,parentSchema:schema48,data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
const emErrs2 = [];
for(const err28 of vErrors){
if(!err28.emUsed){
emErrs2.push(err28);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.last_page !== undefined){
let data4 = data.last_page;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err29 = {instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 9007199254740991 || isNaN(data4)){
const err30 = {instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data4 < -9007199254740991 || isNaN(data4)){
const err31 = {instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"type":[],"minimum":[],"maximum":[]};
const templates3 = {};
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath+"/last_page")) && (err32.keyword in emErrors3)) && (err32.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(33)))){
emErrors3[err32.keyword].push(err32);
err32.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err33 = {instancePath:instancePath+"/last_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema41.errorMessage[key4],schema:schema41.errorMessage,parentSchema:schema41,data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
const emErrs3 = [];
for(const err34 of vErrors){
if(!err34.emUsed){
emErrs3.push(err34);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.last_page_url !== undefined){
let data5 = data.last_page_url;
if(typeof data5 !== "string"){
const err35 = {instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema156.properties.last_page_url.type,parentSchema:schema156.properties.last_page_url,data:data5};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err36 of vErrors){
if((((((err36.keyword !== "errorMessage") && (!err36.emUsed)) && (err36.instancePath === instancePath+"/last_page_url")) && (err36.keyword in emErrors4)) && (err36.schemaPath.indexOf("#/properties/last_page_url") === 0)) && (/^\/[^\/]*$/.test(err36.schemaPath.slice(26)))){
emErrors4[err36.keyword].push(err36);
err36.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err37 = {instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema156.properties.last_page_url.errorMessage[key5],schema:schema156.properties.last_page_url.errorMessage,parentSchema:schema156.properties.last_page_url,data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
const emErrs4 = [];
for(const err38 of vErrors){
if(!err38.emUsed){
emErrs4.push(err38);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.next_page_url !== undefined){
let data6 = data.next_page_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err39 = {instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/type",keyword:"type",params:{type: schema156.properties.next_page_url.type},message:"must be string,null",schema:schema156.properties.next_page_url.type,parentSchema:schema156.properties.next_page_url,data:data6};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[]};
const templates5 = {};
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/next_page_url")) && (err40.keyword in emErrors5)) && (err40.schemaPath.indexOf("#/properties/next_page_url") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(26)))){
emErrors5[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err41 = {instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema156.properties.next_page_url.errorMessage[key6],schema:schema156.properties.next_page_url.errorMessage,parentSchema:schema156.properties.next_page_url,data:data6};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
const emErrs5 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs5.push(err42);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.path !== undefined){
let data7 = data.path;
if(typeof data7 !== "string"){
const err43 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema156.properties.path.type,parentSchema:schema156.properties.path,data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"type":[]};
const templates6 = {};
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath+"/path")) && (err44.keyword in emErrors6)) && (err44.schemaPath.indexOf("#/properties/path") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(17)))){
emErrors6[err44.keyword].push(err44);
err44.emUsed = true;
}
}
for(const key7 in emErrors6){
if(emErrors6[key7].length){
const err45 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key7]},message:key7 in templates6 ? templates6[key7]() : schema156.properties.path.errorMessage[key7],schema:schema156.properties.path.errorMessage,parentSchema:schema156.properties.path,data:data7};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
const emErrs6 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs6.push(err46);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.per_page !== undefined){
let data8 = data.per_page;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err47 = {instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
const err48 = {instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err49 = {instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"type":[],"minimum":[],"maximum":[]};
const templates7 = {};
for(const err50 of vErrors){
if((((((err50.keyword !== "errorMessage") && (!err50.emUsed)) && (err50.instancePath === instancePath+"/per_page")) && (err50.keyword in emErrors7)) && (err50.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err50.schemaPath.slice(33)))){
emErrors7[err50.keyword].push(err50);
err50.emUsed = true;
}
}
for(const key8 in emErrors7){
if(emErrors7[key8].length){
const err51 = {instancePath:instancePath+"/per_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key8]},message:key8 in templates7 ? templates7[key8]() : schema41.errorMessage[key8],schema:schema41.errorMessage,parentSchema:schema41,data:data8};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
const emErrs7 = [];
for(const err52 of vErrors){
if(!err52.emUsed){
emErrs7.push(err52);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data.prev_page_url !== undefined){
let data9 = data.prev_page_url;
if((typeof data9 !== "string") && (data9 !== null)){
const err53 = {instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/type",keyword:"type",params:{type: schema156.properties.prev_page_url.type},message:"must be string,null",schema:schema156.properties.prev_page_url.type,parentSchema:schema156.properties.prev_page_url,data:data9};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"type":[]};
const templates8 = {};
for(const err54 of vErrors){
if((((((err54.keyword !== "errorMessage") && (!err54.emUsed)) && (err54.instancePath === instancePath+"/prev_page_url")) && (err54.keyword in emErrors8)) && (err54.schemaPath.indexOf("#/properties/prev_page_url") === 0)) && (/^\/[^\/]*$/.test(err54.schemaPath.slice(26)))){
emErrors8[err54.keyword].push(err54);
err54.emUsed = true;
}
}
for(const key9 in emErrors8){
if(emErrors8[key9].length){
const err55 = {instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key9]},message:key9 in templates8 ? templates8[key9]() : schema156.properties.prev_page_url.errorMessage[key9],schema:schema156.properties.prev_page_url.errorMessage,parentSchema:schema156.properties.prev_page_url,data:data9};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
const emErrs8 = [];
for(const err56 of vErrors){
if(!err56.emUsed){
emErrs8.push(err56);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data.to !== undefined){
let data10 = data.to;
if((!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))) && (data10 !== null)){
const err57 = {instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 > 9007199254740991 || isNaN(data10)){
const err58 = {instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data10 < -9007199254740991 || isNaN(data10)){
const err59 = {instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(errors > 0){
const emErrors9 = {"type":[],"minimum":[],"maximum":[]};
const templates9 = {};
for(const err60 of vErrors){
if((((((err60.keyword !== "errorMessage") && (!err60.emUsed)) && (err60.instancePath === instancePath+"/to")) && (err60.keyword in emErrors9)) && (err60.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err60.schemaPath.slice(41)))){
emErrors9[err60.keyword].push(err60);
err60.emUsed = true;
}
}
for(const key10 in emErrors9){
if(emErrors9[key10].length){
const err61 = {instancePath:instancePath+"/to",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key10]},message:key10 in templates9 ? templates9[key10]() : schema48.errorMessage[key10],schema:schema48.errorMessage,parentSchema:schema48,data:data10};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
const emErrs9 = [];
for(const err62 of vErrors){
if(!err62.emUsed){
emErrs9.push(err62);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data.total !== undefined){
let data11 = data.total;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err63 = {instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
const err64 = {instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data11 < -9007199254740991 || isNaN(data11)){
const err65 = {instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(errors > 0){
const emErrors10 = {"type":[],"minimum":[],"maximum":[]};
const templates10 = {};
for(const err66 of vErrors){
if((((((err66.keyword !== "errorMessage") && (!err66.emUsed)) && (err66.instancePath === instancePath+"/total")) && (err66.keyword in emErrors10)) && (err66.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err66.schemaPath.slice(33)))){
emErrors10[err66.keyword].push(err66);
err66.emUsed = true;
}
}
for(const key11 in emErrors10){
if(emErrors10[key11].length){
const err67 = {instancePath:instancePath+"/total",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key11]},message:key11 in templates10 ? templates10[key11]() : schema41.errorMessage[key11],schema:schema41.errorMessage,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
const emErrs10 = [];
for(const err68 of vErrors){
if(!err68.emUsed){
emErrs10.push(err68);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
}
else {
const err69 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema156.type,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"type":[],"additionalProperties":[]};
const templates11 = {};
for(const err70 of vErrors){
if((((((err70.keyword !== "errorMessage") && (!err70.emUsed)) && (err70.instancePath === instancePath)) && (err70.keyword in emErrors11)) && (err70.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err70.schemaPath.slice(1)))){
emErrors11[err70.keyword].push(err70);
err70.emUsed = true;
}
}
for(const key12 in emErrors11){
if(emErrors11[key12].length){
const err71 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key12]},message:key12 in templates11 ? templates11[key12]() : schema156.errorMessage[key12],schema:schema156.errorMessage,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
const emErrors12 = {"required":{"current_page":[],"data":[],"first_page_url":[],"from":[],"last_page":[],"last_page_url":[],"next_page_url":[],"path":[],"per_page":[],"prev_page_url":[],"to":[],"total":[]}};
const templates12 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err72 of vErrors){
if((((((err72.keyword !== "errorMessage") && (!err72.emUsed)) && (err72.instancePath === instancePath)) && (err72.keyword in emErrors12)) && (err72.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err72.schemaPath.slice(1)))){
emPropParams0 = obj0[err72.keyword];
emParamsErrors0 = emErrors12[err72.keyword][err72.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err72);
err72.emUsed = true;
}
}
}
for(const key13 in emErrors12){
for(const keyProp0 in emErrors12[key13]){
emParamsErrors0 = emErrors12[key13][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates12[key13] && templates12[key13][keyProp0];
const err73 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema156.errorMessage[key13][keyProp0],schema:schema156.errorMessage,parentSchema:schema156,data};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
const emErrs11 = [];
for(const err74 of vErrors){
if(!err74.emUsed){
emErrs11.push(err74);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const collection = validate68;

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema164.required,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.links === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'",schema:schema164.required,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.meta === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'",schema:schema164.required,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "data") || (key0 === "links")) || (key0 === "meta"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate56(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
if(data.links !== undefined){
let data1 = data.links;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.first === undefined){
const err4 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "first"},message:"must have required property '"+"first"+"'",schema:schema164.properties.links.required,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.last === undefined){
const err5 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "last"},message:"must have required property '"+"last"+"'",schema:schema164.properties.links.required,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.prev === undefined){
const err6 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "prev"},message:"must have required property '"+"prev"+"'",schema:schema164.properties.links.required,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.next === undefined){
const err7 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "next"},message:"must have required property '"+"next"+"'",schema:schema164.properties.links.required,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data1){
if(!((((key1 === "first") || (key1 === "last")) || (key1 === "prev")) || (key1 === "next"))){
const err8 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.first !== undefined){
let data2 = data1.first;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/type",keyword:"type",params:{type: schema164.properties.links.properties.first.type},message:"must be string,null",schema:schema164.properties.links.properties.first.type,parentSchema:schema164.properties.links.properties.first,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath+"/links/first")) && (err10.keyword in emErrors0)) && (err10.schemaPath.indexOf("#/properties/links/properties/first") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(35)))){
emErrors0[err10.keyword].push(err10);
err10.emUsed = true;
}
}
for(const key2 in emErrors0){
if(emErrors0[key2].length){
const err11 = {instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key2]},message:key2 in templates0 ? templates0[key2]() : schema164.properties.links.properties.first.errorMessage[key2],schema:schema164.properties.links.properties.first.errorMessage,parentSchema:schema164.properties.links.properties.first,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
const emErrs0 = [];
for(const err12 of vErrors){
if(!err12.emUsed){
emErrs0.push(err12);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data1.last !== undefined){
let data3 = data1.last;
if((typeof data3 !== "string") && (data3 !== null)){
const err13 = {instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/type",keyword:"type",params:{type: schema164.properties.links.properties.last.type},message:"must be string,null",schema:schema164.properties.links.properties.last.type,parentSchema:schema164.properties.links.properties.last,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath+"/links/last")) && (err14.keyword in emErrors1)) && (err14.schemaPath.indexOf("#/properties/links/properties/last") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(34)))){
emErrors1[err14.keyword].push(err14);
err14.emUsed = true;
}
}
for(const key3 in emErrors1){
if(emErrors1[key3].length){
const err15 = {instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key3]},message:key3 in templates1 ? templates1[key3]() : schema164.properties.links.properties.last.errorMessage[key3],schema:schema164.properties.links.properties.last.errorMessage,parentSchema:schema164.properties.links.properties.last,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
const emErrs1 = [];
for(const err16 of vErrors){
if(!err16.emUsed){
emErrs1.push(err16);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data1.prev !== undefined){
let data4 = data1.prev;
if((typeof data4 !== "string") && (data4 !== null)){
const err17 = {instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/type",keyword:"type",params:{type: schema164.properties.links.properties.prev.type},message:"must be string,null",schema:schema164.properties.links.properties.prev.type,parentSchema:schema164.properties.links.properties.prev,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err18 of vErrors){
if((((((err18.keyword !== "errorMessage") && (!err18.emUsed)) && (err18.instancePath === instancePath+"/links/prev")) && (err18.keyword in emErrors2)) && (err18.schemaPath.indexOf("#/properties/links/properties/prev") === 0)) && (/^\/[^\/]*$/.test(err18.schemaPath.slice(34)))){
emErrors2[err18.keyword].push(err18);
err18.emUsed = true;
}
}
for(const key4 in emErrors2){
if(emErrors2[key4].length){
const err19 = {instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key4]},message:key4 in templates2 ? templates2[key4]() : schema164.properties.links.properties.prev.errorMessage[key4],schema:schema164.properties.links.properties.prev.errorMessage,parentSchema:schema164.properties.links.properties.prev,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
const emErrs2 = [];
for(const err20 of vErrors){
if(!err20.emUsed){
emErrs2.push(err20);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data1.next !== undefined){
let data5 = data1.next;
if((typeof data5 !== "string") && (data5 !== null)){
const err21 = {instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/type",keyword:"type",params:{type: schema164.properties.links.properties.next.type},message:"must be string,null",schema:schema164.properties.links.properties.next.type,parentSchema:schema164.properties.links.properties.next,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/links/next")) && (err22.keyword in emErrors3)) && (err22.schemaPath.indexOf("#/properties/links/properties/next") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(34)))){
emErrors3[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key5 in emErrors3){
if(emErrors3[key5].length){
const err23 = {instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key5]},message:key5 in templates3 ? templates3[key5]() : schema164.properties.links.properties.next.errorMessage[key5],schema:schema164.properties.links.properties.next.errorMessage,parentSchema:schema164.properties.links.properties.next,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs3 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs3.push(err24);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema164.properties.links.type,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"additionalProperties":[]};
const templates4 = {};
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath+"/links")) && (err26.keyword in emErrors4)) && (err26.schemaPath.indexOf("#/properties/links") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(18)))){
emErrors4[err26.keyword].push(err26);
err26.emUsed = true;
}
}
for(const key6 in emErrors4){
if(emErrors4[key6].length){
const err27 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key6]},message:key6 in templates4 ? templates4[key6]() : schema164.properties.links.errorMessage[key6],schema:schema164.properties.links.errorMessage,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
const emErrors5 = {"required":{"first":[],"last":[],"prev":[],"next":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/links")) && (err28.keyword in emErrors5)) && (err28.schemaPath.indexOf("#/properties/links") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(18)))){
emPropParams0 = obj0[err28.keyword];
emParamsErrors0 = emErrors5[err28.keyword][err28.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err28);
err28.emUsed = true;
}
}
}
for(const key7 in emErrors5){
for(const keyProp0 in emErrors5[key7]){
emParamsErrors0 = emErrors5[key7][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key7] && templates5[key7][keyProp0];
const err29 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema164.properties.links.errorMessage[key7][keyProp0],schema:schema164.properties.links.errorMessage,parentSchema:schema164.properties.links,data:data1};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs4.push(err30);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.meta !== undefined){
let data6 = data.meta;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.current_page === undefined){
const err31 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6.from === undefined){
const err32 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data6.last_page === undefined){
const err33 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data6.path === undefined){
const err34 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data6.per_page === undefined){
const err35 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data6.to === undefined){
const err36 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data6.total === undefined){
const err37 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema164.properties.meta.required,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
for(const key8 in data6){
if(!((((((((key8 === "current_page") || (key8 === "from")) || (key8 === "last_page")) || (key8 === "path")) || (key8 === "per_page")) || (key8 === "to")) || (key8 === "total")) || (key8 === "links"))){
const err38 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data6.current_page !== undefined){
let data7 = data6.current_page;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err39 = {instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 9007199254740991 || isNaN(data7)){
const err40 = {instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data7 < -9007199254740991 || isNaN(data7)){
const err41 = {instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(errors > 0){
const emErrors6 = {"type":[],"minimum":[],"maximum":[]};
const templates6 = {};
for(const err42 of vErrors){
if((((((err42.keyword !== "errorMessage") && (!err42.emUsed)) && (err42.instancePath === instancePath+"/meta/current_page")) && (err42.keyword in emErrors6)) && (err42.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err42.schemaPath.slice(33)))){
emErrors6[err42.keyword].push(err42);
err42.emUsed = true;
}
}
for(const key9 in emErrors6){
if(emErrors6[key9].length){
const err43 = {instancePath:instancePath+"/meta/current_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key9]},message:key9 in templates6 ? templates6[key9]() : schema41.errorMessage[key9],schema:schema41.errorMessage,parentSchema:schema41,data:data7};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
const emErrs5 = [];
for(const err44 of vErrors){
if(!err44.emUsed){
emErrs5.push(err44);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data6.from !== undefined){
let data8 = data6.from;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err45 = {instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 9007199254740991 || isNaN(data8)){
const err46 = {instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data8 < -9007199254740991 || isNaN(data8)){
const err47 = {instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(errors > 0){
const emErrors7 = {"type":[],"minimum":[],"maximum":[]};
const templates7 = {};
for(const err48 of vErrors){
if((((((err48.keyword !== "errorMessage") && (!err48.emUsed)) && (err48.instancePath === instancePath+"/meta/from")) && (err48.keyword in emErrors7)) && (err48.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err48.schemaPath.slice(41)))){
emErrors7[err48.keyword].push(err48);
err48.emUsed = true;
}
}
for(const key10 in emErrors7){
if(emErrors7[key10].length){
const err49 = {instancePath:instancePath+"/meta/from",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key10]},message:key10 in templates7 ? templates7[key10]() : schema48.errorMessage[key10],schema:schema48.errorMessage,parentSchema:schema48,data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
const emErrs6 = [];
for(const err50 of vErrors){
if(!err50.emUsed){
emErrs6.push(err50);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data6.last_page !== undefined){
let data9 = data6.last_page;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err51 = {instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if((typeof data9 == "number") && (isFinite(data9))){
if(data9 > 9007199254740991 || isNaN(data9)){
const err52 = {instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data9 < -9007199254740991 || isNaN(data9)){
const err53 = {instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(errors > 0){
const emErrors8 = {"type":[],"minimum":[],"maximum":[]};
const templates8 = {};
for(const err54 of vErrors){
if((((((err54.keyword !== "errorMessage") && (!err54.emUsed)) && (err54.instancePath === instancePath+"/meta/last_page")) && (err54.keyword in emErrors8)) && (err54.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err54.schemaPath.slice(33)))){
emErrors8[err54.keyword].push(err54);
err54.emUsed = true;
}
}
for(const key11 in emErrors8){
if(emErrors8[key11].length){
const err55 = {instancePath:instancePath+"/meta/last_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key11]},message:key11 in templates8 ? templates8[key11]() : schema41.errorMessage[key11],schema:schema41.errorMessage,parentSchema:schema41,data:data9};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
const emErrs7 = [];
for(const err56 of vErrors){
if(!err56.emUsed){
emErrs7.push(err56);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data6.path !== undefined){
let data10 = data6.path;
if(typeof data10 !== "string"){
const err57 = {instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema164.properties.meta.properties.path.type,parentSchema:schema164.properties.meta.properties.path,data:data10};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"type":[]};
const templates9 = {};
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath+"/meta/path")) && (err58.keyword in emErrors9)) && (err58.schemaPath.indexOf("#/properties/meta/properties/path") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(33)))){
emErrors9[err58.keyword].push(err58);
err58.emUsed = true;
}
}
for(const key12 in emErrors9){
if(emErrors9[key12].length){
const err59 = {instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key12]},message:key12 in templates9 ? templates9[key12]() : schema164.properties.meta.properties.path.errorMessage[key12],schema:schema164.properties.meta.properties.path.errorMessage,parentSchema:schema164.properties.meta.properties.path,data:data10};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
const emErrs8 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs8.push(err60);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data6.per_page !== undefined){
let data11 = data6.per_page;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err61 = {instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 9007199254740991 || isNaN(data11)){
const err62 = {instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data11 < -9007199254740991 || isNaN(data11)){
const err63 = {instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(errors > 0){
const emErrors10 = {"type":[],"minimum":[],"maximum":[]};
const templates10 = {};
for(const err64 of vErrors){
if((((((err64.keyword !== "errorMessage") && (!err64.emUsed)) && (err64.instancePath === instancePath+"/meta/per_page")) && (err64.keyword in emErrors10)) && (err64.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err64.schemaPath.slice(33)))){
emErrors10[err64.keyword].push(err64);
err64.emUsed = true;
}
}
for(const key13 in emErrors10){
if(emErrors10[key13].length){
const err65 = {instancePath:instancePath+"/meta/per_page",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key13]},message:key13 in templates10 ? templates10[key13]() : schema41.errorMessage[key13],schema:schema41.errorMessage,parentSchema:schema41,data:data11};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
const emErrs9 = [];
for(const err66 of vErrors){
if(!err66.emUsed){
emErrs9.push(err66);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data6.to !== undefined){
let data12 = data6.to;
if((!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))) && (data12 !== null)){
const err67 = {instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/type",keyword:"type",params:{type: schema48.type},message:"must be integer,null",schema:schema48.type,parentSchema:schema48,data:data12};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 9007199254740991 || isNaN(data12)){
const err68 = {instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema48,data:data12};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data12 < -9007199254740991 || isNaN(data12)){
const err69 = {instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema48,data:data12};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(errors > 0){
const emErrors11 = {"type":[],"minimum":[],"maximum":[]};
const templates11 = {};
for(const err70 of vErrors){
if((((((err70.keyword !== "errorMessage") && (!err70.emUsed)) && (err70.instancePath === instancePath+"/meta/to")) && (err70.keyword in emErrors11)) && (err70.schemaPath.indexOf("common.schema.json#/$defs/nullableInteger") === 0)) && (/^\/[^\/]*$/.test(err70.schemaPath.slice(41)))){
emErrors11[err70.keyword].push(err70);
err70.emUsed = true;
}
}
for(const key14 in emErrors11){
if(emErrors11[key14].length){
const err71 = {instancePath:instancePath+"/meta/to",schemaPath:"common.schema.json#/$defs/nullableInteger/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key14]},message:key14 in templates11 ? templates11[key14]() : schema48.errorMessage[key14],schema:schema48.errorMessage,parentSchema:schema48,data:data12};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
const emErrs10 = [];
for(const err72 of vErrors){
if(!err72.emUsed){
emErrs10.push(err72);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data6.total !== undefined){
let data13 = data6.total;
if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){
const err73 = {instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if((typeof data13 == "number") && (isFinite(data13))){
if(data13 > 9007199254740991 || isNaN(data13)){
const err74 = {instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(data13 < -9007199254740991 || isNaN(data13)){
const err75 = {instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(errors > 0){
const emErrors12 = {"type":[],"minimum":[],"maximum":[]};
const templates12 = {};
for(const err76 of vErrors){
if((((((err76.keyword !== "errorMessage") && (!err76.emUsed)) && (err76.instancePath === instancePath+"/meta/total")) && (err76.keyword in emErrors12)) && (err76.schemaPath.indexOf("common.schema.json#/$defs/integer") === 0)) && (/^\/[^\/]*$/.test(err76.schemaPath.slice(33)))){
emErrors12[err76.keyword].push(err76);
err76.emUsed = true;
}
}
for(const key15 in emErrors12){
if(emErrors12[key15].length){
const err77 = {instancePath:instancePath+"/meta/total",schemaPath:"common.schema.json#/$defs/integer/errorMessage",keyword:"errorMessage",params:{errors: emErrors12[key15]},message:key15 in templates12 ? templates12[key15]() : schema41.errorMessage[key15],schema:schema41.errorMessage,parentSchema:schema41,data:data13};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
const emErrs11 = [];
for(const err78 of vErrors){
if(!err78.emUsed){
emErrs11.push(err78);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
if(data6.links !== undefined){
let data14 = data6.links;
if(!(Array.isArray(data14))){
const err79 = {instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema164.properties.meta.properties.links.type,parentSchema:schema164.properties.meta.properties.links,data:data14};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(errors > 0){
const emErrors13 = {"type":[]};
const templates13 = {};
for(const err80 of vErrors){
if((((((err80.keyword !== "errorMessage") && (!err80.emUsed)) && (err80.instancePath === instancePath+"/meta/links")) && (err80.keyword in emErrors13)) && (err80.schemaPath.indexOf("#/properties/meta/properties/links") === 0)) && (/^\/[^\/]*$/.test(err80.schemaPath.slice(34)))){
emErrors13[err80.keyword].push(err80);
err80.emUsed = true;
}
}
for(const key16 in emErrors13){
if(emErrors13[key16].length){
const err81 = {instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emErrors13[key16]},message:key16 in templates13 ? templates13[key16]() : schema164.properties.meta.properties.links.errorMessage[key16],schema:schema164.properties.meta.properties.links.errorMessage,parentSchema:schema164.properties.meta.properties.links,data:data14};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
const emErrs12 = [];
for(const err82 of vErrors){
if(!err82.emUsed){
emErrs12.push(err82);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
}
else {
const err83 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema164.properties.meta.type,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(errors > 0){
const emErrors14 = {"type":[],"additionalProperties":[]};
const templates14 = {};
for(const err84 of vErrors){
if((((((err84.keyword !== "errorMessage") && (!err84.emUsed)) && (err84.instancePath === instancePath+"/meta")) && (err84.keyword in emErrors14)) && (err84.schemaPath.indexOf("#/properties/meta") === 0)) && (/^\/[^\/]*$/.test(err84.schemaPath.slice(17)))){
emErrors14[err84.keyword].push(err84);
err84.emUsed = true;
}
}
for(const key17 in emErrors14){
if(emErrors14[key17].length){
const err85 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/errorMessage",keyword:"errorMessage",params:{errors: emErrors14[key17]},message:key17 in templates14 ? templates14[key17]() : schema164.properties.meta.errorMessage[key17],schema:schema164.properties.meta.errorMessage,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
const emErrors15 = {"required":{"current_page":[],"from":[],"last_page":[],"path":[],"per_page":[],"to":[],"total":[]}};
const templates15 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err86 of vErrors){
if((((((err86.keyword !== "errorMessage") && (!err86.emUsed)) && (err86.instancePath === instancePath+"/meta")) && (err86.keyword in emErrors15)) && (err86.schemaPath.indexOf("#/properties/meta") === 0)) && (/^\/[^\/]*$/.test(err86.schemaPath.slice(17)))){
emPropParams1 = obj0[err86.keyword];
emParamsErrors1 = emErrors15[err86.keyword][err86.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err86);
err86.emUsed = true;
}
}
}
for(const key18 in emErrors15){
for(const keyProp1 in emErrors15[key18]){
emParamsErrors1 = emErrors15[key18][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates15[key18] && templates15[key18][keyProp1];
const err87 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema164.properties.meta.errorMessage[key18][keyProp1],schema:schema164.properties.meta.errorMessage,parentSchema:schema164.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
const emErrs13 = [];
for(const err88 of vErrors){
if(!err88.emUsed){
emErrs13.push(err88);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
}
}
else {
const err89 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema164.type,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(errors > 0){
const emErrors16 = {"type":[],"additionalProperties":[]};
const templates16 = {};
for(const err90 of vErrors){
if((((((err90.keyword !== "errorMessage") && (!err90.emUsed)) && (err90.instancePath === instancePath)) && (err90.keyword in emErrors16)) && (err90.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err90.schemaPath.slice(1)))){
emErrors16[err90.keyword].push(err90);
err90.emUsed = true;
}
}
for(const key19 in emErrors16){
if(emErrors16[key19].length){
const err91 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors16[key19]},message:key19 in templates16 ? templates16[key19]() : schema164.errorMessage[key19],schema:schema164.errorMessage,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
const emErrors17 = {"required":{"data":[],"links":[],"meta":[]}};
const templates17 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err92 of vErrors){
if((((((err92.keyword !== "errorMessage") && (!err92.emUsed)) && (err92.instancePath === instancePath)) && (err92.keyword in emErrors17)) && (err92.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err92.schemaPath.slice(1)))){
emPropParams2 = obj0[err92.keyword];
emParamsErrors2 = emErrors17[err92.keyword][err92.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err92);
err92.emUsed = true;
}
}
}
for(const key20 in emErrors17){
for(const keyProp2 in emErrors17[key20]){
emParamsErrors2 = emErrors17[key20][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates17[key20] && templates17[key20][keyProp2];
const err93 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema164.errorMessage[key20][keyProp2],schema:schema164.errorMessage,parentSchema:schema164,data};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
const emErrs14 = [];
for(const err94 of vErrors){
if(!err94.emUsed){
emErrs14.push(err94);
}
}
vErrors = emErrs14;
errors = emErrs14.length;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const bare = validate70;

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema158.type,parentSchema:schema158,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err1 of vErrors){
if((((((err1.keyword !== "errorMessage") && (!err1.emUsed)) && (err1.instancePath === instancePath)) && (err1.keyword in emErrors0)) && (err1.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err1.schemaPath.slice(1)))){
emErrors0[err1.keyword].push(err1);
err1.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema158.errorMessage[key0],schema:schema158.errorMessage,parentSchema:schema158,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
const emErrs0 = [];
for(const err3 of vErrors){
if(!err3.emUsed){
emErrs0.push(err3);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const request = validate72;
const schema187 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/request.schema.json","title":"GET /user-summaries request","description":"The request as sent on the wire: query parameters as strings and header names in lower case. A reversed range (date_from after date_to) cannot be expressed in JSON Schema and is checked by validateRequest().","$comment":"Contract: 'Endpoints' > Get user summaries, 'Authentication'; decisions.md 'The request'.","type":"object","required":["query","headers"],"properties":{"query":{"description":"Query parameters as strings.","type":"object","required":["date_from","date_to"],"x-missing":"required","properties":{"date_from":{"description":"date (Y-m-d); required; start of the range","$ref":"common.schema.json#/$defs/date","x-missing":"required"},"date_to":{"description":"date (Y-m-d); required; end of the range, on or after date_from (checked by validateRequest)","$ref":"common.schema.json#/$defs/date","x-missing":"required","x-after-or-equal":"date_from"},"include_slots":{"description":"integer; 0 or 1; default 0","type":"string","enum":["0","1"],"x-rule":"in","errorMessage":{"type":"must be a string","enum":"must be one of 0, 1"}},"per_page":{"description":"integer >= 1; default 10","type":"string","allOf":[{"pattern":"^(?:0|-?[1-9][0-9]*)$","maxLength":16,"x-rule":"integer","type":"string","errorMessage":{"type":"must be a string","pattern":"must be an integer","maxLength":"must be an integer"}},{"pattern":"^[0-9]*[1-9][0-9]*$","x-rule":"min","type":"string","x-minimum":1,"maxLength":16,"errorMessage":{"type":"must be a string","pattern":"must be at least 1","maxLength":"must be at least 1"}}],"errorMessage":{"type":"must be a string"}},"page":{"description":"integer >= 0 (page 0 is served as page 1); default 1","type":"string","allOf":[{"pattern":"^(?:0|-?[1-9][0-9]*)$","maxLength":16,"x-rule":"integer","type":"string","errorMessage":{"type":"must be a string","pattern":"must be an integer","maxLength":"must be an integer"}},{"pattern":"^[0-9]+$","x-rule":"min","type":"string","x-minimum":0,"maxLength":16,"errorMessage":{"type":"must be a string","pattern":"must be at least 0","maxLength":"must be at least 0"}}],"errorMessage":{"type":"must be a string"}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"date_from":"is required","date_to":"is required"}}},"headers":{"description":"Request headers, names in lower case.","type":"object","required":["authorization","content-type"],"x-missing":"required","properties":{"authorization":{"description":"Bearer <ACCESS_TOKEN> with a non-empty token","type":"string","maxLength":8192,"pattern":"^Bearer +[!-~]+$","x-rule":"bearer","x-missing":"required","errorMessage":{"type":"must be a string","pattern":"must be \"Bearer <ACCESS_TOKEN>\" with a non-empty token","maxLength":"must be \"Bearer <ACCESS_TOKEN>\" with a non-empty token"}},"content-type":{"description":"application/json","type":"string","maxLength":256,"pattern":"^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$","x-rule":"content_type","x-missing":"required","errorMessage":{"type":"must be a string","pattern":"must be application/json","maxLength":"must be application/json"}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"authorization":"is required","content-type":"is required"}}}},"additionalProperties":false,"errorMessage":{"type":"must be an object","additionalProperties":"is not a field of the contract (strict profile)","required":{"query":"is required","headers":"is required"}}};
const pattern22 = new RegExp("^(?:0|-?[1-9][0-9]*)$", "u");
const pattern23 = new RegExp("^[0-9]*[1-9][0-9]*$", "u");
const pattern25 = new RegExp("^[0-9]+$", "u");
const pattern26 = new RegExp("^Bearer +[!-~]+$", "u");
const pattern27 = new RegExp("^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$", "u");

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'",schema:schema187.required,parentSchema:schema187,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.headers === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'",schema:schema187.required,parentSchema:schema187,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "query") || (key0 === "headers"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema187,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.date_from === undefined){
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "date_from"},message:"must have required property '"+"date_from"+"'",schema:schema187.properties.query.required,parentSchema:schema187.properties.query,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.date_to === undefined){
const err4 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "date_to"},message:"must have required property '"+"date_to"+"'",schema:schema187.properties.query.required,parentSchema:schema187.properties.query,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data0){
if(!(((((key1 === "date_from") || (key1 === "date_to")) || (key1 === "include_slots")) || (key1 === "per_page")) || (key1 === "page"))){
const err5 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema187.properties.query,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.date_from !== undefined){
let data1 = data0.date_from;
if(typeof data1 === "string"){
if(func1(data1) > 10){
const err6 = {instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 10){
const err7 = {instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data1)){
const err8 = {instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats0.validate(data1))){
const err9 = {instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data:data1};
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
const err10 = {instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/query/date_from")) && (err11.keyword in emErrors0)) && (err11.schemaPath.indexOf("common.schema.json#/$defs/date") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(30)))){
emErrors0[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key2 in emErrors0){
if(emErrors0[key2].length){
const err12 = {instancePath:instancePath+"/query/date_from",schemaPath:"common.schema.json#/$defs/date/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key2]},message:key2 in templates0 ? templates0[key2]() : schema38.errorMessage[key2],schema:schema38.errorMessage,parentSchema:schema38,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrs0 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs0.push(err13);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data0.date_to !== undefined){
let data2 = data0.date_to;
if(typeof data2 === "string"){
if(func1(data2) > 10){
const err14 = {instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(func1(data2) < 10){
const err15 = {instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!pattern4.test(data2)){
const err16 = {instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats0.validate(data2))){
const err17 = {instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates1 = {};
for(const err19 of vErrors){
if((((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && (err19.instancePath === instancePath+"/query/date_to")) && (err19.keyword in emErrors1)) && (err19.schemaPath.indexOf("common.schema.json#/$defs/date") === 0)) && (/^\/[^\/]*$/.test(err19.schemaPath.slice(30)))){
emErrors1[err19.keyword].push(err19);
err19.emUsed = true;
}
}
for(const key3 in emErrors1){
if(emErrors1[key3].length){
const err20 = {instancePath:instancePath+"/query/date_to",schemaPath:"common.schema.json#/$defs/date/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key3]},message:key3 in templates1 ? templates1[key3]() : schema38.errorMessage[key3],schema:schema38.errorMessage,parentSchema:schema38,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
const emErrs1 = [];
for(const err21 of vErrors){
if(!err21.emUsed){
emErrs1.push(err21);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data0.include_slots !== undefined){
let data3 = data0.include_slots;
if(typeof data3 !== "string"){
const err22 = {instancePath:instancePath+"/query/include_slots",schemaPath:"#/properties/query/properties/include_slots/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema187.properties.query.properties.include_slots.type,parentSchema:schema187.properties.query.properties.include_slots,data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!((data3 === "0") || (data3 === "1"))){
const err23 = {instancePath:instancePath+"/query/include_slots",schemaPath:"#/properties/query/properties/include_slots/enum",keyword:"enum",params:{allowedValues: schema187.properties.query.properties.include_slots.enum},message:"must be equal to one of the allowed values",schema:schema187.properties.query.properties.include_slots.enum,parentSchema:schema187.properties.query.properties.include_slots,data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[],"enum":[]};
const templates2 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/query/include_slots")) && (err24.keyword in emErrors2)) && (err24.schemaPath.indexOf("#/properties/query/properties/include_slots") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(43)))){
emErrors2[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key4 in emErrors2){
if(emErrors2[key4].length){
const err25 = {instancePath:instancePath+"/query/include_slots",schemaPath:"#/properties/query/properties/include_slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key4]},message:key4 in templates2 ? templates2[key4]() : schema187.properties.query.properties.include_slots.errorMessage[key4],schema:schema187.properties.query.properties.include_slots.errorMessage,parentSchema:schema187.properties.query.properties.include_slots,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrs2 = [];
for(const err26 of vErrors){
if(!err26.emUsed){
emErrs2.push(err26);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data0.per_page !== undefined){
let data4 = data0.per_page;
if(typeof data4 !== "string"){
const err27 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema187.properties.query.properties.per_page.type,parentSchema:schema187.properties.query.properties.per_page,data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data4 === "string"){
if(func1(data4) > 16){
const err28 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema187.properties.query.properties.per_page.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern22.test(data4)){
const err29 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(?:0|-?[1-9][0-9]*)$"+"\"",schema:"^(?:0|-?[1-9][0-9]*)$",parentSchema:schema187.properties.query.properties.per_page.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema187.properties.query.properties.per_page.allOf[0].type,parentSchema:schema187.properties.query.properties.per_page.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[],"pattern":[],"maxLength":[]};
const templates3 = {};
for(const err31 of vErrors){
if((((((err31.keyword !== "errorMessage") && (!err31.emUsed)) && (err31.instancePath === instancePath+"/query/per_page")) && (err31.keyword in emErrors3)) && (err31.schemaPath.indexOf("#/properties/query/properties/per_page/allOf/0") === 0)) && (/^\/[^\/]*$/.test(err31.schemaPath.slice(46)))){
emErrors3[err31.keyword].push(err31);
err31.emUsed = true;
}
}
for(const key5 in emErrors3){
if(emErrors3[key5].length){
const err32 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key5]},message:key5 in templates3 ? templates3[key5]() : schema187.properties.query.properties.per_page.allOf[0].errorMessage[key5],schema:schema187.properties.query.properties.per_page.allOf[0].errorMessage,parentSchema:schema187.properties.query.properties.per_page.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
const emErrs3 = [];
for(const err33 of vErrors){
if(!err33.emUsed){
emErrs3.push(err33);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
if(typeof data4 === "string"){
if(func1(data4) > 16){
const err34 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema187.properties.query.properties.per_page.allOf[1],data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern23.test(data4)){
const err35 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]*[1-9][0-9]*$"},message:"must match pattern \""+"^[0-9]*[1-9][0-9]*$"+"\"",schema:"^[0-9]*[1-9][0-9]*$",parentSchema:schema187.properties.query.properties.per_page.allOf[1],data:data4};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema187.properties.query.properties.per_page.allOf[1].type,parentSchema:schema187.properties.query.properties.per_page.allOf[1],data:data4};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"pattern":[],"maxLength":[]};
const templates4 = {};
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath+"/query/per_page")) && (err37.keyword in emErrors4)) && (err37.schemaPath.indexOf("#/properties/query/properties/per_page/allOf/1") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(46)))){
emErrors4[err37.keyword].push(err37);
err37.emUsed = true;
}
}
for(const key6 in emErrors4){
if(emErrors4[key6].length){
const err38 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key6]},message:key6 in templates4 ? templates4[key6]() : schema187.properties.query.properties.per_page.allOf[1].errorMessage[key6],schema:schema187.properties.query.properties.per_page.allOf[1].errorMessage,parentSchema:schema187.properties.query.properties.per_page.allOf[1],data:data4};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
const emErrs4 = [];
for(const err39 of vErrors){
if(!err39.emUsed){
emErrs4.push(err39);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
if(errors > 0){
const emErrors5 = {"type":[]};
const templates5 = {};
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/query/per_page")) && (err40.keyword in emErrors5)) && (err40.schemaPath.indexOf("#/properties/query/properties/per_page") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(38)))){
emErrors5[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key7 in emErrors5){
if(emErrors5[key7].length){
const err41 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key7]},message:key7 in templates5 ? templates5[key7]() : schema187.properties.query.properties.per_page.errorMessage[key7],schema:schema187.properties.query.properties.per_page.errorMessage,parentSchema:schema187.properties.query.properties.per_page,data:data4};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
const emErrs5 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs5.push(err42);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data0.page !== undefined){
let data5 = data0.page;
if(typeof data5 !== "string"){
const err43 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema187.properties.query.properties.page.type,parentSchema:schema187.properties.query.properties.page,data:data5};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data5 === "string"){
if(func1(data5) > 16){
const err44 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema187.properties.query.properties.page.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!pattern22.test(data5)){
const err45 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(?:0|-?[1-9][0-9]*)$"+"\"",schema:"^(?:0|-?[1-9][0-9]*)$",parentSchema:schema187.properties.query.properties.page.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema187.properties.query.properties.page.allOf[0].type,parentSchema:schema187.properties.query.properties.page.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"type":[],"pattern":[],"maxLength":[]};
const templates6 = {};
for(const err47 of vErrors){
if((((((err47.keyword !== "errorMessage") && (!err47.emUsed)) && (err47.instancePath === instancePath+"/query/page")) && (err47.keyword in emErrors6)) && (err47.schemaPath.indexOf("#/properties/query/properties/page/allOf/0") === 0)) && (/^\/[^\/]*$/.test(err47.schemaPath.slice(42)))){
emErrors6[err47.keyword].push(err47);
err47.emUsed = true;
}
}
for(const key8 in emErrors6){
if(emErrors6[key8].length){
const err48 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key8]},message:key8 in templates6 ? templates6[key8]() : schema187.properties.query.properties.page.allOf[0].errorMessage[key8],schema:schema187.properties.query.properties.page.allOf[0].errorMessage,parentSchema:schema187.properties.query.properties.page.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
const emErrs6 = [];
for(const err49 of vErrors){
if(!err49.emUsed){
emErrs6.push(err49);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
if(typeof data5 === "string"){
if(func1(data5) > 16){
const err50 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema187.properties.query.properties.page.allOf[1],data:data5};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!pattern25.test(data5)){
const err51 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema187.properties.query.properties.page.allOf[1],data:data5};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema187.properties.query.properties.page.allOf[1].type,parentSchema:schema187.properties.query.properties.page.allOf[1],data:data5};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"type":[],"pattern":[],"maxLength":[]};
const templates7 = {};
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath+"/query/page")) && (err53.keyword in emErrors7)) && (err53.schemaPath.indexOf("#/properties/query/properties/page/allOf/1") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(42)))){
emErrors7[err53.keyword].push(err53);
err53.emUsed = true;
}
}
for(const key9 in emErrors7){
if(emErrors7[key9].length){
const err54 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key9]},message:key9 in templates7 ? templates7[key9]() : schema187.properties.query.properties.page.allOf[1].errorMessage[key9],schema:schema187.properties.query.properties.page.allOf[1].errorMessage,parentSchema:schema187.properties.query.properties.page.allOf[1],data:data5};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
const emErrs7 = [];
for(const err55 of vErrors){
if(!err55.emUsed){
emErrs7.push(err55);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
if(errors > 0){
const emErrors8 = {"type":[]};
const templates8 = {};
for(const err56 of vErrors){
if((((((err56.keyword !== "errorMessage") && (!err56.emUsed)) && (err56.instancePath === instancePath+"/query/page")) && (err56.keyword in emErrors8)) && (err56.schemaPath.indexOf("#/properties/query/properties/page") === 0)) && (/^\/[^\/]*$/.test(err56.schemaPath.slice(34)))){
emErrors8[err56.keyword].push(err56);
err56.emUsed = true;
}
}
for(const key10 in emErrors8){
if(emErrors8[key10].length){
const err57 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key10]},message:key10 in templates8 ? templates8[key10]() : schema187.properties.query.properties.page.errorMessage[key10],schema:schema187.properties.query.properties.page.errorMessage,parentSchema:schema187.properties.query.properties.page,data:data5};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
const emErrs8 = [];
for(const err58 of vErrors){
if(!err58.emUsed){
emErrs8.push(err58);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
}
else {
const err59 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema187.properties.query.type,parentSchema:schema187.properties.query,data:data0};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"type":[],"additionalProperties":[]};
const templates9 = {};
for(const err60 of vErrors){
if((((((err60.keyword !== "errorMessage") && (!err60.emUsed)) && (err60.instancePath === instancePath+"/query")) && (err60.keyword in emErrors9)) && (err60.schemaPath.indexOf("#/properties/query") === 0)) && (/^\/[^\/]*$/.test(err60.schemaPath.slice(18)))){
emErrors9[err60.keyword].push(err60);
err60.emUsed = true;
}
}
for(const key11 in emErrors9){
if(emErrors9[key11].length){
const err61 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key11]},message:key11 in templates9 ? templates9[key11]() : schema187.properties.query.errorMessage[key11],schema:schema187.properties.query.errorMessage,parentSchema:schema187.properties.query,data:data0};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
const emErrors10 = {"required":{"date_from":[],"date_to":[]}};
const templates10 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err62 of vErrors){
if((((((err62.keyword !== "errorMessage") && (!err62.emUsed)) && (err62.instancePath === instancePath+"/query")) && (err62.keyword in emErrors10)) && (err62.schemaPath.indexOf("#/properties/query") === 0)) && (/^\/[^\/]*$/.test(err62.schemaPath.slice(18)))){
emPropParams0 = obj0[err62.keyword];
emParamsErrors0 = emErrors10[err62.keyword][err62.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err62);
err62.emUsed = true;
}
}
}
for(const key12 in emErrors10){
for(const keyProp0 in emErrors10[key12]){
emParamsErrors0 = emErrors10[key12][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates10[key12] && templates10[key12][keyProp0];
const err63 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema187.properties.query.errorMessage[key12][keyProp0],schema:schema187.properties.query.errorMessage,parentSchema:schema187.properties.query,data:data0};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
const emErrs9 = [];
for(const err64 of vErrors){
if(!err64.emUsed){
emErrs9.push(err64);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data.headers !== undefined){
let data6 = data.headers;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.authorization === undefined){
const err65 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "authorization"},message:"must have required property '"+"authorization"+"'",schema:schema187.properties.headers.required,parentSchema:schema187.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data6["content-type"] === undefined){
const err66 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "content-type"},message:"must have required property '"+"content-type"+"'",schema:schema187.properties.headers.required,parentSchema:schema187.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key13 in data6){
if(!((key13 === "authorization") || (key13 === "content-type"))){
const err67 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema187.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data6.authorization !== undefined){
let data7 = data6.authorization;
if(typeof data7 === "string"){
if(func1(data7) > 8192){
const err68 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters",schema:8192,parentSchema:schema187.properties.headers.properties.authorization,data:data7};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(!pattern26.test(data7)){
const err69 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/pattern",keyword:"pattern",params:{pattern: "^Bearer +[!-~]+$"},message:"must match pattern \""+"^Bearer +[!-~]+$"+"\"",schema:"^Bearer +[!-~]+$",parentSchema:schema187.properties.headers.properties.authorization,data:data7};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema187.properties.headers.properties.authorization.type,parentSchema:schema187.properties.headers.properties.authorization,data:data7};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"type":[],"pattern":[],"maxLength":[]};
const templates11 = {};
for(const err71 of vErrors){
if((((((err71.keyword !== "errorMessage") && (!err71.emUsed)) && (err71.instancePath === instancePath+"/headers/authorization")) && (err71.keyword in emErrors11)) && (err71.schemaPath.indexOf("#/properties/headers/properties/authorization") === 0)) && (/^\/[^\/]*$/.test(err71.schemaPath.slice(45)))){
emErrors11[err71.keyword].push(err71);
err71.emUsed = true;
}
}
for(const key14 in emErrors11){
if(emErrors11[key14].length){
const err72 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key14]},message:key14 in templates11 ? templates11[key14]() : schema187.properties.headers.properties.authorization.errorMessage[key14],schema:schema187.properties.headers.properties.authorization.errorMessage,parentSchema:schema187.properties.headers.properties.authorization,data:data7};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
const emErrs10 = [];
for(const err73 of vErrors){
if(!err73.emUsed){
emErrs10.push(err73);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data6["content-type"] !== undefined){
let data8 = data6["content-type"];
if(typeof data8 === "string"){
if(func1(data8) > 256){
const err74 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema187.properties.headers.properties["content-type"],data:data8};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(!pattern27.test(data8)){
const err75 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/pattern",keyword:"pattern",params:{pattern: "^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$"},message:"must match pattern \""+"^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$"+"\"",schema:"^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$",parentSchema:schema187.properties.headers.properties["content-type"],data:data8};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema187.properties.headers.properties["content-type"].type,parentSchema:schema187.properties.headers.properties["content-type"],data:data8};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(errors > 0){
const emErrors12 = {"type":[],"pattern":[],"maxLength":[]};
const templates12 = {};
for(const err77 of vErrors){
if((((((err77.keyword !== "errorMessage") && (!err77.emUsed)) && (err77.instancePath === instancePath+"/headers/content-type")) && (err77.keyword in emErrors12)) && (err77.schemaPath.indexOf("#/properties/headers/properties/content-type") === 0)) && (/^\/[^\/]*$/.test(err77.schemaPath.slice(44)))){
emErrors12[err77.keyword].push(err77);
err77.emUsed = true;
}
}
for(const key15 in emErrors12){
if(emErrors12[key15].length){
const err78 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/errorMessage",keyword:"errorMessage",params:{errors: emErrors12[key15]},message:key15 in templates12 ? templates12[key15]() : schema187.properties.headers.properties["content-type"].errorMessage[key15],schema:schema187.properties.headers.properties["content-type"].errorMessage,parentSchema:schema187.properties.headers.properties["content-type"],data:data8};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
const emErrs11 = [];
for(const err79 of vErrors){
if(!err79.emUsed){
emErrs11.push(err79);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
}
}
else {
const err80 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema187.properties.headers.type,parentSchema:schema187.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(errors > 0){
const emErrors13 = {"type":[],"additionalProperties":[]};
const templates13 = {};
for(const err81 of vErrors){
if((((((err81.keyword !== "errorMessage") && (!err81.emUsed)) && (err81.instancePath === instancePath+"/headers")) && (err81.keyword in emErrors13)) && (err81.schemaPath.indexOf("#/properties/headers") === 0)) && (/^\/[^\/]*$/.test(err81.schemaPath.slice(20)))){
emErrors13[err81.keyword].push(err81);
err81.emUsed = true;
}
}
for(const key16 in emErrors13){
if(emErrors13[key16].length){
const err82 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/errorMessage",keyword:"errorMessage",params:{errors: emErrors13[key16]},message:key16 in templates13 ? templates13[key16]() : schema187.properties.headers.errorMessage[key16],schema:schema187.properties.headers.errorMessage,parentSchema:schema187.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
const emErrors14 = {"required":{"authorization":[],"content-type":[]}};
const templates14 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err83 of vErrors){
if((((((err83.keyword !== "errorMessage") && (!err83.emUsed)) && (err83.instancePath === instancePath+"/headers")) && (err83.keyword in emErrors14)) && (err83.schemaPath.indexOf("#/properties/headers") === 0)) && (/^\/[^\/]*$/.test(err83.schemaPath.slice(20)))){
emPropParams1 = obj0[err83.keyword];
emParamsErrors1 = emErrors14[err83.keyword][err83.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err83);
err83.emUsed = true;
}
}
}
for(const key17 in emErrors14){
for(const keyProp1 in emErrors14[key17]){
emParamsErrors1 = emErrors14[key17][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates14[key17] && templates14[key17][keyProp1];
const err84 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema187.properties.headers.errorMessage[key17][keyProp1],schema:schema187.properties.headers.errorMessage,parentSchema:schema187.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
}
const emErrs12 = [];
for(const err85 of vErrors){
if(!err85.emUsed){
emErrs12.push(err85);
}
}
vErrors = emErrs12;
errors = emErrs12.length;
}
}
}
else {
const err86 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema187.type,parentSchema:schema187,data};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(errors > 0){
const emErrors15 = {"type":[],"additionalProperties":[]};
const templates15 = {};
for(const err87 of vErrors){
if((((((err87.keyword !== "errorMessage") && (!err87.emUsed)) && (err87.instancePath === instancePath)) && (err87.keyword in emErrors15)) && (err87.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err87.schemaPath.slice(1)))){
emErrors15[err87.keyword].push(err87);
err87.emUsed = true;
}
}
for(const key18 in emErrors15){
if(emErrors15[key18].length){
const err88 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors15[key18]},message:key18 in templates15 ? templates15[key18]() : schema187.errorMessage[key18],schema:schema187.errorMessage,parentSchema:schema187,data};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
const emErrors16 = {"required":{"query":[],"headers":[]}};
const templates16 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err89 of vErrors){
if((((((err89.keyword !== "errorMessage") && (!err89.emUsed)) && (err89.instancePath === instancePath)) && (err89.keyword in emErrors16)) && (err89.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err89.schemaPath.slice(1)))){
emPropParams2 = obj0[err89.keyword];
emParamsErrors2 = emErrors16[err89.keyword][err89.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err89);
err89.emUsed = true;
}
}
}
for(const key19 in emErrors16){
for(const keyProp2 in emErrors16[key19]){
emParamsErrors2 = emErrors16[key19][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates16[key19] && templates16[key19][keyProp2];
const err90 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema187.errorMessage[key19][keyProp2],schema:schema187.errorMessage,parentSchema:schema187,data};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
}
const emErrs13 = [];
for(const err91 of vErrors){
if(!err91.emUsed){
emErrs13.push(err91);
}
}
vErrors = emErrs13;
errors = emErrs13.length;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
return { userSummary, response, paginator, collection, bare, request, schemaLocations: [
  [schema38, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/date"],
  [schema51, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/time"],
  [schema88, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/localDateTime"],
  [schema41, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/integer"],
  [schema48, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/nullableInteger"],
  [schema43, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/number"],
  [schema134, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/nullableNumber"],
  [schema36, "https://schemas.user-summaries.example/v1/user-summary.schema.json#"],
  [schema39, "https://schemas.user-summaries.example/v1/activity.schema.json#"],
  [schema49, "https://schemas.user-summaries.example/v1/activity-slot.schema.json#"],
  [schema53, "https://schemas.user-summaries.example/v1/heart-rate.schema.json#"],
  [schema69, "https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json#"],
  [schema73, "https://schemas.user-summaries.example/v1/sleep.schema.json#"],
  [schema86, "https://schemas.user-summaries.example/v1/sleep-slot.schema.json#"],
  [schema91, "https://schemas.user-summaries.example/v1/stress.schema.json#"],
  [schema106, "https://schemas.user-summaries.example/v1/stress-slot.schema.json#"],
  [schema122, "https://schemas.user-summaries.example/v1/respiration-rate.schema.json#"],
  [schema127, "https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json#"],
  [schema132, "https://schemas.user-summaries.example/v1/temperature.schema.json#"],
  [schema140, "https://schemas.user-summaries.example/v1/temperature-slot.schema.json#"],
  [schema145, "https://schemas.user-summaries.example/v1/spo2.schema.json#"],
  [schema150, "https://schemas.user-summaries.example/v1/spo2-slot.schema.json#"],
  [schema187, "https://schemas.user-summaries.example/v1/request.schema.json#"],
  [schema155, "https://schemas.user-summaries.example/v1/response.schema.json#"],
  [schema158, "https://schemas.user-summaries.example/v1/response.schema.json#/$defs/summaries"],
  [schema156, "https://schemas.user-summaries.example/v1/response.schema.json#/$defs/paginator"],
  [schema164, "https://schemas.user-summaries.example/v1/response.schema.json#/$defs/collection"],
], optionalWithoutSlots: [
  ["https://schemas.user-summaries.example/v1/activity.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/heart-rate.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/sleep.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/stress.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/respiration-rate.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/temperature.schema.json#", "slots"],
  ["https://schemas.user-summaries.example/v1/spo2.schema.json#", "slots"],
] };
}
