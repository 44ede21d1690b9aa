/**
 * A name the user typed (or sent as sign-up metadata) reaches a mail only as one short line:
 * it cannot start a new line, a header or a paragraph of its own, nor fill the message.
 */
import nodemailer from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import { smtpMailer } from './mailer';
import { MAIL_MESSAGES, MAIL_NAME_MAX_LENGTH, nameForMail } from './messages';

const HOME = 'https://fairsplit.example/home';

describe('nameForMail', () => {
  it('turns CR and LF into one space, so a name cannot start a line of its own', () => {
    expect(nameForMail('Jo\r\nBcc: x@y.z')).toBe('Jo Bcc: x@y.z');
    expect(nameForMail('Jo\rSubject: hi\nthere')).toBe('Jo Subject: hi there');
  });

  it.each([
    ['a tab', '\t'],
    ['a vertical tab', '\v'],
    ['a form feed', '\f'],
    ['NUL', '\0'],
    ['DEL', '\x7f'],
    ['next line (U+0085)', '\u0085'],
    ['the line separator U+2028', '\u2028'],
    ['the paragraph separator U+2029', '\u2029'],
    ['a right-to-left override', '\u202e'],
    ['an escape sequence', '\x1b[2J'],
  ])('turns %s into a space', (_what, character) => {
    const line = nameForMail(`Ann${character}Lee`);
    expect(line).toMatch(/^Ann \S*Lee$/);
    // eslint-disable-next-line no-control-regex -- what it checks is that none are left
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
  });

  it('folds runs of spaces and trims the ends', () => {
    expect(nameForMail('  Ann \t\r\n  Marie\u2028\u2029 ')).toBe('Ann Marie');
  });

  it('cuts a name to 100 characters', () => {
    expect(MAIL_NAME_MAX_LENGTH).toBe(100);
    const long = nameForMail('A'.repeat(5_000));
    expect(long).toBe('A'.repeat(100));
    expect(nameForMail(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });

  it('never cuts a character in half', () => {
    const cut = nameForMail(`${'a'.repeat(99)}😀`);
    expect(cut).toBe('a'.repeat(99));
    // encodeURIComponent throws on half a surrogate pair.
    expect(() => encodeURIComponent(cut)).not.toThrow();
    expect(nameForMail('Zoë 😀')).toBe('Zoë 😀');
  });

  it('gives an empty line for no name, or one of spaces and line breaks only', () => {
    expect(nameForMail(null)).toBe('');
    expect(nameForMail(undefined)).toBe('');
    expect(nameForMail(' \r\n\t\u2028')).toBe('');
  });
});

describe('a name in the welcome email', () => {
  const render = (firstName: string | null) =>
    MAIL_MESSAGES.welcome.render({ firstName, homeUrl: HOME }).text;

  it.each([
    ['CR LF and a header', 'Jo\r\nBcc: x@y.z', 'Hello Jo Bcc: x@y.z,'],
    ['a line separator', 'Jo\u2028\u2028Click here', 'Hello Jo Click here,'],
    ['5,000 characters', 'J'.repeat(5_000), `Hello ${'J'.repeat(100)},`],
    ['only line breaks', '\r\n\r\n', 'Hello there,'],
  ])('stays on the greeting line with %s', (_what, firstName, greeting) => {
    const text = render(firstName);
    const lines = text.split('\n');
    expect(lines[2]).toBe(greeting);
    expect(lines).toHaveLength(render('Dana').split('\n').length);
    expect(text).not.toMatch(/[\r\u2028\u2029]/);
  });

  it('adds no header and no line to the message nodemailer puts on the wire', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sendMail = vi.spyOn(transport, 'sendMail');
    await smtpMailer(transport, 'no-reply@mail.example').send({
      to: 'jo@example.com',
      ...MAIL_MESSAGES.welcome.render({ firstName: 'Jo\r\nBcc: x@y.z\r\n\r\nX', homeUrl: HOME }),
    });
    const info = (await sendMail.mock.results[0]!.value) as { message: Buffer };
    const raw = info.message.toString('utf8');
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(raw).toContain('Hello Jo Bcc: x@y.z X,');
  });
});
