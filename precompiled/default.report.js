// GENERATED FILE: do not edit. Source: schemas/*.schema.json through createAjv('report') and tierDocuments(default), by src/codegen/standalone.ts.
// Regenerate with `npm run generate`; a test fails when this file is stale.
/* eslint-disable */
/** Links the precompiled validators to their runtime (src/standalone/runtimeBindings.ts). */
export function link({ ucs2length, equal, STANDALONE_FORMATS }) {
const userSummary = validate24;
const schema36 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/user-summary.schema.json","title":"User Summary","description":"One day of a user's activity: the date and up to seven optional groups. Unknown members are allowed (the live API sends _id, user_id, created_at, ...); the strict profile reports them.","$comment":"Contract: 'Resources and their fields' > User Summary.","type":"object","required":["date"],"properties":{"date":{"description":"string, Y-m-d; required","$ref":"common.schema.json#/$defs/date","x-missing":"required"},"activity":{"description":"object; optional group","$ref":"activity.schema.json"},"heart_rate":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"heart-rate.schema.json","errorMessage":{"not":"must not be empty when it is sent"}},"sleep":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"sleep.schema.json","errorMessage":{"not":"must not be empty when it is sent"}},"stress":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"stress.schema.json","errorMessage":{"not":"must not be empty when it is sent"}},"respiration_rate":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"respiration-rate.schema.json","errorMessage":{"not":"must not be empty when it is sent"}},"temperature":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"temperature.schema.json","errorMessage":{"not":"must not be empty when it is sent"}},"spo2":{"description":"object; optional group; when present it must not be empty","$comment":"An empty value ({}, null, []) is one `filled` violation at the group; any other non-object is one `type` violation.","not":{"enum":[null,[],{}],"errorMessage":{"enum":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","$ref":"spo2.schema.json","errorMessage":{"not":"must not be empty when it is sent"}}},"errorMessage":{"type":"must be an object","required":{"date":"is required"}}};
const schema38 = {"$comment":"Y-m-d: exactly YYYY-MM-DD, a real calendar date (leap years included, year 0000 excluded).","description":"A calendar date written Y-m-d.","type":"string","minLength":10,"maxLength":10,"pattern":"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$","format":"date","x-format":"Y-m-d","x-rule":"date_format","errorMessage":{"type":"must be a string","pattern":"must match the format Y-m-d","format":"must match the format Y-m-d","minLength":"must match the format Y-m-d","maxLength":"must match the format Y-m-d"}};
const formats0 = STANDALONE_FORMATS.date;
const func1 = ucs2length;
const pattern4 = new RegExp("^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 10){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 10){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema38.errorMessage[key0],schema:schema38.errorMessage,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/activity.schema.json","title":"activity","description":"The activity group of a user summary. It has no not-empty rule: an empty object fails once per missing field.","$comment":"Contract: 'Resources and their fields' > activity.","type":"object","required":["date","total_steps","daily_percent","distance","calories","workouts","active_minutes","move_every_hour","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:activity","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"total_steps":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"daily_percent":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"distance":{"description":"double; required_with:activity","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"calories":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"workouts":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"active_minutes":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"move_every_hour":{"description":"integer; required_with:activity","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"total_glasses":{"description":"integer, nullable, minimum 0; optional","$ref":"common.schema.json#/$defs/nullableInteger","type":["integer","null"],"minimum":0,"x-rule":"min","errorMessage":{"type":"must be an integer or null","minimum":"must be at least 0"}},"slots":{"description":"array of objects; required_with:activity (may be absent when include_slots=0)","type":"array","items":{"$ref":"activity-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"errorMessage":{"type":"must be an object","required":{"date":"is required when activity is present (required_with:activity)","total_steps":"is required when activity is present (required_with:activity)","daily_percent":"is required when activity is present (required_with:activity)","distance":"is required when activity is present (required_with:activity)","calories":"is required when activity is present (required_with:activity)","workouts":"is required when activity is present (required_with:activity)","active_minutes":"is required when activity is present (required_with:activity)","move_every_hour":"is required when activity is present (required_with:activity)","slots":"is required when activity is present (required_with:activity)"}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 10){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 10){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema38.errorMessage[key0],schema:schema38.errorMessage,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema41 = {"$comment":"integer: a JSON number without fraction inside the IEEE-754 safe range; 12.0 is the same JSON value as 12.","description":"An integer.","type":"integer","minimum":-9007199254740991,"maximum":9007199254740991,"x-rule":"type","errorMessage":{"type":"must be an integer","minimum":"must be an integer within the IEEE-754 safe range (the value would be rounded)","maximum":"must be an integer within the IEEE-754 safe range (the value would be rounded)"}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema42 = {"$comment":"double: any finite JSON number, integers included (real data sends \"distance\": 0).","description":"A number.","type":"number","errorMessage":{"type":"must be a number"}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!((typeof data == "number") && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema42.type,parentSchema:schema42,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema42.errorMessage[key0],schema:schema42.errorMessage,parentSchema:schema42,data};
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
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema43 = {"description":"An integer or null.","type":["integer","null"],"minimum":-9007199254740991,"maximum":9007199254740991,"x-rule":"type","errorMessage":{"type":"must be an integer or null","minimum":"must be an integer or null within the IEEE-754 safe range (the value would be rounded)","maximum":"must be an integer or null within the IEEE-754 safe range (the value would be rounded)"}};

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
if((!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema43.type},message:"must be integer,null",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema43.errorMessage[key0],schema:schema43.errorMessage,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/activity-slot.schema.json","title":"activity slot","description":"One item of activity.slots.","$comment":"Contract: 'Resources and their fields' > activity.slots[] items.","type":"object","required":["timestamp","date","step_count"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"step_count":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"errorMessage":{"type":"must be an object","required":{"timestamp":"is required","date":"is required","step_count":"is required"}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema46 = {"$comment":"H:i: exactly HH:MM, 00:00 to 23:59.","description":"A wall-clock time written H:i.","type":"string","minLength":5,"maxLength":5,"pattern":"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$","x-format":"H:i","x-rule":"date_format","errorMessage":{"type":"must be a string","pattern":"must match the format H:i","minLength":"must match the format H:i","maxLength":"must match the format H:i"}};
const pattern6 = new RegExp("^(?:[01][0-9]|2[0-3]):[0-5][0-9]$", "u");

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
if(typeof data === "string"){
if(func1(data) > 5){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 5){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern6.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(1)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema46.errorMessage[key0],schema:schema46.errorMessage,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":false,"dynamicItems":false};

const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/activity-slot.schema.json" */;
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
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema44.required,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema44.required,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.step_count === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "step_count"},message:"must have required property '"+"step_count"+"'",schema:schema44.required,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.timestamp !== undefined){
if(!(validate43(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
if(data.date !== undefined){
if(!(validate45(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
if(data.step_count !== undefined){
if(!(validate43(data.step_count, {instancePath:instancePath+"/step_count",parentData:data,parentDataProperty:"step_count",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(1)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema44.errorMessage[key0],schema:schema44.errorMessage,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrors1 = {"required":{"timestamp":[],"date":[],"step_count":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath)) && (err6.keyword in emErrors1)) && (err6.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(1)))){
emPropParams0 = obj0[err6.keyword];
emParamsErrors0 = emErrors1[err6.keyword][err6.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err6);
err6.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp0 in emErrors1[key1]){
emParamsErrors0 = emErrors1[key1][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key1] && templates1[key1][keyProp0];
const err7 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema44.errorMessage[key1][keyProp0],schema:schema44.errorMessage,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":{"timestamp":true,"date":true,"step_count":true},"dynamicProps":false,"dynamicItems":false};


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/activity.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
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
if(data.date !== undefined){
if(!(validate29(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
if(data.total_steps !== undefined){
if(!(validate31(data.total_steps, {instancePath:instancePath+"/total_steps",parentData:data,parentDataProperty:"total_steps",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.daily_percent !== undefined){
if(!(validate31(data.daily_percent, {instancePath:instancePath+"/daily_percent",parentData:data,parentDataProperty:"daily_percent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.distance !== undefined){
if(!(validate34(data.distance, {instancePath:instancePath+"/distance",parentData:data,parentDataProperty:"distance",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
}
if(data.calories !== undefined){
if(!(validate31(data.calories, {instancePath:instancePath+"/calories",parentData:data,parentDataProperty:"calories",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.workouts !== undefined){
if(!(validate31(data.workouts, {instancePath:instancePath+"/workouts",parentData:data,parentDataProperty:"workouts",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.active_minutes !== undefined){
if(!(validate31(data.active_minutes, {instancePath:instancePath+"/active_minutes",parentData:data,parentDataProperty:"active_minutes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.move_every_hour !== undefined){
if(!(validate31(data.move_every_hour, {instancePath:instancePath+"/move_every_hour",parentData:data,parentDataProperty:"move_every_hour",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
}
if(data.total_glasses !== undefined){
let data8 = data.total_glasses;
if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){
const err9 = {instancePath:instancePath+"/total_glasses",schemaPath:"#/properties/total_glasses/type",keyword:"type",params:{type: schema39.properties.total_glasses.type},message:"must be integer,null",schema:schema39.properties.total_glasses.type,parentSchema:schema39.properties.total_glasses,data:data8};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(validate40(data8, {instancePath:instancePath+"/total_glasses",parentData:data,parentDataProperty:"total_glasses",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err10 = {instancePath:instancePath+"/total_glasses",schemaPath:"#/properties/total_glasses/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema39.properties.total_glasses,data:data8};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[]};
const templates0 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath+"/total_glasses")) && (err11.keyword in emErrors0)) && (err11.schemaPath.indexOf("#/properties/total_glasses") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(26)))){
emErrors0[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err12 = {instancePath:instancePath+"/total_glasses",schemaPath:"#/properties/total_glasses/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema39.properties.total_glasses.errorMessage[key0],schema:schema39.properties.total_glasses.errorMessage,parentSchema:schema39.properties.total_glasses,data:data8};
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
if(data.slots !== undefined){
let data9 = data.slots;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
if(!(validate42(data9[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data9,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema39.properties.slots.type,parentSchema:schema39.properties.slots,data:data9};
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
if((((((err15.keyword !== "errorMessage") && (!err15.emUsed)) && (err15.instancePath === instancePath+"/slots")) && (err15.keyword in emErrors1)) && (err15.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err15.schemaPath.slice(18)))){
emErrors1[err15.keyword].push(err15);
err15.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err16 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema39.properties.slots.errorMessage[key1],schema:schema39.properties.slots.errorMessage,parentSchema:schema39.properties.slots,data:data9};
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
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
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
if((((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && (err19.instancePath === instancePath)) && (err19.keyword in emErrors2)) && (err19.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err19.schemaPath.slice(1)))){
emErrors2[err19.keyword].push(err19);
err19.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err20 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema39.errorMessage[key2],schema:schema39.errorMessage,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
const emErrors3 = {"required":{"date":[],"total_steps":[],"daily_percent":[],"distance":[],"calories":[],"workouts":[],"active_minutes":[],"move_every_hour":[],"slots":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath)) && (err21.keyword in emErrors3)) && (err21.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(1)))){
emPropParams0 = obj0[err21.keyword];
emParamsErrors0 = emErrors3[err21.keyword][err21.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err21);
err21.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp0 in emErrors3[key3]){
emParamsErrors0 = emErrors3[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key3] && templates3[key3][keyProp0];
const err22 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema39.errorMessage[key3][keyProp0],schema:schema39.errorMessage,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
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
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"date":true,"total_steps":true,"daily_percent":true,"distance":true,"calories":true,"workouts":true,"active_minutes":true,"move_every_hour":true,"total_glasses":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/heart-rate.schema.json","title":"heart_rate","description":"The heart_rate group of a user summary.","$comment":"Contract: 'Resources and their fields' > heart_rate.","type":"object","required":["date","daily_percent","all_time","max_time","performance_time","endurance_time","fat_burn_time","warm_up_time","rest_time","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:heart_rate","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_daily_heart_rate":{"description":"integer, nullable; must be present when avg_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"max_daily_heart_rate":{"description":"integer, nullable; must be present when max_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"rest_daily_heart_rate":{"description":"integer, nullable; must be present when rest_daily_heat_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"avg_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when avg_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"max_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when max_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"rest_daily_heat_rate":{"description":"integer, nullable; alternate spelling; must be present when rest_daily_heart_rate is absent","$ref":"common.schema.json#/$defs/nullableInteger"},"daily_percent":{"description":"integer, nullable; present when heart_rate is present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"all_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"max_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"performance_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"endurance_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"fat_burn_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"warm_up_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"rest_time":{"description":"integer; required_with:heart_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:heart_rate (may be absent when include_slots=0)","type":"array","items":{"$ref":"heart-rate-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"allOf":[{"$comment":"Heat/heart pair: at least one spelling of avg_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["avg_daily_heart_rate"],"properties":{"avg_daily_heart_rate":true},"errorMessage":{"required":{"avg_daily_heart_rate":"is required"}}},{"required":["avg_daily_heat_rate"],"properties":{"avg_daily_heat_rate":true},"errorMessage":{"required":{"avg_daily_heat_rate":"is required"}}}],"errorMessage":{"anyOf":"must be present when avg_daily_heat_rate is absent (send at least one spelling of the pair)"}},{"$comment":"Heat/heart pair: at least one spelling of max_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["max_daily_heart_rate"],"properties":{"max_daily_heart_rate":true},"errorMessage":{"required":{"max_daily_heart_rate":"is required"}}},{"required":["max_daily_heat_rate"],"properties":{"max_daily_heat_rate":true},"errorMessage":{"required":{"max_daily_heat_rate":"is required"}}}],"errorMessage":{"anyOf":"must be present when max_daily_heat_rate is absent (send at least one spelling of the pair)"}},{"$comment":"Heat/heart pair: at least one spelling of rest_daily_heart_rate is present.","x-rule":"present_without","anyOf":[{"required":["rest_daily_heart_rate"],"properties":{"rest_daily_heart_rate":true},"errorMessage":{"required":{"rest_daily_heart_rate":"is required"}}},{"required":["rest_daily_heat_rate"],"properties":{"rest_daily_heat_rate":true},"errorMessage":{"required":{"rest_daily_heat_rate":"is required"}}}],"errorMessage":{"anyOf":"must be present when rest_daily_heat_rate is absent (send at least one spelling of the pair)"}}],"errorMessage":{"type":"must be an object","required":{"date":"is required when heart_rate is present (required_with:heart_rate)","daily_percent":"must be present (its value may be null)","all_time":"is required when heart_rate is present (required_with:heart_rate)","max_time":"is required when heart_rate is present (required_with:heart_rate)","performance_time":"is required when heart_rate is present (required_with:heart_rate)","endurance_time":"is required when heart_rate is present (required_with:heart_rate)","fat_burn_time":"is required when heart_rate is present (required_with:heart_rate)","warm_up_time":"is required when heart_rate is present (required_with:heart_rate)","rest_time":"is required when heart_rate is present (required_with:heart_rate)","slots":"is required when heart_rate is present (required_with:heart_rate)"}}};

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
if(typeof data === "string"){
if(func1(data) > 10){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 10){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema38.errorMessage[key0],schema:schema38.errorMessage,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema43.type},message:"must be integer,null",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema43.errorMessage[key0],schema:schema43.errorMessage,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema51 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json","title":"heart_rate slot","description":"One item of heart_rate.slots.","$comment":"Contract: 'Resources and their fields' > heart_rate.slots[] items.","type":"object","required":["timestamp","date","bpm"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"bpm":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"}},"errorMessage":{"type":"must be an object","required":{"timestamp":"is required","date":"is required","bpm":"must be present (its value may be null)"}}};

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
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(typeof data === "string"){
if(func1(data) > 5){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 5){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern6.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(1)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema46.errorMessage[key0],schema:schema46.errorMessage,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema43.type},message:"must be integer,null",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema43.errorMessage[key0],schema:schema43.errorMessage,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.bpm === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bpm"},message:"must have required property '"+"bpm"+"'",schema:schema51.required,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.timestamp !== undefined){
if(!(validate70(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
if(data.date !== undefined){
if(!(validate72(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
}
if(data.bpm !== undefined){
if(!(validate74(data.bpm, {instancePath:instancePath+"/bpm",parentData:data,parentDataProperty:"bpm",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(1)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema51.errorMessage[key0],schema:schema51.errorMessage,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrors1 = {"required":{"timestamp":[],"date":[],"bpm":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath)) && (err6.keyword in emErrors1)) && (err6.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(1)))){
emPropParams0 = obj0[err6.keyword];
emParamsErrors0 = emErrors1[err6.keyword][err6.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err6);
err6.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp0 in emErrors1[key1]){
emParamsErrors0 = emErrors1[key1][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key1] && templates1[key1][keyProp0];
const err7 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema51.errorMessage[key1][keyProp0],schema:schema51.errorMessage,parentSchema:schema51,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":{"timestamp":true,"date":true,"bpm":true},"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/heart-rate.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
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
const err0 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/required",keyword:"required",params:{missingProperty: "avg_daily_heart_rate"},message:"must have required property '"+"avg_daily_heart_rate"+"'",schema:schema47.allOf[0].anyOf[0].required,parentSchema:schema47.allOf[0].anyOf[0],data};
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
const err2 = {instancePath,schemaPath:"#/allOf/0/anyOf/0/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema47.allOf[0].anyOf[0].errorMessage[key0][keyProp0],schema:schema47.allOf[0].anyOf[0].errorMessage,parentSchema:schema47.allOf[0].anyOf[0],data};
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
const err4 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/required",keyword:"required",params:{missingProperty: "avg_daily_heat_rate"},message:"must have required property '"+"avg_daily_heat_rate"+"'",schema:schema47.allOf[0].anyOf[1].required,parentSchema:schema47.allOf[0].anyOf[1],data};
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
const err6 = {instancePath,schemaPath:"#/allOf/0/anyOf/1/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema47.allOf[0].anyOf[1].errorMessage[key1][keyProp1],schema:schema47.allOf[0].anyOf[1].errorMessage,parentSchema:schema47.allOf[0].anyOf[1],data};
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
const err8 = {instancePath,schemaPath:"#/allOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema47.allOf[0].anyOf,parentSchema:schema47.allOf[0],data};
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
const err10 = {instancePath,schemaPath:"#/allOf/0/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema47.allOf[0].errorMessage[key2],schema:schema47.allOf[0].errorMessage,parentSchema:schema47.allOf[0],data};
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
const err12 = {instancePath,schemaPath:"#/allOf/1/anyOf/0/required",keyword:"required",params:{missingProperty: "max_daily_heart_rate"},message:"must have required property '"+"max_daily_heart_rate"+"'",schema:schema47.allOf[1].anyOf[0].required,parentSchema:schema47.allOf[1].anyOf[0],data};
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
const err14 = {instancePath,schemaPath:"#/allOf/1/anyOf/0/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema47.allOf[1].anyOf[0].errorMessage[key3][keyProp2],schema:schema47.allOf[1].anyOf[0].errorMessage,parentSchema:schema47.allOf[1].anyOf[0],data};
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
const err16 = {instancePath,schemaPath:"#/allOf/1/anyOf/1/required",keyword:"required",params:{missingProperty: "max_daily_heat_rate"},message:"must have required property '"+"max_daily_heat_rate"+"'",schema:schema47.allOf[1].anyOf[1].required,parentSchema:schema47.allOf[1].anyOf[1],data};
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
const err18 = {instancePath,schemaPath:"#/allOf/1/anyOf/1/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors3},message:tmpl3 ? tmpl3() : schema47.allOf[1].anyOf[1].errorMessage[key4][keyProp3],schema:schema47.allOf[1].anyOf[1].errorMessage,parentSchema:schema47.allOf[1].anyOf[1],data};
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
const err20 = {instancePath,schemaPath:"#/allOf/1/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema47.allOf[1].anyOf,parentSchema:schema47.allOf[1],data};
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
const err22 = {instancePath,schemaPath:"#/allOf/1/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema47.allOf[1].errorMessage[key5],schema:schema47.allOf[1].errorMessage,parentSchema:schema47.allOf[1],data};
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
const err24 = {instancePath,schemaPath:"#/allOf/2/anyOf/0/required",keyword:"required",params:{missingProperty: "rest_daily_heart_rate"},message:"must have required property '"+"rest_daily_heart_rate"+"'",schema:schema47.allOf[2].anyOf[0].required,parentSchema:schema47.allOf[2].anyOf[0],data};
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
const err26 = {instancePath,schemaPath:"#/allOf/2/anyOf/0/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors4},message:tmpl4 ? tmpl4() : schema47.allOf[2].anyOf[0].errorMessage[key6][keyProp4],schema:schema47.allOf[2].anyOf[0].errorMessage,parentSchema:schema47.allOf[2].anyOf[0],data};
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
const err28 = {instancePath,schemaPath:"#/allOf/2/anyOf/1/required",keyword:"required",params:{missingProperty: "rest_daily_heat_rate"},message:"must have required property '"+"rest_daily_heat_rate"+"'",schema:schema47.allOf[2].anyOf[1].required,parentSchema:schema47.allOf[2].anyOf[1],data};
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
const err30 = {instancePath,schemaPath:"#/allOf/2/anyOf/1/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors5},message:tmpl5 ? tmpl5() : schema47.allOf[2].anyOf[1].errorMessage[key7][keyProp5],schema:schema47.allOf[2].anyOf[1].errorMessage,parentSchema:schema47.allOf[2].anyOf[1],data};
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
const err32 = {instancePath,schemaPath:"#/allOf/2/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema47.allOf[2].anyOf,parentSchema:schema47.allOf[2],data};
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
const err34 = {instancePath,schemaPath:"#/allOf/2/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema47.allOf[2].errorMessage[key8],schema:schema47.allOf[2].errorMessage,parentSchema:schema47.allOf[2],data};
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
const err36 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data.daily_percent === undefined){
const err37 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_percent"},message:"must have required property '"+"daily_percent"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data.all_time === undefined){
const err38 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "all_time"},message:"must have required property '"+"all_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data.max_time === undefined){
const err39 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "max_time"},message:"must have required property '"+"max_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data.performance_time === undefined){
const err40 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "performance_time"},message:"must have required property '"+"performance_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data.endurance_time === undefined){
const err41 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endurance_time"},message:"must have required property '"+"endurance_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data.fat_burn_time === undefined){
const err42 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fat_burn_time"},message:"must have required property '"+"fat_burn_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data.warm_up_time === undefined){
const err43 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "warm_up_time"},message:"must have required property '"+"warm_up_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data.rest_time === undefined){
const err44 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rest_time"},message:"must have required property '"+"rest_time"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data.slots === undefined){
const err45 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema47.required,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
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
if(!(validate51(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
if(data.avg_daily_heart_rate !== undefined){
if(!(validate53(data.avg_daily_heart_rate, {instancePath:instancePath+"/avg_daily_heart_rate",parentData:data,parentDataProperty:"avg_daily_heart_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.max_daily_heart_rate !== undefined){
if(!(validate53(data.max_daily_heart_rate, {instancePath:instancePath+"/max_daily_heart_rate",parentData:data,parentDataProperty:"max_daily_heart_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.rest_daily_heart_rate !== undefined){
if(!(validate53(data.rest_daily_heart_rate, {instancePath:instancePath+"/rest_daily_heart_rate",parentData:data,parentDataProperty:"rest_daily_heart_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.avg_daily_heat_rate !== undefined){
if(!(validate53(data.avg_daily_heat_rate, {instancePath:instancePath+"/avg_daily_heat_rate",parentData:data,parentDataProperty:"avg_daily_heat_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.max_daily_heat_rate !== undefined){
if(!(validate53(data.max_daily_heat_rate, {instancePath:instancePath+"/max_daily_heat_rate",parentData:data,parentDataProperty:"max_daily_heat_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.rest_daily_heat_rate !== undefined){
if(!(validate53(data.rest_daily_heat_rate, {instancePath:instancePath+"/rest_daily_heat_rate",parentData:data,parentDataProperty:"rest_daily_heat_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.daily_percent !== undefined){
if(!(validate53(data.daily_percent, {instancePath:instancePath+"/daily_percent",parentData:data,parentDataProperty:"daily_percent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.all_time !== undefined){
if(!(validate61(data.all_time, {instancePath:instancePath+"/all_time",parentData:data,parentDataProperty:"all_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.max_time !== undefined){
if(!(validate61(data.max_time, {instancePath:instancePath+"/max_time",parentData:data,parentDataProperty:"max_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.performance_time !== undefined){
if(!(validate61(data.performance_time, {instancePath:instancePath+"/performance_time",parentData:data,parentDataProperty:"performance_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.endurance_time !== undefined){
if(!(validate61(data.endurance_time, {instancePath:instancePath+"/endurance_time",parentData:data,parentDataProperty:"endurance_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.fat_burn_time !== undefined){
if(!(validate61(data.fat_burn_time, {instancePath:instancePath+"/fat_burn_time",parentData:data,parentDataProperty:"fat_burn_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.warm_up_time !== undefined){
if(!(validate61(data.warm_up_time, {instancePath:instancePath+"/warm_up_time",parentData:data,parentDataProperty:"warm_up_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.rest_time !== undefined){
if(!(validate61(data.rest_time, {instancePath:instancePath+"/rest_time",parentData:data,parentDataProperty:"rest_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.slots !== undefined){
let data15 = data.slots;
if(Array.isArray(data15)){
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
if(!(validate69(data15[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data15,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
}
else {
const err46 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema47.properties.slots.type,parentSchema:schema47.properties.slots,data:data15};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"type":[]};
const templates9 = {};
for(const err47 of vErrors){
if((((((err47.keyword !== "errorMessage") && (!err47.emUsed)) && (err47.instancePath === instancePath+"/slots")) && (err47.keyword in emErrors9)) && (err47.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err47.schemaPath.slice(18)))){
emErrors9[err47.keyword].push(err47);
err47.emUsed = true;
}
}
for(const key9 in emErrors9){
if(emErrors9[key9].length){
const err48 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key9]},message:key9 in templates9 ? templates9[key9]() : schema47.properties.slots.errorMessage[key9],schema:schema47.properties.slots.errorMessage,parentSchema:schema47.properties.slots,data:data15};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
const emErrs9 = [];
for(const err49 of vErrors){
if(!err49.emUsed){
emErrs9.push(err49);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"type":[]};
const templates10 = {};
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath)) && (err51.keyword in emErrors10)) && (err51.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(1)))){
emErrors10[err51.keyword].push(err51);
err51.emUsed = true;
}
}
for(const key10 in emErrors10){
if(emErrors10[key10].length){
const err52 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key10]},message:key10 in templates10 ? templates10[key10]() : schema47.errorMessage[key10],schema:schema47.errorMessage,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
const emErrors11 = {"required":{"date":[],"daily_percent":[],"all_time":[],"max_time":[],"performance_time":[],"endurance_time":[],"fat_burn_time":[],"warm_up_time":[],"rest_time":[],"slots":[]}};
const templates11 = {required:{}};
let emPropParams6;
let emParamsErrors6;
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath)) && (err53.keyword in emErrors11)) && (err53.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(1)))){
emPropParams6 = obj0[err53.keyword];
emParamsErrors6 = emErrors11[err53.keyword][err53.params[emPropParams6]];
if(emParamsErrors6){
emParamsErrors6.push(err53);
err53.emUsed = true;
}
}
}
for(const key11 in emErrors11){
for(const keyProp6 in emErrors11[key11]){
emParamsErrors6 = emErrors11[key11][keyProp6];
if(emParamsErrors6.length){
const tmpl6 = templates11[key11] && templates11[key11][keyProp6];
const err54 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors6},message:tmpl6 ? tmpl6() : schema47.errorMessage[key11][keyProp6],schema:schema47.errorMessage,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
const emErrs10 = [];
for(const err55 of vErrors){
if(!err55.emUsed){
emErrs10.push(err55);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
validate50.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate50.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema55 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/sleep.schema.json","title":"sleep","description":"The sleep group of a user summary.","$comment":"Contract: 'Resources and their fields' > sleep.","type":"object","required":["date","sleep_duration","daily_percent","awake_time","rem_time","light_time","deep_time","performance","tranquility","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:sleep","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"sleep_duration":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"daily_percent":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"awake_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"rem_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"light_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"deep_time":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"performance":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"tranquility":{"description":"integer; required_with:sleep","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"consistency":{"description":"integer, nullable; when the key is sent it must not be empty (null fails)","$ref":"common.schema.json#/$defs/nullableInteger","not":{"const":null,"errorMessage":{"const":"must be undefined within the IEEE-754 safe range (the value would be rounded)"}},"x-rule":"filled","errorMessage":{"not":"must not be empty when it is sent"}},"heart_rate":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger"},"heart_rate_quality":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger"},"slots":{"description":"array of objects; required_with:sleep (may be absent when include_slots=0)","type":"array","items":{"$ref":"sleep-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"errorMessage":{"type":"must be an object","required":{"date":"is required when sleep is present (required_with:sleep)","sleep_duration":"is required when sleep is present (required_with:sleep)","daily_percent":"is required when sleep is present (required_with:sleep)","awake_time":"is required when sleep is present (required_with:sleep)","rem_time":"is required when sleep is present (required_with:sleep)","light_time":"is required when sleep is present (required_with:sleep)","deep_time":"is required when sleep is present (required_with:sleep)","performance":"is required when sleep is present (required_with:sleep)","tranquility":"is required when sleep is present (required_with:sleep)","slots":"is required when sleep is present (required_with:sleep)"}}};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate79.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 10){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 10){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema38.errorMessage[key0],schema:schema38.errorMessage,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate79.errors = vErrors;
return errors === 0;
}
validate79.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema43.type},message:"must be integer,null",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema43.errorMessage[key0],schema:schema43.errorMessage,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema59 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/sleep-slot.schema.json","title":"sleep slot","description":"One item of sleep.slots.","$comment":"Contract: 'Resources and their fields' > sleep.slots[] items.","type":"object","required":["timestamp","start_date","end_date","type"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"start_date":{"description":"string, Y-m-d\\TH:i:s; required","$ref":"common.schema.json#/$defs/localDateTime","x-missing":"required"},"end_date":{"description":"string, Y-m-d\\TH:i:s; required","$ref":"common.schema.json#/$defs/localDateTime","x-missing":"required"},"type":{"description":"integer; required; allowed values 0, 1, 2, 3, 4","$ref":"common.schema.json#/$defs/integer","x-missing":"required","enum":[0,1,2,3,4],"x-rule":"in","errorMessage":{"enum":"must be one of 0, 1, 2, 3, 4"}}},"errorMessage":{"type":"must be an object","required":{"timestamp":"is required","start_date":"is required","end_date":"is required","type":"is required"}}};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema61 = {"$comment":"Y-m-d\\TH:i:s: exactly YYYY-MM-DDTHH:MM:SS, no zone, no fraction, a real date and time.","description":"A local date and time written Y-m-d\\TH:i:s.","type":"string","minLength":19,"maxLength":19,"pattern":"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$","x-format":"Y-m-d\\TH:i:s","x-rule":"date_format","errorMessage":{"type":"must be a string","pattern":"must match the format Y-m-d\\TH:i:s","minLength":"must match the format Y-m-d\\TH:i:s","maxLength":"must match the format Y-m-d\\TH:i:s"}};
const pattern10 = new RegExp("^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$", "u");

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 19){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 19},message:"must NOT have more than 19 characters",schema:19,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 19){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 19},message:"must NOT have fewer than 19 characters",schema:19,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern10.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)T(?:[01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(1)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema61.errorMessage[key0],schema:schema61.errorMessage,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/sleep-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.start_date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_date"},message:"must have required property '"+"start_date"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.end_date === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_date"},message:"must have required property '"+"end_date"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema59.required,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.timestamp !== undefined){
if(!(validate95(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
if(data.start_date !== undefined){
if(!(validate97(data.start_date, {instancePath:instancePath+"/start_date",parentData:data,parentDataProperty:"start_date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
if(data.end_date !== undefined){
if(!(validate97(data.end_date, {instancePath:instancePath+"/end_date",parentData:data,parentDataProperty:"end_date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
errors = vErrors.length;
}
}
if(data.type !== undefined){
let data3 = data.type;
if(!(validate95(data3, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
if(!(((((data3 === 0) || (data3 === 1)) || (data3 === 2)) || (data3 === 3)) || (data3 === 4))){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema59.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema59.properties.type.enum,parentSchema:schema59.properties.type,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"enum":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/type")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/properties/type") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(17)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema59.properties.type.errorMessage[key0],schema:schema59.properties.type.errorMessage,parentSchema:schema59.properties.type,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err9 of vErrors){
if((((((err9.keyword !== "errorMessage") && (!err9.emUsed)) && (err9.instancePath === instancePath)) && (err9.keyword in emErrors1)) && (err9.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err9.schemaPath.slice(1)))){
emErrors1[err9.keyword].push(err9);
err9.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err10 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema59.errorMessage[key1],schema:schema59.errorMessage,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
const emErrors2 = {"required":{"timestamp":[],"start_date":[],"end_date":[],"type":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath)) && (err11.keyword in emErrors2)) && (err11.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(1)))){
emPropParams0 = obj0[err11.keyword];
emParamsErrors0 = emErrors2[err11.keyword][err11.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err11);
err11.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err12 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema59.errorMessage[key2][keyProp0],schema:schema59.errorMessage,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
const emErrs1 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs1.push(err13);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":{"timestamp":true,"start_date":true,"end_date":true,"type":true},"dynamicProps":false,"dynamicItems":false};


function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/sleep.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sleep_duration === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sleep_duration"},message:"must have required property '"+"sleep_duration"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.daily_percent === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "daily_percent"},message:"must have required property '"+"daily_percent"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.awake_time === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "awake_time"},message:"must have required property '"+"awake_time"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.rem_time === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rem_time"},message:"must have required property '"+"rem_time"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.light_time === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "light_time"},message:"must have required property '"+"light_time"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.deep_time === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deep_time"},message:"must have required property '"+"deep_time"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.performance === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "performance"},message:"must have required property '"+"performance"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.tranquility === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tranquility"},message:"must have required property '"+"tranquility"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.slots === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.date !== undefined){
if(!(validate79(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
errors = vErrors.length;
}
}
if(data.sleep_duration !== undefined){
if(!(validate81(data.sleep_duration, {instancePath:instancePath+"/sleep_duration",parentData:data,parentDataProperty:"sleep_duration",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data.daily_percent !== undefined){
if(!(validate81(data.daily_percent, {instancePath:instancePath+"/daily_percent",parentData:data,parentDataProperty:"daily_percent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data.awake_time !== undefined){
if(!(validate81(data.awake_time, {instancePath:instancePath+"/awake_time",parentData:data,parentDataProperty:"awake_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data.rem_time !== undefined){
if(!(validate81(data.rem_time, {instancePath:instancePath+"/rem_time",parentData:data,parentDataProperty:"rem_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data.light_time !== undefined){
if(!(validate81(data.light_time, {instancePath:instancePath+"/light_time",parentData:data,parentDataProperty:"light_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data.deep_time !== undefined){
if(!(validate81(data.deep_time, {instancePath:instancePath+"/deep_time",parentData:data,parentDataProperty:"deep_time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data.performance !== undefined){
if(!(validate81(data.performance, {instancePath:instancePath+"/performance",parentData:data,parentDataProperty:"performance",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data.tranquility !== undefined){
if(!(validate81(data.tranquility, {instancePath:instancePath+"/tranquility",parentData:data,parentDataProperty:"tranquility",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data.consistency !== undefined){
let data9 = data.consistency;
if(!(validate90(data9, {instancePath:instancePath+"/consistency",parentData:data,parentDataProperty:"consistency",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
const _errs12 = errors;
const _errs13 = errors;
if(null !== data9){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid1 = _errs13 === errors;
if(valid1){
const err11 = {instancePath:instancePath+"/consistency",schemaPath:"#/properties/consistency/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema55.properties.consistency.not,parentSchema:schema55.properties.consistency,data:data9};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
if(errors > 0){
const emErrors0 = {"not":[]};
const templates0 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/consistency")) && (err12.keyword in emErrors0)) && (err12.schemaPath.indexOf("#/properties/consistency") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(24)))){
emErrors0[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err13 = {instancePath:instancePath+"/consistency",schemaPath:"#/properties/consistency/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema55.properties.consistency.errorMessage[key0],schema:schema55.properties.consistency.errorMessage,parentSchema:schema55.properties.consistency,data:data9};
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
if(data.heart_rate !== undefined){
if(!(validate90(data.heart_rate, {instancePath:instancePath+"/heart_rate",parentData:data,parentDataProperty:"heart_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.heart_rate_quality !== undefined){
if(!(validate90(data.heart_rate_quality, {instancePath:instancePath+"/heart_rate_quality",parentData:data,parentDataProperty:"heart_rate_quality",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.slots !== undefined){
let data12 = data.slots;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
if(!(validate94(data12[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data12,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate94.errors : vErrors.concat(validate94.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema55.properties.slots.type,parentSchema:schema55.properties.slots,data:data12};
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
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath+"/slots")) && (err16.keyword in emErrors1)) && (err16.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(18)))){
emErrors1[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err17 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema55.properties.slots.errorMessage[key1],schema:schema55.properties.slots.errorMessage,parentSchema:schema55.properties.slots,data:data12};
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
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema55.type,parentSchema:schema55,data};
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
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath)) && (err20.keyword in emErrors2)) && (err20.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(1)))){
emErrors2[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err21 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema55.errorMessage[key2],schema:schema55.errorMessage,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrors3 = {"required":{"date":[],"sleep_duration":[],"daily_percent":[],"awake_time":[],"rem_time":[],"light_time":[],"deep_time":[],"performance":[],"tranquility":[],"slots":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath)) && (err22.keyword in emErrors3)) && (err22.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(1)))){
emPropParams0 = obj0[err22.keyword];
emParamsErrors0 = emErrors3[err22.keyword][err22.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err22);
err22.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp0 in emErrors3[key3]){
emParamsErrors0 = emErrors3[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key3] && templates3[key3][keyProp0];
const err23 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema55.errorMessage[key3][keyProp0],schema:schema55.errorMessage,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
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
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":{"date":true,"sleep_duration":true,"daily_percent":true,"awake_time":true,"rem_time":true,"light_time":true,"deep_time":true,"performance":true,"tranquility":true,"consistency":true,"heart_rate":true,"heart_rate_quality":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const schema62 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/stress.schema.json","title":"stress","description":"The stress group of a user summary.","$comment":"Contract: 'Resources and their fields' > stress.","type":"object","required":["date","avg_si","avg_si_n","avg_mrr","avg_sdnn","avg_rmssd","avg_pnn50","avg_vlf","avg_vlf_percent","avg_lf","avg_lf_percent","avg_hf","avg_hf_percent","avg_hrv","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:stress","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_si":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_si_n":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_mrr":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_sdnn":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_rmssd":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_pnn50":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_vlf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_vlf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_lf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_lf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hf":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hf_percent":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"avg_hrv":{"description":"double; required_with:stress","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:stress (may be absent when include_slots=0)","type":"array","items":{"$ref":"stress-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"errorMessage":{"type":"must be an object","required":{"date":"is required when stress is present (required_with:stress)","avg_si":"is required when stress is present (required_with:stress)","avg_si_n":"is required when stress is present (required_with:stress)","avg_mrr":"is required when stress is present (required_with:stress)","avg_sdnn":"is required when stress is present (required_with:stress)","avg_rmssd":"is required when stress is present (required_with:stress)","avg_pnn50":"is required when stress is present (required_with:stress)","avg_vlf":"is required when stress is present (required_with:stress)","avg_vlf_percent":"is required when stress is present (required_with:stress)","avg_lf":"is required when stress is present (required_with:stress)","avg_lf_percent":"is required when stress is present (required_with:stress)","avg_hf":"is required when stress is present (required_with:stress)","avg_hf_percent":"is required when stress is present (required_with:stress)","avg_hrv":"is required when stress is present (required_with:stress)","slots":"is required when stress is present (required_with:stress)"}}};

function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 10){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 10){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema38.errorMessage[key0],schema:schema38.errorMessage,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!((typeof data == "number") && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema42.type,parentSchema:schema42,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema42.errorMessage[key0],schema:schema42.errorMessage,parentSchema:schema42,data};
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
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema65 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/stress-slot.schema.json","title":"stress slot","description":"One item of stress.slots.","$comment":"Contract: 'Resources and their fields' > stress.slots[] items.","type":"object","required":["timestamp","date","si","si_n","mrr","sdnn","rmssd","pnn50","vlf","vlf_percent","lf","lf_percent","hf","hf_percent","hrv"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"si":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"si_n":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"mrr":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"sdnn":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"rmssd":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"pnn50":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"vlf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"vlf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"lf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"lf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hf":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hf_percent":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"hrv":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"}},"errorMessage":{"type":"must be an object","required":{"timestamp":"is required","date":"is required","si":"is required","si_n":"is required","mrr":"is required","sdnn":"is required","rmssd":"is required","pnn50":"is required","vlf":"is required","vlf_percent":"is required","lf":"is required","lf_percent":"is required","hf":"is required","hf_percent":"is required","hrv":"is required"}}};

function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate123(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate123.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 5){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 5){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern6.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(1)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema46.errorMessage[key0],schema:schema46.errorMessage,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate123.errors = vErrors;
return errors === 0;
}
validate123.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!((typeof data == "number") && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema42.type,parentSchema:schema42,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema42.errorMessage[key0],schema:schema42.errorMessage,parentSchema:schema42,data};
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
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/stress-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.si === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "si"},message:"must have required property '"+"si"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.si_n === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "si_n"},message:"must have required property '"+"si_n"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.mrr === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mrr"},message:"must have required property '"+"mrr"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.sdnn === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sdnn"},message:"must have required property '"+"sdnn"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.rmssd === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rmssd"},message:"must have required property '"+"rmssd"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.pnn50 === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pnn50"},message:"must have required property '"+"pnn50"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.vlf === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vlf"},message:"must have required property '"+"vlf"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.vlf_percent === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vlf_percent"},message:"must have required property '"+"vlf_percent"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.lf === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lf"},message:"must have required property '"+"lf"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.lf_percent === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lf_percent"},message:"must have required property '"+"lf_percent"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.hf === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hf"},message:"must have required property '"+"hf"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.hf_percent === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hf_percent"},message:"must have required property '"+"hf_percent"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.hrv === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hrv"},message:"must have required property '"+"hrv"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.timestamp !== undefined){
if(!(validate121(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
}
if(data.date !== undefined){
if(!(validate123(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate123.errors : vErrors.concat(validate123.errors);
errors = vErrors.length;
}
}
if(data.si !== undefined){
if(!(validate125(data.si, {instancePath:instancePath+"/si",parentData:data,parentDataProperty:"si",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.si_n !== undefined){
if(!(validate125(data.si_n, {instancePath:instancePath+"/si_n",parentData:data,parentDataProperty:"si_n",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.mrr !== undefined){
if(!(validate125(data.mrr, {instancePath:instancePath+"/mrr",parentData:data,parentDataProperty:"mrr",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.sdnn !== undefined){
if(!(validate125(data.sdnn, {instancePath:instancePath+"/sdnn",parentData:data,parentDataProperty:"sdnn",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.rmssd !== undefined){
if(!(validate125(data.rmssd, {instancePath:instancePath+"/rmssd",parentData:data,parentDataProperty:"rmssd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.pnn50 !== undefined){
if(!(validate125(data.pnn50, {instancePath:instancePath+"/pnn50",parentData:data,parentDataProperty:"pnn50",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.vlf !== undefined){
if(!(validate125(data.vlf, {instancePath:instancePath+"/vlf",parentData:data,parentDataProperty:"vlf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.vlf_percent !== undefined){
if(!(validate125(data.vlf_percent, {instancePath:instancePath+"/vlf_percent",parentData:data,parentDataProperty:"vlf_percent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.lf !== undefined){
if(!(validate125(data.lf, {instancePath:instancePath+"/lf",parentData:data,parentDataProperty:"lf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.lf_percent !== undefined){
if(!(validate125(data.lf_percent, {instancePath:instancePath+"/lf_percent",parentData:data,parentDataProperty:"lf_percent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.hf !== undefined){
if(!(validate125(data.hf, {instancePath:instancePath+"/hf",parentData:data,parentDataProperty:"hf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.hf_percent !== undefined){
if(!(validate125(data.hf_percent, {instancePath:instancePath+"/hf_percent",parentData:data,parentDataProperty:"hf_percent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
if(data.hrv !== undefined){
if(!(validate125(data.hrv, {instancePath:instancePath+"/hrv",parentData:data,parentDataProperty:"hrv",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate125.errors : vErrors.concat(validate125.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath)) && (err16.keyword in emErrors0)) && (err16.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(1)))){
emErrors0[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err17 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema65.errorMessage[key0],schema:schema65.errorMessage,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
const emErrors1 = {"required":{"timestamp":[],"date":[],"si":[],"si_n":[],"mrr":[],"sdnn":[],"rmssd":[],"pnn50":[],"vlf":[],"vlf_percent":[],"lf":[],"lf_percent":[],"hf":[],"hf_percent":[],"hrv":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err18 of vErrors){
if((((((err18.keyword !== "errorMessage") && (!err18.emUsed)) && (err18.instancePath === instancePath)) && (err18.keyword in emErrors1)) && (err18.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err18.schemaPath.slice(1)))){
emPropParams0 = obj0[err18.keyword];
emParamsErrors0 = emErrors1[err18.keyword][err18.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err18);
err18.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp0 in emErrors1[key1]){
emParamsErrors0 = emErrors1[key1][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key1] && templates1[key1][keyProp0];
const err19 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema65.errorMessage[key1][keyProp0],schema:schema65.errorMessage,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err20 of vErrors){
if(!err20.emUsed){
emErrs0.push(err20);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"props":{"timestamp":true,"date":true,"si":true,"si_n":true,"mrr":true,"sdnn":true,"rmssd":true,"pnn50":true,"vlf":true,"vlf_percent":true,"lf":true,"lf_percent":true,"hf":true,"hf_percent":true,"hrv":true},"dynamicProps":false,"dynamicItems":false};


function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/stress.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.avg_si === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_si"},message:"must have required property '"+"avg_si"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.avg_si_n === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_si_n"},message:"must have required property '"+"avg_si_n"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.avg_mrr === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_mrr"},message:"must have required property '"+"avg_mrr"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.avg_sdnn === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_sdnn"},message:"must have required property '"+"avg_sdnn"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.avg_rmssd === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_rmssd"},message:"must have required property '"+"avg_rmssd"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.avg_pnn50 === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_pnn50"},message:"must have required property '"+"avg_pnn50"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.avg_vlf === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_vlf"},message:"must have required property '"+"avg_vlf"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.avg_vlf_percent === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_vlf_percent"},message:"must have required property '"+"avg_vlf_percent"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.avg_lf === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_lf"},message:"must have required property '"+"avg_lf"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.avg_lf_percent === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_lf_percent"},message:"must have required property '"+"avg_lf_percent"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.avg_hf === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_hf"},message:"must have required property '"+"avg_hf"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.avg_hf_percent === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_hf_percent"},message:"must have required property '"+"avg_hf_percent"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.avg_hrv === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_hrv"},message:"must have required property '"+"avg_hrv"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.slots === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.date !== undefined){
if(!(validate104(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
}
if(data.avg_si !== undefined){
if(!(validate106(data.avg_si, {instancePath:instancePath+"/avg_si",parentData:data,parentDataProperty:"avg_si",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_si_n !== undefined){
if(!(validate106(data.avg_si_n, {instancePath:instancePath+"/avg_si_n",parentData:data,parentDataProperty:"avg_si_n",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_mrr !== undefined){
if(!(validate106(data.avg_mrr, {instancePath:instancePath+"/avg_mrr",parentData:data,parentDataProperty:"avg_mrr",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_sdnn !== undefined){
if(!(validate106(data.avg_sdnn, {instancePath:instancePath+"/avg_sdnn",parentData:data,parentDataProperty:"avg_sdnn",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_rmssd !== undefined){
if(!(validate106(data.avg_rmssd, {instancePath:instancePath+"/avg_rmssd",parentData:data,parentDataProperty:"avg_rmssd",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_pnn50 !== undefined){
if(!(validate106(data.avg_pnn50, {instancePath:instancePath+"/avg_pnn50",parentData:data,parentDataProperty:"avg_pnn50",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_vlf !== undefined){
if(!(validate106(data.avg_vlf, {instancePath:instancePath+"/avg_vlf",parentData:data,parentDataProperty:"avg_vlf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_vlf_percent !== undefined){
if(!(validate106(data.avg_vlf_percent, {instancePath:instancePath+"/avg_vlf_percent",parentData:data,parentDataProperty:"avg_vlf_percent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_lf !== undefined){
if(!(validate106(data.avg_lf, {instancePath:instancePath+"/avg_lf",parentData:data,parentDataProperty:"avg_lf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_lf_percent !== undefined){
if(!(validate106(data.avg_lf_percent, {instancePath:instancePath+"/avg_lf_percent",parentData:data,parentDataProperty:"avg_lf_percent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_hf !== undefined){
if(!(validate106(data.avg_hf, {instancePath:instancePath+"/avg_hf",parentData:data,parentDataProperty:"avg_hf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_hf_percent !== undefined){
if(!(validate106(data.avg_hf_percent, {instancePath:instancePath+"/avg_hf_percent",parentData:data,parentDataProperty:"avg_hf_percent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.avg_hrv !== undefined){
if(!(validate106(data.avg_hrv, {instancePath:instancePath+"/avg_hrv",parentData:data,parentDataProperty:"avg_hrv",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
if(data.slots !== undefined){
let data14 = data.slots;
if(Array.isArray(data14)){
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
if(!(validate120(data14[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data14,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema62.properties.slots.type,parentSchema:schema62.properties.slots,data:data14};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath+"/slots")) && (err16.keyword in emErrors0)) && (err16.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(18)))){
emErrors0[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err17 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema62.properties.slots.errorMessage[key0],schema:schema62.properties.slots.errorMessage,parentSchema:schema62.properties.slots,data:data14};
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
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data};
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
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath)) && (err20.keyword in emErrors1)) && (err20.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(1)))){
emErrors1[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err21 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema62.errorMessage[key1],schema:schema62.errorMessage,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrors2 = {"required":{"date":[],"avg_si":[],"avg_si_n":[],"avg_mrr":[],"avg_sdnn":[],"avg_rmssd":[],"avg_pnn50":[],"avg_vlf":[],"avg_vlf_percent":[],"avg_lf":[],"avg_lf_percent":[],"avg_hf":[],"avg_hf_percent":[],"avg_hrv":[],"slots":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath)) && (err22.keyword in emErrors2)) && (err22.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(1)))){
emPropParams0 = obj0[err22.keyword];
emParamsErrors0 = emErrors2[err22.keyword][err22.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err22);
err22.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err23 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema62.errorMessage[key2][keyProp0],schema:schema62.errorMessage,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
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
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"props":{"date":true,"avg_si":true,"avg_si_n":true,"avg_mrr":true,"avg_sdnn":true,"avg_rmssd":true,"avg_pnn50":true,"avg_vlf":true,"avg_vlf_percent":true,"avg_lf":true,"avg_lf_percent":true,"avg_hf":true,"avg_hf_percent":true,"avg_hrv":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const schema69 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/respiration-rate.schema.json","title":"respiration_rate","description":"The respiration_rate group of a user summary.","$comment":"Contract: 'Resources and their fields' > respiration_rate.","type":"object","required":["date","avg_respiration_rate","start_timestamp","end_timestamp","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:respiration_rate","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_respiration_rate":{"description":"double; required_with:respiration_rate","$ref":"common.schema.json#/$defs/number","x-missing":"required_with"},"start_timestamp":{"description":"integer; required_with:respiration_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:respiration_rate","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:respiration_rate (may be absent when include_slots=0)","type":"array","items":{"$ref":"respiration-rate-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"errorMessage":{"type":"must be an object","required":{"date":"is required when respiration_rate is present (required_with:respiration_rate)","avg_respiration_rate":"is required when respiration_rate is present (required_with:respiration_rate)","start_timestamp":"is required when respiration_rate is present (required_with:respiration_rate)","end_timestamp":"is required when respiration_rate is present (required_with:respiration_rate)","slots":"is required when respiration_rate is present (required_with:respiration_rate)"}}};

function validate142(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate142.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 10){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 10){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema38.errorMessage[key0],schema:schema38.errorMessage,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate142.errors = vErrors;
return errors === 0;
}
validate142.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate144(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate144.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!((typeof data == "number") && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema42.type,parentSchema:schema42,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema42.errorMessage[key0],schema:schema42.errorMessage,parentSchema:schema42,data};
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
validate144.errors = vErrors;
return errors === 0;
}
validate144.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate146.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema73 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json","title":"respiration_rate slot","description":"One item of respiration_rate.slots.","$comment":"Contract: 'Resources and their fields' > respiration_rate.slots[] items.","type":"object","required":["timestamp","date","respiration_rate","quality"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"respiration_rate":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"},"quality":{"description":"double; required","$ref":"common.schema.json#/$defs/number","x-missing":"required"}},"errorMessage":{"type":"must be an object","required":{"timestamp":"is required","date":"is required","respiration_rate":"is required","quality":"is required"}}};

function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate150.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate150.errors = vErrors;
return errors === 0;
}
validate150.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate152(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate152.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 5){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 5){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern6.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(1)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema46.errorMessage[key0],schema:schema46.errorMessage,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate152.errors = vErrors;
return errors === 0;
}
validate152.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate154(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate154.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!((typeof data == "number") && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema42.type,parentSchema:schema42,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema42.errorMessage[key0],schema:schema42.errorMessage,parentSchema:schema42,data};
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
validate154.errors = vErrors;
return errors === 0;
}
validate154.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate149(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate149.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.respiration_rate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "respiration_rate"},message:"must have required property '"+"respiration_rate"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.quality === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "quality"},message:"must have required property '"+"quality"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.timestamp !== undefined){
if(!(validate150(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate150.errors : vErrors.concat(validate150.errors);
errors = vErrors.length;
}
}
if(data.date !== undefined){
if(!(validate152(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
}
if(data.respiration_rate !== undefined){
if(!(validate154(data.respiration_rate, {instancePath:instancePath+"/respiration_rate",parentData:data,parentDataProperty:"respiration_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
}
if(data.quality !== undefined){
if(!(validate154(data.quality, {instancePath:instancePath+"/quality",parentData:data,parentDataProperty:"quality",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate154.errors : vErrors.concat(validate154.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.type,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema73.errorMessage[key0],schema:schema73.errorMessage,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrors1 = {"required":{"timestamp":[],"date":[],"respiration_rate":[],"quality":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath)) && (err7.keyword in emErrors1)) && (err7.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(1)))){
emPropParams0 = obj0[err7.keyword];
emParamsErrors0 = emErrors1[err7.keyword][err7.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err7);
err7.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp0 in emErrors1[key1]){
emParamsErrors0 = emErrors1[key1][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key1] && templates1[key1][keyProp0];
const err8 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema73.errorMessage[key1][keyProp0],schema:schema73.errorMessage,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
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
validate149.errors = vErrors;
return errors === 0;
}
validate149.evaluated = {"props":{"timestamp":true,"date":true,"respiration_rate":true,"quality":true},"dynamicProps":false,"dynamicItems":false};


function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/respiration-rate.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate141.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.avg_respiration_rate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_respiration_rate"},message:"must have required property '"+"avg_respiration_rate"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.start_timestamp === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_timestamp"},message:"must have required property '"+"start_timestamp"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.end_timestamp === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_timestamp"},message:"must have required property '"+"end_timestamp"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.slots === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.date !== undefined){
if(!(validate142(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate142.errors : vErrors.concat(validate142.errors);
errors = vErrors.length;
}
}
if(data.avg_respiration_rate !== undefined){
if(!(validate144(data.avg_respiration_rate, {instancePath:instancePath+"/avg_respiration_rate",parentData:data,parentDataProperty:"avg_respiration_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate144.errors : vErrors.concat(validate144.errors);
errors = vErrors.length;
}
}
if(data.start_timestamp !== undefined){
if(!(validate146(data.start_timestamp, {instancePath:instancePath+"/start_timestamp",parentData:data,parentDataProperty:"start_timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
errors = vErrors.length;
}
}
if(data.end_timestamp !== undefined){
if(!(validate146(data.end_timestamp, {instancePath:instancePath+"/end_timestamp",parentData:data,parentDataProperty:"end_timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate146.errors : vErrors.concat(validate146.errors);
errors = vErrors.length;
}
}
if(data.slots !== undefined){
let data4 = data.slots;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate149(data4[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate149.errors : vErrors.concat(validate149.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema69.properties.slots.type,parentSchema:schema69.properties.slots,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/slots")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(18)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema69.properties.slots.errorMessage[key0],schema:schema69.properties.slots.errorMessage,parentSchema:schema69.properties.slots,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath)) && (err10.keyword in emErrors1)) && (err10.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(1)))){
emErrors1[err10.keyword].push(err10);
err10.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err11 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema69.errorMessage[key1],schema:schema69.errorMessage,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
const emErrors2 = {"required":{"date":[],"avg_respiration_rate":[],"start_timestamp":[],"end_timestamp":[],"slots":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath)) && (err12.keyword in emErrors2)) && (err12.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(1)))){
emPropParams0 = obj0[err12.keyword];
emParamsErrors0 = emErrors2[err12.keyword][err12.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err12);
err12.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err13 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema69.errorMessage[key2][keyProp0],schema:schema69.errorMessage,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
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
validate141.errors = vErrors;
return errors === 0;
}
validate141.evaluated = {"props":{"date":true,"avg_respiration_rate":true,"start_timestamp":true,"end_timestamp":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const schema77 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/temperature.schema.json","title":"temperature","description":"The temperature group of a user summary.","$comment":"Contract: 'Resources and their fields' > temperature.","type":"object","required":["date","avg_temp_sk1","avg_temp_sk2","start_timestamp","end_timestamp","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:temperature","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_temp_sk1":{"description":"double, nullable; present when temperature is present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"avg_temp_sk2":{"description":"double, nullable; present when temperature is present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"max_temp_sk1":{"description":"double, nullable","$ref":"common.schema.json#/$defs/nullableNumber"},"max_temp_sk2":{"description":"double, nullable","$ref":"common.schema.json#/$defs/nullableNumber"},"start_timestamp":{"description":"integer; required_with:temperature","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:temperature","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:temperature (may be absent when include_slots=0)","type":"array","items":{"$ref":"temperature-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"errorMessage":{"type":"must be an object","required":{"date":"is required when temperature is present (required_with:temperature)","avg_temp_sk1":"must be present (its value may be null)","avg_temp_sk2":"must be present (its value may be null)","start_timestamp":"is required when temperature is present (required_with:temperature)","end_timestamp":"is required when temperature is present (required_with:temperature)","slots":"is required when temperature is present (required_with:temperature)"}}};

function validate160(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate160.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 10){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 10){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema38.errorMessage[key0],schema:schema38.errorMessage,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate160.errors = vErrors;
return errors === 0;
}
validate160.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema79 = {"description":"A number or null.","type":["number","null"],"errorMessage":{"type":"must be a number or null"}};

function validate162(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate162.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!((typeof data == "number") && (isFinite(data)))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema79.type},message:"must be number,null",schema:schema79.type,parentSchema:schema79,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema79.errorMessage[key0],schema:schema79.errorMessage,parentSchema:schema79,data};
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
validate162.errors = vErrors;
return errors === 0;
}
validate162.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate167(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate167.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate167.errors = vErrors;
return errors === 0;
}
validate167.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema81 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/temperature-slot.schema.json","title":"temperature slot","description":"One item of temperature.slots.","$comment":"Contract: 'Resources and their fields' > temperature.slots[] items.","type":"object","required":["timestamp","date","temp_sk1","temp_sk2"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"temp_sk1":{"description":"double, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"},"temp_sk2":{"description":"double, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableNumber","x-missing":"present"}},"errorMessage":{"type":"must be an object","required":{"timestamp":"is required","date":"is required","temp_sk1":"must be present (its value may be null)","temp_sk2":"must be present (its value may be null)"}}};

function validate171(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate171.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate171.errors = vErrors;
return errors === 0;
}
validate171.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate173(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate173.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 5){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 5){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern6.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(1)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema46.errorMessage[key0],schema:schema46.errorMessage,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate173.errors = vErrors;
return errors === 0;
}
validate173.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate175.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!((typeof data == "number") && (isFinite(data)))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema79.type},message:"must be number,null",schema:schema79.type,parentSchema:schema79,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema79.errorMessage[key0],schema:schema79.errorMessage,parentSchema:schema79,data};
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
validate175.errors = vErrors;
return errors === 0;
}
validate175.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/temperature-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate170.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.temp_sk1 === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "temp_sk1"},message:"must have required property '"+"temp_sk1"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.temp_sk2 === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "temp_sk2"},message:"must have required property '"+"temp_sk2"+"'",schema:schema81.required,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.timestamp !== undefined){
if(!(validate171(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate171.errors : vErrors.concat(validate171.errors);
errors = vErrors.length;
}
}
if(data.date !== undefined){
if(!(validate173(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate173.errors : vErrors.concat(validate173.errors);
errors = vErrors.length;
}
}
if(data.temp_sk1 !== undefined){
if(!(validate175(data.temp_sk1, {instancePath:instancePath+"/temp_sk1",parentData:data,parentDataProperty:"temp_sk1",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate175.errors : vErrors.concat(validate175.errors);
errors = vErrors.length;
}
}
if(data.temp_sk2 !== undefined){
if(!(validate175(data.temp_sk2, {instancePath:instancePath+"/temp_sk2",parentData:data,parentDataProperty:"temp_sk2",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate175.errors : vErrors.concat(validate175.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema81.type,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema81.errorMessage[key0],schema:schema81.errorMessage,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrors1 = {"required":{"timestamp":[],"date":[],"temp_sk1":[],"temp_sk2":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath)) && (err7.keyword in emErrors1)) && (err7.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(1)))){
emPropParams0 = obj0[err7.keyword];
emParamsErrors0 = emErrors1[err7.keyword][err7.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err7);
err7.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp0 in emErrors1[key1]){
emParamsErrors0 = emErrors1[key1][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key1] && templates1[key1][keyProp0];
const err8 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema81.errorMessage[key1][keyProp0],schema:schema81.errorMessage,parentSchema:schema81,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
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
validate170.errors = vErrors;
return errors === 0;
}
validate170.evaluated = {"props":{"timestamp":true,"date":true,"temp_sk1":true,"temp_sk2":true},"dynamicProps":false,"dynamicItems":false};


function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/temperature.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate159.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.avg_temp_sk1 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_temp_sk1"},message:"must have required property '"+"avg_temp_sk1"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.avg_temp_sk2 === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_temp_sk2"},message:"must have required property '"+"avg_temp_sk2"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.start_timestamp === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_timestamp"},message:"must have required property '"+"start_timestamp"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.end_timestamp === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_timestamp"},message:"must have required property '"+"end_timestamp"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.slots === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema77.required,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.date !== undefined){
if(!(validate160(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate160.errors : vErrors.concat(validate160.errors);
errors = vErrors.length;
}
}
if(data.avg_temp_sk1 !== undefined){
if(!(validate162(data.avg_temp_sk1, {instancePath:instancePath+"/avg_temp_sk1",parentData:data,parentDataProperty:"avg_temp_sk1",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);
errors = vErrors.length;
}
}
if(data.avg_temp_sk2 !== undefined){
if(!(validate162(data.avg_temp_sk2, {instancePath:instancePath+"/avg_temp_sk2",parentData:data,parentDataProperty:"avg_temp_sk2",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);
errors = vErrors.length;
}
}
if(data.max_temp_sk1 !== undefined){
if(!(validate162(data.max_temp_sk1, {instancePath:instancePath+"/max_temp_sk1",parentData:data,parentDataProperty:"max_temp_sk1",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);
errors = vErrors.length;
}
}
if(data.max_temp_sk2 !== undefined){
if(!(validate162(data.max_temp_sk2, {instancePath:instancePath+"/max_temp_sk2",parentData:data,parentDataProperty:"max_temp_sk2",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate162.errors : vErrors.concat(validate162.errors);
errors = vErrors.length;
}
}
if(data.start_timestamp !== undefined){
if(!(validate167(data.start_timestamp, {instancePath:instancePath+"/start_timestamp",parentData:data,parentDataProperty:"start_timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
errors = vErrors.length;
}
}
if(data.end_timestamp !== undefined){
if(!(validate167(data.end_timestamp, {instancePath:instancePath+"/end_timestamp",parentData:data,parentDataProperty:"end_timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate167.errors : vErrors.concat(validate167.errors);
errors = vErrors.length;
}
}
if(data.slots !== undefined){
let data7 = data.slots;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate170(data7[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate170.errors : vErrors.concat(validate170.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema77.properties.slots.type,parentSchema:schema77.properties.slots,data:data7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath+"/slots")) && (err7.keyword in emErrors0)) && (err7.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(18)))){
emErrors0[err7.keyword].push(err7);
err7.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err8 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema77.properties.slots.errorMessage[key0],schema:schema77.properties.slots.errorMessage,parentSchema:schema77.properties.slots,data:data7};
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
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema77.type,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath)) && (err11.keyword in emErrors1)) && (err11.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(1)))){
emErrors1[err11.keyword].push(err11);
err11.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err12 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema77.errorMessage[key1],schema:schema77.errorMessage,parentSchema:schema77,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
const emErrors2 = {"required":{"date":[],"avg_temp_sk1":[],"avg_temp_sk2":[],"start_timestamp":[],"end_timestamp":[],"slots":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath)) && (err13.keyword in emErrors2)) && (err13.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(1)))){
emPropParams0 = obj0[err13.keyword];
emParamsErrors0 = emErrors2[err13.keyword][err13.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err13);
err13.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err14 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema77.errorMessage[key2][keyProp0],schema:schema77.errorMessage,parentSchema:schema77,data};
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
const emErrs1 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs1.push(err15);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
validate159.errors = vErrors;
return errors === 0;
}
validate159.evaluated = {"props":{"date":true,"avg_temp_sk1":true,"avg_temp_sk2":true,"max_temp_sk1":true,"max_temp_sk2":true,"start_timestamp":true,"end_timestamp":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const schema85 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/spo2.schema.json","title":"spo2","description":"The spo2 group of a user summary.","$comment":"Contract: 'Resources and their fields' > spo2.","type":"object","required":["date","avg_spo2","start_timestamp","end_timestamp","slots"],"properties":{"date":{"description":"string, Y-m-d; required_with:spo2","$ref":"common.schema.json#/$defs/date","x-missing":"required_with"},"avg_spo2":{"description":"integer, nullable; present when spo2 is present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"start_timestamp":{"description":"integer; required_with:spo2","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"end_timestamp":{"description":"integer; required_with:spo2","$ref":"common.schema.json#/$defs/integer","x-missing":"required_with"},"slots":{"description":"array of objects; required_with:spo2 (may be absent when include_slots=0)","type":"array","items":{"$ref":"spo2-slot.schema.json"},"x-missing":"required_with","x-omitted-when":"include_slots=0","errorMessage":{"type":"must be an array"}}},"errorMessage":{"type":"must be an object","required":{"date":"is required when spo2 is present (required_with:spo2)","avg_spo2":"must be present (its value may be null)","start_timestamp":"is required when spo2 is present (required_with:spo2)","end_timestamp":"is required when spo2 is present (required_with:spo2)","slots":"is required when spo2 is present (required_with:spo2)"}}};

function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate181.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 10){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 10){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema38.errorMessage[key0],schema:schema38.errorMessage,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate181.errors = vErrors;
return errors === 0;
}
validate181.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate183(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate183.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema43.type},message:"must be integer,null",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema43.errorMessage[key0],schema:schema43.errorMessage,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate183.errors = vErrors;
return errors === 0;
}
validate183.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate185.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate185.errors = vErrors;
return errors === 0;
}
validate185.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema89 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/spo2-slot.schema.json","title":"spo2 slot","description":"One item of spo2.slots.","$comment":"Contract: 'Resources and their fields' > spo2.slots[] items.","type":"object","required":["timestamp","date","spo2","spo2_q"],"properties":{"timestamp":{"description":"integer; required","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"date":{"description":"string, H:i; required","$ref":"common.schema.json#/$defs/time","x-missing":"required"},"spo2":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"},"spo2_q":{"description":"integer, nullable; nullable, key must be present","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"present"}},"errorMessage":{"type":"must be an object","required":{"timestamp":"is required","date":"is required","spo2":"must be present (its value may be null)","spo2_q":"must be present (its value may be null)"}}};

function validate189(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate189.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate189.errors = vErrors;
return errors === 0;
}
validate189.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate191(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate191.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 5){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 5},message:"must NOT have more than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 5){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern6.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"},message:"must match pattern \""+"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"+"\"",schema:"^(?:[01][0-9]|2[0-3]):[0-5][0-9]$",parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(1)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema46.errorMessage[key0],schema:schema46.errorMessage,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate191.errors = vErrors;
return errors === 0;
}
validate191.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate193.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema43.type},message:"must be integer,null",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema43.errorMessage[key0],schema:schema43.errorMessage,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate193.errors = vErrors;
return errors === 0;
}
validate193.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate188(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/spo2-slot.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate188.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.timestamp === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timestamp"},message:"must have required property '"+"timestamp"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.date === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.spo2 === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spo2"},message:"must have required property '"+"spo2"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.spo2_q === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "spo2_q"},message:"must have required property '"+"spo2_q"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.timestamp !== undefined){
if(!(validate189(data.timestamp, {instancePath:instancePath+"/timestamp",parentData:data,parentDataProperty:"timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate189.errors : vErrors.concat(validate189.errors);
errors = vErrors.length;
}
}
if(data.date !== undefined){
if(!(validate191(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate191.errors : vErrors.concat(validate191.errors);
errors = vErrors.length;
}
}
if(data.spo2 !== undefined){
if(!(validate193(data.spo2, {instancePath:instancePath+"/spo2",parentData:data,parentDataProperty:"spo2",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
}
if(data.spo2_q !== undefined){
if(!(validate193(data.spo2_q, {instancePath:instancePath+"/spo2_q",parentData:data,parentDataProperty:"spo2_q",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate193.errors : vErrors.concat(validate193.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema89.type,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema89.errorMessage[key0],schema:schema89.errorMessage,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrors1 = {"required":{"timestamp":[],"date":[],"spo2":[],"spo2_q":[]}};
const templates1 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath)) && (err7.keyword in emErrors1)) && (err7.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(1)))){
emPropParams0 = obj0[err7.keyword];
emParamsErrors0 = emErrors1[err7.keyword][err7.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err7);
err7.emUsed = true;
}
}
}
for(const key1 in emErrors1){
for(const keyProp0 in emErrors1[key1]){
emParamsErrors0 = emErrors1[key1][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates1[key1] && templates1[key1][keyProp0];
const err8 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema89.errorMessage[key1][keyProp0],schema:schema89.errorMessage,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
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
validate188.errors = vErrors;
return errors === 0;
}
validate188.evaluated = {"props":{"timestamp":true,"date":true,"spo2":true,"spo2_q":true},"dynamicProps":false,"dynamicItems":false};


function validate180(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/spo2.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate180.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.date === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "date"},message:"must have required property '"+"date"+"'",schema:schema85.required,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.avg_spo2 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "avg_spo2"},message:"must have required property '"+"avg_spo2"+"'",schema:schema85.required,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.start_timestamp === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start_timestamp"},message:"must have required property '"+"start_timestamp"+"'",schema:schema85.required,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.end_timestamp === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end_timestamp"},message:"must have required property '"+"end_timestamp"+"'",schema:schema85.required,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.slots === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "slots"},message:"must have required property '"+"slots"+"'",schema:schema85.required,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.date !== undefined){
if(!(validate181(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate181.errors : vErrors.concat(validate181.errors);
errors = vErrors.length;
}
}
if(data.avg_spo2 !== undefined){
if(!(validate183(data.avg_spo2, {instancePath:instancePath+"/avg_spo2",parentData:data,parentDataProperty:"avg_spo2",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate183.errors : vErrors.concat(validate183.errors);
errors = vErrors.length;
}
}
if(data.start_timestamp !== undefined){
if(!(validate185(data.start_timestamp, {instancePath:instancePath+"/start_timestamp",parentData:data,parentDataProperty:"start_timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
errors = vErrors.length;
}
}
if(data.end_timestamp !== undefined){
if(!(validate185(data.end_timestamp, {instancePath:instancePath+"/end_timestamp",parentData:data,parentDataProperty:"end_timestamp",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate185.errors : vErrors.concat(validate185.errors);
errors = vErrors.length;
}
}
if(data.slots !== undefined){
let data4 = data.slots;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate188(data4[i0], {instancePath:instancePath+"/slots/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate188.errors : vErrors.concat(validate188.errors);
errors = vErrors.length;
}
}
}
else {
const err5 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema85.properties.slots.type,parentSchema:schema85.properties.slots,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/slots")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/slots") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(18)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/slots",schemaPath:"#/properties/slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema85.properties.slots.errorMessage[key0],schema:schema85.properties.slots.errorMessage,parentSchema:schema85.properties.slots,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema85.type,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err10 of vErrors){
if((((((err10.keyword !== "errorMessage") && (!err10.emUsed)) && (err10.instancePath === instancePath)) && (err10.keyword in emErrors1)) && (err10.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err10.schemaPath.slice(1)))){
emErrors1[err10.keyword].push(err10);
err10.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err11 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema85.errorMessage[key1],schema:schema85.errorMessage,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
const emErrors2 = {"required":{"date":[],"avg_spo2":[],"start_timestamp":[],"end_timestamp":[],"slots":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath)) && (err12.keyword in emErrors2)) && (err12.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(1)))){
emPropParams0 = obj0[err12.keyword];
emParamsErrors0 = emErrors2[err12.keyword][err12.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err12);
err12.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err13 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema85.errorMessage[key2][keyProp0],schema:schema85.errorMessage,parentSchema:schema85,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
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
validate180.errors = vErrors;
return errors === 0;
}
validate180.evaluated = {"props":{"date":true,"avg_spo2":true,"start_timestamp":true,"end_timestamp":true,"slots":true},"dynamicProps":false,"dynamicItems":false};

const func0 = equal;

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
if(data.date !== undefined){
if(!(validate26(data.date, {instancePath:instancePath+"/date",parentData:data,parentDataProperty:"date",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.activity !== undefined){
if(!(validate28(data.activity, {instancePath:instancePath+"/activity",parentData:data,parentDataProperty:"activity",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
if(data.heart_rate !== undefined){
let data2 = data.heart_rate;
if(!(validate50(data2, {instancePath:instancePath+"/heart_rate",parentData:data,parentDataProperty:"heart_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
const _errs6 = errors;
const _errs7 = errors;
const vSchema0 = schema36.properties.heart_rate.not.enum;
if(!(((data2 === null) || (func0(data2, vSchema0[1]))) || (func0(data2, vSchema0[2])))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid1 = _errs7 === errors;
if(valid1){
const err2 = {instancePath:instancePath+"/heart_rate",schemaPath:"#/properties/heart_rate/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.heart_rate.not,parentSchema:schema36.properties.heart_rate,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
if(errors > 0){
const emErrors0 = {"not":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath+"/heart_rate")) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#/properties/heart_rate") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(23)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath:instancePath+"/heart_rate",schemaPath:"#/properties/heart_rate/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema36.properties.heart_rate.errorMessage[key0],schema:schema36.properties.heart_rate.errorMessage,parentSchema:schema36.properties.heart_rate,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.sleep !== undefined){
let data3 = data.sleep;
if(!(validate78(data3, {instancePath:instancePath+"/sleep",parentData:data,parentDataProperty:"sleep",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
const _errs10 = errors;
const _errs11 = errors;
const vSchema1 = schema36.properties.sleep.not.enum;
if(!(((data3 === null) || (func0(data3, vSchema1[1]))) || (func0(data3, vSchema1[2])))){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs11 === errors;
if(valid2){
const err7 = {instancePath:instancePath+"/sleep",schemaPath:"#/properties/sleep/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.sleep.not,parentSchema:schema36.properties.sleep,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/sleep")) && (err8.keyword in emErrors1)) && (err8.schemaPath.indexOf("#/properties/sleep") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(18)))){
emErrors1[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err9 = {instancePath:instancePath+"/sleep",schemaPath:"#/properties/sleep/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema36.properties.sleep.errorMessage[key1],schema:schema36.properties.sleep.errorMessage,parentSchema:schema36.properties.sleep,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs1 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs1.push(err10);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.stress !== undefined){
let data4 = data.stress;
if(!(validate103(data4, {instancePath:instancePath+"/stress",parentData:data,parentDataProperty:"stress",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate103.errors : vErrors.concat(validate103.errors);
errors = vErrors.length;
}
const _errs14 = errors;
const _errs15 = errors;
const vSchema2 = schema36.properties.stress.not.enum;
if(!(((data4 === null) || (func0(data4, vSchema2[1]))) || (func0(data4, vSchema2[2])))){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid3 = _errs15 === errors;
if(valid3){
const err12 = {instancePath:instancePath+"/stress",schemaPath:"#/properties/stress/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.stress.not,parentSchema:schema36.properties.stress,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/stress")) && (err13.keyword in emErrors2)) && (err13.schemaPath.indexOf("#/properties/stress") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(19)))){
emErrors2[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err14 = {instancePath:instancePath+"/stress",schemaPath:"#/properties/stress/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema36.properties.stress.errorMessage[key2],schema:schema36.properties.stress.errorMessage,parentSchema:schema36.properties.stress,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs2 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs2.push(err15);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.respiration_rate !== undefined){
let data5 = data.respiration_rate;
if(!(validate141(data5, {instancePath:instancePath+"/respiration_rate",parentData:data,parentDataProperty:"respiration_rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate141.errors : vErrors.concat(validate141.errors);
errors = vErrors.length;
}
const _errs18 = errors;
const _errs19 = errors;
const vSchema3 = schema36.properties.respiration_rate.not.enum;
if(!(((data5 === null) || (func0(data5, vSchema3[1]))) || (func0(data5, vSchema3[2])))){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid4 = _errs19 === errors;
if(valid4){
const err17 = {instancePath:instancePath+"/respiration_rate",schemaPath:"#/properties/respiration_rate/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.respiration_rate.not,parentSchema:schema36.properties.respiration_rate,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
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
for(const err18 of vErrors){
if((((((err18.keyword !== "errorMessage") && (!err18.emUsed)) && (err18.instancePath === instancePath+"/respiration_rate")) && (err18.keyword in emErrors3)) && (err18.schemaPath.indexOf("#/properties/respiration_rate") === 0)) && (/^\/[^\/]*$/.test(err18.schemaPath.slice(29)))){
emErrors3[err18.keyword].push(err18);
err18.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err19 = {instancePath:instancePath+"/respiration_rate",schemaPath:"#/properties/respiration_rate/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema36.properties.respiration_rate.errorMessage[key3],schema:schema36.properties.respiration_rate.errorMessage,parentSchema:schema36.properties.respiration_rate,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
const emErrs3 = [];
for(const err20 of vErrors){
if(!err20.emUsed){
emErrs3.push(err20);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.temperature !== undefined){
let data6 = data.temperature;
if(!(validate159(data6, {instancePath:instancePath+"/temperature",parentData:data,parentDataProperty:"temperature",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
errors = vErrors.length;
}
const _errs22 = errors;
const _errs23 = errors;
const vSchema4 = schema36.properties.temperature.not.enum;
if(!(((data6 === null) || (func0(data6, vSchema4[1]))) || (func0(data6, vSchema4[2])))){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid5 = _errs23 === errors;
if(valid5){
const err22 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.temperature.not,parentSchema:schema36.properties.temperature,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
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
for(const err23 of vErrors){
if((((((err23.keyword !== "errorMessage") && (!err23.emUsed)) && (err23.instancePath === instancePath+"/temperature")) && (err23.keyword in emErrors4)) && (err23.schemaPath.indexOf("#/properties/temperature") === 0)) && (/^\/[^\/]*$/.test(err23.schemaPath.slice(24)))){
emErrors4[err23.keyword].push(err23);
err23.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err24 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema36.properties.temperature.errorMessage[key4],schema:schema36.properties.temperature.errorMessage,parentSchema:schema36.properties.temperature,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
const emErrs4 = [];
for(const err25 of vErrors){
if(!err25.emUsed){
emErrs4.push(err25);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data.spo2 !== undefined){
let data7 = data.spo2;
if(!(validate180(data7, {instancePath:instancePath+"/spo2",parentData:data,parentDataProperty:"spo2",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate180.errors : vErrors.concat(validate180.errors);
errors = vErrors.length;
}
const _errs26 = errors;
const _errs27 = errors;
const vSchema5 = schema36.properties.spo2.not.enum;
if(!(((data7 === null) || (func0(data7, vSchema5[1]))) || (func0(data7, vSchema5[2])))){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var valid6 = _errs27 === errors;
if(valid6){
const err27 = {instancePath:instancePath+"/spo2",schemaPath:"#/properties/spo2/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema36.properties.spo2.not,parentSchema:schema36.properties.spo2,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
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
for(const err28 of vErrors){
if((((((err28.keyword !== "errorMessage") && (!err28.emUsed)) && (err28.instancePath === instancePath+"/spo2")) && (err28.keyword in emErrors5)) && (err28.schemaPath.indexOf("#/properties/spo2") === 0)) && (/^\/[^\/]*$/.test(err28.schemaPath.slice(17)))){
emErrors5[err28.keyword].push(err28);
err28.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err29 = {instancePath:instancePath+"/spo2",schemaPath:"#/properties/spo2/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema36.properties.spo2.errorMessage[key5],schema:schema36.properties.spo2.errorMessage,parentSchema:schema36.properties.spo2,data:data7};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
const emErrs5 = [];
for(const err30 of vErrors){
if(!err30.emUsed){
emErrs5.push(err30);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"type":[]};
const templates6 = {};
for(const err32 of vErrors){
if((((((err32.keyword !== "errorMessage") && (!err32.emUsed)) && (err32.instancePath === instancePath)) && (err32.keyword in emErrors6)) && (err32.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err32.schemaPath.slice(1)))){
emErrors6[err32.keyword].push(err32);
err32.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err33 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema36.errorMessage[key6],schema:schema36.errorMessage,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
const emErrors7 = {"required":{"date":[]}};
const templates7 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err34 of vErrors){
if((((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && (err34.instancePath === instancePath)) && (err34.keyword in emErrors7)) && (err34.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err34.schemaPath.slice(1)))){
emPropParams0 = obj0[err34.keyword];
emParamsErrors0 = emErrors7[err34.keyword][err34.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err34);
err34.emUsed = true;
}
}
}
for(const key7 in emErrors7){
for(const keyProp0 in emErrors7[key7]){
emParamsErrors0 = emErrors7[key7][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates7[key7] && templates7[key7][keyProp0];
const err35 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema36.errorMessage[key7][keyProp0],schema:schema36.errorMessage,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
const emErrs6 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs6.push(err36);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"date":true,"activity":true,"heart_rate":true,"sleep":true,"stress":true,"respiration_rate":true,"temperature":true,"spo2":true},"dynamicProps":false,"dynamicItems":false};

const response = validate198;
const schema93 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/response.schema.json","title":"GET /user-summaries response","description":"The response body of GET /user-summaries in one of the three accepted envelopes: the Laravel length-aware paginator (what the live API sends), the resource collection {data, links, meta}, or a bare array of summaries.","$comment":"The contract does not show the envelope; decisions.md 'The response' names the three accepted shapes.","anyOf":[{"$ref":"#/$defs/paginator"},{"$ref":"#/$defs/collection"},{"$ref":"#/$defs/bare"}],"x-rule":"envelope","$defs":{"summaries":{"description":"The list of summaries.","type":"array","items":{"$ref":"user-summary.schema.json"},"errorMessage":{"type":"must be an array"}},"paginator":{"title":"Laravel length-aware paginator","description":"{current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path, per_page, prev_page_url, to, total}","type":"object","required":["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"],"properties":{"current_page":{"description":"integer; the page served","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"first_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"from":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"last_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"next_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"path":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"prev_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"to":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"errorMessage":{"type":"must be an object","required":{"current_page":"is required","data":"is required","first_page_url":"is required","from":"is required","last_page":"is required","last_page_url":"is required","next_page_url":"is required","path":"is required","per_page":"is required","prev_page_url":"is required","to":"is required","total":"is required"}}},"collection":{"title":"Resource collection","description":"{data, links, meta}","type":"object","required":["data","links","meta"],"properties":{"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"links":{"description":"object","type":"object","required":["first","last","prev","next"],"properties":{"first":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"last":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"prev":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"next":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}}},"x-missing":"required","errorMessage":{"type":"must be an object","required":{"first":"is required","last":"is required","prev":"is required","next":"is required"}}},"meta":{"description":"object","type":"object","required":["current_page","from","last_page","path","per_page","to","total"],"properties":{"current_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"from":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"path":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"to":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"links":{"description":"array of page links (optional)","type":"array","errorMessage":{"type":"must be an array"}}},"x-missing":"required","errorMessage":{"type":"must be an object","required":{"current_page":"is required","from":"is required","last_page":"is required","path":"is required","per_page":"is required","to":"is required","total":"is required"}}}},"errorMessage":{"type":"must be an object","required":{"data":"is required","links":"is required","meta":"is required"}}},"bare":{"title":"Bare array","description":"A bare array of summaries.","$ref":"#/$defs/summaries"}},"errorMessage":{"anyOf":"must be a Laravel paginator, a {data, links, meta} object or an array of summaries"}};
const schema94 = {"title":"Laravel length-aware paginator","description":"{current_page, data, first_page_url, from, last_page, last_page_url, next_page_url, path, per_page, prev_page_url, to, total}","type":"object","required":["current_page","data","first_page_url","from","last_page","last_page_url","next_page_url","path","per_page","prev_page_url","to","total"],"properties":{"current_page":{"description":"integer; the page served","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"first_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"from":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"last_page_url":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"next_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"path":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"prev_page_url":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"to":{"description":"integer, nullable (null on an empty page)","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"}},"errorMessage":{"type":"must be an object","required":{"current_page":"is required","data":"is required","first_page_url":"is required","from":"is required","last_page":"is required","last_page_url":"is required","next_page_url":"is required","path":"is required","per_page":"is required","prev_page_url":"is required","to":"is required","total":"is required"}}};

function validate200(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate200.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema41.errorMessage[key0],schema:schema41.errorMessage,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate200.errors = vErrors;
return errors === 0;
}
validate200.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema96 = {"description":"The list of summaries.","type":"array","items":{"$ref":"user-summary.schema.json"},"errorMessage":{"type":"must be an array"}};

function validate202(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate202.evaluated;
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema96.type,parentSchema:schema96,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema96.errorMessage[key0],schema:schema96.errorMessage,parentSchema:schema96,data};
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
validate202.errors = vErrors;
return errors === 0;
}
validate202.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate205(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate205.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema43.type},message:"must be integer,null",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 9007199254740991 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < -9007199254740991 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: -9007199254740991},message:"must be >= -9007199254740991",schema:-9007199254740991,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"type":[],"minimum":[],"maximum":[]};
const templates0 = {};
for(const err3 of vErrors){
if((((((err3.keyword !== "errorMessage") && (!err3.emUsed)) && (err3.instancePath === instancePath)) && (err3.keyword in emErrors0)) && (err3.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err3.schemaPath.slice(1)))){
emErrors0[err3.keyword].push(err3);
err3.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err4 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema43.errorMessage[key0],schema:schema43.errorMessage,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
const emErrs0 = [];
for(const err5 of vErrors){
if(!err5.emUsed){
emErrs0.push(err5);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate205.errors = vErrors;
return errors === 0;
}
validate205.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate199(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate199.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.current_page === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.first_page_url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_page_url"},message:"must have required property '"+"first_page_url"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.from === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.last_page === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.last_page_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page_url"},message:"must have required property '"+"last_page_url"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.next_page_url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_page_url"},message:"must have required property '"+"next_page_url"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.path === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.per_page === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.prev_page_url === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prev_page_url"},message:"must have required property '"+"prev_page_url"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.to === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.total === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.current_page !== undefined){
if(!(validate200(data.current_page, {instancePath:instancePath+"/current_page",parentData:data,parentDataProperty:"current_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data.data !== undefined){
if(!(validate202(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
errors = vErrors.length;
}
}
if(data.first_page_url !== undefined){
let data2 = data.first_page_url;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema94.properties.first_page_url.type,parentSchema:schema94.properties.first_page_url,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/first_page_url")) && (err13.keyword in emErrors0)) && (err13.schemaPath.indexOf("#/properties/first_page_url") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(27)))){
emErrors0[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err14 = {instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema94.properties.first_page_url.errorMessage[key0],schema:schema94.properties.first_page_url.errorMessage,parentSchema:schema94.properties.first_page_url,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs0 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs0.push(err15);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.from !== undefined){
if(!(validate205(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate205.errors : vErrors.concat(validate205.errors);
errors = vErrors.length;
}
}
if(data.last_page !== undefined){
if(!(validate200(data.last_page, {instancePath:instancePath+"/last_page",parentData:data,parentDataProperty:"last_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data.last_page_url !== undefined){
let data5 = data.last_page_url;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema94.properties.last_page_url.type,parentSchema:schema94.properties.last_page_url,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/last_page_url")) && (err17.keyword in emErrors1)) && (err17.schemaPath.indexOf("#/properties/last_page_url") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(26)))){
emErrors1[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err18 = {instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema94.properties.last_page_url.errorMessage[key1],schema:schema94.properties.last_page_url.errorMessage,parentSchema:schema94.properties.last_page_url,data:data5};
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
if(data.next_page_url !== undefined){
let data6 = data.next_page_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err20 = {instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/type",keyword:"type",params:{type: schema94.properties.next_page_url.type},message:"must be string,null",schema:schema94.properties.next_page_url.type,parentSchema:schema94.properties.next_page_url,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath+"/next_page_url")) && (err21.keyword in emErrors2)) && (err21.schemaPath.indexOf("#/properties/next_page_url") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(26)))){
emErrors2[err21.keyword].push(err21);
err21.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err22 = {instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema94.properties.next_page_url.errorMessage[key2],schema:schema94.properties.next_page_url.errorMessage,parentSchema:schema94.properties.next_page_url,data:data6};
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
if(data.path !== undefined){
let data7 = data.path;
if(typeof data7 !== "string"){
const err24 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema94.properties.path.type,parentSchema:schema94.properties.path,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/path")) && (err25.keyword in emErrors3)) && (err25.schemaPath.indexOf("#/properties/path") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(17)))){
emErrors3[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err26 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema94.properties.path.errorMessage[key3],schema:schema94.properties.path.errorMessage,parentSchema:schema94.properties.path,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs3 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs3.push(err27);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.per_page !== undefined){
if(!(validate200(data.per_page, {instancePath:instancePath+"/per_page",parentData:data,parentDataProperty:"per_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data.prev_page_url !== undefined){
let data9 = data.prev_page_url;
if((typeof data9 !== "string") && (data9 !== null)){
const err28 = {instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/type",keyword:"type",params:{type: schema94.properties.prev_page_url.type},message:"must be string,null",schema:schema94.properties.prev_page_url.type,parentSchema:schema94.properties.prev_page_url,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/prev_page_url")) && (err29.keyword in emErrors4)) && (err29.schemaPath.indexOf("#/properties/prev_page_url") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(26)))){
emErrors4[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err30 = {instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema94.properties.prev_page_url.errorMessage[key4],schema:schema94.properties.prev_page_url.errorMessage,parentSchema:schema94.properties.prev_page_url,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
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
}
if(data.to !== undefined){
if(!(validate205(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate205.errors : vErrors.concat(validate205.errors);
errors = vErrors.length;
}
}
if(data.total !== undefined){
if(!(validate200(data.total, {instancePath:instancePath+"/total",parentData:data,parentDataProperty:"total",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema94.type,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[]};
const templates5 = {};
for(const err33 of vErrors){
if((((((err33.keyword !== "errorMessage") && (!err33.emUsed)) && (err33.instancePath === instancePath)) && (err33.keyword in emErrors5)) && (err33.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err33.schemaPath.slice(1)))){
emErrors5[err33.keyword].push(err33);
err33.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err34 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema94.errorMessage[key5],schema:schema94.errorMessage,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
const emErrors6 = {"required":{"current_page":[],"data":[],"first_page_url":[],"from":[],"last_page":[],"last_page_url":[],"next_page_url":[],"path":[],"per_page":[],"prev_page_url":[],"to":[],"total":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath)) && (err35.keyword in emErrors6)) && (err35.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(1)))){
emPropParams0 = obj0[err35.keyword];
emParamsErrors0 = emErrors6[err35.keyword][err35.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err35);
err35.emUsed = true;
}
}
}
for(const key6 in emErrors6){
for(const keyProp0 in emErrors6[key6]){
emParamsErrors0 = emErrors6[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key6] && templates6[key6][keyProp0];
const err36 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema94.errorMessage[key6][keyProp0],schema:schema94.errorMessage,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err37 of vErrors){
if(!err37.emUsed){
emErrs5.push(err37);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate199.errors = vErrors;
return errors === 0;
}
validate199.evaluated = {"props":{"current_page":true,"data":true,"first_page_url":true,"from":true,"last_page":true,"last_page_url":true,"next_page_url":true,"path":true,"per_page":true,"prev_page_url":true,"to":true,"total":true},"dynamicProps":false,"dynamicItems":false};

const schema98 = {"title":"Resource collection","description":"{data, links, meta}","type":"object","required":["data","links","meta"],"properties":{"data":{"description":"array of User Summary","$ref":"#/$defs/summaries","x-missing":"required"},"links":{"description":"object","type":"object","required":["first","last","prev","next"],"properties":{"first":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"last":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"prev":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}},"next":{"description":"string (a URL) or null","type":["string","null"],"x-missing":"required","errorMessage":{"type":"must be a string or null"}}},"x-missing":"required","errorMessage":{"type":"must be an object","required":{"first":"is required","last":"is required","prev":"is required","next":"is required"}}},"meta":{"description":"object","type":"object","required":["current_page","from","last_page","path","per_page","to","total"],"properties":{"current_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"from":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"last_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"path":{"description":"string (a URL)","type":"string","x-missing":"required","errorMessage":{"type":"must be a string"}},"per_page":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"to":{"description":"integer, nullable","$ref":"common.schema.json#/$defs/nullableInteger","x-missing":"required"},"total":{"description":"integer","$ref":"common.schema.json#/$defs/integer","x-missing":"required"},"links":{"description":"array of page links (optional)","type":"array","errorMessage":{"type":"must be an array"}}},"x-missing":"required","errorMessage":{"type":"must be an object","required":{"current_page":"is required","from":"is required","last_page":"is required","path":"is required","per_page":"is required","to":"is required","total":"is required"}}}},"errorMessage":{"type":"must be an object","required":{"data":"is required","links":"is required","meta":"is required"}}};

function validate212(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate212.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema98.required,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.links === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'",schema:schema98.required,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.meta === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'",schema:schema98.required,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.data !== undefined){
if(!(validate202(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
errors = vErrors.length;
}
}
if(data.links !== undefined){
let data1 = data.links;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.first === undefined){
const err3 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "first"},message:"must have required property '"+"first"+"'",schema:schema98.properties.links.required,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.last === undefined){
const err4 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "last"},message:"must have required property '"+"last"+"'",schema:schema98.properties.links.required,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.prev === undefined){
const err5 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "prev"},message:"must have required property '"+"prev"+"'",schema:schema98.properties.links.required,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.next === undefined){
const err6 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "next"},message:"must have required property '"+"next"+"'",schema:schema98.properties.links.required,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.first !== undefined){
let data2 = data1.first;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/type",keyword:"type",params:{type: schema98.properties.links.properties.first.type},message:"must be string,null",schema:schema98.properties.links.properties.first.type,parentSchema:schema98.properties.links.properties.first,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/links/first")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("#/properties/links/properties/first") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(35)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err9 = {instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema98.properties.links.properties.first.errorMessage[key0],schema:schema98.properties.links.properties.first.errorMessage,parentSchema:schema98.properties.links.properties.first,data:data2};
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
if(data1.last !== undefined){
let data3 = data1.last;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/type",keyword:"type",params:{type: schema98.properties.links.properties.last.type},message:"must be string,null",schema:schema98.properties.links.properties.last.type,parentSchema:schema98.properties.links.properties.last,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/links/last")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/links/properties/last") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(34)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema98.properties.links.properties.last.errorMessage[key1],schema:schema98.properties.links.properties.last.errorMessage,parentSchema:schema98.properties.links.properties.last,data:data3};
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
if(data1.prev !== undefined){
let data4 = data1.prev;
if((typeof data4 !== "string") && (data4 !== null)){
const err15 = {instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/type",keyword:"type",params:{type: schema98.properties.links.properties.prev.type},message:"must be string,null",schema:schema98.properties.links.properties.prev.type,parentSchema:schema98.properties.links.properties.prev,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath+"/links/prev")) && (err16.keyword in emErrors2)) && (err16.schemaPath.indexOf("#/properties/links/properties/prev") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(34)))){
emErrors2[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err17 = {instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema98.properties.links.properties.prev.errorMessage[key2],schema:schema98.properties.links.properties.prev.errorMessage,parentSchema:schema98.properties.links.properties.prev,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
const emErrs2 = [];
for(const err18 of vErrors){
if(!err18.emUsed){
emErrs2.push(err18);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data1.next !== undefined){
let data5 = data1.next;
if((typeof data5 !== "string") && (data5 !== null)){
const err19 = {instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/type",keyword:"type",params:{type: schema98.properties.links.properties.next.type},message:"must be string,null",schema:schema98.properties.links.properties.next.type,parentSchema:schema98.properties.links.properties.next,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/links/next")) && (err20.keyword in emErrors3)) && (err20.schemaPath.indexOf("#/properties/links/properties/next") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(34)))){
emErrors3[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err21 = {instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema98.properties.links.properties.next.errorMessage[key3],schema:schema98.properties.links.properties.next.errorMessage,parentSchema:schema98.properties.links.properties.next,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs3 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs3.push(err22);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema98.properties.links.type,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/links")) && (err24.keyword in emErrors4)) && (err24.schemaPath.indexOf("#/properties/links") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(18)))){
emErrors4[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err25 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema98.properties.links.errorMessage[key4],schema:schema98.properties.links.errorMessage,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrors5 = {"required":{"first":[],"last":[],"prev":[],"next":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath+"/links")) && (err26.keyword in emErrors5)) && (err26.schemaPath.indexOf("#/properties/links") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(18)))){
emPropParams0 = obj0[err26.keyword];
emParamsErrors0 = emErrors5[err26.keyword][err26.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err26);
err26.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err27 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema98.properties.links.errorMessage[key5][keyProp0],schema:schema98.properties.links.errorMessage,parentSchema:schema98.properties.links,data:data1};
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
const emErrs4 = [];
for(const err28 of vErrors){
if(!err28.emUsed){
emErrs4.push(err28);
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
const err29 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6.from === undefined){
const err30 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data6.last_page === undefined){
const err31 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6.path === undefined){
const err32 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data6.per_page === undefined){
const err33 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data6.to === undefined){
const err34 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data6.total === undefined){
const err35 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data6.current_page !== undefined){
if(!(validate200(data6.current_page, {instancePath:instancePath+"/meta/current_page",parentData:data6,parentDataProperty:"current_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data6.from !== undefined){
if(!(validate205(data6.from, {instancePath:instancePath+"/meta/from",parentData:data6,parentDataProperty:"from",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate205.errors : vErrors.concat(validate205.errors);
errors = vErrors.length;
}
}
if(data6.last_page !== undefined){
if(!(validate200(data6.last_page, {instancePath:instancePath+"/meta/last_page",parentData:data6,parentDataProperty:"last_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data6.path !== undefined){
let data10 = data6.path;
if(typeof data10 !== "string"){
const err36 = {instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema98.properties.meta.properties.path.type,parentSchema:schema98.properties.meta.properties.path,data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"type":[]};
const templates6 = {};
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath+"/meta/path")) && (err37.keyword in emErrors6)) && (err37.schemaPath.indexOf("#/properties/meta/properties/path") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(33)))){
emErrors6[err37.keyword].push(err37);
err37.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err38 = {instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema98.properties.meta.properties.path.errorMessage[key6],schema:schema98.properties.meta.properties.path.errorMessage,parentSchema:schema98.properties.meta.properties.path,data:data10};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
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
}
if(data6.per_page !== undefined){
if(!(validate200(data6.per_page, {instancePath:instancePath+"/meta/per_page",parentData:data6,parentDataProperty:"per_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data6.to !== undefined){
if(!(validate205(data6.to, {instancePath:instancePath+"/meta/to",parentData:data6,parentDataProperty:"to",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate205.errors : vErrors.concat(validate205.errors);
errors = vErrors.length;
}
}
if(data6.total !== undefined){
if(!(validate200(data6.total, {instancePath:instancePath+"/meta/total",parentData:data6,parentDataProperty:"total",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data6.links !== undefined){
let data14 = data6.links;
if(!(Array.isArray(data14))){
const err40 = {instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema98.properties.meta.properties.links.type,parentSchema:schema98.properties.meta.properties.links,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"type":[]};
const templates7 = {};
for(const err41 of vErrors){
if((((((err41.keyword !== "errorMessage") && (!err41.emUsed)) && (err41.instancePath === instancePath+"/meta/links")) && (err41.keyword in emErrors7)) && (err41.schemaPath.indexOf("#/properties/meta/properties/links") === 0)) && (/^\/[^\/]*$/.test(err41.schemaPath.slice(34)))){
emErrors7[err41.keyword].push(err41);
err41.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err42 = {instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema98.properties.meta.properties.links.errorMessage[key7],schema:schema98.properties.meta.properties.links.errorMessage,parentSchema:schema98.properties.meta.properties.links,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
const emErrs6 = [];
for(const err43 of vErrors){
if(!err43.emUsed){
emErrs6.push(err43);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
}
else {
const err44 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema98.properties.meta.type,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"type":[]};
const templates8 = {};
for(const err45 of vErrors){
if((((((err45.keyword !== "errorMessage") && (!err45.emUsed)) && (err45.instancePath === instancePath+"/meta")) && (err45.keyword in emErrors8)) && (err45.schemaPath.indexOf("#/properties/meta") === 0)) && (/^\/[^\/]*$/.test(err45.schemaPath.slice(17)))){
emErrors8[err45.keyword].push(err45);
err45.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err46 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema98.properties.meta.errorMessage[key8],schema:schema98.properties.meta.errorMessage,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
const emErrors9 = {"required":{"current_page":[],"from":[],"last_page":[],"path":[],"per_page":[],"to":[],"total":[]}};
const templates9 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err47 of vErrors){
if((((((err47.keyword !== "errorMessage") && (!err47.emUsed)) && (err47.instancePath === instancePath+"/meta")) && (err47.keyword in emErrors9)) && (err47.schemaPath.indexOf("#/properties/meta") === 0)) && (/^\/[^\/]*$/.test(err47.schemaPath.slice(17)))){
emPropParams1 = obj0[err47.keyword];
emParamsErrors1 = emErrors9[err47.keyword][err47.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err47);
err47.emUsed = true;
}
}
}
for(const key9 in emErrors9){
for(const keyProp1 in emErrors9[key9]){
emParamsErrors1 = emErrors9[key9][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates9[key9] && templates9[key9][keyProp1];
const err48 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema98.properties.meta.errorMessage[key9][keyProp1],schema:schema98.properties.meta.errorMessage,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
const emErrs7 = [];
for(const err49 of vErrors){
if(!err49.emUsed){
emErrs7.push(err49);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema98.type,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"type":[]};
const templates10 = {};
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath)) && (err51.keyword in emErrors10)) && (err51.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(1)))){
emErrors10[err51.keyword].push(err51);
err51.emUsed = true;
}
}
for(const key10 in emErrors10){
if(emErrors10[key10].length){
const err52 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key10]},message:key10 in templates10 ? templates10[key10]() : schema98.errorMessage[key10],schema:schema98.errorMessage,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
const emErrors11 = {"required":{"data":[],"links":[],"meta":[]}};
const templates11 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath)) && (err53.keyword in emErrors11)) && (err53.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(1)))){
emPropParams2 = obj0[err53.keyword];
emParamsErrors2 = emErrors11[err53.keyword][err53.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err53);
err53.emUsed = true;
}
}
}
for(const key11 in emErrors11){
for(const keyProp2 in emErrors11[key11]){
emParamsErrors2 = emErrors11[key11][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates11[key11] && templates11[key11][keyProp2];
const err54 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema98.errorMessage[key11][keyProp2],schema:schema98.errorMessage,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
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
validate212.errors = vErrors;
return errors === 0;
}
validate212.evaluated = {"props":{"data":true,"links":true,"meta":true},"dynamicProps":false,"dynamicItems":false};


function validate221(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate221.evaluated;
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema96.type,parentSchema:schema96,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema96.errorMessage[key0],schema:schema96.errorMessage,parentSchema:schema96,data};
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
validate221.errors = vErrors;
return errors === 0;
}
validate221.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate198(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/response.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate198.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = false;
const _errs2 = errors;
if(!(validate199(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate199.errors : vErrors.concat(validate199.errors);
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
if(!(validate212(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate212.errors : vErrors.concat(validate212.errors);
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
if(!(validate221(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate221.errors : vErrors.concat(validate221.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var items0 = true;
}
if(!valid0){
const err0 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema93.anyOf,parentSchema:schema93,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema93.errorMessage[key0],schema:schema93.errorMessage,parentSchema:schema93,data};
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
validate198.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate198.evaluated = {"dynamicProps":true,"dynamicItems":true};

const paginator = validate224;

function validate224(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate224.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.current_page === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.first_page_url === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "first_page_url"},message:"must have required property '"+"first_page_url"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.from === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.last_page === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.last_page_url === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "last_page_url"},message:"must have required property '"+"last_page_url"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.next_page_url === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "next_page_url"},message:"must have required property '"+"next_page_url"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.path === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.per_page === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.prev_page_url === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "prev_page_url"},message:"must have required property '"+"prev_page_url"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.to === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.total === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema94.required,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.current_page !== undefined){
if(!(validate200(data.current_page, {instancePath:instancePath+"/current_page",parentData:data,parentDataProperty:"current_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data.data !== undefined){
if(!(validate202(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
errors = vErrors.length;
}
}
if(data.first_page_url !== undefined){
let data2 = data.first_page_url;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema94.properties.first_page_url.type,parentSchema:schema94.properties.first_page_url,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/first_page_url")) && (err13.keyword in emErrors0)) && (err13.schemaPath.indexOf("#/properties/first_page_url") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(27)))){
emErrors0[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err14 = {instancePath:instancePath+"/first_page_url",schemaPath:"#/properties/first_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema94.properties.first_page_url.errorMessage[key0],schema:schema94.properties.first_page_url.errorMessage,parentSchema:schema94.properties.first_page_url,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs0 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs0.push(err15);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.from !== undefined){
if(!(validate205(data.from, {instancePath:instancePath+"/from",parentData:data,parentDataProperty:"from",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate205.errors : vErrors.concat(validate205.errors);
errors = vErrors.length;
}
}
if(data.last_page !== undefined){
if(!(validate200(data.last_page, {instancePath:instancePath+"/last_page",parentData:data,parentDataProperty:"last_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data.last_page_url !== undefined){
let data5 = data.last_page_url;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema94.properties.last_page_url.type,parentSchema:schema94.properties.last_page_url,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/last_page_url")) && (err17.keyword in emErrors1)) && (err17.schemaPath.indexOf("#/properties/last_page_url") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(26)))){
emErrors1[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err18 = {instancePath:instancePath+"/last_page_url",schemaPath:"#/properties/last_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema94.properties.last_page_url.errorMessage[key1],schema:schema94.properties.last_page_url.errorMessage,parentSchema:schema94.properties.last_page_url,data:data5};
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
if(data.next_page_url !== undefined){
let data6 = data.next_page_url;
if((typeof data6 !== "string") && (data6 !== null)){
const err20 = {instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/type",keyword:"type",params:{type: schema94.properties.next_page_url.type},message:"must be string,null",schema:schema94.properties.next_page_url.type,parentSchema:schema94.properties.next_page_url,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err21 of vErrors){
if((((((err21.keyword !== "errorMessage") && (!err21.emUsed)) && (err21.instancePath === instancePath+"/next_page_url")) && (err21.keyword in emErrors2)) && (err21.schemaPath.indexOf("#/properties/next_page_url") === 0)) && (/^\/[^\/]*$/.test(err21.schemaPath.slice(26)))){
emErrors2[err21.keyword].push(err21);
err21.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err22 = {instancePath:instancePath+"/next_page_url",schemaPath:"#/properties/next_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema94.properties.next_page_url.errorMessage[key2],schema:schema94.properties.next_page_url.errorMessage,parentSchema:schema94.properties.next_page_url,data:data6};
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
if(data.path !== undefined){
let data7 = data.path;
if(typeof data7 !== "string"){
const err24 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema94.properties.path.type,parentSchema:schema94.properties.path,data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/path")) && (err25.keyword in emErrors3)) && (err25.schemaPath.indexOf("#/properties/path") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(17)))){
emErrors3[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err26 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema94.properties.path.errorMessage[key3],schema:schema94.properties.path.errorMessage,parentSchema:schema94.properties.path,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs3 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs3.push(err27);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.per_page !== undefined){
if(!(validate200(data.per_page, {instancePath:instancePath+"/per_page",parentData:data,parentDataProperty:"per_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data.prev_page_url !== undefined){
let data9 = data.prev_page_url;
if((typeof data9 !== "string") && (data9 !== null)){
const err28 = {instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/type",keyword:"type",params:{type: schema94.properties.prev_page_url.type},message:"must be string,null",schema:schema94.properties.prev_page_url.type,parentSchema:schema94.properties.prev_page_url,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/prev_page_url")) && (err29.keyword in emErrors4)) && (err29.schemaPath.indexOf("#/properties/prev_page_url") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(26)))){
emErrors4[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err30 = {instancePath:instancePath+"/prev_page_url",schemaPath:"#/properties/prev_page_url/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema94.properties.prev_page_url.errorMessage[key4],schema:schema94.properties.prev_page_url.errorMessage,parentSchema:schema94.properties.prev_page_url,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
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
}
if(data.to !== undefined){
if(!(validate205(data.to, {instancePath:instancePath+"/to",parentData:data,parentDataProperty:"to",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate205.errors : vErrors.concat(validate205.errors);
errors = vErrors.length;
}
}
if(data.total !== undefined){
if(!(validate200(data.total, {instancePath:instancePath+"/total",parentData:data,parentDataProperty:"total",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema94.type,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[]};
const templates5 = {};
for(const err33 of vErrors){
if((((((err33.keyword !== "errorMessage") && (!err33.emUsed)) && (err33.instancePath === instancePath)) && (err33.keyword in emErrors5)) && (err33.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err33.schemaPath.slice(1)))){
emErrors5[err33.keyword].push(err33);
err33.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err34 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema94.errorMessage[key5],schema:schema94.errorMessage,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
const emErrors6 = {"required":{"current_page":[],"data":[],"first_page_url":[],"from":[],"last_page":[],"last_page_url":[],"next_page_url":[],"path":[],"per_page":[],"prev_page_url":[],"to":[],"total":[]}};
const templates6 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath)) && (err35.keyword in emErrors6)) && (err35.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(1)))){
emPropParams0 = obj0[err35.keyword];
emParamsErrors0 = emErrors6[err35.keyword][err35.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err35);
err35.emUsed = true;
}
}
}
for(const key6 in emErrors6){
for(const keyProp0 in emErrors6[key6]){
emParamsErrors0 = emErrors6[key6][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates6[key6] && templates6[key6][keyProp0];
const err36 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema94.errorMessage[key6][keyProp0],schema:schema94.errorMessage,parentSchema:schema94,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err37 of vErrors){
if(!err37.emUsed){
emErrs5.push(err37);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate224.errors = vErrors;
return errors === 0;
}
validate224.evaluated = {"props":{"current_page":true,"data":true,"first_page_url":true,"from":true,"last_page":true,"last_page_url":true,"next_page_url":true,"path":true,"per_page":true,"prev_page_url":true,"to":true,"total":true},"dynamicProps":false,"dynamicItems":false};

const collection = validate232;

function validate232(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate232.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.data === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema98.required,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.links === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "links"},message:"must have required property '"+"links"+"'",schema:schema98.required,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.meta === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "meta"},message:"must have required property '"+"meta"+"'",schema:schema98.required,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.data !== undefined){
if(!(validate202(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate202.errors : vErrors.concat(validate202.errors);
errors = vErrors.length;
}
}
if(data.links !== undefined){
let data1 = data.links;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.first === undefined){
const err3 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "first"},message:"must have required property '"+"first"+"'",schema:schema98.properties.links.required,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.last === undefined){
const err4 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "last"},message:"must have required property '"+"last"+"'",schema:schema98.properties.links.required,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.prev === undefined){
const err5 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "prev"},message:"must have required property '"+"prev"+"'",schema:schema98.properties.links.required,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.next === undefined){
const err6 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/required",keyword:"required",params:{missingProperty: "next"},message:"must have required property '"+"next"+"'",schema:schema98.properties.links.required,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.first !== undefined){
let data2 = data1.first;
if((typeof data2 !== "string") && (data2 !== null)){
const err7 = {instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/type",keyword:"type",params:{type: schema98.properties.links.properties.first.type},message:"must be string,null",schema:schema98.properties.links.properties.first.type,parentSchema:schema98.properties.links.properties.first,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/links/first")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("#/properties/links/properties/first") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(35)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err9 = {instancePath:instancePath+"/links/first",schemaPath:"#/properties/links/properties/first/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema98.properties.links.properties.first.errorMessage[key0],schema:schema98.properties.links.properties.first.errorMessage,parentSchema:schema98.properties.links.properties.first,data:data2};
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
if(data1.last !== undefined){
let data3 = data1.last;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/type",keyword:"type",params:{type: schema98.properties.links.properties.last.type},message:"must be string,null",schema:schema98.properties.links.properties.last.type,parentSchema:schema98.properties.links.properties.last,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/links/last")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/links/properties/last") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(34)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/links/last",schemaPath:"#/properties/links/properties/last/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema98.properties.links.properties.last.errorMessage[key1],schema:schema98.properties.links.properties.last.errorMessage,parentSchema:schema98.properties.links.properties.last,data:data3};
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
if(data1.prev !== undefined){
let data4 = data1.prev;
if((typeof data4 !== "string") && (data4 !== null)){
const err15 = {instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/type",keyword:"type",params:{type: schema98.properties.links.properties.prev.type},message:"must be string,null",schema:schema98.properties.links.properties.prev.type,parentSchema:schema98.properties.links.properties.prev,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[]};
const templates2 = {};
for(const err16 of vErrors){
if((((((err16.keyword !== "errorMessage") && (!err16.emUsed)) && (err16.instancePath === instancePath+"/links/prev")) && (err16.keyword in emErrors2)) && (err16.schemaPath.indexOf("#/properties/links/properties/prev") === 0)) && (/^\/[^\/]*$/.test(err16.schemaPath.slice(34)))){
emErrors2[err16.keyword].push(err16);
err16.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err17 = {instancePath:instancePath+"/links/prev",schemaPath:"#/properties/links/properties/prev/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema98.properties.links.properties.prev.errorMessage[key2],schema:schema98.properties.links.properties.prev.errorMessage,parentSchema:schema98.properties.links.properties.prev,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
const emErrs2 = [];
for(const err18 of vErrors){
if(!err18.emUsed){
emErrs2.push(err18);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data1.next !== undefined){
let data5 = data1.next;
if((typeof data5 !== "string") && (data5 !== null)){
const err19 = {instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/type",keyword:"type",params:{type: schema98.properties.links.properties.next.type},message:"must be string,null",schema:schema98.properties.links.properties.next.type,parentSchema:schema98.properties.links.properties.next,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/links/next")) && (err20.keyword in emErrors3)) && (err20.schemaPath.indexOf("#/properties/links/properties/next") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(34)))){
emErrors3[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err21 = {instancePath:instancePath+"/links/next",schemaPath:"#/properties/links/properties/next/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema98.properties.links.properties.next.errorMessage[key3],schema:schema98.properties.links.properties.next.errorMessage,parentSchema:schema98.properties.links.properties.next,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs3 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs3.push(err22);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
}
else {
const err23 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema98.properties.links.type,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[]};
const templates4 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/links")) && (err24.keyword in emErrors4)) && (err24.schemaPath.indexOf("#/properties/links") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(18)))){
emErrors4[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err25 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema98.properties.links.errorMessage[key4],schema:schema98.properties.links.errorMessage,parentSchema:schema98.properties.links,data:data1};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrors5 = {"required":{"first":[],"last":[],"prev":[],"next":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath+"/links")) && (err26.keyword in emErrors5)) && (err26.schemaPath.indexOf("#/properties/links") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(18)))){
emPropParams0 = obj0[err26.keyword];
emParamsErrors0 = emErrors5[err26.keyword][err26.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err26);
err26.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err27 = {instancePath:instancePath+"/links",schemaPath:"#/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema98.properties.links.errorMessage[key5][keyProp0],schema:schema98.properties.links.errorMessage,parentSchema:schema98.properties.links,data:data1};
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
const emErrs4 = [];
for(const err28 of vErrors){
if(!err28.emUsed){
emErrs4.push(err28);
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
const err29 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "current_page"},message:"must have required property '"+"current_page"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data6.from === undefined){
const err30 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data6.last_page === undefined){
const err31 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "last_page"},message:"must have required property '"+"last_page"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data6.path === undefined){
const err32 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data6.per_page === undefined){
const err33 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "per_page"},message:"must have required property '"+"per_page"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data6.to === undefined){
const err34 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data6.total === undefined){
const err35 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema98.properties.meta.required,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data6.current_page !== undefined){
if(!(validate200(data6.current_page, {instancePath:instancePath+"/meta/current_page",parentData:data6,parentDataProperty:"current_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data6.from !== undefined){
if(!(validate205(data6.from, {instancePath:instancePath+"/meta/from",parentData:data6,parentDataProperty:"from",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate205.errors : vErrors.concat(validate205.errors);
errors = vErrors.length;
}
}
if(data6.last_page !== undefined){
if(!(validate200(data6.last_page, {instancePath:instancePath+"/meta/last_page",parentData:data6,parentDataProperty:"last_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data6.path !== undefined){
let data10 = data6.path;
if(typeof data10 !== "string"){
const err36 = {instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema98.properties.meta.properties.path.type,parentSchema:schema98.properties.meta.properties.path,data:data10};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"type":[]};
const templates6 = {};
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath+"/meta/path")) && (err37.keyword in emErrors6)) && (err37.schemaPath.indexOf("#/properties/meta/properties/path") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(33)))){
emErrors6[err37.keyword].push(err37);
err37.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err38 = {instancePath:instancePath+"/meta/path",schemaPath:"#/properties/meta/properties/path/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema98.properties.meta.properties.path.errorMessage[key6],schema:schema98.properties.meta.properties.path.errorMessage,parentSchema:schema98.properties.meta.properties.path,data:data10};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
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
}
if(data6.per_page !== undefined){
if(!(validate200(data6.per_page, {instancePath:instancePath+"/meta/per_page",parentData:data6,parentDataProperty:"per_page",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data6.to !== undefined){
if(!(validate205(data6.to, {instancePath:instancePath+"/meta/to",parentData:data6,parentDataProperty:"to",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate205.errors : vErrors.concat(validate205.errors);
errors = vErrors.length;
}
}
if(data6.total !== undefined){
if(!(validate200(data6.total, {instancePath:instancePath+"/meta/total",parentData:data6,parentDataProperty:"total",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate200.errors : vErrors.concat(validate200.errors);
errors = vErrors.length;
}
}
if(data6.links !== undefined){
let data14 = data6.links;
if(!(Array.isArray(data14))){
const err40 = {instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema98.properties.meta.properties.links.type,parentSchema:schema98.properties.meta.properties.links,data:data14};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"type":[]};
const templates7 = {};
for(const err41 of vErrors){
if((((((err41.keyword !== "errorMessage") && (!err41.emUsed)) && (err41.instancePath === instancePath+"/meta/links")) && (err41.keyword in emErrors7)) && (err41.schemaPath.indexOf("#/properties/meta/properties/links") === 0)) && (/^\/[^\/]*$/.test(err41.schemaPath.slice(34)))){
emErrors7[err41.keyword].push(err41);
err41.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err42 = {instancePath:instancePath+"/meta/links",schemaPath:"#/properties/meta/properties/links/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema98.properties.meta.properties.links.errorMessage[key7],schema:schema98.properties.meta.properties.links.errorMessage,parentSchema:schema98.properties.meta.properties.links,data:data14};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
const emErrs6 = [];
for(const err43 of vErrors){
if(!err43.emUsed){
emErrs6.push(err43);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
}
else {
const err44 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema98.properties.meta.type,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"type":[]};
const templates8 = {};
for(const err45 of vErrors){
if((((((err45.keyword !== "errorMessage") && (!err45.emUsed)) && (err45.instancePath === instancePath+"/meta")) && (err45.keyword in emErrors8)) && (err45.schemaPath.indexOf("#/properties/meta") === 0)) && (/^\/[^\/]*$/.test(err45.schemaPath.slice(17)))){
emErrors8[err45.keyword].push(err45);
err45.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err46 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema98.properties.meta.errorMessage[key8],schema:schema98.properties.meta.errorMessage,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
const emErrors9 = {"required":{"current_page":[],"from":[],"last_page":[],"path":[],"per_page":[],"to":[],"total":[]}};
const templates9 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err47 of vErrors){
if((((((err47.keyword !== "errorMessage") && (!err47.emUsed)) && (err47.instancePath === instancePath+"/meta")) && (err47.keyword in emErrors9)) && (err47.schemaPath.indexOf("#/properties/meta") === 0)) && (/^\/[^\/]*$/.test(err47.schemaPath.slice(17)))){
emPropParams1 = obj0[err47.keyword];
emParamsErrors1 = emErrors9[err47.keyword][err47.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err47);
err47.emUsed = true;
}
}
}
for(const key9 in emErrors9){
for(const keyProp1 in emErrors9[key9]){
emParamsErrors1 = emErrors9[key9][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates9[key9] && templates9[key9][keyProp1];
const err48 = {instancePath:instancePath+"/meta",schemaPath:"#/properties/meta/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema98.properties.meta.errorMessage[key9][keyProp1],schema:schema98.properties.meta.errorMessage,parentSchema:schema98.properties.meta,data:data6};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
const emErrs7 = [];
for(const err49 of vErrors){
if(!err49.emUsed){
emErrs7.push(err49);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema98.type,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"type":[]};
const templates10 = {};
for(const err51 of vErrors){
if((((((err51.keyword !== "errorMessage") && (!err51.emUsed)) && (err51.instancePath === instancePath)) && (err51.keyword in emErrors10)) && (err51.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err51.schemaPath.slice(1)))){
emErrors10[err51.keyword].push(err51);
err51.emUsed = true;
}
}
for(const key10 in emErrors10){
if(emErrors10[key10].length){
const err52 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key10]},message:key10 in templates10 ? templates10[key10]() : schema98.errorMessage[key10],schema:schema98.errorMessage,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
const emErrors11 = {"required":{"data":[],"links":[],"meta":[]}};
const templates11 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath)) && (err53.keyword in emErrors11)) && (err53.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(1)))){
emPropParams2 = obj0[err53.keyword];
emParamsErrors2 = emErrors11[err53.keyword][err53.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err53);
err53.emUsed = true;
}
}
}
for(const key11 in emErrors11){
for(const keyProp2 in emErrors11[key11]){
emParamsErrors2 = emErrors11[key11][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates11[key11] && templates11[key11][keyProp2];
const err54 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema98.errorMessage[key11][keyProp2],schema:schema98.errorMessage,parentSchema:schema98,data};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
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
validate232.errors = vErrors;
return errors === 0;
}
validate232.evaluated = {"props":{"data":true,"links":true,"meta":true},"dynamicProps":false,"dynamicItems":false};

const bare = validate240;

function validate240(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate240.evaluated;
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema96.type,parentSchema:schema96,data};
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
const err2 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema96.errorMessage[key0],schema:schema96.errorMessage,parentSchema:schema96,data};
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
validate240.errors = vErrors;
return errors === 0;
}
validate240.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const request = validate242;
const schema103 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://schemas.user-summaries.example/v1/request.schema.json","title":"GET /user-summaries request","description":"The request as sent on the wire: query parameters as strings and header names in lower case. A reversed range (date_from after date_to) cannot be expressed in JSON Schema and is checked by validateRequest().","$comment":"Contract: 'Endpoints' > Get user summaries, 'Authentication'; decisions.md 'The request'.","type":"object","required":["query","headers"],"properties":{"query":{"description":"Query parameters as strings.","type":"object","required":["date_from","date_to"],"x-missing":"required","properties":{"date_from":{"description":"date (Y-m-d); required; start of the range","$ref":"common.schema.json#/$defs/date","x-missing":"required"},"date_to":{"description":"date (Y-m-d); required; end of the range, on or after date_from (checked by validateRequest)","$ref":"common.schema.json#/$defs/date","x-missing":"required","x-after-or-equal":"date_from"},"include_slots":{"description":"integer; 0 or 1; default 0","type":"string","enum":["0","1"],"x-rule":"in","errorMessage":{"type":"must be a string","enum":"must be one of 0, 1"}},"per_page":{"description":"integer >= 1; default 10","type":"string","allOf":[{"pattern":"^(?:0|-?[1-9][0-9]*)$","maxLength":16,"x-rule":"integer","type":"string","errorMessage":{"type":"must be a string","pattern":"must be an integer","maxLength":"must be an integer"}},{"pattern":"^[0-9]*[1-9][0-9]*$","x-rule":"min","type":"string","x-minimum":1,"maxLength":16,"errorMessage":{"type":"must be a string","pattern":"must be at least 1","maxLength":"must be at least 1"}}],"errorMessage":{"type":"must be a string"}},"page":{"description":"integer >= 0 (page 0 is served as page 1); default 1","type":"string","allOf":[{"pattern":"^(?:0|-?[1-9][0-9]*)$","maxLength":16,"x-rule":"integer","type":"string","errorMessage":{"type":"must be a string","pattern":"must be an integer","maxLength":"must be an integer"}},{"pattern":"^[0-9]+$","x-rule":"min","type":"string","x-minimum":0,"maxLength":16,"errorMessage":{"type":"must be a string","pattern":"must be at least 0","maxLength":"must be at least 0"}}],"errorMessage":{"type":"must be a string"}}},"errorMessage":{"type":"must be an object","required":{"date_from":"is required","date_to":"is required"}}},"headers":{"description":"Request headers, names in lower case.","type":"object","required":["authorization","content-type"],"x-missing":"required","properties":{"authorization":{"description":"Bearer <ACCESS_TOKEN> with a non-empty token","type":"string","maxLength":8192,"pattern":"^Bearer +[!-~]+$","x-rule":"bearer","x-missing":"required","errorMessage":{"type":"must be a string","pattern":"must be \"Bearer <ACCESS_TOKEN>\" with a non-empty token","maxLength":"must be \"Bearer <ACCESS_TOKEN>\" with a non-empty token"}},"content-type":{"description":"application/json","type":"string","maxLength":256,"pattern":"^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$","x-rule":"content_type","x-missing":"required","errorMessage":{"type":"must be a string","pattern":"must be application/json","maxLength":"must be application/json"}}},"additionalProperties":true,"$comment":"Other headers (User-Agent, Accept, ...) are always allowed, in the strict profile too: real clients send them.","errorMessage":{"type":"must be an object","required":{"authorization":"is required","content-type":"is required"}}}},"errorMessage":{"type":"must be an object","required":{"query":"is required","headers":"is required"}}};

function validate243(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate243.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 10){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 10){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 10},message:"must NOT have fewer than 10 characters",schema:10,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"},message:"must match pattern \""+"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$"+"\"",schema:"^(?:(?:[0-9]{3}[1-9]|[0-9]{2}[1-9][0-9]|[0-9][1-9][0-9]{2}|[1-9][0-9]{3})-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))|(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)-02-29)$",parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats0.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema38,data};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"pattern":[],"format":[],"minLength":[],"maxLength":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath)) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(1)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema38.errorMessage[key0],schema:schema38.errorMessage,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
validate243.errors = vErrors;
return errors === 0;
}
validate243.evaluated = {"dynamicProps":false,"dynamicItems":false};

const pattern20 = new RegExp("^(?:0|-?[1-9][0-9]*)$", "u");
const pattern21 = new RegExp("^[0-9]*[1-9][0-9]*$", "u");
const pattern23 = new RegExp("^[0-9]+$", "u");
const pattern24 = new RegExp("^Bearer +[!-~]+$", "u");
const pattern25 = new RegExp("^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$", "u");

function validate242(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.user-summaries.example/v1/request.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate242.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.query === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "query"},message:"must have required property '"+"query"+"'",schema:schema103.required,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.headers === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "headers"},message:"must have required property '"+"headers"+"'",schema:schema103.required,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.query !== undefined){
let data0 = data.query;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.date_from === undefined){
const err2 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "date_from"},message:"must have required property '"+"date_from"+"'",schema:schema103.properties.query.required,parentSchema:schema103.properties.query,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.date_to === undefined){
const err3 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/required",keyword:"required",params:{missingProperty: "date_to"},message:"must have required property '"+"date_to"+"'",schema:schema103.properties.query.required,parentSchema:schema103.properties.query,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.date_from !== undefined){
if(!(validate243(data0.date_from, {instancePath:instancePath+"/query/date_from",parentData:data0,parentDataProperty:"date_from",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate243.errors : vErrors.concat(validate243.errors);
errors = vErrors.length;
}
}
if(data0.date_to !== undefined){
if(!(validate243(data0.date_to, {instancePath:instancePath+"/query/date_to",parentData:data0,parentDataProperty:"date_to",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate243.errors : vErrors.concat(validate243.errors);
errors = vErrors.length;
}
}
if(data0.include_slots !== undefined){
let data3 = data0.include_slots;
if(typeof data3 !== "string"){
const err4 = {instancePath:instancePath+"/query/include_slots",schemaPath:"#/properties/query/properties/include_slots/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.query.properties.include_slots.type,parentSchema:schema103.properties.query.properties.include_slots,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!((data3 === "0") || (data3 === "1"))){
const err5 = {instancePath:instancePath+"/query/include_slots",schemaPath:"#/properties/query/properties/include_slots/enum",keyword:"enum",params:{allowedValues: schema103.properties.query.properties.include_slots.enum},message:"must be equal to one of the allowed values",schema:schema103.properties.query.properties.include_slots.enum,parentSchema:schema103.properties.query.properties.include_slots,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"type":[],"enum":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/query/include_slots")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/query/properties/include_slots") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(43)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/query/include_slots",schemaPath:"#/properties/query/properties/include_slots/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema103.properties.query.properties.include_slots.errorMessage[key0],schema:schema103.properties.query.properties.include_slots.errorMessage,parentSchema:schema103.properties.query.properties.include_slots,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data0.per_page !== undefined){
let data4 = data0.per_page;
if(typeof data4 !== "string"){
const err9 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.query.properties.per_page.type,parentSchema:schema103.properties.query.properties.per_page,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(typeof data4 === "string"){
if(func1(data4) > 16){
const err10 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema103.properties.query.properties.per_page.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern20.test(data4)){
const err11 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(?:0|-?[1-9][0-9]*)$"+"\"",schema:"^(?:0|-?[1-9][0-9]*)$",parentSchema:schema103.properties.query.properties.per_page.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.query.properties.per_page.allOf[0].type,parentSchema:schema103.properties.query.properties.per_page.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"type":[],"pattern":[],"maxLength":[]};
const templates1 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/query/per_page")) && (err13.keyword in emErrors1)) && (err13.schemaPath.indexOf("#/properties/query/properties/per_page/allOf/0") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(46)))){
emErrors1[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err14 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/0/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema103.properties.query.properties.per_page.allOf[0].errorMessage[key1],schema:schema103.properties.query.properties.per_page.allOf[0].errorMessage,parentSchema:schema103.properties.query.properties.per_page.allOf[0],data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs1 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs1.push(err15);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
if(typeof data4 === "string"){
if(func1(data4) > 16){
const err16 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema103.properties.query.properties.per_page.allOf[1],data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern21.test(data4)){
const err17 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]*[1-9][0-9]*$"},message:"must match pattern \""+"^[0-9]*[1-9][0-9]*$"+"\"",schema:"^[0-9]*[1-9][0-9]*$",parentSchema:schema103.properties.query.properties.per_page.allOf[1],data:data4};
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
const err18 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.query.properties.per_page.allOf[1].type,parentSchema:schema103.properties.query.properties.per_page.allOf[1],data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"type":[],"pattern":[],"maxLength":[]};
const templates2 = {};
for(const err19 of vErrors){
if((((((err19.keyword !== "errorMessage") && (!err19.emUsed)) && (err19.instancePath === instancePath+"/query/per_page")) && (err19.keyword in emErrors2)) && (err19.schemaPath.indexOf("#/properties/query/properties/per_page/allOf/1") === 0)) && (/^\/[^\/]*$/.test(err19.schemaPath.slice(46)))){
emErrors2[err19.keyword].push(err19);
err19.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err20 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/allOf/1/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema103.properties.query.properties.per_page.allOf[1].errorMessage[key2],schema:schema103.properties.query.properties.per_page.allOf[1].errorMessage,parentSchema:schema103.properties.query.properties.per_page.allOf[1],data:data4};
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
if(errors > 0){
const emErrors3 = {"type":[]};
const templates3 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/query/per_page")) && (err22.keyword in emErrors3)) && (err22.schemaPath.indexOf("#/properties/query/properties/per_page") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(38)))){
emErrors3[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err23 = {instancePath:instancePath+"/query/per_page",schemaPath:"#/properties/query/properties/per_page/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema103.properties.query.properties.per_page.errorMessage[key3],schema:schema103.properties.query.properties.per_page.errorMessage,parentSchema:schema103.properties.query.properties.per_page,data:data4};
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
if(data0.page !== undefined){
let data5 = data0.page;
if(typeof data5 !== "string"){
const err25 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.query.properties.page.type,parentSchema:schema103.properties.query.properties.page,data:data5};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data5 === "string"){
if(func1(data5) > 16){
const err26 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema103.properties.query.properties.page.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern20.test(data5)){
const err27 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/pattern",keyword:"pattern",params:{pattern: "^(?:0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(?:0|-?[1-9][0-9]*)$"+"\"",schema:"^(?:0|-?[1-9][0-9]*)$",parentSchema:schema103.properties.query.properties.page.allOf[0],data:data5};
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
const err28 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.query.properties.page.allOf[0].type,parentSchema:schema103.properties.query.properties.page.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"type":[],"pattern":[],"maxLength":[]};
const templates4 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/query/page")) && (err29.keyword in emErrors4)) && (err29.schemaPath.indexOf("#/properties/query/properties/page/allOf/0") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(42)))){
emErrors4[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err30 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/0/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema103.properties.query.properties.page.allOf[0].errorMessage[key4],schema:schema103.properties.query.properties.page.allOf[0].errorMessage,parentSchema:schema103.properties.query.properties.page.allOf[0],data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
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
if(typeof data5 === "string"){
if(func1(data5) > 16){
const err32 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/maxLength",keyword:"maxLength",params:{limit: 16},message:"must NOT have more than 16 characters",schema:16,parentSchema:schema103.properties.query.properties.page.allOf[1],data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!pattern23.test(data5)){
const err33 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/pattern",keyword:"pattern",params:{pattern: "^[0-9]+$"},message:"must match pattern \""+"^[0-9]+$"+"\"",schema:"^[0-9]+$",parentSchema:schema103.properties.query.properties.page.allOf[1],data:data5};
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
const err34 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.query.properties.page.allOf[1].type,parentSchema:schema103.properties.query.properties.page.allOf[1],data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"type":[],"pattern":[],"maxLength":[]};
const templates5 = {};
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath+"/query/page")) && (err35.keyword in emErrors5)) && (err35.schemaPath.indexOf("#/properties/query/properties/page/allOf/1") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(42)))){
emErrors5[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err36 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/allOf/1/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema103.properties.query.properties.page.allOf[1].errorMessage[key5],schema:schema103.properties.query.properties.page.allOf[1].errorMessage,parentSchema:schema103.properties.query.properties.page.allOf[1],data:data5};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
const emErrs5 = [];
for(const err37 of vErrors){
if(!err37.emUsed){
emErrs5.push(err37);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
if(errors > 0){
const emErrors6 = {"type":[]};
const templates6 = {};
for(const err38 of vErrors){
if((((((err38.keyword !== "errorMessage") && (!err38.emUsed)) && (err38.instancePath === instancePath+"/query/page")) && (err38.keyword in emErrors6)) && (err38.schemaPath.indexOf("#/properties/query/properties/page") === 0)) && (/^\/[^\/]*$/.test(err38.schemaPath.slice(34)))){
emErrors6[err38.keyword].push(err38);
err38.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err39 = {instancePath:instancePath+"/query/page",schemaPath:"#/properties/query/properties/page/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema103.properties.query.properties.page.errorMessage[key6],schema:schema103.properties.query.properties.page.errorMessage,parentSchema:schema103.properties.query.properties.page,data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
const emErrs6 = [];
for(const err40 of vErrors){
if(!err40.emUsed){
emErrs6.push(err40);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
}
else {
const err41 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema103.properties.query.type,parentSchema:schema103.properties.query,data:data0};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"type":[]};
const templates7 = {};
for(const err42 of vErrors){
if((((((err42.keyword !== "errorMessage") && (!err42.emUsed)) && (err42.instancePath === instancePath+"/query")) && (err42.keyword in emErrors7)) && (err42.schemaPath.indexOf("#/properties/query") === 0)) && (/^\/[^\/]*$/.test(err42.schemaPath.slice(18)))){
emErrors7[err42.keyword].push(err42);
err42.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err43 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema103.properties.query.errorMessage[key7],schema:schema103.properties.query.errorMessage,parentSchema:schema103.properties.query,data:data0};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
const emErrors8 = {"required":{"date_from":[],"date_to":[]}};
const templates8 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath+"/query")) && (err44.keyword in emErrors8)) && (err44.schemaPath.indexOf("#/properties/query") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(18)))){
emPropParams0 = obj0[err44.keyword];
emParamsErrors0 = emErrors8[err44.keyword][err44.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err44);
err44.emUsed = true;
}
}
}
for(const key8 in emErrors8){
for(const keyProp0 in emErrors8[key8]){
emParamsErrors0 = emErrors8[key8][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates8[key8] && templates8[key8][keyProp0];
const err45 = {instancePath:instancePath+"/query",schemaPath:"#/properties/query/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema103.properties.query.errorMessage[key8][keyProp0],schema:schema103.properties.query.errorMessage,parentSchema:schema103.properties.query,data:data0};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
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
if(data.headers !== undefined){
let data6 = data.headers;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.authorization === undefined){
const err47 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "authorization"},message:"must have required property '"+"authorization"+"'",schema:schema103.properties.headers.required,parentSchema:schema103.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data6["content-type"] === undefined){
const err48 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/required",keyword:"required",params:{missingProperty: "content-type"},message:"must have required property '"+"content-type"+"'",schema:schema103.properties.headers.required,parentSchema:schema103.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data6.authorization !== undefined){
let data7 = data6.authorization;
if(typeof data7 === "string"){
if(func1(data7) > 8192){
const err49 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters",schema:8192,parentSchema:schema103.properties.headers.properties.authorization,data:data7};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(!pattern24.test(data7)){
const err50 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/pattern",keyword:"pattern",params:{pattern: "^Bearer +[!-~]+$"},message:"must match pattern \""+"^Bearer +[!-~]+$"+"\"",schema:"^Bearer +[!-~]+$",parentSchema:schema103.properties.headers.properties.authorization,data:data7};
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
const err51 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.headers.properties.authorization.type,parentSchema:schema103.properties.headers.properties.authorization,data:data7};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"type":[],"pattern":[],"maxLength":[]};
const templates9 = {};
for(const err52 of vErrors){
if((((((err52.keyword !== "errorMessage") && (!err52.emUsed)) && (err52.instancePath === instancePath+"/headers/authorization")) && (err52.keyword in emErrors9)) && (err52.schemaPath.indexOf("#/properties/headers/properties/authorization") === 0)) && (/^\/[^\/]*$/.test(err52.schemaPath.slice(45)))){
emErrors9[err52.keyword].push(err52);
err52.emUsed = true;
}
}
for(const key9 in emErrors9){
if(emErrors9[key9].length){
const err53 = {instancePath:instancePath+"/headers/authorization",schemaPath:"#/properties/headers/properties/authorization/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key9]},message:key9 in templates9 ? templates9[key9]() : schema103.properties.headers.properties.authorization.errorMessage[key9],schema:schema103.properties.headers.properties.authorization.errorMessage,parentSchema:schema103.properties.headers.properties.authorization,data:data7};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
const emErrs8 = [];
for(const err54 of vErrors){
if(!err54.emUsed){
emErrs8.push(err54);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data6["content-type"] !== undefined){
let data8 = data6["content-type"];
if(typeof data8 === "string"){
if(func1(data8) > 256){
const err55 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema103.properties.headers.properties["content-type"],data:data8};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(!pattern25.test(data8)){
const err56 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/pattern",keyword:"pattern",params:{pattern: "^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$"},message:"must match pattern \""+"^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$"+"\"",schema:"^[Aa][Pp][Pp][Ll][Ii][Cc][Aa][Tt][Ii][Oo][Nn]/[Jj][Ss][Oo][Nn] *(?:;.*)?$",parentSchema:schema103.properties.headers.properties["content-type"],data:data8};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema103.properties.headers.properties["content-type"].type,parentSchema:schema103.properties.headers.properties["content-type"],data:data8};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"type":[],"pattern":[],"maxLength":[]};
const templates10 = {};
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath+"/headers/content-type")) && (err58.keyword in emErrors10)) && (err58.schemaPath.indexOf("#/properties/headers/properties/content-type") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(44)))){
emErrors10[err58.keyword].push(err58);
err58.emUsed = true;
}
}
for(const key10 in emErrors10){
if(emErrors10[key10].length){
const err59 = {instancePath:instancePath+"/headers/content-type",schemaPath:"#/properties/headers/properties/content-type/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key10]},message:key10 in templates10 ? templates10[key10]() : schema103.properties.headers.properties["content-type"].errorMessage[key10],schema:schema103.properties.headers.properties["content-type"].errorMessage,parentSchema:schema103.properties.headers.properties["content-type"],data:data8};
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
}
else {
const err61 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema103.properties.headers.type,parentSchema:schema103.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"type":[]};
const templates11 = {};
for(const err62 of vErrors){
if((((((err62.keyword !== "errorMessage") && (!err62.emUsed)) && (err62.instancePath === instancePath+"/headers")) && (err62.keyword in emErrors11)) && (err62.schemaPath.indexOf("#/properties/headers") === 0)) && (/^\/[^\/]*$/.test(err62.schemaPath.slice(20)))){
emErrors11[err62.keyword].push(err62);
err62.emUsed = true;
}
}
for(const key11 in emErrors11){
if(emErrors11[key11].length){
const err63 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/errorMessage",keyword:"errorMessage",params:{errors: emErrors11[key11]},message:key11 in templates11 ? templates11[key11]() : schema103.properties.headers.errorMessage[key11],schema:schema103.properties.headers.errorMessage,parentSchema:schema103.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
const emErrors12 = {"required":{"authorization":[],"content-type":[]}};
const templates12 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err64 of vErrors){
if((((((err64.keyword !== "errorMessage") && (!err64.emUsed)) && (err64.instancePath === instancePath+"/headers")) && (err64.keyword in emErrors12)) && (err64.schemaPath.indexOf("#/properties/headers") === 0)) && (/^\/[^\/]*$/.test(err64.schemaPath.slice(20)))){
emPropParams1 = obj0[err64.keyword];
emParamsErrors1 = emErrors12[err64.keyword][err64.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err64);
err64.emUsed = true;
}
}
}
for(const key12 in emErrors12){
for(const keyProp1 in emErrors12[key12]){
emParamsErrors1 = emErrors12[key12][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates12[key12] && templates12[key12][keyProp1];
const err65 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema103.properties.headers.errorMessage[key12][keyProp1],schema:schema103.properties.headers.errorMessage,parentSchema:schema103.properties.headers,data:data6};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
const emErrs10 = [];
for(const err66 of vErrors){
if(!err66.emUsed){
emErrs10.push(err66);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema103.type,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(errors > 0){
const emErrors13 = {"type":[]};
const templates13 = {};
for(const err68 of vErrors){
if((((((err68.keyword !== "errorMessage") && (!err68.emUsed)) && (err68.instancePath === instancePath)) && (err68.keyword in emErrors13)) && (err68.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err68.schemaPath.slice(1)))){
emErrors13[err68.keyword].push(err68);
err68.emUsed = true;
}
}
for(const key13 in emErrors13){
if(emErrors13[key13].length){
const err69 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emErrors13[key13]},message:key13 in templates13 ? templates13[key13]() : schema103.errorMessage[key13],schema:schema103.errorMessage,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
const emErrors14 = {"required":{"query":[],"headers":[]}};
const templates14 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err70 of vErrors){
if((((((err70.keyword !== "errorMessage") && (!err70.emUsed)) && (err70.instancePath === instancePath)) && (err70.keyword in emErrors14)) && (err70.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err70.schemaPath.slice(1)))){
emPropParams2 = obj0[err70.keyword];
emParamsErrors2 = emErrors14[err70.keyword][err70.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err70);
err70.emUsed = true;
}
}
}
for(const key14 in emErrors14){
for(const keyProp2 in emErrors14[key14]){
emParamsErrors2 = emErrors14[key14][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates14[key14] && templates14[key14][keyProp2];
const err71 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema103.errorMessage[key14][keyProp2],schema:schema103.errorMessage,parentSchema:schema103,data};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
const emErrs11 = [];
for(const err72 of vErrors){
if(!err72.emUsed){
emErrs11.push(err72);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
validate242.errors = vErrors;
return errors === 0;
}
validate242.evaluated = {"props":{"query":true,"headers":true},"dynamicProps":false,"dynamicItems":false};
return { userSummary, response, paginator, collection, bare, request, schemaLocations: [
  [schema38, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/date"],
  [schema46, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/time"],
  [schema61, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/localDateTime"],
  [schema41, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/integer"],
  [schema43, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/nullableInteger"],
  [schema42, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/number"],
  [schema79, "https://schemas.user-summaries.example/v1/common.schema.json#/$defs/nullableNumber"],
  [schema36, "https://schemas.user-summaries.example/v1/user-summary.schema.json#"],
  [schema39, "https://schemas.user-summaries.example/v1/activity.schema.json#"],
  [schema44, "https://schemas.user-summaries.example/v1/activity-slot.schema.json#"],
  [schema47, "https://schemas.user-summaries.example/v1/heart-rate.schema.json#"],
  [schema51, "https://schemas.user-summaries.example/v1/heart-rate-slot.schema.json#"],
  [schema55, "https://schemas.user-summaries.example/v1/sleep.schema.json#"],
  [schema59, "https://schemas.user-summaries.example/v1/sleep-slot.schema.json#"],
  [schema62, "https://schemas.user-summaries.example/v1/stress.schema.json#"],
  [schema65, "https://schemas.user-summaries.example/v1/stress-slot.schema.json#"],
  [schema69, "https://schemas.user-summaries.example/v1/respiration-rate.schema.json#"],
  [schema73, "https://schemas.user-summaries.example/v1/respiration-rate-slot.schema.json#"],
  [schema77, "https://schemas.user-summaries.example/v1/temperature.schema.json#"],
  [schema81, "https://schemas.user-summaries.example/v1/temperature-slot.schema.json#"],
  [schema85, "https://schemas.user-summaries.example/v1/spo2.schema.json#"],
  [schema89, "https://schemas.user-summaries.example/v1/spo2-slot.schema.json#"],
  [schema103, "https://schemas.user-summaries.example/v1/request.schema.json#"],
  [schema93, "https://schemas.user-summaries.example/v1/response.schema.json#"],
  [schema96, "https://schemas.user-summaries.example/v1/response.schema.json#/$defs/summaries"],
  [schema94, "https://schemas.user-summaries.example/v1/response.schema.json#/$defs/paginator"],
  [schema98, "https://schemas.user-summaries.example/v1/response.schema.json#/$defs/collection"],
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
