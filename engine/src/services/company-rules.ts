import { escapeHtml } from '../render/html.ts';

/** Who runs the shop, from the engine's configuration. */
export interface Company {
  SHOP_COMPANY: string;
  SHOP_ADDRESS: string;
  SHOP_TAX_ID: string;
  SHOP_REGISTRY: string;
  SHOP_EMAIL: string;
}

const PLACEHOLDERS: Record<string, keyof Company> = {
  '{{company}}': 'SHOP_COMPANY',
  '{{address}}': 'SHOP_ADDRESS',
  '{{taxId}}': 'SHOP_TAX_ID',
  '{{registry}}': 'SHOP_REGISTRY',
  '{{email}}': 'SHOP_EMAIL',
};

/**
 * The stored texts name the company by placeholders, so the legal, privacy and contact pages print
 * what the footer prints, and an operator who sets their own company publishes no other firm's
 * tax number, register entry or address.
 */
export function withCompany(html: string, company: Company): string {
  return html.replace(/\{\{(?:company|address|taxId|registry|email)\}\}/g, (placeholder) =>
    escapeHtml(company[PLACEHOLDERS[placeholder] ?? 'SHOP_COMPANY']),
  );
}
