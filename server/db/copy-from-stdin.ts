// `COPY … FROM STDIN` through the pg client, which sends any object with a submit() method as a query and hands it
// the replies: this one answers the server's CopyInResponse with the text it is given, chunk by chunk, waiting for
// the socket to drain so that a catalogue of millions of rows never sits in memory.
import type { Connection } from 'pg';

/** A value of a COPY text-format row: null is NULL, an array a text[] literal. */
export type CopyValue = string | number | boolean | null | readonly string[];

/** One row in COPY's text format, newline included. */
export function copyTextRow(values: readonly CopyValue[]): string {
  return `${values.map(copyTextField).join('\t')}\n`;
}

function copyTextField(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return escapeCopyText(typeof value === 'string' ? value : arrayLiteral(value));
}

// COPY's text format: backslash, tab, newline and carriage return are the characters it reads specially.
function escapeCopyText(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (character) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[character]!);
}

function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

interface CopyConnection {
  stream: NodeJS.WritableStream & { writableNeedDrain?: boolean };
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

// Below a socket write's size the overhead of a CopyData message per row would show; above it memory grows.
const CHUNK_BYTES = 1 << 20;

/**
 * The query object to pass to a pg client's query(): runs `sql` (a COPY … FROM STDIN statement), sends the chunks
 * of text, and settles `done` with the number of rows the server copied.
 */
export class CopyFromStdin {
  readonly done: Promise<number>;
  /** Set by pg when a pool runs the query: it releases its client from here. */
  callback?: (error: Error | null) => void;
  private settle!: { resolve: (rows: number) => void; reject: (error: Error) => void };
  private rows = 0;
  private error: Error | undefined;

  constructor(
    private readonly sql: string,
    private readonly chunks: AsyncIterable<string> | Iterable<string>,
  ) {
    this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  submit(connection: Connection): null {
    (connection as unknown as CopyConnection).query(this.sql);
    return null;
  }

  handleCopyInResponse(connection: Connection): void {
    void this.send(connection as unknown as CopyConnection);
  }

  handleCommandComplete(message: { text?: string }): void {
    this.rows = Number(/^COPY (\d+)$/.exec(message.text ?? '')?.[1] ?? 0);
  }

  handleError(error: Error): void {
    this.error ??= error;
  }

  handleReadyForQuery(): void {
    if (this.error) this.settle.reject(this.error);
    else this.settle.resolve(this.rows);
    this.callback?.(this.error ?? null);
  }

  // The messages of other queries, which a COPY does not get.
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}

  private async send(connection: CopyConnection): Promise<void> {
    try {
      let pending = '';
      for await (const text of this.chunks) {
        if (this.error) return; // the server refused a row: it answers ReadyForQuery without waiting for the rest
        pending += text;
        if (pending.length >= CHUNK_BYTES) {
          connection.sendCopyFromChunk(Buffer.from(pending));
          pending = '';
          if (connection.stream.writableNeedDrain) await new Promise((resolve) => connection.stream.once('drain', resolve));
        }
      }
      if (pending !== '') connection.sendCopyFromChunk(Buffer.from(pending));
      connection.endCopyFrom();
    } catch (error) {
      // The rows could not be made: the server drops the COPY and answers with an error, which settles `done`.
      this.error ??= error instanceof Error ? error : new Error(String(error));
      connection.sendCopyFail(this.error.message);
    }
  }
}
