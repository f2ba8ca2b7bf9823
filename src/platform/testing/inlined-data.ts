// Tests of the readers of inlined data (inlined-data.ts) put in the page what the server would write there.
import { INLINED_DATA_ELEMENT_IDS, type InlinedData } from '../../../common/inlined-data';

/** Writes `text` into the page as the server inlines `what`: a `<script type="application/json">` with its id. */
export function inlineData(what: InlinedData, text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINED_DATA_ELEMENT_IDS[what];
  element.textContent = text;
  document.body.append(element);
}

export function removeInlinedData(what: InlinedData): void {
  document.getElementById(INLINED_DATA_ELEMENT_IDS[what])?.remove();
}
