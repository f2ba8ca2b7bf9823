// The /dev/mailbox page: a plain table, for developers and demos (English only).
import type { SentMessage } from './dev-mailbox.js';

export function devMailboxHtml(messages: SentMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.sentAt.toISOString())}</td><td>${m.channel}</td><td>${escapeHtml(m.target)}</td>` +
        `<td>${m.purpose}</td><td class="code">${escapeHtml(m.code)}</td><td>${escapeHtml(m.text)}</td></tr>`,
    )
    .join('\n');
  const body =
    messages.length === 0
      ? '<p>No code has been sent yet.</p>'
      : `<table><thead><tr><th>sent (UTC)</th><th>channel</th><th>to</th><th>purpose</th><th>code</th><th>text</th></tr></thead>\n<tbody>\n${rows}\n</tbody></table>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}.code{font-family:monospace;font-size:1.2em}</style>
</head><body>
<h1>Dev mailbox</h1>
<p>Codes sent by the embedded mail and SMS port, newest first. Reload to see new ones.</p>
${body}
</body></html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
