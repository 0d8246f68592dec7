import { escapeHtml } from '../render/html.ts';

/** Who runs the shop, from the engine's configuration (SHOP_COMPANY, SHOP_ADDRESS). */
export interface Company {
  SHOP_COMPANY: string;
  SHOP_ADDRESS: string;
}

/**
 * The stored texts name the company as `{{company}}` and its address as `{{address}}`, so the
 * legal and contact pages print what the footer prints: one name and address, from configuration.
 */
export function withCompany(html: string, company: Company): string {
  return html
    .replaceAll('{{company}}', escapeHtml(company.SHOP_COMPANY))
    .replaceAll('{{address}}', escapeHtml(company.SHOP_ADDRESS));
}
