// STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html#STOMP_Frames): a command line,
// header lines, an empty line, the body, and a NUL octet. Frames may be preceded by EOLs (heart-beats).

export interface StompFrame {
  command: string;
  /** Repeated headers: the first one counts (spec 1.2, "Repeated Header Entries"). */
  headers: Record<string, string>;
  body: Buffer;
}

/** Commands a client may send (spec 1.2, "Client Frames"). */
export const CLIENT_COMMANDS = new Set(['CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT']);

export class StompFrameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StompFrameError';
  }
}

const NUL = 0x00;
const LF = 0x0a;
const CR = 0x0d;
const HEADER_ESCAPES: Record<string, string> = { r: '\r', n: '\n', c: ':', '\\': '\\' };

export interface StompParserLimits {
  /** The most a frame (command, headers and body) may take before it is refused. */
  maxFrameBytes: number;
  maxHeaders: number;
}

/**
 * Reads frames from WebSocket messages. A message may hold several frames, heart-beats between them, or
 * part of a frame whose rest comes in the next message. Throws StompFrameError on anything malformed.
 */
export class StompFrameParser {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly limits: StompParserLimits) {}

  /** The frames the data completes; `heartBeats` counts the bare EOLs received. */
  push(data: Buffer): { frames: StompFrame[]; heartBeats: number } {
    let buffer = this.pending.length === 0 ? data : Buffer.concat([this.pending, data]);
    const frames: StompFrame[] = [];
    let heartBeats = 0;
    for (;;) {
      let start = 0;
      while (start < buffer.length && (buffer[start] === LF || (buffer[start] === CR && buffer[start + 1] === LF))) {
        start += buffer[start] === CR ? 2 : 1;
        heartBeats += 1;
      }
      buffer = buffer.subarray(start);
      // A lone CR may be the first half of a CRLF heart-beat.
      if (buffer.length === 0 || (buffer.length === 1 && buffer[0] === CR)) break;
      const read = readFrame(buffer, this.limits);
      if (read === undefined) {
        if (buffer.length > this.limits.maxFrameBytes) throw new StompFrameError(`A frame may take at most ${this.limits.maxFrameBytes} bytes.`);
        break;
      }
      frames.push(read.frame);
      buffer = buffer.subarray(read.length);
    }
    this.pending = Buffer.from(buffer);
    return { frames, heartBeats };
  }
}

function readFrame(buffer: Buffer, limits: StompParserLimits): { frame: StompFrame; length: number } | undefined {
  const lines: string[] = [];
  let lineStart = 0;
  let bodyStart = -1;
  for (let index = buffer.indexOf(LF); index !== -1; index = buffer.indexOf(LF, lineStart)) {
    const end = index > lineStart && buffer[index - 1] === CR ? index - 1 : index;
    const line = buffer.toString('utf8', lineStart, end);
    lineStart = index + 1;
    if (line === '') {
      bodyStart = lineStart;
      break;
    }
    if (line.includes('\0')) throw new StompFrameError('A command or header line holds a NUL octet.');
    lines.push(line);
    if (lines.length > limits.maxHeaders + 1) throw new StompFrameError(`A frame may have at most ${limits.maxHeaders} headers.`);
  }
  if (bodyStart === -1) return undefined;

  const [command = '', ...headerLines] = lines;
  if (!CLIENT_COMMANDS.has(command)) throw new StompFrameError(`Unknown command "${command.slice(0, 40)}".`);
  // Spec 1.2: CONNECT and CONNECTED headers are not escaped, for 1.0 clients' sake.
  const escaped = command !== 'CONNECT';
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new StompFrameError(`"${line.slice(0, 40)}" is not a header line.`);
    const name = escaped ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
    const value = escaped ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
    if (!(name in headers)) headers[name] = value;
  }

  const contentLength = headers['content-length'];
  let bodyEnd: number;
  if (contentLength !== undefined) {
    if (!/^\d{1,9}$/.test(contentLength)) throw new StompFrameError(`content-length "${contentLength.slice(0, 20)}" is not a number of octets.`);
    bodyEnd = bodyStart + Number(contentLength);
    if (bodyEnd - bodyStart > limits.maxFrameBytes) throw new StompFrameError(`A frame may take at most ${limits.maxFrameBytes} bytes.`);
    if (buffer.length <= bodyEnd) return undefined;
    if (buffer[bodyEnd] !== NUL) throw new StompFrameError('The body is longer than its content-length.');
  } else {
    bodyEnd = buffer.indexOf(NUL, bodyStart);
    if (bodyEnd === -1) return undefined;
  }
  return { frame: { command, headers, body: Buffer.from(buffer.subarray(bodyStart, bodyEnd)) }, length: bodyEnd + 1 };
}

function unescapeHeader(text: string): string {
  return text.replace(/\\(.?)/g, (_match, next: string) => {
    const replacement = HEADER_ESCAPES[next];
    if (replacement === undefined) throw new StompFrameError(`"\\${next}" is not a STOMP header escape.`);
    return replacement;
  });
}

function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (character) => ({ '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' })[character] ?? character);
}

/** A server frame as text: headers escaped (except CONNECTED's), and content-length when there is a body. */
export function serializeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const escape = command === 'CONNECTED' ? (text: string) => text : escapeHeader;
  const lines = [command];
  for (const [name, value] of Object.entries(headers)) lines.push(`${escape(name)}:${escape(value)}`);
  if (body !== '') lines.push(`content-length:${Buffer.byteLength(body, 'utf8')}`);
  return `${lines.join('\n')}\n\n${body}\0`;
}
