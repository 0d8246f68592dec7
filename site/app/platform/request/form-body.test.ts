import { describe, expect, it } from 'vitest';
import { unreadableForm } from './form-body.ts';

const post = (body: string | undefined, type?: string) =>
  new Request('http://site.test/en/login', {
    method: 'POST',
    ...(type ? { headers: { 'content-type': type } } : {}),
    body,
  });

describe('unreadableForm', () => {
  it('passes a form, urlencoded or multipart, and leaves its body for the action', async () => {
    const form = post('email=a%40b.co&password=x', 'application/x-www-form-urlencoded');
    expect(await unreadableForm(form)).toBeNull();
    expect((await form.formData()).get('email')).toBe('a@b.co');
    const multipart = new FormData();
    multipart.set('email', 'a@b.co');
    expect(
      await unreadableForm(
        new Request('http://site.test/en/login', { method: 'POST', body: multipart }),
      ),
    ).toBeNull();
    // An escape that is not valid is still a form: the action says what is wrong with the field.
    expect(
      await unreadableForm(post('email=%E0%A4%A', 'application/x-www-form-urlencoded')),
    ).toBeNull();
  });

  it('says 415 for a body of another type or none, 400 for a form that does not parse', async () => {
    expect(await unreadableForm(post('{"email":1}', 'application/json'))).toBe(415);
    expect(await unreadableForm(post('hello', 'text/plain'))).toBe(415);
    expect(await unreadableForm(post(undefined))).toBe(415);
    expect(await unreadableForm(post('junk', 'multipart/form-data'))).toBe(400);
    expect(await unreadableForm(post('--x\r\nbroken', 'multipart/form-data; boundary=x'))).toBe(
      400,
    );
  });

  it('leaves alone a method that carries no body', async () => {
    expect(await unreadableForm(new Request('http://site.test/en/login'))).toBeNull();
  });
});
