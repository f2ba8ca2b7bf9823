import { describe, expect, it } from 'vitest';
import { serializeFrame, StompFrameError, StompFrameParser } from './frame.js';

const limits = { maxFrameBytes: 1024, maxHeaders: 8 };
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('StompFrameParser', () => {
  it('reads a frame: command, headers (the first of a repeated one counts), body up to the NUL', () => {
    const { frames } = new StompFrameParser(limits).push(bytes('SUBSCRIBE\nid:sub-0\ndestination:/queue/a/notificationReminder\nid:other\n\n\0'));
    expect(frames).toEqual([{ command: 'SUBSCRIBE', headers: { id: 'sub-0', destination: '/queue/a/notificationReminder' }, body: Buffer.alloc(0) }]);
  });

  it('reads several frames and the heart-beats between them from one message, with LF or CRLF lines', () => {
    const { frames, heartBeats } = new StompFrameParser(limits).push(bytes('\n\r\nCONNECT\r\naccept-version:1.2\r\n\r\n\0\nUNSUBSCRIBE\nid:1\n\n\0\n'));
    expect(frames.map((frame) => frame.command)).toEqual(['CONNECT', 'UNSUBSCRIBE']);
    expect(frames[0]?.headers).toEqual({ 'accept-version': '1.2' });
    expect(heartBeats).toBe(4);
  });

  it('keeps part of a frame until the rest comes in a later message', () => {
    const parser = new StompFrameParser(limits);
    expect(parser.push(bytes('DISCONNECT\nrece')).frames).toEqual([]);
    expect(parser.push(bytes('ipt:77\n\n')).frames).toEqual([]);
    expect(parser.push(bytes('\0')).frames).toEqual([{ command: 'DISCONNECT', headers: { receipt: '77' }, body: Buffer.alloc(0) }]);
  });

  it('reads a body by its content-length, NUL octets included', () => {
    const body = 'a\0b';
    const { frames } = new StompFrameParser(limits).push(bytes(`SEND\ndestination:/x\ncontent-length:3\n\n${body}\0`));
    expect(frames[0]?.body.toString('utf8')).toBe(body);
  });

  it('unescapes header names and values, except in CONNECT', () => {
    const parser = new StompFrameParser(limits);
    expect(parser.push(bytes('SUBSCRIBE\nid:a\\cb\\\\c\\nd\\re\n\n\0')).frames[0]?.headers).toEqual({ id: 'a:b\\c\nd\re' });
    expect(parser.push(bytes('CONNECT\nlogin:a\\cb\n\n\0')).frames[0]?.headers).toEqual({ login: 'a\\cb' });
  });

  it.each([
    ['an unknown command', 'HELLO\n\n\0'],
    ['a server command', 'MESSAGE\n\n\0'],
    ['a header line without a colon', 'SUBSCRIBE\nid\n\n\0'],
    ['a header without a name', 'SUBSCRIBE\n:x\n\n\0'],
    ['an undefined escape', 'SUBSCRIBE\nid:a\\tb\n\n\0'],
    ['a content-length that is not a number', 'SEND\ncontent-length:abc\n\n\0'],
    ['a body longer than its content-length', 'SEND\ncontent-length:1\n\nab\0'],
    ['too many headers', `SUBSCRIBE\n${Array.from({ length: 9 }, (_, index) => `h${index}:v`).join('\n')}\n\n\0`],
  ])('refuses %s', (_name, text) => {
    expect(() => new StompFrameParser(limits).push(bytes(text))).toThrow(StompFrameError);
  });

  it('refuses a frame larger than the limit, even before it is complete', () => {
    expect(() => new StompFrameParser(limits).push(bytes(`SEND\ndestination:/x\n\n${'x'.repeat(2000)}`))).toThrow(/at most 1024 bytes/);
    expect(() => new StompFrameParser(limits).push(bytes(`SEND\ncontent-length:5000\n\n`))).toThrow(/at most 1024 bytes/);
  });
});

describe('serializeFrame', () => {
  it('escapes headers and gives a body its content-length in octets', () => {
    expect(serializeFrame('MESSAGE', { destination: '/queue/a:b', 'message-id': 'x\ny' }, '{"title":"询盘"}')).toBe(
      'MESSAGE\ndestination:/queue/a\\cb\nmessage-id:x\\ny\ncontent-length:18\n\n{"title":"询盘"}\0',
    );
  });

  it('leaves CONNECTED headers unescaped and writes no content-length without a body', () => {
    expect(serializeFrame('CONNECTED', { version: '1.2', 'heart-beat': '2000,2000' })).toBe('CONNECTED\nversion:1.2\nheart-beat:2000,2000\n\n\0');
  });
});
