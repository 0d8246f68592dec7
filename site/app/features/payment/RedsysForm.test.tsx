// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages.ts';
import type { RedsysPayment } from './redsys.ts';
import { RedsysForm } from './RedsysForm.tsx';

const signed = (tag: string) => ({
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters: `params-${tag}`,
  Ds_Signature: `signature-${tag}`,
});

const payment = (bizum: boolean, expiresAt = new Date(Date.now() + 600_000)): RedsysPayment => ({
  action: 'https://sis-t.redsys.es:25443/sis/realizarPago',
  card: signed('card'),
  bizum: bizum ? signed('bizum') : null,
  amount: 61.5,
  expiresAt: expiresAt.toISOString(),
});

function page(p: RedsysPayment, locale: 'en' | 'es' = 'en') {
  return (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <MemoryRouter>
        <RedsysForm payment={p} backHref="/en/cart" />
      </MemoryRouter>
    </IntlProvider>
  );
}

/** The forms the browser would post (jsdom posts nothing: submit() is recorded instead). */
let submitted: HTMLFormElement[];
beforeEach(() => {
  submitted = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push(this);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function fieldsOf(form: HTMLFormElement) {
  return Object.fromEntries(new FormData(form).entries());
}

describe('Redsys on the payment page', () => {
  it('posts the card form to Redsys by itself once hydrated, behind the blocking message', () => {
    render(page(payment(false)));
    expect(submitted).toHaveLength(1);
    const [form] = submitted;
    expect(form?.method).toBe('post');
    expect(form?.action).toBe('https://sis-t.redsys.es:25443/sis/realizarPago');
    expect(form && fieldsOf(form)).toEqual(signed('card'));
    expect(screen.getByRole('status').textContent).toContain('Finalizing your booking');
  });

  it('is a plain form with a working button before any script runs', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(page(payment(true)));
    // The server's markup as the browser gets it, no React behind it (cleanup() leaves it alone).
    document.body.innerHTML = html;
    onTestFinished(() => {
      document.body.innerHTML = '';
    });
    const forms = [...document.querySelectorAll('form')];
    expect(forms.map((f) => [f.method, f.action])).toEqual([
      ['post', 'https://sis-t.redsys.es:25443/sis/realizarPago'],
      ['post', 'https://sis-t.redsys.es:25443/sis/realizarPago'],
    ]);
    expect(forms.map((f) => f.querySelector('button')?.type)).toEqual(['submit', 'submit']);
    expect(forms.map((f) => f.querySelector('button')?.textContent)).toEqual([
      'Pay 61.50\u00a0€ by card',
      'Pay 61.50\u00a0€ with Bizum',
    ]);
    expect(forms.map(fieldsOf)).toEqual([signed('card'), signed('bizum')]);
  });

  it('with Bizum offered, sends nothing and lets the golfer choose; Bizum posts its own form', () => {
    render(page(payment(true), 'es'));
    expect(submitted).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Elige cómo pagar' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    const bizum = screen.getByRole('button', { name: 'Pagar 61,50\u00a0€ con Bizum' });
    expect(screen.getByRole('button', { name: 'Pagar 61,50\u00a0€ con tarjeta' })).toBeTruthy();
    const form = bizum.closest('form');
    expect(form && fieldsOf(form)).toEqual(signed('bizum'));
    // Pressing it shows the blocking message while the browser leaves for Redsys.
    act(() => {
      fireEvent.submit(bizum);
    });
    expect(screen.getByRole('status').textContent).toContain('Finalizando su reserva');
  });

  it('does not send the golfer back to Redsys when they came back from there with the back button', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);
    render(page(payment(false)));
    expect(submitted).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay 61.50\u00a0€ by card' })).toBeTruthy();
  });

  it('offers no form once the hold has lapsed, and the way to start again', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as unknown as PerformanceEntry,
    ]);
    render(page(payment(true, new Date(Date.now() - 1000))));
    expect(screen.getByRole('alert').textContent).toBe(
      'The time to pay has run out: the places are no longer held.',
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe('/en/cart');
  });
});
