// The one XML escaper of the project: the gate's JUnit report and the checker's (packages/tools/src/conformance/renderCheck.ts).
import { isSteering } from '../outputText/safeText.js';

// By code unit: & < > " '.
const REFERENCES: Readonly<Record<number, string>> = {
  38: '&amp;',
  60: '&lt;',
  62: '&gt;',
  34: '&quot;',
  39: '&apos;',
};

const isHigh = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** What one code unit of `text` at `i` becomes, or undefined when it stays. */
function escapeAt(text: string, i: number): string | undefined {
  const unit = text.charCodeAt(i);
  const reference = REFERENCES[unit];
  if (reference !== undefined) return reference;
  if (isSteering(unit))
    return unit < 0x20 && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d ? '\ufffd' : `&#x${unit.toString(16)};`;
  if (unit === 0xfffe || unit === 0xffff) return '\ufffd';
  if (isHigh(unit)) return isLow(text.charCodeAt(i + 1)) ? undefined : '\ufffd';
  if (isLow(unit)) return isHigh(text.charCodeAt(i - 1)) ? undefined : '\ufffd';
  return undefined;
}

/**
 * Escapes text for XML content and attribute values. A character XML 1.0 cannot carry becomes U+FFFD; the
 * steering characters it can carry (tab, line breaks, DEL, C1, U+2028/2029, bidi controls: see safeText.ts)
 * become character references, so the document means the same and its text has no raw control character.
 *
 * @example
 * xml('a < b & "c"'); // 'a &lt; b &amp; &quot;c&quot;'
 */
export function xml(text: string): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length; i += 1) {
    const replacement = escapeAt(text, i);
    if (replacement === undefined) continue;
    out += text.slice(copied, i) + replacement;
    copied = i + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}
