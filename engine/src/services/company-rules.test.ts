import { describe, expect, it } from 'vitest';
import { withCompany } from './company-rules.ts';

describe('withCompany', () => {
  it('names the configured company and address wherever a text asks for them, escaped', () => {
    const company = {
      SHOP_COMPANY: 'Golf & Sol S.L.',
      SHOP_ADDRESS: 'Calle <Mayor> 1, 28001 Madrid',
      SHOP_TAX_ID: 'B-12345678',
      SHOP_REGISTRY: 'Registro Mercantil de Madrid, tomo 1',
      SHOP_EMAIL: 'hola@golfysol.example',
    };
    expect(
      withCompany('<p>{{company}}, {{address}}, Spain.</p><li>{{company}}</li>', company),
    ).toBe(
      '<p>Golf &amp; Sol S.L., Calle &lt;Mayor&gt; 1, 28001 Madrid, Spain.</p><li>Golf &amp; Sol S.L.</li>',
    );
  });

  it('fills the legal details and the contact address too', () => {
    const company = {
      SHOP_COMPANY: 'A',
      SHOP_ADDRESS: 'B',
      SHOP_TAX_ID: 'B-12345678',
      SHOP_REGISTRY: 'Registro Mercantil de Madrid, tomo 1',
      SHOP_EMAIL: 'hola@golfysol.example',
    };
    expect(
      withCompany(
        '<li>{{taxId}}</li><li>{{registry}}</li><a href="mailto:{{email}}">{{email}}</a>',
        company,
      ),
    ).toBe(
      '<li>B-12345678</li><li>Registro Mercantil de Madrid, tomo 1</li><a href="mailto:hola@golfysol.example">hola@golfysol.example</a>',
    );
  });

  it('leaves a text without them as it is', () => {
    expect(
      withCompany('<p>Cookies {{unknown}}</p>', {
        SHOP_COMPANY: 'A',
        SHOP_ADDRESS: 'B',
        SHOP_TAX_ID: 'C',
        SHOP_REGISTRY: 'D',
        SHOP_EMAIL: 'e@f.example',
      }),
    ).toBe('<p>Cookies {{unknown}}</p>');
  });
});
