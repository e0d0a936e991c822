/**
 * A `<script type="application/json">` element holding `value`, for a page's HTML. The browser
 * never runs it (the CSP needs nothing), and every `<` is escaped so no text can end it early.
 */
export function jsonScript(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
