import { describe, expect, it } from 'vitest';
import { AppError } from '../../../domain/errors/app-error';
import { detectAttachmentType } from '../../lib/uploads/attachments';
import { readAttachmentUploads } from './message-attachments';
import { readMessageText } from './messages.service';

const file = (filename: string, text: string) => ({ filename, mimetype: 'application/octet-stream', data: Buffer.from(text, 'latin1') });
const PNG = '\x89PNG\r\n\x1a\n\0\0\0\x0d';

describe('message attachments', () => {
  it.each([
    ['a PNG', PNG, 'png'],
    ['a JPEG', '\xff\xd8\xff\xe0\0\x10', 'jpeg'],
    ['a GIF', 'GIF89a\x01\0', 'gif'],
    ['a PDF', '%PDF-1.4\n', 'pdf'],
    ['HTML', '<html></html>', null],
    ['"%PDF" without the dash', '%PDF1.4', null],
    ['nothing', '', null],
  ])('tells %s by its bytes', (_name, text, type) => {
    expect(detectAttachmentType(Buffer.from(text, 'latin1'))).toBe(type);
  });

  it('takes one file or several, at most five, and refuses anything but files', () => {
    expect(readAttachmentUploads(undefined)).toEqual([]);
    expect(readAttachmentUploads(file('a.png', PNG)).map((a) => a.type)).toEqual(['png']);
    expect(readAttachmentUploads([file('a.png', PNG), file('b.pdf', '%PDF-1.7')]).map((a) => a.type)).toEqual(['png', 'pdf']);
    const six = Array.from({ length: 6 }, (_, i) => file(`${i}.png`, PNG));
    expect(() => readAttachmentUploads(six)).toThrow('附件最多 5 個');
    expect(() => readAttachmentUploads('a string')).toThrow(AppError);
  });
});

describe('message text', () => {
  it('is trimmed, must not be empty and counts characters, not bytes', () => {
    expect(readMessageText('  好  ')).toBe('好');
    expect(() => readMessageText(' \t ')).toThrow('訊息內容不可為空白');
    expect(() => readMessageText(null)).toThrow('訊息內容不可為空白');
    expect(readMessageText('𠀀'.repeat(2000))).toHaveLength(4000);
    expect(() => readMessageText('好'.repeat(2001))).toThrow('訊息最多 2000 個字');
  });
});
