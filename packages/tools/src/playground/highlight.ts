// The selected member, highlighted in the payload box. A textarea cannot style part of its text, and its own
// selection is not painted once focus moves to the result list; so a backdrop behind the (transparent)
// textarea holds the same text, in the same font and padding, with the member in a <mark>, and follows the
// textarea's scrolling.
import { el } from './view.js';

/**
 * Marks `length` characters at `offset` of the box's text in its backdrop; the textarea's text stays on top,
 * so only the mark's background shows through. The text is set as text, never parsed as markup.
 */
export function highlightMember(
  backdrop: HTMLElement,
  area: HTMLTextAreaElement,
  offset: number,
  length: number,
): void {
  const text = area.value;
  const end = Math.min(text.length, offset + Math.max(1, length));
  backdrop.replaceChildren(text.slice(0, offset), el('mark', text.slice(offset, end)), text.slice(end));
  followScroll(backdrop, area);
}

/** Removes the highlight (the text changed: the mark would sit on other characters). */
export function clearHighlight(backdrop: HTMLElement): void {
  backdrop.replaceChildren();
}

/** Scrolls the backdrop as the textarea is scrolled, so the mark stays under the member's characters. */
export function followScroll(backdrop: HTMLElement, area: HTMLTextAreaElement): void {
  backdrop.scrollTop = area.scrollTop;
  backdrop.scrollLeft = area.scrollLeft;
}
