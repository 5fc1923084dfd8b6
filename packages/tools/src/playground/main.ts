// The playground page (packages/tools/src/playground/index.html): wiring of the form, the check and the result list.
// Built by packages/build/src/build/bundlePlayground.ts into one classic script, so the page also works opened from disk.
import type { Validators } from '../documentCheck/documentKind.js';
import { checkPayload, type InputMode, type PayloadReport } from './checkPayload.js';
import { OPEN_VALIDATORS, strictValidators } from './validators.js';
import { clearHighlight, followScroll, highlightMember } from './highlight.js';
import { detailOf, el, rowButton, rowsOf, spanOf, statusText, type Row } from './view.js';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** The page's state: the last report and its rows, the selected row. */
let rows: Row[] = [];
let selected = -1;
let generation = 0;
let strict: Validators | undefined;
/** The check under way: a newer one aborts it between two slices. */
let running: AbortController | undefined;
/** Rows listed at most; the rest are counted in a last line (a list of 200,000 buttons would freeze the tab). */
const MAX_ROWS = 2000;

async function validatorsFor(isStrict: boolean): Promise<Validators> {
  if (!isStrict) return OPEN_VALIDATORS;
  strict ??= await strictValidators();
  return strict;
}

/**
 * Checks the text and renders the result. Performance marks `check:start`, `check:end` (the result is in the
 * DOM) and `check:painted` (a frame later); measures `check` and `check+paint`.
 */
async function checkEditorText(): Promise<void> {
  const mine = ++generation;
  const text = $<HTMLTextAreaElement>('payload').value;
  clearHighlight($('payload-highlight'));
  const status = $('status');
  const list = $('violations');
  if (text.trim() === '') {
    status.textContent = 'Paste a payload to check it.';
    status.className = '';
    list.replaceChildren();
    $('detail').replaceChildren();
    rows = [];
    return;
  }
  performance.mark('check:start');
  // The previous verdict goes at once: while this check runs, the page shows that it runs, never an old result.
  running?.abort();
  const controller = new AbortController();
  running = controller;
  rows = [];
  selected = -1;
  status.textContent = 'Checking…';
  status.className = '';
  list.replaceChildren();
  $('detail').replaceChildren();
  const profile = {
    includeSlots: $<HTMLInputElement>('include-slots').checked,
    strict: $<HTMLInputElement>('strict').checked,
  };
  let report: PayloadReport;
  try {
    report = await checkPayload(
      text,
      $<HTMLSelectElement>('mode').value as InputMode,
      profile,
      await validatorsFor(profile.strict),
      {
        signal: controller.signal,
        onProgress: (done, total) => {
          status.textContent = `Checking… ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} records`;
        },
      },
    );
  } catch (error) {
    if (mine !== generation) return;
    status.textContent = `The check could not finish (${(error as Error).name}); nothing is listed.`;
    status.className = 'bad';
    return;
  }
  if (mine !== generation) return;
  rows = rowsOf(report);
  const verdict = statusText(report);
  status.textContent = verdict.text;
  status.className = verdict.tone;
  // Appended one by one into a fragment, never spread into a call: a report can have hundreds of thousands of rows.
  const items = document.createDocumentFragment();
  for (let i = 0; i < Math.min(rows.length, MAX_ROWS); i++) {
    const item = el('li');
    item.append(rowButton(rows[i] as Row, i));
    items.append(item);
  }
  if (rows.length > MAX_ROWS)
    items.append(el('li', `… and ${(rows.length - MAX_ROWS).toLocaleString('en-US')} more, not listed`, 'more'));
  list.replaceChildren(items);
  performance.mark('check:end');
  const measure = performance.measure('check', 'check:start', 'check:end');
  document.body.dataset['checkMs'] = measure.duration.toFixed(1);
  // The frame after the next one has painted the result: `check+paint` includes style, layout and paint.
  requestAnimationFrame(() =>
    setTimeout(() => {
      performance.mark('check:painted');
      performance.measure('check+paint', 'check:start', 'check:painted');
      document.body.dataset['painted'] = String(Number(document.body.dataset['painted'] ?? '0') + 1);
    }),
  );
  document.body.dataset['checks'] = String(Number(document.body.dataset['checks'] ?? '0') + 1);
}

/** Selects a row: marks it current, shows its detail, and selects and highlights its member in the text. */
function select(index: number, focus: boolean): void {
  const row = rows[index];
  if (row === undefined) return;
  const buttons = $('violations').querySelectorAll('button');
  buttons[selected]?.setAttribute('aria-current', 'false');
  selected = index;
  const button = buttons[index];
  button?.setAttribute('aria-current', 'true');
  if (focus) button?.focus();
  button?.scrollIntoView({ block: 'nearest' });
  $('detail').replaceChildren(detailOf(row, $<HTMLInputElement>('show-values').checked));
  const area = $<HTMLTextAreaElement>('payload');
  const span = spanOf(row);
  area.setSelectionRange(span.offset, span.offset + Math.max(1, span.length));
  const lineHeight = Number.parseFloat(getComputedStyle(area).lineHeight) || 18;
  area.scrollTop = Math.max(0, (row.line - 4) * lineHeight);
  area.scrollLeft = Math.max(0, (row.column - 30) * 7.8);
  // The selection is not painted while focus is on the list: the backdrop's mark shows the member.
  highlightMember($('payload-highlight'), area, span.offset, span.length);
}

let timer: ReturnType<typeof setTimeout> | undefined;
function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void checkEditorText(), 200);
}

async function load(file: File): Promise<void> {
  $<HTMLTextAreaElement>('payload').value = await file.text();
  await checkEditorText();
}

/** Connects the page: the editor, the options, the buttons and the file input start a check. */
function attachEventHandlers(): void {
  const area = $<HTMLTextAreaElement>('payload');
  area.addEventListener('input', () => {
    clearHighlight($('payload-highlight'));
    schedule();
  });
  area.addEventListener('scroll', () => followScroll($('payload-highlight'), area));
  area.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void checkEditorText();
    }
  });
  for (const id of ['include-slots', 'strict', 'mode']) $(id).addEventListener('change', () => void checkEditorText());
  $('show-values').addEventListener('change', () => {
    if (selected >= 0) select(selected, false);
  });
  $('check').addEventListener('click', () => void checkEditorText());
  $<HTMLInputElement>('file').addEventListener('change', (event) => {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (file !== undefined) void load(file);
  });
  area.addEventListener('dragover', (event) => {
    event.preventDefault();
    area.classList.add('dragging');
  });
  area.addEventListener('dragleave', () => area.classList.remove('dragging'));
  area.addEventListener('drop', (event) => {
    area.classList.remove('dragging');
    const file = event.dataTransfer?.files[0];
    if (file === undefined) return;
    event.preventDefault();
    void load(file);
  });
  const list = $('violations');
  list.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest('button');
    if (button !== null) select(Number(button.dataset['index']), false);
  });
  list.addEventListener('keydown', (event) => {
    const listed = Math.min(rows.length, MAX_ROWS);
    const moves: Record<string, number> = { ArrowDown: selected + 1, ArrowUp: selected - 1, Home: 0, End: listed - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(Math.max(0, Math.min(listed - 1, target)), true);
  });
  document.body.dataset['ready'] = 'true';
}

attachEventHandlers();
